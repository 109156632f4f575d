/**
 * Fake third-party providers on loopback for the browser tests: a tag manager (gtm.js) that
 * forwards every data layer entry it sees, before and after it loaded, to its own /collect; a chat
 * snippet; a review widget script. Served at http://localhost:<port> while the site runs at
 * http://127.0.0.1:<port>: another host, as a real provider is. Every request is logged, and the
 * log is read over HTTP (GET /__log) by the tests, which run in another process.
 */
import http from 'node:http';

const GTM = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var generation = __GENERATION__;
  var dl = (window.dataLayer = window.dataLayer || []);
  function plain(entry) {
    // gtag commands arrive as an Arguments object: record them as an array.
    return Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.prototype.slice.call(entry) : entry;
  }
  function send(entry) {
    var body = JSON.stringify({ generation: generation, page: location.pathname, entry: plain(entry) });
    fetch(origin + '/collect', { method: 'POST', body: body, keepalive: true, mode: 'no-cors' }).catch(function () {});
  }
  for (var i = 0; i < dl.length; i++) send(dl[i]);
  var push = dl.push;
  dl.push = function () {
    for (var j = 0; j < arguments.length; j++) send(arguments[j]);
    return push.apply(dl, arguments);
  };
  window.__fakeGtm = true;
})();`;

const CHAT = `(function () {
  var box = document.createElement('div');
  box.id = 'fake-chat';
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', 'Fake chat');
  box.textContent = 'Fake chat window';
  document.body.appendChild(box);
  window.__fakeChat = true;
})();`;

const REVIEW = `(function () {
  document.querySelectorAll('[data-review-widget]').forEach(function (el) { el.textContent = 'Fake review widget'; });
  window.__fakeReview = true;
})();`;

export interface LoggedRequest {
  method: string;
  path: string;
  /** For POST /collect: the data layer entry, the page it came from and the generation of its tag manager. */
  body?: unknown;
}

export interface FakeProviders {
  origin: string;
  port: number;
  stop: () => Promise<void>;
}

export async function startFakeProviders(port = 0): Promise<FakeProviders> {
  const log: LoggedRequest[] = [];
  // Each reset starts a generation. The tag manager is served with its generation and sends it back:
  // what a page of an earlier test still sends (a keepalive fetch outliving its closed page, arriving
  // after the next test's reset) is dropped, not taken for the next test's data.
  let generation = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/__log') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(log));
      return;
    }
    if (url.pathname === '/__reset') {
      log.length = 0;
      generation++;
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: LoggedRequest = { method: req.method ?? 'GET', path: url.pathname + url.search };
      if (chunks.length) {
        try {
          entry.body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          entry.body = Buffer.concat(chunks).toString('utf8');
        }
      }
      const stale = url.pathname === '/collect' && (entry.body as { generation?: unknown } | undefined)?.generation !== generation;
      if (!stale) log.push(entry);
      const js = { '/gtm.js': GTM.replace('__GENERATION__', String(generation)), '/chat.js': CHAT, '/review.js': REVIEW }[url.pathname];
      if (js) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(js);
      } else {
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as { port: number }).port;
  return {
    origin: `http://localhost:${actual}`,
    port: actual,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The fake providers' request log, read from the test process. */
export async function providerLog(origin: string): Promise<LoggedRequest[]> {
  return (await (await fetch(`${origin.replace('//localhost', '//127.0.0.1')}/__log`)).json()) as LoggedRequest[];
}
