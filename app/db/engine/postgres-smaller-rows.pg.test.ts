/*
 * Migration 0019_smaller_rows on PostgreSQL (the PostgreSQL pass): a new database brought to
 * migration 0018, given rows as the code before 0019 wrote them, then migrated in place. Every
 * article must be found by its URL and by its (feed, guid) as before; the SQL hash must be the
 * JavaScript one.
 */
import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { grouping } from "../../../tests/support/grouping.js";
import { databaseUrlFor, testDatabaseUrl } from "../../../tests/support/test-db.js";
import { loadSources } from "../../data/sources.server.js";
import { guidOf } from "../../models/article-identity.js";
import { writeArticles } from "../../models/article-write.server.js";
import { syncReferenceData } from "../../models/reference.server.js";
import { migrateTo, migrateToLatest } from "../migrations.server.js";
import type { Db } from "../schema.js";
import { urlHash } from "../url-hash.js";
import { connectPostgres } from "./postgres.server.js";

const T = Date.UTC(2026, 10, 20, 12, 0);
const LONG = `https://regional.invalid/noticias/${"muy-largo-".repeat(190)}fin`;
const OLD_ROWS = [
  { url: "https://uno.invalid/politica/debate", guid: "https://uno.invalid/politica/debate", feed: 0, title: "Debate en el Congreso" },
  { url: "https://uno.invalid/economia/cafe", guid: "urn:uno:articulo:77", feed: 0, title: "Sube el precio del café" },
  { url: "https://uno.invalid/blog/diario#dia-3", guid: null, feed: 0, title: "Diario del tercer día" },
  { url: LONG, guid: LONG, feed: 1, title: "Lluvias intensas en el Chocó" },
  { url: "https://dos.invalid/?p=812", guid: "https://dos.invalid/?p=812", feed: null, title: "Feria de las flores" },
];

let admin: pg.Pool;
let name: string;
let handle: { db: Db; pool: pg.Pool };

beforeEach(async () => {
  admin = new pg.Pool({ connectionString: testDatabaseUrl, max: 1 });
  name = `rt_0019_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  handle = connectPostgres(databaseUrlFor(name), { poolSize: 2 });
});
afterEach(async () => {
  await handle.db.destroy();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe("0019_smaller_rows on PostgreSQL", () => {
  it("hashes URLs in SQL exactly as url-hash.ts does", async () => {
    const { db } = handle;
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const urls = [
      "https://www.semana.com/nacion/articulo-1",
      "https://www.elespectador.com/colombia/más-regiones/café-huila/",
      LONG,
      ...Array.from({ length: 50 }, (_, i) => `https://diario.invalid/ñandú/${i}`),
    ];
    const { rows } = await sql<{
      url: string;
      hash: number;
    }>`select url, rotativa_url_hash(url) as hash from unnest(${urls}::text[]) as url`.execute(db);
    expect(rows.map((row) => [row.url, Number(row.hash)])).toEqual(urls.map((url) => [url, urlHash(url)]));
  });

  it("migrates rows written before it, finds them by URL and (feed, guid), and keeps URLs unique", async () => {
    const { db } = handle;
    await migrateTo(db as unknown as Kysely<unknown>, "0018_feed_alerts_and_websub");
    await syncReferenceData(db, loadSources());
    const feeds = (await sql<{ id: number; newspaper_id: number }>`select id, newspaper_id from feeds order by id limit 2`.execute(db))
      .rows;
    const item = (row: (typeof OLD_ROWS)[number], i: number) => {
      const feed = row.feed === null ? null : (feeds[row.feed] ?? null);
      return {
        url: row.url,
        guid: row.guid,
        newspaper_id: Number((feed ?? feeds[0])?.newspaper_id),
        feed_id: feed ? Number(feed.id) : null,
        title: row.title,
        summary: `Resumen ${i}.`,
        image_url: null,
        author: null,
        category_slug: "politica",
        published_at: T + i * 60_000,
        fetched_at: T,
        updated_at: T,
      };
    };
    for (const [i, row] of OLD_ROWS.entries()) {
      const { url, guid, newspaper_id, feed_id, title, summary, published_at } = item(row, i);
      await sql`
        insert into articles (url, guid, newspaper_id, feed_id, title, summary, category_slug, published_at, fetched_at, updated_at)
        values (${url}, ${guid}, ${newspaper_id}, ${feed_id}, ${title}, ${summary}, 'politica', ${published_at}, ${T}, ${T})
      `.execute(db);
    }
    const before = (await sql<{ id: number; url: string; guid: string | null }>`select id, url, guid from articles order by id`.execute(db))
      .rows;
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const after = (
      await sql<{ id: number; url: string; guid: string | null; url_hash: number }>`
      select id, url, guid, url_hash from articles order by id`.execute(db)
    ).rows;
    expect(after.map((row) => ({ id: row.id, url: row.url, guid: guidOf(row.guid, row.url) }))).toEqual(before);
    expect(after.map((row) => row.guid === "")).toEqual(before.map((row) => row.guid === row.url));
    expect(after.map((row) => Number(row.url_hash))).toEqual(before.map((row) => urlHash(row.url)));
    const constraints = await sql<{
      name: string;
    }>`select conname as name from pg_constraint where conrelid = 'articles'::regclass and contype = 'u'`.execute(db);
    expect(constraints.rows).toEqual([]);

    // The same items: found by URL. Under new addresses: found by (feed, guid), '' or not.
    const again = await db.transaction().execute((trx) => writeArticles(trx, OLD_ROWS.map(item), grouping.placeNew));
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: OLD_ROWS.length });
    expect(again.ids).toEqual(before.map((row) => row.id));
    const moved = [0, 1, 3].map((i) => ({ ...item(OLD_ROWS[i] as (typeof OLD_ROWS)[number], i), url: `https://nueva.invalid/${i}` }));
    const followed = await db.transaction().execute((trx) => writeArticles(trx, moved, grouping.placeNew));
    expect(followed).toMatchObject({ inserted: 0, updated: 3, ids: [0, 1, 3].map((i) => before[i]?.id) });
    const first = await db
      .selectFrom("articles")
      .select(["url", "guid", "url_hash"])
      .where("id", "=", Number(before[0]?.id))
      .executeTakeFirstOrThrow();
    expect({ ...first, url_hash: Number(first.url_hash) }).toEqual({
      url: "https://nueva.invalid/0",
      guid: OLD_ROWS[0]?.guid,
      url_hash: urlHash("https://nueva.invalid/0"),
    });
    await expect(
      sql`insert into articles (url, newspaper_id, title, category_slug, published_at, fetched_at, updated_at) values (${OLD_ROWS[2]?.url}, ${feeds[0]?.newspaper_id}, 'x', 'politica', 1, 1, 1)`.execute(
        db,
      ),
    ).rejects.toThrow(/unique constraint "articles_url_key"/);
    await expect(sql`update articles set url = ${OLD_ROWS[2]?.url} where id = ${before[1]?.id}`.execute(db)).rejects.toThrow(
      /unique constraint "articles_url_key"/,
    );
  });
});
