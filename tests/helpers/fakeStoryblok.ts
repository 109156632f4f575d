/**
 * A fake Storyblok on loopback that speaks the real formats, for the tests of the Storyblok source,
 * the route handlers, content:check and a production server reading "a space":
 * - content delivery v2: `GET /v2/cdn/stories/<full_slug>`, `/v2/cdn/stories/<id>`, `?find_by=uuid`,
 *   and listings `GET /v2/cdn/stories?starts_with&content_type&filter_query[component][in|not_in]&per_page&page` with the `total` and
 *   `per-page` headers, `by_uuids`; `{ story | stories, cv, rels, links }` envelopes, `resolve_links=url` (`links`, or
 *   `link_uuids` past `linkLimit`); `GET /v2/cdn/links?paginated=1&per_page&page` (folders included, as the API does);
 *   `GET /v2/cdn/datasource_entries?datasource=<slug>` (`datasources`); a published request without
 *   `cv` is redirected to the current one, as the CDN does; `version=draft` needs the preview token
 *   and adds `_editable` to every blok; a wrong token is 401, an unknown story 404;
 * - failures on demand: 429 with Retry-After, 5xx, a malformed 200 body, a hang (timeouts), or the
 *   whole API down;
 * - webhook bodies signed like Storyblok's (`webhook-signature`: hex HMAC-SHA1 of the raw body).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type Story = Record<string, unknown> & { id: number; uuid: string; full_slug: string; content: Record<string, unknown> };

export type Failure = { status: 429; retryAfter?: number } | { status: 500 | 502 | 503 } | { malformed: true } | { hang: true };

export interface RecordedRequest {
  path: string;
  params: URLSearchParams;
  status: number;
}

export const SPACE_ID = 424242;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Adds the Visual Editor's `_editable` comment to every blok of a story, as draft answers carry it. */
export function withEditable(story: Story): Story {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObj(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, child] of Object.entries(v)) out[k] = walk(child);
    if (typeof v.component === 'string' && typeof v._uid === 'string') {
      out._editable = `<!--#storyblok#${JSON.stringify({ name: v.component, space: String(SPACE_ID), uid: v._uid, id: String(story.id) })}-->`;
    }
    return out;
  };
  return { ...story, content: walk(story.content) as Record<string, unknown> };
}

/** A published page story: a Hero with the title (the page's h1) and a text section. */
export function pageStory(id: number, fullSlug: string, title: string): Story {
  return {
    id,
    uuid: crypto.randomUUID(),
    name: title,
    full_slug: fullSlug,
    published_at: '2026-03-01T09:00:00.000Z',
    content: {
      _uid: `page-${id}`,
      component: 'Page',
      body: [
        { _uid: `hero-${id}`, component: 'Hero', title },
        {
          _uid: `text-${id}`,
          component: 'TextSection',
          title: 'Mer om oss',
          text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Text.' }] }] },
        },
      ],
    },
  };
}

export function signWebhook(secret: string, body: string): string {
  return crypto.createHmac('sha1', secret).update(body).digest('hex');
}

/** The embedded demo content as stories of a space: ids, uuids and publication dates added where missing. */
export function embeddedStories(root = path.resolve(import.meta.dirname, '../../site/content')): Story[] {
  // Stories live in the locale folders; datasources/ holds the datasources (their entries, no stories).
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json') && path.relative(root, e.parentPath).split(path.sep)[0] !== 'datasources');
  return files
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
    .map((file, i) => {
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const story = (isObj(json.story) ? json.story : json) as Story;
      return {
        ...story,
        id: typeof story.id === 'number' ? story.id : 1000 + i,
        uuid: typeof story.uuid === 'string' && story.uuid ? story.uuid : crypto.randomUUID(),
        published_at: typeof story.published_at === 'string' ? story.published_at : '2026-01-01T00:00:00.000Z',
      };
    });
}

