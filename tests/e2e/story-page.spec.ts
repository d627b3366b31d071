import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { parseFeed } from "../../app/ingest/parse-feed.js";
import {
  articleIdOf,
  expectLayout,
  SAMPLE,
  storedContactMessages,
  storyIdOf,
  waitForHydration,
  waitForMinimumFillTime,
} from "./support.js";

/*
 * The full coverage of a story (/historias/{id}). The sample data holds one story told by three
 * national newspapers: Semana 25 minutes ago (its first version, so the story's headline), El
 * Espectador 12 and El Tiempo 7 minutes ago.
 */

/** Hours and minutes of an instant in Bogotá, as the timeline prints them ("6:32 p. m."). */
function bogotaClock(iso: string): string {
  const local = new Date(Date.parse(iso) - 5 * 3_600_000);
  const hours = local.getUTCHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(local.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "a. m." : "p. m."}`;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("'En 3 periódicos' on the front page leads to the story: every version, oldest first, with its links and Bogotá times", async ({
      page,
      request,
    }) => {
      const storyId = await storyIdOf(request, SAMPLE.sevenMinutes);
      // Each version's id, as El Tiempo's article page lists the other newspapers' versions.
      const seven = await articleIdOf(request, SAMPLE.sevenMinutes);
      const article = (await (await request.get(`/articulos/${seven}/_payload.json`)).json()) as {
        data: { versions: { id: number; title: string }[] };
      };
      const ids = new Map([[SAMPLE.sevenMinutes as string, seven], ...article.data.versions.map((v) => [v.title, v.id] as const)]);
      await page.goto("/");
      if (javaScriptEnabled) await waitForHydration(page);
      const card = page.locator(".article-card", { hasText: SAMPLE.sevenMinutes }).first();
      await card.getByRole("link", { name: "En 3 periódicos" }).click();
      await expect(page).toHaveURL(new RegExp(`/historias/${storyId}$`));
      await expectLayout(page, "default");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE.twentyFiveMinutes);
      await expect(page.locator(".story-summary")).toHaveText(/^En 3 periódicos · 3 versiones · última actualización hace \d+ minutos$/);

      const timeline = page.getByRole("region", { name: "Cronología" });
      await expect(timeline).toContainText("Horas de Bogotá. Semana la contó primero");
      const versions = timeline.getByRole("listitem");
      await expect(versions).toHaveCount(3);
      const expected = [
        [SAMPLE.twentyFiveMinutes, "Semana", "Primero en contarla"],
        [SAMPLE.twelveMinutes, "El Espectador", "13 minutos después"],
        [SAMPLE.sevenMinutes, "El Tiempo", "18 minutos después"],
      ] as const;
      for (const [index, [title, newspaper, step]] of expected.entries()) {
        const version = versions.nth(index);
        await expect(version.getByRole("link", { name: title })).toHaveAttribute("href", `/articulos/${ids.get(title)}`);
        await expect(version.getByRole("link", { name: `Leer en ${newspaper}` })).toHaveAttribute(
          "href",
          /^https:\/\/muestra\.rotativa\.invalid\//,
        );
        await expect(version).toContainText(step);
        await expect(version).toContainText("Nacional");
        const time = version.locator("time");
        const iso = (await time.getAttribute("datetime")) ?? "";
        await expect(time).toHaveText(new RegExp(`^\\d{1,2} [a-z]+\\.(?: de \\d{4})?, ${bogotaClock(iso).replace(/\./g, "\\.")}$`));
      }

      const told = page.getByRole("region", { name: "Quién la cuenta" });
      await expect(told).toContainText("3 periódicos nacionales; ningún regional.");
      await expect(told.getByRole("link")).toHaveText(["Semana", "El Espectador", "El Tiempo"]);
      const topics = page.getByRole("region", { name: "Temas y lugares" });
      await expect(topics.getByRole("link", { name: "Política" })).toHaveAttribute("href", "/categorias/politica");
      // The Senate's vote is national news: no version names a department.
      await expect(topics).toContainText("Ninguna versión nombra un departamento: es una historia nacional.");
      const missing = page.getByRole("region", { name: "¿Quién no lo ha contado?" });
      // The rule is stated as applied: the story's department and category, the period, the minimum.
      await expect(missing).toContainText(
        "Periódicos que en los 30 días anteriores a esta historia contaron al menos 5 historias de la categoría Política y que todavía no han publicado esta.",
      );

      // A version's link leads to its article page.
      await timeline.getByRole("link", { name: SAMPLE.twelveMinutes }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE.twelveMinutes);
      await expect(page.getByRole("link", { name: /^Toda la historia/ })).toHaveAttribute("href", `/historias/${storyId}`);
    });

    test("'Reportar: no es la misma noticia' opens the contact form about the story, and the story is stored with the message", async ({
      browser,
      request,
    }) => {
      const storyId = await storyIdOf(request, SAMPLE.sevenMinutes);
      const context = await browser.newContext({
        javaScriptEnabled,
        extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:${randomBytes(2).toString("hex")}::51` },
      });
      const page = await context.newPage();
      await page.goto(`/historias/${storyId}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("link", { name: "Reportar: no es la misma noticia" }).click();
      await expect(page).toHaveURL(new RegExp(`/contacto\\?motivo=agrupacion&historia=${storyId}$`));
      await expect(page.getByLabel("Motivo")).toHaveValue("agrupacion");
      await expect(page.getByText("Sobre la historia:")).toContainText(SAMPLE.twentyFiveMinutes);
      const name = `Lectora ${javaScriptEnabled ? "con" : "sin"} JavaScript ${randomBytes(3).toString("hex")}`;
      await page.getByLabel("Nombre").fill(name);
      await page.getByLabel("Correo electrónico").fill("lectora@example.co");
      await page.getByLabel("Mensaje", { exact: true }).fill("La versión de Semana habla de otra votación, no de la misma sesión.");
      await waitForMinimumFillTime(page);
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
      expect(storedContactMessages().find((message) => message.name === name)).toMatchObject({
        reason: "agrupacion",
        storyId,
        articleId: null,
      });
      await context.close();
    });
  });
}

test("the story page names itself: title, description, canonical, its feed and a JSON-LD list of NewsArticle", async ({
  page,
  request,
}) => {
  const storyId = await storyIdOf(request, SAMPLE.sevenMinutes);
  const response = await page.goto(`/historias/${storyId}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=300");
  await expect(page).toHaveTitle(`${SAMPLE.twentyFiveMinutes} · cobertura completa · Rotativa`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^En 3 periódicos \(Semana, El Espectador, El Tiempo\)\. /,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^http://[^/]+/historias/${storyId}$`));
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    new RegExp(`/historias/${storyId}/rss\\.xml$`),
  );
  const objects = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const list = objects.find((object) => object["@type"] === "ItemList") as
    | { numberOfItems: number; itemListElement: { position: number; item: { "@type": string; headline: string; url: string } }[] }
    | undefined;
  expect(list?.numberOfItems).toBe(3);
  expect(list?.itemListElement.map((element) => [element.position, element.item["@type"], element.item.headline])).toEqual([
    [1, "NewsArticle", SAMPLE.twentyFiveMinutes],
    [2, "NewsArticle", SAMPLE.twelveMinutes],
    [3, "NewsArticle", SAMPLE.sevenMinutes],
  ]);
  expect(list?.itemListElement[2]?.item.url).toMatch(new RegExp(`/articulos/${await articleIdOf(request, SAMPLE.sevenMinutes)}$`));
});

