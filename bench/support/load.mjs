// The load run shared by `npm run bench -- load` (60 s) and its short form in the system tests
// (tests/system/load.test.ts, 10 s): the compiled server ingesting the simulated newsroom (about
// a fifth of its feeds misbehave: errors, rate limits, a hang, slow answers, redirects, broken
// XML, a gzip bomb) while autocannon sends mixed traffic — 70% listings and the front page, 25%
// article pages, 5% searches — from many client addresses (X-Forwarded-For, trusted from
// loopback). Ingestion keeps working through the run: after its first cycle over every feed,
// five feeds picked at random are made due every five seconds (about one fetch a second, more
// than a site with a few hundred feeds sees) while the newsroom's clock moves on. The server's
// resident memory is sampled all along; the first seconds of load are a warm-up, not measured.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import { root } from "./common.mjs";

const require = createRequire(import.meta.url);
const autocannon = require("autocannon");

const SEARCH_WORDS = [
  "bogota",
  "elecciones",
  "lluvias",
  "gobierno",
  "alcalde",
  "salud",
  "paro",
  "precio",
  "cali",
  "medellin",
  "concejo",
  "educacion",
  "vias",
  "futbol",
  "cafe",
];

function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function residentBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

async function startNewsroom(dir) {
  const child = spawn(process.execPath, [join(root, "tests", "support", "newsroom-process.mjs")], {
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`newsroom exited with ${code}`)));
  });
  const { sources } = JSON.parse(first);
  const sourcesFile = join(dir, "sources.json");
  writeFileSync(sourcesFile, JSON.stringify({ newspapers: sources }));
  return {
    sources,
    sourcesFile,
    advance: (minutes) =>
      new Promise((resolve) => {
        lines.once("line", resolve);
        child.stdin.write(`advance ${minutes}\n`);
      }),
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")))),
  };
}

