/**
 * Changelog helpers: the label of an item's type, the ticket reference shown for its link, and the
 * order of releases.
 *
 * Ticket reference patterns, tried in this order on the link's path (query and fragment ignored):
 * 1. a Jira-style issue key as a whole path segment, upper case as trackers write it
 *    (…/browse/FLX-123, …/issue/FLX-123/some-title, …/FLX-123) → "FLX-123";
 *    lower-case segments such as "covid-19" are slugs, not keys, and are not taken, except right after Jira's
 *    "browse" (…/browse/flx-123 → "FLX-123"); a Jira board's `?selectedIssue=FLX-123` names one too;
 * 2. a numbered issue or pull request (GitHub, GitLab, Gitea: …/issues/456, …/pull/87, …/pulls/87,
 *    …/-/issues/456) → "#456"; a GitLab merge request (…/-/merge_requests/12) → "!12" as GitLab writes it.
 * Anything else has no reference (undefined): the item then links with a generic label.
 */
import type { ChangelogItem } from '~/codegen/generated/types';
import type { UiStrings } from '../_ui/strings';
import { newestFirst as newestFirstBy } from './dates';

export type ChangelogType = ChangelogItem['type'];

const TYPE_LABEL_KEY = {
  FEAT: 'changelogFeature',
  FIX: 'changelogFix',
  CHORE: 'changelogChore',
} as const satisfies Record<ChangelogType, keyof UiStrings>;

/** FEAT → "Feature", FIX → "Fix", CHORE → "Chore" (in the locale's words). */
export function changelogTypeLabel(type: ChangelogType, strings: UiStrings): string {
  return strings[TYPE_LABEL_KEY[type]];
}

const ISSUE_KEY = /^[A-Z][A-Z0-9_]*-[1-9]\d*$/;
const NUMBERED = /\/(issues|pull|pulls|merge_requests)\/([1-9]\d*)(?:\/|$)/;

function pathOf(href: string): string {
  const withoutQuery = href.split(/[?#]/)[0] ?? '';
  try {
    return new URL(withoutQuery).pathname;
  } catch {
    return withoutQuery; // a path of this site
  }
}

/** The ticket reference of a link (see the patterns above), or undefined when it names none. */
export function ticketReference(href: string): string | undefined {
  const path = pathOf(href.trim());
  const segments = path.split('/').map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const key = segments.find((s) => ISSUE_KEY.test(s));
  if (key) return key;
  const browse = segments.findIndex((s) => s.toLowerCase() === 'browse');
  const browsed = browse < 0 ? undefined : segments[browse + 1]?.toUpperCase();
  if (browsed && ISSUE_KEY.test(browsed)) return browsed;
  const selected = /[?&]selectedIssue=([^&#]*)/i.exec(href)?.[1]?.toUpperCase();
  if (selected && ISSUE_KEY.test(selected)) return selected;
  const numbered = NUMBERED.exec(path);
  if (numbered) return `${numbered[1] === 'merge_requests' ? '!' : '#'}${numbered[2]}`;
  return undefined;
}

/** Releases newest first by the instant each date names; equal dates keep content order (dates.ts). */
export function newestFirst<T extends { date: string }>(releases: readonly T[]): T[] {
  return newestFirstBy(releases, (release) => release.date);
}

/**
 * Whether a release's title says more than its date heading already does: "August 2026" under
 * "25 augusti 2026"-style dates only repeats it (issue 14), "Faster payouts" does not. Words are
 * compared case-blind; a title whose every word is in the formatted date adds nothing.
 */
export function titleAddsToDate(title: string, formattedDate: string): boolean {
  const words = (text: string) =>
    text
      .toLocaleLowerCase()
      .split(/[\s,.–-]+/u)
      .filter(Boolean);
  const date = new Set(words(formattedDate));
  const titleWords = words(title);
  return titleWords.length > 0 && !titleWords.every((word) => date.has(word));
}
