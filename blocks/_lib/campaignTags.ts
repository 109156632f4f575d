/**
 * Marketing campaign tags (SPEC §1, §2, §3): read from the query string, remembered in local storage
 * under `_utmtags`, merged into leads and appended to links whose send-status flag is set.
 * Pure functions over a Storage-like object, so they run (and are tested) without a browser; every
 * storage failure (blocked, full, corrupt JSON) is swallowed: campaign tags never break a page.
 */

import type { CampaignTags } from '~/contracts/lead';
import { withQueryParams } from './href';

export type { CampaignTags };
export const CAMPAIGN_STORAGE_KEY = '_utmtags';

const FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
const MAX_LENGTH = 200;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const clean = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, MAX_LENGTH);
  return trimmed === '' ? undefined : trimmed;
};

/** The tags present among the values, absent ones omitted; null when there are none. */
function collect(values: Record<(typeof FIELDS)[number], unknown>): CampaignTags | null {
  const tags: CampaignTags = {};
  for (const field of FIELDS) {
    const value = clean(values[field]);
    if (value !== undefined) tags[field] = value;
  }
  return Object.keys(tags).length > 0 ? tags : null;
}

/** The query parameters that carry the tags (utm_source … utm_term), in the fields' order, absent ones left out. */
export function campaignQueryEntries(tags: CampaignTags | null | undefined): [string, string][] {
  return FIELDS.flatMap((field) => {
    const value = tags?.[field];
    return value === undefined ? [] : [[`utm_${field}`, value] as [string, string]];
  });
}

/** The tags in a query string (utm_source … utm_term), or null when none is present. */
export function campaignTagsFromQuery(search: string | URLSearchParams): CampaignTags | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return collect({
    source: params.get('utm_source'),
    medium: params.get('utm_medium'),
    campaign: params.get('utm_campaign'),
    content: params.get('utm_content'),
    term: params.get('utm_term'),
  });
}

/** The stored tags, or null when nothing usable is stored (absent, corrupt, blocked storage). */
export function loadCampaignTags(storage: StorageLike | null | undefined): CampaignTags | null {
  try {
    const raw = storage?.getItem(CAMPAIGN_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const record = parsed as Record<string, unknown>;
    return collect({ source: record.source, medium: record.medium, campaign: record.campaign, content: record.content, term: record.term });
  } catch {
    return null;
  }
}

/**
 * Remembers the tags of the current query string; does nothing when it has none (SPEC: stored only
 * when at least one is present). Returns the tags stored, or null.
 */
export function rememberCampaignTags(storage: StorageLike | null | undefined, search: string | URLSearchParams): CampaignTags | null {
  const tags = campaignTagsFromQuery(search);
  if (!tags) return null;
  try {
    storage?.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(tags));
  } catch {
    // Full or blocked storage: the visit goes on without remembered tags.
  }
  return tags;
}

/**
 * The link a send-status click goes to: the base link plus utm_source, utm_medium, utm_campaign,
 * utm_content and term (the specification's parameter names). With no tags the link is unchanged.
 */
export function taggedHref(href: string, tags: CampaignTags | null): string {
  if (!tags) return href;
  return withQueryParams(href, [
    ['utm_source', tags.source],
    ['utm_medium', tags.medium],
    ['utm_campaign', tags.campaign],
    ['utm_content', tags.content],
    ['term', tags.term],
  ]);
}

/** The browser's local storage, or null where it is unavailable (server, privacy mode, sandbox). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
