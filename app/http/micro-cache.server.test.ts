import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import { cacheKey, chooseEncoding, createMicroCache, type MicroCacheOptions } from "./micro-cache.server.js";
import { exact, pageCaching } from "./page-cache.server.js";
import { securityHeaders } from "./security-headers.server.js";

const THEME = "rotativa-tema";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("gzip");
    expect(chooseEncoding("identity")).toBe("identity");
  });
});

describe("cacheKey", () => {
  const req = (originalUrl: string, cookie?: string, method = "GET") => ({
    method,
    originalUrl,
    secure: false,
    headers: cookie === undefined ? {} : { cookie },
  });
  it("shares pages between readers without cookies or with the same colour-mode cookie", () => {
    expect(cacheKey(req("/"), THEME)).toBe(cacheKey(req("/", ""), THEME));
    expect(cacheKey(req("/ultimo-dia", `${THEME}=abc.def`), THEME)).toBe(cacheKey(req("/ultimo-dia", ` ${THEME}=abc.def; `), THEME));
    expect(cacheKey(req("/", `${THEME}=dark.sig`), THEME)).not.toBe(cacheKey(req("/", `${THEME}=light.sig`), THEME));
    expect(cacheKey(req("/", `${THEME}=dark.sig`), THEME)).not.toBe(cacheKey(req("/"), THEME));
    expect(cacheKey(req("/categorias/politica.data?_routes=root"), THEME)).not.toBeNull();
    // A page's public payload is shared like the page; other JSON files are not.
    expect(cacheKey(req("/categorias/politica/_payload.json?antes=1.2"), THEME)).not.toBeNull();
    expect(cacheKey(req("/_payload.json"), THEME)).not.toBeNull();
    expect(cacheKey(req("/", undefined, "HEAD"), THEME)).toBe(cacheKey(req("/"), THEME));
  });
  it("never shares answers personal to a reader, forms, searches, files or operational endpoints", () => {
    expect(cacheKey(req("/", "rotativa-aviso=x"), THEME)).toBeNull();
    // Mi región (issue 22): its front page is the reader's own, and so is its data.
    expect(cacheKey(req("/", "rotativa-region=eyJkIjpbXX0%3D"), THEME)).toBeNull();
    expect(cacheKey(req("/_root.data", `${THEME}=dark.sig; rotativa-region=x`), THEME)).toBeNull();
    expect(cacheKey(req("/", `${THEME}=a; other=b`), THEME)).toBeNull();
    expect(cacheKey(req("/", `${THEME}=a; ${THEME}=b`), THEME)).toBeNull();
    expect(cacheKey(req("/", undefined, "POST"), THEME)).toBeNull();
    for (const path of [
      "/busqueda?q=cali",
      "/busqueda/_payload.json?q=cali",
      "/guardadas",
      "/guardadas.data",
      "/contacto/_payload.json",
      "/fuentes.json",
      "/api/esquema.json",
      "/x/payload.json",
      "/contacto",
      "/accion/tema",
      "/accion/region",
      "/fragmentos/nuevas?x=1",
      "/healthz",
      "/metrics",
      "/build/root-X.js",
      "/favicon.svg",
      "/rss.xml",
      "/__test/build",
    ]) {
      expect(cacheKey(req(path), THEME), path).toBeNull();
    }
    expect(cacheKey(req(`/${"a".repeat(3000)}`), THEME)).toBeNull();
  });
});

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A page long enough to be compressed, with an inline script that depends on the render. */
const page = (label: string) =>
  `<!DOCTYPE html><html class="${label}"><head><script>window.rendered=${JSON.stringify(label)}</script></head><body>${"<p>Noticias de Colombia</p>".repeat(200)}</body></html>`;

