import type http from 'node:http';
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
