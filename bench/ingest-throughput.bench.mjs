// Ingestion throughput: items/s for parse → normalize → classify → store over a 10,000-item
// corpus of realistic feeds (100 RSS 2.0 documents of 100 items), on one core, into a fresh
// SQLite file. Baseline in the same run: inserting the very same rows with one prepared
// better-sqlite3 statement into the same schema (the floor any pipeline pays to store them).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { app, cpuMs, now, report, round } from "./support/common.mjs";
import { generateItems, NEWSPAPERS, renderDocument } from "./support/corpus.mjs";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);

const withoutReading = (row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== "reading"));
const PER_FEED = 100;

const { openDatabase } = await app("db/database.server.js");
const { syncReferenceData } = await app("models/reference.server.js");
const { readFeed } = await app("ingest/read-feed.js");
const { classifyArticle } = await app("ingest/classify/index.js");
const { storeFeedBatch, toArticleInput } = await app("ingest/store.server.js");
const { registerSearchFunctions } = await app("search/sqlite-functions.server.js");

// One feed per 100 items, each belonging to the newspaper of its first item.
const items = generateItems(ITEMS);
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

const dir = mkdtempSync(join(tmpdir(), "rotativa-bench-"));
try {
  const database = await openDatabase(join(dir, "pipeline.db"));
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
    await storeFeedBatch(database.db, { source, items: classified, fetchedAt: Date.now() });
    time.store += now() - t;
    cpu.store += cpuMs() - c;
    count += classified.length;
    // The rows as stored, for the baseline (the classifier's reading is not a column).
    for (const item of classified) stored.push(withoutReading(toArticleInput(item, source, Date.now())));
  }
  const pipelineWall = now() - wallStart;
  const pipelineCpu = cpuMs() - cpuStart;
  await database.close();

  // Baseline: the same rows through one prepared INSERT per table, 100 rows per transaction.
  const baselinePath = join(dir, "baseline.db");
  const prepared = await openDatabase(baselinePath);
  await syncReferenceData(prepared.db, sources);
  await prepared.close();
  const raw = new SQLite(baselinePath);
  // The same schema, search index triggers included (they stem in JavaScript).
  registerSearchFunctions(raw);
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = NORMAL");
  const columns = Object.keys(stored[0]).filter((key) => key !== "departments");
  const insert = raw.prepare(`insert into articles (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`);
  const insertDepartment = raw.prepare("insert into article_departments (article_id, department_slug, published_at) values (?, ?, ?)");
  const write = raw.transaction((rows) => {
    for (const row of rows) {
      const { departments, ...values } = row;
      const id = insert.run(values).lastInsertRowid;
      for (const slug of new Set(departments)) insertDepartment.run(id, slug, values.published_at);
    }
  });
  globalThis.gc?.();
  const baseCpuStart = cpuMs();
  const baseStart = now();
  for (let i = 0; i < stored.length; i += PER_FEED) write(stored.slice(i, i + PER_FEED));
  const baselineWall = now() - baseStart;
  const baselineCpu = cpuMs() - baseCpuStart;
  raw.close();

  const perSecond = (ms) => round((count / ms) * 1000, 0);
  report(
    "Ingestion throughput",
    [
      { what: "pipeline: parse+normalize → classify → store", items: count, wallMs: round(pipelineWall), cpuMs: round(pipelineCpu), itemsPerSecond: perSecond(pipelineWall), itemsPerCpuSecond: perSecond(pipelineCpu) },
      { what: "  of which parse+normalize", items: count, wallMs: round(time.parse), cpuMs: round(cpu.parse), itemsPerSecond: perSecond(time.parse), itemsPerCpuSecond: perSecond(cpu.parse) },
      { what: "  of which classify", items: count, wallMs: round(time.classify), cpuMs: round(cpu.classify), itemsPerSecond: perSecond(time.classify), itemsPerCpuSecond: perSecond(cpu.classify) },
      { what: "  of which store (Kysely, one transaction per feed)", items: count, wallMs: round(time.store), cpuMs: round(cpu.store), itemsPerSecond: perSecond(time.store), itemsPerCpuSecond: perSecond(cpu.store) },
      { what: "baseline: prepared INSERTs of the same rows", items: count, wallMs: round(baselineWall), cpuMs: round(baselineCpu), itemsPerSecond: perSecond(baselineWall), itemsPerCpuSecond: perSecond(baselineCpu) },
    ],
    [
      `pipeline ${perSecond(pipelineWall)} items/s on one core (target ≥ 3000), ${perSecond(pipelineCpu)} per CPU second; ${round(pipelineWall / baselineWall, 1)}× the time of the bare inserts (${round(pipelineCpu / baselineCpu, 1)}× their CPU)`,
      `${feeds.length} RSS 2.0 feeds of ${PER_FEED} items, ${Math.round(feeds.reduce((sum, feed) => sum + feed.bytes.length, 0) / 1024)} KiB in all`,
    ],
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
