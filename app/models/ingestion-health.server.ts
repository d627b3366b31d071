import { sql } from "kysely";
import type { Db } from "../db/schema.js";

/** How ingestion is keeping up, as the metrics endpoint reports it. */
export interface IngestionHealth {
  enabledFeeds: number;
  /** Enabled feeds whose last fetch failed. */
  failingFeeds: number;
  /** Enabled feeds whose next fetch is overdue. */
  overdueFeeds: number;
  /** How late the most overdue feed is, ms (0 when none is). */
  maxLagMs: number;
  /** When the newest article was first seen, epoch ms. */
  newestFetchedAt: number | null;
}

/** Reads the feeds' schedule and failures and the newest article (indexed queries: cheap enough for every scrape). */
export async function getIngestionHealth(db: Db, now: number): Promise<IngestionHealth> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from feeds where enabled = 1)`.as("enabled"),
      sql<number>`(select count(*) from feeds where enabled = 1 and consecutive_failures > 0)`.as("failing"),
      sql<number>`(select count(*) from feeds where enabled = 1 and next_fetch_at < ${now})`.as("overdue"),
      sql<number | null>`(select min(next_fetch_at) from feeds where enabled = 1)`.as("oldest_due"),
      sql<number | null>`(select max(fetched_at) from articles where id = (select max(id) from articles))`.as("newest"),
    ])
    .executeTakeFirstOrThrow();
  const oldestDue = row.oldest_due === null ? null : Number(row.oldest_due);
  return {
    enabledFeeds: Number(row.enabled),
    failingFeeds: Number(row.failing),
    overdueFeeds: Number(row.overdue),
    maxLagMs: oldestDue === null ? 0 : Math.max(0, now - oldestDue),
    newestFetchedAt: row.newest === null ? null : Number(row.newest),
  };
}
