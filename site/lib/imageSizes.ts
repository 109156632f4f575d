/**
 * The sizes of images whose address does not say it, measured before a story is resolved (engine/assets.ts
 * `rememberImageSize`). Storyblok writes `/x/` in place of WIDTHxHEIGHT for an SVG uploaded in its app, and at times
 * for another image (storyblok/storyblok#773, #805, #369); without a size a logo, an illustration or a portrait was
 * drawn in a guessed 16:9 frame that took its own shape as it arrived, and moved what was around it.
 *
 * What is read: the file's first bytes (at most MAX_BYTES, where every format the site shows says its size), over https
 * from Storyblok's asset CDN (the only hosts the engine lets through), or from `public/` for a path of this site. A
 * file's address names it for good (Storyblok's has its hash), so a size is kept for the process's life. A file that
 * cannot be read or measured is drawn as before, tried again after RETRY_MS, and logged (once a minute per file).
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { imageSize } from 'image-size';
import { imageToMeasure, rememberImageSize } from '~/engine/assets';
import { createFailureLog } from './failureLog';

/** Reads up to `limit` bytes from the start of the image at `file` (an https address, or a path of this site). */
export type ReadImageStart = (file: string, limit: number) => Promise<Uint8Array>;

/** Bytes read of a file: a JPEG's size comes after its metadata (an EXIF thumbnail can be tens of kB). */
export const MAX_BYTES = 256 * 1024;
const TIMEOUT_MS = 3_000;
const RETRY_MS = 10 * 60_000;
/** At most this many files of one story are measured (a story of hundreds is measured over several renders). */
const MAX_PER_STORY = 40;
const CONCURRENCY = 4;
/** A render waits at most this long for the sizes; what is still being read then is kept for the next render. */
const DEADLINE_MS = 2_000;

const failedAt = new Map<string, number>();
/** Reads under way, and since when: a render does not wait again for one that has outlasted a deadline already. */
const inFlight = new Map<string, { reading: Promise<void>; since: number }>();
const logFailure = createFailureLog((line) => console.warn(line));

/** `public/` of the site: beside the embedded content when run from the repository, or from the site's folder. */
function publicRoot(): string {
  const fromRepo = path.join(process.cwd(), 'site', 'public');
  return fs.existsSync(fromRepo) ? fromRepo : path.join(process.cwd(), 'public');
}

async function readLocal(file: string, limit: number): Promise<Uint8Array> {
  const root = publicRoot();
  const target = path.resolve(/*turbopackIgnore: true*/ root, `.${decodeURIComponent(file)}`);
  if (!target.startsWith(root + path.sep)) throw new Error('outside the public folder');
  const handle = await fs.promises.open(target, 'r');
  try {
    const buffer = Buffer.alloc(limit);
    const { bytesRead } = await handle.read(buffer, 0, limit, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function readRemote(file: string, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // Only https reaches here from content (imageToMeasure); http is for the tests' local server.
    const request = (file.startsWith('http:') ? http : https).get(file, { headers: { Range: `bytes=0-${limit - 1}` }, timeout: TIMEOUT_MS }, (response) => {
      if (response.statusCode !== 200 && response.statusCode !== 206) {
        response.resume();
        reject(new Error(`HTTP ${response.statusCode ?? '?'}`));
        return;
      }
      const chunks: Buffer[] = [];
      let length = 0;
      const done = () => resolve(Buffer.concat(chunks).subarray(0, limit));
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= limit) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}

/** The file's first bytes: from `public/` for a path of this site, else over https (imageToMeasure lets only those through). */
export const readImageStart: ReadImageStart = (file, limit) => (file.startsWith('/') ? readLocal(file, limit) : readRemote(file, limit));

/** The size an image is shown at: a JPEG turned by its EXIF orientation (5–8) is shown on its side. */
function shownSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const size = imageSize(bytes);
  if (!size.width || !size.height) return undefined;
  return (size.orientation ?? 0) >= 5 ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/** The image files in a raw story (any string that is an image's address) whose size is neither said nor known. */
export function imagesToMeasure(raw: unknown): string[] {
  const files = new Set<string>();
  const stack: unknown[] = [raw];
  while (stack.length > 0 && files.size < MAX_PER_STORY) {
    const node = stack.pop();
    if (typeof node === 'string') {
      const file = imageToMeasure(node);
      if (file) files.add(file);
    } else if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (typeof node === 'object' && node !== null) stack.push(...Object.values(node as Record<string, unknown>));
  }
  return [...files];
}

async function measure(file: string, read: ReadImageStart): Promise<void> {
  try {
    const size = shownSize(await read(file, MAX_BYTES));
    if (!size) throw new Error('its size is not in its first bytes');
    rememberImageSize(file, size);
    failedAt.delete(file);
  } catch (error) {
    failedAt.set(file, Date.now());
    if (failedAt.size > 5_000) failedAt.delete(failedAt.keys().next().value!);
    const reason = error instanceof Error ? error.message : String(error);
    logFailure(file, `[images] the size of ${file.slice(0, 200)} could not be read (${reason.slice(0, 200)}): it is drawn in a frame that changes as it loads`);
  }
}

/**
 * Measures the images of a raw story (or of a list of them) whose size its addresses do not say, so that the
 * engine resolves them with their size. Never throws: an image it cannot measure stays as it was. Waits at most
 * `deadlineMs` (a slow CDN does not hold the page back; the sizes still arriving serve the next render).
 */
export async function measureImages(raw: unknown, read: ReadImageStart = readImageStart, deadlineMs = DEADLINE_MS): Promise<void> {
  const now = Date.now();
  const files = imagesToMeasure(raw).filter(
    (file) => !(now - (failedAt.get(file) ?? -Infinity) < RETRY_MS) && !(now - (inFlight.get(file)?.since ?? now) >= deadlineMs),
  );
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      let pending = inFlight.get(file);
      if (!pending) {
        pending = { reading: measure(file, read).finally(() => inFlight.delete(file)), since: Date.now() };
        inFlight.set(file, pending);
      }
      await pending.reading;
    }
  };
  if (files.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deadlineMs);
    timer.unref?.();
  });
  await Promise.race([Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker)), deadline]);
  clearTimeout(timer);
}
