import { expect, test } from 'vitest';
import { MAX_TAG_LENGTH, pathsForTags, storyTag, tagsForChange } from './tags';

test("a story tag stays within Next's limit for any path, one of its own per path; a short one spells its path", () => {
  expect(storyTag('sv', 'blogg/kassaflode')).toBe('sb:story:sv/blogg/kassaflode');
  const long = (c: string) => c.repeat(14_000);
  const [a, b] = [storyTag('sv', long('d')), storyTag('sv', `${long('d')}e`)];
  expect(a.length).toBe(MAX_TAG_LENGTH);
  expect(b.length).toBe(MAX_TAG_LENGTH);
  expect(a).not.toBe(b);
  expect(storyTag('sv', long('d'))).toBe(a); // the same path, the same tag (the webhook's and the page's)
  expect(storyTag('en', long('d'))).not.toBe(a);
  // Exactly at the limit: as it is.
  const fits = 'x'.repeat(MAX_TAG_LENGTH - 'sb:story:sv/'.length);
  expect(storyTag('sv', fits)).toBe(`sb:story:sv/${fits}`);
  // The webhook of a story with such a path revalidates its tag; no made-up path is derived from the cut one.
  const tags = tagsForChange({ fullSlug: `sv/${long('d')}`, component: 'Page' });
  expect(tags).toContain(a);
  expect(pathsForTags(tags)).toEqual([{ path: '/sitemap.xml' }]);
  expect(pathsForTags([storyTag('sv', 'kontakt')])).toEqual([{ path: '/sv/kontakt' }]);
});
