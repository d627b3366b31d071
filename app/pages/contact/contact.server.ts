import type { Logger } from "pino";
import { z } from "zod";
import type { Config } from "../../config/config.server.js";
import type { Db } from "../../db/schema.js";
import { isStorageUnavailable } from "../../db/storage-errors.js";
import { getArticle } from "../../models/article.server.js";
import { getStoryHeadline } from "../../models/story-page.server.js";
import { type ContactMessage, createContactMessage, getMessageByFormToken } from "../../models/contact.server.js";
import {
  CONTACT_LIMITS,
  CONTACT_REASONS,
  type ContactErrors,
  type ContactValues,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  type KeptContactForm,
} from "./contact-form.js";
import { createFormTokens, type FormStamp } from "./contact-token.server.js";
import { createRateLimiter, type RateLimiter } from "../../models/rate-limit.server.js";
import { isSameOrigin, originHeadersOf } from "../../text/same-origin.js";

/** Bytes a contact form post may have: 5000 characters of emoji, percent-encoded, fit with room to spare. */
export const CONTACT_BODY_LIMIT = 64 * 1024;

/** Messages one address may send: 5 per 10 minutes (bots' fake successes count too). */
export const MESSAGES_PER_WINDOW = 5;
/** Attempts (valid or not) one address may make in the same window: a typo or two is no abuse, a flood is. */
export const ATTEMPTS_PER_WINDOW = 20;
export const RATE_WINDOW_SECONDS = 10 * 60;

/** When a reader may try again after the database could not store a message (disk full, locked). */
export const UNAVAILABLE_RETRY_SECONDS = 60;

/** A form first shown longer ago than this is refused kindly (values kept, a fresh form): the page was left open for a day. */
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
  // The story a "no es la misma noticia" report is about (?historia=), dropped alike when it is not an id.
  historia: z
    .string()
    .optional()
    .transform((value) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null)),
});

/** Certain signs of a bot: the post is answered with the same confirmation as a reader's, and nothing is stored. */
export const BOT_SIGNALS = ["honeypot", "no-token", "forged-token"] as const;
/** One of BOT_SIGNALS. */
export type BotSignal = (typeof BOT_SIGNALS)[number];

/** What became of a post to /contacto; the route turns it into an answer. */
export type ContactOutcome =
  | { kind: "stored"; id: number }
  /** The same message posted again from the same form (a double submit): answered like the first, stored once. */
  | { kind: "duplicate"; id: number }
  | { kind: "discarded"; signal: BotSignal }
  | { kind: "invalid"; form: KeptContactForm; errors: ContactErrors }
  /** Sent sooner after the form was first shown than a person writes: asked to send it again. */
  | { kind: "too-fast"; form: KeptContactForm }
  /** Another message posted from a form that already sent one: refused, with a new form. */
  | { kind: "token-used"; form: KeptContactForm }
  | { kind: "expired"; form: KeptContactForm }
  | { kind: "rate-limited"; form: KeptContactForm; retryAfterSeconds: number }
  | { kind: "unavailable"; form: KeptContactForm; retryAfterSeconds: number }
  | { kind: "forbidden" }
  | { kind: "too-large" }
  | { kind: "unsupported" };

/** The contact form's server side: created once by server.ts, used by the /contacto route. */
export interface ContactService {
  /** The token of a form shown now for the first time. */
  formToken(now?: number): string;
  /** Checks, validates and stores a post; `clientIp` keys the rate limits. */
  submit(request: Request, clientIp: string): Promise<ContactOutcome>;
}

/** Dependencies of the contact service; the limiters default to the handle's (in memory on SQLite, shared on PostgreSQL). */
export interface ContactDeps {
  db: Db;
  config: Pick<Config, "siteUrl" | "contact">;
  secret: string;
  log: Pick<Logger, "info" | "warn">;
  now?: () => number;
  messages?: RateLimiter;
  attempts?: RateLimiter;
  /** Told about every stored message, so forwarding can start at once (it never decides the answer). */
  onStored?: (id: number) => void;
  /** Told about every post's outcome (metrics). */
  onOutcome?: (outcome: ContactOutcome) => void;
}

