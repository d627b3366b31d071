/*
 * The public read-only API: every page's `{route}/_payload.json` (validated by the JSON Schema the
 * server publishes at /api/esquema.json), its 404s, caching and CORS; /fuentes.json and
 * /fuentes.opml (parsed back as OPML); and the /api page that documents them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, test } from "@playwright/test";
import { Ajv2020 } from "ajv/dist/2020.js";
import { parseOpml } from "../support/opml.js";
import { OTHER_ENDPOINTS, PAYLOAD_ENDPOINTS } from "../../app/pages/api/endpoints.js";
import { runCli, startServer, stopProcess } from "../support/compiled-app.js";
import { articleIdOf, cardTitles, expectLayout, SAMPLE } from "./support.js";

/** Every page route with a payload, with the `page` its envelope names (beyond the documented examples). */
const PAGES: [path: string, page: string][] = [
  ["/", "portada"],
  ["/ultima-hora", "ventana"],
  ["/ultimo-dia", "ventana"],
  ["/ultima-semana", "ventana"],
  ["/todas-las-noticias", "todas-las-noticias"],
  ["/todas-las-noticias?periodico=el-tiempo&departamento=bogota", "todas-las-noticias"],
  ["/busqueda", "busqueda"],
  ["/busqueda?q=Cali", "busqueda"],
  ["/busqueda?q=reforma%20salud&orden=recientes&categoria=politica", "busqueda"],
  ["/categorias", "categorias"],
  ["/periodicos", "periodicos"],
  ["/departamentos", "departamentos"],
  ["/categorias/politica", "categoria"],
  ["/categorias/economia/ultima-hora", "categoria"],
  ["/categorias/politica/ultimo-dia", "categoria"],
  ["/categorias/deportes/ultima-semana", "categoria"],
  ["/periodicos/el-tiempo", "periodico"],
  ["/periodicos/el-tiempo/ultima-hora", "periodico"],
  ["/periodicos/el-colombiano/ultimo-dia", "periodico"],
  ["/periodicos/diario-de-paginacion/ultima-semana", "periodico"],
  ["/departamentos/antioquia", "departamento"],
  ["/departamentos/bogota/ultima-hora", "departamento"],
  ["/departamentos/valle-del-cauca/ultimo-dia", "departamento"],
  ["/departamentos/vaupes/ultima-semana", "departamento"],
  ["/departamentos/antioquia/titulares", "titulares"],
  ["/departamentos/vaupes/titulares", "titulares"],
  ["/reportes", "reportes"],
  ["/reportes?periodo=24h", "reportes"],
  ["/contacto?motivo=error", "contacto"],
  ["/test", "test"],
];

/** The payload path of a page path: `/x?y` → `/x/_payload.json?y`. */
function payloadOf(pagePath: string): string {
  const [path = "/", query] = pagePath.split("?");
  return `${path === "/" ? "" : path}/_payload.json${query ? `?${query}` : ""}`;
}

