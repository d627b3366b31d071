import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type SqliteDatabase } from "kysely";
import { migrateToLatest } from "./migrations.server.js";
import type { Database, Db } from "./schema.js";
import type { Engine } from "./engine/engine.js";
import { describeLocation } from "./location.js";
import { engineFor, engineOf } from "./engine/index.server.js";
import { connectPostgres, POOL_SIZE, postgresEngine, STATEMENT_TIMEOUT_MS, writesToPostgres } from "./engine/postgres.server.js";
import { ImmediateTransactionSqliteDialect } from "./engine/sqlite-dialect.server.js";
import { registerSearchFunctions } from "./sqlite-functions.server.js";
import { sqliteEngine, writesByOthers } from "./engine/sqlite.server.js";

/** The connection's settings as SQLite reports them after they were set (logged at start). */
export interface DatabasePragmas {
  journalMode: string;
  synchronous: "off" | "normal" | "full" | "extra";
  foreignKeys: boolean;
  busyTimeoutMs: number;
}

/** What every open database offers, whichever its engine. */
interface DatabaseHandle {
  /** The engine, chosen from the location when it was opened (engineOf(db) gives the same). */
  engine: Engine;
  /** The Kysely handle the app uses. */
  db: Db;
  /** Where it is and how it is set up, for the logs at start (no password). */
  description: Record<string, unknown>;
  /** Settings the engine refused or that will hurt, one sentence each, for the logs at start. */
  warnings: string[];
  /**
   * A probe of writes by other processes for the page cache: each call says whether anyone else
   * wrote since the last call (cheap enough for every request; PostgreSQL's asks in the background
   * every `intervalMs`).
   */
  watchChanges(options?: { intervalMs?: number }): () => boolean;
  /** Ends the connection or the pool; safe to call twice. */
  close(): Promise<void>;
}

/** An open SQLite database. */
export interface SqliteDatabaseHandle extends DatabaseHandle {
  kind: "sqlite";
  /** The driver's own handle, for what Kysely does not do (online backup). */
  sqlite: SQLite.Database;
  pragmas: DatabasePragmas;
}

/** An open PostgreSQL database (a pool of connections): no file, no pragmas, no online backup (pg_dump does that). */
export interface PostgresDatabaseHandle extends DatabaseHandle {
  kind: "postgres";
  /** The server with the password left out, for logs. */
  server: string;
}

/** How a database is opened. */
export interface OpenOptions {
  /** SQLite: how long a writer waits for another process's lock. */
  busyTimeoutMs?: number;
  /** PostgreSQL: connections in the pool. */
  poolSize?: number;
  /** PostgreSQL: how long one statement may run before the server cancels it, ms (0: the server's own setting). */
  statementTimeoutMs?: number;
  /**
   * Run once the schema is up to date, before the handle is returned: the composition roots give
   * articles stored before story grouping existed their stories here (ingest/cluster/grouping.server.ts).
   * db/ knows nothing of stories; a benchmark reading a generated corpus passes nothing.
   */
  afterMigrations?: (db: Db) => Promise<unknown>;
  /**
   * SQLite: its page cache and memory-mapped bytes (PRAGMA cache_size, mmap_size) and the prepared
   * statements kept; absent: SQLite's defaults as better-sqlite3 builds it (16 MB, no mmap) and 500 statements.
   */
  sqliteMemory?: { cacheBytes: number; mmapBytes: number; statements: number };
}

/** An open database of either engine (DATABASE_URL=postgres://… or a SQLite file). */
export type OpenDatabase = SqliteDatabaseHandle | PostgresDatabaseHandle;

/** How the configuration asks for the database to be opened (the PostgreSQL pool's settings; SQLite has none to give). */
export function openOptionsOf(config: {
  databasePool: { size: number; statementTimeoutMs: number };
  sqliteMemory?: OpenOptions["sqliteMemory"];
}): OpenOptions {
  return {
    poolSize: config.databasePool.size,
    statementTimeoutMs: config.databasePool.statementTimeoutMs,
    sqliteMemory: config.sqliteMemory,
  };
}