describe("the micro-cache in the pipeline (cache, compression, security headers, page caching)", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function start(options: Partial<MicroCacheOptions> = {}) {
    const cache = createMicroCache({ ttlMs: 10_000, maxBytes: 1024 * 1024, themeCookie: THEME, ...options });
    const renders: string[] = [];
    const app = express();
    app.use(cache.middleware);
    app.use(compression());
    app.use(securityHeaders({ development: false }));
    app.use(pageCaching());
    app.get("/toast", (req, res) => {
      renders.push(req.originalUrl);
      res.setHeader("Set-Cookie", "rotativa-aviso=; Max-Age=0");
      res.type("html").send(page("toast"));
    });
    app.get("/ultima-hora/_payload.json", (req, res) => {
      renders.push(req.originalUrl);
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.json({
        version: 1,
        page: "ventana",
        data: { articles: Array.from({ length: 40 }, (_, id) => ({ id, title: "Noticias de Colombia" })) },
      });
    });
    app.get("/missing", (req, res) => {
      renders.push(req.originalUrl);
      res.status(404).type("html").send(page("missing"));
    });
    app.get("*", (req, res) => {
      renders.push(req.originalUrl);
      const theme = /rotativa-tema=(\w+)/.exec(req.headers.cookie ?? "")?.[1] ?? "system";
      // Written in pieces, as Remix streams a page.
      res.type("html");
      const html = page(`${theme} ${req.path}`);
      res.write(html.slice(0, 100));
      res.end(html.slice(100));
    });
    const served = await listen(app);
    close = served.close;
    return { cache, renders, base: served.base };
  }

  it("renders a page once and serves the same bytes and the same policy, in every encoding, without rendering again", async () => {
    const { renders, base, cache } = await start();
    const first = await get(base, "/ultimo-dia", { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(first.body).toString();
    expect(html).toBe(page("system /ultimo-dia"));
    expect(first.headers["content-security-policy"]).toContain(sha('window.rendered="system /ultimo-dia"'));

    const stored = cache.stats().bytes;
    const plain = await get(base, "/ultimo-dia");
    expect(cache.stats().bytes).toBe(stored);
    // The brotli form is made by the first reader asking for it, once.
    const br = await get(base, "/ultimo-dia", { "accept-encoding": "gzip, deflate, br" });
    const withBrotli = cache.stats().bytes;
    expect(withBrotli).toBeGreaterThan(stored);
    const gzip = await get(base, "/ultimo-dia", { "accept-encoding": "gzip" });
    await get(base, "/ultimo-dia", { "accept-encoding": "br" });
    expect(cache.stats().bytes).toBe(withBrotli);
    expect(renders).toEqual(["/ultimo-dia"]);
    expect(cache.stats()).toMatchObject({ hits: 4, misses: 1, entries: 1 });
    expect(plain.body.toString()).toBe(html);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    for (const hit of [plain, br, gzip]) {
      expect(hit.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
      expect(hit.headers["etag"]).toBe(first.headers["etag"]);
      expect(hit.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=300");
      expect(hit.headers["vary"]).toBe("Cookie, Accept-Encoding");
      expect(hit.headers["x-content-type-options"]).toBe("nosniff");
    }
    // Conditional and HEAD requests are answered from the entry too.
    const notModified = await get(base, "/ultimo-dia", { "if-none-match": String(first.headers["etag"]) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
    const head = await get(base, "/ultimo-dia", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(br.body.length);
    expect(renders).toEqual(["/ultimo-dia"]);
  });

  it("keeps a page's JSON payload like the page: same bytes, headers (CORS included), ETag and 304, rendered once", async () => {
    const { renders, base, cache } = await start();
    const first = await get(base, "/ultima-hora/_payload.json", { "accept-encoding": "gzip" });
    const again = await get(base, "/ultima-hora/_payload.json");
    expect(renders).toEqual(["/ultima-hora/_payload.json"]);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    expect(gunzipSync(first.body).toString()).toBe(again.body.toString());
    expect(JSON.parse(again.body.toString())).toMatchObject({ version: 1, page: "ventana" });
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.headers["access-control-allow-origin"]).toBe("*");
    expect(again.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=300");
    expect(again.headers["etag"]).toBe(first.headers["etag"]);
    const notModified = await get(base, "/ultima-hora/_payload.json", { "if-none-match": String(first.headers["etag"]) });
    expect(notModified.status).toBe(304);
    expect(renders).toHaveLength(1);
  });

  it("never hands one reader's colour mode to another", async () => {
    const { renders, base } = await start();
    const dark = await get(base, "/", { cookie: `${THEME}=dark` });
    const system = await get(base, "/");
    const light = await get(base, "/", { cookie: `${THEME}=light` });
    const darkAgain = await get(base, "/", { cookie: `${THEME}=dark` });
    expect(dark.body.toString()).toContain('class="dark /"');
    expect(system.body.toString()).toContain('class="system /"');
    expect(light.body.toString()).toContain('class="light /"');
    expect(darkAgain.body.toString()).toContain('class="dark /"');
    expect(darkAgain.headers["cache-control"]).toBe("private, max-age=30, stale-while-revalidate=300");
    expect(renders).toEqual(["/", "/", "/"]);
  });

  it("does not keep answers that set cookies, errors, or pages for readers with other cookies; still compresses them", async () => {
    const { renders, base, cache } = await start();
    for (let i = 0; i < 2; i++) {
      const toast = await get(base, "/toast", { "accept-encoding": "gzip" });
      expect(gunzipSync(toast.body).toString()).toBe(page("toast"));
      const missing = await get(base, "/missing", { "accept-encoding": "br" });
      expect(missing.status).toBe(404);
      expect(brotliDecompressSync(missing.body).toString()).toBe(page("missing"));
      await get(base, "/", { cookie: "rotativa-aviso=x" });
    }
    expect(renders).toEqual(["/toast", "/missing", "/", "/toast", "/missing", "/"]);
    expect(cache.stats().entries).toBe(0);
  });

  it("forgets pages when told, when the probe reports another writer, after the TTL and at the next minute", async () => {
    let time = 120_000;
    let written = false;
    const { renders, base, cache } = await start({ now: () => time, changed: () => written, probeIntervalMs: 1000, ttlMs: 10_000 });
    await get(base, "/a");
    await get(base, "/a");
    expect(renders).toEqual(["/a"]);
    cache.invalidate();
    await get(base, "/a");
    expect(renders).toEqual(["/a", "/a"]);
    // Another process wrote: noticed at the next probe (at most once a second).
    written = true;
    time += 500;
    await get(base, "/a");
    expect(renders).toHaveLength(2);
    time += 600;
    await get(base, "/a");
    expect(renders).toHaveLength(3);
    written = false;
    // Rendered at 2:01.1; the TTL would keep it until 2:11.1.
    time += 8_000;
    await get(base, "/a");
    expect(renders).toHaveLength(3);
    time += 2_000;
    await get(base, "/a");
    expect(renders).toHaveLength(4);
    // Rendered at 2:55 with 10 s of TTL, but the page prints the minute: gone at 3:00.
    time = 175_000;
    cache.invalidate();
    await get(base, "/a");
    expect(renders).toHaveLength(5);
    time = 179_999;
    await get(base, "/a");
    expect(renders).toHaveLength(5);
    time = 180_000;
    await get(base, "/a");
    expect(renders).toHaveLength(6);
  });

  it("keeps the stored bytes under the bound, dropping the least recently used page", async () => {
    const size = Buffer.byteLength(page("system /p0"));
    const { renders, base, cache } = await start({ maxBytes: size * 7 });
    await get(base, "/p0");
    await get(base, "/p1");
    await get(base, "/p0");
    for (const path of ["/p2", "/p3", "/p4", "/p5", "/p6"]) await get(base, path);
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 7);
    expect(cache.stats().evicted).toBeGreaterThan(0);
    const before = renders.length;
    await get(base, "/p0");
    expect(renders.length).toBe(before);
    await get(base, "/p1");
    expect(renders.length).toBe(before + 1);
  });
});

describe("exact", () => {
  it("keeps compressed bytes in a buffer of their own size, not in zlib's larger output chunk", () => {
    const page = Buffer.from("<p>Noticia de Bogotá</p>".repeat(2000));
    const compressed = gzipSync(page);
    expect(compressed.buffer.byteLength).toBeGreaterThan(compressed.length);
    const kept = exact(compressed);
    expect(kept.equals(compressed)).toBe(true);
    expect(kept.buffer.byteLength).toBe(kept.length);
    const own = Buffer.alloc(10_000, 1);
    expect(exact(own)).toBe(own);
  });
});
