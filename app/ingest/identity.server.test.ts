/*
 * Which items are the same article (issue 24): identity through the real path (refreshFeed: read
 * → classify → writeArticles → feed state), on feeds whose items share a page. Two items are one
 * article when their canonical URLs match and nothing says otherwise; items of one feed with
 * distinct guids or anchors are distinct articles; tracking fragments are no anchors; a re-fetch
 * creates nothing; rows stored before items sharing a page were told apart are still matched.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { grouping } from "../../tests/support/grouping.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { findFeed, listFeedStatuses } from "../models/feed.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import type { FetchFeedResult } from "./fetch-feed.server.js";
import { type RefreshDeps, refreshFeed } from "./refresh-feed.server.js";

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 22, 15, 0);
const PODCAST = "https://podcast.invalid/feed.xml";
const BLOG = "https://blog.invalid/feed.xml";
const NEWS = "https://noticias.invalid/rss";

let database: OpenDatabase;
let fetches = 0;

/** An RSS 2.0 document; each call differs by a comment, so a re-fetch is read again (not skipped as identical bytes). */
function rss(items: string[]): FetchFeedResult {
  fetches += 1;
  const text = `<?xml version="1.0" encoding="UTF-8"?><!-- lectura ${fetches} -->
<rss version="2.0"><channel><title>Fuente</title><link>https://fuente.invalid/</link>${items.join("\n")}</channel></rss>`;
  return {
    status: "ok",
    url: "",
    permanentUrl: null,
    httpStatus: 200,
    bytes: new TextEncoder().encode(text),
    contentType: "application/rss+xml; charset=utf-8",
    etag: null,
    lastModified: null,
    hints: { maxAgeSeconds: null, retryAfterSeconds: null },
  };
}

const date = (minutesAgo: number) => new Date(NOW - minutesAgo * MINUTE).toUTCString();

/** A podcast episode: every one links to the show's home page; distinct guids. */
const episode = (n: number) =>
  `<item><title>Episodio ${n}: la semana en Bogotá</title><link>https://podcast.invalid</link><guid isPermaLink="false">episodio-${n}</guid><description>Conversación número ${n} sobre la ciudad.</description><pubDate>${date(600 - n * 60)}</pubDate></item>`;

/** A diary blog's post: one page, one anchor per post, no guid. */
const post = (n: number, title = `Diario, día ${n}: crónica de Manizales`) =>
  `<item><title>${title}</title><link>https://blog.invalid/diario#dia-${n}</link><description>Lo que pasó el día ${n}.</description><pubDate>${date(600 - n * 60)}</pubDate></item>`;

/** Reads `feedUrl` once through refreshFeed with `response`, as the scheduler would. */
async function read(feedUrl: string, response: FetchFeedResult) {
  const rows = await database.db.selectFrom("feeds").select(["id", "url"]).execute();
  const id = rows.find((row) => row.url === feedUrl)?.id;
  const feed = id === undefined ? null : await findFeed(database.db, id);
  if (!feed) throw new Error(`no feed ${feedUrl}`);
  const deps: RefreshDeps = {
    db: database.db,
    grouping,
    fetchOptions: { userAgent: "test", allowPrivate: false },
    now: () => NOW,
    random: () => 0.5,
    fetch: async () => ({ ...response, url: feedUrl }),
  };
  return refreshFeed(deps, feed);
}

async function articlesOf(feedUrl: string) {
  return database.db
    .selectFrom("articles as a")
    .innerJoin("feeds as f", "f.id", "a.feed_id")
    .select(["a.id", "a.url", "a.guid", "a.title"])
    .where("f.url", "=", feedUrl)
    .orderBy("a.id")
    .execute();
}

