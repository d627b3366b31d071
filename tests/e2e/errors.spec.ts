import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.js";

const INVALID = [
  "/nada",
  "/categorias/NO_VALIDO",
  "/categorias/no-existe",
  "/categorias/politica/ultimo-mes",
  "/categorias/politica/ultima-hora/extra",
  "/categorias/medio--ambiente",
  `/categorias/${"a".repeat(81)}`,
  "/periodicos/El-Tiempo",
  "/periodicos/no-existe/ultima-hora",
  "/departamentos/atlantida",
  "/departamentos/antioquia/titulares/hoy",
  "/departamentos/antioquia/ULTIMA-HORA",
  "/articulos/0",
  "/articulos/-1",
  "/articulos/abc",
  "/articulos/1.5",
  "/articulos/99999999",
  "/articulos/99999999999999999999",
  "/ultima-hora/extra",
  "/%E0%A4%A",
  "/categorias/%00",
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`error pages (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("an unknown route is a 404 titled '404 - Page Not Found: {path}'", async ({ page }) => {
      const response = await page.goto("/nada");
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("404 - Page Not Found: /nada");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /nada");
      await expect(page.getByText("No encontramos esta página")).toBeVisible();
      await expect(page.getByRole("link", { name: "Ir a la portada" })).toHaveAttribute("href", "/");
      await expect(page.locator("main")).toHaveCount(1);
      if (javaScriptEnabled) {
        // Hydration must keep the document's fatal wording, not switch to the navigation variant.
        await waitForHydration(page);
        await expect(page).toHaveTitle("404 - Page Not Found: /nada");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /nada");
      }
    });

    test("a failure is a 500 titled 'Internal Server Error' that reveals nothing", async ({ page }) => {
      const response = await page.goto("/test?simular=error");
      expect(response?.status()).toBe(500);
      await expect(page).toHaveTitle("500 - Internal Server Error");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internal Server Error");
      const html = await page.content();
      expect(html).not.toContain("Simulated failure");
      expect(html).not.toMatch(/at \w+ \(|\.js:\d+:\d+/);
    });
  });
}

test("every invalid segment or unknown entity gives the 404 page, never a 500", async ({ request }) => {
  for (const path of INVALID) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("<title>404 - Page Not Found: ");
  }
});

test("a hostile query string never breaks a page", async ({ request }) => {
  for (const path of [
    "/ultima-hora?antes=%27%3B%20DROP%20TABLE%20articles%3B--",
    "/categorias/politica?antes=1.2.3",
    `/todas-las-noticias?antes=${"9".repeat(500)}`,
    "/busqueda?q=%22%27%3C%3E*%3A%5E()%20AND%20OR%20NEAR(",
    `/busqueda?q=${"ñ".repeat(1000)}`,
    "/busqueda?q=%F0%9F%98%80%01%02",
    "/busqueda?q=%E0%A4%A",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  // Past Node's 16 KB header limit the answer is a plain 431, still never a 500.
  const huge = await request.get(`/busqueda?q=${"ñ".repeat(5000)}`);
  expect(huge.status()).toBe(431);
});

test("a client-side navigation to an unknown path shows the non-fatal 'Page not found' variant", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "no reload"));
  await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate("/nada"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /nada");
  await expect(page).toHaveTitle("404 - Page not found: /nada");
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("no reload");
});

test("a client-side navigation to an invalid slug shows the non-fatal variant too", async ({ page }) => {
  await page.goto("/categorias");
  await waitForHydration(page);
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate("/categorias/NO_VALIDO"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /categorias/NO_VALIDO");
});

test("the 404 page links back to the site", async ({ page }) => {
  await page.goto("/nada");
  await page.getByRole("link", { name: "Ir a la portada" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rotativa: noticias de Colombia");
});
