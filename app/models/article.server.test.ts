import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { grouping } from "../../tests/support/grouping.js";
import { storeArticles } from "../ingest/store.server.js";
import { writeArticles } from "./article-write.server.js";
import { countArticles, countArticlesSince, getArticle, listArticles } from "./article.server.js";

const MINUTE = 60_000;
const now = Date.UTC(2026, 10, 22, 15, 0);
let database: OpenDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

describe("listArticles", () => {
  it("lists newest first and filters by time window", async () => {
    const { db } = database;
    await createArticle(db, { title: "hace 10 min", published_at: now - 10 * MINUTE });
    await createArticle(db, { title: "hace 2 h", published_at: now - 120 * MINUTE });
    await createArticle(db, { title: "hace 3 días", published_at: now - 3 * 24 * 60 * MINUTE });
    await createArticle(db, { title: "hace 8 días", published_at: now - 8 * 24 * 60 * MINUTE });
    const titles = async (window?: "ultima-hora" | "ultimo-dia" | "ultima-semana") =>
      (await listArticles(db, { window, limit: 10, now })).articles.map((a) => a.title);
    expect(await titles("ultima-hora")).toEqual(["hace 10 min"]);
    expect(await titles("ultimo-dia")).toEqual(["hace 10 min", "hace 2 h"]);
    expect(await titles("ultima-semana")).toEqual(["hace 10 min", "hace 2 h", "hace 3 días"]);
    expect(await titles()).toEqual(["hace 10 min", "hace 2 h", "hace 3 días", "hace 8 días"]);
  });

  it("includes an article exactly at the window's edge", async () => {
    const { db } = database;
    await createArticle(db, { title: "borde", published_at: now - 60 * MINUTE });
    expect((await listArticles(db, { window: "ultima-hora", limit: 10, now })).articles).toHaveLength(1);
  });

  it("filters by category, newspaper and department", async () => {
    const { db } = database;
    await createArticle(db, {
      title: "deporte en Antioquia",
      category_slug: "deportes",
      newspaper: "el-colombiano",
      departments: ["antioquia"],
      published_at: now - MINUTE,
    });
    await createArticle(db, {
      title: "política en Bogotá",
      category_slug: "politica",
      departments: ["bogota", "cundinamarca"],
      published_at: now - 2 * MINUTE,
    });
    const elColombiano = await db.selectFrom("newspapers").select("id").where("slug", "=", "el-colombiano").executeTakeFirstOrThrow();
    const titles = async (filter: object) => (await listArticles(db, { ...filter, limit: 10, now })).articles.map((a) => a.title);
    expect(await titles({ category: "deportes" })).toEqual(["deporte en Antioquia"]);
    expect(await titles({ newspaperId: elColombiano.id })).toEqual(["deporte en Antioquia"]);
    expect(await titles({ department: "cundinamarca" })).toEqual(["política en Bogotá"]);
    expect(await titles({ department: "bogota", window: "ultima-hora" })).toEqual(["política en Bogotá"]);
    expect(await titles({ department: "choco" })).toEqual([]);
  });

  it("walks every article exactly once through keyset pages, even with equal timestamps", async () => {
    const { db } = database;
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push(await createArticle(db, { published_at: now - Math.floor(i / 3) * MINUTE }));
    const seen: number[] = [];
    let before = null;
    for (let page = 0; page < 10; page++) {
      const result = await listArticles(db, { before, limit: 5, now });
      seen.push(...result.articles.map((a) => a.id));
      if (!result.nextCursor) break;
      before = result.nextCursor;
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  it("keeps a reader's next page stable when new articles arrive", async () => {
    const { db } = database;
    for (let i = 0; i < 6; i++) await createArticle(db, { title: `viejo ${i}`, published_at: now - (10 + i) * MINUTE });
    const first = await listArticles(db, { limit: 3, now });
    await createArticle(db, { title: "nuevo", published_at: now });
    const second = await listArticles(db, { before: first.nextCursor, limit: 3, now });
    expect(second.articles.map((a) => a.title)).toEqual(["viejo 3", "viejo 4", "viejo 5"]);
    expect(second.nextCursor).toBeNull();
  });

  it("pages department listings by the same cursor", async () => {
    const { db } = database;
    for (let i = 0; i < 7; i++) await createArticle(db, { departments: ["huila"], published_at: now - i * MINUTE });
    const first = await listArticles(db, { department: "huila", limit: 4, now });
    const second = await listArticles(db, { department: "huila", before: first.nextCursor, limit: 4, now });
    expect(first.articles).toHaveLength(4);
    expect(second.articles).toHaveLength(3);
    expect(new Set([...first.articles, ...second.articles].map((a) => a.id)).size).toBe(7);
  });
});

describe("countArticles and countArticlesSince", () => {
  it("count what the listings show", async () => {
    const { db } = database;
    await createArticle(db, { category_slug: "salud", departments: ["huila"], published_at: now - MINUTE });
    await createArticle(db, { category_slug: "salud", published_at: now - 2 * 24 * 60 * MINUTE });
    await createArticle(db, { category_slug: "economia", departments: ["huila", "tolima"], published_at: now - 3 * MINUTE });
    expect(await countArticles(db, { category: "salud", now })).toBe(2);
    expect(await countArticles(db, { category: "salud", window: "ultimo-dia", now })).toBe(1);
    expect(await countArticles(db, { department: "huila", now })).toBe(2);
    expect(await countArticles(db, { department: "huila", category: "economia", now })).toBe(1);
    const byCategory = await countArticlesSince(db, "category", now - 24 * 60 * MINUTE);
    expect(Object.fromEntries(byCategory)).toEqual({ salud: 1, economia: 1 });
    const byDepartment = await countArticlesSince(db, "department", 0);
    expect(Object.fromEntries(byDepartment)).toEqual({ huila: 2, tolima: 1 });
    const byNewspaper = await countArticlesSince(db, "newspaper", 0);
    expect(byNewspaper.get("el-tiempo")).toBe(3);
  });
});

describe("storing articles and getArticle", () => {
  it("updates an article whose canonical URL is already stored instead of duplicating it", async () => {
    const { db } = database;
    const first = await createArticle(db, { url: "https://x.invalid/a", title: "Primera versión", departments: ["meta"] });
    const second = await createArticle(db, { url: "https://x.invalid/a", title: "Versión corregida", departments: ["meta", "casanare"] });
    expect(second).toBe(first);
    const article = await getArticle(db, first);
    expect(article?.title).toBe("Versión corregida");
    expect(article?.departments.map((d) => d.slug).sort()).toEqual(["casanare", "meta"]);
    expect(await countArticles(db, { now })).toBe(1);
  });

  it("stores a batch oldest first so ids follow publication time", async () => {
    const { db } = database;
    const newspaper = await db.selectFrom("newspapers").select("id").where("slug", "=", "semana").executeTakeFirstOrThrow();
    const base = {
      guid: null,
      newspaper_id: newspaper.id,
      feed_id: null,
      summary: "",
      image_url: null,
      author: null,
      category_slug: "general",
      fetched_at: now,
      updated_at: now,
    };
    const ids = await storeArticles(db, grouping, [
      { ...base, url: "https://x.invalid/new", title: "nueva", published_at: now },
      { ...base, url: "https://x.invalid/old", title: "vieja", published_at: now - 60 * MINUTE },
    ]);
    expect(ids[1]).toBeLessThan(ids[0] as number);
  });

  it("writes a mixed batch in a few statements: new, known by URL, known by (feed, guid), repeated", async () => {
    const { db } = database;
    const newspaper = await db.selectFrom("newspapers").select("id").where("slug", "=", "semana").executeTakeFirstOrThrow();
    const feed = await db.selectFrom("feeds").select("id").where("newspaper_id", "=", newspaper.id).executeTakeFirstOrThrow();
    const base = {
      newspaper_id: newspaper.id,
      feed_id: feed.id,
      summary: "",
      image_url: null,
      author: null,
      category_slug: "general",
      fetched_at: now,
      updated_at: now,
    };
    const [kept, moved] = await storeArticles(db, grouping, [
      { ...base, guid: "g-1", url: "https://x.invalid/uno", title: "Uno", published_at: now - 30 * MINUTE, departments: ["huila"] },
      { ...base, guid: "g-2", url: "https://x.invalid/dos", title: "Dos", published_at: now - 20 * MINUTE },
    ]);
    const many = Array.from({ length: 450 }, (_, i) => ({
      ...base,
      guid: `n-${i}`,
      url: `https://x.invalid/nueva-${i}`,
      title: `Nueva ${i}`,
      published_at: now - i * 1000,
      departments: i % 2 === 0 ? ["meta", "meta"] : [],
    }));
    const summary = await db.transaction().execute((trx) =>
      writeArticles(
        trx,
        [
          // Same URL, same content: untouched.
          { ...base, guid: "g-1", url: "https://x.invalid/uno", title: "Uno", published_at: now - 30 * MINUTE, departments: ["huila"] },
          // Same (feed, guid) under a new URL with a corrected title: followed and updated.
          { ...base, guid: "g-2", url: "https://x.invalid/dos-corregida", title: "Dos (corregida)", published_at: now - 20 * MINUTE },
          ...many,
          // Listed twice in the batch.
          { ...(many[0] as (typeof many)[number]), title: "Nueva 0" },
        ],
        grouping.placeNew,
      ),
    );
    expect(summary).toMatchObject({ inserted: 450, updated: 1, unchanged: 2 });
    expect(summary.ids[0]).toBe(kept);
    expect(summary.ids[1]).toBe(moved);
    expect(summary.ids[2 + 450]).toBe(summary.ids[2]);
    // New ids follow publication time: the oldest of the batch got the smallest id.
    const newIds = summary.ids.slice(2, 2 + 450);
    expect(newIds[449]).toBe(Math.min(...newIds));
    expect(newIds[0]).toBe(Math.max(...newIds));
    expect((await getArticle(db, moved as number))?.url).toBe("https://x.invalid/dos-corregida");
    expect((await getArticle(db, newIds[0] as number))?.departments.map((d) => d.slug)).toEqual(["meta"]);
    expect(await countArticles(db, { now })).toBe(452);
  });

  it("rolls the whole batch back when one article is invalid, keeping what was stored", async () => {
    const { db } = database;
    await createArticle(db, { title: "ya guardada" });
    await expect(createArticle(db, { category_slug: "no-existe" })).rejects.toThrow();
    await expect(createArticle(db, { departments: ["atlantida"] })).rejects.toThrow();
    expect(await countArticles(db, { now })).toBe(1);
  });

  it("stores the municipalities an article is about and rewrites them when they change", async () => {
    const { db } = database;
    const id = await createArticle(db, {
      url: "https://x.invalid/m",
      departments: ["valle-del-cauca"],
      municipalities: ["76520", "76001"],
    });
    expect((await getArticle(db, id))?.municipalities).toEqual([
      { code: "76001", name: "Cali", department: { slug: "valle-del-cauca", name: "Valle del Cauca" } },
      { code: "76520", name: "Palmira", department: { slug: "valle-del-cauca", name: "Valle del Cauca" } },
    ]);
    await createArticle(db, { url: "https://x.invalid/m", departments: ["valle-del-cauca"], municipalities: ["76520"] });
    expect((await getArticle(db, id))?.municipalities.map((m) => m.code)).toEqual(["76520"]);
    const rows = await db.selectFrom("article_municipalities").selectAll().where("article_id", "=", id).execute();
    expect(rows).toEqual([{ article_id: id, municipality_code: "76520", published_at: expect.any(Number) }]);
    // An unknown code fails the batch like an unknown department.
    await expect(createArticle(db, { url: "https://x.invalid/n", municipalities: ["99999"] })).rejects.toThrow();
    expect(await countArticles(db, { now: Date.now() + MINUTE })).toBe(1);
  });

  it("gives null for an unknown id", async () => {
    expect(await getArticle(database.db, 12345)).toBeNull();
  });
});

describe("genre of cards", () => {
  it("labels opinion and análisis from the category, the article's URL and its feed", async () => {
    const { db } = database;
    const news = await createArticle(db, { title: "noticia", url: "https://www.laopinion.co/region/nota", published_at: now - MINUTE });
    const column = await createArticle(db, { title: "columna", category_slug: "opinion", published_at: now - 2 * MINUTE });
    const filed = await createArticle(db, {
      title: "columna de política",
      url: "https://diario.example.co/opinion/columnistas/nota",
      published_at: now - 3 * MINUTE,
    });
    const analysis = await createArticle(db, {
      title: "análisis por URL",
      category_slug: "opinion",
      url: "https://diario.example.co/analisis/nota",
      published_at: now - 4 * MINUTE,
    });
    const newspaper = await db.selectFrom("newspapers").select("id").where("slug", "=", "el-tiempo").executeTakeFirstOrThrow();
    const feed = await db
      .insertInto("feeds")
      .values({
        newspaper_id: newspaper.id,
        url: "https://diario.example.co/rss/seccion-7.xml",
        category_slug: null,
        created_at: now,
        title: "Diario - Análisis",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const byFeed = await createArticle(db, {
      title: "análisis por feed",
      category_slug: "opinion",
      feed_id: feed.id,
      published_at: now - 5 * MINUTE,
    });
    const genres = new Map((await listArticles(db, { limit: 10, now })).articles.map((card) => [card.id, card.genre]));
    expect(genres.get(news)).toBeNull();
    expect(genres.get(column)).toBe("opinion");
    expect(genres.get(filed)).toBe("opinion");
    expect(genres.get(analysis)).toBe("analisis");
    expect(genres.get(byFeed)).toBe("analisis");
    expect((await getArticle(db, analysis))?.genre).toBe("analisis");
  });
});