async function startServer(database, sourcesFile, port, serverEnv = {}, serverRoot = root) {
  const child = spawn(process.execPath, [join(serverRoot, "dist", "server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: database,
      INGEST: sourcesFile ? "on" : "off",
      FEEDS_ALLOW_PRIVATE: "1",
      ...(sourcesFile ? { SOURCES_FILE: sourcesFile } : {}),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      NODE_OPTIONS: process.env.LOAD_SERVER_NODE_OPTIONS ?? "",
      ...serverEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start");
}

export async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Figures of one phase of load. */
function phaseFigures(name, result, statuses, memory, elapsedMs) {
  const within = (from, to) =>
    memory.filter((sample) => sample.at >= elapsedMs * from && sample.at <= elapsedMs * to).map((sample) => sample.rss);
  const rssMid = median(within(0.45, 0.55));
  const rssEnd = median(within(0.9, 1));
  const bad = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
  return {
    phase: name,
    connections: result.connections,
    seconds: Math.round(elapsedMs / 1000),
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + bad,
    // What the errors were: broken connections, requests unanswered after 10 s, 4xx/5xx answers.
    failures: { connection: result.errors, timeouts: result.timeouts, status: bad },
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    rssMiB: {
      start: Math.round((memory[0]?.rss ?? Number.NaN) / 2 ** 20),
      middle: Math.round(rssMid / 2 ** 20),
      end: Math.round(rssEnd / 2 ** 20),
    },
    memoryGrowthLastHalfPercent: Math.round(((rssEnd - rssMid) / rssMid) * 1000) / 10,
  };
}

/**
 * Sets everything up, warms up, then runs each phase: `durationSeconds` of mixed traffic at
 * `connections` (the phase's own, or the run's), closed loop (each connection sends its next
 * request when the previous one is answered), with ingestion `busy` (feeds made due every few
 * seconds) or left to its own schedule. Resolves with each phase's figures.
 *
 * With `corpus` (the path of a filled database, e.g. a generated corpus), the server reads that
 * database with ingestion off and no newsroom: reading figures on a large store; article pages
 * then spread over the whole corpus, not only its newest articles.
 *
 * A request unanswered after `requestTimeoutSeconds` counts as an error (a timeout). `serverRoot`:
 * the checkout whose dist/server.js runs (another build of the app, e.g. the base of a comparison).
 * `port`: the server's port (default: one the system picks).
 */
export async function runLoad({
  phases,
  connections = 50,
  warmupSeconds = 5,
  log = () => {},
  corpus = null,
  serverEnv = {},
  serverRoot = root,
  requestTimeoutSeconds = 10,
  port = null,
}) {
  const dir = mkdtempSync(join(tmpdir(), "rotativa-load-"));
  const database = corpus ?? join(dir, "carga.db");
  const newsroom = corpus ? null : await startNewsroom(dir);
  const server = await startServer(database, newsroom?.sourcesFile ?? null, port ?? (await freePort()), serverEnv, serverRoot);
  const reader = new Database(database, { readonly: true, fileMustExist: true });
  // The server's memory once ready, before any request: what the load adds is measured from here.
  const readyRss = residentBytes(server.child.pid);
  let kick = null;
  try {
    // The first ingestion cycle fills the store (readers need articles to read): wait until
    // every feed that answers has been stored once.
    const warmStart = Date.now();
    const settled = () => reader.prepare("select count(*) as n from feeds where enabled = 1 and last_fetched_at is null").get().n <= 3;
    while (newsroom && !settled()) {
      if (Date.now() - warmStart > 60_000) throw new Error("the first ingestion cycle did not finish");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    log(
      `load: ${reader.prepare("select count(*) as n from articles").get().n} articles after ${Date.now() - warmStart} ms of ingestion; ${warmupSeconds} s of warm-up at ${connections} connections`,
    );
    const ids = corpus
      ? reader
          .prepare(
            "select id from articles where id % 500 = 0 union all select id from (select id from articles order by id desc limit 1000)",
          )
          .all()
          .map((row) => row.id)
      : reader
          .prepare("select id from articles order by id desc limit 2000")
          .all()
          .map((row) => row.id);
    const categories = reader
      .prepare("select distinct category_slug as slug from articles")
      .all()
      .map((row) => row.slug);
    const newspapers = reader
      .prepare("select slug from newspapers where id in (select distinct newspaper_id from articles)")
      .all()
      .map((row) => row.slug);
    const departments = reader
      .prepare("select distinct department_slug as slug from article_departments limit 40")
      .all()
      .map((row) => row.slug);
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const listings = () => {
      const r = Math.random();
      if (r < 0.25) return "/";
      if (r < 0.4) return pick(["/ultima-hora", "/ultimo-dia", "/ultima-semana", "/todas-las-noticias"]);
      if (r < 0.6) return `/categorias/${pick(categories)}${Math.random() < 0.3 ? "/ultimo-dia" : ""}`;
      if (r < 0.8) return `/periodicos/${pick(newspapers)}`;
      if (r < 0.95 && departments.length > 0) return `/departamentos/${pick(departments)}`;
      return pick(["/categorias", "/periodicos", "/departamentos"]);
    };
    const target = () => {
      const r = Math.random();
      if (r < 0.7) return listings();
      if (r < 0.95) return `/articulos/${pick(ids)}`;
      return `/busqueda?q=${pick(SEARCH_WORDS)}`;
    };
    const requests = (statuses) => [
      {
        setupRequest: (request) => ({
          ...request,
          path: target(),
          headers: {
            ...request.headers,
            "x-forwarded-for": `100.64.${Math.floor(Math.random() * 4)}.${1 + Math.floor(Math.random() * 250)}`,
          },
        }),
        onResponse: (status) => statuses?.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ];

    let busy = true;
    // Busy ingestion: five feeds due again every 5 s, with newer news.
    kick = setInterval(() => {
      if (!busy || !newsroom) return;
      void newsroom.advance(5).then(() => {
        const writer = new Database(database, { timeout: 5_000 });
        try {
          writer
            .prepare("update feeds set next_fetch_at = 0 where id in (select id from feeds where enabled = 1 order by random() limit 5)")
            .run();
        } catch {
          // The server holds the lock a while: the next kick will do.
        } finally {
          writer.close();
        }
      });
    }, 5_000);

    // Warm-up: the JIT, the caches and the heap settle before anything is measured.
    if (warmupSeconds > 0) await autocannon({ url: server.base, connections, duration: warmupSeconds, requests: requests(null) });

    const figures = [];
    for (const phase of phases) {
      busy = phase.busy !== false;
      const memory = [];
      const started = Date.now();
      const sampler = setInterval(() => memory.push({ at: Date.now() - started, rss: residentBytes(server.child.pid) }), 250);
      const statuses = new Map();
      const before = reader.prepare("select count(*) as n from articles").get().n;
      const result = await autocannon({
        url: server.base,
        connections: phase.connections ?? connections,
        duration: phase.durationSeconds,
        timeout: requestTimeoutSeconds,
        requests: requests(statuses),
      });
      clearInterval(sampler);
      const row = phaseFigures(phase.name, result, statuses, memory, Date.now() - started);
      row.articlesStoredDuring = reader.prepare("select count(*) as n from articles").get().n - before;
      row.rssMiB.ready = Math.round(readyRss / 2 ** 20);
      log(`load: ${phase.name}: ${JSON.stringify(row)}`);
      figures.push(row);
    }
    return figures;
  } finally {
    if (kick) clearInterval(kick);
    reader.close();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
    await newsroom?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
