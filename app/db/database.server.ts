import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, type SqliteDatabase } from "kysely";
import { placeUnassignedArticles } from "../models/story.server.js";
import { registerSearchFunctions } from "../search/sqlite-functions.server.js";
import { migrateToLatest } from "./migrations.server.js";
import type { Database, Db } from "./schema.js";

/** An open database: the Kysely handle the app uses, and a way to close it at shutdown. */
export interface OpenDatabase {
  db: Db;
  /** Ends the connection; safe to call twice. */
  close(): Promise<void>;
}

/** Distinct SQL texts whose prepared statements are kept (least recently used ones are dropped). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running most of ours (a story
 * placement runs a dozen small statements). Statements are reused by their SQL text, which is safe
 * because better-sqlite3 runs one statement at a time.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
    // Articles stored before story grouping existed get their stories once, in id order.
    await placeUnassignedArticles(db);
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
