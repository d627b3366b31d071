import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support.js";

/*
 * /busqueda against the sample articles (app/data/sample-articles.ts): the form with and without
 * JavaScript, Spanish-aware matching, filters, highlights, the empty state, pages, hostile input
 * and /opensearch.xml; the search that forgives (issue 19): corrections, partial matches, related
 * words, versions of a story grouped, the search's feed. Its result pages' accessibility is checked with every
 * page in accessibility.spec.ts, and the states of issue 19 here.
 */

const PARO = "Gobernación del Cauca rechaza el paro armado anunciado por disidencias en el sur del departamento";
const CICLISMO = "Ciclista boyacense gana la etapa reina de la Vuelta a Colombia en el Alto del Vino";
const CLASICO = "Millonarios y Santa Fe agotan las boletas para el clásico de fútbol en El Campín";
const BOGOTA = "Bogotá extiende el pico y placa solidario hasta junio";
const ELECCIONES = "Registraduría abre la inscripción de cédulas para las elecciones de 2026";

function results(page: Page) {
  return page.locator(".search-results .article-card .article-title");
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the search form (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("searches with filters and lands on a short, shareable URL with highlighted results", async ({ page }) => {
      await page.goto("/busqueda");
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
      }
      const form = page.getByRole("search", { name: "Buscar en las noticias" });
      await form.getByLabel("Palabras a buscar").fill("deportes -fútbol");
      await form.getByText("Filtros y orden").click();
      await form.getByLabel("Categoría").selectOption("deportes");
      await form.getByRole("button", { name: "Buscar", exact: true }).click();
      await expect(page).toHaveURL(/\/busqueda\?q=deportes\+-f%C3%BAtbol&categoria=deportes$/);
      await expect(results(page)).toHaveText([CICLISMO]);
      await expect(page.getByRole("status").filter({ hasText: "resultado" })).toHaveText("1 resultado para «deportes -fútbol»");
      await expect(page.locator(".search-results mark")).toHaveText(["Deporte", "deportes"]);
      await expect(page.getByRole("list", { name: "Filtros aplicados" })).toContainText("Categoría: Deportes");
      if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    });

    test("orders by time and pages through results", async ({ page }) => {
      // "de" quoted is searched as written: most sample articles contain it (more than one page).
      await page.goto("/busqueda?q=%22de%22&orden=recientes");
      await expect(page.getByText("Página 1 de 2")).toBeVisible();
      const first = await results(page).allInnerTexts();
      expect(first).toHaveLength(20);
      await page.getByRole("navigation", { name: "Páginas de resultados" }).getByRole("link", { name: "Siguiente" }).click();
      await expect(page).toHaveURL(/pagina=2/);
      await expect(page.getByText("Página 2 de 2")).toBeVisible();
      const second = await results(page).allInnerTexts();
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((title) => first.includes(title))).toEqual([]);
      await page.getByRole("link", { name: "Anterior" }).click();
      await expect(results(page)).toHaveText(first);
    });
  });
}

const MEDELLIN = "Metro de Medellín amplía el horario de la línea A durante la temporada de fin de año";
const JUNIOR = "Junior vence 2-1 al Nacional y llega con ventaja a la final de vuelta en Barranquilla";

