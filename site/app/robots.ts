import type { MetadataRoute } from 'next';
import { getEnv } from '../config/env';
import { robotsFile } from '../lib/seo';

/** /robots.txt: open and pointing at the sitemap in production, closed in development and preview. */
export default function robots(): MetadataRoute.Robots {
  const env = getEnv();
  return robotsFile(env.environment, env.siteUrl);
}
