import { describe, expect, it } from "vitest";
import { createArticle, type ArticleOverrides } from "../../tests/support/builders.js";
import { freshDatabaseForEachTest } from "../../tests/support/fresh-database.js";
import { getStoryHeadline } from "../models/story-page.server.js";
import { countNewVersions, loadStoryFeed, loadStoryPage, newVersionsHref, USUAL_COVERAGE_RULE } from "./story-page.server.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Tuesday 11 March 2025, 15:00 in Bogotá. */
const now = Date.UTC(2025, 2, 11, 20, 0);
const fresh = freshDatabaseForEachTest();

/**
 * Stores articles and puts them in one story, named by the first. Membership is set directly:
 * these tests are about reading a story whole, not about how ingestion groups it.
 */
async function story(articles: ArticleOverrides[]): Promise<number[]> {
  const ids: number[] = [];
  for (const article of articles) ids.push(await createArticle(fresh.db, article));
  const [first] = ids;
  if (first === undefined) throw new Error("a story needs an article");
  await fresh.db
    .insertInto("stories")
    .values({ id: first, created_at: now })
    .onConflict((c) => c.column("id").doNothing())
    .execute();
  await fresh.db.updateTable("articles").set({ story_id: first }).where("id", "in", ids).execute();
  return ids;
}

/** `count` articles of one newspaper about other subjects, each its own story, over the days before `before`. */
async function background(newspaper: string, count: number, extra: ArticleOverrides, before: number) {
  for (let index = 0; index < count; index += 1) {
    await story([{ newspaper, published_at: before - (index + 1) * DAY, title: `Otra noticia ${newspaper} ${index}`, ...extra }]);
  }
}

const flood = (at: number): ArticleOverrides[] => [
  {
    newspaper: "el-colombiano",
    title: "Creciente del río Medellín obliga a evacuar tres barrios",
    published_at: at,
    category_slug: "general",
    departments: ["antioquia"],
  },
  {
    newspaper: "el-tiempo",
    title: "Evacúan barrios de Medellín por la creciente del río",
    published_at: at + 40 * MINUTE,
    category_slug: "general",
    departments: ["antioquia"],
  },
  {
    newspaper: "el-colombiano",
    title: "Ya son cinco los barrios evacuados por la creciente del río Medellín",
    published_at: at + 3 * 60 * MINUTE,
    category_slug: "general",
    departments: ["antioquia"],
  },
  {
    newspaper: "el-pais",
    title: "Lluvias en Antioquia y el Valle: alerta por crecientes",
    published_at: at + 4 * 60 * MINUTE,
    category_slug: "medio-ambiente",
    departments: ["antioquia", "valle-del-cauca"],
  },
];

