import type { Logger } from "pino";
import type { MailSender, OutgoingMail } from "../../config/mail.server.js";
import type { Db } from "../../db/schema.js";
import { getArticle } from "../../models/article.server.js";
import { getStoryHeadline } from "../../models/story-page.server.js";
import { type ContactMessage, listMessagesToForward, markMessageForwarded, recordForwardFailure } from "../../models/contact.server.js";
import { reasonLabel } from "./contact-form.js";
import { formatExactTime } from "../../text/format.js";

// 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h, then once a day: never given up, never a flood.
const RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720, 1440].map((minutes) => minutes * 60_000);

/** How long to wait before the next attempt after `failures` failed ones (1 or more). */
export function retryDelay(failures: number): number {
  const index = Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] as number;
}

/** What the forwarder needs. */
export interface ForwardDeps {
  db: Db;
  sender: MailSender;
  to: string;
  from: string;
  siteUrl: string;
  log: Pick<Logger, "info" | "warn">;
  now?: () => number;
}

/** The e-mail that carries one message to the editors; replying answers the reader. */
export async function composeMail(
  deps: Pick<ForwardDeps, "db" | "to" | "from" | "siteUrl">,
  message: ContactMessage,
): Promise<OutgoingMail> {
  const article = message.articleId === null ? null : await getArticle(deps.db, message.articleId);
  const story = message.storyId === null ? null : await getStoryHeadline(deps.db, message.storyId);
  const lines = [
    `Nombre: ${message.name}`,
    `Correo: ${message.email}`,
    `Motivo: ${reasonLabel(message.reason)}`,
    ...(article ? [`Noticia: ${article.title}`, `         ${deps.siteUrl}/articulos/${article.id}`] : []),
    ...(story ? [`Historia: ${story.title}`, `          ${deps.siteUrl}/historias/${story.id}`] : []),
    `Recibido: ${formatExactTime(message.createdAt)} (hora de Bogotá)`,
    "",
    message.message,
    "",
    "—",
    `Mensaje n.º ${message.id} del formulario de contacto de Rotativa. Responda a este correo para escribirle a ${message.name}.`,
  ];
  return {
    from: deps.from,
    to: deps.to,
    // One mailbox whatever the name holds ("a@evil.com," or "Ana: x@y.co, z@w.co;"): nodemailer
    // quotes or encodes a display name, and the address is the one the form validated.
    replyTo: { name: message.name, address: message.email },
    subject: `[Rotativa] ${reasonLabel(message.reason)}: ${message.name}`,
    text: lines.join("\n"),
  };
}

/**
 * Sends every message whose forwarding is due. A failure is recorded on the message with the
 * time of the next attempt; the message itself stays in the database whatever happens.
 */
export async function forwardDueMessages(deps: ForwardDeps, batch = 20): Promise<{ sent: number; failed: number }> {
  const now = deps.now ?? Date.now;
  let sent = 0;
  let failed = 0;
  for (const message of await listMessagesToForward(deps.db, now(), batch)) {
    try {
      await deps.sender.send(await composeMail(deps, message));
      await markMessageForwarded(deps.db, message.id, now());
      sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = now() + retryDelay(message.forwardAttempts + 1);
      await recordForwardFailure(deps.db, message.id, reason, retryAt);
      deps.log.warn(
        { id: message.id, err: reason, retryAt: new Date(retryAt).toISOString() },
        "contact form: forwarding failed, will retry",
      );
      failed += 1;
    }
  }
  if (sent > 0) deps.log.info({ sent }, "contact form: messages forwarded");
  return { sent, failed };
}

/** A forwarder running in the web process: every minute, and at once when a message arrives. */
export interface Forwarder {
  kick(): void;
  stop(): Promise<void>;
}

/** Starts forwarding on a timer; one pass at a time. */
export function startForwarder(deps: ForwardDeps, intervalMs = 60_000): Forwarder {
  let running: Promise<unknown> | null = null;
  let again = false;
  const pass = () => {
    if (running) {
      again = true;
      return;
    }
    running = forwardDueMessages(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, "contact form: forwarding pass failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    kick: pass,
    async stop() {
      clearInterval(timer);
      await running;
      deps.sender.close();
    },
  };
}