export class FakeStoryblok {
  readonly publishedToken = 'published-token-0001';
  readonly previewToken = 'preview-token-0001';
  cv = 1_700_000_000;
  readonly requests: RecordedRequest[] = [];
  /** Failures served before any real answer, in order. */
  readonly failures: Failure[] = [];
  /** Failures served to requests of one path only (e.g. /v2/cdn/stories/sv/om-oss), in order. */
  readonly pathFailures = new Map<string, Failure[]>();
  /** While true every request fails with this status. */
  down: false | 500 | 503 = false;
  /** Milliseconds every answer waits (a slow CDN). */
  delayMs = 0;
  /**
   * Milliseconds a 200 answer of one path (e.g. /v2/cdn/stories/sv/om-oss) waits once its body is made: the content
   * as it was when asked for arrives that much later (a render under way while the story changes).
   */
  readonly lateAnswers = new Map<string, number>();
  /** While true the published token is refused (401), as after someone regenerated it in the space. */
  revokePublished = false;
  /**
   * How far the latest cache version lags a publish (Storyblok's notes: about 2 s). A request without
   * `cv` is redirected to the version current that long ago, and a request naming an older version
   * gets the content as of that version (its URL was cached by the CDN before the publish).
   */
  cvLagMs = 0;
  /** The published content at each cache version (newest last), for cvLagMs. */
  private readonly versions: Array<{ cv: number; at: number; published: Map<string, Story> }> = [];
  /** Datasources by slug (`cdn/datasource_entries?datasource=<slug>`): a missing one answers an empty list, as the API does. */
  readonly datasources = new Map<string, Array<{ name: string; value: string }>>();
  /** Answers of `cdn/links` so far. */
  linkReads = 0;
  /** How many link targets one answer resolves (`resolve_links`); past it they are named in `link_uuids` instead. */
  linkLimit = 50;
  private readonly published = new Map<string, Story>();
  private readonly drafts = new Map<string, Story>();
  /** Drafts saved in a release (Storyblok's Releases app), by its id: read with `from_release`, over the current drafts. */
  private readonly releases = new Map<string, Map<string, Story>>();
  private server: http.Server | undefined;
  private readonly hanging = new Set<http.ServerResponse>();
  baseUrl = '';

  constructor(stories: Story[] = []) {
    for (const s of stories) this.publish(s);
  }

  /** Publishes a story (its draft becomes the published version); the cache version moves on. */
  publish(story: Story): void {
    this.drafts.set(story.full_slug, story);
    this.published.set(story.full_slug, story);
    this.nextVersion();
  }

  /** Saves a draft only: the published version (if any) is unchanged. */
  saveDraft(story: Story): void {
    this.drafts.set(story.full_slug, story);
  }

  /** Saves a story's draft in a release only (seen with `from_release=<release>`); without a story, forgets the release's. */
  saveInRelease(release: string, story?: Story): void {
    if (story === undefined) return void this.releases.delete(release);
    const stories = this.releases.get(release) ?? new Map<string, Story>();
    stories.set(story.full_slug, story);
    this.releases.set(release, stories);
  }

  /** The drafts as a release shows them: its own stories over the current drafts. */
  private draftsIn(release: string | null): Map<string, Story> {
    const own = release === null ? undefined : this.releases.get(release);
    return own === undefined ? this.drafts : new Map([...this.drafts, ...own]);
  }

  unpublish(fullSlug: string): void {
    this.published.delete(fullSlug);
    this.nextVersion();
  }

  delete(fullSlug: string): void {
    this.published.delete(fullSlug);
    this.drafts.delete(fullSlug);
    this.nextVersion();
  }

  private nextVersion(): void {
    this.cv++;
    this.versions.push({ cv: this.cv, at: Date.now(), published: new Map(this.published) });
    if (this.versions.length > 200) this.versions.shift();
  }

  /** The version a request without `cv` is sent to: the newest one at least cvLagMs old (or the oldest kept). */
  private latestVisibleCv(): number {
    if (this.cvLagMs <= 0) return this.cv;
    const visible = this.versions.filter((v) => v.at <= Date.now() - this.cvLagMs);
    return (visible.at(-1) ?? this.versions[0])?.cv ?? this.cv;
  }

