import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a test's HTTP server on a free port of 127.0.0.1: its base URL, and a close that ends open connections too. */
export async function listenLocally(server: http.Server): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A proxy's request sent on to `target` with these headers: `onAnswer` gets the origin's answer; a failed request is a 502. */
export function forward(
  target: URL,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  headers: http.OutgoingHttpHeaders,
  onAnswer: (answer: http.IncomingMessage) => void,
): void {
  const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, onAnswer);
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}
