import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signWebhook } from '~/tests/helpers/fakeStoryblok';
import { forgetStory, rememberStories } from './slugMap';
import { TAG_ALL, tagsForChange } from './tags';
import { parseWebhook, sharedRecall, tagsForWebhook, verifySignature } from './webhook';

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
    expect(parseWebhook('{"action":"entries_updated","datasource_slug":"tags"}')).toEqual({ ok: true, datasource: 'tags' });
    expect(parseWebhook('{"action":"stage.changed","story_id":5,"workflow_name":"Default"}')).toEqual({ ok: true, ignored: 'stage.changed' });
  });
  test("an asset's deletion shares the story's action name, and is ignored by its asset_id", () => {
    const asset = { text: 'The user x deleted the asset y', action: 'deleted', space_id: 1, asset_id: 555 };
    expect(parseWebhook(JSON.stringify(asset))).toEqual({ ok: true, ignored: 'deleted (not a story)' });
    // A story's deletion names the story, whatever else the body holds.
    expect(parseWebhook(JSON.stringify({ ...asset, story_id: 9 }))).toMatchObject({ payload: { action: 'deleted', storyId: '9' } });
  });
  test('a release merged or a pipeline stage deployed may change any page: everything', async () => {
    for (const body of [
      { action: 'release_merged', text: 'The release Summer Sales has been merged.', release_id: 123, space_id: 1 },
      { action: 'merged', release_id: 123, space_id: 1 },
      { action: 'branch_deployed', branch_id: 4, space_id: 1 },
      { action: 'deployed', branch_id: 4, space_id: 1 },
    ]) {
      const parsed = parseWebhook(JSON.stringify(body));
      expect(parsed, body.action).toEqual({ ok: true, payload: { action: 'space', storyId: undefined, fullSlug: undefined } });
      if ('payload' in parsed) expect(await tagsForWebhook(parsed.payload, {})).toEqual([TAG_ALL]);
    }
  });
  test('a signed JSON object without an action (a test delivery) is ignored, not refused: Storyblok emails the owner on any other answer', () => {
    expect(parseWebhook('{"text":"Test","space_id":1}')).toEqual({ ok: true, ignored: '(no action)' });
    expect(parseWebhook('{"story_id":1}')).toEqual({ ok: true, ignored: '(no action)' });
  });
  test('a body that is not a JSON object is an error', () => {
    expect(parseWebhook('nope')).toMatchObject({ ok: false });
    expect(parseWebhook('[1]')).toMatchObject({ ok: false });
    expect(parseWebhook('null')).toMatchObject({ ok: false });
  });
});

describe('what a change revalidates', () => {
  beforeEach(() => {
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) forgetStory(id);
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
  test('a moved or renamed story revalidates everything: its old place, and every page that links to it', () => {
    expect(tagsForChange({ fullSlug: 'sv/ny', component: 'Page' }, { fullSlug: 'sv/gammal', component: 'Page' })).toEqual([TAG_ALL]);
    // Published again in the same place: only what shows it.
    expect(tagsForChange({ fullSlug: 'sv/ny', component: 'Page' }, { fullSlug: 'sv/ny', component: 'Page' })).toEqual(['sb:story:sv/ny', 'sb:list:sv']);
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
  test('a move without full_slug: the new place from the API, the old from the slug map, so it is seen to be a move', async () => {
    rememberStories([{ id: 5, full_slug: 'sv/gammal', content: { component: 'Page' } }]);
    const tags = await tagsForWebhook(
      { action: 'moved', storyId: '5', fullSlug: undefined },
      { published: async () => ({ id: 5, full_slug: 'sv/ny', content: { component: 'Page' } }) },
    );
    expect(tags).toEqual([TAG_ALL]);
    // …and the map now knows the new place.
    expect(await tagsForWebhook({ action: 'unpublished', storyId: '5', fullSlug: undefined }, {})).toContain('sb:story:sv/ny');
  });
  test("after a restart (the slug map empty) a move's old place is recalled from the cached listings", async () => {
    let recalled = 0;
    const tags = await tagsForWebhook(
      { action: 'moved', storyId: '6', fullSlug: 'sv/flytt-ny' },
      {
        recall: async () => {
          recalled++;
          rememberStories([{ id: 6, full_slug: 'sv/flytt-gammal', content: { component: 'Page' } }]);
        },
      },
    );
    expect(tags).toEqual([TAG_ALL]);
    expect(recalled).toBe(1);
    // Known now: the next change of that story reads no listing.
    await tagsForWebhook({ action: 'published', storyId: '6', fullSlug: 'sv/flytt-ny' }, { recall: async () => void recalled++ });
    expect(recalled).toBe(1);
  });
  test('a move whose old place no listing knows revalidates everything', async () => {
    const payload = { action: 'moved', storyId: '7', fullSlug: 'sv/ny-plats' } as const;
    expect(await tagsForWebhook(payload, { recall: async () => {} })).toEqual([TAG_ALL]);
    forgetStory('7');
    expect(await tagsForWebhook(payload, { recall: () => Promise.reject(new Error('down')) })).toEqual([TAG_ALL]);
  });
  test('a story found nowhere (deleted, API down) revalidates everything', async () => {
    const tags = await tagsForWebhook(
      { action: 'deleted', storyId: '404', fullSlug: undefined },
      { published: () => Promise.reject(new Error('down')), draft: async () => null },
    );
    expect(tags).toEqual([TAG_ALL]);
  });
});

describe('one recall for a burst of webhooks', () => {
  test('calls while one runs join it; none starts again within the quiet time; then one does', async () => {
    let clock = 0;
    let release = () => {};
    const recall = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const shared = sharedRecall(recall, 60_000, () => clock);
    const first = shared();
    const second = shared();
    expect(recall).toHaveBeenCalledTimes(1);
    release();
    await Promise.all([first, second]);
    clock = 59_999;
    await shared();
    expect(recall).toHaveBeenCalledTimes(1);
    clock = 60_000;
    const third = shared();
    release();
    await third;
    expect(recall).toHaveBeenCalledTimes(2);
  });
  test('a failed recall is not retried within the quiet time either', async () => {
    const recall = vi.fn(() => Promise.reject(new Error('down')));
    const shared = sharedRecall(recall, 60_000, () => 0);
    await expect(shared()).rejects.toThrow('down');
    await shared();
    expect(recall).toHaveBeenCalledTimes(1);
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
