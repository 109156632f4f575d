/** PUT /internal/v1/onboarding/leads/{id} → 200 {id}: the embedded lead endpoint (site/lib/leads/handlers.ts). */
import { allowResponse, methodNotAllowed } from '../../../../../../lib/leads/handlers';
import { leadRuntime } from '../../../../../../lib/leads/runtime';

// better-sqlite3 is a native module: Node.js only, and every request is a fresh write.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const ALLOW = ['PUT', 'OPTIONS'] as const;

export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return leadRuntime().endpoint.update(request, id);
}

// Declared so that they answer 405 with an Allow header rather than Next's bare 405.
export const GET = () => methodNotAllowed(ALLOW);
export const POST = GET;
export const PATCH = GET;
export const DELETE = GET;
export const OPTIONS = () => allowResponse(ALLOW);
