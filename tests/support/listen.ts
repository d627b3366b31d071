import type { RequestListener, Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** Serves a request listener (an express app) on a free loopback port for a test. */
export async function listen(
  listener: RequestListener | Server,
): Promise<{ server: Server; base: string; port: number; close(): Promise<void> }> {
  const server = typeof listener === "function" ? createServer(listener) : listener;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    base: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
