import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  FEED_ACCEPT,
  checkFeedUrl,
  closeFetchAgents,
  fetchFeed,
  parseCacheControl,
  parseRetryAfter,
  resolveRedirect,
  type FetchFeedOptions,
  type FetchFeedResult,
} from "./fetch-feed.server.js";

/*
 * Every server here listens on 127.0.0.1 with port 0. As a second line of defence, Socket#connect
 * is wrapped for this file so that any attempt to dial something other than loopback throws
 * before a packet is sent (and fails the test), even if the address policy were broken.
 */
const realConnect = net.Socket.prototype.connect;
const offMachineAttempts: string[] = [];

function isLoopbackHost(host: unknown): boolean {
  if (typeof host !== "string") return false;
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

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
  await closeFetchAgents();
  await Promise.all(servers.map((server) => server.close()));
});

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

interface TestServer {
  origin: string;
  port: number;
  requests: { url: string; headers: http.IncomingHttpHeaders }[];
  connections: () => number;
  close: () => Promise<void>;
}

const servers: TestServer[] = [];

async function startServer(handler: Handler, host = "127.0.0.1"): Promise<TestServer> {
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
async function startSilentServer(): Promise<{ port: number; connections: () => number }> {
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

const open: FetchFeedOptions = { userAgent: "Rotativa/0.1.0 (+http://localhost:3000)", allowPrivate: true };
const guarded: FetchFeedOptions = { ...open, allowPrivate: false };

function expectError(result: FetchFeedResult, code: string): Extract<FetchFeedResult, { status: "error" }> {
  if (result.status !== "error") throw new Error(`expected an error, got ${result.status}`);
  expect(result.code).toBe(code);
  expect(result.error).not.toMatch(/\n/);
  return result;
}

function expectOk(result: FetchFeedResult): Extract<FetchFeedResult, { status: "ok" }> {
  if (result.status !== "ok") throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result;
}

const FEED = '<?xml version="1.0"?><rss version="2.0"><channel><title>Prueba</title></channel></rss>';

describe("fetchFeed: request and response", () => {
  it("sends the feed Accept, Accept-Encoding and User-Agent, and returns the body and validators", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, {
        "content-type": "application/rss+xml; charset=utf-8",
        etag: '"v1"',
        "last-modified": "Tue, 03 Feb 2026 10:00:00 GMT",
      });
      res.end(FEED);
    });
    const result = expectOk(await fetchFeed({ url: `${server.origin}/rss.xml?s=1` }, open));
    expect(new TextDecoder().decode(result.bytes)).toBe(FEED);
    expect(result).toMatchObject({
      url: `${server.origin}/rss.xml?s=1`,
      permanentUrl: null,
      httpStatus: 200,
      contentType: "application/rss+xml; charset=utf-8",
      etag: '"v1"',
      lastModified: "Tue, 03 Feb 2026 10:00:00 GMT",
      hints: { maxAgeSeconds: null, retryAfterSeconds: null },
    });
    const headers = server.requests[0]?.headers;
    expect(headers?.accept).toBe(FEED_ACCEPT);
    expect(headers?.["accept-encoding"]).toBe("gzip, deflate, br");
    expect(headers?.["user-agent"]).toBe("Rotativa/0.1.0 (+http://localhost:3000)");
    expect(headers?.["if-none-match"]).toBeUndefined();
    expect(headers?.["if-modified-since"]).toBeUndefined();
    expect(server.requests[0]?.url).toBe("/rss.xml?s=1");
  });

  it("sends the stored validators and reports 304 as not-modified, with its cache hints", async () => {
    const server = await startServer((req, res) => {
      if (req.headers["if-none-match"] === '"v1"') {
        res.writeHead(304, { "cache-control": "public, max-age=600" });
        res.end();
      } else {
        res.end(FEED);
      }
    });
    const result = await fetchFeed(
      { url: `${server.origin}/feed`, etag: '"v1"', lastModified: "Tue, 03 Feb 2026 10:00:00 GMT" },
      open,
    );
    expect(result).toEqual({
      status: "not-modified",
      url: `${server.origin}/feed`,
      permanentUrl: null,
      httpStatus: 304,
      hints: { maxAgeSeconds: 600, retryAfterSeconds: null },
    });
    expect(server.requests[0]?.headers["if-modified-since"]).toBe("Tue, 03 Feb 2026 10:00:00 GMT");
  });

  it("returns an empty body for an empty 200", async () => {
    const server = await startServer((_req, res) => res.end());
    const result = expectOk(await fetchFeed({ url: server.origin }, open));
    expect(result.bytes.byteLength).toBe(0);
    expect(result.contentType).toBeNull();
    expect(result.etag).toBeNull();
    expect(result.lastModified).toBeNull();
  });

  it("reuses the connection for consecutive fetches", async () => {
    const server = await startServer((_req, res) => res.end(FEED));
    expectOk(await fetchFeed({ url: `${server.origin}/a` }, open));
    // undici hands the socket back to the pool a tick after the body ends; any real work between fetches covers that.
    await new Promise((resolve) => setImmediate(resolve));
    expectOk(await fetchFeed({ url: `${server.origin}/b` }, open));
    expect(server.requests).toHaveLength(2);
    expect(server.connections()).toBe(1);
  });
});

