import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql, type SqliteDatabase } from "kysely";
import { placeUnassignedArticles } from "../models/story.server.js";
import { registerSearchFunctions } from "../search/sqlite-functions.server.js";
import { migrateToLatest } from "./migrations.server.js";
import type { Database, Db } from "./schema.js";
import { isPostgres } from "./dialect.server.js";
import { connectPostgres, isPostgresUrl } from "./postgres.server.js";
import { ImmediateTransactionSqliteDialect } from "./sqlite-dialect.server.js";

/** The connection's settings as SQLite reports them after they were set (logged at start). */
export interface DatabasePragmas {
  journalMode: string;
  synchronous: "off" | "normal" | "full" | "extra";
  foreignKeys: boolean;
  busyTimeoutMs: number;
}

/** An open SQLite database: the Kysely handle the app uses, and a way to close it at shutdown. */
export interface SqliteDatabaseHandle {
  kind: "sqlite";
  db: Db;
  /** The driver's own handle, for what Kysely does not do (online backup, integrity checks). */
  sqlite: SQLite.Database;
  pragmas: DatabasePragmas;
  /** Ends the connection; safe to call twice. */
  close(): Promise<void>;
}

/** An open PostgreSQL database (a pool of connections): no file, no pragmas, no online backup (pg_dump does that). */
export interface PostgresDatabaseHandle {
  kind: "postgres";
  db: Db;
  /** The server with the password left out, for logs. */
  server: string;
  /** Ends the pool; safe to call twice. */
  close(): Promise<void>;
}

/** How a database is opened. */
export interface OpenOptions {
  /** SQLite: how long a writer waits for another process's lock. */
  busyTimeoutMs?: number;
  /** PostgreSQL: connections in the pool. */
  poolSize?: number;
  /** Give articles without a story theirs at open (default true; a benchmark reading a generated corpus skips it). */
  placeStories?: boolean;
}

/** An open database of either engine (DATABASE_URL=postgres://… or a SQLite file). */
export type OpenDatabase = SqliteDatabaseHandle | PostgresDatabaseHandle;

/** The database the app uses: a postgres:// URL when given, else the SQLite file. */
export function databaseLocation(config: { databaseUrl?: string | undefined; databasePath: string }): string {
  return config.databaseUrl ?? config.databasePath;
}

/** A location fit for logs: a URL without its password. */
export function describeLocation(location: string): string {
  if (!isPostgresUrl(location)) return location;
  try {
    const url = new URL(location);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "postgres://(unparsable URL)";
  }
}

/**
 * Opens the database a location names: a postgres:// (or postgresql://) URL opens a pool on that
 * server, anything else a SQLite file (":memory:" a private one). Both run pending migrations.
 */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<OpenDatabase> {
  return isPostgresUrl(location) ? openPostgresDatabase(location, options) : openSqliteDatabase(location, options);
}

/** Opens a PostgreSQL database by URL and brings its schema up to date (migrations are locked server-side: several processes may start at once). */
export async function openPostgresDatabase(url: string, options: OpenOptions = {}): Promise<PostgresDatabaseHandle> {
  const { db } = connectPostgres(url, options);
  await prepare(db, options);
  return { kind: "postgres", db, server: describeLocation(url), close: closeOnce(db) };
}

/** Brings a freshly opened handle's schema up to date and places articles without a story; closes it on failure. */
async function prepare(db: Db, options: OpenOptions): Promise<void> {
  try {
    await migrateToLatest(db as Kysely<unknown>);
    // Articles stored before story grouping existed get their stories once, in id order.
    if (options.placeStories !== false) await placeUnassignedArticles(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** A close() that ends the handle once, however often it is called. */
function closeOnce(db: Db): () => Promise<void> {
  let closed = false;
  return async () => {
    if (closed) return;
    closed = true;
    await db.destroy();
  };
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
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

/** How long a writer waits for another process's write lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5_000;

const SYNCHRONOUS = ["off", "normal", "full", "extra"] as const;

/** Reads back the pragmas that matter, so that a setting SQLite refused (WAL on some filesystems) shows in the logs. */
export function readPragmas(sqlite: SQLite.Database): DatabasePragmas {
  return {
    journalMode: String(sqlite.pragma("journal_mode", { simple: true })),
    synchronous: SYNCHRONOUS[Number(sqlite.pragma("synchronous", { simple: true }))] ?? "full",
    foreignKeys: Number(sqlite.pragma("foreign_keys", { simple: true })) === 1,
    busyTimeoutMs: Number(sqlite.pragma("busy_timeout", { simple: true })),
  };
}

/**
 * Opens (creating if needed) the SQLite file, sets the pragmas a web server with a background
 * writer needs, and runs pending migrations. ":memory:" gives a private database for tests.
 */
export async function openSqliteDatabase(path: string, options: OpenOptions = {}): Promise<SqliteDatabaseHandle> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers keep serving pages while ingestion writes; the busy timeout makes a second
  // writer (a CLI import beside the server) wait instead of failing with SQLITE_BUSY. NORMAL
  // syncs the WAL at checkpoints: a commit survives a crash of the process (never a corrupt file);
  // writes that must also survive a power cut go through `durably`.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.round(options.busyTimeoutMs ?? BUSY_TIMEOUT_MS))}`);
  // The search index's triggers stem in JavaScript: register before any write (and migration).
  registerSearchFunctions(sqlite);
  // Transactions begin IMMEDIATE (see sqlite-dialect.server.ts); statements are prepared once.
  const db = new Kysely<Database>({ dialect: new ImmediateTransactionSqliteDialect({ database: withStatementCache(sqlite) }) });
  await prepare(db, options);
  return { kind: "sqlite", db, sqlite, pragmas: readPragmas(sqlite), close: closeOnce(db) };
}

/**
 * Runs `write` with the WAL synced to disk at its commit (synchronous = FULL for these
 * statements only), for writes a reader was told succeeded: a contact message acknowledged with
 * a confirmation must survive a power cut, not only a crash. The connection is held for the
 * duration, so nothing else runs with the changed setting.
 */
export async function durably<T>(db: Db, write: (connection: Db) => Promise<T>): Promise<T> {
  // PostgreSQL syncs its WAL at every commit already (synchronous_commit = on, its default).
  if (isPostgres(db)) return write(db);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = FULL`.execute(connection);
    try {
      return await write(connection);
    } finally {
      await sql`pragma synchronous = NORMAL`.execute(connection);
    }
  });
}