/** The published JSON Schema, compiled (it must be a valid 2020-12 schema for this to succeed). */
async function publishedValidator(request: APIRequestContext) {
  const response = await request.get("/api/esquema.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/schema\+json/);
  expect(response.headers()["access-control-allow-origin"]).toBe("*");
  const schema = (await response.json()) as Record<string, unknown>;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(schema, "esquema");
  const payload = ajv.getSchema("esquema");
  const sources = ajv.getSchema("esquema#/$defs/Sources");
  if (!payload || !sources) throw new Error("the published schema does not compile");
  return { payload, sources };
}

test("every public page's /_payload.json is its data as plain JSON, in the shape the published schema states", async ({ request }) => {
  test.setTimeout(120_000);
  const { payload: validate } = await publishedValidator(request);
  const articleId = await articleIdOf(request, SAMPLE.sevenMinutes);
  const article = (await (await request.get(`/articulos/${articleId}/_payload.json`)).json()) as { data: { article: { storyId: number } } };
  const storyId = article.data.article.storyId;
  const examples = PAYLOAD_ENDPOINTS.map(
    (endpoint) =>
      [
        endpoint.example.replace("/_payload.json", "").replace("{id}", String(articleId)).replace("{historia}", String(storyId)) || "/",
        endpoint.page,
      ] as const,
  );
  const paths: (readonly [string, string | undefined])[] = [...PAGES, ...examples, [`/articulos/${articleId}`, "articulo"]];
  for (const [pagePath, page] of paths) {
    const response = await request.get(payloadOf(pagePath), { headers: { "X-Forwarded-For": "203.0.113.20" } });
    expect(response.status(), pagePath).toBe(200);
    expect(response.headers()["content-type"], pagePath).toBe("application/json; charset=utf-8");
    expect(response.headers()["access-control-allow-origin"], pagePath).toBe("*");
    const body = (await response.json()) as { version: number; page: string; path: string; data: unknown };
    expect(validate(body), `${pagePath}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    expect(body.version).toBe(1);
    expect(body.page, pagePath).toBe(page);
    expect(new URL(body.path, "http://x").pathname, pagePath).toBe(new URL(pagePath, "http://x").pathname);
  }
  // Every documented example answers (lists of sources and the schema too).
  for (const endpoint of OTHER_ENDPOINTS) expect((await request.get(endpoint.example)).status(), endpoint.path).toBe(200);
});

test("a payload holds what its page shows: the same articles, the same article, the same refusals", async ({ page, request }) => {
  const window = (await (await request.get("/ultima-hora/_payload.json")).json()) as {
    data: { articles: { title: string }[]; total: number };
  };
  await page.goto("/ultima-hora");
  expect(window.data.articles.map((article) => article.title)).toEqual(await cardTitles(page));

  const id = await articleIdOf(request, SAMPLE.sevenMinutes);
  const article = (await (await request.get(`/articulos/${id}/_payload.json`)).json()) as {
    data: { article: { id: number; title: string; url: string; newspaper: { name: string } }; versions: { newspaper: { name: string } }[] };
  };
  expect(article.data.article).toMatchObject({ id, title: SAMPLE.sevenMinutes, newspaper: { name: "El Tiempo" } });
  expect(article.data.article.url).toMatch(/^https?:\/\//);
  expect(article.data.versions).toHaveLength(2);

  // Presentation-only fields of the loaders and the contact form's token are not published.
  const raw = await (await request.get("/contacto/_payload.json")).text();
  expect(raw).not.toMatch(/formToken|emptyMessage|newArticlesHref/);
  expect(await (await request.get("/ultima-hora/_payload.json")).text()).not.toMatch(/emptyMessage|newArticlesHref/);

  // Refused filters: 400 with the data and the reason, as the page does.
  const filtered = await request.get("/todas-las-noticias/_payload.json?categoria=NO-EXISTE");
  expect(filtered.status()).toBe(400);
  expect(((await filtered.json()) as { data: { filters: { problems: string[] } } }).data.filters.problems.join(" ")).toMatch(/categoría/);
  const search = await request.get("/busqueda/_payload.json?q=Cali&desde=ayer");
  expect(search.status()).toBe(400);
  expect(((await search.json()) as { data: { issues: { field: string }[] } }).data.issues.map((issue) => issue.field)).toContain("desde");
  // A search form sent with its empty fields is sent to its short URL, as a payload.
  const redirected = await request.get("/busqueda/_payload.json?q=Cali&categoria=&orden=relevancia", { maxRedirects: 0 });
  expect(redirected.status()).toBe(302);
  expect(redirected.headers()["location"]).toBe("/busqueda/_payload.json?q=Cali");
  // A listing's next page has its own payload.
  const first = (await (await request.get("/periodicos/diario-de-paginacion/_payload.json")).json()) as {
    data: { nextHref: string; articles: { id: number }[] };
  };
  const next = await request.get(`/periodicos/diario-de-paginacion/_payload.json?${first.data.nextHref.split("?")[1]}`);
  const nextIds = ((await next.json()) as { data: { articles: { id: number }[] } }).data.articles.map((card) => card.id);
  expect(nextIds.length).toBe(30);
  expect(Math.max(...nextIds)).toBeLessThan(Math.min(...first.data.articles.map((card) => card.id)));
});

test("an invalid slug, window or id, or an unknown route, answers 404 with the JSON error naming the path", async ({ request }) => {
  for (const path of [
    "/categorias/no-existe/_payload.json",
    "/categorias/Politica/_payload.json",
    "/periodicos/no-existe/ultima-hora/_payload.json",
    "/departamentos/antioquia/ayer/_payload.json",
    "/departamentos/no-existe/titulares/_payload.json",
    "/articulos/0/_payload.json",
    "/articulos/12abc/_payload.json",
    "/articulos/999999999/_payload.json",
    "/nada/_payload.json",
    "/ultima-hora/extra/_payload.json",
    "/a/b/c/d/_payload.json",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toBe("application/json; charset=utf-8");
    expect(response.headers()["access-control-allow-origin"], path).toBe("*");
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(await response.json(), path).toEqual({ error: `Page Not Found: ${path}` });
  }
});

test("payloads are cached like their pages: the same Cache-Control, an ETag, and 304 when unchanged", async ({ request }) => {
  const id = await articleIdOf(request, SAMPLE.sevenMinutes);
  for (const pagePath of ["/", "/ultima-hora", "/categorias/politica", `/articulos/${id}`, "/departamentos/antioquia/titulares"]) {
    const pageAnswer = await request.get(pagePath);
    const answer = await request.get(payloadOf(pagePath));
    expect(answer.headers()["cache-control"], pagePath).toBe(pageAnswer.headers()["cache-control"]);
    expect(answer.headers()["cache-control"], pagePath).toMatch(/^public, max-age=\d+/);
    expect(answer.headers()["vary"], pagePath).toMatch(/Cookie/);
    const etag = answer.headers()["etag"] ?? "";
    expect(etag, pagePath).toMatch(/^W\/"/);
    const again = await request.get(payloadOf(pagePath), { headers: { "If-None-Match": etag } });
    // Pages print times to the minute: a minute boundary between the two requests changes the bytes.
    if (again.status() !== 304) {
      const retry = await request.get(payloadOf(pagePath));
      expect(
        (await request.get(payloadOf(pagePath), { headers: { "If-None-Match": retry.headers()["etag"] ?? "" } })).status(),
        pagePath,
      ).toBe(304);
    } else {
      expect(await again.body(), pagePath).toHaveLength(0);
    }
  }
  // The contact form and diagnostics are never stored, as their pages.
  expect((await request.get("/contacto/_payload.json")).headers()["cache-control"]).toBe("private, no-store");
  expect((await request.get("/test/_payload.json")).headers()["cache-control"]).toBe("private, no-store");
});

test("CORS is open for reading: a preflight is answered, and a page of another origin reads a payload and its ETag", async ({
  page,
  request,
  baseURL,
}) => {
  const preflight = await request.fetch("/categorias/politica/_payload.json", {
    method: "OPTIONS",
    headers: {
      Origin: "https://periodico.example",
      "Access-Control-Request-Method": "GET",
      "Access-Control-Request-Headers": "if-none-match",
    },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()["access-control-allow-origin"]).toBe("*");
  expect(preflight.headers()["access-control-allow-methods"]).toBe("GET, HEAD, OPTIONS");
  expect(preflight.headers()["access-control-allow-headers"]).toBe("if-none-match");
  expect(Number(preflight.headers()["access-control-max-age"])).toBeGreaterThan(0);

  // A page of another site (another port on this machine, served by the test): the browser applies
  // CORS, and preflights the request that sends If-None-Match.
  const otherSite = createServer((_req, res) =>
    res.writeHead(200, { "Content-Type": "text/html" }).end("<!DOCTYPE html><title>Otro sitio</title>"),
  );
  await new Promise<void>((resolve) => otherSite.listen(0, "127.0.0.1", resolve));
  try {
    await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
    const read = await page.evaluate(async (url) => {
      const first = await fetch(url);
      const body = (await first.json()) as { page: string };
      const etag = first.headers.get("ETag");
      const second = await fetch(url, { headers: { "If-None-Match": etag ?? "" }, cache: "no-store" });
      const missing = await fetch(url.replace("politica", "no-existe"));
      return {
        status: first.status,
        page: body.page,
        etag,
        second: second.status,
        missing: missing.status,
        error: ((await missing.json()) as { error: string }).error,
      };
    }, `${baseURL}/categorias/politica/_payload.json`);
    expect(read).toMatchObject({
      status: 200,
      page: "categoria",
      missing: 404,
      error: "Page Not Found: /categorias/no-existe/_payload.json",
    });
    expect(read.etag).toMatch(/^W\//);
    expect([200, 304]).toContain(read.second);
  } finally {
    otherSite.close();
  }
  // The lists of sources and the schema are open too.
  for (const path of ["/fuentes.json", "/fuentes.opml", "/api/esquema.json"]) {
    expect((await request.get(path)).headers()["access-control-allow-origin"], path).toBe("*");
  }
});

test("/fuentes.json lists every newspaper's feeds in the published shape, and /fuentes.opml holds the same feeds as OPML 2.0", async ({
  request,
}) => {
  const { sources: validate } = await publishedValidator(request);
  const json = await request.get("/fuentes.json");
  expect(json.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const list = (await json.json()) as {
    newspapers: { slug: string; name: string; siteUrl: string; homeDepartment: unknown; feeds: { url: string }[] }[];
  };
  expect(validate(list), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  const newspapers = (await (await request.get("/periodicos/_payload.json")).json()) as { data: { items: { href: string }[] } };
  const withFeeds = new Set(list.newspapers.map((newspaper) => `/periodicos/${newspaper.slug}`));
  expect(list.newspapers.length).toBeGreaterThan(10);
  for (const item of newspapers.data.items.filter((item) => item.href !== "/periodicos/diario-de-paginacion"))
    expect([...withFeeds], item.href).toContain(item.href);
  const feedUrls = list.newspapers.flatMap((newspaper) => newspaper.feeds.map((feed) => feed.url));

  const opml = await request.get("/fuentes.opml");
  expect(opml.status()).toBe(200);
  expect(opml.headers()["content-type"]).toBe("text/x-opml; charset=utf-8");
  const text = await opml.text();
  expect(text).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\s*<opml version="2\.0">/i);
  const parsed = parseOpml(text);
  expect(parsed.head?.title).toMatch(/Rotativa/);
  expect(parsed.head?.dateCreated).toBeTruthy();
  const folders = parsed.body?.outlines ?? [];
  expect(folders.map((folder) => folder.text)).toEqual(["Periódicos nacionales", "Periódicos regionales"]);
  const feeds = folders.flatMap((folder) => folder.outlines ?? []);
  expect(feeds.map((feed) => feed.xmlUrl).sort()).toEqual([...feedUrls].sort());
  for (const feed of feeds) {
    expect(feed.type).toBe("rss");
    expect(feed.text).toBeTruthy();
    expect(feed.htmlUrl).toMatch(/^https?:\/\//);
  }
  // A regional newspaper is filed under the regional folder with its department.
  const regional = list.newspapers.find((newspaper) => newspaper.homeDepartment);
  const regionalFeed = regional?.feeds[0]?.url;
  expect(folders[1]?.outlines?.some((feed) => feed.xmlUrl === regionalFeed && /^\/Colombia\//.test(String(feed.category ?? "")))).toBe(
    true,
  );
});

for (const javaScriptEnabled of [true, false]) {
  test(`/api documents the endpoints, fields, limits and licence in Spanish (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const response = await page.goto("/api");
    expect(response?.status()).toBe(200);
    await expectLayout(page, "default");
    await expect(page).toHaveTitle("API pública · Rotativa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API pública de lectura");
    await expect(page.getByRole("region", { name: "Licencia y atribución" })).toContainText("pertenecen a sus periódicos");
    await expect(page.getByRole("region", { name: "Licencia y atribución" })).toContainText("enlaza siempre a la noticia original");
    const routes = page.getByRole("table", { name: "Datos de las páginas" });
    for (const endpoint of PAYLOAD_ENDPOINTS)
      await expect(
        routes.getByRole("rowheader", { name: new RegExp(`^${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }),
      ).toBeVisible();
    // The fields come from the published schema.
    const card = page.getByRole("table", { name: /Una noticia en un listado/ });
    for (const field of ["id", "title", "summary", "publishedAt", "newspaper", "coverage"])
      await expect(card.getByRole("rowheader", { name: field, exact: true })).toBeVisible();
    await expect(card.getByRole("row", { name: /imageUrl/ })).toContainText("texto o null");
    await expect(page.getByRole("region", { name: "Límites, caché y errores" })).toContainText("1.000 solicitudes por minuto");
    await expect(page.getByRole("region", { name: "Límites, caché y errores" })).toContainText("Page Not Found");
    // The examples are links that answer; the article example names a real article.
    const articleExample = page.getByRole("link", { name: /^\/articulos\/\d+\/_payload\.json$/ });
    await expect(articleExample).toBeVisible();
    const href = (await articleExample.getAttribute("href")) ?? "";
    expect((await page.request.get(href)).status()).toBe(200);
    await expect(page.getByRole("link", { name: "/fuentes.opml" }).first()).toHaveAttribute("href", "/fuentes.opml");
    await context.close();
  });
}

test("the footer of every default-layout page links to /api", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Pie de página" }).getByRole("link", { name: "API y fuentes" }).click();
  await expect(page).toHaveURL(/\/api$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API pública de lectura");
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`/api has no axe violations in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/api");
    await expect(page.locator("html")).toHaveClass(colorScheme);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });
}

test("payloads are limited per client address like searches: a JSON 429 with Retry-After, other readers unaffected", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "rotativa-api-limite-"));
  const database = join(dir, "limite.db");
  await runCli(["seed-sample", "--database", database]);
  const server = await startServer({ database, env: { SEARCH_RATE_LIMIT: "3" } });
  try {
    // Distinct queries: each one is rendered (a payload the server holds in memory costs nothing and is not counted).
    const get = (address: string, n: number) =>
      request.get(`${server.base}/ultima-hora/_payload.json?antes=${n}`, { headers: { "X-Forwarded-For": address } });
    for (let n = 0; n < 3; n++) expect((await get("203.0.113.80", n)).status()).toBe(200);
    const refused = await get("203.0.113.80", 3);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers()["cache-control"]).toBe("no-store");
    expect(refused.headers()["access-control-allow-origin"]).toBe("*");
    expect((await refused.json()) as unknown).toEqual({ error: "Demasiadas solicitudes seguidas: espere un momento" });
    expect((await get("203.0.113.81", 4)).status()).toBe(200);
    // The pages themselves are not counted by the API's limit.
    expect((await request.get(`${server.base}/ultima-hora`, { headers: { "X-Forwarded-For": "203.0.113.80" } })).status()).toBe(200);
  } finally {
    await stopProcess(server, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
});
