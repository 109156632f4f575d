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
const ACTIONS: readonly WebhookAction[] = ['published', 'unpublished', 'deleted', 'moved'];

export function verifySignature(secret: string, rawBody: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = crypto.createHmac('sha1', secret).update(rawBody).digest('hex');
  return sameHex(expected, signature.trim());
}

export interface WebhookPayload {
  action: WebhookAction;
  storyId: string | undefined;
  fullSlug: string | undefined;
}

export type ParsedWebhook = { ok: true; payload: WebhookPayload } | { ok: true; ignored: string } | { ok: false; message: string };

export function parseWebhook(rawBody: string): ParsedWebhook {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, message: 'The body is not JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'The body is not a JSON object' };
  const b = body as Record<string, unknown>;
  if (typeof b.action !== 'string') return { ok: false, message: 'The body has no "action"' };
  // Webhooks for datasources, assets, releases and the like concern nothing the site reads.
  if (!(ACTIONS as readonly string[]).includes(b.action)) return { ok: true, ignored: b.action };
  const id = typeof b.story_id === 'number' || typeof b.story_id === 'string' ? String(b.story_id) : undefined;
  const fullSlug = typeof b.full_slug === 'string' && b.full_slug.trim() !== '' ? b.full_slug.trim() : undefined;
  return { ok: true, payload: { action: b.action as WebhookAction, storyId: id, fullSlug } };
}

export interface Lookups {
  /** The published story of this id, read from the API now (not from the data cache). */
  published?: (id: string) => Promise<RawStory | null>;
  /** The draft of this id (an unpublished story is no longer published, but its draft is there). */
  draft?: (id: string) => Promise<RawStory | null>;
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
 * site last read it); where it is now from the payload, or the API. A story found nowhere
 * revalidates everything: serving one stale page is worse than rebuilding all on their next visit.
 */
export async function tagsForWebhook(payload: WebhookPayload, lookups: Lookups): Promise<string[]> {
  const previous = payload.storyId ? rememberedStory(payload.storyId) : undefined;
  let current: StoryRef | null = null;
  if (payload.fullSlug) current = { fullSlug: payload.fullSlug, component: previous?.component ?? '' };
  else if (previous && (payload.action === 'unpublished' || payload.action === 'deleted')) current = previous;
  else if (payload.storyId) current = await lookUp(payload.storyId, lookups);
  if (!current) return [TAG_ALL];

  if (payload.storyId) {
    if (payload.action === 'deleted') forgetStory(payload.storyId);
    else rememberStories([{ id: payload.storyId, full_slug: current.fullSlug, content: { component: current.component } }]);
  }
  return tagsForChange(current, previous);
}