describe("fetchFeed: URLs and schemes", () => {
  it.each(["not a url", "", "http://", "//example.com/feed"])("reports %j as bad-url without throwing", async (url) => {
    const result = expectError(await fetchFeed({ url }, guarded), "bad-url");
    expect(result.httpStatus).toBeNull();
    expect(result.url).toBe(url);
  });

  it.each(["ftp://127.0.0.1/feed.xml", "file:///etc/passwd", "javascript:alert(1)", "data:text/xml,<rss/>"])(
    "reports %s as bad-scheme",
    async (url) => {
      expectError(await fetchFeed({ url }, open), "bad-scheme");
    },
  );

  it("reports a header value undici refuses as a network error instead of throwing", async () => {
    const server = await startServer((_req, res) => res.end(FEED));
    const result = expectError(await fetchFeed({ url: server.origin, etag: '"a"\r\nX-Evil: 1' }, open), "network");
    expect(result.httpStatus).toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});

describe("fetchFeed: address policy", () => {
  it("refuses http://127.0.0.1 when private targets are not allowed: no connection is made", async () => {
    const server = await startServer((_req, res) => res.end(FEED));
    const result = expectError(await fetchFeed({ url: `${server.origin}/feed` }, guarded), "blocked-address");
    expect(result.error).toContain("127.0.0.1");
    expect(server.requests).toHaveLength(0);
    expect(server.connections()).toBe(0);
  });

  it("refuses http://localhost after DNS resolution: no connection is made", async () => {
    const server = await startServer((_req, res) => res.end(FEED));
    const result = expectError(await fetchFeed({ url: `http://localhost:${server.port}/feed` }, guarded), "blocked-address");
    expect(result.error).toMatch(/localhost resolves to/);
    expect(result.httpStatus).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(server.connections()).toBe(0);
  });

  it("refuses http://[::1] before connecting", async () => {
    // ::1 may be unavailable in the sandbox; the refusal must not depend on it.
    const server = await startServer((_req, res) => res.end(FEED), "::1").catch(() => null);
    const port = server?.port ?? 9;
    expectError(await fetchFeed({ url: `http://[::1]:${port}/feed` }, guarded), "blocked-address");
    if (server) expect(server.connections()).toBe(0);
  });

  it("refuses http://0.0.0.0 (which Linux would route to loopback) before connecting", async () => {
    const server = await startServer((_req, res) => res.end(FEED));
    expectError(await fetchFeed({ url: `http://0.0.0.0:${server.port}/` }, guarded), "blocked-address");
    expect(server.connections()).toBe(0);
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://0x7f.1/",
    "http://2130706433/",
    "http://10.0.0.1/",
    "http://100.64.0.1/",
    "https://192.168.0.1/",
    "http://[fd00::1]/",
    "http://[fe80::1]/",
  ])("refuses %s before any connection", async (url) => {
    expectError(await fetchFeed({ url }, guarded), "blocked-address");
  });

  it("vets every redirect target with the same check (scheme and IP literal)", () => {
    expect(checkFeedUrl(new URL("http://127.0.0.1:8080/x"), false)).toMatchObject({ ok: false, code: "blocked-address" });
    expect(checkFeedUrl(new URL("http://[::1]/x"), false)).toMatchObject({ ok: false, code: "blocked-address" });
    expect(checkFeedUrl(new URL("http://127.0.0.1:8080/x"), true)).toMatchObject({ ok: true });
    expect(checkFeedUrl(new URL("gopher://example.com/"), true)).toMatchObject({ ok: false, code: "bad-scheme" });
    // Names are not decided here: the guarded DNS lookup vets them at connect time, for every hop.
    expect(checkFeedUrl("http://localhost/", false)).toMatchObject({ ok: true });
  });

  it("connects to loopback when allowPrivate is set (demo and tests)", async () => {
    const server = await startServer((_req, res) => res.end(FEED));
    expectOk(await fetchFeed({ url: `http://localhost:${server.port}/feed` }, open));
    expect(server.requests).toHaveLength(1);
  });
});

describe("fetchFeed: redirects", () => {
  async function redirectServer(routes: Record<string, [number, string]>): Promise<TestServer> {
    return startServer((req, res) => {
      const route = routes[req.url ?? ""];
      if (route) {
        res.writeHead(route[0], { location: route[1] });
        res.end("moved");
      } else if (req.url === "/final") {
        res.writeHead(200, { "content-type": "application/atom+xml" });
        res.end(FEED);
      } else {
        res.writeHead(404);
        res.end();
      }
    });
  }

  it("follows 301 and 308 and reports the final URL as permanent", async () => {
    const server = await redirectServer({ "/a": [301, "/b"], "/b": [308, "/final"] });
    const result = expectOk(await fetchFeed({ url: `${server.origin}/a` }, open));
    expect(result.url).toBe(`${server.origin}/final`);
    expect(result.permanentUrl).toBe(`${server.origin}/final`);
    expect(server.requests.map((request) => request.url)).toEqual(["/a", "/b", "/final"]);
  });

  it("reports no permanent URL when any hop is temporary", async () => {
    const server = await redirectServer({ "/a": [301, "/b"], "/b": [302, "/c"], "/c": [308, "/final"] });
    const result = expectOk(await fetchFeed({ url: `${server.origin}/a` }, open));
    expect(result.url).toBe(`${server.origin}/final`);
    expect(result.permanentUrl).toBeNull();
  });

  it.each([303, 307])("follows %i", async (status) => {
    const server = await redirectServer({ "/a": [status, "/final"] });
    const result = expectOk(await fetchFeed({ url: `${server.origin}/a` }, open));
    expect(result.permanentUrl).toBeNull();
  });

  it("resolves relative Location values against the current URL", async () => {
    const routes: Record<string, [number, string]> = {};
    const server = await redirectServer(routes);
    // Filled in after listening: the protocol-relative hop needs the port.
    Object.assign(routes, {
      "/dir/sub/a": [301, "../b?x=1"],
      "/dir/b?x=1": [301, "final2"],
      "/dir/final2": [301, `//127.0.0.1:${server.port}/final`],
    });
    const result = expectOk(await fetchFeed({ url: `${server.origin}/dir/sub/a#fragment` }, open));
    expect(server.requests.map((request) => request.url)).toEqual(["/dir/sub/a", "/dir/b?x=1", "/dir/final2", "/final"]);
    expect(result.url).toBe(`${server.origin}/final`);
    expect(result.permanentUrl).toBe(`${server.origin}/final`);
  });

  it("follows five redirects and refuses the sixth", async () => {
    const chain = (length: number): Record<string, [number, string]> =>
      Object.fromEntries(
        Array.from({ length }, (_, index): [string, [number, string]] => [
          `/r${index}`,
          [302, index === length - 1 ? "/final" : `/r${index + 1}`],
        ]),
      );
    const five = await redirectServer(chain(5));
    expectOk(await fetchFeed({ url: `${five.origin}/r0` }, open));
    const six = await redirectServer(chain(6));
    const result = expectError(await fetchFeed({ url: `${six.origin}/r0` }, open), "too-many-redirects");
    expect(result.httpStatus).toBe(302);
    expect(six.requests).toHaveLength(6);
  });

  it("honours a smaller maxRedirects", async () => {
    const server = await redirectServer({ "/a": [301, "/b"], "/b": [301, "/final"] });
    expectError(await fetchFeed({ url: `${server.origin}/a` }, { ...open, maxRedirects: 1 }), "too-many-redirects");
  });

  it("refuses a redirect to another scheme", async () => {
    const server = await redirectServer({ "/a": [301, "ftp://127.0.0.1/feed.xml"] });
    const result = expectError(await fetchFeed({ url: `${server.origin}/a` }, open), "bad-scheme");
    expect(result.httpStatus).toBe(301);
  });

  it("reports a redirect without Location as an http-error", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(302);
      res.end();
    });
    const result = expectError(await fetchFeed({ url: server.origin }, open), "http-error");
    expect(result.httpStatus).toBe(302);
  });

  it("resolveRedirect refuses https→http, allows http→https and resolves relative locations", () => {
    expect(resolveRedirect(new URL("https://example.com/rss"), "http://example.com/rss")).toMatchObject({
      ok: false,
      code: "insecure-redirect",
    });
    expect(resolveRedirect(new URL("https://example.com/rss"), "//example.com/rss")).toMatchObject({ ok: true });
    const upgraded = resolveRedirect(new URL("http://example.com/rss"), "https://example.com/rss");
    expect(upgraded.ok && upgraded.url.href).toBe("https://example.com/rss");
    const relative = resolveRedirect(new URL("https://example.com/a/b/rss"), "../feed?x=1");
    expect(relative.ok && relative.url.href).toBe("https://example.com/a/feed?x=1");
    expect(resolveRedirect(new URL("https://example.com/"), "mailto:a@example.com")).toMatchObject({ code: "bad-scheme" });
    expect(resolveRedirect(new URL("https://example.com/"), "http://[::1")).toMatchObject({ code: "bad-url" });
  });
});

