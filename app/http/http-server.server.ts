import { createServer, type RequestListener, type Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { RequestHandler } from "express";
import type { Lifecycle } from "./health.server.js";

/** Time limits against slow or idle clients (slowloris): they cannot hold a connection for free. */
export interface ServerTimeouts {
  /** To receive a request's headers (answered 408 after). */
  headersTimeoutMs: number;
  /** To receive a whole request, body included (answered 408 after). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past those limits. */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

/** What the server knows of each open connection: whether a request is being answered on it, and since when it is idle. */
interface ConnectionState {
  busy: number;
  idleSince: number;
}

/** Where a server made by createHttpServer keeps the state of its open connections. */
const CONNECTIONS = Symbol("rotativa.connections");

type TrackedServer = Server & { [CONNECTIONS]?: Map<Socket, ConnectionState> };

/** Methods the site answers (routes without an action still answer 405 to the write methods). */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** The web server with the time limits above (Node's defaults allow 60 s for headers and 5 minutes for a request). */
export function createHttpServer(listener: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    listener,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // CONNECT (a tunnel request) never reaches the request listener: without an answer here Node
  // would drop the connection. The site is no proxy: 405, like any other method it does not handle.
  server.on("connect", (_req, socket: Socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\nContent-Length: 0\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n`,
    );
  });
  // Each connection's state, for a shutdown that closes only connections nothing is happening on.
  const open = new Map<Socket, ConnectionState>();
  (server as TrackedServer)[CONNECTIONS] = open;
  server.on("connection", (socket: Socket) => {
    open.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once("close", () => open.delete(socket));
  });
  server.on("request", (req, res) => {
    const state = open.get(req.socket);
    if (!state) return;
    state.busy += 1;
    res.once("close", () => {
      state.busy -= 1;
      state.idleSince = Date.now();
    });
  });
  return server;
}

/**
 * Stops accepting connections and resolves once every open one is closed. A connection closes
 * after its answer (each carries `Connection: close` by then); one with nothing happening on it
 * for `idleMs` is closed by us. Node's own server.close() would also close at once connections
 * that were just accepted and whose request is not read yet: their clients would see a reset.
 */
export function closeGracefully(server: Server, idleMs = 250): Promise<void> {
  const open = (server as TrackedServer)[CONNECTIONS] ?? new Map<Socket, ConnectionState>();
  return new Promise((resolve) => {
    // net.Server's close: stop listening, but leave the open connections alone.
    NetServer.prototype.close.call(server, () => {
      clearInterval(sweep);
      resolve();
    });
    // Swept in the check phase, right after the poll phase has read what arrived on every socket:
    // a request that was waiting in a socket's buffer (the event loop was busy) is being answered
    // by then, so its connection is busy, not idle.
    const sweep = setInterval(() => {
      setImmediate(() => {
        const now = Date.now();
        for (const [socket, state] of open) {
          if (state.busy === 0 && now - state.idleSince >= idleMs) socket.destroy();
        }
      });
    }, 50);
    sweep.unref?.();
  });
}

/**
 * Once a shutdown has begun, every answer carries `Connection: close`: a keep-alive client
 * learns with its answer not to send another request on that connection, so no request is
 * sent on a connection we are about to close.
 */
export function closeConnectionsWhenDraining(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      if (lifecycle.shuttingDown && !res.headersSent) res.setHeader("Connection", "close");
      return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}

/** How a shutdown goes: how long readiness reports 503 before the listener closes, and the hard limit. */
export interface ShutdownPlan {
  /** Time for load balancers to see /readyz fail while requests are still served (with Connection: close). */
  drainMs: number;
  /** Past this, the process exits with code 1 whatever is still running. */
  deadlineMs: number;
}

/**
 * The shutdown sequence: readiness goes 503 at once; after `drainMs` the server stops accepting
 * connections (closeGracefully); requests in flight finish; `stopWork` (the scheduler,
 * whose current batch commits or rolls back, the e-mail forwarder) runs alongside; then `close`
 * (the database). Resolves with the exit code: 0, or 1 when the deadline passed first.
 */
export async function shutDown(
  server: Server,
  lifecycle: Lifecycle,
  plan: ShutdownPlan,
  steps: { stopWork: () => Promise<unknown>; close: () => Promise<unknown> },
): Promise<0 | 1> {
  lifecycle.shuttingDown = true;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<1>((resolve) => {
    timer = setTimeout(() => resolve(1), plan.deadlineMs);
    timer.unref?.();
  });
  const work = steps.stopWork();
  const serverClosed = new Promise<void>((resolve) => {
    setTimeout(() => void closeGracefully(server).then(resolve), plan.drainMs).unref?.();
  });
  const finished = Promise.all([serverClosed, work]).then(async () => {
    await steps.close();
    return 0 as const;
  });
  const code = await Promise.race([finished, deadline]);
  clearTimeout(timer);
  return code;
}
