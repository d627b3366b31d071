/*
 * Migration 0019_smaller_rows on a database made by the code before it: the schema of migrations
 * up to 0018 and rows as that code wrote them (guids equal to the URL, other guids, none, long and
 * anchored URLs, departments, a deleted article), migrated in place. Every article must be found by
 * its URL and by its (feed, guid) exactly as before, with nothing lost.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { grouping } from "../../../tests/support/grouping.js";
import { loadSources } from "../../data/sources.server.js";
import { writeArticles } from "../../models/article-write.server.js";
import { guidOf } from "../../models/article-identity.js";
import { syncReferenceData } from "../../models/reference.server.js";
import { openDatabase } from "../database.server.js";
import { migrateTo, migrateToLatest } from "../migrations.server.js";
import type { Db } from "../schema.js";
import { registerSearchFunctions } from "../sqlite-functions.server.js";
import { urlHash } from "../url-hash.js";

const T = Date.UTC(2026, 10, 20, 12, 0);
const LONG = `https://regional.invalid/noticias/${"muy-largo-".repeat(190)}fin`;

/** Rows as the code before 0019 stored them (its writer kept the guid as the feed gave it). */
const OLD_ROWS = [
  {
    url: "https://uno.invalid/politica/2026/11/20/debate-en-el-congreso",
    guid: "https://uno.invalid/politica/2026/11/20/debate-en-el-congreso",
    feed: 0,
    title: "Debate en el Congreso por la reforma",
    departments: ["bogota"],
  },
  {
    url: "https://uno.invalid/economia/precio-del-cafe",
    guid: "urn:uno:articulo:77",
    feed: 0,
    title: "Sube el precio del café en Huila",
    departments: ["huila", "tolima"],
  },
  { url: "https://uno.invalid/blog/diario#dia-3", guid: null, feed: 0, title: "Diario del tercer día en Manizales", departments: [] },
  { url: LONG, guid: LONG, feed: 1, title: "Lluvias intensas en el Chocó", departments: ["choco"] },
  {
    url: "https://dos.invalid/?p=812",
    guid: "https://dos.invalid/?p=812",
    feed: null,
    title: "Feria de las flores en Medellín",
    departments: ["antioquia"],
  },
  {
    url: "https://dos.invalid/deportes/final",
    guid: "https://dos.invalid/?p=913",
    feed: 1,
    title: "Final del torneo en Barranquilla",
    departments: [],
  },
  { url: "https://dos.invalid/borrado", guid: "https://dos.invalid/borrado", feed: 1, title: "Artículo que se borró", departments: [] },
];

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "rotativa-0019-"));
  path = join(dir, "old.db");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database at migration 0018 holding OLD_ROWS (the last one deleted, as an operator would), migrated to the newest schema. */
async function migratedOldDatabase() {
  const raw = new SQLite(path);
  registerSearchFunctions(raw);
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) });
  await migrateTo(db, "0018_feed_alerts_and_websub");
  await syncReferenceData(db as unknown as Db, loadSources());
  const feeds = await sql<{ id: number; newspaper_id: number }>`select id, newspaper_id from feeds order by id limit 2`.execute(db);
  const feedOf = (index: number | null) => (index === null ? null : (feeds.rows[index] ?? null));
  for (const [i, row] of OLD_ROWS.entries()) {
    const feed = feedOf(row.feed);
    const newspaper = feed?.newspaper_id ?? feeds.rows[0]?.newspaper_id;
    await sql`
      insert into articles (url, guid, newspaper_id, feed_id, title, summary, category_slug, published_at, fetched_at, updated_at, publisher_published_at)
      values (${row.url}, ${row.guid}, ${newspaper}, ${feed?.id ?? null}, ${row.title}, ${`Resumen ${i}: ${row.title}.`}, 'politica', ${T + i * 60_000}, ${T}, ${T}, null)
    `.execute(db);
    for (const slug of row.departments)
      await sql`insert into article_departments (article_id, department_slug, published_at) values (${i + 1}, ${slug}, ${T + i * 60_000})`.execute(
        db,
      );
  }
  await sql`delete from articles where id = ${OLD_ROWS.length}`.execute(db);
  const before = await sql<Record<string, unknown>>`select * from articles order by id`.execute(db);
  const departmentsBefore = await sql`select * from article_departments order by article_id, department_slug`.execute(db);
  await migrateToLatest(db);
  return { db, raw, feeds: feeds.rows, before: before.rows, departmentsBefore: departmentsBefore.rows };
}

