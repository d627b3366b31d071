import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import type { Engine } from "./engine.js";

/**
 * Kysely's SQLite driver starts transactions with a plain (deferred) BEGIN, which takes the write
 * lock only at the first write. Our write transactions read first (which articles exist?) and
 * write after; if another process (the worker, a CLI import) commits in between, SQLite cannot
 * upgrade the stale read snapshot and fails at once with SQLITE_BUSY — the busy timeout does not
 * apply. BEGIN IMMEDIATE takes the write lock up front, so a second writer waits its turn instead.
 * Every transaction in the app is a write transaction (reads run outside transactions).
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** Kysely's SQLite adapter, naming the engine its handles talk to (engineOf reads it). */
export class SqliteEngineAdapter extends SqliteAdapter {
  constructor(readonly engine: Engine) {
    super();
  }
}

/** Kysely's SQLite dialect whose `db.transaction()` begins with BEGIN IMMEDIATE, and whose handles carry their engine. */
export class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #engine: Engine;

  constructor(config: SqliteDialectConfig, engine: Engine) {
    super(config);
    this.#config = config;
    this.#engine = engine;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new SqliteEngineAdapter(this.#engine);
  }
}
