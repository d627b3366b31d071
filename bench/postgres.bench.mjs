// The listing and search benchmarks on PostgreSQL beside SQLite, over the same generated corpus
// (`cli generate-corpus`, same seed; default 200,000 articles, BENCH_PG_ARTICLES=N for another
// size). SQLite's corpus is the suite's cached bench/results/corpus-<version>-<N>.db (bench/support/corpus-db.mjs, shared with the http bench);
// PostgreSQL's is the database rotativa_bench_<N> on the server TEST_DATABASE_URL (or
// BENCH_DATABASE_URL) names, or in a throwaway cluster on loopback started by
// scripts/with-postgres.mjs when neither is set (then it is generated on every run).
//
// Figures: p50 and p99 of per-query medians over ROUNDS rounds (as search.bench.ts measures), for
// the listing pages' keyset query (first page and a page 50 deep, all articles and by category)
// and for searches (common word, rare word, phrase, two words, filtered by category), each engine
// against the same queries. The ratio PostgreSQL / SQLite is the figure to read; the machine is
// shared and absolute times move with it.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import pg from "pg";
import { app, report, root, round } from "./support/common.mjs";
import { ensureCorpus } from "./support/corpus-db.mjs";

const ARTICLES = Number(process.env.BENCH_PG_ARTICLES ?? 200_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

if (!server) {
  // No server named: run this file again inside a throwaway cluster.
  const run = spawnSync(process.execPath, [join(root, "scripts", "with-postgres.mjs"), process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: process.env,
  });
  process.exit(run.status ?? 1);
}

const { openDatabase } = await app("db/database.server.js");
const { listArticles } = await app("models/article.server.js");
const { searchArticles, countSearchResults } = await app("search/search.server.js");
const { parseQuery } = await app("search/query.js");
const { isStopword, textWords } = await app("search/analyze.js");

let sqliteFile = "";
const pgName = `rotativa_bench_${ARTICLES}`;
const pgUrl = (() => {
  const url = new URL(server);
  url.pathname = `/${pgName}`;
  return url.toString();
})();

function cli(args) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(root, "dist", "cli.js"), ...args], { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
  if (run.status !== 0) throw new Error(`cli ${args.join(" ")} failed`);
  return (performance.now() - started) / 1000;
}

async function countArticles(location) {
  const database = await openDatabase(location, { placeStories: false });
  try {
    const row = await database.db.selectFrom("articles").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
}

/** SQLite's corpus: the suite's cached one (bench/support/corpus-db.mjs), shared with the http bench. */
function ensureSqlite() {
  const corpus = ensureCorpus(ARTICLES);
  sqliteFile = corpus.path;
  return corpus.generated ? corpus.generation.seconds ?? 0 : null;
}

async function ensurePostgres() {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [pgName])).rowCount > 0;
  if (exists && (await countArticles(pgUrl)) === ARTICLES) {
    await admin.end();
    return null;
  }
  await admin.query(`drop database if exists ${pgName} with (force)`);
  await admin.query(`create database ${pgName}`);
  await admin.end();
  console.log(`generating ${ARTICLES.toLocaleString("en")} articles into PostgreSQL (${pgName})…`);
  const seconds = cli(["generate-corpus", "--articles", String(ARTICLES), "--database", pgUrl]);
  // Fresh statistics for the planner, as autovacuum would give a real database in a while.
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query("vacuum analyze");
  await client.end();
  return seconds;
}

const generated = { sqlite: await ensureSqlite(), postgres: await ensurePostgres() };
// Both corpora read without placing stories (a generated corpus has none; grouping 200,000
// articles is the story benchmark's business, not this one's).
const engines = {
  sqlite: await openDatabase(sqliteFile, { placeStories: false }),
  postgres: await openDatabase(pgUrl, { placeStories: false, poolSize: 2 }),
};

// The queries, drawn once from SQLite's corpus (the same seed gives PostgreSQL the same texts).
const sqliteDb = engines.sqlite.db;
const span = await sqliteDb.selectFrom("articles").select((eb) => eb.fn.max("published_at").as("last")).executeTakeFirstOrThrow();
const sampleIds = Array.from({ length: 300 }, (_, i) => Math.max(1, Math.round(((i + 0.5) * ARTICLES) / 300)));
const samples = await sqliteDb.selectFrom("articles").select(["id", "title", "category_slug"]).where("id", "in", sampleIds).execute();
const frequency = new Map();
for (const sample of samples) {
  for (const word of textWords(sample.title)) {
    const text = sample.title.slice(word.start, word.end).toLowerCase();
    if (isStopword(word.folded) || word.folded.length < 4 || /\d/.test(word.folded) || frequency.has(text)) continue;
    frequency.set(text, await countSearchResults(sqliteDb, parseQuery(text), {}, Number.MAX_SAFE_INTEGER));
  }
}
const byFrequency = [...frequency.entries()].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
const take = (list, n) => Array.from({ length: n }, (_, i) => list[i % list.length]);
const common = byFrequency.filter(([, n]) => n >= ARTICLES / 100).map(([w]) => w);
const rare = byFrequency.filter(([, n]) => n <= Math.max(50, ARTICLES / 2000)).map(([w]) => w);
const phrases = samples
  .map((s) => {
    const words = textWords(s.title).filter((w) => !isStopword(w.folded));
    return words.length >= 2 ? `"${s.title.slice(words[0].start, words[1].end)}"` : null;
  })
  .filter((p) => p !== null);
