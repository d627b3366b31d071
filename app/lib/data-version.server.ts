import type SQLite from "better-sqlite3";
import { sql } from "kysely";
import type { Db } from "../db/schema.js";

/**
 * A cheap probe of writes by other processes: SQLite's `PRAGMA data_version` changes on a
 * connection when another connection (a `cli worker`, a `cli import`) commits, and costs a few
 * microseconds to read. Writes through this very connection do not change it; the web process's
 * own ingestion signals the page cache directly.
 */
export function writesByOthers(sqlite: SQLite.Database): () => boolean {
  const read = sqlite.prepare("PRAGMA data_version").pluck();
  let last = read.get();
  return () => {
    const current = read.get();
    if (current === last) return false;
    last = current;
    return true;
  };
}

/** How often the PostgreSQL probe asks the database (in the background, off the request path). */
export const POSTGRES_PROBE_MS = 1_000;

/**
 * The same probe on PostgreSQL, which has no data_version: a background query every second reads
 * the newest article id and the store's article count (trigger-kept in article_counts), and the
 * synchronous answer reports whether either moved since it was last asked. Inserts and deletions
 * by any instance or worker are seen within about a second; an edit of an article already stored
 * (a feed correcting a headline) is not, and waits for the cache's short TTL.
 */
export function writesToPostgres(db: Db, intervalMs = POSTGRES_PROBE_MS): () => boolean {
  let seen: string | null = null;
  let reported: string | null = null;
  let running = false;
  const probe = async () => {
    if (running) return;
    running = true;
    try {
      const { rows } = await sql<{ version: string }>`
        select (select coalesce(max(id), 0) from articles) || ':' || coalesce((select articles from article_counts where scope = ''), 0) as version
      `.execute(db);
      seen = String(rows[0]?.version ?? "");
    } catch {
      // A database that does not answer changes nothing here; the TTL still bounds staleness.
    } finally {
      running = false;
    }
  };
  void probe();
  const timer = setInterval(() => void probe(), intervalMs);
  timer.unref();
  return () => {
    if (seen === null || seen === reported) return false;
    const first = reported === null;
    reported = seen;
    return !first;
  };
}
