/*
 * Articles are found by a hash of their URL (migration 0019), and two URLs may share one. Here
 * three articles are given the hash of a fourth's URL (as if their URLs hashed alike), and
 * identity must still be decided by the URLs themselves.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { freshDatabaseForEachTest } from "../../tests/support/fresh-database.js";
import { grouping } from "../../tests/support/grouping.js";
import { urlHash } from "../db/url-hash.js";
import { storeArticles } from "../ingest/store.server.js";

const now = Date.UTC(2026, 10, 22, 15, 0);
const database = freshDatabaseForEachTest();

describe("a URL hash shared by several URLs", () => {
  it("finds each article by its own URL among the rows of its hash, and refuses a second row with a URL", async () => {
    const { db } = database;
    const newspaper = await db.selectFrom("newspapers").select("id").where("slug", "=", "semana").executeTakeFirstOrThrow();
    const feed = await db.selectFrom("feeds").select("id").where("newspaper_id", "=", newspaper.id).executeTakeFirstOrThrow();
    const item = (i: number, title = `Noticia ${i} de la semana`) => ({
      url: `https://x.invalid/noticia-${i}`,
      guid: i % 2 === 0 ? `https://x.invalid/noticia-${i}` : `urn:x:${i}`,
      newspaper_id: newspaper.id,
      feed_id: feed.id,
      title,
      summary: "",
      image_url: null,
      author: null,
      category_slug: "general",
      published_at: now - i * 60_000,
      fetched_at: now,
      updated_at: now,
    });
    const ids = await storeArticles(
      db,
      grouping,
      [0, 1, 2, 3].map((i) => item(i)),
    );
    expect(new Set(ids).size).toBe(4);
    const shared = urlHash(item(0).url);
    await db
      .updateTable("articles")
      .set({ url_hash: shared })
      .where("id", "in", ids.slice(1) as number[])
      .execute();
    expect(await db.selectFrom("articles").select("url_hash").distinct().execute()).toEqual([{ url_hash: shared }]);
    // The same item again: found by its URL among the four rows its hash finds.
    expect(await storeArticles(db, grouping, [item(0)])).toEqual([ids[0]]);
    // A corrected title rewrites its own article and no other.
    expect(await storeArticles(db, grouping, [item(0, "Noticia 0, corregida")])).toEqual([ids[0]]);
    const titles = await db.selectFrom("articles").select(["id", "title"]).orderBy("id").execute();
    expect(titles.filter((row) => row.title === "Noticia 0, corregida").map((row) => row.id)).toEqual([ids[0]]);
    // Its guid is its URL (stored as ''): under a new address it is found by (feed, guid) through the same hash.
    expect(await storeArticles(db, grouping, [{ ...item(0, "Noticia 0, corregida"), url: "https://x.invalid/movida-0" }])).toEqual([
      ids[0],
    ]);
    expect(
      await db
        .selectFrom("articles")
        .select(["url", "guid"])
        .where("id", "=", ids[0] as number)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      url: "https://x.invalid/movida-0",
      guid: "https://x.invalid/noticia-0",
    });
    // A row for a URL another article holds is refused, though three other URLs share its hash.
    await expect(
      sql`insert into articles (url, newspaper_id, title, category_slug, published_at, fetched_at, updated_at) values ('https://x.invalid/movida-0', ${newspaper.id}, 'x', 'general', 1, 1, 1)`.execute(
        db,
      ),
    ).rejects.toThrow(/UNIQUE constraint failed: articles.url|unique constraint "articles_url_key"/);
    expect(
      await db
        .selectFrom("articles")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 4 });
  });
});
