import { expect, test } from "@playwright/test";

const OPINION = "Las regiones que las encuestas no ven";

test.describe("Opinión labels", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a column carries a visible "Opinión" label that is part of its link's name (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      for (const path of ["/ultima-semana", "/periodicos/la-silla-vacia", "/categorias/opinion", "/busqueda?q=encuestas+regiones"]) {
        await page.goto(path);
        const link = page.getByRole("link", { name: new RegExp(`^Opinión\\s*:\\s*${OPINION}$`) });
        await expect(link, path).toBeVisible();
        await expect(link.locator(".genre-label"), path).toHaveText("Opinión");
        await expect(link.locator(".genre-label"), path).toBeVisible();
      }
      // News is not labelled.
      await page.goto("/ultima-semana");
      await expect(page.locator(".genre-label")).toHaveCount(1);
      await context.close();
    });
  }

  test("the newest-headlines fragment says which headlines are commentary", async ({ request }) => {
    const body = (await (await request.get("/fragmentos/titulares")).json()) as { headlines: { genre: string | null }[] };
    expect(body.headlines.length).toBeGreaterThan(0);
    for (const headline of body.headlines) expect([null, "opinion", "analisis"]).toContain(headline.genre);
  });
});
