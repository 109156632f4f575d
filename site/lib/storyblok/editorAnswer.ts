/**
 * Answers of the editor's routes (/api/preview, /api/preview/exit) that are not a redirect: a
 * refused token, a story that has no page, a session that ended. They are shown inside the Visual
 * Editor's frame (next.config lets the editor frame these routes whatever the cookies), so a
 * browser gets a short page in words an editor can act on; anything else (a script, a test) the same
 * words as JSON. Never cached.
 */
import { plainPage } from '../plainPage';

export interface EditorAnswer {
  status: number;
  /** A short code for scripts (`invalid_preview_token`). */
  error: string;
  title: string;
  message: string;
  /** A link the editor may follow (opened in a new tab: the published site cannot be framed). */
  link?: { href: string; text: string };
}

const wantsHtml = (request: Request) => /\btext\/html\b/.test(request.headers.get('accept') ?? '');

export function editorAnswer(request: Request, { status, error, title, message, link }: EditorAnswer): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (!wantsHtml(request)) return Response.json({ error, message, ...(link ? { link: link.href } : {}) }, { status, headers });
  const body = plainPage({ lang: 'en', title, paragraphs: [message], ...(link ? { link: { ...link, newTab: true } } : {}) });
  return new Response(body, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
