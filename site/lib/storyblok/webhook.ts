/**
 * Storyblok's publish webhook (POST /api/revalidate): the body is signed with the webhook secret
 * (`webhook-signature` = hex HMAC-SHA1 over the raw body), names the action and the story by id,
 * and only sometimes its full slug. This finds what the change touches and hands back the cache
 * tags to revalidate; the route handler does the revalidating.
 */
import crypto from 'node:crypto';
import type { RawStory } from '~/engine';
import { sameHex } from './preview';
import { forgetStory, refOf, rememberedStory, rememberStories } from './slugMap';
import { TAG_ALL, tagsForChange, type StoryRef, type WebhookAction } from './tags';

export const MAX_WEBHOOK_BYTES = 64 * 1024;
const STORY_ACTIONS: readonly string[] = ['published', 'unpublished', 'deleted', 'moved'];
/**
 * Changes to published content that name no story: a release merged (Releases app; `release_merged`
 * in legacy payloads) publishes its stories, a pipeline stage deployed (`branch_deployed` in legacy
 * payloads) replaces the content. Storyblok documents no webhook per story for either.
 */
const SPACE_WIDE_ACTIONS: readonly string[] = ['release_merged', 'merged', 'branch_deployed', 'deployed'];

export function verifySignature(secret: string, rawBody: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = crypto.createHmac('sha1', secret).update(rawBody).digest('hex');
  return sameHex(expected, signature.trim());
}

export interface WebhookPayload {
  /** A story's change, or `space` for one that may touch any page (a release merged, a stage deployed). */
  action: WebhookAction | 'space';
  storyId: string | undefined;
  fullSlug: string | undefined;
}

export type ParsedWebhook =
  | { ok: true; payload: WebhookPayload }
  /** A datasource's entries changed (`datasource_slug`): the site reads one, the editors' redirects (lib/redirects.ts). */
  | { ok: true; datasource: string }
  | { ok: true; ignored: string }
  | { ok: false; message: string };

const hasId = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '');

/**
 * What a signed body asks. Storyblok's current payloads share action names between kinds (`deleted`
 * is a story's or an asset's, `created` an asset's or a discussion's), so the ids in the body say
 * what it is about: a story action naming an asset, a datasource or a user and no story concerns
 * nothing the site shows. A datasource's change is handed back by its slug (the route reads the editors' redirects
 * again when it is theirs). Anything the site does not read (other datasources, assets, users, workflows,
 * discussions, a body without an action, as a test delivery may be) is ignored with a 2xx: any other
 * answer makes Storyblok email the space owner that the webhook failed.
 */
export function parseWebhook(rawBody: string): ParsedWebhook {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, message: 'The body is not JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'The body is not a JSON object' };
  const b = body as Record<string, unknown>;
  if (typeof b.action !== 'string' || b.action === '') return { ok: true, ignored: '(no action)' };
  const id = hasId(b.story_id) ? String(b.story_id).trim() : undefined;
  const fullSlug = typeof b.full_slug === 'string' && b.full_slug.trim() !== '' ? b.full_slug.trim() : undefined;
  if (typeof b.datasource_slug === 'string' && b.datasource_slug.trim() !== '' && !id && !fullSlug) return { ok: true, datasource: b.datasource_slug.trim() };
  if (SPACE_WIDE_ACTIONS.includes(b.action) && !id) return { ok: true, payload: { action: 'space', storyId: undefined, fullSlug: undefined } };
  if (!STORY_ACTIONS.includes(b.action)) return { ok: true, ignored: b.action };
  const aboutSomethingElse = ['asset_id', 'datasource_slug', 'user_id', 'release_id', 'branch_id'].some((key) => hasId(b[key]));
  if (!id && !fullSlug && aboutSomethingElse) return { ok: true, ignored: `${b.action} (not a story)` };
  return { ok: true, payload: { action: b.action as WebhookAction, storyId: id, fullSlug } };
}

export interface Lookups {
  /** The published story of this id, read from the API now (not from the data cache). */
  published?: (id: string) => Promise<RawStory | null>;
  /** The draft of this id (an unpublished story is no longer published, but its draft is there). */
  draft?: (id: string) => Promise<RawStory | null>;
  /**
   * Reads the site's cached listings (what its pages were built from, before this change), which
   * fills the slug map: after a restart, or on an instance that served no page yet, the map is empty
   * while the pages from before are still cached.
   */
  recall?: () => Promise<void>;
}

/** After a recall, how long the next waits: a burst of webhooks (a bulk publish, a release) reads the listings once. */
export const RECALL_QUIET_MS = 60_000;

/**
 * One recall for a burst of webhooks: a call while one runs joins it, and none starts again within
 * `quietMs` of the last (a story the cached listings did not know then, they do not know now). Without
 * it, fifty webhooks to a fresh instance read the space's listings fifty times, and each reads them
 * from the API, since the webhooks before it expired them.
 */
export function sharedRecall(recall: () => Promise<void>, quietMs = RECALL_QUIET_MS, now: () => number = Date.now): () => Promise<void> {
  let running: Promise<void> | undefined;
  let doneAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (running) return running;
    if (now() - doneAt < quietMs) return Promise.resolve();
    running = recall().finally(() => {
      running = undefined;
      doneAt = now();
    });
    return running;
  };
}

async function lookUp(id: string, lookups: Lookups): Promise<StoryRef | null> {
  for (const read of [lookups.published, lookups.draft]) {
    if (!read) continue;
    try {
      const story = await read(id);
      if (story) return refOf(story);
    } catch {
      // Reported by the delivery layer; another lookup may still know the story.
    }
  }
  return null;
}

/**
 * The tags a change revalidates. Where the story was comes from the slug map (its place when the
 * site last read it, recalled from the cached listings when this process has not read it yet); where
 * it is now from the payload, or the API. A story found nowhere, or a move whose old place is not
 * known, revalidates everything: serving one stale page is worse than rebuilding all on their next
 * visit.
 */
export async function tagsForWebhook(payload: WebhookPayload, lookups: Lookups): Promise<string[]> {
  if (payload.action === 'space') return [TAG_ALL];
  let previous = payload.storyId ? rememberedStory(payload.storyId) : undefined;
  if (payload.storyId && !previous && lookups.recall) {
    await lookups.recall().catch(() => undefined); // the listings unreadable: treated as not known
    previous = rememberedStory(payload.storyId);
  }
  let current: StoryRef | null = null;
  if (payload.fullSlug) current = { fullSlug: payload.fullSlug, component: previous?.component ?? '' };
  else if (previous && (payload.action === 'unpublished' || payload.action === 'deleted')) current = previous;
  else if (payload.storyId) current = await lookUp(payload.storyId, lookups);
  if (!current) return [TAG_ALL];
  // The old place of a moved story is what the move leaves stale: without it, a page there would live on.
  if (payload.action === 'moved' && !previous) return [TAG_ALL];

  if (payload.storyId) {
    if (payload.action === 'deleted') forgetStory(payload.storyId);
    else rememberStories([{ id: payload.storyId, full_slug: current.fullSlug, content: { component: current.component } }]);
  }
  return tagsForChange(current, previous);
}
