import { expect, test } from "@playwright/test";
import { articleIdOf, SAMPLE, storyIdOf, waitForHydration } from "./support.js";

// The sample data holds one story covered by three newspapers (El Tiempo, El Espectador and
// Semana, 7, 12 and 25 minutes ago); every other sample article is its own newspaper's alone.

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a card says how many newspapers cover its story, and only when more than one; the words link to the story", async ({
      page,
      request,
    }) => {
      const storyId = await storyIdOf(request, SAMPLE.sevenMinutes);
      await page.goto("/ultima-hora");
      const card = page.locator(".article-card", { hasText: SAMPLE.sevenMinutes });
      await expect(card.getByRole("link", { name: "En 3 periódicos" })).toHaveAttribute("href", `/historias/${storyId}`);
      for (const title of [SAMPLE.twelveMinutes, SAMPLE.twentyFiveMinutes]) {
        await expect(page.locator(".article-card", { hasText: title }).getByRole("link", { name: "En 3 periódicos" })).toHaveAttribute(
          "href",
          `/historias/${storyId}`,
        );
      }
      const alone = page.locator(".article-card", { hasText: SAMPLE.eighteenMinutes });
      await expect(alone).toBeVisible();
      await expect(alone.locator(".article-coverage")).toHaveCount(0);
    });

    test("the article page lists the other newspapers' versions, oldest first", async ({ page }) => {
      await page.goto("/ultima-hora");
      if (javaScript) await waitForHydration(page);
      await page.locator(".article-card", { hasText: SAMPLE.sevenMinutes }).getByRole("link", { name: SAMPLE.sevenMinutes }).click();
      await expect(page).toHaveURL(/\/articulos\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE.sevenMinutes);
      const versions = page.getByRole("region", { name: "Otros 2 periódicos cubren esta noticia" });
      await expect(versions).toBeVisible();
      await expect(versions.getByRole("listitem")).toHaveCount(2);
      await expect(versions.getByRole("listitem").nth(0)).toContainText(SAMPLE.twentyFiveMinutes);
      await expect(versions.getByRole("listitem").nth(0)).toContainText("Semana");
      await expect(versions.getByRole("listitem").nth(1)).toContainText(SAMPLE.twelveMinutes);
      await expect(versions.getByRole("listitem").nth(1)).toContainText("El Espectador");
      await expect(versions.locator("time").first()).toHaveText(/^hace \d+ minutos$/);

      await versions.getByRole("link", { name: SAMPLE.twelveMinutes }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE.twelveMinutes);
      const others = page.getByRole("region", { name: "Otros 2 periódicos cubren esta noticia" });
      await expect(others.getByRole("link", { name: SAMPLE.sevenMinutes })).toBeVisible();
      await expect(others.getByRole("link", { name: SAMPLE.twentyFiveMinutes })).toBeVisible();
    });
  });
}

test("an article no other newspaper covers has no versions list", async ({ page, request }) => {
  const id = await articleIdOf(request, SAMPLE.eighteenMinutes);
  await page.goto(`/articulos/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE.eighteenMinutes);
  await expect(page.locator("#versiones")).toHaveCount(0);
});
