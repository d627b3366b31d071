import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle, newspaperId } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { migrateTo, migrateToLatest } from "../db/migrations.server.js";
import type { Db } from "../db/schema.js";
import { registerSearchFunctions } from "../db/sqlite-functions.server.js";
import { countArticles } from "./article.server.js";

const now = Date.UTC(2025, 2, 11, 20, 0);
let database: OpenDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

/** Every counter next to what counting the rows gives. */
async function countersAndTruth(db: Db) {
  const counters = await db
    .selectFrom("article_counts")
    .select(["scope", "articles"])
    .where("articles", "<>", 0)
    .orderBy("scope")
    .execute();
  const { rows: truth } = await sql<{ scope: string; articles: number }>`
    select scope, articles from (
      select '' as scope, count(*) as articles from articles
      union all select 'c:' || category_slug, count(*) from articles group by category_slug
      union all select 'n:' || newspaper_id, count(*) from articles group by newspaper_id
      union all select 'd:' || department_slug, count(*) from article_departments group by department_slug
    ) as truth where articles <> 0`.execute(db);
  // Both engines alike: numbers as numbers (PostgreSQL's count is a bigint string), in code-point order.
  const normal = (rows: readonly { scope: string; articles: number | string }[]) =>
    rows
      .map((row) => ({ scope: row.scope, articles: Number(row.articles) }))
      .sort((a, b) => (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : 0));
  return { counters: normal(counters), truth: normal(truth) };
}

describe("article_counts (listing totals kept by triggers)", () => {
  it("stays equal to counting the rows through inserts, edits, department changes and deletes", async () => {
    const { db } = database;
    const a = await createArticle(db, {
      url: "https://x.invalid/a",
      category_slug: "salud",
      departments: ["huila"],
      published_at: now - 60_000,
    });
    await createArticle(db, { category_slug: "salud", newspaper: "semana", published_at: now - 120_000 });
    await createArticle(db, { category_slug: "economia", departments: ["huila", "tolima"], published_at: now - 180_000 });
    let state = await countersAndTruth(db);
    expect(state.counters).toEqual(state.truth);
    expect(await countArticles(db, { now })).toBe(3);
    expect(await countArticles(db, { category: "salud", now })).toBe(2);
    expect(await countArticles(db, { department: "huila", now })).toBe(2);
    expect(await countArticles(db, { newspaperId: await newspaperId(db, "semana"), now })).toBe(1);

    // The publisher recategorises the article and moves it to another department.
    await createArticle(db, { url: "https://x.invalid/a", category_slug: "deportes", departments: ["meta"], published_at: now - 60_000 });
    await db
      .updateTable("articles")
      .set({ newspaper_id: await newspaperId(db, "semana") })
      .where("id", "=", a)
      .execute();
    await db.updateTable("article_departments").set({ department_slug: "caqueta" }).where("article_id", "=", a).execute();
    state = await countersAndTruth(db);
    expect(state.counters).toEqual(state.truth);
    expect(await countArticles(db, { category: "salud", now })).toBe(1);
    expect(await countArticles(db, { category: "deportes", now })).toBe(1);
    expect(await countArticles(db, { department: "caqueta", now })).toBe(1);

    // A deleted article, then a deleted newspaper (its articles and their departments cascade).
    await db.deleteFrom("articles").where("id", "=", a).execute();
    await db.deleteFrom("newspapers").where("slug", "=", "semana").execute();
    state = await countersAndTruth(db);
    expect(state.counters).toEqual(state.truth);
    expect(await countArticles(db, { now })).toBe(1);
  });

  it("counts rows for what a counter cannot answer: windows and combined filters", async () => {
    const { db } = database;
    await createArticle(db, { category_slug: "salud", departments: ["huila"], published_at: now - 60_000 });
    await createArticle(db, { category_slug: "salud", departments: ["huila"], published_at: now - 3 * 86_400_000 });
    await createArticle(db, { category_slug: "economia", departments: ["huila"], published_at: now - 60_000 });
    expect(await countArticles(db, { category: "salud", window: "ultimo-dia", now })).toBe(1);
    expect(await countArticles(db, { department: "huila", category: "salud", now })).toBe(2);
    expect(await countArticles(db, { since: now - 86_400_000, now })).toBe(2);
  });

  it("is filled by its migration from the articles already stored", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-counts-"));
    try {
      const raw = new SQLite(join(dir, "old.db"));
      registerSearchFunctions(raw);
      const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) });
      await migrateTo(db, "0007_ingest_speed");
      await sql`pragma foreign_keys = off`.execute(db);
      await sql`
        insert into articles (id, url, newspaper_id, title, category_slug, published_at, fetched_at, updated_at)
        values (1, 'https://x.invalid/1', 4, 'Uno', 'salud', 1, 1, 1), (2, 'https://x.invalid/2', 4, 'Dos', 'salud', 2, 2, 2), (3, 'https://x.invalid/3', 5, 'Tres', 'economia', 3, 3, 3)`.execute(
        db,
      );
      await sql`insert into article_departments (article_id, department_slug, published_at) values (1, 'huila', 1), (3, 'huila', 3)`.execute(
        db,
      );
      await migrateToLatest(db);
      const counts = await sql<{ scope: string; articles: number }>`select scope, articles from article_counts order by scope`.execute(db);
      expect(counts.rows).toEqual([
        { scope: "", articles: 3 },
        { scope: "c:economia", articles: 1 },
        { scope: "c:salud", articles: 2 },
        { scope: "d:huila", articles: 2 },
        { scope: "n:4", articles: 2 },
        { scope: "n:5", articles: 1 },
      ]);
      await db.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
