import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { parseFeed } from "../../app/ingest/parse-feed.js";
import { articleIdOf, SAMPLE, waitForHydration } from "./support.js";

/*
 * Mi región (issue 22): choosing, seeing, changing and removing it with and without JavaScript,
 * the caching that keeps one reader's "Tu región" from every other reader, a department's daily
 * edition and its feed, and the municipality filter of department pages.
 */

const COOKIE = "rotativa-region";
const TU_REGION = /Tu región/;

async function regionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE);
}

const tuRegion = (page: Page) => page.getByRole("region", { name: TU_REGION });

/**
 * Whether a sample article is from today in Bogotá (the daily edition's day, from Bogotá's
 * midnight): the sample is stored minutes before the run, so just after midnight it is
 * yesterday's, and the edition must then leave it out.
 */
async function isFromBogotaToday(request: APIRequestContext, title: string): Promise<boolean> {
  const id = await articleIdOf(request, title);
  const payload = (await (await request.get(`/articulos/${id}/_payload.json`)).json()) as { data: { article: { publishedAt: number } } };
  const bogotaMidnight = Math.floor((Date.now() - 5 * 3_600_000) / 86_400_000) * 86_400_000 + 5 * 3_600_000;
  return payload.data.article.publishedAt >= bogotaMidnight;
}

