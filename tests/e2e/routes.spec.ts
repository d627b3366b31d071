import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { SAMPLE_ARTICLES } from "../../app/data/sample-articles.js";
import { articleIdOf, cardTitles, e2eDatabasePath, expectLayout, type Layout, SAMPLE, storyIdOf, waitForHydration } from "./support.js";

interface RouteCase {
  path: string;
  layout: Layout;
  heading: string | RegExp;
  /** Text the page must show, from the sample data. */
  shows?: string[];
  /** Text it must not show (outside its window). */
  hides?: string[];
}

const ROUTES: RouteCase[] = [
  { path: "/test", layout: "none", heading: "Diagnóstico", shows: ["accesible", "Noticias", "Periódicos"] },
  { path: "/", layout: "default", heading: "Rotativa: noticias de Colombia", shows: [SAMPLE.sevenMinutes] },
  { path: "/busqueda", layout: "default", heading: "Búsqueda" },
  { path: "/busqueda?q=Medell%C3%ADn", layout: "default", heading: "Búsqueda", shows: [SAMPLE.eighteenMinutes] },
  {
    path: "/ultima-hora",
    layout: "default",
    heading: "Última hora",
    shows: [SAMPLE.sevenMinutes, SAMPLE.eighteenMinutes],
    hides: [SAMPLE.ninetyFiveMinutes],
  },
  {
    path: "/ultimo-dia",
    layout: "default",
    heading: "Último día",
    shows: [SAMPLE.sevenMinutes, SAMPLE.ninetyFiveMinutes],
    hides: [SAMPLE.thirtyHours],
  },
  {
    path: "/ultima-semana",
    layout: "default",
    heading: "Última semana",
    shows: [SAMPLE.thirtyHours, SAMPLE.sixDays],
    hides: [SAMPLE.thirtyDays],
  },
  { path: "/contacto", layout: "default", heading: "Contacto" },
  { path: "/reportes", layout: "default", heading: "Reportes de cobertura", shows: ["Por categoría", "Por departamento"] },
  { path: "/categorias", layout: "default", heading: "Categorías", shows: ["Política", "Medio ambiente", "General"] },
  { path: "/periodicos", layout: "default", heading: "Periódicos", shows: ["El Tiempo", "El Colombiano"] },
  { path: "/departamentos", layout: "default", heading: "Departamentos", shows: ["Antioquia", "Bogotá D.C.", "Vaupés"] },
  { path: "/todas-las-noticias", layout: "default", heading: "Todas las noticias", shows: [SAMPLE.sixDays, SAMPLE.sevenMinutes] },
  { path: "/categorias/politica", layout: "default", heading: "Política", shows: [SAMPLE.sevenMinutes], hides: [SAMPLE.eighteenMinutes] },
  { path: "/categorias/politica/ultima-hora", layout: "default", heading: "Política", shows: [SAMPLE.sevenMinutes] },
  { path: "/categorias/deportes/ultimo-dia", layout: "default", heading: "Deportes", hides: [SAMPLE.thirtyDays] },
  { path: "/categorias/deportes/ultima-semana", layout: "default", heading: "Deportes", hides: [SAMPLE.thirtyDays] },
  { path: "/periodicos/el-tiempo", layout: "default", heading: "El Tiempo", shows: [SAMPLE.sevenMinutes, SAMPLE.thirtyDays] },
  {
    path: "/periodicos/el-tiempo/ultima-hora",
    layout: "default",
    heading: "El Tiempo",
    shows: [SAMPLE.sevenMinutes],
    hides: [SAMPLE.thirtyDays],
  },
  { path: "/periodicos/el-colombiano/ultimo-dia", layout: "default", heading: "El Colombiano", shows: [SAMPLE.eighteenMinutes] },
  { path: "/periodicos/el-nuevo-dia/ultima-semana", layout: "default", heading: "El Nuevo Día", shows: [SAMPLE.sixDays] },
  {
    path: "/departamentos/antioquia",
    layout: "default",
    heading: "Antioquia",
    shows: [SAMPLE.eighteenMinutes],
    hides: [SAMPLE.sevenMinutes],
  },
  { path: "/departamentos/antioquia/ultima-hora", layout: "default", heading: "Antioquia", shows: [SAMPLE.eighteenMinutes] },
  {
    path: "/departamentos/bogota/ultimo-dia",
    layout: "default",
    heading: "Bogotá D.C.",
    shows: [SAMPLE.fourHours],
    hides: [SAMPLE.sevenMinutes],
  },
  { path: "/departamentos/tolima/ultima-semana", layout: "default", heading: "Tolima", shows: [SAMPLE.sixDays] },
  { path: "/departamentos/antioquia/titulares", layout: "default", heading: "Antioquia", shows: ["Titulares", SAMPLE.eighteenMinutes] },
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`every route of the specification (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    for (const route of ROUTES) {
      test(`${route.path} answers 200 with the ${route.layout} layout and its content`, async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", "es-CO");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
        await expectLayout(page, route.layout);
        for (const text of route.shows ?? []) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
        for (const text of route.hides ?? []) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
      });
    }

    test("/articulos/{id} answers 200 with the no-header layout and the article", async ({ page, request }) => {
      const id = await articleIdOf(request, SAMPLE.sevenMinutes);
      const response = await page.goto(`/articulos/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE.sevenMinutes);
      await expectLayout(page, "no-header");
      await expect(page.getByRole("link", { name: "Leer la noticia completa en El Tiempo" })).toHaveAttribute(
        "href",
        /^https:\/\/muestra\.rotativa\.invalid\//,
      );
      // The Senate's vote is national news: its page links no department.
      await expect(page.getByRole("article").getByRole("link", { name: "Bogotá D.C." })).toHaveCount(0);
      await expect(page.locator(".article-page > .article-meta time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
      // A local article links the department it is about.
      await page.goto(`/articulos/${await articleIdOf(request, SAMPLE.eighteenMinutes)}`);
      await expect(page.getByRole("article").getByRole("link", { name: "Antioquia" }).first()).toHaveAttribute(
        "href",
        "/departamentos/antioquia",
      );
    });

    test("/historias/{id} answers 200 with the default layout and the story's versions", async ({ page, request }) => {
      const id = await storyIdOf(request, SAMPLE.sevenMinutes);
      const response = await page.goto(`/historias/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE.twentyFiveMinutes);
      await expectLayout(page, "default");
      for (const title of [SAMPLE.twentyFiveMinutes, SAMPLE.twelveMinutes, SAMPLE.sevenMinutes])
        await expect(page.getByRole("region", { name: "Cronología" }).getByRole("link", { name: title })).toBeVisible();
    });
  });
}

test("listings show newest first with newspaper, relative time and category", async ({ page }) => {
  await page.goto("/ultimo-dia");
  const titles = await cardTitles(page);
  expect(titles.indexOf(SAMPLE.sevenMinutes)).toBeLessThan(titles.indexOf(SAMPLE.eighteenMinutes));
  expect(titles.indexOf(SAMPLE.eighteenMinutes)).toBeLessThan(titles.indexOf(SAMPLE.ninetyFiveMinutes));
  const first = page.locator(".article-card").first();
  await expect(first.locator(".article-newspaper")).toHaveText("El Tiempo");
  await expect(first.locator(".article-category")).toHaveText("Política");
  await expect(first.locator("time")).toHaveText(/^hace \d+ minutos$/);
});

test("an empty window says so in Spanish", async ({ page }) => {
  const response = await page.goto("/departamentos/vaupes/ultima-hora");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("status")).toHaveText("No hay noticias sobre Vaupés publicadas en los últimos 60 minutos.");
});

test("window tabs mark the current window and lead to the others", async ({ page }) => {
  await page.goto("/categorias/politica/ultimo-dia");
  const tabs = page.getByRole("navigation", { name: "Noticias de Política por periodo" });
  await expect(tabs.getByRole("link", { name: "Último día" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.locator("[aria-current]")).toHaveCount(1);
  await tabs.getByRole("link", { name: "Última semana" }).click();
  await expect(page).toHaveURL(/\/categorias\/politica\/ultima-semana$/);
  await expect(tabs.getByRole("link", { name: "Última semana" })).toHaveAttribute("aria-current", "page");
});

test("the header navigates between pages client-side without a full reload", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "still here"));
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Periódicos" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Periódicos");
  await expect(page).toHaveURL(/\/periodicos$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("still here");
  await expect(page.getByRole("link", { name: "Periódicos", exact: true })).toHaveAttribute("aria-current", "page");
});

test("the header's search field searches without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/categorias");
  await page.getByRole("searchbox", { name: "Buscar noticias" }).fill("Cartagena turistas");
  await page.getByRole("button", { name: "Buscar", exact: true }).first().click();
  await expect(page).toHaveURL(/\/busqueda\?q=Cartagena\+turistas$/);
  await expect(page.getByText("Cartagena espera más de un millón de turistas en la temporada de diciembre")).toBeVisible();
  await context.close();
});

test("/test reports the build, the server time and the store's counts", async ({ page }) => {
  await page.goto("/test");
  await expect(page.locator('[data-key="build"] dd')).toHaveText(/^[0-9a-f]{8}$/);
  await expect(page.locator('[data-key="server-time"] dd')).toHaveText(/^\d{4}-\d\d-\d\dT.*hora de Bogotá/);
  await expect(page.locator('[data-key="database"] dd')).toHaveText("accesible");
  // The count the store itself reports (the sample articles, the pagination archive, and whatever other tests added).
  const stored = JSON.parse(
    execFileSync(process.execPath, ["dist/cli.js", "status", "--database", e2eDatabasePath()], {
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" },
    }),
  ) as { articles: number };
  expect(stored.articles).toBeGreaterThanOrEqual(SAMPLE_ARTICLES.length);
  await expect(page.locator('[data-key="articles"] dd')).toHaveText(String(stored.articles));
  await expect(page.locator('[data-key="newspapers"] dd')).toHaveText(/^[1-9]\d*$/);
  await expect(page.locator('[data-key="last-ingestion"] dd')).toHaveText("ninguna todavía");
});