const categories = [...new Set(samples.map((s) => s.category_slug))];

const SEARCHES = {
  "search: common word": take(common, QUERIES).map((q) => ({ q })),
  "search: rare word": take(rare, QUERIES).map((q) => ({ q })),
  "search: phrase": take(phrases, QUERIES).map((q) => ({ q })),
  "search: two words": take(byFrequency.map(([w]) => w), QUERIES).map((q, i) => ({ q: `${q} ${common[i % common.length]}` })),
  "search: word + category": take(byFrequency.map(([w]) => w), QUERIES).map((q, i) => ({ q, filters: { category: categories[i % categories.length] } })),
};

/** Listing cases: a first page, and a page 50 deep through the keyset (the cursor read once per engine). */
async function listingCases(db, now) {
  const cases = { "listing: first page": [], "listing: page 50 (keyset)": [] };
  for (let i = 0; i < QUERIES; i += 1) {
    const category = i % 2 === 0 ? undefined : categories[i % categories.length];
    cases["listing: first page"].push({ category, before: null });
  }
  for (let i = 0; i < Math.min(QUERIES, 10); i += 1) {
    const category = i % 2 === 0 ? undefined : categories[i % categories.length];
    let before = null;
    for (let page = 0; page < 49; page += 1) before = (await listArticles(db, { limit: 20, now, category, before })).nextCursor;
    cases["listing: page 50 (keyset)"].push({ category, before });
  }
  cases["listing: page 50 (keyset)"] = take(cases["listing: page 50 (keyset)"], QUERIES);
  return cases;
}

async function measure(engine) {
  const db = engines[engine].db;
  const last = await db.selectFrom("articles").select((eb) => eb.fn.max("published_at").as("last")).executeTakeFirstOrThrow();
  const now = Number(last.last);
  const listings = await listingCases(db, now);
  const kinds = {
    ...Object.fromEntries(Object.entries(listings).map(([kind, cases]) => [kind, cases.map((c) => () => listArticles(db, { limit: 20, now, category: c.category, before: c.before }))])),
    ...Object.fromEntries(Object.entries(SEARCHES).map(([kind, cases]) => [kind, cases.map((c) => () => searchArticles(db, { query: parseQuery(c.q), filters: c.filters, now }))])),
  };
  const times = {};
  for (let round = -1; round < ROUNDS; round += 1) {
    for (const [kind, runs] of Object.entries(kinds)) {
      const sample = [];
      for (const run of runs) {
        const started = performance.now();
        await run();
        sample.push(performance.now() - started);
      }
      if (round >= 0) (times[kind] ??= []).push(sample); // round -1 warms the caches
    }
  }
  const stats = {};
  for (const [kind, rounds] of Object.entries(times)) {
    const medians = rounds[0].map((_, i) => rounds.map((r) => r[i]).sort((a, b) => a - b)[Math.floor(rounds.length / 2)]).sort((a, b) => a - b);
    const at = (q) => medians[Math.min(medians.length - 1, Math.max(0, Math.ceil(q * medians.length) - 1))];
    stats[kind] = { p50: at(0.5), p99: at(0.99) };
  }
  return stats;
}

const sqliteStats = await measure("sqlite");
const postgresStats = await measure("postgres");
await engines.sqlite.close();
await engines.postgres.close();

const rows = Object.keys(sqliteStats).map((kind) => ({
  kind,
  "sqlite p50 ms": round(sqliteStats[kind].p50, 2),
  "postgres p50 ms": round(postgresStats[kind].p50, 2),
  "sqlite p99 ms": round(sqliteStats[kind].p99, 2),
  "postgres p99 ms": round(postgresStats[kind].p99, 2),
  "pg/sqlite p50": round(postgresStats[kind].p50 / Math.max(sqliteStats[kind].p50, 0.001), 2),
}));
report(`PostgreSQL vs SQLite, ${ARTICLES} articles`, rows, [
  `${QUERIES} queries per kind, per-query median of ${ROUNDS} rounds after a warm-up; one process, one query at a time`,
  `corpus generated this run: SQLite ${generated.sqlite === null ? "reused" : `${round(generated.sqlite)} s`}, PostgreSQL ${generated.postgres === null ? "reused" : `${round(generated.postgres)} s`}`,
  `PostgreSQL over TCP on loopback (${new URL(server).host}); SQLite in process. Corpus span ends ${new Date(Number(span.last)).toISOString()}`,
]);
