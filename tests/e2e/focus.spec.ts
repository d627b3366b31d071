import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.js";

test("after 'Mostrar', keyboard focus is on the newest article, not at the top of the page", async ({ page }) => {
  await page.clock.install();
  await page.goto("/ultimo-dia");
  await waitForHydration(page);
  const hrefs = await page.locator(".article-list .article-title a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  // Ingestion is off here: the fragment is asked about the fourth card, as if three articles had
  // arrived above it since the page was shown (tests/e2e/fragments.spec.ts does the same).
  const fourth = await page
    .locator(".article-card")
    .nth(3)
    .evaluate((card) => {
      const id = card.querySelector(".article-title a")?.getAttribute("href")?.split("/").pop();
      return `${Date.parse(card.querySelector("time")?.getAttribute("datetime") ?? "")}.${id}`;
    });
  let pretend = true;
  await page.route(/\/fragmentos\/nuevas/, async (route) => {
    const url = new URL(route.request().url());
    if (pretend) url.searchParams.set("despues", fourth);
    await route.continue({ url: url.toString() });
  });
  await page.clock.runFor(61_000);
  const notice = page.getByRole("button", { name: "3 noticias nuevas · Mostrar" });
  await expect(notice).toBeVisible();
  pretend = false;
  await notice.focus();
  await page.keyboard.press("Enter");
  await expect(notice).toHaveCount(0);
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("href", hrefs[0] ?? "");
  await expect(focused).toBeInViewport();
  // Tab goes on to the article's newspaper, inside the list, not back at the header.
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveClass(/article-newspaper/);
});
