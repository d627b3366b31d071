// The listing and search benchmarks on PostgreSQL beside SQLite, over the same generated corpus
// (`cli generate-corpus`, same seed; default 200,000 articles, BENCH_PG_ARTICLES=N for another
// size). SQLite's corpus is the suite's cached bench/results/corpus-<version>-<N>.db (bench/support/corpus-db.mjs, shared with the http bench);
// PostgreSQL's is the database rotativa_bench_<N>_<version> on the server TEST_DATABASE_URL (or
// BENCH_DATABASE_URL) names (kept for later runs of the same version), or in a throwaway cluster on
// loopback started by scripts/with-postgres.mjs when neither is set (then it is generated on every run).
//
// Two parts, each engine against the same queries, one at a time:
// 1. In process: p50 and p99 of per-query medians over ROUNDS rounds (as search.bench.ts measures)
//    for the listing pages' keyset query (first page and a page 50 deep, all articles and by
//    category) and for every kind of search of search.bench.ts, through the app's own functions.
// 2. End to end (BENCH_PG_HTTP=0 skips it): two compiled servers of this build (dist/server.js),
//    one per engine, on the same corpus, page cache off, asked for the same /busqueda pages one
//    request at a time, alternating between them; p50 and p99 of per-page medians.
// The ratio PostgreSQL / SQLite is the figure to read; the machine is shared and absolute times
// move with it.
import { spawn, spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import pg from "pg";
import { app, report, root, round } from "./support/common.mjs";
import { corpusVersion, ensureCorpus } from "./support/corpus-db.mjs";
import { freePort } from "./support/load.mjs";
import { appEnv } from "./support/web-pages.mjs";

const ARTICLES = Number(process.env.BENCH_PG_ARTICLES ?? 200_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HTTP = process.env.BENCH_PG_HTTP !== "0";
const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

if (!server) {
  // No server named: run this file again inside a throwaway cluster.
  const run = spawnSync(
    process.execPath,
    [join(root, "scripts", "with-postgres.mjs"), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: "inherit",
      env: process.env,
    },
  );
  process.exit(run.status ?? 1);
}

const { openDatabase } = await app("db/database.server.js");
const { listArticles } = await app("models/article.server.js");
const { searchArticles, countSearchResults } = await app("search/search.server.js");
const { parseQuery } = await app("search/query.js");
const { isStopword, textWords } = await app("text/analyze.js");

let sqliteFile = "";
// Named after the corpus's version (generator, schema, grouping): a new version is a new database.
const version = corpusVersion();
const pgName = `rotativa_bench_${ARTICLES}_${version}`;
const urlOf = (name) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};
const pgUrl = urlOf(pgName);

function cli(args) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(root, "dist", "cli.js"), ...args], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (run.status !== 0) throw new Error(`cli ${args.join(" ")} failed`);
  return (performance.now() - started) / 1000;
}

