/**
 * GET /api/preview?slug=<full_slug>&_storyblok_tk[…]: the Visual Editor's preview URL. A valid,
 * fresh editor token enables Next's draft mode and redirects (307) to the page of that slug; a
 * wrong or stale one answers 401 and enables nothing. Off (404) without STORYBLOK_PREVIEW_TOKEN.
 */
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { getEnv } from '../../../config/env';
import { makeDraftCookieFramable } from '../../../lib/storyblok/draftCookie';
import { checkPreview, previewParams, previewTarget } from '../../../lib/storyblok/preview';

export const dynamic = 'force-dynamic';

const answer = (status: number, error: string, message: string) => Response.json({ error, message }, { status, headers: { 'Cache-Control': 'no-store' } });

export async function GET(request: NextRequest) {
  const token = getEnv().storyblokPreviewToken;
  if (!token) return answer(404, 'not_found', 'Preview is not configured (STORYBLOK_PREVIEW_TOKEN is unset).');
  const search = request.nextUrl.searchParams;
  const check = checkPreview(previewParams(search), token);
  if (!check.ok) return answer(401, 'invalid_preview_token', `Preview refused: ${check.reason}.`);
  const slug = search.get('slug') ?? '';
  (await draftMode()).enable();
  await makeDraftCookieFramable();
  redirect(previewTarget(slug, search));
}
