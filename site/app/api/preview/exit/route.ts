/**
 * GET /api/preview/exit[?slug=<path>]: leaves draft mode and goes back to the published page.
 * Also where a stale draft cookie is sent (the draft route redirects here), so it works whenever a
 * cookie is there to clear; without preview configured and without a cookie it is 404.
 */
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { getEnv } from '../../../../config/env';
import { DRAFT_MODE_COOKIE } from '../../../../config/security';
import { clearingDraftCookies } from '../../../../lib/storyblok/draftCookie';
import { previewTarget } from '../../../../lib/storyblok/preview';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const hasCookie = (await cookies()).has(DRAFT_MODE_COOKIE);
  if (!getEnv().storyblokPreviewToken && !hasCookie) {
    return Response.json({ error: 'not_found', message: 'Preview is not configured.' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const headers = new Headers({ Location: previewTarget(request.nextUrl.searchParams.get('slug') ?? '', new URLSearchParams()), 'Cache-Control': 'no-store' });
  for (const line of clearingDraftCookies()) headers.append('Set-Cookie', line);
  return new Response(null, { status: 307, headers });
}
