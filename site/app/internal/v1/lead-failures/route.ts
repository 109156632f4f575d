/** POST /internal/v1/lead-failures → 204: the lead forms' failure beacon (site/lib/leads/failures.ts). */
import { allowResponse, methodNotAllowed } from '../../../../lib/leads/handlers';
import { leadRuntime } from '../../../../lib/leads/runtime';

// Every report is counted and perhaps logged: never prerendered, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const ALLOW = ['POST', 'OPTIONS'] as const;

export function POST(request: Request): Promise<Response> {
  return leadRuntime().failures.receive(request);
}

// Declared so that they answer 405 with an Allow header rather than Next's bare 405.
export const GET = () => methodNotAllowed(ALLOW);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
export const OPTIONS = () => allowResponse(ALLOW);
