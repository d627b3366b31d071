import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support.js";
import { scriptsNamedBy } from "../../scripts/page-weight.mjs";

/*
 * The client runtime of the specification (§4, §7, §8, §9) in a real browser: new-deployment
 * detection, recovery from route modules that fail to load, and bounded preloads.
 */

type MarkedWindow = Window & { marker?: string };

async function mark(page: Page) {
  await page.evaluate(() => ((window as MarkedWindow).marker = "same document"));
}

async function marker(page: Page) {
  return page.evaluate(() => (window as MarkedWindow).marker);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Principal" });

test.describe("build files", () => {
  test("latest.json names the build being served and is never cached", async ({ request }) => {
    const response = await request.get("/builds/latest.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const latest = (await response.json()) as { id: string; timestamp: number };
    expect(latest.id).toMatch(/^[0-9a-f]{8}$/);
    expect(Number.isInteger(latest.timestamp)).toBe(true);
    // The same id the diagnostics page and the page's own manifest carry.
    const diagnostics = await (await request.get("/test")).text();
    expect(diagnostics).toContain(latest.id);
  });

  test("meta/{id}.json is immutable, lists route rules and prerendered paths, and is 404 for an unknown id", async ({ request }) => {
    const { id } = (await (await request.get("/builds/latest.json")).json()) as { id: string };
    const response = await request.get(`/builds/meta/${id}.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = (await response.json()) as { id: string; timestamp: number; matcher: Record<string, unknown>; prerendered: unknown[] };
    expect(meta.id).toBe(id);
    expect(meta.prerendered).toEqual([]);
    expect(meta.matcher).toHaveProperty("static");
    expect(meta.matcher).toHaveProperty("wildcard");
    expect((await request.get("/builds/meta/00000000.json")).status()).toBe(404);
    expect((await request.get("/builds/meta/no-es-un-id.json")).status()).toBe(404);
  });
});

test.describe("a new deployment", () => {
  // Every test ends on the build actually served, or the next one would see a deployment.
  test.afterEach(async ({ request }) => {
    expect((await request.post("/__test/build/restore")).status()).toBe(200);
  });

  test("is detected by the 5-minute poll and the next navigation is a full load of the link's target", async ({ page, request }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/builds/")) asked.push(path);
    });
    await page.clock.install();
    // About a second after load the page reads its own build's meta file.
    const meta = page.waitForResponse((r) => r.url().includes("/builds/meta/"));
    await page.goto("/categorias");
    await waitForHydration(page);
    await mark(page);
    await page.clock.runFor(1_500);
    expect((await meta).status()).toBe(200);

    expect((await request.post("/__test/build")).status()).toBe(200);
    // Nothing is asked before the interval has passed…
    await page.clock.runFor(4 * 60_000);
    expect(asked.filter((path) => path === "/builds/latest.json")).toEqual([]);
    // …and at five minutes the poll sees the new id.
    await page.clock.runFor(61_000);
    await expect(page.locator("html[data-build-stale]")).toHaveCount(1);
    expect(asked).toContain("/builds/latest.json");
    expect(await marker(page)).toBe("same document");

    const documentLoad = page.waitForRequest((r) => r.resourceType() === "document" && new URL(r.url()).pathname === "/periodicos");
    await mainNav(page).getByRole("link", { name: "Periódicos" }).click();
    await documentLoad;
    await expect(page).toHaveURL(/\/periodicos$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Periódicos");
    expect(await marker(page)).toBeUndefined();
  });

  test("also checks when the tab becomes visible, and never reloads while the reader is typing in a form", async ({ page, request }) => {
    await page.goto("/");
    await waitForHydration(page);
    await mark(page);
    expect((await request.post("/__test/build")).status()).toBe(200);
    const latest = page.waitForResponse((r) => r.url().endsWith("/builds/latest.json"));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await latest;
    await expect(page.locator("html[data-build-stale]")).toHaveCount(1);

    // Typing in the search field and pressing Enter navigates within the same document.
    const search = page.getByRole("searchbox", { name: "Buscar noticias" });
    await search.fill("Cali");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/busqueda\?q=Cali$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Búsqueda");
    expect(await marker(page)).toBe("same document");

    // The next ordinary navigation loads the new build.
    await mainNav(page).getByRole("link", { name: "Categorías" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categorías");
    await expect.poll(() => marker(page)).toBeUndefined();
  });

  test("without a deployment, navigations stay client-side", async ({ page }) => {
    // What would explain a full load if one happens: documents requested, errors logged.
    const seen: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") seen.push(`document ${new URL(r.url()).pathname}`);
    });
    page.on("console", (m) => {
      if (m.type() === "error") seen.push(`console ${m.text()}`);
    });
    page.on("requestfailed", (r) => seen.push(`failed ${r.url()} ${r.failure()?.errorText ?? ""}`));
    await page.goto("/");
    await waitForHydration(page);
    await mark(page);
    // Listen before the event: the answer can arrive before a later listener would be set up.
    const latest = page.waitForResponse((r) => r.url().endsWith("/builds/latest.json"));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await latest;
    await mainNav(page).getByRole("link", { name: "Departamentos" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Departamentos");
    expect(await marker(page), seen.join("\n")).toBe("same document");
    await expect(page.locator("html[data-build-stale]")).toHaveCount(0);
  });
});

test.describe("a route module that fails to load", () => {
  const PERIODICOS_MODULE = /\/build\/routes\/_site\.periodicos\._index-[A-Z0-9]+\.js$/;

  test("reloads the target page once, shows the error page on a second failure within 10 s, and reloads again after 10 s", async ({
    page,
  }) => {
    await page.route(PERIODICOS_MODULE, (route) => route.abort("failed"));
    const documentLoads: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documentLoads.push(new URL(r.url()).pathname);
    });
    const start = Date.now();
    // A fixed clock makes "within 10 s" exact; timers still run.
    await page.clock.setFixedTime(start);

    await page.goto("/");
    await waitForHydration(page);
    await mark(page);
    // Resting on the link (intent) tries the module and fails quietly: Remix's own prefetch would
    // have reloaded the current page here, outside any guard.
    await mainNav(page).getByRole("link", { name: "Periódicos" }).hover();
    await page.waitForTimeout(500);
    expect(documentLoads).toEqual(["/"]);
    expect(await marker(page)).toBe("same document");
    await mainNav(page).getByRole("link", { name: "Periódicos" }).click();
    // Exactly one full load of the target (its server-rendered page is complete without the module).
    await expect(page).toHaveURL(/\/periodicos$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Periódicos");
    expect(await marker(page)).toBeUndefined();
    expect(documentLoads).toEqual(["/", "/periodicos"]);

    // Back on a working page, the same failure within 10 s shows the error page instead of looping.
    await page.clock.setFixedTime(start + 5_000);
    await page.goto("/");
    await waitForHydration(page);
    await mark(page);
    await mainNav(page).getByRole("link", { name: "Periódicos" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internal Server Error");
    await expect(page).toHaveTitle("500 - Internal Server Error");
    await expect(page.getByText("No pudimos cargar esta página")).toBeVisible();
    expect(await marker(page)).toBe("same document");
    expect(documentLoads).toEqual(["/", "/periodicos", "/"]);

    // The error page's links work, and the rest of the site still navigates client-side.
    await page.getByRole("link", { name: "Ver la última hora" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Última hora");
    expect(await marker(page)).toBe("same document");

    // Once the 10 s have passed, a failure reloads the target again.
    await page.clock.setFixedTime(start + 16_000);
    await mainNav(page).getByRole("link", { name: "Periódicos" }).click();
    await expect(page).toHaveURL(/\/periodicos$/);
    await expect.poll(() => documentLoads).toEqual(["/", "/periodicos", "/", "/periodicos"]);
  });

  test("a module that loads normally is not reloaded: the navigation stays client-side", async ({ page }) => {
    const documentLoads: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documentLoads.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    await mark(page);
    await mainNav(page).getByRole("link", { name: "Periódicos" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Periódicos");
    expect(await marker(page)).toBe("same document");
    expect(documentLoads).toEqual(["/"]);
  });
});

test("resting on a header link prefetches its page's data, as Remix's intent prefetch does", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const prefetch = page.waitForRequest((r) => new URL(r.url()).pathname === "/departamentos.data");
  await mainNav(page).getByRole("link", { name: "Departamentos" }).hover();
  await prefetch;
  await expect(page.locator('link[rel="prefetch"][href^="/departamentos.data"]')).toHaveCount(1);
});

test("route-component preloads: never more than 4 at once, the page's first links in view and what the reader points at, nothing more", async ({
  page,
}) => {
  let inFlight = 0;
  let peak = 0;
  const preloaded = new Set<string>();
  // Every route module answers slowly, so that preloads overlap if nothing holds them back.
  await page.route(/\/build\/routes\/.+\.js$/, async (route) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    preloaded.add(new URL(route.request().url()).pathname);
    try {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({ response });
    } finally {
      inFlight -= 1;
    }
  });
  await page.goto("/todas-las-noticias");
  await waitForHydration(page);
  const cards = await page.locator(".article-card").count();
  expect(cards).toBeGreaterThan(20);
  // What the page names to start (its own route and layout) is not a preload.
  const own = scriptsNamedBy(await (await page.request.get("/todas-las-noticias")).text());
  const settled = async () => {
    await expect
      .poll(
        async () => {
          const seen = preloaded.size;
          await page.waitForTimeout(1_000);
          return inFlight === 0 && preloaded.size === seen;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  };
  // Unasked, only the routes of the first links in view (a card's article page among them)…
  await expect.poll(() => [...preloaded].some((path) => path.includes("articulos")), { timeout: 20_000 }).toBe(true);
  await settled();
  const unasked = [...preloaded].filter((path) => !own.has(path));
  expect(unasked.length, unasked.join(" ")).toBeLessThanOrEqual(4);
  // …not the header's, the footer's or the rest of the page's (a page links to some twenty routes).
  expect([...preloaded].some((path) => path.includes("periodicos._index"))).toBe(false);
  // Pointing at a link preloads its route: the click that follows needs no module request.
  await mainNav(page).getByRole("link", { name: "Periódicos" }).hover();
  await expect.poll(() => [...preloaded].some((path) => path.includes("periodicos._index")), { timeout: 10_000 }).toBe(true);
  await settled();
  expect(peak).toBeLessThanOrEqual(4);
  const before = preloaded.size;
  await mainNav(page).getByRole("link", { name: "Periódicos" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Periódicos");
  expect(preloaded.size).toBe(before);
});