  /** The published stories as of a version (the current ones for the current version or a later one). */
  private publishedAt(cv: number): Map<string, Story> {
    if (cv >= this.cv) return this.published;
    return [...this.versions].reverse().find((v) => v.cv <= cv)?.published ?? this.published;
  }

  story(fullSlug: string, version: 'published' | 'draft' = 'published'): Story | undefined {
    return (version === 'draft' ? this.drafts : this.published).get(fullSlug);
  }

  /** Requests to the delivery API so far (optionally only those whose path starts with a prefix). */
  count(prefix = '/v2/cdn/stories'): number {
    return this.requests.filter((r) => r.path.startsWith(prefix)).length;
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v2`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /**
   * `resolve_links=url`: the current place of every story a story's links name (multilink `id`, rich-text
   * mark `attrs.uuid`) that the version has, as `links`; past `linkLimit` only their uuids, as `link_uuids`.
   */
  private resolvedLinks(story: Story, source: Map<string, Story>, resolve: string | null): { links?: unknown[]; link_uuids?: string[] } {
    if (resolve !== 'url') return {};
    const uuids = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!isObj(v)) return;
      if (v.linktype === 'story' && typeof v.id === 'string' && v.id) uuids.add(v.id);
      if (v.type === 'link' && isObj(v.attrs) && v.attrs.linktype === 'story' && typeof v.attrs.uuid === 'string') uuids.add(v.attrs.uuid);
      Object.values(v).forEach(walk);
    };
    walk(story.content);
    const byUuid = new Map([...source.values()].map((s) => [s.uuid, s]));
    const found = [...uuids].filter((u) => byUuid.has(u));
    if (found.length > this.linkLimit) return { links: [], link_uuids: found };
    const links = found.map((u) => {
      const s = byUuid.get(u)!;
      return { id: s.id, uuid: s.uuid, name: s.name ?? '', slug: s.full_slug.split('/').filter(Boolean).pop() ?? '', full_slug: s.full_slug, url: s.full_slug };
    });
    return { links };
  }

  /** `cdn/links?paginated=1&per_page&page`: every story's place, and its folders (always, as the API does), keyed by uuid. */
  private sendLinks(url: URL, source: Map<string, Story>, send: (status: number, body: unknown, headers?: Record<string, string>) => void): void {
    const perPage = Math.min(1000, Number(url.searchParams.get('per_page') ?? 25) || 25);
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const folders = new Set<string>();
    for (const s of source.values()) {
      const parts = s.full_slug.split('/').filter(Boolean);
      for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
    }
    const entries = [
      ...[...folders].map((slug) => ({ id: 0, uuid: `folder-${slug}`, slug, is_folder: true, published: false, is_startpage: false })),
      ...[...source.values()].map((s) => ({
        id: s.id,
        uuid: s.uuid,
        slug: s.full_slug,
        name: s.name ?? '',
        is_folder: false,
        published: true,
        is_startpage: s.full_slug.endsWith('/'),
      })),
    ].sort((a, b) => a.slug.localeCompare(b.slug, 'en'));
    this.linkReads++;
    const slice = entries.slice((page - 1) * perPage, page * perPage);
    send(200, { links: Object.fromEntries(slice.map((e) => [e.uuid, e])), cv: this.cv }, { total: String(entries.length), 'per-page': String(perPage) });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record = (status: number) => this.requests.push({ path: url.pathname, params: url.searchParams, status });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record(status);
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const answer = () => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(text);
      };
      const late = status === 200 ? this.lateAnswers.get(url.pathname) : undefined;
      if (late) setTimeout(answer, late);
      else answer();
    };
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));

    if (this.down) return send(this.down, { error: 'Service unavailable' });
    const failure = this.pathFailures.get(url.pathname)?.shift() ?? this.failures.shift();
    if (failure) {
      if ('hang' in failure) {
        record(0);
        this.hanging.add(res);
        return;
      }
      if ('malformed' in failure) return send(200, '<html>Gateway hiccup</html>', { 'content-type': 'text/html' });
      if (failure.status === 429)
        return send(429, { error: 'Too many requests' }, failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {});
      return send(failure.status, { error: 'Internal error' });
    }

    if (url.pathname === '/v2/cdn/datasource_entries' && req.method === 'GET') {
      if (url.searchParams.get('token') !== this.publishedToken && url.searchParams.get('token') !== this.previewToken)
        return send(401, { error: 'Unauthorized' });
      const entries = (this.datasources.get(url.searchParams.get('datasource') ?? '') ?? []).map((e, i) => ({ id: i + 1, ...e, dimension_value: null }));
      return send(200, { datasource_entries: entries }, { total: String(entries.length), 'per-page': url.searchParams.get('per_page') ?? '25' });
    }
    const links = url.pathname === '/v2/cdn/links';
    const match = /^\/v2\/cdn\/stories(?:\/(.+))?$/.exec(url.pathname);
    if ((!match && !links) || req.method !== 'GET') return send(404, { error: 'Not found' });
    const token = url.searchParams.get('token');
    const version = url.searchParams.get('version') === 'draft' ? 'draft' : 'published';
    const known = token === this.previewToken || (token === this.publishedToken && version !== 'draft' && !this.revokePublished);
    if (!known) return send(401, { error: 'Unauthorized' });
    if (version === 'published' && !url.searchParams.has('cv')) {
      url.searchParams.set('cv', String(this.latestVisibleCv()));
      record(301);
      res.writeHead(301, { location: url.pathname + url.search });
      return void res.end();
    }
    const asked = Number(url.searchParams.get('cv'));
    const servedCv = version === 'published' && this.cvLagMs > 0 && Number.isFinite(asked) ? Math.min(asked, this.cv) : this.cv;
    const source =
      version === 'draft' ? this.draftsIn(url.searchParams.get('from_release')) : servedCv === this.cv ? this.published : this.publishedAt(servedCv);
    const present = (s: Story) => (version === 'draft' ? withEditable(s) : s);
    const envelope = { cv: servedCv, rels: [], links: [] };

    if (links) return this.sendLinks(url, source, send);

    const target = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    if (target !== undefined) {
      const all = [...source.values()];
      const found =
        url.searchParams.get('find_by') === 'uuid'
          ? all.find((s) => s.uuid === target)
          : /^\d+$/.test(target)
            ? all.find((s) => String(s.id) === target)
            : // As the API: a folder's start page (full slug "sv/") by the folder's path, with or without its slash (storyblok-docs#89).
              (source.get(target) ?? source.get(`${target}/`) ?? source.get(target.replace(/\/$/, '')));
      if (!found) return send(404, { error: 'This record could not be found' });
      return send(200, { story: present(found), ...envelope, ...this.resolvedLinks(found, source, url.searchParams.get('resolve_links')) });
    }

    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 25) || 25);
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const startsWith = url.searchParams.get('starts_with') ?? '';
    const contentType = url.searchParams.get('content_type');
    const byUuids = url.searchParams.get('by_uuids')?.split(',');
    // filter_query on the content type, as the API takes it: `filter_query[component][in]` / `[not_in]`, comma-separated.
    const typeIn = url.searchParams.get('filter_query[component][in]')?.split(',');
    const typeNotIn = url.searchParams.get('filter_query[component][not_in]')?.split(',');
    const component = (s: Story) => String(s.content.component);
    const hits = [...source.values()]
      .filter(
        (s) =>
          s.full_slug.startsWith(startsWith) &&
          (!contentType || s.content.component === contentType) &&
          (!byUuids || byUuids.includes(s.uuid)) &&
          (!typeIn || typeIn.includes(component(s))) &&
          (!typeNotIn || !typeNotIn.includes(component(s))),
      )
      .sort((a, b) => a.full_slug.localeCompare(b.full_slug, 'en'));
    const stories = hits.slice((page - 1) * perPage, page * perPage).map(present);
    send(200, { stories, ...envelope }, { total: String(hits.length), 'per-page': String(perPage) });
  }
}
