/**
 * Answers of the editor's routes (/api/preview, /api/preview/exit) that are not a redirect: a
 * refused token, a story that has no page, a session that ended. They are shown inside the Visual
 * Editor's frame (next.config lets the editor frame these routes whatever the cookies), so a
 * browser gets a short page in words an editor can act on; anything else (a script, a test) the same
 * words as JSON. Never cached.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const body = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}</title></head>`,
    '<body style="margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f1a5c;background:#f6f5fb">',
    '<main style="max-width:36rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-radius:12px">',
    `<h1 style="font-size:1.25rem;margin:0 0 .75rem">${escape(title)}</h1><p style="margin:0">${escape(message)}</p>`,
    link ? `<p style="margin:1rem 0 0"><a href="${escape(link.href)}" target="_blank" rel="noopener">${escape(link.text)}</a></p>` : '',
    '</main></body></html>',
  ].join('');
  return new Response(body, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
