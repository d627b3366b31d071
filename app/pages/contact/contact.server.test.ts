import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../../tests/support/builders.js";
import { createTestDatabase } from "../../../tests/support/test-db.js";
import type { OpenDatabase } from "../../db/database.server.js";
import { listContactMessages } from "../../models/contact.server.js";
import {
  CONTACT_BODY_LIMIT,
  type ContactOutcome,
  type ContactService,
  createContactService,
  FORM_MAX_AGE_MS,
  MESSAGES_PER_WINDOW,
  readBodyWithLimit,
} from "./contact.server.js";
import { isSameOrigin, originHeadersOf } from "../../text/same-origin.js";

const SITE = "https://rotativa.invalid";
const MIN_FILL_MS = 3000;

describe("the contact service", () => {
  let database: OpenDatabase;
  let now: number;
  let contact: ContactService;
  let stored: number[];
  let outcomes: ContactOutcome[];
  let logged: { fields: Record<string, unknown>; message: string }[];

  const serviceOn = (db: OpenDatabase["db"], extra: Partial<Parameters<typeof createContactService>[0]> = {}) =>
    createContactService({
      db,
      config: { siteUrl: SITE, contact: { minFillMs: MIN_FILL_MS, smtp: null } },
      secret: "x".repeat(40),
      log: {
        info: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
        warn: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
      } as never,
      now: () => now,
      onStored: (id) => stored.push(id),
      onOutcome: (outcome) => outcomes.push(outcome),
      ...extra,
    });

  beforeEach(async () => {
    database = await createTestDatabase();
    now = 1_800_000_000_000;
    stored = [];
    outcomes = [];
    logged = [];
    contact = serviceOn(database.db);
  });
  afterEach(async () => {
    await database.close();
  });

  /** A form body as the page posts it: the token and an empty honeypot unless the fields name them, then the fields. */
  function body(fields: Record<string, string> | [string, string][], token: string) {
    const entries = Array.isArray(fields) ? fields : Object.entries(fields);
    const names = new Set(entries.map(([name]) => name));
    const form = new URLSearchParams();
    if (!names.has("inicio")) form.append("inicio", token);
    if (!names.has("sitio_web")) form.append("sitio_web", "");
    for (const [name, value] of entries) form.append(name, value);
    return form.toString();
  }
  /** A form shown `age` ms ago (or the given token), posted now from our own page. */
  function post(
    fields: Record<string, string> | [string, string][],
    options: { age?: number; headers?: Record<string, string>; token?: string } = {},
  ) {
    const token = options.token ?? contact.formToken(now - (options.age ?? 10_000));
    return new Request(`${SITE}/contacto`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...options.headers },
      body: body(fields, token),
    });
  }
  const valid = {
    nombre: "  Ana Pérez ",
    correo: "ana@example.co",
    motivo: "sugerencia",
    mensaje: "Sería útil ver las noticias de Arauca.",
    articulo: "",
  };
  const tokenOf = (outcome: ContactOutcome) => ("form" in outcome ? outcome.form.formToken : "");

  it("stores a valid message, trimmed, and says so", async () => {
    const outcome = await contact.submit(post(valid), "203.0.113.1");
    expect(outcome).toMatchObject({ kind: "stored" });
    const [message] = await listContactMessages(database.db);
    expect(message).toMatchObject({
      name: "Ana Pérez",
      email: "ana@example.co",
      reason: "sugerencia",
      articleId: null,
      createdAt: now,
      nextForwardAt: null,
    });
    expect(stored).toEqual([message?.id]);
    expect(outcomes).toEqual([outcome]);
  });

  it("keeps a reference to an existing article and drops one to a missing article", async () => {
    const articleId = await createArticle(database.db);
    await contact.submit(post({ ...valid, motivo: "error", articulo: String(articleId) }), "203.0.113.1");
    await contact.submit(post({ ...valid, motivo: "error", articulo: "999999" }), "203.0.113.1");
    await contact.submit(post({ ...valid, motivo: "error", articulo: "abc" }), "203.0.113.1");
    expect((await listContactMessages(database.db)).map((m) => m.articleId)).toEqual([articleId, null, null]);
  });

  it("refuses invalid values with a Spanish message per field and the reader's values", async () => {
    const outcome = await contact.submit(post({ nombre: "A", correo: "no-es-correo", motivo: "spam", mensaje: "corto" }), "203.0.113.1");
    expect(outcome.kind).toBe("invalid");
    if (outcome.kind !== "invalid") return;
    expect(outcome.errors).toEqual({
      nombre: "Escriba su nombre (al menos 2 letras).",
      correo: "Escriba un correo válido, por ejemplo nombre@dominio.co.",
      motivo: "Elija el motivo de su mensaje.",
      mensaje: "Escriba su mensaje (al menos 10 caracteres).",
    });
    expect(outcome.form.values).toMatchObject({ nombre: "A", correo: "no-es-correo", mensaje: "corto" });
    expect(await listContactMessages(database.db)).toEqual([]);
    const empty = await contact.submit(post({}), "203.0.113.2");
    expect(empty.kind === "invalid" && empty.errors.correo).toBe("Escriba su correo electrónico para poder responderle.");
    const multiline = await contact.submit(post({ ...valid, nombre: "Ana\r\nBcc: x@y.z" }), "203.0.113.2");
    expect(multiline.kind === "invalid" && multiline.errors.nombre).toBe("El nombre no puede tener saltos de línea.");
  });

  it("carries the first render's token across a refusal, so a fix sent at once is stored", async () => {
    const shown = contact.formToken(now);
    now += MIN_FILL_MS + 500;
    const refused = await contact.submit(post({ ...valid, correo: "lucia-arroba" }, { token: shown }), "203.0.113.10");
    expect(refused.kind).toBe("invalid");
    expect(tokenOf(refused)).toBe(shown);
    now += 400;
    expect(await contact.submit(post(valid, { token: tokenOf(refused) }), "203.0.113.10")).toMatchObject({ kind: "stored" });
    expect(await listContactMessages(database.db)).toHaveLength(1);
  });

  it("keeps the story a 'no es la misma noticia' report is about, and the story it came with when a field is refused", async () => {
    const storyId = await createArticle(database.db, { title: "Río Cauca se desborda en Cali" });
    await contact.submit(post({ ...valid, motivo: "agrupacion", historia: String(storyId) }), "203.0.113.1");
    await contact.submit(post({ ...valid, motivo: "agrupacion", historia: "999999" }), "203.0.113.1");
    await contact.submit(post({ ...valid, motivo: "agrupacion", historia: "0x1" }), "203.0.113.1");
    const messages = await listContactMessages(database.db);
    expect(messages.map((m) => [m.reason, m.storyId, m.articleId])).toEqual([
      ["agrupacion", storyId, null],
      ["agrupacion", null, null],
      ["agrupacion", null, null],
    ]);
    const refused = await contact.submit(post({ ...valid, mensaje: "", motivo: "agrupacion", historia: String(storyId) }), "203.0.113.2");
    expect(refused).toMatchObject({
      kind: "invalid",
      form: { values: { historia: String(storyId) }, story: { id: storyId, title: "Río Cauca se desborda en Cali" } },
    });
  });

  it("answers an empty form sent at once with field messages, the reason and the article it came with", async () => {
    const articleId = await createArticle(database.db, { title: "Cali celebra la feria" });
    const outcome = await contact.submit(
      post({ nombre: "", correo: "", motivo: "error", mensaje: "", articulo: String(articleId) }, { age: 200 }),
      "203.0.113.11",
    );
    expect(outcome).toMatchObject({
      kind: "invalid",
      errors: { nombre: expect.any(String), correo: expect.any(String), mensaje: expect.any(String) },
      form: { values: { motivo: "error", articulo: String(articleId) }, article: { id: articleId, title: "Cali celebra la feria" } },
    });
    expect(outcome.kind === "invalid" && outcome.errors.motivo).toBe(undefined);
  });

  it("asks to send again a valid form sent too soon, values and token kept, and stores it once resent after the minimum", async () => {
    const shown = contact.formToken(now);
    now += 500;
    const hasty = await contact.submit(post(valid, { token: shown }), "203.0.113.12");
    expect(hasty).toMatchObject({
      kind: "too-fast",
      form: { values: { correo: "ana@example.co", mensaje: valid.mensaje }, formToken: shown },
    });
    expect(await listContactMessages(database.db)).toEqual([]);
    expect(logged.at(-1)).toMatchObject({ fields: { elapsedMs: 500 } });
    // Still too soon counted from the first render, whatever the refusal in between.
    now += MIN_FILL_MS - 600;
    expect((await contact.submit(post(valid, { token: tokenOf(hasty) }), "203.0.113.12")).kind).toBe("too-fast");
    now += 100;
    expect((await contact.submit(post(valid, { token: tokenOf(hasty) }), "203.0.113.12")).kind).toBe("stored");
    expect(await listContactMessages(database.db)).toHaveLength(1);
  });

  it("drops a post with a bot signal, with the reader's confirmation: the honeypot (any of its values), a missing or forged token", async () => {
    const forged = `${now - 60_000}.${"A".repeat(22)}.${"A".repeat(32)}`;
    const results = [
      await contact.submit(post({ ...valid, sitio_web: "https://spam.example" }), "203.0.113.3"),
      await contact.submit(post([["sitio_web", ""], ["sitio_web", "http://x"], ...Object.entries(valid)]), "203.0.113.3"),
      await contact.submit(post([["sitio_web", " "], ...Object.entries(valid)]), "203.0.113.3"),
      await contact.submit(post(valid, { token: "" }), "203.0.113.3"),
      await contact.submit(post(valid, { token: forged }), "203.0.113.3"),
      // (5 messages per address in 10 minutes, bots' included: the last one from another address.)
      await contact.submit(
        post([["inicio", contact.formToken(now - 60_000)], ["inicio", contact.formToken(now - 50_000)], ...Object.entries(valid)]),
        "203.0.113.9",
      ),
    ];
    expect(results).toEqual([
      { kind: "discarded", signal: "honeypot" },
      { kind: "discarded", signal: "honeypot" },
      { kind: "discarded", signal: "honeypot" },
      { kind: "discarded", signal: "no-token" },
      { kind: "discarded", signal: "forged-token" },
      { kind: "discarded", signal: "forged-token" },
    ]);
    expect(await listContactMessages(database.db)).toEqual([]);
    expect(outcomes).toEqual(results);
    // Logged with the signal and the address, never the words of the message.
    const drops = logged.filter((line) => line.message.includes("bot signal"));
    expect(drops.map((line) => line.fields["signal"])).toEqual([
      "honeypot",
      "honeypot",
      "honeypot",
      "no-token",
      "forged-token",
      "forged-token",
    ]);
    expect(JSON.stringify(drops)).not.toMatch(/Arauca|Ana|ana@example/);
  });

  it("answers the same message sent twice from one form like the first and stores it once", async () => {
    const token = contact.formToken(now - 10_000);
    const first = await contact.submit(post(valid, { token }), "203.0.113.13");
    const again = await contact.submit(post(valid, { token }), "203.0.113.13");
    expect(first.kind).toBe("stored");
    expect(again).toEqual({ kind: "duplicate", id: first.kind === "stored" ? first.id : -1 });
    expect(await listContactMessages(database.db)).toHaveLength(1);
    expect(stored).toHaveLength(1);
  });

  it("stores once when the same form is posted twice at the same moment", async () => {
    const token = contact.formToken(now - 10_000);
    const results = await Promise.all([
      contact.submit(post(valid, { token }), "203.0.113.14"),
      contact.submit(post(valid, { token }), "203.0.113.14"),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(["duplicate", "stored"]);
    expect(await listContactMessages(database.db)).toHaveLength(1);
  });

  it("refuses another message on a used token, with a new form that keeps the first render's time", async () => {
    const token = contact.formToken(now - 10_000);
    await contact.submit(post(valid, { token }), "203.0.113.15");
    const other = { ...valid, mensaje: "Y otra cosa: falta Vaupés en la lista." };
    const refused = await contact.submit(post(other, { token }), "203.0.113.15");
    expect(refused).toMatchObject({ kind: "token-used", form: { values: { mensaje: other.mensaje } } });
    const renewed = tokenOf(refused);
    expect(renewed).not.toBe(token);
    expect(renewed.split(".")[0]).toBe(token.split(".")[0]);
    // An invalid post on a used token also gets a new form, so that the fix is not refused next.
    const invalid = await contact.submit(post({ ...other, correo: "x" }, { token }), "203.0.113.15");
    expect(invalid.kind).toBe("invalid");
    expect(tokenOf(invalid)).not.toBe(token);
    expect(await contact.submit(post(other, { token: renewed }), "203.0.113.15")).toMatchObject({ kind: "stored" });
    expect((await listContactMessages(database.db)).map((m) => m.message)).toEqual([valid.mensaje, other.mensaje]);
  });

  it("knows a token used through another instance sharing the database", async () => {
    const elsewhere = serviceOn(database.db);
    const token = contact.formToken(now - 10_000);
    expect((await elsewhere.submit(post(valid, { token }), "203.0.113.16")).kind).toBe("stored");
    expect((await contact.submit(post(valid, { token }), "203.0.113.16")).kind).toBe("duplicate");
    expect((await contact.submit(post({ ...valid, mensaje: "Un mensaje distinto del primero." }, { token }), "203.0.113.16")).kind).toBe(
      "token-used",
    );
    expect(await listContactMessages(database.db)).toHaveLength(1);
  });

  it("stores a form of the previous build once", async () => {
    const issuedAt = now - 10_000;
    const legacy = `${issuedAt}.${createHmac("sha256", "x".repeat(40)).update(`contacto:${issuedAt}`).digest("base64url").slice(0, 32)}`;
    expect((await contact.submit(post(valid, { token: legacy }), "203.0.113.17")).kind).toBe("stored");
    expect(
      (await contact.submit(post({ ...valid, mensaje: "Otro mensaje con el mismo formulario." }, { token: legacy }), "203.0.113.17")).kind,
    ).toBe("token-used");
  });

  it("asks to send again, values kept, when the form was open for more than a day; the new form can be sent at once", async () => {
    const outcome = await contact.submit(post(valid, { age: FORM_MAX_AGE_MS + 1 }), "203.0.113.4");
    expect(outcome).toMatchObject({ kind: "expired", form: { values: { correo: "ana@example.co" } } });
    expect((await contact.submit(post(valid, { token: tokenOf(outcome) }), "203.0.113.4")).kind).toBe("stored");
  });

  it("accepts 5 messages per address in 10 minutes, then says how long to wait", async () => {
    for (let i = 0; i < MESSAGES_PER_WINDOW; i++) expect((await contact.submit(post(valid), "203.0.113.5")).kind).toBe("stored");
    const refused = await contact.submit(post(valid), "203.0.113.5");
    expect(refused.kind).toBe("rate-limited");
    if (refused.kind === "rate-limited") {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(refused.form.values.correo).toBe("ana@example.co");
    }
    // Another address is not affected.
    expect((await contact.submit(post(valid), "203.0.113.6")).kind).toBe("stored");
    expect(await listContactMessages(database.db)).toHaveLength(MESSAGES_PER_WINDOW + 1);
  });

  it("counts bots' messages against the address too", async () => {
    for (let i = 0; i < MESSAGES_PER_WINDOW; i++) await contact.submit(post({ ...valid, sitio_web: "x" }), "203.0.113.7");
    expect((await contact.submit(post(valid), "203.0.113.7")).kind).toBe("rate-limited");
  });

  it("answers a stored message as stored even when starting its forwarding fails", async () => {
    const failing = serviceOn(database.db, {
      onStored: () => {
        throw new Error("smtp pool gone");
      },
    });
    expect((await failing.submit(post(valid), "203.0.113.18")).kind).toBe("stored");
    expect(await listContactMessages(database.db)).toHaveLength(1);
  });

  it("refuses cross-site posts, other encodings and oversized bodies", async () => {
    expect(await contact.submit(post(valid, { headers: { Origin: "https://evil.example" } }), "203.0.113.8")).toEqual({
      kind: "forbidden",
    });
    const multipart = new Request(`${SITE}/contacto`, {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x--",
    });
    expect(await contact.submit(multipart, "203.0.113.8")).toEqual({ kind: "unsupported" });
    const huge = post({ ...valid, mensaje: "a".repeat(CONTACT_BODY_LIMIT) });
    expect(await contact.submit(huge, "203.0.113.8")).toEqual({ kind: "too-large" });
    expect(await listContactMessages(database.db)).toEqual([]);
  });
});

