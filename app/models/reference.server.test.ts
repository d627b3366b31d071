import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { getCategory, listCategories } from "./category.server.js";
import { getDepartment, listDepartments } from "./department.server.js";
import { getNewspaper, listNewspapers } from "./newspaper.server.js";
import { syncReferenceData } from "./reference.server.js";

let database: OpenDatabase;

beforeEach(async () => {
  database = await createTestDatabase({ referenceData: false });
});

afterEach(async () => {
  await database.close();
});

const paper = (slug: string, feeds: string[], homeDepartment: string | null = null) => ({
  slug,
  name: slug.toUpperCase(),
  siteUrl: `https://${slug}.invalid`,
  homeDepartment,
  feeds: feeds.map((url) => ({ url, category: null })),
});

describe("syncReferenceData", () => {
  it("loads the taxonomy, the departments and the newspapers", async () => {
    const { db } = database;
    const summary = await syncReferenceData(db, [paper("diario-a", ["https://a.invalid/rss"], "huila")]);
    expect(summary).toMatchObject({ categories: 15, departments: 33, municipalities: 1123, newspapers: 1, feeds: 1, feedsDisabled: 0 });
    expect((await listCategories(db)).map((c) => c.slug)[0]).toBe("politica");
    expect(await getCategory(db, "medio-ambiente")).toMatchObject({ name: "Medio ambiente" });
    expect(await listDepartments(db)).toHaveLength(33);
    expect(await getDepartment(db, "huila")).toMatchObject({ name: "Huila", capital: "Neiva" });
    expect(await getNewspaper(db, "diario-a")).toMatchObject({ name: "DIARIO-A", homeDepartment: { slug: "huila", name: "Huila" } });
    expect(await getNewspaper(db, "no-existe")).toBeNull();
  });

  it("is idempotent and disables, rather than deletes, feeds that left the sources file", async () => {
    const { db } = database;
    await syncReferenceData(db, [paper("diario-a", ["https://a.invalid/rss", "https://a.invalid/deportes"])]);
    const articleId = await createArticle(db, { newspaper: "diario-a" });
    const summary = await syncReferenceData(db, [paper("diario-a", ["https://a.invalid/rss"])]);
    expect(summary.feedsDisabled).toBe(1);
    // DANE's list is compared, not rewritten, when nothing changed.
    expect(summary.municipalities).toBe(0);
    expect(
      (
        await db
          .selectFrom("municipalities")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(1123);
    const feeds = await db.selectFrom("feeds").select(["url", "enabled"]).orderBy("url").execute();
    expect(feeds).toEqual([
      { url: "https://a.invalid/deportes", enabled: 0 },
      { url: "https://a.invalid/rss", enabled: 1 },
    ]);
    expect(await db.selectFrom("articles").select("id").where("id", "=", articleId).executeTakeFirst()).toBeDefined();
    expect(await listNewspapers(db)).toHaveLength(1);
  });

  it("refuses a newspaper whose home department does not exist, changing nothing", async () => {
    const { db } = database;
    await expect(syncReferenceData(db, [paper("diario-b", ["https://b.invalid/rss"], "atlantida")])).rejects.toThrow(/atlantida/);
    expect(await listNewspapers(db)).toHaveLength(0);
  });

  it("loads the bundled sources file", async () => {
    const { db } = database;
    const { loadSources } = await import("../data/sources.server.js");
    const summary = await syncReferenceData(db, loadSources());
    expect(summary.newspapers).toBeGreaterThan(20);
    expect(await getNewspaper(db, "el-colombiano")).toMatchObject({ homeDepartment: { slug: "antioquia" } });
  });
});
