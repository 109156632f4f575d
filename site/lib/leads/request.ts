/**
 * Reading a lead request safely: the content type, a body size limit that a lying or missing
 * Content-Length cannot get around, and JSON parsing that never throws. Each failure is a value the
 * handler turns into a 4xx, so bad input cannot reach the 500 path.
 */

/** Largest body accepted, in bytes. A lead is well under 2 KiB; the rest is headroom. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string; message: string };

/** True for `application/json`, with an optional charset that must then be UTF-8. */
export function isJsonContentType(header: string | null): boolean {
  return isContentType(header, ['application/json']);
}

/** True for one of `types`, with an optional charset that must then be UTF-8. */
export function isContentType(header: string | null, types: readonly string[]): boolean {
  if (!header) return false;
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (!types.includes(type)) return false;
  return params.every((param) => {
    const [name, value = ''] = param.split('=').map((s) => s.trim());
    return name !== 'charset' || value.replace(/^"|"$/g, '') === 'utf-8';
  });
}

const tooLarge = (limit: number): BodyResult => ({
  ok: false,
  status: 413,
  error: 'payload_too_large',
  message: `The request body is larger than ${limit} bytes.`,
});

/**
 * Reads the body as JSON. The declared Content-Length is checked first (cheap refusal), then the
 * bytes actually read are counted and reading stops as soon as they pass the limit.
 */
export async function readJsonBody(
  request: Request,
  limit = MAX_BODY_BYTES,
  {
    accepts = isJsonContentType,
    typeMessage = 'Send the lead as application/json (UTF-8).',
  }: { accepts?: (contentType: string | null) => boolean; typeMessage?: string } = {},
): Promise<BodyResult> {
  if (!accepts(request.headers.get('content-type'))) return { ok: false, status: 415, error: 'unsupported_media_type', message: typeMessage };
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) return tooLarge(limit);

  const bytes = await readLimited(request.body, limit);
  if (bytes === 'too-large') return tooLarge(limit);
  if (bytes === 'unreadable') return { ok: false, status: 400, error: 'unreadable_body', message: 'The request body could not be read.' };

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, error: 'invalid_json', message: 'The request body is not valid UTF-8.' };
  }
  if (text.trim() === '')
    return { ok: false, status: 400, error: 'invalid_json', message: 'The request body is empty; send a JSON object with data and meta.' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const detail = error instanceof SyntaxError ? `: ${error.message}` : '';
    return { ok: false, status: 400, error: 'invalid_json', message: `The request body is not valid JSON${detail}` };
  }
}

async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | 'too-large' | 'unreadable'> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Stop the upload instead of buffering the rest of it.
        await reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or the stream broke mid-body: the client's problem, not a 500.
    return 'unreadable';
  } finally {
    try {
      reader.releaseLock();
    } catch {
      // Already released by the cancel: nothing left to free.
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
