import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, type Response, request as playwrightRequest, test } from "@playwright/test";
import addressparser from "nodemailer/lib/addressparser";
import { type ServerProcess, startServer, stopProcess } from "../support/compiled-app.js";
import { bodyText, startSmtpSink } from "../support/smtp-sink.js";
import {
  articleIdOf,
  formShownAt,
  listedContactMessages,
  SAMPLE,
  storedContactMessages,
  waitForHydration,
  waitForMinimumFillTime,
} from "./support.js";

/*
 * The contact form: a Remix action with zod validation, Post/Redirect/Get, a confirmation toast,
 * and abuse checks without CAPTCHA. Each test posts from its own address (X-Forwarded-For, which
 * the server trusts from its loopback proxy), so the per-address rate limit of one test does not
 * leak into another.
 */

// Random per module load: after a failure Playwright starts a new worker, which loads this file
// again, and its addresses must not be those the server already counted.
const addressPrefix = `2001:db8:${randomBytes(2).toString("hex")}`;
let addressCounter = 1;
/** A fresh documentation address (RFC 3849) per test. */
const nextAddress = () => `${addressPrefix}::${(addressCounter++).toString(16)}`;

async function fillValidForm(page: Page, values: { nombre: string; correo: string; motivo: string; mensaje: string }) {
  await page.getByLabel("Nombre").fill(values.nombre);
  await page.getByLabel("Correo electrónico").fill(values.correo);
  await page.getByLabel("Motivo").selectOption({ label: values.motivo });
  await page.getByLabel("Mensaje", { exact: true }).fill(values.mensaje);
}

/** Sends the form on the page and resolves with the answer to its POST (a 303 without JavaScript; Remix's data request with it). */
async function send(page: Page): Promise<Response> {
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/contacto"));
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  return answer;
}

/** The token of the form on the page. */
const tokenOn = (page: Page) => page.locator('input[name="inicio"]').inputValue();

