// Story grouping at ingestion: the time to place one new article among 50,000 recent ones
// (target ≤ 2 ms median). A SQLite file is filled with 50,000 realistic articles (the newsroom's
// generator) published within the last 48 hours — every one of them inside the grouping window and
// the statistics' days, a denser window than a real deployment's — grouped as ingestion groups
// them. Then, for a few hundred new articles, one at a time:
//   - placement: assignStories for an article just inserted, in its transaction (what grouping adds);
//   - full store: upsertArticles of the article (identity lookups, insert, departments, grouping);
//   - baseline, in the same run: a prepared better-sqlite3 INSERT of the same row (the floor of
//     storing an article at all).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { app, now, quantile, report, round } from "./support/common.mjs";
import { generateItems, NEWSPAPERS } from "./support/corpus.mjs";

const RECENT = Number(process.env.BENCH_STORY_ARTICLES ?? 50_000);
const SAMPLES = Number(process.env.BENCH_STORY_SAMPLES ?? 300);
const WINDOW_MS = 48 * 3_600_000;

const { openDatabase } = await app("db/database.server.js");
const { syncReferenceData } = await app("models/reference.server.js");
const { upsertArticles } = await app("models/article-write.server.js");
const { createStoryGrouping } = await app("ingest/cluster/grouping.server.js");
const { registerSearchFunctions } = await app("db/sqlite-functions.server.js");

// The process's story grouping, as server.ts creates it.
const grouping = createStoryGrouping();

const end = Date.now();
// Three sample sets (placement, full store, baseline) after the recent ones, each distinct.
const items = generateItems(RECENT + 3 * SAMPLES, { seed: 11, end }).reverse();
// Keep the generator's order, but spread the recent articles over the last 48 hours.
items.forEach((item, index) => {
  item.publishedAt = end - WINDOW_MS + Math.round((index / items.length) * WINDOW_MS);
});
const recent = items.slice(0, RECENT);
const samples = items.slice(RECENT);

const dir = mkdtempSync(join(tmpdir(), "rotativa-bench-stories-"));
try {
  const path = join(dir, "stories.db");
  const database = await openDatabase(path);
  const { db } = database;
  await syncReferenceData(
    db,
    NEWSPAPERS.map((paper) => ({
      slug: paper.slug,
      name: paper.name,
      siteUrl: `https://bench.example/${paper.slug}/`,
      homeDepartment: paper.homeDepartment,
      feeds: [],
    })),
  );
  const newspaperIds = new Map((await db.selectFrom("newspapers").select(["id", "slug"]).execute()).map((row) => [row.slug, row.id]));
  const toRow = (item) => ({
    url: item.url,
    guid: item.guid,
    newspaper_id: newspaperIds.get(item.newspaper),
    feed_id: null,
    title: item.title,
    summary: item.summary,
    image_url: null,
    author: item.author,
    category_slug: item.category,
    published_at: item.publishedAt,
    fetched_at: item.publishedAt,
    updated_at: item.publishedAt,
    departments: item.departments,
  });

  const withoutDepartments = (row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== "departments"));

  // The recent articles, grouped as ingestion groups them (feed-sized batches, oldest first).
  const fillStart = now();
  for (let i = 0; i < recent.length; i += 100) await upsertArticles(db, recent.slice(i, i + 100).map(toRow), grouping.placeNew);
  const fillMs = now() - fillStart;
  const stories = await db.selectFrom("stories").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
  globalThis.gc?.();

  // Placement alone: the article row goes in first (as writeArticles does), then assignStories.
  const placement = [];
  for (const item of samples.slice(0, SAMPLES)) {
    const row = toRow(item);
    await db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto("articles").values(withoutDepartments(row)).returning("id").executeTakeFirstOrThrow();
      const start = now();
      await grouping.placeStored(trx, [
        {
          id,
          title: row.title,
          summary: row.summary,
          newspaper_id: row.newspaper_id,
          published_at: row.published_at,
          category_slug: row.category_slug,
        },
      ]);
      placement.push(now() - start);
    });
  }
  // The whole store path of one new article.
  const full = [];
  for (const item of samples.slice(SAMPLES, 2 * SAMPLES)) {
    const start = now();
    await upsertArticles(db, [toRow(item)], grouping.placeNew);
    full.push(now() - start);
  }
  await database.close();

  // Baseline: a prepared INSERT of the same kind of row into the same database, one per transaction.
  const raw = new SQLite(path);
  // The search index's triggers stem in JavaScript: any connection that inserts articles registers them.
  registerSearchFunctions(raw);
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = NORMAL");
  const columns = Object.keys(toRow(samples[0])).filter((key) => key !== "departments");
  const insert = raw.prepare(`insert into articles (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`);
  const write = raw.transaction((row) => insert.run(row));
  const baseline = [];
  for (const item of samples.slice(2 * SAMPLES)) {
    const row = withoutDepartments(toRow(item));
    const start = now();
    write(row);
    baseline.push(now() - start);
  }
  raw.close();

  const stats = (what, times) => ({
    what,
    samples: times.length,
    medianMs: round(quantile(times, 0.5), 3),
    p99Ms: round(quantile(times, 0.99), 3),
  });
  const base = quantile(baseline, 0.5);
  report(
    "Story grouping",
    [
      stats("placement: assignStories of one new article", placement),
      stats("full store: upsertArticles of one new article", full),
      stats("baseline: prepared INSERT of the same row", baseline),
    ],
    [
      `placement median ${round(quantile(placement, 0.5), 3)} ms (target ≤ 2 ms), p99 ${round(quantile(placement, 0.99), 3)} ms, among ${RECENT} articles of the last 48 hours`,
      `placement ${round(quantile(placement, 0.5) / base, 1)}× and full store ${round(quantile(full, 0.5) / base, 1)}× the median of the bare insert`,
      `filling: ${RECENT} articles grouped in ${round(fillMs / 1000, 1)} s (${round((RECENT / fillMs) * 1000, 0)} articles/s in batches of 100) into ${Number(stories.n)} stories`,
    ],
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