/**
 * Opens the database a location names: a postgres:// (or postgresql://) URL opens a pool on that
 * server, anything else a SQLite file (":memory:" a private one). Both run pending migrations.
 */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<OpenDatabase> {
  return engineFor(location) === postgresEngine ? openPostgresDatabase(location, options) : openSqliteDatabase(location, options);
}

/** Opens a PostgreSQL database by URL and brings its schema up to date (migrations are locked server-side: several processes may start at once). */
export async function openPostgresDatabase(url: string, options: OpenOptions = {}): Promise<PostgresDatabaseHandle> {
  const { db } = connectPostgres(url, options);
  await prepare(db, options);
  const server = describeLocation(url);
  return {
    kind: "postgres",
    engine: postgresEngine,
    db,
    server,
    description: {
      database: server,
      engine: "postgres",
      poolSize: options.poolSize ?? POOL_SIZE,
      statementTimeoutMs: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    },
    warnings: [],
    watchChanges: (probe) => writesToPostgres(db, probe?.intervalMs),
    close: closeOnce(db),
  };
}

/** Brings a freshly opened handle's schema up to date and runs the caller's after-migration step; closes it on failure. */
async function prepare(db: Db, options: OpenOptions): Promise<void> {
  try {
    await migrateToLatest(db as Kysely<unknown>);
    if (options.afterMigrations) await options.afterMigrations(db);
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
function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
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

/** Bytes per page of a new SQLite file. */
export const PAGE_SIZE = 8192;

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
  // 8 KiB pages for a new file (an existing one keeps its own): an article's row is about 500 B,
  // and a 4 KiB page left about 40 B an article unused (ADR 025). Set before WAL, which fixes it.
  sqlite.pragma(`page_size = ${PAGE_SIZE}`);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.round(options.busyTimeoutMs ?? BUSY_TIMEOUT_MS))}`);
  // Memory (SQLITE_CACHE_MB, SQLITE_MMAP_MB, docs/deploy.md): a negative cache_size is in KiB.
  if (options.sqliteMemory) {
    sqlite.pragma(`cache_size = ${-Math.max(64, Math.round(options.sqliteMemory.cacheBytes / 1024))}`);
    sqlite.pragma(`mmap_size = ${Math.max(0, Math.round(options.sqliteMemory.mmapBytes))}`);
  }
  // The search index's triggers stem in JavaScript: register before any write (and migration).
  registerSearchFunctions(sqlite);
  // Transactions begin IMMEDIATE (see engine/sqlite-dialect.server.ts); statements are prepared once.
  const db = new Kysely<Database>({
    dialect: new ImmediateTransactionSqliteDialect(
      { database: withStatementCache(sqlite, options.sqliteMemory?.statements) },
      sqliteEngine,
    ),
  });
  await prepare(db, options);
  const pragmas = readPragmas(sqlite);
  return {
    kind: "sqlite",
    engine: sqliteEngine,
    db,
    sqlite,
    pragmas,
    description: { database: path, engine: "sqlite", pragmas },
    // WAL can be refused (some network filesystems): then every reader waits for the writer.
    warnings:
      pragmas.journalMode === "wal" || path === ":memory:"
        ? []
        : [`the database is not in WAL mode (${pragmas.journalMode}): readers will wait for writers`],
    watchChanges: () => writesByOthers(sqlite),
    close: closeOnce(db),
  };
}

/**
 * Runs `write` so that its commit is on disk when it resolves, for writes a reader was told
 * succeeded: a contact message acknowledged with a confirmation must survive a power cut, not
 * only a crash (see Settings.durably in engine/engine.ts).
 */
export async function durably<T>(db: Db, write: (connection: Db) => Promise<T>): Promise<T> {
  return engineOf(db).settings.durably(db, write);
}