for (const javaScriptEnabled of [false, true]) {
  test.describe(`a search that forgives (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("corrects a misspelt word and links to the correction and to the words as typed", async ({ page }) => {
      await page.goto("/busqueda?q=medelin");
      if (javaScriptEnabled) await waitForHydration(page);
      const notice = page.locator(".search-correction");
      await expect(notice).toHaveText("Mostrando resultados de «Medellín». Buscar en cambio «medelin»");
      await expect(results(page)).toHaveText([MEDELLIN]);
      await notice.getByRole("link", { name: "medelin" }).click();
      await expect(page).toHaveURL(/\/busqueda\?q=medelin&corregir=no$/);
      await expect(page.getByRole("status").filter({ hasText: "Sin resultados" })).toHaveText("Sin resultados para «medelin»");
      await page.goto("/busqueda?q=medelin");
      await page.locator(".search-correction").getByRole("link", { name: "Medellín" }).click();
      await expect(page).toHaveURL(/\/busqueda\?q=Medell%C3%ADn$/);
      await expect(results(page)).toHaveText([MEDELLIN]);
      await expect(page.locator(".search-correction")).toHaveCount(0);
    });

    test("shows partial matches below full ones with the notice, and versions of a story once", async ({ page }) => {
      await page.goto("/busqueda?q=metro%20Barranquilla");
      await expect(page.locator(".search-partial-notice")).toHaveText(
        "No encontramos todas las palabras; estas noticias tienen la mayoría.",
      );
      await expect(results(page)).toContainText([MEDELLIN]);
      await expect(results(page)).toContainText([JUNIOR]);
      await page.goto("/busqueda?q=Junior%20vs%20Nacional");
      await expect(results(page).first()).toHaveText(JUNIOR);
      await expect(page.getByText("Ninguna noticia contiene «vs»: se buscó sin esa palabra.")).toBeVisible();
      await page.goto("/busqueda?q=reforma%20salud%20senado");
      await expect(results(page)).toHaveCount(1);
      const versions = page.locator(".search-versions a");
      await expect(versions).toHaveText("y 2 versiones más");
      await expect(versions).toHaveAttribute("href", /^\/historias\/\d+$/);
      await page.goto("/busqueda?q=de%20la");
      await expect(page.getByText("«de la» solo tiene palabras muy comunes")).toBeVisible();
      await expect(results(page)).toHaveCount(0);
    });

    test("lists articles that say it with a related word, highlighted, and says which word", async ({ page }) => {
      await page.goto("/busqueda?q=comicios");
      await expect(page.locator(".search-related-notice")).toHaveText(
        "Sin noticias con esas palabras exactas; estas usan palabras relacionadas: «elecciones».",
      );
      await expect(results(page)).toContainText([ELECCIONES]);
      await expect(page.locator(".search-results .article-card", { hasText: ELECCIONES }).locator("mark").first()).toHaveText(
        /elecciones/i,
      );
      // Quoted, the word is searched as written.
      await page.goto("/busqueda?q=%22comicios%22");
      await expect(page.locator(".search-related-notice")).toHaveCount(0);
      await expect(results(page)).toHaveCount(0);
    });

    test("offers every search as a feed, linked from the page", async ({ page, request }) => {
      await page.goto("/busqueda?q=paro&departamento=cauca");
      const alternate = page.locator('link[rel="alternate"][type="application/rss+xml"]').last();
      await expect(alternate).toHaveAttribute("href", "/busqueda/rss.xml?q=paro&departamento=cauca");
      const link = page.getByRole("link", { name: "Seguir esta búsqueda por RSS" });
      await expect(link).toHaveAttribute("href", "/busqueda/rss.xml?q=paro&departamento=cauca");
      const feed = await request.get("/busqueda/rss.xml?q=paro&departamento=cauca");
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await feed.text();
      expect(xml).toContain(`<title>${PARO}</title>`);
      expect(xml).toContain("<title>«paro» · Búsqueda · Rotativa</title>");
      expect(xml).not.toContain("Millonarios");
      expect((await request.get("/busqueda/rss.xml?q=medelin")).status()).toBe(200);
      expect(await (await request.get("/busqueda/rss.xml?q=medelin")).text()).toContain(MEDELLIN);
      const refused = await request.get("/busqueda/rss.xml?q=paro&categoria=NO");
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain("La categoría «NO» no existe");
      expect((await request.get("/busqueda/rss.xml")).status()).toBe(400);
    });
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the states of a forgiving search have no serious or critical axe violations in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const failures: string[] = [];
    for (const path of ["/busqueda?q=medelin", "/busqueda?q=metro%20Barranquilla", "/busqueda?q=reforma%20salud", "/busqueda?q=de%20la"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(colorScheme);
      const found = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      for (const violation of found.violations)
        if (violation.impact === "serious" || violation.impact === "critical") failures.push(`${path}: ${violation.id}`);
    }
    expect(failures).toEqual([]);
  });
}

test("matches Spanish the way readers write it", async ({ page }) => {
  await page.goto("/busqueda?q=bogota");
  await expect(results(page).first()).toHaveText(BOGOTA);
  await expect(page.locator(".search-results mark").first()).toHaveText("Bogotá");
  await page.goto("/busqueda?q=elecci%C3%B3n");
  await expect(results(page)).toHaveText([ELECCIONES]);
  await expect(page.locator(".search-results mark")).toHaveText(["elecciones"]);
  await page.goto("/busqueda?q=%22paro%20armado%22");
  await expect(results(page)).toHaveText([PARO]);
  await expect(page.locator(".search-results mark").first()).toHaveText("paro armado");
  await page.goto("/busqueda?q=-f%C3%BAtbol%20deportes");
  await expect(results(page)).toContainText([CICLISMO]);
  await expect(results(page)).not.toContainText([CLASICO]);
  await page.goto("/busqueda?q=la%20reforma%20de%20la%20salud");
  await expect(page.getByText("Se omitieron palabras demasiado comunes: la, de.")).toBeVisible();
});

test("filters by department and removes a filter from its chip", async ({ page }) => {
  await page.goto("/busqueda?q=paro&departamento=cauca");
  await expect(results(page)).toHaveText([PARO]);
  await page.goto("/busqueda?q=deportes&departamento=bogota");
  await expect(results(page)).toHaveText([CLASICO]);
  await page.getByRole("link", { name: "Quitar el filtro departamento" }).click();
  await expect(page).toHaveURL(/\/busqueda\?q=deportes$/);
  await expect(results(page)).toHaveCount(2);
});

test("filters by municipality, offering the chosen department's municipalities", async ({ page }) => {
  await page.goto("/busqueda?q=paro&departamento=cauca");
  const select = page.getByLabel("Municipio");
  await expect(select.locator("option", { hasText: "Patía" })).toHaveCount(1);
  await page.goto("/busqueda?q=paro&municipio=19532");
  await expect(results(page)).toHaveText([PARO]);
  await expect(page.getByRole("list", { name: "Filtros aplicados" })).toContainText("Municipio: Patía");
  await page.goto("/busqueda?q=paro&municipio=05001");
  await expect(results(page)).toHaveCount(0);
});

test("says when nothing matched and offers wider searches that do find something", async ({ page }) => {
  await page.goto("/busqueda?q=paro&categoria=deportes");
  await expect(page.getByRole("status").filter({ hasText: "Sin resultados" })).toHaveText("Sin resultados para «paro»");
  const suggestion = page.getByRole("link", { name: "En todas las categorías" });
  await expect(suggestion).toBeVisible();
  await expect(page.locator(".search-suggestions")).toContainText("(1 resultado)");
  await suggestion.click();
  await expect(results(page)).toHaveText([PARO]);
});

test("explains how to search when nothing was asked", async ({ page }) => {
  await page.goto("/busqueda");
  await expect(page.getByText("Escriba una o varias palabras")).toBeVisible();
  await page.goto("/busqueda?q=-f%C3%BAtbol");
  await expect(page.getByText("Añada al menos una palabra")).toBeVisible();
});

test("escapes what readers type and what articles say", async ({ page }) => {
  await page.goto(`/busqueda?q=${encodeURIComponent('<img src=x onerror="window.pwned=1"> bogota')}`);
  expect(await page.locator(".search-results img, main img").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await expect(page.getByRole("status").filter({ hasText: "para «" })).toContainText('<img src=x onerror="window.pwned=1"> bogota');
});

test("no query, however hostile, breaks the page; invalid filters answer 400 with the reason", async ({ request }) => {
  const hostile = [
    '"',
    '""',
    "*",
    "-",
    "^",
    ":",
    "(",
    ")",
    "NEAR(",
    "AND OR NOT",
    'title:"x"',
    "{title}: x",
    "a* OR b*",
    "\u0000\u0001",
    "😀👩‍👩‍👧",
    "ñ".repeat(1000),
    "' OR 1=1 --",
    "%",
    "_",
    "\\",
    "NEAR(paro armado, 2)",
    "-",
    "--x",
    '-"',
    "OR",
    "\u202e\u200b",
  ];
  for (const q of hostile) {
    const response = await request.get(`/busqueda?q=${encodeURIComponent(q)}`);
    expect(response.status(), q).toBe(200);
  }
  for (const path of ["/busqueda?q=%E0%A4%A", "/busqueda?q=x&q=y&q=%00", "/busqueda?pagina=9999999999999999999&q=x"]) {
    expect((await request.get(path)).status(), path).toBeLessThan(500);
  }
  const invalid = await request.get("/busqueda?q=lluvias&categoria=NO&desde=2025-13-45&orden=x&pagina=-1&departamento=%3Cscript%3E");
  expect(invalid.status()).toBe(400);
  const html = await invalid.text();
  expect(html).toContain("La categoría «NO» no existe; se buscó en todas.");
  expect(html).toContain("El departamento «&lt;script&gt;» no existe; se buscó en todos.");
  expect(html).not.toContain("<script>»");
});

test("redirects a submitted form's empty fields to the short URL", async ({ request }) => {
  const response = await request.get("/busqueda?q=bogota&categoria=&periodico=&departamento=&desde=&hasta=&orden=relevancia", {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/busqueda?q=bogota");
});

test("offers Rotativa to browsers as a search engine", async ({ page, request }) => {
  const response = await request.get("/opensearch.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/opensearchdescription+xml");
  const xml = await response.text();
  expect(xml).toContain("<ShortName>Rotativa</ShortName>");
  expect(xml).toMatch(/template="http:\/\/[^"]+\/busqueda\?q=\{searchTerms\}"/);
  await page.goto("/");
  await expect(page.locator('link[rel="search"][type="application/opensearchdescription+xml"]')).toHaveAttribute("href", "/opensearch.xml");
});
