import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database, Db } from "./schema.js";

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

/** A pool on the server a postgres:// URL names, and the Kysely handle on it (nothing migrated yet). */
export function connectPostgres(url: string, options: { poolSize?: number } = {}): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? POOL_SIZE,
    types: typeParsers as pg.CustomTypesConfig,
    // A statement that hangs (a lock never released) fails instead of holding a request forever.
    statement_timeout: 60_000,
    application_name: "rotativa",
  });
  // An idle connection the server dropped (restart, network) is replaced at the next checkout;
  // without a listener its error would crash the process.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
