import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { articleIdOf, expectLayout, SAMPLE, waitForHydration } from "./support.js";

/*
 * "Guardar para después" (issue 23, point 3): a list kept in the reader's browser — a cookie the
 * server reads (without JavaScript) and localStorage beside it (with JavaScript) — and /guardadas.
 */

const SAVE = "Guardar para después";
const SAVED = "Guardada · Quitar";

async function openArticle(page: Page, id: number, javaScript: boolean) {
  await page.goto(`/articulos/${id}`);
  if (javaScript) await waitForHydration(page);
}

/** The titles /guardadas lists, in order. */
async function savedTitles(page: Page): Promise<string[]> {
  return page.locator(".article-card .article-title").allInnerTexts();
}

/** Copies one context's cookies into another: the same browser, read with and without JavaScript. */
async function shareCookies(from: BrowserContext, to: BrowserContext) {
  await to.clearCookies();
  await to.addCookies(await from.cookies());
}

async function newReader(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("save from the article page, see it on Guardadas newest first, remove it; the list survives a reload", async ({ page, request }) => {
    const first = await articleIdOf(request, SAMPLE.sevenMinutes);
    const second = await articleIdOf(request, SAMPLE.eighteenMinutes);

    await page.goto("/guardadas");
    await expect(page.getByRole("heading", { level: 1, name: "Guardadas" })).toBeVisible();
    await expect(page.getByText("Todavía no ha guardado noticias.")).toBeVisible();
    await expect(page.getByText(/el botón «Guardar para después» la deja aquí/)).toBeVisible();

    await page.goto(`/articulos/${first}`);
    await expectLayout(page, "no-header");
    await page.getByRole("button", { name: SAVE }).click();
    // The action sent the reader back to the article, which now says it is saved.
    await expect(page).toHaveURL(new RegExp(`/articulos/${first}$`));
    await expect(page.getByRole("button", { name: SAVED })).toBeVisible();

    await page.goto(`/articulos/${second}`);
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.getByRole("button", { name: SAVED })).toBeVisible();

    // The footer under the article leads to the list.
    await page.locator("footer").getByRole("link", { name: "Guardadas" }).click();
    await expect(page).toHaveURL(/\/guardadas$/);
    expect(await savedTitles(page)).toEqual([SAMPLE.eighteenMinutes, SAMPLE.sevenMinutes]);
    await page.reload();
    expect(await savedTitles(page)).toEqual([SAMPLE.eighteenMinutes, SAMPLE.sevenMinutes]);

    await page.getByRole("button", { name: `Quitar de Guardadas: ${SAMPLE.eighteenMinutes}` }).click();
    await expect(page).toHaveURL(/\/guardadas$/);
    expect(await savedTitles(page)).toEqual([SAMPLE.sevenMinutes]);

    // "Guardada · Quitar" on the article page removes it too.
    await page.goto(`/articulos/${first}`);
    await page.getByRole("button", { name: SAVED }).click();
    await expect(page.getByRole("button", { name: SAVE })).toBeVisible();
    await page.goto("/guardadas");
    await expect(page.getByText("Todavía no ha guardado noticias.")).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("the control toggles at once, is announced, mirrors localStorage, and Guardadas removes in place", async ({ page, request }) => {
    const first = await articleIdOf(request, SAMPLE.sevenMinutes);
    const second = await articleIdOf(request, SAMPLE.ninetyFiveMinutes);
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST") posts.push(sent.url());
    });

    await openArticle(page, first, true);
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.getByRole("button", { name: SAVED })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Noticia guardada en Guardadas." })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("rotativa-guardadas"))).toBe(String(first));

    await openArticle(page, second, true);
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.getByRole("button", { name: SAVED })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("rotativa-guardadas"))).toBe(`${second}.${first}`);

    // Toggling back and forth is instant and said aloud each time.
    await page.getByRole("button", { name: SAVED }).click();
    await expect(page.getByRole("status").filter({ hasText: "Noticia quitada de Guardadas." })).toBeVisible();
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.getByRole("button", { name: SAVED })).toBeVisible();
    expect(posts).toEqual([]);

    await page.getByRole("link", { name: "Ver guardadas" }).click();
    await expect(page).toHaveURL(/\/guardadas$/);
    await expect(page.locator(".article-card")).toHaveCount(2);
    expect(await savedTitles(page)).toEqual([SAMPLE.ninetyFiveMinutes, SAMPLE.sevenMinutes]);
    await page.reload();
    await waitForHydration(page);
    expect(await savedTitles(page)).toEqual([SAMPLE.ninetyFiveMinutes, SAMPLE.sevenMinutes]);

    await page.getByRole("button", { name: `Quitar de Guardadas: ${SAMPLE.ninetyFiveMinutes}` }).click();
    await expect(page.locator(".article-card")).toHaveCount(1);
    await expect(page.getByRole("status").filter({ hasText: `Quitada de Guardadas: ${SAMPLE.ninetyFiveMinutes}` })).toBeVisible();
    expect(posts).toEqual([]);
    await page.reload();
    expect(await savedTitles(page)).toEqual([SAMPLE.sevenMinutes]);

    // Back on the article, a client-side navigation and a fresh load both show the saved state.
    await openArticle(page, first, true);
    await expect(page.getByRole("button", { name: SAVED })).toBeVisible();
  });

  test("what was saved or removed without JavaScript merges with the JavaScript list: nothing lost, nothing back", async ({
    browser,
    request,
  }) => {
    const a = await articleIdOf(request, SAMPLE.sevenMinutes);
    const b = await articleIdOf(request, SAMPLE.thirtyHours);
    const c = await articleIdOf(request, SAMPLE.sixDays);
    const withJs = await newReader(browser, true);
    const withoutJs = await newReader(browser, false);

    // With JavaScript: A saved.
    await openArticle(withJs.page, a, true);
    await withJs.page.getByRole("button", { name: SAVE }).click();
    await expect(withJs.page.getByRole("button", { name: SAVED })).toBeVisible();

    // The same browser without JavaScript: B saved through the form.
    await shareCookies(withJs.context, withoutJs.context);
    await openArticle(withoutJs.page, b, false);
    await withoutJs.page.getByRole("button", { name: SAVE }).click();
    await expect(withoutJs.page.getByRole("button", { name: SAVED })).toBeVisible();

    // Back with JavaScript: both, newest first, and localStorage now holds both.
    await shareCookies(withoutJs.context, withJs.context);
    await withJs.page.goto("/guardadas");
    await waitForHydration(withJs.page);
    expect(await savedTitles(withJs.page)).toEqual([SAMPLE.thirtyHours, SAMPLE.sevenMinutes]);
    expect(await withJs.page.evaluate(() => window.localStorage.getItem("rotativa-guardadas"))).toBe(`${b}.${a}`);
    await openArticle(withJs.page, b, true);
    await expect(withJs.page.getByRole("button", { name: SAVED })).toBeVisible();

    // Without JavaScript again: A removed. With JavaScript, A does not come back from localStorage.
    await shareCookies(withJs.context, withoutJs.context);
    await withoutJs.page.goto("/guardadas");
    await withoutJs.page.getByRole("button", { name: `Quitar de Guardadas: ${SAMPLE.sevenMinutes}` }).click();
    expect(await savedTitles(withoutJs.page)).toEqual([SAMPLE.thirtyHours]);
    await shareCookies(withoutJs.context, withJs.context);
    await withJs.page.goto("/guardadas");
    await waitForHydration(withJs.page);
    expect(await savedTitles(withJs.page)).toEqual([SAMPLE.thirtyHours]);
    expect(await withJs.page.evaluate(() => window.localStorage.getItem("rotativa-guardadas"))).toBe(String(b));

    // An article only localStorage holds (the cookie never had it) is not lost either: the page shows it once merged.
    await withJs.page.evaluate(
      (id) => window.localStorage.setItem("rotativa-guardadas", `${id}.${window.localStorage.getItem("rotativa-guardadas")}`),
      c,
    );
    await withJs.page.reload();
    await expect(withJs.page.locator(".article-card")).toHaveCount(2);
    expect(await savedTitles(withJs.page)).toEqual([SAMPLE.sixDays, SAMPLE.thirtyHours]);

    await withJs.context.close();
    await withoutJs.context.close();
  });
});

