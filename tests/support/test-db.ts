import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { loadSources } from "../../app/data/sources.server.js";
import { openDatabase, type OpenDatabase } from "../../app/db/database.server.js";
import { syncReferenceData } from "../../app/models/reference.server.js";

/*
 * Test databases of either backend. Without TEST_DATABASE_URL each test gets a private in-memory
 * SQLite database. With TEST_DATABASE_URL=postgres://… (the PostgreSQL pass, `npm run test:pg`),
 * each test gets a database of its own on that server, copied from a template that was migrated
 * (and given the reference data) once per run: a copy takes tens of milliseconds, migrating and
 * loading the sources takes a second. Databases are dropped when closed.
 */

/** The PostgreSQL server tests run on, or undefined for SQLite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** Which backend this run tests: "postgres" in the PostgreSQL pass, else "sqlite". */
export const testBackend: "sqlite" | "postgres" = testDatabaseUrl ? "postgres" : "sqlite";

/** Names the templates of one run (set by scripts/with-postgres.mjs), so a run never reuses an older schema. */
const RUN =
  (process.env.ROTATIVA_TEST_RUN ?? "local")
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase()
    .slice(0, 16) || "local";

/** The URL of another database on the same server. */
export function databaseUrlFor(name: string, base = testDatabaseUrl as string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

let admin: pg.Pool | null = null;
function adminPool(): pg.Pool {
  admin ??= new pg.Pool({ connectionString: testDatabaseUrl, max: 2 });
  return admin;
}

const templates = new Map<string, Promise<string>>();

/** The template of this run (with or without reference data), built once: the first process to hold the lock builds it. */
function template(referenceData: boolean): Promise<string> {
  const name = `rt_${RUN}_template_${referenceData ? "ref" : "bare"}`;
  let ready = templates.get(name);
  if (!ready) {
    ready = (async () => {
      const client = await adminPool().connect();
      try {
        // Test files run in parallel processes: one builds, the others wait and find it built.
        await client.query("select pg_advisory_lock(hashtext($1))", [name]);
        const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
        if (exists.rowCount === 0) {
          const building = `${name}_building`;
          await client.query(`drop database if exists ${building}`);
          await client.query(`create database ${building}`);
          const database = await openDatabase(databaseUrlFor(building), { poolSize: 2 });
          if (referenceData) await syncReferenceData(database.db, loadSources());
          await database.close();
          await client.query(`alter database ${building} rename to ${name}`);
        }
        await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
      } finally {
        client.release();
      }
      return name;
    })();
    templates.set(name, ready);
  }
  return ready;
}

/** A fresh PostgreSQL database (a copy of this run's template) opened like the app opens one; dropped at close. */
export async function createPostgresTestDatabase(options: { referenceData?: boolean; poolSize?: number } = {}): Promise<OpenDatabase> {
  const source = await template(options.referenceData !== false);
  const name = `rt_${RUN}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminPool().query(`create database ${name} template ${source} strategy file_copy`);
  const database = await openDatabase(databaseUrlFor(name), { poolSize: options.poolSize ?? 4 });
  const close = database.close.bind(database);
  let dropped = false;
  database.close = async () => {
    await close();
    if (dropped) return;
    dropped = true;
    await adminPool().query(`drop database if exists ${name} with (force)`);
  };
  return database;
}

/**
 * A private database with every migration applied and, unless told otherwise, the reference data
 * (categories, departments, newspapers, feeds) loaded: in-memory SQLite, or a PostgreSQL database
 * in the PostgreSQL pass. Close it after the test.
 */
export async function createTestDatabase(options: { referenceData?: boolean } = {}): Promise<OpenDatabase> {
  if (testDatabaseUrl) return createPostgresTestDatabase(options);
  const database = await openDatabase(":memory:");
  if (options.referenceData !== false) await syncReferenceData(database.db, loadSources());
  return database;
}

/**
 * Two handles on one database, as two processes (web instances, workers) have: two pools on one
 * PostgreSQL database, or two connections to one SQLite file in a temporary folder. `close`
 * closes both and removes the database.
 */
export async function createSharedTestDatabases(options: { referenceData?: boolean } = {}): Promise<{
  first: OpenDatabase;
  second: OpenDatabase;
  close(): Promise<void>;
}> {
  if (testDatabaseUrl) {
    const first = await createPostgresTestDatabase(options);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(first.db);
    const second = await openDatabase(databaseUrlFor(rows[0]?.name as string), { poolSize: 4 });
    return {
      first,
      second,
      async close() {
        await second.close();
        await first.close();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "rotativa-shared-"));
  const path = join(dir, "rotativa.db");
  const first = await openDatabase(path);
  if (options.referenceData !== false) await syncReferenceData(first.db, loadSources());
  const second = await openDatabase(path);
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
