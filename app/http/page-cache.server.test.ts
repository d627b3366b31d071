import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { etagMatches, pageCaching } from "./page-cache.server.js";
import { pageCacheControl } from "./page-cache.js";

let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(pageCaching());
  app.get("/rss.xml", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    res.type("xml").end("<rss/>");
  });
  app.get("/nada", (_req, res) => {
    res.status(404);
    res.write("<h1>Page Not Found: /nada</h1>");
    res.end();
  });
  app.get("/saludo", (_req, res) => {
    res.status(200).type("html");
    // Written in pieces, as Remix streams a page.
    res.write("<p>Bogotá");
    res.write(Buffer.from(", Medellín"));
    res.end("</p>");
  });
  app.get("/con-cookie", (_req, res) => {
    res.setHeader("Set-Cookie", "aviso=1");
    res.type("html").end("<p>aviso</p>");
  });
  app.get("/articulos/7", (_req, res) => {
    res.type("html").end("<h1>Artículo</h1>");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe("pageCaching", () => {
  it("sends the whole page with a public Cache-Control, Vary: Cookie and a weak ETag", async () => {
    const response = await fetch(`${base}/saludo`);
    expect(await response.text()).toBe("<p>Bogotá, Medellín</p>");
    expect(response.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=300");
    expect(response.headers.get("vary")).toMatch(/Cookie/);
    expect(response.headers.get("etag")).toMatch(/^W\/"[\w-]{22}"$/);
  });

  it("answers 304 without a body when the ETag matches, 200 when it does not", async () => {
    const first = await fetch(`${base}/saludo`);
    const etag = first.headers.get("etag") as string;
    const again = await fetch(`${base}/saludo`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await fetch(`${base}/saludo`, { headers: { "If-None-Match": 'W/"otra"' } });
    expect(other.status).toBe(200);
  });

  it("never lets a shared cache keep a page rendered for a reader with cookies", async () => {
    const withCookie = await fetch(`${base}/saludo`, { headers: { Cookie: "tema=dark" } });
    expect(withCookie.headers.get("cache-control")).toMatch(/^private,/);
    const setting = await fetch(`${base}/con-cookie`);
    expect(setting.headers.get("cache-control")).toMatch(/^private,/);
  });

  it("keeps a route's own Cache-Control, caches articles longer, and leaves errors alone", async () => {
    expect((await fetch(`${base}/rss.xml`)).headers.get("cache-control")).toBe("public, max-age=300");
    expect((await fetch(`${base}/articulos/7`)).headers.get("cache-control")).toMatch(/^public, max-age=300/);
    const missing = await fetch(`${base}/nada`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
    expect(await missing.text()).toBe("<h1>Page Not Found: /nada</h1>");
  });

  it("works under compression", async () => {
    const response = await fetch(`${base}/saludo`, { headers: { "Accept-Encoding": "gzip" } });
    expect(await response.text()).toBe("<p>Bogotá, Medellín</p>");
  });
});

describe("pageCacheControl and etagMatches", () => {
  it("never caches the contact form or diagnostics", () => {
    expect(pageCacheControl("/contacto", false)).toBe("private, no-store");
    expect(pageCacheControl("/test", false)).toBe("private, no-store");
    expect(pageCacheControl("/guardadas", false)).toBe("private, no-store");
    expect(pageCacheControl("/guardadas.data", true)).toBe("private, no-store");
    expect(pageCacheControl("/categorias/politica.data", false)).toMatch(/^public, max-age=30/);
  });

  it("caches a page's public payload exactly like the page", () => {
    for (const [page, personal] of [
      ["/", false],
      ["/articulos/12", false],
      ["/articulos/12", true],
      ["/categorias/politica/ultima-hora", false],
      ["/contacto", false],
      ["/test", false],
    ] as const) {
      expect(pageCacheControl(`${page === "/" ? "" : page}/_payload.json`, personal), page).toBe(pageCacheControl(page, personal));
    }
    expect(pageCacheControl("/articulos/12/_payload.json", false)).toMatch(/^public, max-age=300/);
  });

  it("compares tags weakly and accepts lists and *", () => {
    expect(etagMatches('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('"b"', 'W/"b"')).toBe(true);
    expect(etagMatches("*", 'W/"b"')).toBe(true);
    expect(etagMatches('"c"', 'W/"b"')).toBe(false);
    expect(etagMatches(undefined, 'W/"b"')).toBe(false);
  });
});
