import type SQLite from "better-sqlite3";

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
