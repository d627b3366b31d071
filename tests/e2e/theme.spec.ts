import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support.js";

const COOKIE = "rotativa-tema";

async function themeCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE);
}

async function backgroundOf(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

const LIGHT_BG = "rgb(251, 250, 247)";
const DARK_BG = "rgb(18, 20, 23)";

test.describe("colour mode without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch posts a form, and the choice survives a reload", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/categorias");
    await expect(page.getByRole("button", { name: "Sistema" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Oscuro" }).click();
    await expect(page).toHaveURL(/\/categorias$/);
    await expect(page.locator("html")).toHaveClass("dark");
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BG);
    expect((await themeCookie(context))?.httpOnly).toBe(true);

    await page.reload();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page.getByRole("button", { name: "Oscuro" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Claro" }).click();
    // The post answers with a redirect; reload only once its page is in.
    await expect(page.getByRole("button", { name: "Claro" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.locator("html")).toHaveClass("light");
    await expect.poll(() => backgroundOf(page)).toBe(LIGHT_BG);

    await page.getByRole("button", { name: "Sistema" }).click();
    await expect(page.getByRole("button", { name: "Sistema" })).toHaveAttribute("aria-pressed", "true");
    expect(await themeCookie(context)).toBeUndefined();
  });

  test("system mode follows prefers-color-scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BG);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => backgroundOf(page)).toBe(LIGHT_BG);
  });

  test("the switch returns the reader to the page they were on, query included", async ({ page }) => {
    await page.goto("/busqueda?q=Cali");
    await page.getByRole("button", { name: "Oscuro" }).click();
    await expect(page).toHaveURL(/\/busqueda\?q=Cali$/);
  });
});

test.describe("colour mode with JavaScript", () => {
  test("the switch changes the mode at once and keeps it in the cookie and localStorage", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/ultimo-dia");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    await page.getByRole("button", { name: "Oscuro" }).click();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page.getByRole("button", { name: "Oscuro" })).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    expect(await page.evaluate(() => localStorage.getItem("rotativa-tema"))).toBe("dark");
    await expect.poll(async () => (await themeCookie(context)) !== undefined).toBe(true);

    await page.reload();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BG);
  });

  test("the choice is restored from localStorage when the cookie is gone", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Oscuro" }).click();
    await expect.poll(async () => (await themeCookie(context)) !== undefined).toBe(true);

    await context.clearCookies();
    await page.reload();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BG);
    // The cookie is written again, so the next page is rendered dark by the server itself.
    await expect.poll(async () => (await themeCookie(context)) !== undefined).toBe(true);
  });

  test("system mode follows prefers-color-scheme and its changes", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveClass("dark");
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BG);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveClass("light");
    await expect.poll(() => backgroundOf(page)).toBe(LIGHT_BG);
  });

  test("choosing Sistema clears the cookie and follows the device again", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Claro" }).click();
    await expect(page.locator("html")).toHaveClass("light");
    await page.getByRole("button", { name: "Sistema" }).click();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect.poll(async () => (await themeCookie(context)) === undefined).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("rotativa-tema"))).toBe("system");
    await page.reload();
    await expect(page.locator("html")).toHaveClass("dark");
  });
});

test("the theme action rejects nonsense with a 400 and never a 500", async ({ request }) => {
  const bad = await request.post("/accion/tema", { form: { theme: "sepia" } });
  expect(bad.status()).toBe(400);
  const broken = await request.post("/accion/tema", { data: "{no json", headers: { "Content-Type": "text/plain" } });
  expect(broken.status()).toBe(400);
  const redirect = await request.post("/accion/tema", { form: { theme: "dark", redirectTo: "https://evil.example/" }, maxRedirects: 0 });
  expect(redirect.status()).toBe(303);
  expect(redirect.headers()["location"]).toBe("/");
});