describe("fetchFeed: decompression and size limits", () => {
  const body = Buffer.from(FEED.repeat(200));

  it.each([
    ["gzip", zlib.gzipSync(body)],
    ["x-gzip", zlib.gzipSync(body)],
    ["deflate", zlib.deflateSync(body)],
    ["deflate", zlib.deflateRawSync(body)],
    ["br", zlib.brotliCompressSync(body)],
    ["identity", body],
    ["gzip, br", zlib.brotliCompressSync(zlib.gzipSync(body))],
  ])("decodes Content-Encoding %s", async (encoding, payload) => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-encoding": encoding, "content-type": "application/rss+xml" });
      // Split so the decoders see more than one chunk.
      res.write(payload.subarray(0, 7));
      setTimeout(() => res.end(payload.subarray(7)), 5);
    });
    const result = expectOk(await fetchFeed({ url: server.origin }, open));
    expect(Buffer.from(result.bytes).equals(body)).toBe(true);
  });

  it("accepts an empty body labelled gzip", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip", "content-length": "0" });
      res.end();
    });
    expect(expectOk(await fetchFeed({ url: server.origin }, open)).bytes.byteLength).toBe(0);
  });

  it("does not wait for the body of an error response that never ends", async () => {
    const timers: NodeJS.Timeout[] = [];
    const server = await startServer((_req, res) => {
      res.writeHead(502, { "content-type": "text/html" });
      timers.push(setInterval(() => res.write(" "), 20));
      res.on("close", () => timers.forEach(clearInterval));
    });
    const started = performance.now();
    const result = expectError(await fetchFeed({ url: server.origin }, { ...open, timeoutMs: 10_000 }), "http-error");
    expect(result.httpStatus).toBe(502);
    expect(performance.now() - started).toBeLessThan(3000);
    timers.forEach(clearInterval);
  });

  it("reports a corrupt gzip body as a network error", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip" });
      res.end(Buffer.from("definitely not gzip"));
    });
    const result = expectError(await fetchFeed({ url: server.origin }, open), "network");
    expect(result.httpStatus).toBe(200);
  });

  it("cuts a gzip bomb off at the cap, quickly, without the server getting to send it all", async () => {
    // gzip tops out near 1:1000, so 16 MiB of zeros is ~16 KB; 1024 concatenated members inflate to 16 GiB.
    const member = zlib.gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
    expect(member.byteLength).toBeLessThan(20 * 1024);
    const members = 1024;
    let sent = 0;
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip", "content-type": "application/rss+xml" });
      const pump = (): void => {
        while (sent < members && !res.destroyed) {
          sent += 1;
          if (!res.write(member)) {
            res.once("drain", pump);
            return;
          }
        }
        if (sent >= members) res.end();
      };
      res.on("error", () => undefined);
      pump();
    });
    const started = performance.now();
    const result = expectError(
      await fetchFeed({ url: server.origin }, { ...open, maxBytes: 1024 * 1024, timeoutMs: 20_000 }),
      "too-large",
    );
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.error).toMatch(/after decompression/);
    expect(result.httpStatus).toBe(200);
    expect(sent).toBeLessThan(members);
  });

  it("caps an uncompressed body without Content-Length", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let written = 0;
      const pump = (): void => {
        while (written < 64 && !res.destroyed) {
          written += 1;
          if (!res.write(chunk)) {
            res.once("drain", pump);
            return;
          }
        }
        res.end();
      };
      res.on("error", () => undefined);
      pump();
    });
    const result = expectError(await fetchFeed({ url: server.origin }, { ...open, maxBytes: 1024 * 1024 }), "too-large");
    expect(result.error).toMatch(/1048576-byte limit/);
  });

  it("refuses early on a Content-Length above the cap, without waiting for the body", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-length": String(50 * 1024 * 1024) });
      res.write("<rss>");
      // …and never more: only the declared length can end this quickly.
    });
    const started = performance.now();
    const result = expectError(
      await fetchFeed({ url: server.origin }, { ...open, maxBytes: 1024 * 1024, timeoutMs: 5000 }),
      "too-large",
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.error).toMatch(/Content-Length/);
  });

  it("accepts a body exactly at the cap", async () => {
    const exact = Buffer.alloc(1000, 0x62);
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip" });
      res.end(zlib.gzipSync(exact));
    });
    const result = expectOk(await fetchFeed({ url: server.origin }, { ...open, maxBytes: 1000 }));
    expect(result.bytes.byteLength).toBe(1000);
  });
});

