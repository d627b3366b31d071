/* The loopback HTTP servers, connection guard and shared options of the fetch stage's unit tests (app/ingest/fetch-*.test.ts). */
import http from "node:http";
import net from "node:net";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { createFetchAgents } from "../../app/ingest/fetch-agents.server.js";
import type { FetchFeedOptions, FetchFeedResult } from "../../app/ingest/fetch-feed.server.js";

/*
 * Every server here listens on 127.0.0.1 with port 0. As a second line of defence, Socket#connect
 * is wrapped for each test file that calls guardConnections, so that any attempt to dial something
 * other than loopback throws before a packet is sent (and fails the test), even if the address
 * policy were broken.
 */
const realConnect = net.Socket.prototype.connect;
const offMachineAttempts: string[] = [];

function isLoopbackHost(host: unknown): boolean {
  if (typeof host !== "string") return false;
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Wraps Socket#connect for the calling test file so that dialling anything but loopback throws and
 * fails the test, and closes the file's servers and connection pools after it.
 */
export function guardConnections(): void {
  beforeAll(() => {
    net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
      const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
      const host = typeof first === "object" && first !== null ? (first as { host?: unknown }).host : args[1];
      if (!isLoopbackHost(host ?? "localhost")) {
        offMachineAttempts.push(String(host));
        throw new Error(`test guard: refused to connect to ${String(host)}`);
      }
      return (realConnect as (...params: unknown[]) => net.Socket).apply(this, args);
    } as typeof net.Socket.prototype.connect;
  });

  afterEach(() => {
    expect(offMachineAttempts).toEqual([]);
  });

  afterAll(async () => {
    net.Socket.prototype.connect = realConnect;
    await agents.close();
    await Promise.all(servers.map((server) => server.close()));
  });
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface TestServer {
  origin: string;
  port: number;
  requests: { url: string; headers: http.IncomingHttpHeaders }[];
  connections: () => number;
  close: () => Promise<void>;
}

const servers: TestServer[] = [];

/** Starts an HTTP server on port 0 that records its requests and connections, closed after the file. */
export async function startServer(handler: Handler, host = "127.0.0.1"): Promise<TestServer> {
  const requests: TestServer["requests"] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? "", headers: req.headers });
    handler(req, res);
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  let closed = false;
  const testServer: TestServer = {
    origin: host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`,
    port,
    requests,
    connections: () => connections,
    close: async () => {
      if (closed) return;
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  servers.push(testServer);
  return testServer;
}

/** A plain TCP server that accepts connections and never says anything. */
export async function startSilentServer(): Promise<{ port: number; connections: () => number }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  servers.push({
    origin: "",
    port: 0,
    requests: [],
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
  return { port: (server.address() as net.AddressInfo).port, connections: () => connections };
}

/** The connection pools of this test file, as a composition root creates them. */
export const agents = createFetchAgents();
export const open: FetchFeedOptions = { userAgent: "Rotativa/0.1.0 (+http://localhost:3000)", allowPrivate: true, agents };
export const guarded: FetchFeedOptions = { ...open, allowPrivate: false };

/** Asserts a fetch failed with `code` and a one-line message, and returns the failure. */
export function expectError(result: FetchFeedResult, code: string): Extract<FetchFeedResult, { status: "error" }> {
  if (result.status !== "error") throw new Error(`expected an error, got ${result.status}`);
  expect(result.code).toBe(code);
  expect(result.error).not.toMatch(/\n/);
  return result;
}

/** Asserts a fetch succeeded and returns the result. */
export function expectOk(result: FetchFeedResult): Extract<FetchFeedResult, { status: "ok" }> {
  if (result.status !== "ok") throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result;
}

/** A minimal RSS document. */
export const FEED = '<?xml version="1.0"?><rss version="2.0"><channel><title>Prueba</title></channel></rss>';
