/**
 * Which full slug and content type each story id had when the site last read it. Webhook payloads
 * name a story by id and only sometimes carry its full slug; an unpublished, deleted or moved story
 * can no longer be read by its old slug with the public token, so its old place comes from here.
 * On globalThis: the route handlers and the pages are separate bundles of one process.
 */
import type { RawStory } from '~/engine';
import type { StoryRef } from './tags';

const KEY = Symbol.for('flodvik.storyblok.slugs');
const MAX_ENTRIES = 20_000;

function map(): Map<string, StoryRef> {
  const g = globalThis as typeof globalThis & { [KEY]?: Map<string, StoryRef> };
  g[KEY] ??= new Map();
  return g[KEY];
}

export function refOf(story: RawStory): StoryRef | null {
  if (typeof story.full_slug !== 'string') return null;
  const content = story.content as { component?: unknown } | undefined;
  return { fullSlug: story.full_slug, component: typeof content?.component === 'string' ? content.component : '' };
}

export function rememberStories(stories: readonly RawStory[]): void {
  const m = map();
  for (const story of stories) {
    const ref = refOf(story);
    if (!ref || (typeof story.id !== 'number' && typeof story.id !== 'string')) continue;
    if (m.size >= MAX_ENTRIES && !m.has(String(story.id))) m.delete(m.keys().next().value!);
    m.set(String(story.id), ref);
  }
}

export function rememberedStory(id: string | number): StoryRef | undefined {
  return map().get(String(id));
}

export function forgetStory(id: string | number): void {
  map().delete(String(id));
}
