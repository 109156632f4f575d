/**
 * The Storyblok content source: the same raw CDA stories as the embedded source, from a space,
 * through @storyblok/js. Used when STORYBLOK_TOKEN is configured. Every request carries the
 * caller's request options (EngineConfig.requestInit: the site hands in its framework's cache
 * options); the client's cache-version pinning is turned off (cv "manual"), because a pinned cv
 * freezes published content on a long-lived server.
 */
import { apiPlugin, storyblokInit } from '@storyblok/js';
import type { EngineConfig } from '../config';
import { storyPath } from '../links';
import type { ContentSource, RawStory } from './types';

export interface StoryblokSourceOptions {
  accessToken: string;
  region?: string;
  version?: 'published' | 'draft';
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The site's locales, site-context slug and request options. */
  config: Pick<EngineConfig, 'locales' | 'siteContextSlug' | 'requestInit'>;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createStoryblokSource(options: StoryblokSourceOptions): ContentSource {
  const { storyblokApi } = storyblokInit({
    accessToken: options.accessToken,
    bridge: false,
    use: [apiPlugin],
    apiOptions: {
      region: options.region ?? 'eu',
      cache: { type: 'none', clear: 'manual' },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    },
  });
  if (!storyblokApi) throw new Error('Storyblok client could not be created');
  const version = options.version ?? 'published';
  const { config } = options;
  const fetchOptions = { ...config.requestInit } as RequestInit;
  const pathOf = (slug: string) => storyPath(slug, config.locales);

  const one = async (slug: string): Promise<RawStory | null> => {
    try {
      const res = await storyblokApi.get(`cdn/stories/${slug}`, { version }, fetchOptions as never);
      return isObj(res.data) && isObj(res.data.story) ? res.data.story : null;
    } catch (error) {
      if (isObj(error) && error.status === 404) return null;
      throw error;
    }
  };

  return {
    name: 'storyblok',
    getStory: (path, locale) => one(`${locale}/${pathOf(path) || 'index'}`),
    async listStories(locale, opts = {}) {
      const folder = opts.startsWith ? `${locale}/${pathOf(opts.startsWith)}` : `${locale}/`;
      const stories = await storyblokApi.getAll(
        'cdn/stories',
        { version, starts_with: folder, ...(opts.contentType ? { content_type: opts.contentType } : {}) },
        'stories',
        fetchOptions as never,
      );
      return stories.filter(isObj);
    },
    getSiteContext: (locale) => one(`${locale}/${config.siteContextSlug}`),
  };
}