describe("0019_smaller_rows on a database made before it", () => {
  it("keeps every row, stores a guid equal to the URL as '', and finds rows by URL hash", async () => {
    const { db, raw, before, departmentsBefore } = await migratedOldDatabase();
    const after = (
      await sql<
        Record<string, unknown> & { url: string; guid: string | null; url_hash: number }
      >`select * from articles order by id`.execute(db)
    ).rows;
    expect(after).toHaveLength(before.length);
    for (const [i, row] of after.entries()) {
      const { url_hash: hash, guid, ...rest } = row;
      const { guid: oldGuid, ...oldRest } = before[i] as { guid: string | null };
      expect(rest).toEqual(oldRest);
      expect(guidOf(guid, row.url)).toBe(oldGuid);
      expect(guid === "").toBe(oldGuid === row.url);
      expect(hash).toBe(urlHash(row.url));
    }
    expect((await sql`select * from article_departments order by article_id, department_slug`.execute(db)).rows).toEqual(departmentsBefore);
    // The URL's text index is gone; its hash, the new (feed, guid) index and the ascending listing indexes are there.
    const indexes = (
      await sql<{
        name: string;
        sql: string | null;
      }>`select name, sql from sqlite_master where type = 'index' and tbl_name = 'articles'`.execute(db)
    ).rows;
    expect(indexes.map((i) => i.name)).toContain("articles_url_hash");
    expect(indexes.map((i) => i.name)).not.toContain("sqlite_autoindex_articles_1");
    expect(indexes.find((i) => i.name === "articles_recent")?.sql).not.toMatch(/desc/i);
    expect(raw.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
    expect(raw.pragma("foreign_key_check")).toEqual([]);
    expect(raw.pragma("foreign_keys", { simple: true })).toBe(1);
    // AUTOINCREMENT still never gives the deleted article's id again.
    expect((await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'articles'`.execute(db)).rows[0]?.seq).toBe(
      OLD_ROWS.length,
    );
    // The search index (keyed by id) still finds them, and cascades still reach the departments.
    const found = await sql<{
      id: number;
    }>`select rowid as id from article_search where article_search match 'cafe' order by rowid`.execute(db);
    expect(found.rows.map((r) => r.id)).toEqual([2]);
    await sql`delete from articles where id = 2`.execute(db);
    expect((await sql`select * from article_departments where article_id = 2`.execute(db)).rows).toEqual([]);
    await db.destroy();
  });

  it("finds every article by URL and by (feed, guid) as before, and refuses a second row with a URL", async () => {
    const { db, feeds } = await migratedOldDatabase();
    await db.destroy();
    const database = await openDatabase(path);
    try {
      const kept = OLD_ROWS.slice(0, -1);
      const item = (row: (typeof OLD_ROWS)[number], i: number) => {
        const feed = row.feed === null ? null : (feeds[row.feed] ?? null);
        return {
          url: row.url,
          guid: row.guid,
          newspaper_id: (feed ?? feeds[0])?.newspaper_id as number,
          feed_id: feed?.id ?? null,
          title: row.title,
          summary: `Resumen ${i}: ${row.title}.`,
          image_url: null,
          author: null,
          category_slug: "politica",
          published_at: T + i * 60_000,
          fetched_at: T,
          updated_at: T,
          departments: row.departments,
        };
      };
      // The same items again: every one found by its URL, nothing written.
      const again = await database.db.transaction().execute((trx) => writeArticles(trx, kept.map(item), grouping.placeNew));
      expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: kept.length });
      expect(again.ids).toEqual(kept.map((_, i) => i + 1));
      // The items of a feed under new addresses: found by (feed, guid), whether the guid was stored as '' or as itself.
      const moved = [0, 1, 3, 5].map((i) => ({ ...item(OLD_ROWS[i] as (typeof OLD_ROWS)[number], i), url: `https://nueva.invalid/${i}` }));
      const followed = await database.db.transaction().execute((trx) => writeArticles(trx, moved, grouping.placeNew));
      expect(followed).toMatchObject({ inserted: 0, updated: 4 });
      expect(followed.ids).toEqual([1, 2, 4, 6]);
      // A guid that was the old URL is now written out, and still finds its article.
      const first = await database.db
        .selectFrom("articles")
        .select(["url", "guid", "url_hash"])
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      expect(first).toEqual({ url: "https://nueva.invalid/0", guid: OLD_ROWS[0]?.guid, url_hash: urlHash("https://nueva.invalid/0") });
      const third = await database.db
        .transaction()
        .execute((trx) =>
          writeArticles(trx, [{ ...(moved[0] as (typeof moved)[number]), url: "https://tercera.invalid/0" }], grouping.placeNew),
        );
      expect(third.ids).toEqual([1]);
      // A new article is new; its id follows the deleted one's.
      const fresh = await database.db.transaction().execute((trx) =>
        writeArticles(
          trx,
          [
            {
              ...item(OLD_ROWS[2] as (typeof OLD_ROWS)[number], 2),
              url: "https://otra.invalid/x",
              guid: "https://otra.invalid/x",
              title: "Otra",
            },
          ],
          grouping.placeNew,
        ),
      );
      expect(fresh).toMatchObject({ inserted: 1, ids: [OLD_ROWS.length + 1] });
      expect(
        (
          await database.db
            .selectFrom("articles")
            .select("guid")
            .where("id", "=", OLD_ROWS.length + 1)
            .executeTakeFirstOrThrow()
        ).guid,
      ).toBe("");
      // The URL stays unique, as its constraint kept it.
      await expect(
        sql`insert into articles (url, newspaper_id, title, category_slug, published_at, fetched_at, updated_at) values (${OLD_ROWS[2]?.url}, ${feeds[0]?.newspaper_id}, 'x', 'politica', 1, 1, 1)`.execute(
          database.db,
        ),
      ).rejects.toThrow(/UNIQUE constraint failed: articles.url/);
      await expect(sql`update articles set url = ${OLD_ROWS[2]?.url} where id = 2`.execute(database.db)).rejects.toThrow(
        /UNIQUE constraint failed: articles.url/,
      );
      expect(
        (
          await database.db
            .selectFrom("articles")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ).toBe(OLD_ROWS.length);
    } finally {
      await database.close();
    }
  });
});
