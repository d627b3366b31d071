import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support.js";

/*
 * The toaster (spec §9: top right by default, gone after its `life` when one is set). Toasts
 * reach a page through the flash cookie a redirect leaves; the test hook leaves one the same way.
 */

async function leaveToast(request: APIRequestContext, form: Record<string, string>) {
  const response = await request.post("/__test/toast", { form });
  expect(response.status()).toBe(204);
}

const toaster = (page: Page) => page.locator(".toaster-top-right");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a toast left by a redirect is in the page, top right, once, and its close link drops it", async ({ page }) => {
    await leaveToast(page.request, { message: "Su mensaje fue enviado.", title: "Gracias", kind: "success" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/categorias");
    const toast = toaster(page).locator(".toast");
    await expect(toast).toHaveCount(1);
    await expect(toaster(page)).toHaveAttribute("aria-live", "polite");
    await expect(toast).toHaveAttribute("role", "status");
    await expect(toast).toContainText("Gracias");
    await expect(toast).toContainText("Su mensaje fue enviado.");
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(100);
    expect(box!.x + box!.width).toBeGreaterThan(1280 - 100);

    await toast.getByRole("link", { name: "Cerrar aviso" }).click();
    await expect(page).toHaveURL(/\/categorias$/);
    await expect(toaster(page).locator(".toast")).toHaveCount(0);
  });

  test("a toast with a life hides itself without any script", async ({ page }) => {
    await leaveToast(page.request, { message: "Se va solo", life: "1000" });
    await leaveToast(page.request, { message: "Se queda" });
    await page.goto("/");
    await expect(page.getByText("Se va solo")).toBeHidden({ timeout: 10_000 });
    await expect(page.getByText("Se queda")).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("a timed toast disappears after its life, an untimed one stays until closed, and focus is never taken", async ({ page }) => {
    await leaveToast(page.request, { message: "Dura un momento", life: "1500" });
    await leaveToast(page.request, { message: "Hasta que lo cierre" });
    await page.goto("/ultima-hora");
    await waitForHydration(page);
    const timed = page.locator(".toast", { hasText: "Dura un momento" });
    const lasting = page.locator(".toast", { hasText: "Hasta que lo cierre" });
    await expect(timed).toBeVisible();
    await expect(lasting).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // Gone from the page once its life is over; the other one is still there.
    await expect(timed).toHaveCount(0, { timeout: 10_000 });
    await expect(lasting).toBeVisible();

    await lasting.getByRole("link", { name: "Cerrar aviso" }).click();
    await expect(lasting).toHaveCount(0);
    // Closing it is not a navigation.
    await expect(page).toHaveURL(/\/ultima-hora$/);
    // Shown once: the cookie was cleared with the page that showed it.
    await page.reload();
    await expect(page.locator(".toast")).toHaveCount(0);
  });

  test("toasts sit on the overlay layer, and a toast may ask for another corner", async ({ page }) => {
    await leaveToast(page.request, { message: "Abajo a la izquierda", position: "bottom-left" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    const region = page.locator(".toaster-bottom-left");
    await expect(region.locator(".toast")).toHaveText(/Abajo a la izquierda/);
    const box = await region.locator(".toast").boundingBox();
    expect(box!.x).toBeLessThan(100);
    expect(box!.y + box!.height).toBeGreaterThan(800 - 100);
    expect(await region.evaluate((element) => getComputedStyle(element).zIndex)).toBe("1000");
    // The default region is always present, so later toasts are announced.
    await expect(toaster(page)).toHaveAttribute("aria-live", "polite");
  });
});
