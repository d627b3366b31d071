import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIResponse, expect, type Page, test } from "@playwright/test";
import { runCli, startServer, stopProcess } from "../support/compiled-app.js";
import { articleIdOf, SAMPLE, waitForHydration, waitForMinimumFillTime } from "./support.js";

/*
 * Security headers on every kind of answer, the Content-Security-Policy of each page against the
 * page itself, no violation in a real browser, safe redirects, and the request limits.
 */

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** The headers every answer must carry, whatever it is. */
function expectSecurityHeaders(response: APIResponse, what: string, options: { policy?: boolean } = {}) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["x-powered-by"], what).toBeUndefined();
  // Served over plain HTTP here: HSTS would be ignored and is not sent.
  expect(headers["strict-transport-security"], what).toBeUndefined();
  if (options.policy === false) return;
  const policy = directives(headers["content-security-policy"] ?? "");
  expect(policy["script-src"], what).toBeDefined();
  expect(policy["script-src"]?.join(" "), what).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
  expect(policy["object-src"], what).toEqual(["'none'"]);
  expect(policy["base-uri"], what).toEqual(["'none'"]);
  expect(policy["frame-ancestors"], what).toEqual(["'none'"]);
}

test("every kind of answer carries the security headers", async ({ request }) => {
  const page = await request.get("/");
  // A 304 keeps the policy stored with the page (same bytes, same hashes), and the other headers.
  const again = await request.get("/", { headers: { "If-None-Match": page.headers()["etag"] ?? "" } });
  expect(again.status()).toBe(304);
  expectSecurityHeaders(again, "304", { policy: false });
  expect(again.headers()["content-security-policy"]).toBeUndefined();
  const asset = /"(\/build\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(asset).toBeTruthy();
  const answers: [string, Promise<APIResponse>, number][] = [
    ["page", request.get("/ultima-hora"), 200],
    ["404 page", request.get("/no-existe/de-verdad"), 404],
    ["500 page", request.get("/test?simular=error"), 500],
    ["static file", request.get("/favicon.svg"), 200],
    ["built asset", request.get(asset as string), 200],
    ["JSON", request.get("/builds/latest.json"), 200],
    ["health", request.get("/healthz"), 200],
    ["readiness", request.get("/readyz"), 200],
    ["RSS", request.get("/rss.xml"), 200],
    ["loader data", request.get("/ultima-hora.data"), 200],
    ["refused cross-site post", request.post("/contacto", { form: { nombre: "x" }, headers: { Origin: "https://otro.example" } }), 403],
    ["too long an address", request.get(`/busqueda?q=${"a".repeat(9000)}`), 400],
    [
      "too big a body",
      request.post("/contacto", { data: "a".repeat(70_000), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      413,
    ],
    ["redirect", request.post("/accion/tema", { form: { theme: "dark", redirectTo: "/categorias" }, maxRedirects: 0 }), 303],
  ];
  for (const [what, pending, status] of answers) {
    const response = await pending;
    expect(response.status(), what).toBe(status);
    expectSecurityHeaders(response, what);
  }
});

test("behind a TLS-terminating proxy, HSTS and upgrade-insecure-requests are added", async ({ request }) => {
  const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toBe("max-age=63072000");
  expect(response.headers()["content-security-policy"]).toMatch(/upgrade-insecure-requests/);
});

/** The inline scripts and inline styles of an HTML document, as the browser's own parser reads them. */
async function inlineCode(page: Page, html: string): Promise<{ scripts: string[]; styles: string[] }> {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "text/html");
    return {
      scripts: [...document.querySelectorAll("script:not([src])")].map((script) => script.textContent ?? ""),
      styles: [
        ...[...document.querySelectorAll("[style]")].map((element) => element.getAttribute("style") ?? ""),
        ...[...document.querySelectorAll("style")].map((style) => style.textContent ?? ""),
      ],
    };
  }, html);
}

