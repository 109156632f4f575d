/**
 * Every other address under /internal (a mistyped endpoint, an API version that does not exist): a
 * JSON 404 that no cache keeps, as every error of the endpoints is JSON (site/README.md). Without it
 * Next would answer with the HTML 404 page and the pages' hour of s-maxage. The endpoints themselves
 * (/internal/v1/…) and the missing-file answer are more specific routes, so they never reach this one.
 */
import { NOT_A_PAGE_CACHE_CONTROL } from '../../../config/security';

export const dynamic = 'force-dynamic';

function noSuchEndpoint(): Response {
  return Response.json(
    { error: 'not_found', message: 'There is no endpoint at this address.' },
    { status: 404, headers: { 'Cache-Control': NOT_A_PAGE_CACHE_CONTROL } },
  );
}

export const GET = noSuchEndpoint;
export const HEAD = noSuchEndpoint;
export const POST = noSuchEndpoint;
export const PUT = noSuchEndpoint;
export const PATCH = noSuchEndpoint;
export const DELETE = noSuchEndpoint;
export const OPTIONS = noSuchEndpoint;
