import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteDatabase } from "./database.server.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("openDatabase", () => {
  it("creates the folder and the schema, in WAL mode with foreign keys on", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-db-"));
    dirs.push(dir);
    const database = await openSqliteDatabase(join(dir, "nested", "rotativa.db"));
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
    expect(journal.rows[0]?.journal_mode).toBe("wal");
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(database.db);
    expect(tables.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(["articles", "article_departments", "categories", "contact_messages", "departments", "feeds", "newspapers"]),
    );
    await database.close();
    await database.close();
  });

  it("keeps data across restarts and applies each migration once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-db-"));
    dirs.push(dir);
    const path = join(dir, "rotativa.db");
    const first = await openSqliteDatabase(path);
    await first.db
      .insertInto("departments")
      .values({ slug: "x", name: "X", capital: "Y", dane_code: "00", region: "Andina", position: 0 })
      .execute();
    const applied = sql<{ name: string }>`select name from kysely_migration order by name`;
    const before = (await applied.execute(first.db)).rows;
    expect(before.length).toBeGreaterThan(0);
    await first.close();
    const second = await openSqliteDatabase(path);
    expect(await second.db.selectFrom("departments").select("slug").execute()).toEqual([{ slug: "x" }]);
    // The second start finds nothing pending: the same migrations, each recorded once.
    expect((await applied.execute(second.db)).rows).toEqual(before);
    await second.close();
  });

  it("uses the list-friendly indexes for window listings", async () => {
    const database = await openSqliteDatabase(":memory:");
    const plan = await sql<{ detail: string }>`explain query plan
      select id from articles where category_slug = 'politica' and published_at >= 0 order by published_at desc, id desc limit 31`.execute(
      database.db,
    );
    expect(plan.rows.map((r) => r.detail).join(" ")).toMatch(/articles_category_recent/);
    expect(plan.rows.map((r) => r.detail).join(" ")).not.toMatch(/TEMP B-TREE/);
    await database.close();
  });
});

/** Two connections to one new file, as two processes would have; the second gives up after 50 ms instead of 5 s (one thread runs both here). */
async function twoWriters() {
  const dir = mkdtempSync(join(tmpdir(), "rotativa-db-"));
  dirs.push(dir);
  const path = join(dir, "rotativa.db");
  const first = await openSqliteDatabase(path);
  const second = await openSqliteDatabase(path, { busyTimeoutMs: 50 });
  const insert = (db: typeof first.db, slug: string) =>
    db.insertInto("departments").values({ slug, name: slug, capital: "C", dane_code: slug, region: "Andina", position: 0 }).execute();
  return { first, second, insert };
}

describe("write transactions", () => {
  it("read the settings back as SQLite applied them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-db-"));
    dirs.push(dir);
    const database = await openSqliteDatabase(join(dir, "rotativa.db"), { busyTimeoutMs: 1234 });
    expect(database.pragmas).toEqual({ journalMode: "wal", synchronous: "normal", foreignKeys: true, busyTimeoutMs: 1234 });
    await database.close();
  });

  it("begin IMMEDIATE: a second writer waits for the lock instead of breaking a transaction that read first", async () => {
    const { first, second, insert } = await twoWriters();

    let secondWriter: unknown = null;
    await first.db.transaction().execute(async (trx) => {
      // Read first, as writeArticles does…
      await trx.selectFrom("departments").select("slug").execute();
      // …while another process tries to write: the lock is already ours, so it is refused (it
      // would wait its busy timeout in a real second process), and our transaction goes on.
      await insert(second.db, "de-otro").catch((error: unknown) => {
        secondWriter = error;
      });
      await insert(trx, "nuestro");
    });
    expect((secondWriter as { code?: string } | null)?.code).toBe("SQLITE_BUSY");
    expect(await first.db.selectFrom("departments").select("slug").where("slug", "in", ["nuestro", "de-otro"]).execute()).toEqual([
      { slug: "nuestro" },
    ]);
    // Once we committed, the other writer gets through.
    await insert(second.db, "de-otro");
    await second.close();
    await first.close();
  });

  it("with Kysely's deferred BEGIN, the same interleaving breaks the first transaction (what IMMEDIATE prevents)", async () => {
    const { first, second, insert } = await twoWriters();
    // The same steps by hand with a plain BEGIN on one connection.
    const failure = await first.db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      try {
        await connection.selectFrom("departments").select("slug").execute();
        await insert(second.db, "de-otro");
        await insert(connection, "nuestro");
        await sql`commit`.execute(connection);
        return null;
      } catch (error) {
        await sql`rollback`.execute(connection);
        return error as { code?: string };
      }
    });
    expect(failure?.code).toMatch(/^SQLITE_BUSY/);
    await second.close();
    await first.close();
  });
});
