import { expect, type Page, test } from "@playwright/test";
import { articleIdOf, SAMPLE, storyIdOf } from "./support.js";

/** Every kind of page: listings, families, forms, reports, the article and story pages and the 404. */
const PATHS = [
  "/",
  "/test",
  "/busqueda",
  "/busqueda?q=Cali",
  "/ultima-hora",
  "/ultima-semana",
  "/contacto",
  "/guardadas",
  "/reportes",
  "/categorias",
  "/periodicos",
  "/departamentos",
  "/todas-las-noticias",
  "/todas-las-noticias?categoria=deportes&departamento=bogota",
  "/categorias/politica",
  "/periodicos/diario-de-paginacion",
  "/periodicos/el-tiempo/ultimo-dia",
  "/departamentos/antioquia/titulares",
  "/departamentos/norte-de-santander/ultima-semana",
  "/todas-las-noticias?antes=9999999999999.1&pagina=2",
  "/categorias/politika",
];

/** How wide the document is, and which elements clip content they hold (the visually-hidden helpers aside). */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      // Form fields scroll their own value; the visually-hidden helpers clip on purpose.
      if (element.closest(".visually-hidden, details:not([open]), svg, .hp, input, select, textarea")) continue;
      const style = getComputedStyle(element);
      if (style.display === "none") continue;
      const hides = ["hidden", "clip"].includes(style.overflowX) || ["hidden", "clip"].includes(style.overflowY);
      if (hides && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)) {
        clipped.push(`${element.tagName.toLowerCase()}.${element.className}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, clipped };
  });
}

const TEXT = "h1, h2, h3, p, a, li, label, button, summary, input:not([type=radio]):not([type=checkbox]), th, td";

/** Notes the computed font size of every visible text element on the element itself. */
async function markTextSizes(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) => !element.closest("svg, .visually-hidden") && element.getClientRects().length > 0,
    );
    for (const element of elements) element.dataset.reflowSize = getComputedStyle(element).fontSize;
    return elements.length;
  }, TEXT);
}

/** The marked elements whose text did not (nearly) double since they were marked. */
async function textThatDidNotGrow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-reflow-size]")]
      .filter((element) => element.getClientRects().length > 0)
      .filter(
        (element) => Number.parseFloat(getComputedStyle(element).fontSize) < 1.9 * Number.parseFloat(element.dataset.reflowSize ?? "0"),
      )
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

async function pathsWithArticle(request: Parameters<typeof articleIdOf>[0]) {
  return [
    ...PATHS,
    `/articulos/${await articleIdOf(request, SAMPLE.sevenMinutes)}`,
    `/historias/${await storyIdOf(request, SAMPLE.sevenMinutes)}`,
  ];
}

for (const javaScriptEnabled of [true, false]) {
  test(`every page reflows at 320 px without sideways scrolling (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const failures: string[] = [];
    for (const path of await pathsWithArticle(request)) {
      await page.goto(path);
      const { scrollWidth, viewport, clipped } = await overflowOf(page);
      if (scrollWidth > viewport) failures.push(`${path}: ${scrollWidth} px wide in a ${viewport} px viewport`);
      if (clipped.length > 0) failures.push(`${path}: clipped ${clipped.join(", ")}`);
    }
    expect(failures).toEqual([]);
    await context.close();
  });

  test(`every page reflows at 390 px with the root font size doubled, and its text grows (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const failures: string[] = [];
    for (const path of await pathsWithArticle(request)) {
      await page.goto(path);
      const marked = await markTextSizes(page);
      expect(marked, path).toBeGreaterThan(0);
      // What a phone's large-text setting does: the root font size, on which every rem depends, doubles.
      await page.evaluate(() => {
        document.documentElement.style.fontSize = "200%";
      });
      const fixed = await textThatDidNotGrow(page);
      if (fixed.length > 0)
        failures.push(`${path}: ${fixed.length} of ${marked} text elements did not double (${fixed.slice(0, 3).join(", ")})`);
      const { scrollWidth, viewport, clipped } = await overflowOf(page);
      if (scrollWidth > viewport) failures.push(`${path}: ${scrollWidth} px wide in a ${viewport} px viewport`);
      if (clipped.length > 0) failures.push(`${path}: clipped ${clipped.join(", ")}`);
    }
    expect(failures).toEqual([]);
    await context.close();
  });
}

test.describe("navigation on a phone", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the "Secciones" menu reaches every section (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto("/ultima-hora");
      const nav = page.getByRole("navigation", { name: "Principal" });
      // The menu names where the reader is before it is opened.
      await expect(nav.locator("summary")).toHaveText(/Secciones\s*Última hora/);
      await expect(nav.getByRole("link", { name: "Departamentos" })).toBeHidden();
      await nav.locator("summary").click();
      for (const name of [
        "Inicio",
        "Última hora",
        "Último día",
        "Última semana",
        "Categorías",
        "Periódicos",
        "Departamentos",
        "Todas las noticias",
      ]) {
        const link = nav.getByRole("link", { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toBeInViewport();
      }
      await expect(nav.getByRole("link", { name: "Última hora" })).toHaveAttribute("aria-current", "page");
      await nav.getByRole("link", { name: "Departamentos" }).click();
      await expect(page).toHaveURL(/\/departamentos$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Departamentos");
      await expect(nav.locator("summary")).toHaveText(/Secciones\s*Departamentos/);
      await context.close();
    });
  }

  test("on a wide screen the bar shows every section without opening anything", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.locator("summary")).toBeHidden();
    for (const name of ["Inicio", "Categorías", "Departamentos", "Todas las noticias"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport();
    }
  });

  test("a department's tabs, Titulares included, are all on screen at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/departamentos/antioquia/titulares");
    const tabs = page.getByRole("navigation", { name: /por periodo/ });
    for (const name of ["Todo", "Última hora", "Último día", "Última semana", "Titulares"]) {
      await expect(tabs.getByRole("link", { name, exact: true })).toBeInViewport();
    }
    await expect(tabs.getByRole("link", { name: "Titulares" })).toHaveAttribute("aria-current", "page");
  });
});
