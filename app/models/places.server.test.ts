import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { parseQuery } from "../search/query.js";
import { searchArticles } from "../search/search.server.js";
import { countArticles } from "./article.server.js";
import { type ArticlePlaces, retagPlaces, type StoredArticleText } from "./places.server.js";

let database: OpenDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

/** A stand-in for the classifier: Palmira's articles are about Palmira, the rest about nothing. */
function places(article: StoredArticleText): ArticlePlaces {
  return article.title.includes("Palmira")
    ? { departments: ["valle-del-cauca"], municipalities: ["76520"] }
    : { departments: [], municipalities: [] };
}

describe("retagPlaces", () => {
  it("rewrites only the articles whose places changed, with their search facets and listing counts", async () => {
    const { db } = database;
    const now = Date.now();
    const palmira = await createArticle(db, { title: "Ocupación hotelera en Palmira", departments: ["antioquia", "bogota"] });
    const dollar = await createArticle(db, { title: "Dólar cierra en $3.831", departments: ["bolivar"], newspaper: "el-universal" });
    const unchanged = await createArticle(db, { title: "Senado aprueba la reforma", departments: [] });
    const seen: [number, number][] = [];
    const summary = await retagPlaces(db, places, (done, changed) => seen.push([done, changed]));
    expect(summary).toMatchObject({ articles: 3, changed: 2 });
    expect(seen.at(-1)).toEqual([3, 2]);
    const departments = await db
      .selectFrom("article_departments")
      .select(["article_id", "department_slug"])
      .orderBy("article_id")
      .execute();
    expect(departments).toEqual([{ article_id: palmira, department_slug: "valle-del-cauca" }]);
    const towns = await db.selectFrom("article_municipalities").select(["article_id", "municipality_code"]).execute();
    expect(towns).toEqual([{ article_id: palmira, municipality_code: "76520" }]);
    expect(await countArticles(db, { department: "bolivar", now })).toBe(0);
    expect(await countArticles(db, { department: "valle-del-cauca", now })).toBe(1);
    const found = await searchArticles(db, { query: parseQuery("palmira"), filters: { municipality: "76520" }, now });
    expect(found.articles.map((a) => a.id)).toEqual([palmira]);
    expect([dollar, unchanged]).not.toContain(palmira);
    // Run again: nothing left to change.
    expect(await retagPlaces(db, places)).toMatchObject({ articles: 3, changed: 0 });
  });
});
