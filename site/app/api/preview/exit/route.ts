/**
 * GET /api/preview/exit[?slug=<path>]: leaves draft mode and goes back to the published page.
 * Also where a stale draft cookie is sent (the draft route redirects here), so it works whenever a
 * cookie is there to clear or a page to go back to; without preview configured, a cookie or a slug it is 404.
 *
 * Inside the editor's frame (Sec-Fetch-Dest: iframe) the published page cannot be shown (it may be
 * framed by no one), so the frame gets words instead: a session that ended (a deploy makes every
 * draft cookie stale) says to reopen the story; a deliberate exit links the published page.
 */
import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { getEnv } from '../../../../config/env';
import { DRAFT_MODE_COOKIE } from '../../../../config/security';
import { clearingEditorCookies } from '../../../../lib/storyblok/draftCookie';
import { editorAnswer } from '../../../../lib/storyblok/editorAnswer';
import { previewTarget } from '../../../../lib/storyblok/preview';
import { RELEASE_COOKIE } from '../../../../lib/storyblok/release';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const hasCookie = (await cookies()).has(DRAFT_MODE_COOKIE);
  const slug = request.nextUrl.searchParams.get('slug');
  // With a slug it always leads on to the page: the draft route sends a stale cookie here having cleared
  // it already (a site without preview configured, say, that a browser still holds a cookie for).
  if (!getEnv().storyblokPreviewToken && !hasCookie && slug === null) {
    return editorAnswer(request, { status: 404, error: 'not_found', title: 'Preview is not configured', message: 'Preview is not configured.' });
  }
  const target = previewTarget(slug ?? '', new URLSearchParams());
  let response: Response;
  if (request.headers.get('sec-fetch-dest') === 'iframe') {
    response = (await draftMode()).isEnabled
      ? editorAnswer(request, {
          status: 200,
          error: 'preview_left',
          title: 'You have left the preview',
          message: 'The published page cannot be shown inside the editor. Reopen the story in Storyblok to go on editing.',
          link: { href: target, text: 'Open the published page in a new tab' },
        })
      : editorAnswer(request, {
          status: 200,
          error: 'preview_session_ended',
          title: 'The preview session has ended',
          message:
            'The site was updated since this story was opened, or the session ran out. Reopen the story in Storyblok (or reload the editor) to go on editing; nothing you saved is lost.',
        });
  } else {
    response = new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } });
  }
  for (const line of [...clearingEditorCookies(DRAFT_MODE_COOKIE), ...clearingEditorCookies(RELEASE_COOKIE)]) response.headers.append('Set-Cookie', line);
  return response;
}
