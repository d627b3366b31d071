import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../../app/db/database.server.js";
import { parseQuery } from "../../app/search/query.js";
import { searchArticles } from "../../app/search/search.server.js";
import { generateCorpusCommand } from "./generate-corpus.server.js";
import { UsageError } from "../../app/cli/io.server.js";
import { captureIO } from "../../tests/support/capture-io.js";
import { grouping as storyGrouping } from "../../tests/support/grouping.js";

const NOW = Date.UTC(2025, 5, 15, 17);
let database: OpenDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

// Generating thousands of articles takes about a minute in the PostgreSQL pass (every article is
// analysed and indexed in its transaction) and several on a loaded shared machine: the limit only
// stops a hung run, it measures nothing.
const GENERATION_TIMEOUT_MS = 300_000;

describe("generate-corpus", () => {
  it(
    "fills an empty database with a year of articles in every category, newspaper and department, indexed for search",
    async () => {
      const io = captureIO();
      const summary = await generateCorpusCommand(io, database.db, storyGrouping, { articles: 4_000, seed: 7, days: 365, now: NOW });
      expect(summary.articles).toBe(4_000);
      expect(io.err()).toBe(""); // no terminal: no progress
      const { db } = database;
      const { rows } = await sql<{ n: number; first: number; last: number; categories: number; newspapers: number }>`
      select count(*) as n, min(published_at) as first, max(published_at) as last,
        count(distinct category_slug) as categories, count(distinct newspaper_id) as newspapers from articles`.execute(db);
      const stats = rows[0];
      expect(Number(stats?.n)).toBe(4_000);
      expect(Number(stats?.categories)).toBe(15);
      expect(Number(stats?.newspapers)).toBeGreaterThanOrEqual(45);
      expect(Number(stats?.last)).toBeLessThanOrEqual(NOW);
      expect((Number(stats?.last) - Number(stats?.first)) / 86_400_000).toBeGreaterThan(350);
      const departments = await db
        .selectFrom("article_departments")
        .select((eb) => eb.fn.count<number>("department_slug").distinct().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(departments.n)).toBeGreaterThanOrEqual(30);

      // Departments written before their article still reach the index's facets.
      const sample = await db
        .selectFrom("article_departments as ad")
        .innerJoin("articles as a", "a.id", "ad.article_id")
        .select(["a.title", "ad.department_slug"])
        .limit(1)
        .executeTakeFirstOrThrow();
      const word = sample.title.split(/\s+/).find((w) => w.length > 5) ?? sample.title;
      const found = await searchArticles(db, {
        query: parseQuery(`"${word}"`),
        filters: { department: sample.department_slug },
        now: NOW,
        countLimit: Infinity,
      });
      expect(found.total).toBeGreaterThan(0);

      // Grouped as ingestion groups: every article has a story, and some stories span newspapers.
      const { rows: grouping } = await sql<{ ungrouped: number; shared: number }>`
      select (select count(*) from articles where story_id is null) as ungrouped,
        (select count(*) from (select story_id from articles group by story_id having count(distinct newspaper_id) > 1) as spanning) as shared`.execute(
        db,
      );
      expect(Number(grouping[0]?.ungrouped)).toBe(0);
      expect(Number(grouping[0]?.shared)).toBeGreaterThan(50);
      expect(summary.groupingMsPerArticle).toBeGreaterThan(0);
    },
    GENERATION_TIMEOUT_MS,
  );

  it(
    "gives the same corpus and stories for the same seed",
    async () => {
      await generateCorpusCommand(captureIO(), database.db, storyGrouping, { articles: 1500, seed: 11, days: 30, now: NOW });
      const first = await database.db.selectFrom("articles").select(["url", "title", "published_at", "story_id"]).orderBy("id").execute();
      expect(new Set(first.map((row) => row.story_id)).size).toBeLessThan(first.length);
      const other = await createTestDatabase();
      try {
        await generateCorpusCommand(captureIO(), other.db, storyGrouping, { articles: 1500, seed: 11, days: 30, now: NOW });
        expect(await other.db.selectFrom("articles").select(["url", "title", "published_at", "story_id"]).orderBy("id").execute()).toEqual(
          first,
        );
      } finally {
        await other.close();
      }
    },
    GENERATION_TIMEOUT_MS,
  );

  it("refuses a database that already has articles", async () => {
    await createArticle(database.db);
    await expect(
      generateCorpusCommand(captureIO(), database.db, storyGrouping, { articles: 10, seed: 1, days: 365, now: NOW }),
    ).rejects.toThrow(UsageError);
  });
});