async function countArticles(location) {
  const database = await openDatabase(location);
  try {
    const row = await database.db
      .selectFrom("articles")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
}

/** SQLite's corpus: the suite's cached one (bench/support/corpus-db.mjs), shared with the http bench. */
function ensureSqlite() {
  const corpus = ensureCorpus(ARTICLES);
  sqliteFile = corpus.path;
  return corpus.generated ? (corpus.generation.seconds ?? 0) : null;
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
  // Another version's database (another checkout, an older schema) is left alone: say it is there.
  const { rows } = await admin.query("select datname from pg_database where datname like 'rotativa\\_bench\\_%' and datname <> $1", [
    pgName,
  ]);
  if (rows.length > 0)
    console.log(`other bench databases on this server (drop them when done): ${rows.map((row) => row.datname).join(", ")}`);
  await admin.end();
  console.log(`generating ${ARTICLES.toLocaleString("en")} articles into PostgreSQL (${pgName})…`);
  const seconds = cli(["generate-corpus", "--articles", String(ARTICLES), "--database", pgUrl]);
  // Fresh statistics and visibility map for the planner, as autovacuum gives a real database in a while.
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
  sqlite: await openDatabase(sqliteFile),
  postgres: await openDatabase(pgUrl, { poolSize: 2 }),
};

// The queries, drawn once from SQLite's corpus (the same seed gives PostgreSQL the same texts), as search.bench.ts draws them.
const sqliteDb = engines.sqlite.db;
const span = await sqliteDb
  .selectFrom("articles")
  .select((eb) => eb.fn.max("published_at").as("last"))
  .executeTakeFirstOrThrow();
const sampleIds = Array.from({ length: 300 }, (_, i) => Math.max(1, Math.round(((i + 0.5) * ARTICLES) / 300)));
const samples = await sqliteDb
  .selectFrom("articles as a")
  .leftJoin("article_departments as ad", "ad.article_id", "a.id")
  .select(["a.id", "a.title", "a.category_slug", "a.newspaper_id", "a.published_at", "ad.department_slug"])
  .where("a.id", "in", sampleIds)
  .execute();
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
/** Every sampled topic word, spread over the frequency range by a stride through the sorted list. */
const anyWord = byFrequency.map(([w]) => w).map((_, i, all) => all[(i * 7) % all.length]);
const phrases = samples
  .map((s) => {
    const words = textWords(s.title).filter((w) => !isStopword(w.folded));
    return words.length >= 2 ? `"${s.title.slice(words[0].start, words[1].end)}"` : null;
  })
  .filter((p) => p !== null);
const filtered = samples.map((sample, i) => {
  const q = anyWord[i % anyWord.length];
  if (i % 4 === 0) return { q, filters: { category: sample.category_slug } };
  if (i % 4 === 1) return { q, filters: { newspaperId: Number(sample.newspaper_id) } };
  if (i % 4 === 2 && sample.department_slug) return { q, filters: { department: sample.department_slug } };
  return { q, filters: { from: Number(sample.published_at) - 15 * 86_400_000, to: Number(sample.published_at) + 15 * 86_400_000 } };
});
const other = (q, i, offset = 0) =>
  common[(i + offset) % common.length] === q ? common[(i + offset + 1) % common.length] : common[(i + offset) % common.length];

const SEARCHES = {
  "search: common word": take(common, QUERIES).map((q) => ({ q })),
  "search: rare word": take(rare, QUERIES).map((q) => ({ q })),
  "search: phrase": take(phrases, QUERIES).map((q) => ({ q })),
  "search: filtered (category, newspaper, department, 30 days)": take(filtered, QUERIES),
  "search: two words": take(anyWord, QUERIES).map((q, i) => ({ q: `${q} ${other(q, i)}` })),
  "search: common word, newest first": take(common, QUERIES).map((q) => ({ q, order: "recientes" })),
  "search: exclusion": take(anyWord, QUERIES).map((q, i) => ({ q: `${q} -${other(q, i, 3)}` })),
  "search: no results": Array.from({ length: QUERIES }, (_, i) => ({
    q: `${["zarigüeya", "quásar", "xilófono", "ornitorrinco", "pterodáctilo"][i % 5]}${i % 7 === 0 ? "" : ` ${anyWord[i % anyWord.length]}`}`,
  })),
};

/** Listing cases: a first page, and a page 50 deep through the keyset (the cursor read once per engine). */
async function listingCases(db, now) {
  const categories = [...new Set(samples.map((s) => s.category_slug))];
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

/** p50 and p99 of per-case medians, from rounds × cases of times. */
function stats(rounds) {
  const medians = rounds[0]
    .map((_, i) => rounds.map((r) => r[i]).sort((a, b) => a - b)[Math.floor(rounds.length / 2)])
    .sort((a, b) => a - b);
  const at = (q) => medians[Math.min(medians.length - 1, Math.max(0, Math.ceil(q * medians.length) - 1))];
  return { p50: at(0.5), p99: at(0.99) };
}

async function measure(engine) {
  const db = engines[engine].db;
  const last = await db
    .selectFrom("articles")
    .select((eb) => eb.fn.max("published_at").as("last"))
    .executeTakeFirstOrThrow();
  const now = Number(last.last);
  const listings = await listingCases(db, now);
  const kinds = {
    ...Object.fromEntries(
      Object.entries(listings).map(([kind, cases]) => [
        kind,
        cases.map((c) => () => listArticles(db, { limit: 20, now, category: c.category, before: c.before })),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(SEARCHES).map(([kind, cases]) => [
        kind,
        cases.map((c) => () => searchArticles(db, { query: parseQuery(c.q), filters: c.filters, order: c.order, now })),
      ]),
    ),
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
  return Object.fromEntries(Object.entries(times).map(([kind, rounds]) => [kind, stats(rounds)]));
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
  "pg/sqlite p99": round(postgresStats[kind].p99 / Math.max(sqliteStats[kind].p99, 0.001), 2),
}));

/** The search page's URL for a case (the page's own parameters). */
function pageOf(c) {
  const params = new URLSearchParams({ q: c.q });
  const f = c.filters ?? {};
  if (f.category) params.set("categoria", f.category);
  if (f.department) params.set("departamento", f.department);
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  if (f.from !== undefined) params.set("desde", day(f.from));
  if (f.to !== undefined) params.set("hasta", day(f.to));
  if (c.order) params.set("orden", c.order);
  return `/busqueda?${params}`;
}

function get(port, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "dist", "server.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: appEnv(sqliteFile, port, { LOG_LEVEL: "warn", PAGE_CACHE_SECONDS: "0", ...env }),
  });
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await get(port, "/healthz")).status === 200) return { child, port };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