/** The Cookie header that holds a region, as the server sets it after a form post. */
async function cookieFor(request: APIRequestContext, departments: string[]): Promise<string> {
  const form = new URLSearchParams([["intent", "guardar"], ...departments.map((slug) => ["departamento", slug])]);
  const answer = await request.post("/accion/region", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: form.toString(),
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const setCookie = answer.headers()["set-cookie"] ?? "";
  expect(setCookie).toContain(`${COOKIE}=`);
  return setCookie.split(";")[0] ?? "";
}

test.describe("Mi región without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a reader chooses departments, sees them first, changes them and removes them", async ({ page, context }) => {
    await page.goto("/");
    await expect(tuRegion(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Elija Mi región" }).click();
    await expect(page).toHaveURL(/\/mi-region$/);
    await page.getByRole("checkbox", { name: "Antioquia" }).check();
    await page.getByRole("checkbox", { name: "Valle del Cauca" }).check();
    await page.getByRole("button", { name: "Guardar Mi región" }).click();

    await expect(page).toHaveURL(/\/$/);
    const section = tuRegion(page);
    await expect(section).toBeVisible();
    await expect(section).toContainText("Antioquia · Valle del Cauca");
    await expect(section.getByRole("link", { name: SAMPLE.eighteenMinutes })).toBeVisible();
    await expect(section.getByRole("link", { name: SAMPLE.ninetyFiveMinutes })).toBeVisible();
    // Above the national edition.
    const above = await page.evaluate(() => {
      const region = document.querySelector(".region-section");
      const top = document.querySelector(".front-grid");
      return Boolean(region && top && region.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(above).toBe(true);
    const cookie = await regionCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    // Change: only Antioquia, and Medellín within it.
    await section.getByRole("link", { name: "Cambiar" }).click();
    await expect(page.getByRole("checkbox", { name: "Antioquia" })).toBeChecked();
    await page.getByRole("checkbox", { name: "Valle del Cauca" }).uncheck();
    await page.getByLabel("Municipio (opcional)").selectOption({ label: "Medellín" });
    await page.getByRole("button", { name: "Guardar Mi región" }).click();
    await expect(tuRegion(page)).toContainText("Antioquia · Medellín");
    await expect(tuRegion(page).getByRole("link", { name: SAMPLE.ninetyFiveMinutes })).toHaveCount(0);
    await expect(tuRegion(page).getByRole("link", { name: "Todo sobre Medellín" })).toHaveAttribute(
      "href",
      "/departamentos/antioquia?municipio=05001",
    );

    // Remove: one click.
    await tuRegion(page).getByRole("button", { name: "Quitar Mi región" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(tuRegion(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Elija Mi región" })).toBeVisible();
    expect(await regionCookie(context)).toBeUndefined();
  });

  test("a department page adds its department to Mi región and returns to itself", async ({ page, context }) => {
    await page.goto("/departamentos/atlantico");
    await page.getByRole("button", { name: "Añadir Atlántico a Mi región" }).click();
    await expect(page).toHaveURL(/\/departamentos\/atlantico$/);
    expect(await regionCookie(context)).toBeDefined();
    await page.goto("/");
    await expect(tuRegion(page)).toContainText("Atlántico");
    await expect(tuRegion(page).getByRole("link", { name: /Junior vence 2-1/ })).toBeVisible();
  });

  test("a form the server cannot accept is answered 400 with Spanish messages, never a 500", async ({ page, request }) => {
    await page.goto("/mi-region");
    // Six departments: one too many.
    for (const name of ["Antioquia", "Atlántico", "Bolívar", "Boyacá", "Caldas", "Cauca"])
      await page.getByRole("checkbox", { name, exact: true }).check();
    const answer = page.waitForResponse((response) => response.url().endsWith("/accion/region"));
    await page.getByRole("button", { name: "Guardar Mi región" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Elija como máximo 5 departamentos.");
    await expect(page.getByRole("checkbox", { name: "Cauca", exact: true })).toBeChecked();

    const post = (form: string, type = "application/x-www-form-urlencoded") =>
      request.post("/accion/region", { headers: { "Content-Type": type }, data: form, maxRedirects: 0 });
    const cases: [string, string, string?][] = [
      ["intent=guardar&departamento=narnia", "El departamento «narnia» no existe."],
      ["intent=guardar", "Elija al menos un departamento"],
      ["intent=borrar-todo&departamento=antioquia", "Acción no válida"],
      ["intent=guardar&departamento=antioquia&municipio=76001", "Cali no es de los departamentos elegidos"],
      ["intent=guardar&departamento=antioquia&municipio=99999", "El municipio «99999» no existe."],
      ['{"departamento":"antioquia"}', "Envíe el formulario de Mi región.", "application/json"],
      [`intent=guardar&departamento=${"x".repeat(9000)}`, "no se pudo leer"],
    ];
    for (const [form, message, type] of cases) {
      const response = await post(form, type);
      expect(response.status(), form.slice(0, 60)).toBe(400);
      expect(await response.text()).toContain(message);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
    // Only pages of this site: anything else goes home.
    for (const target of ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await post(`intent=agregar&departamento=antioquia&redirectTo=${encodeURIComponent(target)}`);
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe("/");
    }
    const back = await post(`intent=quitar&redirectTo=${encodeURIComponent("/departamentos/antioquia?municipio=05001")}`);
    expect(back.headers().location).toBe("/departamentos/antioquia?municipio=05001");
  });
});

test.describe("Mi región with JavaScript", () => {
  test("the department page's button adds and removes, mirrored in localStorage, and the front page follows", async ({ page }) => {
    await page.goto("/departamentos/antioquia");
    await waitForHydration(page);
    // The button changes at once; the cookie is set when the action answers (a reader who leaves
    // before that keeps the choice only in this browser's copy): wait for the answer.
    const stored = page.waitForResponse((response) => response.url().includes("/accion/region") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Añadir Antioquia a Mi región" }).click();
    await expect(page.getByRole("button", { name: "Quitar Antioquia de Mi región" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("rotativa-region"))).toBe('["antioquia"]');
    expect((await stored).status()).toBeLessThan(400);

    await page.locator("header a.site-name").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(tuRegion(page)).toContainText("Antioquia");
    await expect(tuRegion(page).getByRole("link", { name: SAMPLE.eighteenMinutes })).toBeVisible();

    // Change through the chooser, in the app.
    await tuRegion(page).getByRole("link", { name: "Cambiar" }).click();
    await expect(page).toHaveURL(/\/mi-region$/);
    await page.getByRole("checkbox", { name: "Atlántico" }).check();
    await page.getByRole("button", { name: "Guardar Mi región" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(tuRegion(page)).toContainText("Antioquia · Atlántico");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rotativa-region"))).toBe('["antioquia","atlantico"]');

    await tuRegion(page).getByRole("button", { name: "Quitar Mi región" }).click();
    await expect(tuRegion(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rotativa-region"))).toBeNull();
    await page.goto("/departamentos/antioquia");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Añadir Antioquia a Mi región" })).toBeVisible();
  });
});

test.describe("caching keeps one reader's region from every other", () => {
  test("a page with Tu región is private and never served to a reader without the cookie", async ({ request, playwright, baseURL }) => {
    const cookie = await cookieFor(request, ["valle-del-cauca"]);
    const plain = await playwright.request.newContext({ baseURL });
    try {
      // A reader without the cookie fills the shared micro-cache…
      const before = await plain.get("/");
      expect(before.status()).toBe(200);
      expect(before.headers()["cache-control"]).toMatch(/^public\b/);
      expect(before.headers().vary).toMatch(/\bCookie\b/i);
      expect(await before.text()).not.toMatch(TU_REGION);

      // …the reader with the cookie still gets their own page, private…
      // (the page's data too, which the app fetches on a client-side navigation)
      for (const [path, mark] of [
        ["/", TU_REGION],
        ["/_root.data", /"choice"/],
      ] as const) {
        const own = await plain.get(path, { headers: { Cookie: cookie } });
        expect(own.status(), path).toBe(200);
        expect(own.headers()["cache-control"], path).toMatch(/^private\b/);
        expect(own.headers()["cache-control"], path).not.toMatch(/\bpublic\b/);
        expect(await own.text(), path).toMatch(mark);
        const shared = await plain.get(path);
        expect(shared.headers()["cache-control"], path).toMatch(/^public\b/);
        expect(await shared.text(), path).not.toMatch(mark);
      }
      const own = await plain.get("/", { headers: { Cookie: cookie } });
      expect(own.headers().vary).toMatch(/\bCookie\b/i);
      expect(await own.text()).toContain(SAMPLE.ninetyFiveMinutes);

      // …and readers without it keep getting the shared page, unchanged (the same bytes, the same tag).
      const after = await plain.get("/");
      expect(after.headers()["cache-control"]).toBe(before.headers()["cache-control"]);
      expect(after.headers().etag).toBe(before.headers().etag);
      expect(await after.text()).not.toMatch(TU_REGION);
      // With only the colour-mode cookie (the micro-cache's other key) there is no region either.
      expect(await (await plain.get("/", { headers: { Cookie: "rotativa-tema=x" } })).text()).not.toMatch(TU_REGION);
    } finally {
      await plain.dispose();
    }
  });

  test("two browsers: the one with Mi región sees it, the other never does", async ({ browser, request, baseURL }) => {
    const cookie = await cookieFor(request, ["bolivar"]);
    const [name, value] = cookie.split("=") as [string, string];
    const withRegion = await browser.newContext({ baseURL });
    const without = await browser.newContext({ baseURL });
    try {
      await withRegion.addCookies([{ name, value, url: baseURL as string }]);
      const mine = await withRegion.newPage();
      const theirs = await without.newPage();
      const mineAnswer = await mine.goto("/");
      await expect(tuRegion(mine)).toContainText("Bolívar");
      expect(mineAnswer?.headers()["cache-control"]).toMatch(/^private\b/);
      for (let round = 0; round < 2; round++) {
        const answer = await theirs.goto("/");
        expect(answer?.headers()["cache-control"]).toMatch(/^public\b/);
        await expect(theirs.locator("main")).not.toContainText("Tu región");
      }
    } finally {
      await withRegion.close();
      await without.close();
    }
  });
});

test.describe("a department's daily edition", () => {
  test("lists the day's stories with their coverage, the newest version and a share link", async ({ page, request }) => {
    await page.goto("/departamentos/bogota/hoy");
    await expect(page).toHaveTitle("Bogotá D.C. hoy · Rotativa");
    const edition = page.getByRole("region", { name: /Bogotá D\.C\. hoy/ });
    await expect(edition.getByRole("heading", { name: /Bogotá D\.C\. hoy/ })).toContainText(/\d{4}/);
    await expect(page.getByRole("link", { name: "Hoy", exact: true })).toHaveAttribute("aria-current", "page");
    // The Senate's health reform (three newspapers) is national news: it names no department, so no
    // department's edition lists it. Bogotá's pico y placa (one newspaper, four hours old) leads its
    // own line with its coverage; just after Bogotá's midnight it is yesterday's, and the edition
    // leaves it out. Stories told by several papers are counted in the unit tests of the edition.
    await expect(edition.getByText(SAMPLE.sevenMinutes)).toHaveCount(0);
    const line = edition.getByRole("listitem").filter({ hasText: SAMPLE.fourHours });
    if (await isFromBogotaToday(request, SAMPLE.fourHours)) {
      await expect(line.getByRole("link", { name: "En 1 periódico" })).toHaveAttribute("href", /^\/historias\/\d+$/);
      await expect(line.getByRole("link", { name: SAMPLE.fourHours })).toHaveAttribute("href", /^\/articulos\/\d+$/);
    } else await expect(line).toHaveCount(0);
    const whatsapp = page.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=.*%2Fdepartamentos%2Fbogota%2Fhoy/);
    await expect(page.getByLabel("Enlace para copiar")).toHaveValue(/\/departamentos\/bogota\/hoy$/);
  });

  test("its feed is valid RSS with the same lines, read back by a feed parser", async ({ page, request }) => {
    await page.goto("/departamentos/bogota/hoy");
    const titles = await page.locator(".edition-line .article-title").allInnerTexts();
    const response = await request.get("/departamentos/bogota/hoy/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    const parsed = parseFeed({ bytes: new TextEncoder().encode(xml), contentType: "application/rss+xml", url: "http://127.0.0.1/" });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.feed.title?.value).toBe("Bogotá D.C. hoy · Rotativa");
    expect(parsed.feed.items.map((item) => item.title?.value)).toEqual(titles);
    expect(parsed.feed.items.some((item) => item.title?.value === SAMPLE.sevenMinutes)).toBe(false);
    const local = parsed.feed.items.find((item) => item.title?.value === SAMPLE.fourHours);
    if (await isFromBogotaToday(request, SAMPLE.fourHours)) {
      expect(local?.summary?.value).toMatch(/^En 1 periódico\./);
      expect(local?.link).toMatch(/\/articulos\/\d+$/);
    } else expect(local).toBeUndefined();
  });

  test("an unknown department has neither edition nor feed", async ({ page, request }) => {
    const answer = await page.goto("/departamentos/narnia/hoy");
    expect(answer?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found/);
    expect((await request.get("/departamentos/narnia/hoy/rss.xml")).status()).toBe(404);
  });

  test("the sitemap lists every department's edition", async ({ request }) => {
    const xml = await (await request.get("/sitemaps/paginas.xml")).text();
    expect(xml).toMatch(/<loc>[^<]*\/departamentos\/antioquia\/hoy<\/loc>/);
  });
});

test.describe("department pages by municipality", () => {
  test.use({ javaScriptEnabled: false });

  test("?municipio= narrows the listing, and a municipality of another department is said so", async ({ page }) => {
    await page.goto("/departamentos/antioquia");
    await page.getByLabel("Municipio", { exact: true }).selectOption({ label: "Medellín" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/\/departamentos\/antioquia\?municipio=05001$/);
    await expect(page.locator(".article-card .article-title")).toHaveText([SAMPLE.eighteenMinutes]);

    const answer = await page.goto("/departamentos/antioquia?municipio=76001");
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("alert")).toContainText("no es de este departamento");
    await expect(page.locator(".article-card").first()).toBeVisible();
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`Mi región's pages have no serious axe violations and no horizontal scroll at 320 px, ${colorScheme}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const cookie = await cookieFor(request, ["antioquia", "valle-del-cauca"]);
    const [name, value] = cookie.split("=") as [string, string];
    await page.emulateMedia({ colorScheme });
    const failures: string[] = [];
    const overflow: string[] = [];
    const paths = ["/", "/mi-region", "/departamentos/bogota/hoy", "/departamentos/antioquia?municipio=05001", "/departamentos/antioquia"];
    for (const withCookie of [false, true]) {
      if (withCookie) await context.addCookies([{ name, value, url: baseURL as string }]);
      for (const path of paths) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        if (withCookie && path === "/") await expect(tuRegion(page)).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        for (const violation of results.violations)
          if (violation.impact === "serious" || violation.impact === "critical")
            failures.push(`${path}: ${violation.id} ${violation.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        await page.setViewportSize({ width: 320, height: 800 });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) overflow.push(`${path}: ${width}px`);
      }
    }
    expect(failures).toEqual([]);
    expect(overflow).toEqual([]);
  });
}
