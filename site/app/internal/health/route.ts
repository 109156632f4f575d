/** GET /internal/health → 200 or 503 {status, leadStore, pageCache} (site/lib/health.ts). */
import { getEnv } from '../../../config/env';
import { createHealthCheck, healthResponse, type HealthCheck } from '../../../lib/health';
import { allowResponse, methodNotAllowed } from '../../../lib/leads/handlers';
import { getLeadStore } from '../../../lib/leads/runtime';

// Asked afresh every time: never prerendered, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const ALLOW = ['GET', 'HEAD', 'OPTIONS'] as const;

let check: HealthCheck | undefined;

export function GET(): Response {
  check ??= createHealthCheck({ leadsExternal: getEnv().apiBaseUrl !== undefined, store: getLeadStore });
  return healthResponse(check());
}

// Declared so that they answer 405 with an Allow header rather than Next's bare 405.
export const POST = () => methodNotAllowed(ALLOW);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
export const OPTIONS = () => allowResponse(ALLOW);
