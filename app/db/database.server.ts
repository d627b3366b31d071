import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { registerSearchFunctions } from "../search/sqlite-functions.server.js";
import { migrateToLatest } from "./migrations.server.js";
import type { Database, Db } from "./schema.js";

/** An open database: the Kysely handle the app uses, and a way to close it at shutdown. */
export interface OpenDatabase {
  db: Db;
  /** Ends the connection; safe to call twice. */
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite file, sets the pragmas a web server with a background
 * writer needs, and runs pending migrations. ":memory:" gives a private database for tests.
 */
export async function openDatabase(path: string): Promise<OpenDatabase> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers keep serving pages while ingestion writes; the busy timeout makes a second
  // writer (a CLI import beside the server) wait instead of failing with SQLITE_BUSY.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // The search index's triggers stem in JavaScript: register before any write (and migration).
  registerSearchFunctions(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  let closed = false;
  return {
    db,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
