// Ingestion throughput: items/s for parse → normalize → classify → store over a 10,000-item
// corpus of realistic feeds (100 RSS 2.0 documents of 100 items), on one core, into a fresh
// SQLite file. Baseline in the same run: inserting the very same rows with one prepared
// better-sqlite3 statement into the same schema (the floor any pipeline pays to store them).
//
// An ingester is a long-running process (the web server or `cli worker`): before the measured
// run, the process ingests a warm-up corpus of other articles (another seed) into a scratch
// database, so that the figure is the sustained rate rather than the first seconds of a process
// still compiling its code. The warm-up's own rate is reported too (a fresh process, cold).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { app, cpuMs, now, report, round } from "./support/common.mjs";
import { generateItems, NEWSPAPERS, renderDocument } from "./support/corpus.mjs";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const WARMUP_ITEMS = Number(process.env.BENCH_WARMUP_ITEMS ?? 3_000);
const PER_FEED = 100;

const { openDatabase } = await app("db/database.server.js");
const { syncReferenceData } = await app("models/reference.server.js");
const { readFeed } = await app("ingest/read-feed.js");
const { classifyArticle } = await app("ingest/classify/index.js");
const { storeFeedBatch, toArticleInput } = await app("ingest/store.server.js");
const { registerSearchFunctions } = await app("db/sqlite-functions.server.js");
const { createStoryGrouping } = await app("ingest/cluster/grouping.server.js");
const { urlHash } = await app("db/url-hash.js");
const { storedGuid } = await app("models/article-identity.js");

const grouping = createStoryGrouping();

/** Feed documents of 100 items, each belonging to the newspaper of its first item, and the sources listing them. */
function corpus(count, seed) {
  const items = generateItems(count, { seed });
  const feeds = [];
  for (let i = 0; i < items.length; i += PER_FEED) {
    const chunk = items.slice(i, i + PER_FEED);
    const url = `https://bench.example/${chunk[0].newspaper}/feed-${i / PER_FEED}.xml`;
    feeds.push({ url, newspaper: chunk[0].newspaper, bytes: renderDocument(chunk, { feedUrl: url }) });
  }
  const sources = NEWSPAPERS.map((paper) => ({
    slug: paper.slug,
    name: paper.name,
    siteUrl: `https://bench.example/${paper.slug}/`,
    homeDepartment: paper.homeDepartment,
    feeds: feeds.filter((feed) => feed.newspaper === paper.slug).map((feed) => ({ url: feed.url, category: null })),
  })).filter((paper) => paper.feeds.length > 0);
  return { feeds, sources };
}

/** Runs the pipeline over every feed into a new database at `path`: wall and CPU time, per phase. */
async function ingest({ feeds, sources }, path, keepRows) {
  const database = await openDatabase(path);
  await syncReferenceData(database.db, sources);
  const feedRows = await database.db
    .selectFrom("feeds as f")
    .innerJoin("newspapers as n", "n.id", "f.newspaper_id")
    .select(["f.id", "f.url", "n.id as newspaperId", "n.slug", "n.home_department"])
    .execute();
  const feedByUrl = new Map(feedRows.map((row) => [row.url, row]));
  globalThis.gc?.();

  // Wall and CPU time of each phase: the machine is shared, CPU time is what the code costs.
  const time = { parse: 0, classify: 0, store: 0 };
  const cpu = { parse: 0, classify: 0, store: 0 };
  const cpuStart = cpuMs();
  const wallStart = now();
  const stored = [];
  let count = 0;
  for (const feed of feeds) {
    const row = feedByUrl.get(feed.url);
    let t = now();
    let c = cpuMs();
    const read = readFeed({ bytes: feed.bytes, contentType: "application/rss+xml; charset=utf-8", url: feed.url }, Date.now());
    if (!read.ok) throw new Error(read.error);
    time.parse += now() - t;
    cpu.parse += cpuMs() - c;
    t = now();
    c = cpuMs();
    const classified = read.items.map((item) => ({
      ...item,
      ...classifyArticle({
        title: item.title,
        summary: item.summary,
        url: item.url,
        feedCategory: null,
        itemCategories: item.categories,
        newspaper: { slug: row.slug, homeDepartment: row.home_department },
      }),
    }));
    time.classify += now() - t;
    cpu.classify += cpuMs() - c;
    t = now();
    c = cpuMs();
    const source = { newspaperId: row.newspaperId, feedId: row.id };
    await storeFeedBatch(database.db, grouping, { source, items: classified, fetchedAt: Date.now() });
    time.store += now() - t;
    cpu.store += cpuMs() - c;
    count += classified.length;
    if (keepRows) {
      for (const item of classified) {
        const article = toArticleInput(item, source, Date.now());
        // The story features read with the classification are not stored: not kept for the baseline either.
        article.story = undefined;
        // Stored as the writer stores them (migration 0019): the URL's hash given, a guid equal to the URL as ''.
        article.url_hash = urlHash(article.url);
        article.guid = storedGuid(article.guid, article.url);
        stored.push(article);
      }
    }
  }
  const wall = now() - wallStart;
  const cpuTotal = cpuMs() - cpuStart;
  await database.close();
  return { count, wall, cpu: cpuTotal, time, phases: cpu, stored };
}

