import { expect, type Page, test } from "@playwright/test";
import { articleIdOf, SAMPLE, waitForHydration } from "./support.js";

/*
 * Page fragments (the specification's partial fragments): JSON resource routes for one piece of a
 * page, fetched with useFetcher and cacheable like the pages they belong to.
 */

/** The listing's cards as cursors ("<published_at>.<id>"), newest first, read from the page. */
async function cardCursors(page: Page): Promise<string[]> {
  return page.locator(".article-card").evaluateAll((cards) =>
    cards.map((card) => {
      const id = card.querySelector(".article-title a")?.getAttribute("href")?.split("/").pop();
      const time = card.querySelector("time")?.getAttribute("datetime") ?? "";
      return `${Date.parse(time)}.${id}`;
    }),
  );
}

test("/fragmentos/nuevas counts the articles newer than a listing's card, filter by filter", async ({ page, request }) => {
  await page.goto("/todas-las-noticias");
  const all = await cardCursors(page);
  expect(all.length).toBeGreaterThan(5);
  for (const index of [0, 1, 5]) {
    const response = await request.get(`/fragmentos/nuevas?despues=${all[index]}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/^public, max-age=30/);
    expect(await response.json()).toEqual({ count: index, more: false });
  }
  await page.goto("/categorias/politica");
  const politics = await cardCursors(page);
  const last = politics.length - 1;
  const filtered = await request.get(`/fragmentos/nuevas?despues=${politics[last]}&categoria=politica`);
  expect(await filtered.json()).toEqual({ count: last, more: false });
  expect((await request.get("/fragmentos/nuevas?despues=nada")).status()).toBe(400);
});

test("a listing offers the articles that arrived since it was shown, and shows them when asked", async ({ page }) => {
  await page.clock.install();
  await page.goto("/ultimo-dia");
  await waitForHydration(page);
  const cursors = await cardCursors(page);
  let pretendNewest: string | null = null;
  const asked: string[] = [];
  // Ingestion is off in these tests. To have articles "arrive", the fragment request is asked
  // about an older card, as if the three newest had come in after the page was shown.
  await page.route(/\/fragmentos\/nuevas/, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.searchParams.get("despues") ?? "");
    if (pretendNewest) url.searchParams.set("despues", pretendNewest);
    await route.continue({ url: url.toString() });
  });
  const notice = page.getByRole("button", { name: /noticias? nuevas?/ });
  await expect(notice).toHaveCount(0);

  pretendNewest = cursors[3] ?? null;
  await page.clock.runFor(61_000);
  await expect(notice).toHaveText("3 noticias nuevas · Mostrar");
  // The page asks about its own newest card.
  expect(asked).toEqual([cursors[0]]);

  // Showing them reloads the listing's data in place, and the fragment is asked again.
  pretendNewest = null;
  const reload = page.waitForRequest((r) => r.url().includes("/ultimo-dia.data"));
  await notice.click();
  await reload;
  await expect(notice).toHaveCount(0);
  expect(asked).toEqual([cursors[0], cursors[0]]);
});

test("the article page adds 'Lo último' from the headlines fragment, without the article itself", async ({ page, request }) => {
  const id = await articleIdOf(request, SAMPLE.sixDays);
  const fragment = page.waitForResponse((r) => r.url().includes("/fragmentos/titulares"));
  await page.goto(`/articulos/${id}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: /Leer la noticia completa/ }).scrollIntoViewIfNeeded();
  expect((await fragment).status()).toBe(200);
  const latest = page.getByRole("complementary", { name: "Lo último" });
  await expect(latest.getByRole("listitem")).toHaveCount(8);
  await expect(latest.getByRole("link", { name: SAMPLE.sevenMinutes })).toBeVisible();
  await expect(latest.getByRole("link", { name: SAMPLE.sixDays })).toHaveCount(0);
  await latest.getByRole("link", { name: SAMPLE.sevenMinutes }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE.sevenMinutes);
});
