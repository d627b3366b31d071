import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { listContactMessages } from "../models/contact.server.js";
import { CONTACT_BODY_LIMIT, type ContactService, createContactService, FORM_MAX_AGE_MS, MESSAGES_PER_WINDOW, readBodyWithLimit } from "./contact.server.js";
import { isSameOrigin, originHeadersOf } from "./same-origin.server.js";

const SITE = "https://rotativa.invalid";
const silent = { info: () => undefined, warn: () => undefined };

describe("the contact service", () => {
  let database: OpenDatabase;
  let now: number;
  let contact: ContactService;
  let stored: number[];

  beforeEach(async () => {
    database = await createTestDatabase();
    now = 1_800_000_000_000;
    stored = [];
    contact = createContactService({
      db: database.db,
      config: { siteUrl: SITE, contact: { minFillMs: 3000, smtp: null } },
      secret: "x".repeat(40),
      log: silent,
      now: () => now,
      onStored: (id) => stored.push(id),
    });
  });
  afterEach(async () => {
    await database.close();
  });

  /** A form shown `age` ms ago, posted now from our own page. */
  function post(fields: Record<string, string>, options: { age?: number; headers?: Record<string, string>; token?: string } = {}) {
    const token = options.token ?? contact.formToken(now - (options.age ?? 10_000));
    const body = new URLSearchParams({ inicio: token, sitio_web: "", ...fields }).toString();
    return new Request(`${SITE}/contacto`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...options.headers },
      body,
    });
  }
  const valid = { nombre: "  Ana Pérez ", correo: "ana@example.co", motivo: "sugerencia", mensaje: "Sería útil ver las noticias de Arauca.", articulo: "" };

  it("stores a valid message, trimmed, and says so", async () => {
    const outcome = await contact.submit(post(valid), "203.0.113.1");
    expect(outcome).toMatchObject({ kind: "stored" });
    const [message] = await listContactMessages(database.db);
    expect(message).toMatchObject({ name: "Ana Pérez", email: "ana@example.co", reason: "sugerencia", articleId: null, createdAt: now, nextForwardAt: null });
    expect(stored).toEqual([message?.id]);
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
    expect(outcome.values).toMatchObject({ nombre: "A", correo: "no-es-correo", mensaje: "corto" });
    expect(await listContactMessages(database.db)).toEqual([]);
    const empty = await contact.submit(post({}), "203.0.113.2");
    expect(empty.kind === "invalid" && empty.errors.correo).toBe("Escriba su correo electrónico para poder responderle.");
    const multiline = await contact.submit(post({ ...valid, nombre: "Ana\r\nBcc: x@y.z" }), "203.0.113.2");
    expect(multiline.kind === "invalid" && multiline.errors.nombre).toBe("El nombre no puede tener saltos de línea.");
  });

  it("drops a bot's message silently: the honeypot, a form sent too fast, a missing or forged token", async () => {
    const outcomes = [
      await contact.submit(post({ ...valid, sitio_web: "https://spam.example" }), "203.0.113.3"),
      await contact.submit(post(valid, { age: 1_000 }), "203.0.113.3"),
      await contact.submit(post(valid, { token: "" }), "203.0.113.3"),
      await contact.submit(post(valid, { token: `${now - 60_000}.${"A".repeat(32)}` }), "203.0.113.3"),
    ];
    expect(outcomes).toEqual([
      { kind: "discarded", reason: "honeypot" },
      { kind: "discarded", reason: "too-fast" },
      { kind: "discarded", reason: "no-token" },
      { kind: "discarded", reason: "no-token" },
    ]);
    expect(await listContactMessages(database.db)).toEqual([]);
  });

  it("asks to send again, values kept, when the form was open for more than a day", async () => {
    const outcome = await contact.submit(post(valid, { age: FORM_MAX_AGE_MS + 1 }), "203.0.113.4");
    expect(outcome).toMatchObject({ kind: "expired", values: { correo: "ana@example.co" } });
  });

  it("accepts 5 messages per address in 10 minutes, then says how long to wait", async () => {
    for (let i = 0; i < MESSAGES_PER_WINDOW; i++) expect((await contact.submit(post(valid), "203.0.113.5")).kind).toBe("stored");
    const refused = await contact.submit(post(valid), "203.0.113.5");
    expect(refused.kind).toBe("rate-limited");
    if (refused.kind === "rate-limited") {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(refused.values.correo).toBe("ana@example.co");
    }
    // Another address is not affected.
    expect((await contact.submit(post(valid), "203.0.113.6")).kind).toBe("stored");
    expect(await listContactMessages(database.db)).toHaveLength(MESSAGES_PER_WINDOW + 1);
  });

  it("counts bots' messages against the address too", async () => {
    for (let i = 0; i < MESSAGES_PER_WINDOW; i++) await contact.submit(post({ ...valid, sitio_web: "x" }), "203.0.113.7");
    expect((await contact.submit(post(valid), "203.0.113.7")).kind).toBe("rate-limited");
  });

  it("refuses cross-site posts, other encodings and oversized bodies", async () => {
    expect(await contact.submit(post(valid, { headers: { Origin: "https://evil.example" } }), "203.0.113.8")).toEqual({ kind: "forbidden" });
    const multipart = new Request(`${SITE}/contacto`, { method: "POST", headers: { Origin: SITE, "Content-Type": "multipart/form-data; boundary=x" }, body: "--x--" });
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
    expect(isSameOrigin(originHeadersOf(new Request("http://127.0.0.1:3000/contacto", { method: "POST", headers: { Origin: "http://127.0.0.1:3000" } })), SITE)).toBe(true);
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
