/** A story as the content delivery API returns it (Storyblok CDA v2 story object), not yet validated. */
export type RawStory = Record<string, unknown>;

export interface StorySummary {
  uuid: string;
  fullSlug: string;
  /** Path without the locale ("" for the start page). */
  path: string;
  locale: string;
  component: string;
  name: string;
  firstPublishedAt?: string;
  publishedAt?: string;
  tags: string[];
  isStartpage: boolean;
}

/** An entry of a datasource (Storyblok's key–value lists, such as the site's redirects): its name and value as written. */
export interface DatasourceEntry {
  name: string;
  value: string;
}

/**
 * Where stories come from. The engine and the site only know this interface: the embedded source
 * (committed demo content) and the Storyblok source are interchangeable.
 */
export interface ContentSource {
  readonly name: string;
  /** The story at this path (without locale; "" or "index" is the start page), or null. */
  getStory(path: string, locale: string): Promise<RawStory | null>;
  /** Every story of a locale, optionally only those under a folder path (e.g. "blogg"). */
  listStories(locale: string, options?: { startsWith?: string; contentType?: string }): Promise<RawStory[]>;
  /** The site context story of a locale (EngineConfig.siteContextSlug: navigation, footer, …), or null. */
  getSiteContext(locale: string): Promise<RawStory | null>;
  /** Every entry of the datasource of this slug (empty when the space has no such datasource). */
  listDatasourceEntries(slug: string): Promise<DatasourceEntry[]>;
}
