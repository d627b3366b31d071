import { expect, test } from "@playwright/test";

// tests/support/e2e-server.mjs imports 500 archive articles of "diario-de-paginacion": 30 a page.
// The reading spec, which may run at the same time in the other worker, adds 3 newer ones while it
// walks the pages: the total may grow between two pages of this walk, and the newest may change.
const TOTAL = "50[0-3]";
for (const javaScriptEnabled of [true, false]) {
  test(`later pages say where the reader is and lead back to the newest (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/periodicos/diario-de-paginacion");
    const count = page.locator(".listing-count");
    await expect(count).toHaveText(new RegExp(`^${TOTAL} noticias$`));
    const firstTitle = page.locator(".article-card .article-title").first();
    const newest = await firstTitle.innerText();
    await expect(page.getByRole("link", { name: "Volver a lo más reciente" })).toHaveCount(0);

    const pager = page.getByRole("navigation", { name: "Páginas del listado" });
    await pager.getByRole("link", { name: "Más noticias" }).click();
    await expect(page).toHaveURL(/antes=.*pagina=2/);
    await expect(count).toHaveText(new RegExp(`^Noticias 31–60 de ${TOTAL} \\(página 2\\)$`));
    await expect(count).toBeVisible();
    await expect(page).toHaveTitle("Diario De Paginacion · página 2 · Rotativa");
    await expect(pager.getByRole("link", { name: "Más noticias" })).toHaveAttribute("rel", "next");
    // On page 2 the newest page is also the previous one.
    await expect(pager.getByRole("link", { name: "Volver a lo más reciente" })).toHaveAttribute("rel", "prev");
    await expect(pager.getByRole("link", { name: /Página anterior/ })).toHaveCount(0);
    const secondFirst = await firstTitle.innerText();

    await pager.getByRole("link", { name: "Más noticias" }).click();
    await expect(page).toHaveURL(/pagina=3/);
    await expect(count).toHaveText(new RegExp(`^Noticias 61–90 de ${TOTAL} \\(página 3\\)$`));
    await expect(page).toHaveTitle(/página 3/);
    await pager.getByRole("link", { name: "Página anterior (2)" }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(firstTitle).toHaveText(secondFirst);

    await pager.getByRole("link", { name: "Volver a lo más reciente" }).click();
    await expect(page).toHaveURL(/\/periodicos\/diario-de-paginacion$/);
    // The newest page: the same first article, or one of the reading spec's arrivals.
    await expect(firstTitle).toHaveText(new RegExp(`^(?:${newest.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|Llegada nueva \\d .*)$`));
    await expect(page).toHaveTitle("Diario De Paginacion · Rotativa");
    await context.close();
  });
}

test("the last page counts to the total, and a bogus page number falls back to 2", async ({ request }) => {
  const html = await (await request.get("/todas-las-noticias?antes=1.1&pagina=abc")).text();
  expect(html).not.toContain("Noticias 31–");
  const page2 = await (await request.get("/periodicos/diario-de-paginacion")).text();
  const next = /href="([^"]*pagina=2)"/.exec(page2)?.[1]?.replaceAll("&amp;", "&");
  expect(next).toBeDefined();
  const second = await (await request.get(`${next}`.replace(/pagina=2/, "pagina=x"))).text();
  expect(second).toContain("Noticias 31–60 de");
});
