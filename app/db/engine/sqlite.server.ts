/*
 * SQLite, the embedded default: one file, one writer at a time (BEGIN IMMEDIATE), readers beside
 * it under WAL, and the search index kept by triggers that call JavaScript functions registered on
 * every connection (sqlite-functions.server.ts).
 */
import type SQLite from "better-sqlite3";
import { sql } from "kysely";
import type { Db } from "../schema.js";
import type { Engine } from "./engine.js";
import { sqliteFullText } from "./sqlite-full-text.server.js";
import { sqliteSchema } from "./sqlite-schema.server.js";

/**
 * Whether another process wrote since the last call: SQLite's `PRAGMA data_version` changes on a
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

/** SQLite's integrity check and foreign key check, one line per problem (at most 20 of the first). */
async function checkStorage(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  const messages = integrity.rows.map((row) => row.integrity_check).filter((message) => message !== "ok");
  problems.push(...messages.slice(0, 20).map((message) => `integrity_check: ${message}`));
  const foreign = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
  if (foreign.rows.length > 0)
    problems.push(`foreign_key_check: ${foreign.rows.length} rows point nowhere (first in ${foreign.rows[0]?.table})`);
  return problems;
}

/** The SQLite engine. */
export const sqliteEngine: Engine = {
  name: "sqlite",
  label: "SQLite",
  writers: {
    // BEGIN IMMEDIATE already made this transaction the only writer of the file.
    lockArticleWriters: async () => {},
    // Lasts until the transaction ends (SQLite resets it then).
    deferForeignKeys: async (trx) => {
      await sql`pragma defer_foreign_keys = on`.execute(trx);
    },
    // One writer at a time: a claim never meets another claim's rows.
    skipLocked: (query) => query,
  },
  ids: {
    async lastArticleId(trx) {
      const { rows } = await sql<{ last: number | null }>`
        select max(coalesce((select seq from sqlite_sequence where name = 'articles'), 0), coalesce((select max(id) from articles), 0)) as last
      `.execute(trx);
      return Number(rows[0]?.last ?? 0);
    },
    // AUTOINCREMENT's counter follows the highest id inserted, whoever gave it.
    articleIdsGiven: async () => {},
  },
  bulk: {
    // "where true": an INSERT … SELECT followed by ON CONFLICT needs it to parse.
    fromJson: (rows, columns) =>
      sql`select ${sql.join(columns.map(([name], index) => sql`value ->> ${sql.lit(index)} as ${sql.ref(name)}`))} from json_each(${JSON.stringify(rows)}) where true`,
    // SQLite keeps a bound number's type.
    integer: (value) => sql<number>`${value}`,
  },
  settings: {
    /**
     * The WAL synced to disk at this commit (synchronous = FULL for these statements only). The
     * connection is held for the duration, so nothing else runs with the changed setting.
     */
    durably(db, write) {
      return db.connection().execute(async (connection) => {
        await sql`pragma synchronous = FULL`.execute(connection);
        try {
          return await write(connection);
        } finally {
          await sql`pragma synchronous = NORMAL`.execute(connection);
        }
      });
    },
    checkStorage,
    // One web process per file (see docs/deploy.md): shared state stays in its memory.
    sharedByProcesses: false,
    // better-sqlite3 has no interrupt or progress handler (WiseLibs/better-sqlite3#707).
    cancelAfter: (db, _milliseconds, work) => work(db),
  },
  schema: sqliteSchema,
  fullText: sqliteFullText,
  backups: { by: "rotativa" },
};
