/** POST /internal/v1/onboarding/leads → 201 {id}: the embedded lead endpoint (site/lib/leads/handlers.ts). */
import { allowResponse, methodNotAllowed } from '../../../../../lib/leads/handlers';
import { leadRuntime } from '../../../../../lib/leads/runtime';

// better-sqlite3 is a native module: Node.js only, and every request is a fresh write.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const ALLOW = ['POST', 'OPTIONS'] as const;

export function POST(request: Request): Promise<Response> {
  return leadRuntime().endpoint.create(request);
}

// Declared so that they answer 405 with an Allow header rather than Next's bare 405.
export const GET = () => methodNotAllowed(ALLOW);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
export const OPTIONS = () => allowResponse(ALLOW);
