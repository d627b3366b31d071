import { z } from "zod";
import type { Db } from "../db/schema.js";
import { reasonLabel } from "../pages/contact/contact-form.js";
import { toCsv } from "../text/csv.js";
import { formatExactTime } from "../text/format.js";
import { type ContactMessage, listContactMessages } from "../models/contact.server.js";
import { type CommandIO, UsageError } from "./io.server.js";

const DAY = 24 * 60 * 60 * 1000;
// Bogotá is UTC−5 all year (no daylight saving since 1993): a date an operator types is a Bogotá day.
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

/**
 * Reads `--since`: a date (2026-11-01, from Bogotá midnight), a date and time with its zone
 * (2026-11-01T08:00:00Z), or a span back from now (90m, 24h, 7d).
 */
export function parseSince(value: string, now: number): number {
  const span = /^(\d{1,5})([mhd])$/.exec(value);
  if (span) {
    const unit = { m: 60_000, h: 3_600_000, d: DAY }[span[2] as "m" | "h" | "d"];
    return now - Number(span[1]) * unit;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const midnight = Date.parse(`${value}T00:00:00Z`);
    if (!Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(value)) return midnight - BOGOTA_OFFSET_MS;
  }
  const parsed = z.iso.datetime({ offset: true }).safeParse(value);
  if (parsed.success) return Date.parse(value);
  throw new UsageError(
    `--since "${value}": use a date (2026-11-01), a date and time with zone (2026-11-01T08:00:00-05:00) or a span (24h, 7d)`,
  );
}

const HEADER = [
  "id",
  "recibido",
  "motivo",
  "nombre",
  "correo",
  "articulo",
  "historia",
  "mensaje",
  "reenviado",
  "intentos_reenvio",
  "error_reenvio",
];

function forwardState(message: ContactMessage): string {
  if (message.forwardedAt !== null) return "reenviado";
  if (message.nextForwardAt === null) return "solo guardado";
  return message.forwardAttempts > 0 ? `reintento ${message.forwardAttempts}` : "por reenviar";
}

function truncate(text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length <= width ? flat : `${flat.slice(0, width - 1)}…`;
}

/** Options of `contact list|export`. */
export interface ContactCommandOptions {
  action: "list" | "export";
  since?: string;
  format?: string;
  now?: number;
}

/**
 * `contact list [--since …] [--format table|json|csv]` (default: the last 7 days, a table) and
 * `contact export [--since …] [--format csv|json]` (default: everything, CSV with every field):
 * how operators read what readers wrote.
 */
export async function contactCommand(io: CommandIO, db: Db, options: ContactCommandOptions): Promise<void> {
  const now = options.now ?? Date.now();
  const format = options.format ?? (options.action === "list" ? "table" : "csv");
  const allowed = options.action === "list" ? ["table", "json", "csv"] : ["json", "csv"];
  if (!allowed.includes(format)) throw new UsageError(`--format must be one of ${allowed.join(", ")}`);
  const since = options.since !== undefined ? parseSince(options.since, now) : options.action === "list" ? now - 7 * DAY : undefined;
  const messages = await listContactMessages(db, { since });

  if (format === "json") {
    const json = messages.map((m) => ({
      ...m,
      createdAt: new Date(m.createdAt).toISOString(),
      forwardedAt: m.forwardedAt === null ? null : new Date(m.forwardedAt).toISOString(),
      nextForwardAt: m.nextForwardAt === null ? null : new Date(m.nextForwardAt).toISOString(),
    }));
    io.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return;
  }
  if (format === "csv") {
    const rows = messages.map((m) => [
      m.id,
      new Date(m.createdAt).toISOString(),
      m.reason,
      m.name,
      m.email,
      m.articleId,
      m.storyId,
      m.message,
      m.forwardedAt === null ? null : new Date(m.forwardedAt).toISOString(),
      m.forwardAttempts,
      m.forwardError,
    ]);
    io.stdout.write(toCsv(HEADER, rows));
    return;
  }
  if (messages.length === 0) {
    io.stdout.write(`No messages${since === undefined ? "" : ` since ${new Date(since).toISOString()}`}.\n`);
    return;
  }
  for (const m of messages) {
    io.stdout.write(
      `#${m.id}  ${formatExactTime(m.createdAt)}  ${reasonLabel(m.reason)}  ${m.name} <${m.email}>` +
        `${m.articleId === null ? "" : `  noticia ${m.articleId}`}${m.storyId === null ? "" : `  historia ${m.storyId}`}  [${forwardState(m)}]\n    ${truncate(m.message, 100)}\n`,
    );
  }
}
