/**
 * The embedded content source: Storyblok CDA story JSON committed under site/content/<locale>/,
 * one file per story ({ "story": … } envelopes). A fresh clone runs offline on it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EngineConfig } from '../config';
import { storyPath } from '../links';
import type { ContentSource, DatasourceEntry, RawStory } from './types';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface EmbeddedFile {
  file: string;
  locale: string;
  /** Path without the locale, from the file's place in the folder. */
  path: string;
}

/** Lists every story file of the embedded content: <root>/<locale>/<path>.json; index.json is a folder's start page. */
export async function listContentFiles(root: string, locale: string, locales: readonly string[]): Promise<EmbeddedFile[]> {
  const base = path.join(root, locale);
  const entries = await fs.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
  // Sorted by code unit: the same order on every machine, whatever its LANG (a locale's collation follows the machine's).
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const rel = path
        .relative(base, file)
        .split(path.sep)
        .join('/')
        .replace(/\.json$/, '');
      return { file, locale, path: storyPath(rel, locales) };
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

async function readStory(file: string): Promise<RawStory | null> {
  try {
    const json: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (!isObj(json)) return null;
    return isObj(json.story) ? json.story : json;
  } catch {
    return null;
  }
}

export interface EmbeddedSourceOptions {
  /**
   * Read the files on every call instead of once (a development server): an edited, added or removed
   * story shows on the next request, without a restart. A file watcher would be cheaper but misses
   * files that editors save by renaming a new file over the old one (Node's recursive watch on Linux).
   */
  reread?: boolean;
}

export function createEmbeddedSource(
  root: string,
  config: Pick<EngineConfig, 'locales' | 'siteContextSlug'>,
  options: EmbeddedSourceOptions = {},
): ContentSource {
  const cache = new Map<string, Promise<RawStory[]>>();
  const keep = !options.reread;
  const storyPathOf = (slug: string) => storyPath(slug, config.locales);
  const all = (locale: string) => {
    let stories = keep ? cache.get(locale) : undefined;
    if (!stories) {
      stories = listContentFiles(root, locale, config.locales).then(async (files) =>
        (await Promise.all(files.map((f) => readStory(f.file)))).filter((s): s is RawStory => s !== null),
      );
      if (keep) cache.set(locale, stories);
    }
    return stories;
  };
  const pathOf = (story: RawStory) => storyPathOf(typeof story.full_slug === 'string' ? story.full_slug : '');
  const componentOf = (story: RawStory) => (isObj(story.content) && typeof story.content.component === 'string' ? story.content.component : '');

  return {
    name: 'embedded',
    async getStory(p, locale) {
      const wanted = storyPathOf(p);
      return (await all(locale)).find((s) => pathOf(s) === wanted) ?? null;
    },
    async listStories(locale, options = {}) {
      const prefix = options.startsWith ? storyPathOf(options.startsWith) : undefined;
      return (await all(locale)).filter(
        (s) =>
          (prefix === undefined || pathOf(s) === prefix || pathOf(s).startsWith(`${prefix}/`)) &&
          (options.contentType === undefined || componentOf(s) === options.contentType),
      );
    },
    async getSiteContext(locale) {
      return (await all(locale)).find((s) => pathOf(s) === config.siteContextSlug) ?? null;
    },
    listDatasourceEntries: (slug) => readDatasource(path.join(root, 'datasources', `${slug}.json`)),
  };
}

/**
 * A datasource as the delivery API answers `cdn/datasource_entries` (`{ "datasource_entries": [{ "name", "value" }] }`),
 * committed as <root>/datasources/<slug>.json; none when the file is missing. A file that does not parse is an error:
 * an editor's list must not silently become empty.
 */
async function readDatasource(file: string): Promise<DatasourceEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return [];
  }
  const json: unknown = JSON.parse(text);
  const entries = isObj(json) ? json.datasource_entries : undefined;
  if (!Array.isArray(entries)) throw new Error(`${file} holds no "datasource_entries" list`);
  return entries.filter(isObj).map((e) => ({ name: typeof e.name === 'string' ? e.name : '', value: typeof e.value === 'string' ? e.value : '' }));
}