beforeEach(async () => {
  database = await createTestDatabase({ referenceData: false });
  await syncReferenceData(database.db, [
    {
      slug: "podcast-bogota",
      name: "Pódcast Bogotá",
      siteUrl: "https://podcast.invalid",
      homeDepartment: "bogota",
      feeds: [{ url: PODCAST, category: null }],
    },
    {
      slug: "diario-manizales",
      name: "Diario de Manizales",
      siteUrl: "https://blog.invalid",
      homeDepartment: "caldas",
      feeds: [{ url: BLOG, category: null }],
    },
    {
      slug: "noticias",
      name: "Noticias",
      siteUrl: "https://noticias.invalid",
      homeDepartment: null,
      feeds: [{ url: NEWS, category: null }],
    },
  ]);
});

afterEach(async () => {
  await database.close();
});

describe("article identity for items that share a page", () => {
  it("keeps every episode of a podcast whose items all link to its home page, and a re-fetch adds nothing", async () => {
    const episodes = [1, 2, 3, 4, 5].map(episode);
    expect(await read(PODCAST, rss(episodes))).toMatchObject({ status: "stored", inserted: 5 });
    const stored = await articlesOf(PODCAST);
    expect(stored.map((a) => a.guid).sort()).toEqual(["episodio-1", "episodio-2", "episodio-3", "episodio-4", "episodio-5"]);
    // Every stored address opens the home page (a fragment never reaches the server), and each is its own.
    expect(new Set(stored.map((a) => a.url)).size).toBe(5);
    for (const article of stored) expect(article.url.replace(/#.*$/, "")).toBe("https://podcast.invalid/");

    expect(await read(PODCAST, rss([episode(6), ...episodes]))).toMatchObject({ status: "stored", inserted: 1, updated: 0 });
    expect(await articlesOf(PODCAST)).toHaveLength(6);
    expect(await read(PODCAST, rss([episode(6), ...episodes]))).toMatchObject({ inserted: 0, updated: 0 });
    expect(await articlesOf(PODCAST)).toHaveLength(6);
  });

  it("keeps blog posts that differ only by #anchor, with their anchors, and a re-fetch adds nothing", async () => {
    const posts = [1, 2, 3, 4].map((n) => post(n));
    expect(await read(BLOG, rss(posts))).toMatchObject({ status: "stored", inserted: 4 });
    const stored = await articlesOf(BLOG);
    expect(stored).toHaveLength(4);
    expect(
      stored
        .map((a) => a.url)
        .filter((url) => url.includes("#"))
        .sort(),
    ).toEqual(["https://blog.invalid/diario#dia-2", "https://blog.invalid/diario#dia-3", "https://blog.invalid/diario#dia-4"]);
    expect(await read(BLOG, rss(posts))).toMatchObject({ inserted: 0, updated: 0 });
    // The oldest post (stored without its anchor) leaves the feed as a new one arrives: the new one does not take its place.
    expect(await read(BLOG, rss([post(5), ...posts.slice(1)]))).toMatchObject({ inserted: 1, updated: 0 });
    const after = await articlesOf(BLOG);
    expect(after).toHaveLength(5);
    expect(after.find((a) => a.url === "https://blog.invalid/diario")?.title).toBe("Diario, día 1: crónica de Manizales");
    expect(after.find((a) => a.url === "https://blog.invalid/diario#dia-5")?.title).toBe("Diario, día 5: crónica de Manizales");
  });

  it("strips tracking fragments: the same item under #?ref=rss and #tk.rss_all is one article", async () => {
    const item = (fragment: string, title: string) =>
      `<item><title>${title}</title><link>https://noticias.invalid/economia/dolar${fragment}</link><description>El dólar cerró a la baja.</description><pubDate>${date(30)}</pubDate></item>`;
    expect(await read(NEWS, rss([item("#?ref=rss", "El dólar baja"), item("#tk.rss_all", "El dólar baja")]))).toMatchObject({
      inserted: 1,
    });
    expect(await read(NEWS, rss([item("", "El dólar baja otra vez"), item("#xtor=RSS-3", "El dólar baja otra vez")]))).toMatchObject({
      inserted: 0,
      updated: 1,
    });
    const stored = await articlesOf(NEWS);
    expect(stored).toEqual([expect.objectContaining({ url: "https://noticias.invalid/economia/dolar", title: "El dólar baja otra vez" })]);
  });

  it("counts what a read did not store, by reason, on the feed", async () => {
    const items = [
      post(1),
      '<item><title>Sin dirección</title><guid isPermaLink="false">x-1</guid></item>',
      "<item><link>https://blog.invalid/vacia</link></item>",
      post(1),
    ];
    expect(await read(BLOG, rss(items))).toMatchObject({ status: "stored", inserted: 1 });
    const status = (await listFeedStatuses(database.db)).find((feed) => feed.url === BLOG);
    expect(status?.skipped).toEqual({ "no-address": 1, "no-text": 1, duplicate: 1 });
    // The next read replaces the counts.
    await read(BLOG, rss([post(1), post(2)]));
    expect((await listFeedStatuses(database.db)).find((feed) => feed.url === BLOG)?.skipped).toEqual({});
  });
});

describe("rows stored before items sharing a page were told apart", () => {
  /**
   * What the code before issue 24 left in the database for these feeds: one row per canonical URL
   * (the fragment dropped, a repeated URL stored once, under the first item's guid and title).
   */
  async function storeTheOldWay() {
    const feeds = await database.db.selectFrom("feeds").select(["id", "url", "newspaper_id"]).execute();
    const of = (url: string) => feeds.find((f) => f.url === url) as { id: number; newspaper_id: number };
    const row = (feedUrl: string, url: string, guid: string | null, title: string, minutesAgo: number) => ({
      url,
      guid,
      newspaper_id: of(feedUrl).newspaper_id,
      feed_id: of(feedUrl).id,
      title,
      summary: "",
      image_url: null,
      author: null,
      category_slug: "general",
      published_at: NOW - minutesAgo * MINUTE,
      publisher_published_at: NOW - minutesAgo * MINUTE,
      fetched_at: NOW - 600 * MINUTE,
      updated_at: NOW - 600 * MINUTE,
    });
    await database.db
      .insertInto("articles")
      .values([
        row(PODCAST, "https://podcast.invalid/", "episodio-1", "Episodio 1: la semana en Bogotá", 540),
        row(BLOG, "https://blog.invalid/diario", null, "Diario, día 1: crónica de Manizales", 540),
        row(NEWS, "https://noticias.invalid/economia/dolar", null, "El dólar baja", 30),
      ])
      .execute();
    return articlesOf;
  }

  it("matches the old rows and adds only the items the old code dropped", async () => {
    await storeTheOldWay();
    const before = [...(await articlesOf(PODCAST)), ...(await articlesOf(BLOG)), ...(await articlesOf(NEWS))];
    expect(before).toHaveLength(3);

    expect(await read(PODCAST, rss([1, 2, 3].map(episode)))).toMatchObject({ inserted: 2 });
    const podcast = await articlesOf(PODCAST);
    expect(podcast).toHaveLength(3);
    // Episode 1 is still the old row, under its old address.
    expect(podcast.find((a) => a.guid === "episodio-1")).toMatchObject({ id: before[0]?.id, url: "https://podcast.invalid/" });

    expect(await read(BLOG, rss([1, 2, 3].map((n) => post(n))))).toMatchObject({ inserted: 2 });
    const blog = await articlesOf(BLOG);
    expect(blog).toHaveLength(3);
    expect(blog.find((a) => a.id === before[1]?.id)).toMatchObject({
      url: "https://blog.invalid/diario",
      title: "Diario, día 1: crónica de Manizales",
    });

    const item = `<item><title>El dólar baja</title><link>https://noticias.invalid/economia/dolar#?ref=rss</link><pubDate>${date(30)}</pubDate></item>`;
    expect(await read(NEWS, rss([item]))).toMatchObject({ inserted: 0 });
    expect(await articlesOf(NEWS)).toEqual([expect.objectContaining({ id: before[2]?.id })]);

    // And reading the same feeds again changes nothing.
    expect(await read(PODCAST, rss([1, 2, 3].map(episode)))).toMatchObject({ inserted: 0, updated: 0 });
    expect(await read(BLOG, rss([1, 2, 3].map((n) => post(n))))).toMatchObject({ inserted: 0, updated: 0 });
  });
});
