/**
 * The answer for a file that does not exist: a chunk of another deploy under /_next/static, a
 * favicon.ico, a scanner's /wp-login.php. next.config rewrites such paths here after Next has looked
 * for the file (afterFiles), so an existing file is never affected. Without it they would reach the
 * page route (as its locale segment) and be answered with the 404 page and the pages' hour of
 * s-maxage: in a rolling deploy, a CDN would keep a new chunk's 404 for an hour. Plain text, as Next
 * answers a missing static file itself, and never kept by any cache. Every method gets the 404: a file
 * that is not there has no methods (without them, Next answered a POST with a 405 that named none in
 * Allow, and OPTIONS with a 204 offering GET).
 */
import { NOT_A_PAGE_CACHE_CONTROL } from '../../../config/security';

export const dynamic = 'force-dynamic';

function missingFile(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_A_PAGE_CACHE_CONTROL },
  });
}

export const GET = missingFile;
export const HEAD = missingFile;
export const POST = missingFile;
export const PUT = missingFile;
export const PATCH = missingFile;
export const DELETE = missingFile;
export const OPTIONS = missingFile;
