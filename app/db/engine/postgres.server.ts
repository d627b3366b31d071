/*
 * PostgreSQL, for several web instances and workers on one database: a pg pool per process,
 * writers that lock what SQLite's single writer never had to, and the search index written by the
 * writers (postgres-full-text.server.ts) since the server cannot run the JavaScript analysis.
 */
import { type DialectAdapter, Kysely, PostgresAdapter, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database, Db } from "../schema.js";
import type { Engine } from "./engine.js";
import { postgresFullText } from "./postgres-full-text.server.js";
import { postgresSchema } from "./postgres-schema.server.js";

/** Whether a DATABASE_URL (or a --database value) names a PostgreSQL server rather than a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(location);
}

/** PostgreSQL types whose text form pg would hand over as strings; ours hold epoch ms and counts, well within 2^53. */
const NUMERIC_TYPES = new Set([20 /* int8 */, 1700 /* numeric */]);

const typeParsers = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (NUMERIC_TYPES.has(oid) && format !== "binary") return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Connections each process keeps; web instances and workers each have their own pool. */
export const POOL_SIZE = 10;

/** How long one statement may run before the server cancels it (a lock never released, a runaway query). */
export const STATEMENT_TIMEOUT_MS = 60_000;

/** Kysely's PostgreSQL adapter, naming the engine its handles talk to (engineOf reads it). */
export class PostgresEngineAdapter extends PostgresAdapter {
  constructor(readonly engine: Engine) {
    super();
  }
}

/** Kysely's PostgreSQL dialect whose handles carry their engine. */
class PostgresEngineDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new PostgresEngineAdapter(postgresEngine);
  }
}

/** A pool on the server a postgres:// URL names, and the Kysely handle on it (nothing migrated yet). */
export function connectPostgres(url: string, options: { poolSize?: number; statementTimeoutMs?: number } = {}): { db: Db; pool: pg.Pool } {
  const timeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? POOL_SIZE,
    types: typeParsers as pg.CustomTypesConfig,
    // A statement that hangs (a lock never released) fails instead of holding a request forever;
    // 0 leaves the server's own setting (ALTER ROLE … SET statement_timeout).
    ...(timeout > 0 ? { statement_timeout: timeout } : {}),
    application_name: "rotativa",
  });
  // An idle connection the server dropped (restart, network) is replaced at the next checkout;
  // without a listener its error would crash the process.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresEngineDialect({ pool }) });
  return { db, pool };
}

/** How often the PostgreSQL change probe asks the database (in the background, off the request path). */
export const CHANGE_PROBE_MS = 1_000;

/**
 * Whether anyone wrote since the last call, for the page cache. PostgreSQL has no data_version: a
 * background query every second reads the newest article id and the store's article count
 * (trigger-kept in article_counts), and the synchronous answer reports whether either moved since
 * it was last asked. Inserts and deletions by any instance or worker are seen within about a
 * second; an edit of an article already stored (a feed correcting a headline) is not, and waits
 * for the cache's short TTL.
 */
export function writesToPostgres(db: Db, intervalMs = CHANGE_PROBE_MS): () => boolean {
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

/** The PostgreSQL engine. */
export const postgresEngine: Engine = {
  name: "postgres",
  label: "PostgreSQL",
  writers: {
    /**
     * PostgreSQL lets writers run side by side: two workers storing the same URL, or related
     * articles, would each decide on what it read before the other committed (duplicate rows, or
     * two stories for one event). Locking the story_lock row first makes the second writer wait;
     * in READ COMMITTED each later statement then sees what the first one committed.
     */
    lockArticleWriters: async (trx) => {
      await sql`select id from story_lock where id = 1 for update`.execute(trx);
    },
    // The foreign keys are DEFERRABLE (migration 0008_postgres); this lasts until the transaction ends.
    deferForeignKeys: async (trx) => {
      await sql`set constraints all deferred`.execute(trx);
    },
    // Concurrent claims take disjoint rows without waiting on each other.
    skipLocked: (query) => query.forUpdate().skipLocked(),
  },
  ids: {
    async lastArticleId(trx) {
      const { rows } = await sql<{ last: number | null }>`
        select greatest((select coalesce(max(id), 0) from articles),
          (select case when is_called then last_value else 0 end from articles_id_seq)) as last
      `.execute(trx);
      return Number(rows[0]?.last ?? 0);
    },
    // The identity sequence does not see ids given by the writer: move it past them.
    async articleIdsGiven(trx, lastId) {
      await sql`select setval(pg_get_serial_sequence('articles', 'id'), ${lastId})`.execute(trx);
    },
  },
  bulk: {
    fromJson: (rows, columns) =>
      sql`select ${sql.join(columns.map(([name, type], index) => sql`(value ->> ${sql.lit(index)})::${sql.raw(type)} as ${sql.ref(name)}`))} from json_array_elements(${JSON.stringify(rows)}::json) as value`,
    // A bare parameter in THEN is typed as text by PostgreSQL.
    integer: (value) => sql<number>`${value}::integer`,
  },
  settings: {
    // PostgreSQL syncs its WAL at every commit already (synchronous_commit = on, its default).
    durably: (db, write) => write(db),
    // The server guards its files (checksums, WAL) and enforces the foreign keys itself.
    checkStorage: async () => [],
    sharedByProcesses: true,
    cancelAfter: (db, milliseconds, work) =>
      db.transaction().execute(async (trx) => {
        // SET LOCAL lasts until the transaction ends: the pool's connection goes back unchanged.
        await sql`select set_config('statement_timeout', ${`${Math.max(1, Math.ceil(milliseconds()))}ms`}, true)`.execute(trx);
        return work(trx);
      }),
  },
  schema: postgresSchema,
  fullText: postgresFullText,
  backups: {
    by: "server",
    backup: "use pg_dump (a logical copy) or pg_basebackup with WAL archiving (point-in-time recovery); see docs/deploy.md",
    restore: "use pg_restore (or point-in-time recovery from the archived WAL); see docs/deploy.md",
  },
};