describe("the story page", () => {
  it("lists every version oldest first, who covers it (national, regional by department), its categories and departments", async () => {
    const start = now - 6 * 60 * MINUTE;
    const ids = await story(flood(start));
    const found = await loadStoryPage(fresh.db, ids[0] as number, now);
    if (found?.kind !== "page") throw new Error("expected the story page");
    const { page } = found;
    expect(page.story).toMatchObject({
      id: ids[0],
      title: "Creciente del río Medellín obliga a evacuar tres barrios",
      articles: 4,
      newspapers: 3,
      firstPublishedAt: start,
      lastPublishedAt: start + 4 * 60 * MINUTE,
      newestId: ids[3],
    });
    expect(page.versions.map((version) => [version.id, version.newspaper.slug, version.firstOfNewspaper])).toEqual([
      [ids[0], "el-colombiano", true],
      [ids[1], "el-tiempo", true],
      [ids[2], "el-colombiano", false],
      [ids[3], "el-pais", true],
    ]);
    expect(page.versions[0]?.newspaperRegion).toEqual({ slug: "antioquia", name: "Antioquia" });
    expect(page.versions[1]?.newspaperRegion).toBe(null);
    expect(page.versions[0]?.url).toMatch(/^https:\/\//);
    expect(page.coverage.national.map((n) => n.slug)).toEqual(["el-tiempo"]);
    expect(page.coverage.regional.map((group) => [group.department.slug, group.newspapers.map((n) => [n.slug, n.articles])])).toEqual([
      ["antioquia", [["el-colombiano", 2]]],
      ["valle-del-cauca", [["el-pais", 1]]],
    ]);
    expect(page.categories.map((c) => [c.slug, c.articles])).toEqual([
      ["general", 3],
      ["medio-ambiente", 1],
    ]);
    expect(page.departments.map((d) => [d.slug, d.articles])).toEqual([
      ["antioquia", 4],
      ["valle-del-cauca", 1],
    ]);
    expect(page.newVersionsHref).toBe(newVersionsHref(ids[0] as number, ids[3] as number));
  });

  it("names the newspapers that usually tell the story's department or category and have not told it, by the stated rule", async () => {
    const start = now - 60 * MINUTE;
    const minimum = USUAL_COVERAGE_RULE.minStories;
    // Usually covers Antioquia: exactly the minimum of distinct stories in the 30 days before.
    await background("telemedellin", minimum, { departments: ["antioquia"] }, start);
    // One story short of the rule.
    await background("semana", minimum - 1, { departments: ["antioquia"] }, start);
    // Enough stories, but older than 30 days before the story began.
    await background("el-espectador", minimum, { departments: ["antioquia"] }, start - 30 * DAY);
    // Usually covers the category, not the department: named under the category.
    await background("caracol-radio", minimum + 2, { category_slug: "general" }, start);
    // Covers Antioquia often and told the story: never named.
    await background("el-tiempo", minimum + 3, { departments: ["antioquia"] }, start);
    const ids = await story(flood(start));
    const found = await loadStoryPage(fresh.db, ids[0] as number, now);
    if (found?.kind !== "page") throw new Error("expected the story page");
    const { missing } = found.page;
    expect(missing.rule).toMatchObject({ days: 30, minStories: minimum, until: start, since: start - 30 * DAY });
    expect(missing.rule.subjects.map((s) => `${s.kind}:${s.slug}`)).toEqual([
      "departamento:antioquia",
      "departamento:valle-del-cauca",
      "categoria:general",
    ]);
    expect(missing.groups.map((group) => [group.kind, group.slug, group.newspapers.map((n) => [n.slug, n.stories]), group.more])).toEqual([
      ["departamento", "antioquia", [["telemedellin", minimum]], 0],
      ["categoria", "general", [["caracol-radio", minimum + 2]], 0],
    ]);
  });

  it("leads an absorbed story's id to the story it joined, and knows no story for an unknown id", async () => {
    const ids = await story(flood(now - 2 * 60 * MINUTE));
    expect(await loadStoryPage(fresh.db, ids[2] as number, now)).toEqual({ kind: "moved", id: ids[0] });
    expect(await loadStoryPage(fresh.db, 987_654, now)).toBe(null);
    expect(await getStoryHeadline(fresh.db, ids[1] as number)).toEqual({
      id: ids[0],
      title: "Creciente del río Medellín obliga a evacuar tres barrios",
    });
    expect(await getStoryHeadline(fresh.db, 987_654)).toBe(null);
  });

  it("counts the versions stored after the newest one a page showed, whatever their publication time", async () => {
    const ids = await story(flood(now - 5 * 60 * MINUTE).slice(0, 2));
    const shownNewest = ids[1] as number;
    expect(await countNewVersions(fresh.db, ids[0] as number, shownNewest, 100)).toBe(0);
    // A late version with an older date than those shown still arrives after them.
    const late = await createArticle(fresh.db, {
      newspaper: "el-pais",
      title: "Creciente en Medellín",
      published_at: now - 6 * 60 * MINUTE,
    });
    await fresh.db.updateTable("articles").set({ story_id: ids[0] }).where("id", "=", late).execute();
    expect(await countNewVersions(fresh.db, ids[0] as number, shownNewest, 100)).toBe(1);
    expect(await countNewVersions(fresh.db, ids[0] as number, ids[0] as number, 1)).toBe(1);
  });

  it("gives the feed the newest versions first", async () => {
    const ids = await story(flood(now - 6 * 60 * MINUTE));
    const feed = await loadStoryFeed(fresh.db, ids[0] as number, 2);
    expect(feed?.storyId).toBe(ids[0]);
    expect(feed?.title).toBe("Creciente del río Medellín obliga a evacuar tres barrios");
    expect(feed?.versions.map((version) => version.id)).toEqual([ids[3], ids[2]]);
    expect(await loadStoryFeed(fresh.db, 987_654, 2)).toBe(null);
  });
});
