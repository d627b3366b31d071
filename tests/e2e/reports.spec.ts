import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/*
 * /reportes: server-rendered SVG charts with text alternatives and data tables, CSV downloads of
 * every table, a period selector that works without JavaScript, and the department maps.
 */

const CHARTS = [
  "grafico-por-hora",
  "grafico-por-dia",
  "grafico-por-categoria",
  "grafico-por-periodico",
  "mapa-por-departamento",
  "mapa-por-habitantes",
];

const CSV_HEADERS: Record<string, string> = {
  "por-hora": "Hora (Bogotá),Noticias",
  "por-dia": "Día,Noticias",
  "por-categoria": "Categoría,Noticias",
  "por-periodico": "Periódico,Noticias",
  "por-departamento": "Departamento,Noticias",
  "por-habitantes": "Departamento,Noticias,Habitantes,Noticias por 100.000 habitantes",
  historias: "Noticia,Periódicos,Artículos,Primera publicación",
  fuentes: "Periódico,Fuente,Estado,Última lectura exitosa,Con errores desde,Último error,Noticias guardadas",
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every chart is an SVG with a text alternative and its data table, drawn from the demo data", async ({ page }) => {
    const response = await page.goto("/reportes");
    expect(response?.status()).toBe(200);
    for (const id of CHARTS) {
      const figure = page.locator(`[data-chart="${id}"]`);
      const svg = figure.locator("svg[role=img]");
      await expect(svg, id).toHaveCount(1);
      // Named by its title and described by its summary, which the page also shows.
      await expect(svg, id).toHaveAccessibleName(/\S/);
      await expect(figure.locator(".chart-summary"), id).toHaveText(/\S{3,}/);
    }
    // The activity charts hold the sample articles of the last 48 hours and 30 days.
    const hourlyBars = page.locator('[data-chart="grafico-por-hora"] rect.chart-bar');
    await expect(hourlyBars).toHaveCount(48);
    const heights = await hourlyBars.evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute("height"))));
    expect(heights.filter((height) => height > 0).length).toBeGreaterThan(3);
    const days = await page
      .locator('[data-chart="grafico-por-dia"] rect.chart-bar')
      .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute("height"))));
    expect(days).toHaveLength(30);
    await expect(page.locator('[data-chart="grafico-por-dia"] .chart-summary')).toContainText(/^En total, \d+ noticias\./);

    // One tile per department on each map, coloured by volume.
    await expect(page.locator('[data-chart="mapa-por-departamento"] .tile')).toHaveCount(33);
    await expect(page.locator('[data-chart="mapa-por-departamento"] .tile[data-slug="bogota"]')).toHaveClass(/tile-step-[1-5]/);
    await expect(page.locator('[data-chart="mapa-por-departamento"] .tile[data-slug="vaupes"]')).toHaveClass(/tile-step-0/);

    // Each chart's table is there (folded), with the same figures.
    const table = page.locator('table[data-table="por-categoria"]');
    await page.locator('[data-chart="grafico-por-categoria"] ~ .report-data summary').first().click();
    await expect(table.getByRole("columnheader")).toHaveText(["Categoría", "Noticias"]);
    await expect(table.getByRole("rowheader")).toHaveCount(15);
    await expect(page.locator('table[data-table="fuentes"]')).toBeVisible();
    await expect(page.getByText(/Población: DANE/)).toBeVisible();

    // The week's most covered stories: the sample story three newspapers published leads.
    const stories = page.getByRole("region", { name: "Las noticias más cubiertas de la semana" });
    await expect(stories.locator(".covered-stories li").first()).toContainText(/reforma a la salud.*3 periódicos/i);
    await expect(stories.locator(".covered-stories a").first()).toHaveAttribute("href", /^\/historias\/\d+$/);
  });

  test("explains how an article is attributed to a department", async ({ page }) => {
    await page.goto("/reportes");
    const note = page.locator("#como-se-asigna");
    await expect(note.getByRole("heading", { name: "Cómo se asigna una noticia a un departamento" })).toBeVisible();
    await expect(note).toContainText("vuelos desde Bogotá");
    await expect(note).toContainText("solo cuando es local");
  });

  test("the period selector is a GET form: presets and a custom range in dd/mm/aaaa", async ({ page }) => {
    await page.goto("/reportes");
    await expect(page.getByRole("heading", { level: 2, name: "Cobertura: últimos 7 días" })).toBeVisible();
    await page.getByLabel("Periodo", { exact: true }).selectOption("30d");
    await page.getByRole("button", { name: "Ver reporte" }).click();
    await expect(page).toHaveURL(/\/reportes\?periodo=30d/);
    await expect(page.getByRole("heading", { level: 2, name: "Cobertura: últimos 30 días" })).toBeVisible();
    // The 30-day-old sample article is in this period, and the CSV links keep the period.
    await expect(page.locator('a[href^="/reportes.csv?tabla=por-categoria"]:not([href*="formato="])')).toHaveAttribute(
      "href",
      /periodo=30d/,
    );

    const today = new Intl.DateTimeFormat("es-CO", {
      timeZone: "America/Bogota",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(new Date());
    await page.getByLabel("Periodo", { exact: true }).selectOption("personalizado");
    await page.getByLabel("Desde").fill(today);
    await page.getByLabel("Hasta").fill(today);
    await page.getByRole("button", { name: "Ver reporte" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Cobertura: del ${today} al ${today}` })).toBeVisible();
    await expect(page.getByLabel("Desde")).toHaveValue(today);
    await expect(page.getByLabel("Desde")).toHaveAttribute("placeholder", "dd/mm/aaaa");
  });

  test("a custom range that does not exist answers 400 with Spanish messages beside the fields", async ({ page }) => {
    const response = await page.goto("/reportes?periodo=personalizado&desde=31%2F02%2F2026&hasta=");
    expect(response?.status()).toBe(400);
    await expect(page.getByLabel("Desde")).toHaveValue("31/02/2026");
    await expect(page.getByLabel("Desde")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Esa fecha no existe o no está en el formato dd/mm/aaaa.")).toBeVisible();
    await expect(page.getByText("Escriba la fecha final (dd/mm/aaaa).")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Cobertura: últimos 7 días" })).toBeVisible();
  });
});

test("every table downloads as CSV with the right header row", async ({ request }) => {
  for (const [table, header] of Object.entries(CSV_HEADERS)) {
    const response = await request.get(`/reportes.csv?tabla=${table}`);
    expect(response.status(), table).toBe(200);
    expect(response.headers()["content-type"], table).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"], table).toMatch(
      new RegExp(`^attachment; filename="rotativa-${table}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`),
    );
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n");
    expect(lines[0], table).toBe(header);
    expect(lines.length, table).toBeGreaterThan(2);
  }
  const hours = (await (await request.get("/reportes.csv?tabla=por-hora")).text()).trim().split("\r\n");
  expect(hours).toHaveLength(49);
  expect((await request.get("/reportes.csv?tabla=nada")).status()).toBe(400);
  expect((await request.get("/reportes.csv")).status()).toBe(400);
  expect((await request.get("/reportes.csv?tabla=por-dia&periodo=personalizado&desde=99%2F99%2F9999&hasta=1")).status()).toBe(400);
});

test("a reader's browser downloads a table from its link", async ({ page }) => {
  await page.goto("/reportes");
  const download = page.waitForEvent("download");
  await page.locator('[data-chart="mapa-por-habitantes"] ~ .report-data').getByRole("link", { name: "Descargar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rotativa-por-habitantes-\d{4}-\d\d-\d\d\.csv$/);
  const path = await file.path();
  const { readFileSync } = await import("node:fs");
  const text = readFileSync(path, "utf8").replace(/^\uFEFF/, "");
  expect(text.split("\r\n")[0]).toBe(CSV_HEADERS["por-habitantes"]);
  expect(text.split("\r\n").filter(Boolean)).toHaveLength(34);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`/reportes with every table open has no serious axe violations in ${colorScheme} mode`, async ({ page }) => {
    // axe over every open table is the heaviest check of the suite: it needs more than the default 30 s on a busy machine.
    test.slow();
    await page.emulateMedia({ colorScheme });
    await page.goto("/reportes");
    await page.locator("details").evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
    expect(serious).toEqual([]);
  });
}
