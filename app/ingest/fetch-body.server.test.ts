/* Tests of reading a body (fetch-body.server.ts) through fetchFeed: decompression, the size cap before and after it, bombs. */
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { fetchFeed } from "./fetch-feed.server.js";
import { expectError, expectOk, FEED, guardConnections, open, startServer } from "../../tests/support/feed-servers.js";

guardConnections();

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
    const result = expectError(await fetchFeed({ url: server.origin }, { ...open, maxBytes: 1024 * 1024, timeoutMs: 20_000 }), "too-large");
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
    const result = expectError(await fetchFeed({ url: server.origin }, { ...open, maxBytes: 1024 * 1024, timeoutMs: 5000 }), "too-large");
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
