import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { startServer, stopProcess } from "../support/compiled-app";
import { articleIdOf, SAMPLE, storedContactMessages, waitForHydration, waitForMinimumFillTime } from "./support";

/*
 * The contact form: a Remix action with zod validation, Post/Redirect/Get, a confirmation toast,
 * and abuse checks without CAPTCHA. Each test posts from its own address (X-Forwarded-For, which
 * the server trusts from its loopback proxy), so the per-address rate limit of one test does not
 * leak into another.
 */

let addressCounter = 10;
/** A fresh documentation address (RFC 5737) per test. */
const nextAddress = () => `198.51.100.${addressCounter++}`;

async function fillValidForm(page: Page, values: { nombre: string; correo: string; motivo: string; mensaje: string }) {
  await page.getByLabel("Nombre").fill(values.nombre);
  await page.getByLabel("Correo electrónico").fill(values.correo);
  await page.getByLabel("Motivo").selectOption({ label: values.motivo });
  await page.getByLabel("Mensaje").fill(values.mensaje);
}

/** A form token from a fresh page, and the cookie-free form body a script would post. */
async function formBody(request: APIRequestContext, fields: Record<string, string>, headers: Record<string, string>) {
  const html = await (await request.get("/contacto", { headers })).text();
  const token = /name="inicio" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return { inicio: token, sitio_web: "", nombre: "Bot Robot", correo: "bot@example.co", motivo: "otro", mensaje: "Compre seguidores baratos hoy mismo.", ...fields };
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the contact form (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${javaScriptEnabled ? 201 : 200}` } });

    test("a valid message is stored before the 303, confirmed in a toast and on the page, and a reload sends nothing", async ({ page }) => {
      const mensaje = `Propongo agregar El Diario del Otún (${javaScriptEnabled ? "con" : "sin"} JavaScript).`;
      await page.goto("/contacto");
      if (javaScriptEnabled) await waitForHydration(page);
      await fillValidForm(page, { nombre: "Lucía Gómez", correo: "lucia@example.co", motivo: "Agregar un periódico", mensaje });
      await waitForMinimumFillTime(page);
      const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/contacto"));
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      const response = await answer;
      // Without JavaScript the browser gets the 303 itself; with it, Remix's data request reports the redirect.
      if (!javaScriptEnabled) expect(response.status()).toBe(303);
      await expect(page).toHaveURL(/\/contacto$/);

      // Stored by the time the redirect was answered.
      const stored = storedContactMessages().filter((m) => m.message === mensaje);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ name: "Lucía Gómez", email: "lucia@example.co", reason: "periodico", articleId: null });

      await expect(page.locator(".toaster-top-right .toast")).toContainText("Mensaje enviado");
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
      await expect(page.getByLabel("Mensaje")).toHaveValue("");

      await page.reload();
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toHaveCount(0);
      expect(storedContactMessages().filter((m) => m.message === mensaje)).toHaveLength(1);
    });

    test("invalid values get a 400, Spanish messages beside each field, and the reader's values back", async ({ page }) => {
      await page.goto("/contacto");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Nombre").fill("L");
      await page.getByLabel("Correo electrónico").fill("lucia-arroba-example");
      await page.getByLabel("Mensaje").fill("Hola");
      await waitForMinimumFillTime(page);
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      expect((await answer).status()).toBe(400);

      await expect(page.getByRole("heading", { name: "Revise el formulario" })).toBeVisible();
      await expect(page.getByLabel("Nombre")).toHaveValue("L");
      await expect(page.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Nombre")).toHaveAccessibleDescription("Escriba su nombre (al menos 2 letras).");
      await expect(page.getByLabel("Correo electrónico")).toHaveValue("lucia-arroba-example");
      await expect(page.locator(".field-error", { hasText: "Escriba un correo válido, por ejemplo nombre@dominio.co." })).toBeVisible();
      await expect(page.locator(".field-error", { hasText: "Elija el motivo de su mensaje." })).toBeVisible();
      await expect(page.getByLabel("Mensaje")).toHaveValue("Hola");
      await expect(page.locator(".field-error", { hasText: "Escriba su mensaje (al menos 10 caracteres)." })).toBeVisible();
      if (javaScriptEnabled) await expect(page.locator(".notice-error")).toBeFocused();

      // Fixing the values sends it.
      await page.getByLabel("Nombre").fill("Lucía");
      await page.getByLabel("Correo electrónico").fill("lucia@example.co");
      await page.getByLabel("Motivo").selectOption("prensa");
      await page.getByLabel("Mensaje").fill("Soy periodista y quiero hablar con ustedes.");
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
    });
  });
}

test("a link from an article prefills the reason and the article, which is stored with the message", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
  const page = await context.newPage();
  const id = await articleIdOf(request, SAMPLE.eighteenMinutes);
  await page.goto(`/articulos/${id}`);
  await page.getByRole("link", { name: "Reportar un problema" }).click();
  await expect(page).toHaveURL(new RegExp(`/contacto\\?motivo=error&articulo=${id}$`));
  await expect(page.getByLabel("Motivo")).toHaveValue("error");
  await expect(page.getByText("Sobre la noticia:")).toContainText(SAMPLE.eighteenMinutes);
  await page.getByLabel("Nombre").fill("Jorge");
  await page.getByLabel("Correo electrónico").fill("jorge@example.co");
  await page.getByLabel("Mensaje").fill("La línea A no amplía el horario hasta la medianoche sino hasta las 11.");
  await waitForMinimumFillTime(page);
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
  expect(storedContactMessages().find((m) => m.name === "Jorge")).toMatchObject({ reason: "error", articleId: id });
  await context.close();
});

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? "3199"}`;

test("a bot filling the honeypot, or posting faster than a person, gets the confirmation and nothing is stored", async ({ request }) => {
  const headers = { "X-Forwarded-For": nextAddress(), Origin: ORIGIN };
  const honeypot = await formBody(request, { sitio_web: "https://seguidores.example", mensaje: "Mensaje del tarro de miel, 1." }, headers);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const trapped = await request.post("/contacto", { form: honeypot, headers, maxRedirects: 0 });
  expect(trapped.status()).toBe(303);
  expect(trapped.headers()["location"]).toBe("/contacto");
  expect(trapped.headers()["set-cookie"]).toContain("rotativa-aviso=");

  // The time trap: a form posted a few milliseconds after it was served.
  const hasty = await formBody(request, { mensaje: "Mensaje demasiado rápido, 2." }, headers);
  const tooFast = await request.post("/contacto", { form: hasty, headers, maxRedirects: 0 });
  expect(tooFast.status()).toBe(303);

  // No token at all (a script that never loaded the page).
  const blind = await request.post("/contacto", {
    form: { nombre: "Bot", correo: "bot@example.co", motivo: "otro", mensaje: "Mensaje a ciegas, 3." },
    headers,
    maxRedirects: 0,
  });
  expect(blind.status()).toBe(303);

  const stored = storedContactMessages().map((m) => m.message);
  expect(stored.filter((message) => /tarro de miel|demasiado rápido|a ciegas/.test(message))).toEqual([]);
});

test("an address that sent 5 messages in 10 minutes gets a Spanish 429 with Retry-After, its text kept", async ({ request }) => {
  const headers = { "X-Forwarded-For": nextAddress(), Origin: ORIGIN };
  const forms = [];
  for (let i = 1; i <= 6; i++) forms.push(await formBody(request, { nombre: "Insistente", mensaje: `Mensaje número ${i} de una misma conexión.` }, headers));
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  for (const form of forms.slice(0, 5)) {
    expect((await request.post("/contacto", { form, headers, maxRedirects: 0 })).status()).toBe(303);
  }
  const refused = await request.post("/contacto", { form: forms[5] as Record<string, string>, headers, maxRedirects: 0 });
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  const html = await refused.text();
  expect(html).toContain("Demasiados mensajes seguidos");
  expect(html).toContain("Mensaje número 6 de una misma conexión.");
  expect(storedContactMessages().filter((m) => m.name === "Insistente")).toHaveLength(5);
  // Another reader is not affected.
  const other = { "X-Forwarded-For": nextAddress(), Origin: ORIGIN };
  const form = await formBody(request, { nombre: "Otra persona", mensaje: "Un mensaje desde otra conexión." }, other);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect((await request.post("/contacto", { form, headers: other, maxRedirects: 0 })).status()).toBe(303);
});

test("a cross-site post is refused with 403, and an oversized body with 413; nothing is stored", async ({ request }) => {
  const address = { "X-Forwarded-For": nextAddress() };
  const form = await formBody(request, { nombre: "Sitio ajeno", mensaje: "Enviado desde un formulario de otro sitio." }, address);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const foreign = await request.post("/contacto", { form, headers: { ...address, Origin: "https://otro-sitio.example" }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain("<title>403 - ");
  const fetchMetadata = await request.post("/contacto", { form, headers: { ...address, "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });
  expect(fetchMetadata.status()).toBe(403);
  const huge = await request.post("/contacto", {
    form: { ...form, nombre: "Cuerpo enorme", mensaje: "x".repeat(70_000) },
    headers: { ...address, Origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(huge.status()).toBe(413);
  expect(storedContactMessages().filter((m) => m.name === "Sitio ajeno" || m.name === "Cuerpo enorme")).toEqual([]);
});

test("a message answered with 303 survives the server being killed at once and restarted", async () => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "rotativa-contacto-"));
  const database = join(dir, "contacto.db");
  execFileSync(process.execPath, ["dist/cli.js", "migrate", "--database", database], { env: { ...process.env, NODE_ENV: "production" } });
  const env = { CONTACT_MIN_FILL_SECONDS: "0" };
  let server = await startServer({ database, env });
  const base = server.base;
  const api = await playwrightRequest.newContext({ baseURL: base });
  try {
    const form = await formBody(api, { nombre: "Persistente", mensaje: "Este mensaje debe sobrevivir a un apagón del servidor." }, {});
    const answer = await api.post("/contacto", { form, headers: { Origin: base }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    // Killed right after the answer: no graceful shutdown, no chance to flush anything later.
    await stopProcess(server, "SIGKILL");

    server = await startServer({ database, port: server.port, env });
    expect((await fetch(`${base}/healthz`)).ok).toBe(true);
    const stored = storedContactMessages(database);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Persistente", message: "Este mensaje debe sobrevivir a un apagón del servidor." });
  } finally {
    await api.dispose();
    await stopProcess(server, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});