const httpRows = [];
if (HTTP) {
  // Newspaper filters have no page parameter by id: the page cases are the others.
  const pages = Object.entries(SEARCHES).flatMap(([kind, cases]) =>
    cases.filter((c) => c.filters?.newspaperId === undefined).map((c) => ({ kind, path: pageOf(c) })),
  );
  const servers = { sqlite: await startServer({}), postgres: await startServer({ DATABASE_URL: pgUrl }) };
  const times = { sqlite: [], postgres: [] };
  try {
    for (let roundIndex = -1; roundIndex < ROUNDS; roundIndex += 1) {
      const sample = { sqlite: [], postgres: [] };
      for (const page of pages) {
        // Alternating, so that the machine's bursts fall on both engines alike.
        for (const engine of roundIndex % 2 === 0 ? ["sqlite", "postgres"] : ["postgres", "sqlite"]) {
          const answer = await get(servers[engine].port, page.path);
          if (answer.status !== 200) throw new Error(`${engine} ${page.path}: ${answer.status}`);
          sample[engine].push(answer.ms);
        }
      }
      if (roundIndex >= 0) for (const engine of ["sqlite", "postgres"]) times[engine].push(sample[engine]);
    }
  } finally {
    for (const { child } of Object.values(servers)) child.kill("SIGTERM");
  }
  const byKind = (engine, kind) => times[engine].map((roundTimes) => roundTimes.filter((_, i) => kind === null || pages[i].kind === kind));
  for (const kind of [null, ...Object.keys(SEARCHES)]) {
    const s = stats(byKind("sqlite", kind));
    const p = stats(byKind("postgres", kind));
    httpRows.push({
      kind: kind === null ? "search page: every kind" : kind.replace("search:", "search page:"),
      "sqlite p50 ms": round(s.p50, 2),
      "postgres p50 ms": round(p.p50, 2),
      "sqlite p99 ms": round(s.p99, 2),
      "postgres p99 ms": round(p.p99, 2),
      "pg/sqlite p50": round(p.p50 / Math.max(s.p50, 0.001), 2),
      "pg/sqlite p99": round(p.p99 / Math.max(s.p99, 0.001), 2),
    });
  }
}

report(
  `PostgreSQL vs SQLite, ${ARTICLES} articles`,
  [...rows, ...httpRows],
  [
    `${QUERIES} queries per kind, per-query median of ${ROUNDS} rounds after a warm-up; one process, one query at a time`,
    HTTP
      ? "search page: GET /busqueda from two compiled servers of this build (page cache off), one request at a time, alternating engines"
      : "search pages not measured (BENCH_PG_HTTP=0)",
    `corpus generated this run: SQLite ${generated.sqlite === null ? "reused" : `${round(generated.sqlite)} s`}, PostgreSQL ${generated.postgres === null ? "reused" : `${round(generated.postgres)} s`}`,
    `PostgreSQL over TCP on loopback (${new URL(server).host}); SQLite in process. Corpus span ends ${new Date(Number(span.last)).toISOString()}`,
  ],
);
