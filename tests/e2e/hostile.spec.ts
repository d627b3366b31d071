import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, type Page, test } from "@playwright/test";
import { runCli, type ServerProcess, startServer, stopProcess } from "../support/compiled-app.js";
import { HOSTILE_NEWSPAPER, HOSTILE_SITE, HOSTILE_STORED, hostileFeed } from "../support/hostile-feed.js";
import { waitForHydration } from "./support.js";

/*
 * Thirty hostile articles (tests/support/hostile-feed.ts) read by the real pipeline — fetched
 * over HTTP, parsed, normalized, classified, stored — and shown by a server of their own: no page
 * may run anything they carry (no dialog), trip the Content-Security-Policy, or gain an element,
 * an event handler or a link the site did not write.
 */

test.describe.configure({ mode: "serial" });

let dir: string;
let server: ServerProcess;
let articles: { id: number; url: string; title: string; image_url: string | null }[];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(join(tmpdir(), "rotativa-hostil-"));
  const database = join(dir, "hostil.db");
  const feedServer: Server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(hostileFeed(Date.now()));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", () => resolve()));
  const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/rss.xml`;
  const sources = join(dir, "sources.json");
  writeFileSync(
    sources,
    JSON.stringify({
      newspapers: [{ ...HOSTILE_NEWSPAPER, siteUrl: `${HOSTILE_SITE}/`, homeDepartment: null, feeds: [{ url: feedUrl, category: null }] }],
    }),
  );
  try {
    await runCli(["ingest", "--once", "--database", database], { SOURCES_FILE: sources, FEEDS_ALLOW_PRIVATE: "1" });
  } finally {
    feedServer.close();
  }
  const store = new Database(database, { readonly: true });
  articles = store.prepare("select id, url, title, image_url from articles order by id").all() as typeof articles;
  store.close();
  server = await startServer({ database, env: { SOURCES_FILE: sources } });
});

test.afterAll(async () => {
  if (server) await stopProcess(server, "SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

test("the pipeline stores the thirty hostile articles, and only at http(s) addresses", () => {
  expect(articles).toHaveLength(HOSTILE_STORED);
  for (const article of articles) {
    expect(article.url.startsWith(`${HOSTILE_SITE}/notas/`)).toBe(true);
    if (article.image_url) expect(new URL(article.image_url).protocol).toMatch(/^https?:$/);
  }
  expect(articles.map((a) => a.title).join(" ")).not.toMatch(/<script|onerror=|onload=/i);
});

/** What a page did that it should not have: dialogs, policy violations, foreign elements and attributes. */
async function offences(page: Page, dialogs: string[]): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    for (const violation of (window as unknown as { __violations: string[] }).__violations) problems.push(`CSP: ${violation}`);
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) problems.push(`handler ${attribute.name} on <${element.localName}>`);
      }
    }
    for (const link of document.querySelectorAll("a[href]")) {
      const protocol = new URL((link as HTMLAnchorElement).href, location.href).protocol;
      const href = link.getAttribute("href") ?? "";
      // The share block's own e-mail link: the headline and address percent-encoded, nothing else.
      const ownMailto =
        protocol === "mailto:" &&
        link.closest(".share") !== null &&
        /^mailto:\?subject=[A-Za-z0-9%._~!*'()-]*&body=[A-Za-z0-9%._~!*'()-]*$/.test(href);
      if (protocol !== "http:" && protocol !== "https:" && !ownMailto) problems.push(`link to ${protocol} ${href}`);
    }
    for (const image of document.querySelectorAll("img[src]")) {
      const protocol = new URL((image as HTMLImageElement).src, location.href).protocol;
      if (protocol !== "http:" && protocol !== "https:") problems.push(`image from ${protocol}`);
    }
    for (const selector of [
      "iframe",
      "object",
      "embed",
      "base",
      "meta[http-equiv]",
      "svg script",
      "main script",
      "main style",
      "marquee",
      "details[ontoggle]",
      "math",
    ]) {
      if (document.querySelector(selector)) problems.push(`element ${selector}`);
    }
    for (const form of document.querySelectorAll("form")) {
      const action = new URL(form.action || location.href, location.href);
      if (action.origin !== location.origin) problems.push(`form to ${action.origin}`);
    }
    for (const sheet of document.querySelectorAll('link[rel="stylesheet"]')) {
      if (new URL((sheet as HTMLLinkElement).href).origin !== location.origin) problems.push("foreign stylesheet");
    }
    // Loader data travels inside inline scripts as string literals: markup in it must be escaped.
    for (const script of document.querySelectorAll("script:not([src])")) {
      const text = script.textContent ?? "";
      if (/<\/?script|<!--/i.test(text)) problems.push("unescaped markup inside an inline script");
      if (script.getAttribute("type") === "application/ld+json") {
        try {
          JSON.parse(text);
        } catch {
          problems.push("broken JSON-LD");
        }
      }
    }
    return problems;
  });
  return [...found, ...dialogs.map((message) => `dialog: ${message}`)];
}

async function visit(page: Page, path: string, dialogs: string[]): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  return offences(page, dialogs);
}

test("no page runs, loads or links anything the hostile articles carry (JavaScript on)", async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const sink: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = sink;
    document.addEventListener("securitypolicyviolation", (event) =>
      sink.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const base = server.base;
  const problems: Record<string, string[]> = {};
  const listings = [
    "/",
    "/ultima-hora",
    "/ultimo-dia",
    `/periodicos/${HOSTILE_NEWSPAPER.slug}`,
    "/periodicos",
    "/todas-las-noticias",
    "/busqueda?q=script",
    "/busqueda?q=alert%20xss",
    "/busqueda?q=noticia",
    "/reportes",
    "/categorias",
  ];
  for (const path of [...listings, ...articles.map((article) => `/articulos/${article.id}`)]) {
    const found = await visit(page, base + path, dialogs);
    if (found.length > 0) problems[path] = found;
  }
  // The same content rendered in the browser from loader data (client-side navigation).
  await page.goto(`${base}/periodicos/${HOSTILE_NEWSPAPER.slug}`);
  await waitForHydration(page);
  for (let i = 0; i < 3; i++) {
    await page.locator(".article-card .article-title a").nth(i).click();
    await page.waitForURL(/\/articulos\/\d+$/);
    await page.waitForLoadState("networkidle");
    const found = await offences(page, dialogs);
    if (found.length > 0) problems[`navigation ${i}`] = found;
    await page.goBack();
    await page.waitForURL(/\/periodicos\//);
  }
  expect(problems).toEqual({});
  expect(dialogs).toEqual([]);
  // The attacks are shown as text where they are text: the page says what the feed said.
  const first = articles.find((article) => article.title.includes("Concejo aprueba presupuesto"));
  await page.goto(`${base}/articulos/${first?.id}`);
  await expect(page.locator("h1")).toHaveText("Concejo aprueba presupuesto");
});

test("feeds and sitemaps carry the hostile text escaped, as well-formed XML", async ({ page, request }) => {
  await page.goto(`${server.base}/favicon.svg`);
  for (const path of ["/rss.xml", `/periodicos/${HOSTILE_NEWSPAPER.slug}/rss.xml`, "/sitemaps/articulos.xml", "/sitemaps/noticias.xml"]) {
    const xml = await (await request.get(server.base + path)).text();
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: document.querySelector("parsererror")?.textContent ?? null,
        scripts: document.getElementsByTagName("script").length,
        items: document.getElementsByTagName("item").length + document.getElementsByTagName("url").length,
      };
    }, xml);
    expect(parsed, path).toEqual({ error: null, scripts: 0, items: expect.any(Number) });
    expect(parsed.items, path).toBeGreaterThan(0);
  }
});

test("the three items it could not store are counted where operators and readers see them", async ({ page }) => {
  // /periodicos: the newspaper's feed health says, in Spanish, what its last read left out.
  await page.goto(`${server.base}/periodicos`);
  const status = page.locator(".entity-list li", { hasText: HOSTILE_NEWSPAPER.name }).locator(".entity-status");
  await expect(status).toHaveText(/^Actualizado .+ · 3 entradas sin dirección web sin publicar$/);
  // cli feeds: the same counts by reason, in the table and in JSON Lines.
  const env = { SOURCES_FILE: join(dir, "sources.json") };
  const table = await runCli(["feeds", "--database", join(dir, "hostil.db")], env);
  expect(table.split("\n")[0]).toMatch(/ARTICLES\s+SKIPPED \(LAST READ\)\s+LAST ERROR/);
  expect(table).toMatch(/\b30\s+3 no-address\b/);
  const json = JSON.parse((await runCli(["feeds", "--json", "--database", join(dir, "hostil.db")], env)).trim()) as {
    skipped: Record<string, number>;
    articles: number;
  };
  expect(json).toMatchObject({ articles: 30, skipped: { "no-address": 3 } });
});
