import type { Db } from "../db/schema.js";
import { formatSpan } from "../ingest/alert-rules.js";
import { findAlerts } from "../ingest/feed-alerts.server.js";
import { listFeedStatuses } from "../models/feed.server.js";
import { type CommandIO, writeJsonLine } from "./io.server.js";

function ago(epochMs: number | null, now: number): string {
  if (epochMs === null) return "never";
  const minutes = Math.round((now - epochMs) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 120) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} d ago`;
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** "3 no-address, 1 duplicate": what the last read left out, by reason. */
export function describeSkipped(skipped: Record<string, number>): string {
  return Object.entries(skipped)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, count]) => `${count} ${reason}`)
    .join(", ");
}

/**
 * `feeds [--json]`: every feed with its newspaper, URL, status, last success, articles stored,
 * the items its last read did not store (by reason) and its last error — a table for people,
 * JSON Lines for scripts.
 */
export async function feedsCommand(io: CommandIO, db: Db, options: { json: boolean; now?: number }): Promise<void> {
  const now = options.now ?? Date.now();
  const feeds = await listFeedStatuses(db);
  if (options.json) {
    for (const feed of feeds) writeJsonLine(io, feed);
    return;
  }
  const rows = feeds.map((feed) => {
    const status = !feed.enabled
      ? "disabled"
      : feed.consecutiveFailures > 0
        ? `failing ×${feed.consecutiveFailures}`
        : feed.lastSuccessAt === null
          ? "pending"
          : "ok";
    return [
      String(feed.id),
      feed.newspaper,
      truncate(feed.url, 60),
      status,
      ago(feed.lastSuccessAt, now),
      String(feed.articles),
      describeSkipped(feed.skipped) || "-",
      truncate(feed.lastError ?? "", 70),
    ];
  });
  const header = ["ID", "NEWSPAPER", "URL", "STATUS", "LAST SUCCESS", "ARTICLES", "SKIPPED (LAST READ)", "LAST ERROR"];
  writeTable(io, header, rows);
}

function writeTable(io: CommandIO, header: string[], rows: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  io.stdout.write(`${[format(header), ...rows.map(format)].join("\n")}\n`);
}

/** The exit code of `feeds --failing` when something is in alert (1 is a failure of the command, 2 bad usage). */
export const ALERTS_EXIT_CODE = 3;

/**
 * `feeds --failing [--json]`: the feeds and newspapers in alert now (failing longer than
 * ALERT_AFTER_HOURS, or silent longer than their usual rhythm; app/ingest/alert-rules.ts), judged
 * from the database as the alert check judges them. Returns the exit code: 0 when none,
 * ALERTS_EXIT_CODE when any (for cron and monitoring scripts).
 */
export async function failingFeedsCommand(
  io: CommandIO,
  db: Db,
  options: { json: boolean; afterMs: number; now?: number },
): Promise<number> {
  const now = options.now ?? Date.now();
  const alerts = await findAlerts(db, now, options.afterMs);
  if (options.json) {
    for (const alert of alerts) writeJsonLine(io, alert);
  } else if (alerts.length === 0) {
    io.stdout.write("No feed or newspaper in alert.\n");
  } else {
    const rows = alerts.map((alert) => [
      alert.kind,
      alert.state,
      alert.since === null ? "-" : `${formatSpan(now - alert.since)} ago`,
      truncate(alert.label, 80),
      truncate(alert.detail, 90),
    ]);
    writeTable(io, ["KIND", "STATE", "SINCE", "WHAT", "WHY"], rows);
  }
  return alerts.length > 0 ? ALERTS_EXIT_CODE : 0;
}
