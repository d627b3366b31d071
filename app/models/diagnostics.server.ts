import { sql } from "kysely";
import type { Db } from "../db/schema.js";

/** What the /test page and the health check report about the store. */
export interface Diagnostics {
  databaseReachable: boolean;
  articles: number;
  newspapers: number;
  feeds: number;
  enabledFeeds: number;
  /** The most recent successful fetch of any feed, epoch ms. */
  lastIngestionAt: number | null;
  error: string | null;
}

/** Counts the store's contents; a broken database is reported, not thrown. */
export async function getDiagnostics(db: Db): Promise<Diagnostics> {
  try {
    const row = await db
      .selectNoFrom([
        sql<number>`(select count(*) from articles)`.as("articles"),
        sql<number>`(select count(*) from newspapers)`.as("newspapers"),
        sql<number>`(select count(*) from feeds)`.as("feeds"),
        sql<number>`(select count(*) from feeds where enabled = 1)`.as("enabled_feeds"),
        sql<number | null>`(select max(last_success_at) from feeds)`.as("last_success"),
      ])
      .executeTakeFirstOrThrow();
    return {
      databaseReachable: true,
      articles: Number(row.articles),
      newspapers: Number(row.newspapers),
      feeds: Number(row.feeds),
      enabledFeeds: Number(row.enabled_feeds),
      lastIngestionAt: row.last_success === null ? null : Number(row.last_success),
      error: null,
    };
  } catch (error) {
    return {
      databaseReachable: false,
      articles: 0,
      newspapers: 0,
      feeds: 0,
      enabledFeeds: 0,
      lastIngestionAt: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
