/*
 * Which engine a database runs on: chosen from its location when it is opened, then read back from
 * any handle, transaction or connection of it (its Kysely adapter names the engine).
 */
import { PostgresAdapter } from "kysely";
import type { AnyDb, Engine } from "./engine.js";
import { isPostgresUrl, PostgresEngineAdapter, postgresEngine } from "./postgres.server.js";
import { SqliteEngineAdapter } from "./sqlite-dialect.server.js";
import { sqliteEngine } from "./sqlite.server.js";

export type { AnyDb, Engine, EngineName } from "./engine.js";

/** The engine a location names: a postgres:// (or postgresql://) URL is PostgreSQL, anything else a SQLite file. */
export function engineFor(location: string): Engine {
  return isPostgresUrl(location) ? postgresEngine : sqliteEngine;
}

/**
 * The engine of a handle opened by openDatabase (or of a transaction or connection of it). A
 * Kysely handle made by hand on a driver (a test migrating an old SQLite file) names no engine:
 * its adapter's kind tells.
 */
export function engineOf(db: AnyDb): Engine {
  const adapter = (db as unknown as { getExecutor(): { adapter: unknown } }).getExecutor().adapter;
  if (adapter instanceof PostgresEngineAdapter || adapter instanceof SqliteEngineAdapter) return adapter.engine;
  return adapter instanceof PostgresAdapter ? postgresEngine : sqliteEngine;
}
