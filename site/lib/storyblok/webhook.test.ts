import { beforeEach, describe, expect, test } from 'vitest';
import { signWebhook } from '~/tests/helpers/fakeStoryblok';
import { forgetStory, rememberStories } from './slugMap';
import { TAG_ALL, tagsForChange } from './tags';
import { parseWebhook, tagsForWebhook, verifySignature } from './webhook';

const SECRET = 'webhook-secret-01';

describe('the webhook signature', () => {
  const body = JSON.stringify({ action: 'published', story_id: 1, space_id: 2, full_slug: 'sv/om-oss', text: 'x' });
  test('is the hex HMAC-SHA1 of the raw body', () => {
    expect(verifySignature(SECRET, body, signWebhook(SECRET, body))).toBe(true);
  });
  test('another body, another secret, a truncated or missing signature: refused', () => {
    expect(verifySignature(SECRET, `${body} `, signWebhook(SECRET, body))).toBe(false);
    expect(verifySignature(SECRET, body, signWebhook('another-secret', body))).toBe(false);
    expect(verifySignature(SECRET, body, signWebhook(SECRET, body).slice(0, 20))).toBe(false);
    expect(verifySignature(SECRET, body, null)).toBe(false);
    expect(verifySignature(SECRET, body, 'zz')).toBe(false);
  });
});

describe('parsing the payload', () => {
  test('the four story actions; full_slug is optional', () => {
    expect(parseWebhook('{"action":"moved","story_id":5}')).toEqual({ ok: true, payload: { action: 'moved', storyId: '5', fullSlug: undefined } });
    expect(parseWebhook('{"action":"published","story_id":"5","full_slug":"sv/x"}')).toMatchObject({ payload: { fullSlug: 'sv/x' } });
  });
  test('other actions are ignored, not errors', () => {
    expect(parseWebhook('{"action":"entries_updated","datasource_slug":"tags"}')).toEqual({ ok: true, ignored: 'entries_updated' });
  });
  test('a body that is not a webhook is an error', () => {
    expect(parseWebhook('nope')).toMatchObject({ ok: false });
    expect(parseWebhook('[1]')).toMatchObject({ ok: false });
    expect(parseWebhook('{"story_id":1}')).toMatchObject({ ok: false });
  });
});

describe('what a change revalidates', () => {
  beforeEach(() => {
    for (const id of ['1', '2', '3', '4', '5']) forgetStory(id);
  });
  test('a page: its story, its locale listing (sitemap) and, if it may be one, the article listing', () => {
    expect(tagsForChange({ fullSlug: 'sv/om-oss', component: 'Page' })).toEqual(['sb:story:sv/om-oss', 'sb:list:sv']);
    expect(tagsForChange({ fullSlug: 'en/blogg/x', component: 'BlogArticle' })).toEqual(['sb:story:en/blogg/x', 'sb:list:en', 'sb:list:en:BlogArticle']);
    expect(tagsForChange({ fullSlug: 'sv/', component: '' })).toEqual(['sb:story:sv/', 'sb:list:sv', 'sb:list:sv:BlogArticle']);
  });
  test('the site context, a story outside the locale folders, or nothing known: everything', () => {
    expect(tagsForChange({ fullSlug: 'sv/site-config', component: 'SiteConfig' })).toEqual([TAG_ALL]);
    expect(tagsForChange({ fullSlug: 'shared/thing', component: 'Page' })).toEqual([TAG_ALL]);
    expect(tagsForChange(null)).toEqual([TAG_ALL]);
  });
  test('a moved story revalidates its old place too', () => {
    expect(tagsForChange({ fullSlug: 'sv/ny', component: 'Page' }, { fullSlug: 'sv/gammal', component: 'Page' })).toEqual([
      'sb:story:sv/ny',
      'sb:list:sv',
      'sb:story:sv/gammal',
    ]);
  });

  test('with full_slug: no lookup needed', async () => {
    const tags = await tagsForWebhook(
      { action: 'published', storyId: '1', fullSlug: 'sv/om-oss' },
      { published: () => Promise.reject(new Error('not called')) },
    );
    expect(tags).toContain('sb:story:sv/om-oss');
  });
  test('without full_slug, a published story is looked up by id', async () => {
    const tags = await tagsForWebhook(
      { action: 'published', storyId: '2', fullSlug: undefined },
      { published: async (id) => (id === '2' ? { id: 2, full_slug: 'en/kontakt', content: { component: 'Page' } } : null) },
    );
    expect(tags).toEqual(['sb:story:en/kontakt', 'sb:list:en']);
  });
  test('an unpublished story (no longer readable published) is found in the slug map, or by its draft', async () => {
    rememberStories([{ id: 3, full_slug: 'sv/kampanj', content: { component: 'Page' } }]);
    expect(await tagsForWebhook({ action: 'unpublished', storyId: '3', fullSlug: undefined }, {})).toContain('sb:story:sv/kampanj');
    const viaDraft = await tagsForWebhook(
      { action: 'unpublished', storyId: '4', fullSlug: undefined },
      { published: async () => null, draft: async () => ({ id: 4, full_slug: 'sv/utkast', content: { component: 'Page' } }) },
    );
    expect(viaDraft).toContain('sb:story:sv/utkast');
  });
  test('a move without full_slug: the new place from the API, the old from the slug map', async () => {
    rememberStories([{ id: 5, full_slug: 'sv/gammal', content: { component: 'Page' } }]);
    const tags = await tagsForWebhook(
      { action: 'moved', storyId: '5', fullSlug: undefined },
      { published: async () => ({ id: 5, full_slug: 'sv/ny', content: { component: 'Page' } }) },
    );
    expect(tags).toEqual(['sb:story:sv/ny', 'sb:list:sv', 'sb:story:sv/gammal']);
    // …and the map now knows the new place.
    expect(await tagsForWebhook({ action: 'unpublished', storyId: '5', fullSlug: undefined }, {})).toContain('sb:story:sv/ny');
  });
  test('a story found nowhere (deleted, API down) revalidates everything', async () => {
    const tags = await tagsForWebhook(
      { action: 'deleted', storyId: '404', fullSlug: undefined },
      { published: () => Promise.reject(new Error('down')), draft: async () => null },
    );
    expect(tags).toEqual([TAG_ALL]);
  });
});

describe('the pages behind the tags (revalidatePath)', () => {
  test('a story its page, a listing the sitemap, the articles every page of the locale, everything the root layout', async () => {
    const { pathsForTags } = await import('./tags');
    expect(pathsForTags(['sb:story:sv/om-oss', 'sb:story:en/', 'sb:list:sv', 'sb:list:en:BlogArticle'])).toEqual([
      { path: '/sv/om-oss' },
      { path: '/en' },
      { path: '/sitemap.xml' },
      { path: '/en', type: 'layout' },
    ]);
    expect(pathsForTags([TAG_ALL])).toEqual([{ path: '/', type: 'layout' }]);
    expect(pathsForTags(['sb:list:xx', 'nonsense'])).toEqual([]);
  });
});
