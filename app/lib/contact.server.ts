import { createHmac, timingSafeEqual } from "node:crypto";
import type { Logger } from "pino";
import { z } from "zod";
import type { Config } from "../config.server.js";
import type { Db } from "../db/schema.js";
import { isStorageUnavailable } from "../db/storage-errors.js";
import { getArticle } from "../models/article.server.js";
import { createContactMessage } from "../models/contact.server.js";
import { CONTACT_LIMITS, CONTACT_REASONS, type ContactErrors, type ContactValues, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./contact.js";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server.js";
import { isSameOrigin, originHeadersOf } from "./same-origin.server.js";

/** Bytes a contact form post may have: 5000 characters of emoji, percent-encoded, fit with room to spare. */
export const CONTACT_BODY_LIMIT = 64 * 1024;

/** Messages one address may send: 5 per 10 minutes (bots' fake successes count too). */
export const MESSAGES_PER_WINDOW = 5;
/** Attempts (valid or not) one address may make in the same window: a typo or two is no abuse, a flood is. */
export const ATTEMPTS_PER_WINDOW = 20;
export const RATE_WINDOW_SECONDS = 10 * 60;

/** When a reader may try again after the database could not store a message (disk full, locked). */
export const UNAVAILABLE_RETRY_SECONDS = 60;

/** A form older than this is refused kindly (values kept, a fresh form): the page was left open for a day. */
export const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// Control characters are never part of a name, and CR/LF in one could forge e-mail headers.
const singleLine = /^[^\p{Cc}]*$/u;

const contactSchema = z.object({
  nombre: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.nameMin, `Escriba su nombre (al menos ${CONTACT_LIMITS.nameMin} letras).`)
    .max(CONTACT_LIMITS.nameMax, `El nombre puede tener hasta ${CONTACT_LIMITS.nameMax} caracteres.`)
    .regex(singleLine, "El nombre no puede tener saltos de línea."),
  correo: z
    .string()
    .trim()
    .min(1, "Escriba su correo electrónico para poder responderle.")
    .max(CONTACT_LIMITS.emailMax, "Ese correo es demasiado largo.")
    .pipe(z.email("Escriba un correo válido, por ejemplo nombre@dominio.co.")),
  motivo: z.enum(
    CONTACT_REASONS.map((reason) => reason.value),
    "Elija el motivo de su mensaje.",
  ),
  mensaje: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Escriba su mensaje (al menos ${CONTACT_LIMITS.messageMin} caracteres).`)
    .max(CONTACT_LIMITS.messageMax, `El mensaje puede tener hasta ${CONTACT_LIMITS.messageMax.toLocaleString("es-CO")} caracteres.`),
  // A hidden reference from ?articulo=: anything but an article id is dropped, never an error the reader cannot see.
  articulo: z
    .string()
    .optional()
    .transform((value) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null)),
});

/** What became of a post to /contacto; the route turns it into an answer. */
export type ContactOutcome =
  | { kind: "stored"; id: number }
  | { kind: "discarded"; reason: "honeypot" | "too-fast" | "no-token" }
  | { kind: "invalid"; values: ContactValues; errors: ContactErrors }
  | { kind: "expired"; values: ContactValues }
  | { kind: "rate-limited"; values: ContactValues; retryAfterSeconds: number }
  | { kind: "unavailable"; values: ContactValues; retryAfterSeconds: number }
  | { kind: "forbidden" }
  | { kind: "too-large" }
  | { kind: "unsupported" };

/** The contact form's server side: created once by server.ts, used by the /contacto route. */
export interface ContactService {
  /** The signed "form shown at" value for a fresh form. */
  formToken(now?: number): string;
  /** Checks, validates and stores a post; `clientIp` keys the rate limits. */
  submit(request: Request, clientIp: string): Promise<ContactOutcome>;
}

/** Dependencies of the contact service; the limiters default to in-memory ones. */
export interface ContactDeps {
  db: Db;
  config: Pick<Config, "siteUrl" | "contact">;
  secret: string;
  log: Pick<Logger, "info" | "warn">;
  now?: () => number;
  messages?: RateLimiter;
  attempts?: RateLimiter;
  /** Told about every stored message, so forwarding can start at once. */
  onStored?: (id: number) => void;
}

/** Builds the contact service. */
export function createContactService(deps: ContactDeps): ContactService {
  const now = deps.now ?? Date.now;
  const messages = deps.messages ?? createRateLimiter(deps.db, { points: MESSAGES_PER_WINDOW, durationSeconds: RATE_WINDOW_SECONDS, keyPrefix: "contacto" });
  const attempts = deps.attempts ?? createRateLimiter(deps.db, { points: ATTEMPTS_PER_WINDOW, durationSeconds: RATE_WINDOW_SECONDS, keyPrefix: "contacto-intentos" });
  const sign = (issuedAt: number) => createHmac("sha256", deps.secret).update(`contacto:${issuedAt}`).digest("base64url").slice(0, 32);

  function readToken(token: string | null): number | null {
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{32})$/.exec(token ?? "");
    if (!match) return null;
    const issuedAt = Number(match[1]);
    const expected = Buffer.from(sign(issuedAt));
    const given = Buffer.from(match[2] as string);
    return expected.length === given.length && timingSafeEqual(expected, given) ? issuedAt : null;
  }

  return {
    formToken: (at = now()) => `${at}.${sign(at)}`,

    async submit(request, clientIp) {
      if (!isSameOrigin(originHeadersOf(request), deps.config.siteUrl)) return { kind: "forbidden" };
      const type = request.headers.get("Content-Type") ?? "";
      if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return { kind: "unsupported" };
      const body = await readBodyWithLimit(request, CONTACT_BODY_LIMIT);
      if (body === null) return { kind: "too-large" };
      const form = new URLSearchParams(body);
      const values: ContactValues = {
        nombre: form.get("nombre") ?? "",
        correo: form.get("correo") ?? "",
        motivo: form.get("motivo") ?? "",
        mensaje: form.get("mensaje") ?? "",
        articulo: form.get("articulo") ?? "",
      };
      const ip = clientIp || "desconocida";
      const attempt = await attempts.consume(ip);
      if (!attempt.allowed) return { kind: "rate-limited", values, retryAfterSeconds: attempt.retryAfterSeconds };

      // Bots get the same answer as people (a confirmation) and nothing is stored.
      const issuedAt = readToken(form.get(FORM_TOKEN_FIELD));
      const elapsed = issuedAt === null ? null : now() - issuedAt;
      let trap: "honeypot" | "too-fast" | "no-token" | null = null;
      if ((form.get(HONEYPOT_FIELD) ?? "") !== "") trap = "honeypot";
      else if (elapsed === null) trap = "no-token";
      else if (elapsed < deps.config.contact.minFillMs) trap = "too-fast";
      if (trap || elapsed === null) {
        const allowed = await messages.consume(ip);
        if (!allowed.allowed) return { kind: "rate-limited", values, retryAfterSeconds: allowed.retryAfterSeconds };
        deps.log.info({ trap, ip }, "contact form: discarded a bot's message");
        return { kind: "discarded", reason: trap ?? "no-token" };
      }
      if (elapsed > FORM_MAX_AGE_MS) return { kind: "expired", values };

      const parsed = contactSchema.safeParse(values);
      if (!parsed.success) {
        const errors: ContactErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof ContactValues;
          errors[field] ??= issue.message;
        }
        return { kind: "invalid", values, errors };
      }
      const allowed = await messages.consume(ip);
      if (!allowed.allowed) return { kind: "rate-limited", values, retryAfterSeconds: allowed.retryAfterSeconds };

      const { nombre, correo, motivo, mensaje, articulo } = parsed.data;
      let id: number;
      try {
        // A reference to an article that is gone is dropped; the message still matters.
        const articleId = articulo !== null && (await getArticle(deps.db, articulo)) ? articulo : null;
        const createdAt = now();
        id = await createContactMessage(deps.db, {
          name: nombre,
          email: correo,
          reason: motivo,
          message: mensaje,
          articleId,
          createdAt,
          forwardAt: deps.config.contact.smtp ? createdAt : null,
        });
      } catch (error) {
        // Disk full, database locked: nothing was stored, and the reader is told so (503), values kept.
        if (!isStorageUnavailable(error)) throw error;
        deps.log.warn({ err: error }, "contact form: the database cannot store messages right now");
        return { kind: "unavailable", values, retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS };
      }
      deps.log.info({ id, reason: motivo }, "contact form: message stored");
      deps.onStored?.(id);
      return { kind: "stored", id };
    },
  };
}

/** The request body as text, or null when it is larger than `limit` bytes (read no further than that). */
export async function readBodyWithLimit(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** What the /contacto page shows before the reader types: a fresh form, prefilled from the link that led there. */
export interface ContactPageData {
  formToken: string;
  /** ?motivo= when it names a reason. */
  reason: string | null;
  /** ?articulo= when it names a stored article. */
  article: { id: number; title: string } | null;
  /** True right after a message was sent (the confirmation toast is waiting in the flash cookie). */
  sent: boolean;
}

const prefillSchema = z.object({
  motivo: z.enum(CONTACT_REASONS.map((reason) => reason.value)).optional().catch(undefined),
  articulo: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
});

/** Reads the page's prefill from the query string; unknown values are ignored, never an error. */
export async function loadContactPage(
  deps: { db: Db; contact: ContactService; sent: boolean },
  request: Request,
): Promise<ContactPageData> {
  const query = prefillSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const article = query.articulo === undefined ? null : await getArticle(deps.db, query.articulo);
  return {
    formToken: deps.contact.formToken(),
    reason: query.motivo ?? null,
    article: article ? { id: article.id, title: article.title } : null,
    sent: deps.sent,
  };
}
