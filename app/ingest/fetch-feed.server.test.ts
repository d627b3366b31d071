/* Tests of one fetch (fetch-feed.server.ts): the request and response, conditional GET, redirects, HTTP errors, cache hints, timeouts. */
import { describe, expect, it } from "vitest";
import { FEED_ACCEPT, fetchFeed } from "./fetch-feed.server.js";
import { resolveRedirect } from "./fetch-agents.server.js";
import {
  expectError,
  expectOk,
  FEED,
  guardConnections,
  open,
  startServer,
  startSilentServer,
  type TestServer,
} from "../../tests/support/feed-servers.js";

guardConnections();

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
    const result = await fetchFeed({ url: `${server.origin}/feed`, etag: '"v1"', lastModified: "Tue, 03 Feb 2026 10:00:00 GMT" }, open);
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
    const result = expectError(await fetchFeed({ url: server.origin }, { ...open, timeoutMs: 5000, signal: controller.signal }), "network");
    expect(result.error).toMatch(/abort/);
    expect(performance.now() - started).toBeLessThan(1000);
    expectError(await fetchFeed({ url: server.origin }, { ...open, signal: AbortSignal.abort() }), "network");
  });
});
