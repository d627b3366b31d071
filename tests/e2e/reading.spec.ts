/*
 * The reading experience: the front page, rich cards, pagination, filters, family pages, the
 * article page, and what search engines, link previews and feed readers get.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parseFeed } from "../../app/ingest/parse-feed.js";
import { articleIdOf, e2eDatabasePath, e2eDataDir, SAMPLE, waitForHydration } from "./support.js";

test.describe("front page", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`shows top stories, the latest articles, regions and sections (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/");
      const top = page.getByRole("region", { name: /Lo más importante/ });
      await expect(top.locator(".article-card").first()).toBeVisible();
      expect(await top.locator(".article-card").count()).toBeGreaterThanOrEqual(3);
      const river = page.getByRole("region", { name: "Lo último" });
      await expect(river.getByText(SAMPLE.sevenMinutes)).toBeVisible();
      // The story most newspapers cover leads; every top story is a different one.
      // (the story's first version leads its line: here Semana's, 25 minutes old)
      await expect(top.locator(".article-card").first()).toContainText(/reforma a la salud/i);
      await expect(top.locator(".article-card").first().getByRole("link", { name: "En 3 periódicos" })).toBeVisible();
      const titles = await top.locator(".article-title").allInnerTexts();
      expect(new Set(titles).size).toBe(titles.length);
      expect(titles.filter((title) => /reforma a la salud/i.test(title))).toHaveLength(1);
      const regions = page.getByRole("navigation", { name: "Regiones con noticias hoy" });
      await expect(regions.getByRole("link", { name: /Antioquia/ })).toHaveAttribute("href", "/departamentos/antioquia/titulares");
      for (const name of ["Política", "Economía", "Deportes"]) {
        const section = page.getByRole("region", { name });
        await expect(section.getByRole("link", { name: `Más de ${name}` })).toBeVisible();
        expect(await section.locator(".article-card").count()).toBeLessThanOrEqual(5);
      }
      await context.close();
    });
  }
});

test("cards show newspaper, time, category, departments and a thumbnail that cannot shift the page", async ({ page }) => {
  await page.goto("/todas-las-noticias");
  const card = page.locator(".article-card", { hasText: SAMPLE.eighteenMinutes });
  await expect(card.getByRole("link", { name: SAMPLE.eighteenMinutes })).toHaveAttribute("href", /^\/articulos\/\d+$/);
  await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(card.locator(".article-places").getByRole("link", { name: "Antioquia" })).toBeVisible();
  const images = page.locator(".article-card img.article-thumb");
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("alt", "");
  }
});

test("pagination walks a 500-article listing without duplicates or gaps, even while new articles arrive", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/periodicos/diario-de-paginacion");
  await expect(page.locator(".listing-count")).toHaveText("500 noticias");
  const seen: string[] = [];
  let pages = 0;
  for (;;) {
    pages += 1;
    seen.push(...(await page.locator(".article-card .article-title").allInnerTexts()));
    if (pages === 3) {
      // New articles arrive while the reader is on page 3: later pages must not shift.
      const file = join(e2eDataDir(), "llegadas.jsonl");
      writeFileSync(
        file,
        [1, 2, 3]
          .map((n) =>
            JSON.stringify({
              title: `Llegada nueva ${n} durante la lectura del archivo`,
              url: `https://archivo.example.com.co/llegadas/${n}`,
              newspaper: "diario-de-paginacion",
              // Newer than every archive article (so before the reader's cursor), yet weeks old, so
              // that the other tests' recent listings stay as they were.
              publishedAt: new Date(Date.now() - 39 * 86_400_000).toISOString(),
            }),
          )
          .join("\n"),
      );
      execFileSync(process.execPath, ["dist/cli.js", "import", file, "--database", e2eDatabasePath()], {
        env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" },
      });
    }
    const more = page.getByRole("link", { name: "Más noticias" });
    if ((await more.count()) === 0) break;
    const firstTitle = page.locator(".article-card .article-title").first();
    const previous = await firstTitle.innerText();
    await more.click();
    await expect(page).toHaveURL(/antes=/);
    // A client-side navigation changes the URL before the new page is shown: wait for it.
    await expect(firstTitle).not.toHaveText(previous);
  }
  const archive = seen.filter((title) => title.startsWith("Archivo de prueba"));
  expect(seen.filter((title) => title.startsWith("Llegada nueva"))).toEqual([]);
  expect(new Set(archive).size).toBe(archive.length);
  expect(archive.length).toBe(500);
  expect(pages).toBe(Math.ceil(500 / 30));
});

test("a malformed cursor shows the first page instead of failing", async ({ request }) => {
  for (const cursor of ["abc", "1.2.3", "-5.x", "9".repeat(400), "%00", "1e400.1"]) {
    const response = await request.get(`/todas-las-noticias?antes=${encodeURIComponent(cursor)}`);
    expect(response.status(), cursor).toBe(200);
  }
});

test.describe("/todas-las-noticias filters (GET form)", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`narrow by category and department together (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/todas-las-noticias");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Categoría").selectOption({ label: "Deportes" });
      await page.getByLabel("Departamento").selectOption({ label: "Bogotá D.C." });
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(/categoria=deportes/);
      await expect(page).toHaveURL(/departamento=bogota/);
      // The URL changes as the navigation commits, a moment before React has drawn the new list.
      await expect
        .poll(async () => [...new Set(await page.locator(".article-card .article-category").allInnerTexts())])
        .toEqual(["Deportes"]);
      for (const card of await page.locator(".article-card").all())
        await expect(card.locator(".article-places")).toContainText("Bogotá D.C.");
      await expect(page.getByLabel("Categoría")).toHaveValue("deportes");
      await page.getByRole("link", { name: "Quitar filtros" }).click();
      await expect(page).toHaveURL(/\/todas-las-noticias$/);
      await context.close();
    });
  }

  test("an unknown or malformed filter is a 400 with a Spanish notice, never a 500", async ({ request, page }) => {
    for (const query of ["categoria=NO_VALIDA", "periodico=no-existe", "departamento=%3Cscript%3E", `categoria=${"a".repeat(500)}`]) {
      const response = await request.get(`/todas-las-noticias?${query}`);
      expect(response.status(), query).toBe(400);
    }
    await page.goto("/todas-las-noticias?periodico=no-existe");
    await expect(page.getByRole("alert")).toHaveText("No existe el periódico «no-existe».");
  });
});

test("family pages describe the entity and link to its siblings", async ({ page }) => {
  await page.goto("/departamentos/antioquia");
  await expect(page.locator(".page-description")).toContainText("Capital: Medellín");
  const siblings = page.getByRole("navigation", { name: "Región Andina" });
  await expect(siblings.getByRole("link", { name: "Caldas" })).toHaveAttribute("href", "/departamentos/caldas");
  await page.goto("/periodicos/el-tiempo/ultimo-dia");
  await expect(page.locator(".page-description")).toContainText("Periódico nacional");
  await expect(page.locator(".page-description a")).toHaveAttribute("href", "https://www.eltiempo.com");
  await expect(page.getByRole("navigation", { name: "Otros periódicos nacionales" })).toBeVisible();
  await page.goto("/categorias/deportes");
  await expect(page.getByRole("navigation", { name: "Otras categorías" }).getByRole("link", { name: "Política" })).toBeVisible();
});

test("/periodicos shows each newspaper's feed health in words", async ({ page }) => {
  await page.goto("/periodicos");
  const statuses = await page.locator(".entity-status").allInnerTexts();
  expect(statuses.length).toBeGreaterThan(10);
  // The e2e server never reads feeds: every newspaper says so.
  for (const status of statuses) expect(status).toMatch(/^(Aún sin leer|Sin fuentes activas|Actualizado .+|Con errores.*)$/);
});

test.describe("article page", () => {
  test("shows the article, what to read next, the way back and a way to report a problem", async ({ page, request }) => {
    const id = await articleIdOf(request, SAMPLE.eighteenMinutes);
    await page.goto(`/articulos/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE.eighteenMinutes);
    const original = page.getByRole("link", { name: /^Leer la noticia completa en / });
    await expect(original).toHaveAttribute("rel", /noopener/);
    await expect(original).toHaveAttribute("href", /^https?:\/\//);
    await expect(page.getByRole("link", { name: "Reportar un problema" })).toHaveAttribute("href", `/contacto?motivo=error&articulo=${id}`);
    // What to read next: the newest articles of its category (and department, when others exist).
    const related = page.locator(".related");
    await expect(related.first().getByRole("heading", { name: /^Más de / })).toBeVisible();
    await expect(related.first().locator(".article-card").first()).toBeVisible();
    expect(await related.locator(".article-card").filter({ hasText: SAMPLE.eighteenMinutes }).count()).toBe(0);
  });

  test("names the municipalities the article is about, each leading to its news", async ({ page, request }) => {
    const id = await articleIdOf(request, SAMPLE.ninetyFiveMinutes);
    await page.goto(`/articulos/${id}`);
    await expect(page.locator(".article-departments").first()).toHaveText("Departamento: Valle del Cauca");
    const municipalities = page.locator(".article-municipalities");
    await expect(municipalities).toHaveText("Municipio: Cali");
    const link = municipalities.getByRole("link", { name: "Cali" });
    await expect(link).toHaveAttribute("href", "/busqueda?q=Cali&municipio=76001&orden=recientes");
    await link.click();
    await expect(page.getByRole("list", { name: "Filtros aplicados" })).toContainText("Municipio: Cali");
    await expect(page.locator(".article-card .article-title")).toContainText([SAMPLE.ninetyFiveMinutes]);
    // A national story names none.
    await page.goto(`/articulos/${await articleIdOf(request, SAMPLE.thirtyHours)}`);
    await expect(page.locator(".article-municipalities")).toHaveCount(0);
  });

  test("leads back to the listing the reader came from", async ({ page }) => {
    await page.goto("/categorias/politica/ultimo-dia");
    await waitForHydration(page);
    await page.locator(".article-card .article-title a").first().click();
    await expect(page.locator(".article-page h1")).toBeVisible();
    const back = page.getByRole("link", { name: "← Volver al listado" });
    await expect(back).toHaveAttribute("href", "/categorias/politica/ultimo-dia");
    await back.click();
    await expect(page).toHaveURL(/\/categorias\/politica\/ultimo-dia$/);
  });

  test("tells search engines what it is: canonical URL, Open Graph, NewsArticle and breadcrumbs", async ({ page, request }) => {
    const id = await articleIdOf(request, SAMPLE.sevenMinutes);
    await page.goto(`/articulos/${id}?utm_source=x`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/articulos/${id}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(SAMPLE.sevenMinutes.slice(0, 30)));
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const article = ld.find((object) => object["@type"] === "NewsArticle");
    expect(article).toMatchObject({ headline: SAMPLE.sevenMinutes, inLanguage: "es-CO" });
    expect(new Date(String(article?.datePublished)).getTime()).toBeLessThanOrEqual(Date.now());
    expect(ld.some((object) => object["@type"] === "BreadcrumbList")).toBe(true);
  });
});

test("listings announce their RSS feed, canonical URL and breadcrumbs", async ({ page }) => {
  await page.goto("/categorias/politica/ultima-semana?utm_medium=email");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/categorias\/politica\/rss\.xml$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/categorias\/politica\/ultima-semana$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Política/);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type": string; itemListElement?: { name: string }[] },
  );
  expect(ld.find((object) => object["@type"] === "BreadcrumbList")?.itemListElement?.map((item) => item.name)).toEqual([
    "Inicio",
    "Categorías",
    "Política",
    "Última semana",
  ]);
});

test.describe("outgoing feeds", () => {
  for (const path of ["/rss.xml", "/categorias/politica/rss.xml", "/periodicos/el-tiempo/rss.xml", "/departamentos/antioquia/rss.xml"]) {
    test(`${path} is valid RSS 2.0 with the listing's articles`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      const xml = await response.text();
      // The RSS 2.0 structure: one channel with its required elements, a self link, and items.
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
      for (const element of ["title", "link", "description", "language", "lastBuildDate"])
        expect(xml).toMatch(new RegExp(`<channel>[\\s\\S]*<${element}>`));
      expect(xml).toMatch(/<atom:link href="http[^"]+rss\.xml" rel="self" type="application\/rss\+xml"\/>/);
      const items = xml.split("<item>").slice(1);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        for (const element of ["title", "link", "guid", "pubDate", "description"]) expect(item).toContain(`<${element}`);
        const date = /<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? "";
        expect(date).toMatch(
          /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/,
        );
      }
      // A real feed reader's parser (ours) reads it back whole, Spanish text intact.
      const parsed = parseFeed({
        bytes: new TextEncoder().encode(xml),
        contentType: "application/rss+xml; charset=utf-8",
        url: `http://127.0.0.1${path}`,
      });
      expect(parsed.ok).toBe(true);
      if (parsed.ok) {
        expect(parsed.feed.items.length).toBe(items.length);
        expect(new Set(parsed.feed.items.map((item) => item.guid)).size).toBe(items.length);
      }
    });
  }

  test("an unknown listing has no feed", async ({ request }) => {
    expect((await request.get("/categorias/no-existe/rss.xml")).status()).toBe(404);
    expect((await request.get("/periodicos/NO_VALIDO/rss.xml")).status()).toBe(404);
  });
});

test("sitemaps and robots.txt", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  for (const map of ["paginas", "noticias", "articulos"]) expect(index).toContain(`/sitemaps/${map}.xml</loc>`);
  const pages = await (await request.get("/sitemaps/paginas.xml")).text();
  expect(pages).toContain("/departamentos/antioquia/titulares</loc>");
  expect(pages).toContain("/categorias/politica/ultima-hora</loc>");
  const news = await request.get("/sitemaps/noticias.xml");
  expect(news.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const newsXml = await news.text();
  expect(newsXml).toContain("xmlns:news=");
  expect(newsXml).toContain(`<news:title>${SAMPLE.sevenMinutes}</news:title>`);
  // Only the last 48 hours.
  expect(newsXml).not.toContain(SAMPLE.sixDays);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
  expect(robots).toContain("Disallow: /busqueda");
});

test.describe("HTTP caching", () => {
  test("listings are publicly cacheable for 30 s, with an ETag and 304", async ({ request }) => {
    const first = await request.get("/categorias/politica");
    expect(first.headers()["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=300");
    expect(first.headers()["vary"]).toMatch(/Cookie/);
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^W\//);
    const again = await request.get("/categorias/politica", { headers: { "If-None-Match": etag as string } });
    // Within the same minute the page is byte-identical (times are shown to the minute).
    expect([200, 304]).toContain(again.status());
    if (again.status() === 200) expect(again.headers()["etag"]).not.toBe(etag);
  });

  test("article pages are cached longer; the contact form and diagnostics never", async ({ request }) => {
    const id = await articleIdOf(request, SAMPLE.sevenMinutes);
    expect((await request.get(`/articulos/${id}`)).headers()["cache-control"]).toMatch(/^public, max-age=300/);
    expect((await request.get("/contacto")).headers()["cache-control"]).toBe("private, no-store");
    expect((await request.get("/test")).headers()["cache-control"]).toBe("private, no-store");
  });

  test("a page rendered for a reader's colour mode is never shared", async ({ browser }) => {
    // Without JavaScript the switch is a form: the answer sets the cookie, the next page is the reader's own.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const before = await page.goto("/ultimo-dia");
    expect(before?.headers()["cache-control"]).toMatch(/^public,/);
    await page.getByRole("button", { name: "Oscuro" }).click();
    await expect(page.locator("html")).toHaveClass("dark");
    const after = await page.goto("/ultimo-dia");
    expect(after?.headers()["cache-control"]).toMatch(/^private,/);
    expect(after?.headers()["vary"]).toMatch(/Cookie/);
    await context.close();
  });
});
