/**
 * GET /api/preview?slug=<full_slug>&_storyblok_tk[…]: the Visual Editor's preview URL. A valid,
 * fresh editor token enables Next's draft mode and redirects (307) to the page of that slug; a
 * wrong or stale one answers 401 and enables nothing; a story outside the locale folders answers 404
 * saying why. Answers are readable inside the editor's frame (lib/storyblok/editorAnswer.ts). Off
 * (404) without STORYBLOK_PREVIEW_TOKEN.
 */
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { LOCALES } from '~/contracts/locales';
import { getEnv } from '../../../config/env';
import { makeDraftCookieFramable } from '../../../lib/storyblok/draftCookie';
import { editorAnswer } from '../../../lib/storyblok/editorAnswer';
import { checkPreview, outsideLocaleFolders, previewParams, previewTarget } from '../../../lib/storyblok/preview';
import { releaseOf, rememberRelease } from '../../../lib/storyblok/release';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const token = getEnv().storyblokPreviewToken;
  if (!token) {
    return editorAnswer(request, {
      status: 404,
      error: 'not_found',
      title: 'Preview is not configured',
      message: 'Preview is not configured on this site (STORYBLOK_PREVIEW_TOKEN is unset).',
    });
  }
  const search = request.nextUrl.searchParams;
  const check = checkPreview(previewParams(search), token);
  if (!check.ok) {
    return editorAnswer(request, { status: 401, error: 'invalid_preview_token', title: 'Preview refused', message: `Preview refused: ${check.reason}.` });
  }
  const slug = search.get('slug') ?? '';
  if (outsideLocaleFolders(slug)) {
    return editorAnswer(request, {
      status: 404,
      error: 'not_a_page',
      title: 'This story has no page on the site',
      message: `“${slug}” lies outside the language folders (${LOCALES.map((l) => `${l}/`).join(', ')}): only the stories in them are pages of the site. Move the story into one of them to preview it.`,
    });
  }
  (await draftMode()).enable();
  await makeDraftCookieFramable();
  await rememberRelease(releaseOf(search));
  redirect(previewTarget(slug, search));
}