describe("isSameOrigin", () => {
  const request = (headers: Record<string, string>) => originHeadersOf(new Request(`${SITE}/contacto`, { method: "POST", headers }));
  it("accepts our origin, the request's own origin, and same-origin fetch metadata", () => {
    expect(isSameOrigin(request({ Origin: SITE }), SITE)).toBe(true);
    expect(
      isSameOrigin(
        originHeadersOf(new Request("http://127.0.0.1:3000/contacto", { method: "POST", headers: { Origin: "http://127.0.0.1:3000" } })),
        SITE,
      ),
    ).toBe(true);
    expect(isSameOrigin(request({ Origin: "http://proxy.internal:8080", "X-Forwarded-Host": "proxy.internal:8080" }), SITE)).toBe(true);
    expect(isSameOrigin(request({ "Sec-Fetch-Site": "same-origin" }), SITE)).toBe(true);
    expect(isSameOrigin(request({}), SITE)).toBe(true);
  });
  it("refuses other origins, cross-site metadata and an opaque origin", () => {
    expect(isSameOrigin(request({ Origin: "https://evil.example" }), SITE)).toBe(false);
    expect(isSameOrigin(request({ Origin: "https://rotativa.invalid.evil.example" }), SITE)).toBe(false);
    expect(isSameOrigin(request({ "Sec-Fetch-Site": "cross-site" }), SITE)).toBe(false);
    expect(isSameOrigin(request({ "Sec-Fetch-Site": "same-site" }), SITE)).toBe(false);
    expect(isSameOrigin(request({ Origin: "null" }), SITE)).toBe(false);
    expect(isSameOrigin(request({ Origin: "no es una url" }), SITE)).toBe(false);
  });
});

describe("readBodyWithLimit", () => {
  it("reads a body within the limit and stops reading one past it, even without Content-Length", async () => {
    expect(await readBodyWithLimit(new Request("http://x/", { method: "POST", body: "a=ñ" }), 10)).toBe("a=ñ");
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const endless = new Request("http://x/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(await readBodyWithLimit(endless, 4096)).toBeNull();
  });
});