const dir = mkdtempSync(join(tmpdir(), "rotativa-bench-"));
try {
  const warm = await ingest(corpus(WARMUP_ITEMS, 8), join(dir, "warmup.db"), false);
  const measured = corpus(ITEMS, 7);
  const run = await ingest(measured, join(dir, "pipeline.db"), true);
  const { count, stored } = run;

  // Baseline: the same rows through one prepared INSERT per table, 100 rows per transaction.
  const baselinePath = join(dir, "baseline.db");
  const prepared = await openDatabase(baselinePath);
  await syncReferenceData(prepared.db, measured.sources);
  await prepared.close();
  const raw = new SQLite(baselinePath);
  // The same schema, search index triggers included (they stem in JavaScript).
  registerSearchFunctions(raw);
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = NORMAL");
  // Not columns: the places and story features are written beside the row, the anchor only tells items apart.
  const columns = Object.keys(stored[0]).filter((key) => !["departments", "municipalities", "story", "fragment"].includes(key));
  const insert = raw.prepare(`insert into articles (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`);
  const insertDepartment = raw.prepare("insert into article_departments (article_id, department_slug, published_at) values (?, ?, ?)");
  const insertMunicipality = raw.prepare(
    "insert into article_municipalities (article_id, municipality_code, published_at) values (?, ?, ?)",
  );
  const write = raw.transaction((rows) => {
    for (const row of rows) {
      const { departments, municipalities = [], ...values } = row;
      const id = insert.run(values).lastInsertRowid;
      for (const slug of new Set(departments)) insertDepartment.run(id, slug, values.published_at);
      for (const code of new Set(municipalities)) insertMunicipality.run(id, code, values.published_at);
    }
  });
  globalThis.gc?.();
  const baseCpuStart = cpuMs();
  const baseStart = now();
  for (let i = 0; i < stored.length; i += PER_FEED) write(stored.slice(i, i + PER_FEED));
  const baselineWall = now() - baseStart;
  const baselineCpu = cpuMs() - baseCpuStart;
  raw.close();

  const perSecond = (n, ms) => round((n / ms) * 1000, 0);
  const row = (what, n, wall, cpu) => ({
    what,
    items: n,
    wallMs: round(wall),
    cpuMs: round(cpu),
    itemsPerSecond: perSecond(n, wall),
    itemsPerCpuSecond: perSecond(n, cpu),
  });
  report(
    "Ingestion throughput",
    [
      row("pipeline: parse+normalize → classify → store", count, run.wall, run.cpu),
      row("  of which parse+normalize", count, run.time.parse, run.phases.parse),
      row("  of which classify", count, run.time.classify, run.phases.classify),
      row("  of which store (Kysely, one transaction per feed)", count, run.time.store, run.phases.store),
      row("baseline: prepared INSERTs of the same rows", count, baselineWall, baselineCpu),
      row(`warm-up: the first ${warm.count} items of a fresh process (another corpus)`, warm.count, warm.wall, warm.cpu),
    ],
    [
      `pipeline ${perSecond(count, run.wall)} items/s on one core (target ≥ 3000), ${perSecond(count, run.cpu)} per CPU second; ${round(run.wall / baselineWall, 1)}× the time of the bare inserts (${round(run.cpu / baselineCpu, 1)}× their CPU)`,
      `a fresh process, still compiling its code: ${perSecond(warm.count, warm.wall)} items/s over its first ${warm.count} items`,
      `${measured.feeds.length} RSS 2.0 feeds of ${PER_FEED} items, ${Math.round(measured.feeds.reduce((sum, feed) => sum + feed.bytes.length, 0) / 1024)} KiB in all`,
      "CPU time counts every thread of the process (the JIT compiler and the garbage collector run beside the pipeline)",
    ],
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
