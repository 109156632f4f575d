/** GET /internal/v1/onboarding/csrf → 200 {token, expiresAt} and the csrftoken cookie (site/lib/leads/handlers.ts). */
import { allowResponse, methodNotAllowed } from '../../../../../lib/leads/handlers';
import { leadRuntime } from '../../../../../lib/leads/runtime';

// A fresh, per-visitor answer every time: never prerendered, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const ALLOW = ['GET', 'HEAD', 'OPTIONS'] as const;

export function GET(request: Request): Promise<Response> {
  return leadRuntime().endpoint.csrfToken(request);
}

// Declared so that they answer 405 with an Allow header rather than Next's bare 405.
export const POST = () => methodNotAllowed(ALLOW);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
export const OPTIONS = () => allowResponse(ALLOW);
