import { ImageResponse } from 'next/og';
import { isLocale, LOCALES } from '~/contracts/locales';
import { NOT_A_PAGE_CACHE_CONTROL } from '../../../../config/security';
import { listPagePaths, loadPage } from '../../../../lib/content';
import { canonicalPagePath } from '../../../../lib/pageIndex';
import { SITE_NAME, SOCIAL_IMAGE, socialImageTitle, storyTitle, withoutBrand } from '../../../../lib/metadata';

type Params = Promise<{ locale: string; slug?: string[] }>;

// Rebuilt with the content (SPEC §7: revalidated every hour). A page published after the build gets
// its image on first request, as it gets its page; an address without a page is a 404 nothing keeps.
export const revalidate = 3600;

export async function generateStaticParams() {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => (await listPagePaths(locale)).map((p) => ({ locale, slug: p === '' ? [] : p.split('/') }))),
  );
  return perLocale.flat();
}

/**
 * A page's social image (og:image, twitter:image) where its content has no PNG or JPEG of its own:
 * 1200×630 PNG with the page's title on the brand's colours. Social networks do not render SVG.
 */
export async function GET(_request: Request, { params }: { params: Params }) {
  const { locale, slug } = await params;
  // A page's image at the page's own spelling only (canonicalPagePath, as the page route): the spellings the story
  // lookup would also accept (`flexkredit%20`, `sv/flexkredit`, `\flexkredit`, `…/index`) are endless, and each would be
  // rendered and kept as a file of its own.
  const path = isLocale(locale) ? canonicalPagePath(slug ?? []) : null;
  const page = path === null || !isLocale(locale) ? null : await loadPage(locale, path);
  if (!page)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_A_PAGE_CACHE_CONTROL } });
  const c = page.story.content;
  const title = socialImageTitle(withoutBrand(c.seo?.og_title || c.seo?.title || storyTitle(c, page.story.name), SITE_NAME));
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: '#1f1a5c',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, color: '#c8f169' }}>
        <div style={{ width: 44, height: 44, borderRadius: 12, background: '#c8f169' }} />
        {SITE_NAME}
      </div>
      {/* A word too long for the line breaks inside it rather than running off the image. */}
      <div style={{ display: 'flex', fontSize: title.fontSize, lineHeight: 1.1, letterSpacing: -1, wordBreak: 'break-word' }}>{title.text}</div>
      <div style={{ display: 'flex', width: 160, height: 8, borderRadius: 4, background: '#c8f169' }} />
    </div>,
    { ...SOCIAL_IMAGE, headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' } },
  );
}
