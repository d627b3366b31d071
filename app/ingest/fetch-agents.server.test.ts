/* Tests of the fetch's guard (fetch-agents.server.ts): URLs and schemes refused, private addresses refused before any connection. */
import { describe, expect, it } from "vitest";
import { fetchFeed } from "./fetch-feed.server.js";
import { checkFeedUrl } from "./fetch-agents.server.js";
import { expectError, expectOk, FEED, guardConnections, guarded, open, startServer } from "../../tests/support/feed-servers.js";

guardConnections();

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
