/**
 * A slow link in front of the site, for the browser tests: a page's HTML arrives in two parts, as it does over a
 * slow or busy network, where the browser paints the part it has. Every other request passes through unchanged.
 *
 * The first part ends after a sequence of strings found one after the other in the HTML (`['_logos"', '</li>',
 * '</li>']`: after a strip's second logo). The rest is sent once the page has said it painted that part: the page's
 * own script, `paintedScript`, asks for `/__painted` after a frame that held an element the test names. `painted`
 * tells whether that happened while the rest was held, so a test cannot pass on a page never painted in part.
 */
import http from 'node:http';
import { forward, listenLocally } from './localServer';

export interface PausingProxy {
  baseUrl: string;
  /** The next HTML answer stops after these strings, found one after the other, until the page has painted. */
  cutAfter: (markers: readonly string[]) => void;
  /** Whether the page said it painted its first part before the rest was sent (false: it was sent after 15 s). */
  painted: () => boolean;
  close: () => Promise<void>;
}

/** Run in the page before its HTML (Playwright's addInitScript): tells the proxy once a frame held `selector`. */
export function paintedScript(selector: string) {
  const tick = () => {
    if (!document.querySelector(selector)) return requestAnimationFrame(tick);
    // This frame lays out and paints the element; the next frame's callback runs after it.
    requestAnimationFrame(() => void fetch('/__painted', { cache: 'no-store' }).catch(() => undefined));
  };
  requestAnimationFrame(tick);
}

/** The byte offset just after the last of these strings, each found after the one before; undefined if one is missing. */
function cutAfter(body: Buffer, markers: readonly string[]): number | undefined {
  let at = 0;
  for (const marker of markers) {
    const found = body.indexOf(marker, at);
    if (found < 0) return undefined;
    at = found + Buffer.byteLength(marker);
  }
  return at > 0 ? at : undefined;
}

export async function startPausingProxy(origin: string): Promise<PausingProxy> {
  const target = new URL(origin);
  let markers: readonly string[] | undefined;
  let wasPainted = false;
  let onPainted: (() => void) | undefined;

  const server = http.createServer((req, res) => {
    if (req.url === '/__painted') {
      if (onPainted) wasPainted = true;
      onPainted?.();
      res.writeHead(204, { 'cache-control': 'no-store' });
      res.end();
      return;
    }
    // Uncompressed, so the HTML can be cut at a string.
    const { 'accept-encoding': _encoding, ...headers } = req.headers;
    forward(target, req, res, { ...headers, host: target.host }, (answer) => {
      const { 'transfer-encoding': _chunked, 'content-length': _length, ...rest } = answer.headers;
      const html = String(answer.headers['content-type']).startsWith('text/html') && markers !== undefined;
      res.writeHead(answer.statusCode ?? 502, rest);
      if (!html) return void answer.pipe(res);
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const cut = cutAfter(body, markers ?? []);
        markers = undefined;
        if (cut === undefined) return void res.end(body);
        res.write(body.subarray(0, cut));
        const rest = () => {
          clearTimeout(timer);
          onPainted = undefined;
          res.end(body.subarray(cut));
        };
        const timer = setTimeout(rest, 15_000);
        onPainted = rest;
      });
    });
  });
  const { baseUrl, close } = await listenLocally(server);
  return {
    baseUrl,
    cutAfter: (next) => {
      markers = next;
      wasPainted = false;
    },
    painted: () => wasPainted,
    close,
  };
}