/** Puts another token in the form on the page, as a replaying script would. */
async function useToken(page: Page, token: string) {
  await page.locator('input[name="inicio"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), token);
}

/** The listed messages with this text (each acknowledged message must be there exactly once). */
const listed = (message: string, database?: string) => listedContactMessages(database).filter((m) => m.message === message);

/** A counter of the end-to-end server's /metrics (read directly from loopback, as a local scraper does). */
async function metric(name: string, labels: string): Promise<number> {
  // A new connection each time: a kept-alive one may be closed by the server just as it is reused.
  const text = await new Promise<string>((resolve, reject) => {
    get(`${ORIGIN}/metrics`, { agent: false }, (response) => {
      let body = "";
      response
        .setEncoding("utf8")
        .on("data", (chunk: string) => (body += chunk))
        .on("end", () => resolve(body))
        .on("error", reject);
    }).on("error", reject);
  });
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

/** A form token from a fresh page, and the cookie-free form body a script would post. */
async function formBody(request: APIRequestContext, fields: Record<string, string>, headers: Record<string, string>) {
  const html = await (await request.get("/contacto", { headers })).text();
  const token = /name="inicio" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return {
    inicio: token,
    sitio_web: "",
    nombre: "Bot Robot",
    correo: "bot@example.co",
    motivo: "otro",
    mensaje: "Compre seguidores baratos hoy mismo.",
    ...fields,
  };
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the contact form (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });
    // Each test from its own address, so that the limit of 5 messages per address never mixes tests.
    test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders({ "X-Forwarded-For": nextAddress() }));
    const mode = javaScriptEnabled ? "con JavaScript" : "sin JavaScript";

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
      await expect(page.getByLabel("Mensaje", { exact: true })).toHaveValue("");

      await page.reload();
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toHaveCount(0);
      expect(storedContactMessages().filter((m) => m.message === mensaje)).toHaveLength(1);
    });

    test("invalid values get a 400, Spanish messages beside each field, and the reader's values back", async ({ page }) => {
      await page.goto("/contacto");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Nombre").fill("L");
      await page.getByLabel("Correo electrónico").fill("lucia-arroba-example");
      await page.getByLabel("Mensaje", { exact: true }).fill("Hola");
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
      await expect(page.getByLabel("Mensaje", { exact: true })).toHaveValue("Hola");
      await expect(page.locator(".field-error", { hasText: "Escriba su mensaje (al menos 10 caracteres)." })).toBeVisible();
      if (javaScriptEnabled) await expect(page.locator(".notice-error")).toBeFocused();

      // Fixing the values sends it.
      await page.getByLabel("Nombre").fill("Lucía");
      await page.getByLabel("Correo electrónico").fill("lucia@example.co");
      await page.getByLabel("Motivo").selectOption("prensa");
      await page.getByLabel("Mensaje", { exact: true }).fill("Soy periodista y quiero hablar con ustedes.");
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
    });

    test("an invalid e-mail, fixed and sent again at once, is stored (303), and so is a second message 5 s later", async ({ page }) => {
      const first = `Corrijo el correo y reenvío enseguida (${mode}).`;
      await page.goto("/contacto");
      if (javaScriptEnabled) await waitForHydration(page);
      await fillValidForm(page, { nombre: "Lucía Gómez", correo: "lucia-arroba-example.co", motivo: "Prensa", mensaje: first });
      await waitForMinimumFillTime(page);
      expect((await send(page)).status()).toBe(400);
      await expect(page.locator(".field-error", { hasText: "Escriba un correo válido, por ejemplo nombre@dominio.co." })).toBeVisible();

      // The reader fixes the address and sends at once: well within the minimum fill time of the
      // 400 page, long after the form was first shown, which is what counts.
      await page.getByLabel("Correo electrónico").fill("lucia@example.co");
      const resent = await send(page);
      if (!javaScriptEnabled) expect(resent.status()).toBe(303);
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
      expect(listed(first)).toMatchObject([{ name: "Lucía Gómez", email: "lucia@example.co", reason: "prensa" }]);

      // A second message on the fresh form, 5 s later: a new form, a new token, stored too.
      await page.waitForTimeout(5_000);
      const second = `Y un segundo mensaje, cinco segundos después (${mode}).`;
      await fillValidForm(page, { nombre: "Lucía Gómez", correo: "lucia@example.co", motivo: "Sugerencia", mensaje: second });
      const again = await send(page);
      if (!javaScriptEnabled) expect(again.status()).toBe(303);
      await expect(page.getByLabel("Mensaje", { exact: true })).toHaveValue("");
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
      expect(listed(second)).toHaveLength(1);
      expect(listed(first)).toHaveLength(1);
    });

    test("an empty form sent at once gets its field messages and keeps its reason and article link", async ({ page, request }) => {
      const id = await articleIdOf(request, SAMPLE.eighteenMinutes);
      await page.goto(`/contacto?motivo=error&articulo=${id}`);
      if (javaScriptEnabled) await waitForHydration(page);
      expect((await send(page)).status()).toBe(400);
      await expect(page.getByRole("heading", { name: "Revise el formulario" })).toBeVisible();
      await expect(page.getByLabel("Nombre")).toHaveAccessibleDescription("Escriba su nombre (al menos 2 letras).");
      await expect(page.locator(".field-error", { hasText: "Escriba su correo electrónico para poder responderle." })).toBeVisible();
      await expect(page.locator(".field-error", { hasText: "Escriba su mensaje (al menos 10 caracteres)." })).toBeVisible();
      await expect(page.locator(".field-error")).toHaveCount(3);
      await expect(page.getByLabel("Motivo")).toHaveValue("error");
      await expect(page.getByText("Sobre la noticia:")).toContainText(SAMPLE.eighteenMinutes);
      await expect(page.getByRole("link", { name: SAMPLE.eighteenMinutes })).toHaveAttribute("href", `/articulos/${id}`);

      const mensaje = `El horario de la línea A está mal en esta nota (${mode}).`;
      await page.getByLabel("Nombre").fill("Jorge");
      await page.getByLabel("Correo electrónico").fill("jorge@example.co");
      await page.getByLabel("Mensaje", { exact: true }).fill(mensaje);
      await waitForMinimumFillTime(page);
      await send(page);
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
      expect(listed(mensaje)).toMatchObject([{ reason: "error", articleId: id }]);
    });

    test("a filled honeypot, also as a repeated field, gets the confirmation, is not stored and is counted", async ({ page }) => {
      const before = await metric("rotativa_contact_discarded_total", 'signal="honeypot"');
      const posts = [`Tarro de miel lleno (${mode}).`, `Tarro de miel repetido, primero vacío (${mode}).`];
      for (const [i, mensaje] of posts.entries()) {
        await page.goto("/contacto");
        if (javaScriptEnabled) await waitForHydration(page);
        await fillValidForm(page, { nombre: "Bot Robot", correo: "bot@example.co", motivo: "Otro", mensaje });
        // A bot fills every field it finds; the second one sends the field twice, the empty one first.
        await page.locator(".contact-form").evaluate((form, repeated) => {
          const field = form.querySelector('input[name="sitio_web"]') as HTMLInputElement;
          if (!repeated) {
            field.value = "https://seguidores.example";
            return;
          }
          const copy = document.createElement("input");
          copy.type = "hidden";
          copy.name = "sitio_web";
          copy.value = "http://x";
          form.append(copy);
        }, i === 1);
        await waitForMinimumFillTime(page);
        const answer = await send(page);
        if (!javaScriptEnabled) expect(answer.status()).toBe(303);
        await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
      }
      expect(storedContactMessages().filter((m) => posts.includes(m.message))).toEqual([]);
      expect(await metric("rotativa_contact_discarded_total", 'signal="honeypot"')).toBe(before + 2);
    });

    test("a replayed token: another message on it is refused honestly, the same message again is stored once", async ({ page }) => {
      const first = `Primer mensaje de este formulario (${mode}).`;
      await page.goto("/contacto");
      if (javaScriptEnabled) await waitForHydration(page);
      await fillValidForm(page, { nombre: "Marta", correo: "marta@example.co", motivo: "Sugerencia", mensaje: first });
      await waitForMinimumFillTime(page);
      const used = await tokenOn(page);
      await send(page);
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();

      // Another message posted with the used token: refused, its text kept, nothing stored.
      const other = `Otro mensaje con el mismo formulario (${mode}).`;
      await page.goto("/contacto");
      if (javaScriptEnabled) await waitForHydration(page);
      await fillValidForm(page, { nombre: "Marta", correo: "marta@example.co", motivo: "Otro", mensaje: other });
      await useToken(page, used);
      expect((await send(page)).status()).toBe(409);
      await expect(page.getByRole("heading", { name: "Este formulario ya envió un mensaje" })).toBeVisible();
      await expect(page.getByLabel("Mensaje", { exact: true })).toHaveValue(other);
      expect(listed(other)).toEqual([]);
      // Sent again from the form it was given back, it is stored.
      await send(page);
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
      expect(listed(other)).toHaveLength(1);

      // The first message posted again with its token (a double submit): answered like the first, stored once.
      await page.goto("/contacto");
      if (javaScriptEnabled) await waitForHydration(page);
      await fillValidForm(page, { nombre: "Marta", correo: "marta@example.co", motivo: "Sugerencia", mensaje: first });
      await useToken(page, used);
      const again = await send(page);
      if (!javaScriptEnabled) expect(again.status()).toBe(303);
      await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
      expect(listed(first)).toHaveLength(1);
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
  await page.getByLabel("Mensaje", { exact: true }).fill("La línea A no amplía el horario hasta la medianoche sino hasta las 11.");
  await waitForMinimumFillTime(page);
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
  expect(storedContactMessages().find((m) => m.name === "Jorge")).toMatchObject({ reason: "error", articleId: id });
  await context.close();
});

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? "3199"}`;

test("certain bot signals get the confirmation, store nothing and are counted; a post that only looks too fast gets an honest 400", async ({
  request,
}) => {
  const headers = { "X-Forwarded-For": nextAddress(), Origin: ORIGIN };
  const signals = ["honeypot", "no-token", "forged-token"];
  const before = await Promise.all(signals.map((signal) => metric("rotativa_contact_discarded_total", `signal="${signal}"`)));
  const honeypot = await formBody(request, { sitio_web: "https://seguidores.example", mensaje: "Mensaje del tarro de miel, 1." }, headers);
  const repeated = await formBody(request, { mensaje: "Mensaje del tarro de miel repetido, 2." }, headers);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const trapped = await request.post("/contacto", { form: honeypot, headers, maxRedirects: 0 });
  expect(trapped.status()).toBe(303);
  expect(trapped.headers()["location"]).toBe("/contacto");
  expect(trapped.headers()["set-cookie"]).toContain("rotativa-aviso=");
  // Every value of a repeated field is read: an empty one first does not hide a filled one.
  const twice = `${new URLSearchParams(repeated).toString()}&sitio_web=${encodeURIComponent("http://x")}`;
  const trappedTwice = await request.post("/contacto", {
    data: twice,
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
  expect(trappedTwice.status()).toBe(303);

  // No token at all (a script that never loaded the page), and a token we never signed.
  const blind = await request.post("/contacto", {
    form: { nombre: "Bot", correo: "bot@example.co", motivo: "otro", mensaje: "Mensaje a ciegas, 3." },
    headers,
    maxRedirects: 0,
  });
  expect(blind.status()).toBe(303);
  const other = { "X-Forwarded-For": nextAddress(), Origin: ORIGIN };
  const forged = await request.post("/contacto", {
    form: {
      inicio: `${Date.now() - 60_000}.${"A".repeat(22)}.${"A".repeat(32)}`,
      sitio_web: "",
      nombre: "Bot",
      correo: "bot@example.co",
      motivo: "otro",
      mensaje: "Mensaje con un token inventado, 4.",
    },
    headers: other,
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(303);

  // A form posted a few milliseconds after it was served: autofill, or a bot; an honest answer either way.
  const hasty = await formBody(request, { nombre: "Prisa", mensaje: "Mensaje demasiado rápido, 5." }, other);
  const tooFast = await request.post("/contacto", { form: hasty, headers: other, maxRedirects: 0 });
  expect(tooFast.status()).toBe(400);
  const html = await tooFast.text();
  expect(html).toContain("Revise su mensaje y envíelo de nuevo");
  expect(html).toContain("Mensaje demasiado rápido, 5.");
  // The page shown again carries the same token, so the same form sent a moment later is stored.
  expect(html).toContain(`value="${hasty.inicio}"`);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect((await request.post("/contacto", { form: hasty, headers: other, maxRedirects: 0 })).status()).toBe(303);

  const stored = storedContactMessages().map((m) => m.message);
  expect(stored.filter((message) => /tarro de miel|a ciegas|token inventado/.test(message))).toEqual([]);
  expect(listed("Mensaje demasiado rápido, 5.")).toHaveLength(1);
  const after = await Promise.all(signals.map((signal) => metric("rotativa_contact_discarded_total", `signal="${signal}"`)));
  expect(after.map((count, i) => count - (before[i] as number))).toEqual([2, 1, 1]);
});

test("a token fetched once and replayed: the first message is stored, the same one again answered alike, others refused", async ({
  request,
}) => {
  const headers = { "X-Forwarded-For": nextAddress(), Origin: ORIGIN };
  const form = await formBody(request, { nombre: "Repetidor", mensaje: "Mensaje repetido con un solo formulario, A." }, headers);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect((await request.post("/contacto", { form, headers, maxRedirects: 0 })).status()).toBe(303);
  expect((await request.post("/contacto", { form, headers, maxRedirects: 0 })).status()).toBe(303);
  for (const letter of ["B", "C"]) {
    const refused = await request.post("/contacto", {
      form: { ...form, mensaje: `Mensaje repetido con un solo formulario, ${letter}.` },
      headers,
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("Este formulario ya envió un mensaje");
  }
  expect(listed("Mensaje repetido con un solo formulario, A.")).toHaveLength(1);
  expect(listedContactMessages().filter((m) => m.name === "Repetidor")).toHaveLength(1);
});

test("an address that sent 5 messages in 10 minutes gets a Spanish 429 with Retry-After, its text kept", async ({ request }) => {
  const headers = { "X-Forwarded-For": nextAddress(), Origin: ORIGIN };
  const forms = [];
  for (let i = 1; i <= 6; i++)
    forms.push(await formBody(request, { nombre: "Insistente", mensaje: `Mensaje número ${i} de una misma conexión.` }, headers));
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

/*
 * On a server of its own with the production minimum fill time (3 s) and an SMTP sink: the
 * honest answer to a form sent too soon, and the forwarded e-mail's Reply-To.
 */
test.describe("with the production fill time and forwarding by e-mail", () => {
  let dir: string;
  let database: string;
  let server: ServerProcess;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const MIN_FILL_MS = 3_000;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "rotativa-contacto-smtp-"));
    database = join(dir, "contacto.db");
    execFileSync(process.execPath, ["dist/cli.js", "migrate", "--database", database], { env: { ...process.env, NODE_ENV: "production" } });
    sink = await startSmtpSink();
    server = await startServer({
      database,
      env: { CONTACT_MIN_FILL_SECONDS: String(MIN_FILL_MS / 1000), SMTP_URL: sink.url, CONTACT_EMAIL_TO: "editores@rotativa.invalid" },
    });
  });
  test.afterAll(async () => {
    if (server) await stopProcess(server, "SIGTERM");
    await sink?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const javaScriptEnabled of [false, true]) {
    const mode = javaScriptEnabled ? "con JavaScript" : "sin JavaScript";
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("a valid form sent 0.5 s after the page loaded gets an honest answer, and is stored once sent again", async ({ page }) => {
        const mensaje = `Autocompletado y pegado en medio segundo (${mode}).`;
        await page.goto(`${server.base}/contacto`);
        if (javaScriptEnabled) await waitForHydration(page);
        await fillValidForm(page, { nombre: "Ana Prisa", correo: "ana@example.co", motivo: "Sugerencia", mensaje });
        const shownAt = await formShownAt(page);
        const wait = shownAt + 500 - Date.now();
        if (wait > 0) await page.waitForTimeout(wait);
        // What this test is about: the post leaves before the minimum fill time.
        expect(Date.now() - shownAt, "the form must be sent before the minimum fill time").toBeLessThan(MIN_FILL_MS);
        expect((await send(page)).status()).toBe(400);
        await expect(page.getByRole("heading", { name: "Revise su mensaje y envíelo de nuevo" })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toHaveCount(0);
        await expect(page.getByLabel("Mensaje", { exact: true })).toHaveValue(mensaje);
        await expect(page.getByLabel("Nombre")).toHaveValue("Ana Prisa");
        await expect(page.getByLabel("Motivo")).toHaveValue("sugerencia");
        expect(listed(mensaje, database)).toEqual([]);
        if (javaScriptEnabled) {
          await expect(page.locator(".notice-error")).toBeFocused();
          for (const colorScheme of ["light", "dark"] as const) {
            await page.emulateMedia({ colorScheme });
            await expect(page.locator("html")).toHaveClass(colorScheme);
            const results = await new AxeBuilder({ page })
              .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
              .analyze();
            expect(
              results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${colorScheme}: ${v.id}`),
            ).toEqual([]);
          }
        }

        // The kept form still carries the first render's time: once the minimum has passed since then, it goes through.
        expect(await formShownAt(page)).toBe(shownAt);
        await waitForMinimumFillTime(page, MIN_FILL_MS);
        const resent = await send(page);
        if (!javaScriptEnabled) expect(resent.status()).toBe(303);
        await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
        expect(listed(mensaje, database)).toHaveLength(1);
      });

      test("a name with commas, colons and semicolons gives the forwarded e-mail exactly one Reply-To address", async ({ page }) => {
        const nombre = javaScriptEnabled ? "a@evil.com, Luis; Grupo: b@evil.com;" : "Ana: evil@x.com, otro@y.com;";
        const correo = javaScriptEnabled ? "luis@example.co" : "ana@example.co";
        const mensaje = `Un nombre con comas, dos puntos y punto y coma (${mode}).`;
        await page.goto(`${server.base}/contacto`);
        if (javaScriptEnabled) await waitForHydration(page);
        await fillValidForm(page, { nombre, correo, motivo: "Otro", mensaje });
        await waitForMinimumFillTime(page, MIN_FILL_MS);
        await send(page);
        await expect(page.getByRole("heading", { name: "Recibimos su mensaje" })).toBeVisible();
        expect(listed(mensaje, database)).toMatchObject([{ name: nombre, email: correo }]);

        // Forwarded at once (the forwarder is told after the message is stored).
        await expect.poll(() => sink.mails.filter((mail) => bodyText(mail).includes(mensaje)).length).toBe(1);
        const mail = sink.mails.find((m) => bodyText(m).includes(mensaje));
        const header = /^Reply-To:(.*(?:\n[ \t].*)*)/m.exec(mail?.data ?? "")?.[1]?.replace(/\n[ \t]/g, " ") ?? "";
        // Read as a mail client reads it: an address list, groups opened.
        expect(addressparser(header, { flatten: true }).map((mailbox) => mailbox.address)).toEqual([correo]);
        expect(mail?.to).toEqual(["<editores@rotativa.invalid>"]);
        expect(mail?.data).not.toMatch(/^(Cc|Bcc):/im);
      });
    });
  }
});