test("the story's RSS feed lists its versions, newest first, and a feed reader reads it back", async ({ request }) => {
  const storyId = await storyIdOf(request, SAMPLE.sevenMinutes);
  const path = `/historias/${storyId}/rss.xml`;
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  const parsed = parseFeed({
    bytes: new TextEncoder().encode(xml),
    contentType: response.headers()["content-type"],
    url: `http://127.0.0.1${path}`,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.feed.title?.value).toBe(`${SAMPLE.twentyFiveMinutes} · cobertura completa · Rotativa`);
  expect(parsed.feed.link).toMatch(new RegExp(`/historias/${storyId}$`));
  expect(parsed.feed.items.map((item) => item.title?.value)).toEqual([SAMPLE.sevenMinutes, SAMPLE.twelveMinutes, SAMPLE.twentyFiveMinutes]);
  const seven = await articleIdOf(request, SAMPLE.sevenMinutes);
  expect(parsed.feed.items[0]?.link).toMatch(new RegExp(`/articulos/${seven}$`));
  expect(parsed.feed.items[0]?.summary?.value).toMatch(/^El Tiempo: /);
  expect((await request.get("/historias/987654/rss.xml")).status()).toBe(404);
});

test("unknown, malformed and non-canonical story ids answer the specification's 404 page; a later version's id leads to its story", async ({
  page,
  request,
}) => {
  for (const path of ["/historias/987654", "/historias/abc", "/historias/0", "/historias/-3"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle(`404 - Page Not Found: ${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Page Not Found: ${path}`);
  }
  const storyId = await storyIdOf(request, SAMPLE.sevenMinutes);
  // The same number written another way is not the story's address.
  for (const path of [`/historias/0${storyId}`, `/historias/${storyId}.0`, `/historias/+${storyId}`]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  expect((await request.get("/historias/987654/_payload.json")).status()).toBe(404);
  // El Tiempo's version was stored after the story began: its id leads to the story.
  const seven = await articleIdOf(request, SAMPLE.sevenMinutes);
  expect(seven).not.toBe(storyId);
  const moved = await request.get(`/historias/${seven}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(302);
  expect(moved.headers().location).toBe(`/historias/${storyId}`);
});

test("the story's payload is the page's data as JSON", async ({ request }) => {
  const storyId = await storyIdOf(request, SAMPLE.sevenMinutes);
  const response = await request.get(`/historias/${storyId}/_payload.json`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    page: string;
    data: { story: { id: number; articles: number }; versions: { title: string }[]; missing: { rule: { minStories: number } } };
  };
  expect(body.page).toBe("historia");
  expect(body.data.story).toMatchObject({ id: storyId, articles: 3 });
  expect(body.data.versions.map((version) => version.title)).toEqual([SAMPLE.twentyFiveMinutes, SAMPLE.twelveMinutes, SAMPLE.sevenMinutes]);
  expect(body.data.missing.rule.minStories).toBe(5);
});

test("with JavaScript, versions stored after the page was shown are offered like a listing's new articles", async ({ page, request }) => {
  const storyId = await storyIdOf(request, SAMPLE.sevenMinutes);
  const first = storyId;
  await page.clock.install();
  await page.goto(`/historias/${storyId}`);
  await waitForHydration(page);
  // Ingestion is off in these tests. To have versions "arrive", the fragment is asked about the
  // story's first article, as if the two later versions had come in after the page was shown.
  const asked: string[] = [];
  let pretend = true;
  await page.route(/\/fragmentos\/nuevas/, async (route) => {
    const url = new URL(route.request().url());
    asked.push(`${url.searchParams.get("historia")}:${url.searchParams.get("ultima")}`);
    if (pretend) url.searchParams.set("ultima", String(first));
    await route.continue({ url: url.toString() });
  });
  const notice = page.getByRole("button", { name: /versi(ón|ones) nuevas?/ });
  await page.clock.runFor(61_000);
  await expect(notice).toHaveText("2 versiones nuevas · Mostrar");
  // The page asks about its own newest version.
  const seven = await articleIdOf(request, SAMPLE.sevenMinutes);
  expect(asked).toEqual([`${storyId}:${seven}`]);
  pretend = false;
  const reload = page.waitForRequest((r) => r.url().includes(`/historias/${storyId}.data`));
  await notice.click();
  await reload;
  await expect(notice).toHaveCount(0);
  // Focus goes to the newest version, at the end of the timeline.
  await expect(page.locator(":focus")).toHaveText(SAMPLE.sevenMinutes);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the story page has no serious or critical axe violations in ${colorScheme} mode`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(`/historias/${await storyIdOf(request, SAMPLE.sevenMinutes)}`);
    await expect(page.locator("html")).toHaveClass(colorScheme);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