/** Builds the contact service. */
export function createContactService(deps: ContactDeps): ContactService {
  const now = deps.now ?? Date.now;
  const messages =
    deps.messages ??
    createRateLimiter(deps.db, { points: MESSAGES_PER_WINDOW, durationSeconds: RATE_WINDOW_SECONDS, keyPrefix: "contacto" });
  const attempts =
    deps.attempts ??
    createRateLimiter(deps.db, { points: ATTEMPTS_PER_WINDOW, durationSeconds: RATE_WINDOW_SECONDS, keyPrefix: "contacto-intentos" });
  const tokens = createFormTokens(deps.secret);
  const minFillMs = deps.config.contact.minFillMs;

  /**
   * The token a form shown again is posted with next. It keeps the time the form was first shown,
   * so that fixing a field and sending again is never "too fast"; a form that already stored a
   * message gets a new nonce, and one older than FORM_MAX_AGE_MS a new token whose reader has
   * already spent the minimum fill time on it.
   */
  function nextToken(stamp: FormStamp | null, used: boolean): string {
    if (!stamp) return tokens.issue(now());
    if (now() - stamp.issuedAt > FORM_MAX_AGE_MS) return tokens.issue(now() - minFillMs);
    return used ? tokens.issue(stamp.issuedAt) : stamp.token;
  }

  /** The form shown again with the reader's values and the article or story it came with (looked up only when the database answers). */
  async function keep(values: ContactValues, token: string, lookUp = true): Promise<KeptContactForm> {
    const id = articleIdOf(values.articulo);
    const storyId = articleIdOf(values.historia);
    const article = id !== null && lookUp ? await getArticle(deps.db, id) : null;
    const story = storyId !== null && lookUp ? await getStoryHeadline(deps.db, storyId) : null;
    return { values, formToken: token, article: article ? { id: article.id, title: article.title } : null, story };
  }

  async function submit(request: Request, clientIp: string): Promise<ContactOutcome> {
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
      historia: form.get("historia") ?? "",
    };
    const reading = tokens.read(form.getAll(FORM_TOKEN_FIELD));
    const stamp = reading.kind === "valid" ? reading.stamp : null;
    const ip = clientIp || "desconocida";

    let storing = false;
    try {
      const attempt = await attempts.consume(ip);
      if (!attempt.allowed)
        return { kind: "rate-limited", form: await keep(values, nextToken(stamp, false)), retryAfterSeconds: attempt.retryAfterSeconds };

      // Certain bot signals get the reader's confirmation and store nothing: every value of the
      // honeypot counts (a bot may repeat the field with an empty value first), and a token we
      // never signed is a made-up form.
      const signal: BotSignal | null = form.getAll(HONEYPOT_FIELD).some((value) => value !== "")
        ? "honeypot"
        : reading.kind === "missing"
          ? "no-token"
          : reading.kind === "forged"
            ? "forged-token"
            : null;
      if (signal || !stamp) {
        const allowed = await messages.consume(ip);
        if (!allowed.allowed)
          return { kind: "rate-limited", form: await keep(values, nextToken(null, false)), retryAfterSeconds: allowed.retryAfterSeconds };
        // Never the message's text or the reader's name: a bot's post may be anyone's words.
        deps.log.info({ signal, ip }, "contact form: discarded a post with a bot signal (not stored)");
        return { kind: "discarded", signal: signal ?? "forged-token" };
      }

      const previous = await getMessageByFormToken(deps.db, stamp.nonce);
      const parsed = contactSchema.safeParse(values);
      if (!parsed.success) {
        const errors: ContactErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof ContactValues;
          errors[field] ??= issue.message;
        }
        return { kind: "invalid", form: await keep(values, nextToken(stamp, previous !== null)), errors };
      }
      const { nombre, correo, motivo, mensaje, articulo, historia } = parsed.data;
      // A reference to an article or story that is gone is dropped; the message still matters.
      const articleId = articulo !== null && (await getArticle(deps.db, articulo)) ? articulo : null;
      // A story absorbed by an older one since the page was shown is stored under its id now.
      const storyId = historia !== null ? ((await getStoryHeadline(deps.db, historia))?.id ?? null) : null;
      const message = { name: nombre, email: correo, reason: motivo, message: mensaje, articleId, storyId };
      if (previous) return await answerForUsedForm(previous, message, stamp, values, ip);

      const elapsed = now() - stamp.issuedAt;
      if (elapsed > FORM_MAX_AGE_MS) return { kind: "expired", form: await keep(values, nextToken(stamp, false)) };
      if (elapsed < minFillMs) {
        deps.log.info({ ip, elapsedMs: elapsed }, "contact form: sent sooner than the minimum fill time; asked to send it again");
        return { kind: "too-fast", form: await keep(values, nextToken(stamp, false)) };
      }

      const allowed = await messages.consume(ip);
      if (!allowed.allowed)
        return { kind: "rate-limited", form: await keep(values, nextToken(stamp, false)), retryAfterSeconds: allowed.retryAfterSeconds };
      const createdAt = now();
      storing = true;
      const id = await createContactMessage(deps.db, {
        ...message,
        createdAt,
        forwardAt: deps.config.contact.smtp ? createdAt : null,
        formToken: stamp.nonce,
      });
      storing = false;
      if (id === null) {
        // Another post of the same form was stored first (a double submit reaching two instances at once).
        const winner = await getMessageByFormToken(deps.db, stamp.nonce);
        if (winner) return await answerForUsedForm(winner, message, stamp, values, ip);
        throw new Error("contact form: a message with this form token exists but cannot be read");
      }
      deps.log.info({ id, reason: motivo }, "contact form: message stored");
      try {
        deps.onStored?.(id);
      } catch (error) {
        // Forwarding is told after the fact and never decides what the reader is told: the message is stored.
        deps.log.warn({ err: error, id }, "contact form: could not start forwarding (the message is stored)");
      }
      return { kind: "stored", id };
    } catch (error) {
      // Disk full, database locked: nothing was stored, and the reader is told so (503), values kept.
      if (!isStorageUnavailable(error)) throw error;
      deps.log.warn({ err: error, storing }, "contact form: the database cannot store messages right now");
      return {
        kind: "unavailable",
        form: await keep(values, nextToken(stamp, false), false),
        retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
      };
    }
  }

  /** A post from a form that already stored a message: the same message again is answered like the first; another is refused. */
  async function answerForUsedForm(
    previous: ContactMessage,
    message: Pick<ContactMessage, "name" | "email" | "reason" | "message" | "articleId" | "storyId">,
    stamp: FormStamp,
    values: ContactValues,
    ip: string,
  ): Promise<ContactOutcome> {
    const same =
      previous.name === message.name &&
      previous.email === message.email &&
      previous.reason === message.reason &&
      previous.message === message.message &&
      previous.articleId === message.articleId &&
      previous.storyId === message.storyId;
    if (same) {
      deps.log.info(
        { id: previous.id, ip },
        "contact form: the same message sent again from its form; answered like the first, stored once",
      );
      return { kind: "duplicate", id: previous.id };
    }
    deps.log.info({ id: previous.id, ip }, "contact form: another message posted from a form that already sent one; refused");
    return { kind: "token-used", form: await keep(values, nextToken(stamp, true)) };
  }

  return {
    formToken: (at = now()) => tokens.issue(at),
    async submit(request, clientIp) {
      const outcome = await submit(request, clientIp);
      deps.onOutcome?.(outcome);
      return outcome;
    },
  };
}

/** The article id a form's hidden field names, or null for anything else. */
function articleIdOf(value: string): number | null {
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
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
  /** ?historia= when it names a story (a report that its versions are not the same news). */
  story: { id: number; title: string } | null;
  /** True right after a message was sent (the confirmation toast is waiting in the flash cookie). */
  sent: boolean;
}

const prefillSchema = z.object({
  motivo: z
    .enum(CONTACT_REASONS.map((reason) => reason.value))
    .optional()
    .catch(undefined),
  articulo: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
  historia: z
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
  const story = query.historia === undefined ? null : await getStoryHeadline(deps.db, query.historia);
  return {
    formToken: deps.contact.formToken(),
    reason: query.motivo ?? null,
    article: article ? { id: article.id, title: article.title } : null,
    story,
    sent: deps.sent,
  };
}