describe("fetchFeed: HTTP errors and cache hints", () => {
  it.each([404, 410, 500])("reports HTTP %i as http-error", async (status) => {
    const server = await startServer((_req, res) => {
      res.writeHead(status, { "content-type": "text/html" });
      res.end("<h1>nope</h1>");
    });
    const result = expectError(await fetchFeed({ url: `${server.origin}/feed` }, open), "http-error");
    expect(result).toMatchObject({ httpStatus: status, url: `${server.origin}/feed`, error: `HTTP ${status}` });
  });

  it("parses Retry-After seconds on a 429", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(429, { "retry-after": "120" });
      res.end();
    });
    const result = expectError(await fetchFeed({ url: server.origin }, open), "http-error");
    expect(result.hints).toEqual({ maxAgeSeconds: null, retryAfterSeconds: 120 });
  });

  it("parses a Retry-After HTTP date on a 503", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(503, { "retry-after": new Date(Date.now() + 90_000).toUTCString() });
      res.end();
    });
    const result = expectError(await fetchFeed({ url: server.origin }, open), "http-error");
    expect(result.hints.retryAfterSeconds).toBeGreaterThanOrEqual(85);
    expect(result.hints.retryAfterSeconds).toBeLessThanOrEqual(91);
  });

  it("ignores Retry-After on other statuses", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(500, { "retry-after": "120" });
      res.end();
    });
    expect((await fetchFeed({ url: server.origin }, open)).hints.retryAfterSeconds).toBeNull();
  });

  it("reads Cache-Control max-age on success, preferring s-maxage", async () => {
    const server = await startServer((req, res) => {
      res.setHeader("cache-control", req.url === "/shared" ? "public, max-age=60, s-maxage=900" : "max-age=300");
      res.end(FEED);
    });
    expect(expectOk(await fetchFeed({ url: `${server.origin}/plain` }, open)).hints.maxAgeSeconds).toBe(300);
    expect(expectOk(await fetchFeed({ url: `${server.origin}/shared` }, open)).hints.maxAgeSeconds).toBe(900);
  });

  it("parseCacheControl handles odd spacing, quotes, case and garbage", () => {
    expect(parseCacheControl(null)).toBeNull();
    expect(parseCacheControl("no-cache")).toBeNull();
    expect(parseCacheControl(' Max-Age = "45" , private')).toBe(45);
    expect(parseCacheControl("max-age=abc")).toBeNull();
    expect(parseCacheControl("max-age=-5")).toBeNull();
    expect(parseCacheControl("s-maxage=0, max-age=100")).toBe(0);
  });

  it("parseRetryAfter reads seconds and dates, never negative", () => {
    const now = Date.parse("2026-02-03T10:00:00Z");
    expect(parseRetryAfter("0", now)).toBe(0);
    expect(parseRetryAfter(" 30 ", now)).toBe(30);
    expect(parseRetryAfter("Tue, 03 Feb 2026 10:05:00 GMT", now)).toBe(300);
    expect(parseRetryAfter("Tue, 03 Feb 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter("-1", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe("fetchFeed: timeouts and failures", () => {
  it("times out on a server that accepts the request and never answers", async () => {
    const server = await startServer(() => undefined);
    const started = performance.now();
    const result = expectError(await fetchFeed({ url: server.origin }, { ...open, timeoutMs: 300 }), "timeout");
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1500);
    expect(result.httpStatus).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it("times out on a body that trickles forever", async () => {
    const timers: NodeJS.Timeout[] = [];
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      timers.push(setInterval(() => res.write("<"), 20));
      res.on("close", () => timers.forEach(clearInterval));
    });
    const started = performance.now();
    const result = expectError(await fetchFeed({ url: server.origin }, { ...open, timeoutMs: 300 }), "timeout");
    expect(performance.now() - started).toBeLessThan(1500);
    expect(result.httpStatus).toBe(200);
    timers.forEach(clearInterval);
  });

  it("times out on a deflate body that stalls before its first byte", async () => {
    const server = await startServer((_req, res) => res.writeHead(200, { "content-encoding": "deflate" }).flushHeaders());
    expectError(await fetchFeed({ url: server.origin }, { ...open, timeoutMs: 300 }), "timeout");
  });

  it("applies the connect timeout to a TLS handshake that never completes", async () => {
    const silent = await startSilentServer();
    const started = performance.now();
    const result = expectError(
      await fetchFeed({ url: `https://127.0.0.1:${silent.port}/` }, { ...open, connectTimeoutMs: 200, timeoutMs: 5000 }),
      "timeout",
    );
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.error).toMatch(/connect/i);
    expect(silent.connections()).toBeGreaterThanOrEqual(1);
  });

  it("reports a refused connection as a network error", async () => {
    const server = await startServer(() => undefined);
    const port = server.port;
    await server.close();
    const result = expectError(await fetchFeed({ url: `http://127.0.0.1:${port}/` }, open), "network");
    expect(result.error).toMatch(/ECONNREFUSED/);
  });

  it("stops when the caller aborts", async () => {
    const server = await startServer(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    const result = expectError(
      await fetchFeed({ url: server.origin }, { ...open, timeoutMs: 5000, signal: controller.signal }),
      "network",
    );
    expect(result.error).toMatch(/abort/);
    expect(performance.now() - started).toBeLessThan(1000);
    expectError(await fetchFeed({ url: server.origin }, { ...open, signal: AbortSignal.abort() }), "network");
  });
});
