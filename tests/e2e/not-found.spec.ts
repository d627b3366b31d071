import { expect, test } from "@playwright/test";
import { expectLayout, waitForHydration } from "./support.js";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the 404 page helps (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("a misspelt category keeps the spec's wording and offers the real one", async ({ page }) => {
      const response = await page.goto("/categorias/politika");
      expect(response?.status()).toBe(404);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page).toHaveTitle("404 - Page Not Found: /categorias/politika");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /categorias/politika");
      await expect(page.getByText("No encontramos esta página")).toBeVisible();
      await expectLayout(page, "default");
      const didYouMean = page.getByRole("region", { name: "¿Quiso decir…?" });
      await expect(didYouMean.getByRole("link")).toHaveCount(1);
      await didYouMean.getByRole("link", { name: "Política" }).click();
      await expect(page).toHaveURL(/\/categorias\/politica$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política");
    });

    test("an unknown path offers a search prefilled with its words", async ({ page }) => {
      const response = await page.goto("/noticias/reforma-salud");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("region", { name: "¿Quiso decir…?" })).toHaveCount(0);
      const search = page.getByRole("searchbox", { name: "Buscar en las noticias" });
      await expect(search).toHaveValue("reforma salud");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/busqueda\?q=reforma\+salud$/);
      await expect(page.locator(".article-card").first()).toBeVisible();
    });

    test("misspelt departments and newspapers are suggested too, with the window kept", async ({ page }) => {
      await page.goto("/departamentos/antiokia/ultima-hora");
      await expect(page.getByRole("link", { name: "Antioquia" }).last()).toHaveAttribute("href", "/departamentos/antioquia/ultima-hora");
      await page.goto("/periodico/el-tiempo");
      await expect(page.getByRole("region", { name: "¿Quiso decir…?" }).getByRole("link", { name: "El Tiempo" })).toHaveAttribute(
        "href",
        "/periodicos/el-tiempo",
      );
    });
  });
}
