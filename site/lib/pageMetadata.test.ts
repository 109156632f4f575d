import { expect, test } from 'vitest';
import { loadPage } from './content';
import { contentMetadata } from './pages';

test('a page with no section that shows anything is served with noindex; a page with one is indexed as ever', async () => {
  const page = (await loadPage('sv', 'flexkredit'))!;
  expect((await contentMetadata(page)).robots).not.toEqual({ index: false, follow: false });
  const empty = { ...page, story: { ...page.story, content: { ...page.story.content, body: [] } } } as typeof page;
  expect((await contentMetadata(empty)).robots).toEqual({ index: false, follow: false });
});