test("Guardadas is private: never cached for another reader, never indexed, and the article page never shows another reader's list", async ({
  browser,
  request,
}) => {
  const id = await articleIdOf(request, SAMPLE.eighteenMinutes);
  const saver = await newReader(browser, false);
  const other = await newReader(browser, false);

  await openArticle(saver.page, id, false);
  await saver.page.getByRole("button", { name: SAVE }).click();
  for (let round = 0; round < 2; round++) {
    const answer = await saver.page.goto("/guardadas");
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    expect(answer?.headers()["x-robots-tag"]).toBe("noindex");
    expect(await savedTitles(saver.page)).toEqual([SAMPLE.eighteenMinutes]);
    // The article page, read twice by the saver (the second time could be a cached copy).
    await saver.page.goto(`/articulos/${id}`);
    await expect(saver.page.getByRole("button", { name: SAVED })).toBeVisible();
  }
  await expect(saver.page.locator('meta[name="robots"]')).toHaveCount(0);
  await saver.page.goto("/guardadas");
  await expect(saver.page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  for (let round = 0; round < 2; round++) {
    const answer = await other.page.goto("/guardadas");
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    await expect(other.page.getByText("Todavía no ha guardado noticias.")).toBeVisible();
    await expect(other.page.locator(".article-card")).toHaveCount(0);
    await other.page.goto(`/articulos/${id}`);
    await expect(other.page.getByRole("button", { name: SAVE })).toBeVisible();
  }
  // The page's data for client-side navigation is private too.
  const data = await request.get("/guardadas.data");
  expect(data.headers()["cache-control"]).toBe("private, no-store");

  await saver.context.close();
  await other.context.close();
});

test("hostile cookies are ignored and hostile posts answer 400 in Spanish, never 500", async ({ request, playwright, baseURL }) => {
  const id = await articleIdOf(request, SAMPLE.sevenMinutes);
  const values = [
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "-1.0.07.1e3",
    "99999999999999999999999",
    `${"9.".repeat(900)}9`,
    Array.from({ length: 200 }, (_, i) => i + 1).join("."),
    "%00%0d%0a",
    `${id}.${id}.987654321`,
  ];
  for (const value of values) {
    const reader = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `rotativa-guardadas=${value}` } });
    const saved = await reader.get("/guardadas");
    expect(saved.status(), value).toBe(200);
    const article = await reader.get(`/articulos/${id}`);
    expect(article.status(), value).toBe(200);
    const save = await reader.post("/accion/guardar", { form: { articulo: String(id), accion: "guardar" }, maxRedirects: 0 });
    expect(save.status(), value).toBe(303);
    // The cookie written back holds only valid ids, at most 50.
    const written = /rotativa-guardadas=([^;]*)/.exec(save.headers()["set-cookie"] ?? "")?.[1] ?? "";
    expect(written, value).toMatch(/^[1-9][0-9]*(\.[1-9][0-9]*)*$/);
    expect(written.split(".").length, value).toBeLessThanOrEqual(50);
    await reader.dispose();
  }
  // A saved id whose article is gone simply disappears from the list (and from the cookie).
  const gone = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `rotativa-guardadas=987654321.${id}` } });
  const page = await gone.get("/guardadas");
  expect(await page.text()).toContain(SAMPLE.sevenMinutes);
  expect(page.headers()["set-cookie"]).toMatch(new RegExp(`^rotativa-guardadas=${id};`));
  await gone.dispose();

  const posts: [string, Parameters<typeof request.post>[1], number][] = [
    ["no fields", { form: {} }, 400],
    ["not an id", { form: { articulo: "abc", accion: "guardar" } }, 400],
    ["zero", { form: { articulo: "0", accion: "guardar" } }, 400],
    ["too large", { form: { articulo: "99999999999999999999", accion: "guardar" } }, 400],
    ["unknown verb", { form: { articulo: String(id), accion: "borrar" } }, 400],
    ["an article that does not exist", { form: { articulo: "987654321", accion: "guardar" } }, 400],
    ["JSON", { data: { articulo: id, accion: "guardar" } }, 400],
    ["a large body", { form: { articulo: String(id), accion: "guardar", relleno: "x".repeat(6000) } }, 400],
    ["multipart", { multipart: { articulo: String(id), accion: "guardar" }, maxRedirects: 0 }, 303],
    ["another site", { form: { articulo: String(id), accion: "guardar", redirectTo: "https://evil.example/" }, maxRedirects: 0 }, 303],
    ["two slashes", { form: { articulo: String(id), accion: "quitar", redirectTo: "//evil.example/" }, maxRedirects: 0 }, 303],
  ];
  for (const [what, options, status] of posts) {
    const answer = await request.post("/accion/guardar", options);
    expect(answer.status(), what).toBe(status);
    if (status === 400) {
      expect(answer.headers()["content-type"], what).toContain("text/html");
      expect(await answer.text(), what).toContain("No se pudo guardar ni quitar la noticia");
    } else {
      expect(answer.headers()["location"], what).toMatch(/^\/(guardadas)?$/);
    }
  }
  const get = await request.get("/accion/guardar", { maxRedirects: 0 });
  expect(get.status()).toBe(303);
  expect(get.headers()["location"]).toBe("/guardadas");
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the article page's control and Guardadas (empty and with articles) have no serious axe violations in ${colorScheme} mode`, async ({
    page,
    request,
  }) => {
    const id = await articleIdOf(request, SAMPLE.sevenMinutes);
    await page.emulateMedia({ colorScheme });
    const failures: string[] = [];
    const check = async (what: string) => {
      await expect(page.locator("html")).toHaveClass(colorScheme);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      for (const violation of results.violations)
        if (violation.impact === "serious" || violation.impact === "critical")
          failures.push(`${what}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    };
    await page.goto("/guardadas");
    await check("empty");
    await openArticle(page, id, true);
    await check("article");
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.getByRole("status").filter({ hasText: "Noticia guardada" })).toBeVisible();
    await check("article, saved");
    await page.goto("/guardadas");
    await expect(page.locator(".article-card")).toHaveCount(1);
    await check("with an article");
    expect(failures).toEqual([]);
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`at 320 px neither page scrolls sideways (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, request }) => {
    const id = await articleIdOf(request, SAMPLE.ninetyFiveMinutes);
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const widths: Record<string, number> = {};
    const measure = async (what: string) => {
      widths[what] = await page.evaluate(() => document.documentElement.scrollWidth);
    };
    await page.goto("/guardadas");
    await measure("empty");
    await page.goto(`/articulos/${id}`);
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.getByRole("button", { name: SAVED })).toBeVisible();
    await measure("article");
    await page.goto("/guardadas");
    await expect(page.locator(".article-card")).toHaveCount(1);
    await measure("list");
    expect(widths).toEqual({ empty: 320, article: 320, list: 320 });
    await context.close();
  });
}
