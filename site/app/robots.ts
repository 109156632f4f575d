import type { MetadataRoute } from 'next';
import { getEnv } from '../config/env';
import { robotsFile } from '../lib/seo';

// Rendered again hourly like the sitemap: a build made without SITE_URL (or with another) and started with it names
// the right sitemap within the hour, as the start's warning says (config/env.ts siteVariables). Static, it never would.
export const revalidate = 3600;

/** /robots.txt: open and pointing at the sitemap in production, closed in development and preview. */
export default function robots(): MetadataRoute.Robots {
  const env = getEnv();
  return robotsFile(env.environment, env.siteUrl);
}