test("over more than 100 answers, every inline script and style is allowed by exactly the policy sent with it", async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(120_000);
  await page.goto("/favicon.svg");
  const article = await articleIdOf(request, SAMPLE.sevenMinutes);
  const paths = [
    "/",
    "/ultima-hora",
    "/ultimo-dia",
    "/ultima-semana",
    "/categorias",
    "/categorias/politica",
    "/periodicos/el-tiempo/ultimo-dia",
    "/departamentos/antioquia/titulares",
    "/todas-las-noticias",
    "/busqueda?q=Cali",
    "/reportes",
    "/contacto",
    "/test",
    `/articulos/${article}`,
    "/no-existe",
    "/test?simular=error",
  ];
  // Readers in different states: no cookie (the colour-mode script is inlined), a chosen mode
  // (it is not), and a toast waiting (a style attribute carries its life).
  const dark = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await dark.post("/accion/tema", { form: { theme: "dark", redirectTo: "/" }, maxRedirects: 0 });
  const toasted = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const readers = [request, dark, toasted];

  let answers = 0;
  let scripts = 0;
  let styles = 0;
  const policies = new Set<string>();
  for (let round = 0; round < 7; round++) {
    const reader = readers[round % readers.length] as typeof request;
    for (const path of paths) {
      if (reader === toasted)
        await toasted.post("/__test/toast", { form: { message: `Aviso ${round} ${path}`, life: String(4000 + round) } });
      const response = await reader.get(path);
      const html = await response.text();
      const policy = response.headers()["content-security-policy"] ?? "";
      const parsed = directives(policy);
      const code = await inlineCode(page, html);
      const scriptHashes = new Set(code.scripts.map(sha256).map((hash) => `'${hash}'`));
      const styleHashes = new Set(code.styles.map(sha256).map((hash) => `'${hash}'`));
      // Exactly the page's own: each of its inline scripts is listed, and nothing else is.
      expect(new Set(parsed["script-src"]?.filter((source) => source !== "'self'")), `${path} scripts`).toEqual(scriptHashes);
      const styleSources = parsed["style-src"]?.filter((source) => source !== "'self'" && source !== "'unsafe-hashes'") ?? [];
      expect(new Set(styleSources), `${path} styles`).toEqual(styleHashes);
      expect(policy).not.toMatch(/'nonce-|unsafe-inline|unsafe-eval/);
      answers += 1;
      scripts += code.scripts.length;
      styles += code.styles.length;
      policies.add(policy);
    }
  }
  await dark.dispose();
  await toasted.dispose();
  expect(answers).toBeGreaterThanOrEqual(100);
  expect(scripts).toBeGreaterThan(answers * 3);
  expect(styles).toBeGreaterThan(0);
  // Pages differ, and so do their policies: the hashes follow each page.
  expect(policies.size).toBeGreaterThan(paths.length);
  process.stdout.write(
    `CSP: ${answers} answers, ${scripts} inline scripts and ${styles} inline styles each allowed by its own policy; ${policies.size} distinct policies, no nonce\n`,
  );
});

test("in a browser, pages, navigations, a toast and a form post cause no policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Refused to: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  for (const path of ["/", "/ultima-hora", "/categorias/politica", "/busqueda?q=Cali", "/reportes", "/contacto", "/no-existe"]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  // Client-side navigations render from loader data.
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Categorías" }).click();
  await expect(page).toHaveURL(/\/categorias$/);
  // A toast with a timed life (an inline style attribute, allowed by its hash).
  await page.request.post("/__test/toast", { form: { message: "Aviso con vida", life: "6000" } });
  await page.goto("/ultima-hora");
  await waitForHydration(page);
  const toast = page.locator(".toast-timed");
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((element) => getComputedStyle(element).getPropertyValue("--toast-life").trim())).toBe("6000ms");
  // A form answered with its errors (a 400 page rendered from an action).
  await page.goto("/contacto");
  await waitForHydration(page);
  await waitForMinimumFillTime(page);
  await page.getByRole("button", { name: /Enviar/ }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(violations).toEqual([]);
});

test("the theme form only sends readers back to a page of this site", async ({ request }) => {
  const cases: [string, string][] = [
    ["/categorias/politica?antes=1", "/categorias/politica?antes=1"],
    ["//evil.example/", "/"],
    ["/\\evil.example/", "/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["%2F%2Fevil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/\t/evil.example", "/"],
  ];
  for (const [redirectTo, expected] of cases) {
    const response = await request.post("/accion/tema", { form: { theme: "light", redirectTo }, maxRedirects: 0 });
    expect(response.status(), redirectTo).toBe(303);
    const location = response.headers()["location"] ?? "";
    expect(location, redirectTo).toBe(expected);
    expect(new URL(location, "http://127.0.0.1/").host, redirectTo).toBe("127.0.0.1");
  }
});

test("searches are limited per client address: a Spanish 429 page with Retry-After, other readers unaffected", async ({ page }) => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "rotativa-limite-"));
  const database = join(dir, "limite.db");
  await runCli(["seed-sample", "--database", database]);
  const server = await startServer({ database, env: { SEARCH_RATE_LIMIT: "3" } });
  try {
    const search = (address: string, q = "Cali") =>
      page.request.get(`${server.base}/busqueda?q=${q}`, { headers: { "X-Forwarded-For": address } });
    for (let i = 0; i < 3; i++) expect((await search("203.0.113.70")).status()).toBe(200);
    const refused = await search("203.0.113.70");
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers()["cache-control"]).toBe("no-store");
    const html = await refused.text();
    expect(html).toContain("<title>429 - Demasiadas búsquedas seguidas</title>");
    expect(html).toContain("Hizo demasiadas solicitudes seguidas. Espere un momento y vuelva a intentarlo.");
    // Another reader searches on; the search form without a query is never limited.
    expect((await search("203.0.113.71")).status()).toBe(200);
    expect((await page.request.get(`${server.base}/busqueda`, { headers: { "X-Forwarded-For": "203.0.113.70" } })).status()).toBe(200);
    // The same page with JavaScript: a reader sees the Spanish page.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.70" });
    await page.goto(`${server.base}/busqueda?q=Bogot%C3%A1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demasiadas búsquedas seguidas");
  } finally {
    await stopProcess(server, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
});
