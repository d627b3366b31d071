// Server cost (issue 29): what one uncached page costs the server, and how much memory it keeps,
// against the code as it was before the issue, built beside and measured in the same run.
//   - CPU ms per uncached request of the front page, a category window, an article and a search:
//     the server process's CPU time (utime + stime from /proc) over the answers it gave, under 4
//     connections of unique URLs (`?bench=N`: never two alike) with the page cache off, like the
//     "render only" rows of http.bench.mjs. Base and this build are measured in alternation,
//     SERVER_COST_ROUNDS (3) times each, and the median kept. Target: this ≤ 0.5 × base.
//   - The same pages from both builds at once (same SITE_URL, same minute): bytes identical (the
//     search page's `now`, Date.now() at the render, is the only field allowed to differ).
//   - RSS after 20 s of 50 connections of uncached searches on SERVER_COST_ARTICLES (100,000), and
//     after LOAD_SECONDS (60) of the reading load of bench/support/load.mjs (20 connections) on
//     SERVER_COST_LOAD_ARTICLES (1,000,000; 0 skips it). Target ≤ 250 MB each; the base build's RSS
//     and throughput in the same run; target for throughput: ≥ 0.9 × base.
// The base build: SERVER_COST_BASE=<dir> (a worktree of the old commit with node_modules and a
// build), else bench/results/server-cost-base, made here (git worktree of SERVER_COST_BASE_COMMIT,
// 1ac4e64 by default, node_modules linked, `npm run build`) and kept for later runs.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { canPin, report, root, round } from "./support/common.mjs";
import { ensureCorpus } from "./support/corpus-db.mjs";
import { runLoad } from "./support/load.mjs";
import { appEnv, pickPages } from "./support/web-pages.mjs";

const SECONDS = Number(process.env.SERVER_COST_SECONDS ?? 4);
const ROUNDS = Number(process.env.SERVER_COST_ROUNDS ?? 3);
const ARTICLES = Number(process.env.SERVER_COST_ARTICLES ?? 100_000);
const LOAD_ARTICLES = Number(process.env.SERVER_COST_LOAD_ARTICLES ?? 1_000_000);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const BASE_COMMIT = process.env.SERVER_COST_BASE_COMMIT ?? "1ac4e64";
// HTTP_BENCH_PORT (default 3431) + 20 and the next one: the two servers of the CPU rows.
const PORT = Number(process.env.HTTP_BENCH_PORT ?? 3431) + 20;
const SITE_URL = "http://rotativa.bench";
const pinned = canPin();
if (pinned) execFileSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });
const tick = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
const children = new Set();
let unique = 0;
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

const base = baseBuild();
const builds = [
  { name: "base", root: base },
  { name: "this", root },
];
const corpus = ensureCorpus(ARTICLES).path;
console.log(`base build: ${base}; corpus: ${corpus}; pinned: ${pinned}`);

// ---- CPU per uncached request, and identical pages.
const servers = [];
// Four connections never wait for the load shedder's two slots, nor hit the search's time budget on a busy machine.
const cpuEnv = { EXPENSIVE_CONCURRENCY: "4", SEARCH_BUDGET_MS: "10000" };
for (const [index, build] of builds.entries()) servers.push(await startServer(build.root, PORT + index, cpuEnv));
// SERVER_COST_PAGES="front page,article" measures only those; SERVER_COST_MEMORY=0 skips the memory rows.
const only = process.env.SERVER_COST_PAGES?.split(",").map((name) => name.trim());
const pages = pickPages(corpus).filter((page) => !only || only.includes(page.name));
const rows = [];
const notes = [];
const summary = { pages: {}, memory: {} };
for (const page of pages) {
  const same = await samePage(page.path, servers);
  const figures = { base: [], this: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, build] of builds.entries()) figures[build.name].push(await cpuPerRequest(servers[index], page.path));
  }
  const median = (list) => [...list].sort((a, b) => a.cpuMs - b.cpuMs)[Math.floor(list.length / 2)];
  const [before, after] = [median(figures.base), median(figures.this)];
  const ratio = round(after.cpuMs / before.cpuMs, 2);
  summary.pages[page.name] = { path: page.path, baseCpuMs: before.cpuMs, thisCpuMs: after.cpuMs, ratio, identical: same };
  rows.push({
    figure: `${page.name}: CPU ms per uncached request`,
    base: before.cpuMs,
    this: after.cpuMs,
    ratio,
    target: "≤ 0.5",
    "meets target": ratio <= 0.5,
    note: `${after.rps} vs ${before.rps} req/s (4 connections); HTML ${same ? "identical" : "DIFFERENT"}`,
  });
}
for (const server of servers) await stop(server);

// ---- Memory: uncached searches at 50 connections, then the reading load on the large corpus.
const memory = process.env.SERVER_COST_MEMORY !== "0";
for (const build of memory ? builds : []) {
  const server = await startServer(build.root, PORT, { PAGE_CACHE_SECONDS: "10" });
  summary.memory[`search-${build.name}`] = await searchStorm(server);
  await stop(server);
}
if (memory) {
  const [before, after] = [summary.memory["search-base"], summary.memory["search-this"]];
  rows.push({
    figure: `RSS MB after 20 s of 50 connections of uncached searches (${ARTICLES.toLocaleString("en")} articles)`,
    base: before.rssMB,
    this: after.rssMB,
    ratio: round(after.rssMB / before.rssMB, 2),
    target: "≤ 250 MB",
    "meets target": after.rssMB <= 250,
    note: `answered 200: ${after.okPerSecond} vs ${before.okPerSecond} req/s (${round(after.okPerSecond / before.okPerSecond, 2)}×; the rest 503 from the load shedder)`,
  });
}
if (memory && LOAD_ARTICLES > 0) {
  const large = ensureCorpus(LOAD_ARTICLES).path;
  for (const build of builds) {
    const [phase] = await runLoad({
      corpus: large,
      serverRoot: build.root,
      connections: 20,
      warmupSeconds: 5,
      log: () => {},
      phases: [{ name: `reading load on ${LOAD_ARTICLES.toLocaleString("en")} articles (${build.name})`, durationSeconds: LOAD_SECONDS }],
    });
    summary.memory[`load-${build.name}`] = phase;
  }
  const [before, after] = [summary.memory["load-base"], summary.memory["load-this"]];
  const mb = (mib) => round(mib * 1.048576, 0);
  rows.push({
    figure: `RSS MB after ${LOAD_SECONDS} s of the reading load (${LOAD_ARTICLES.toLocaleString("en")} articles, 20 connections)`,
    base: mb(before.rssMiB.end),
    this: mb(after.rssMiB.end),
    ratio: round(after.rssMiB.end / before.rssMiB.end, 2),
    target: "≤ 250 MB",
    "meets target": mb(after.rssMiB.end) <= 250,
    note: `${after.requestsPerSecond} vs ${before.requestsPerSecond} req/s (${round(after.requestsPerSecond / before.requestsPerSecond, 2)}×, target ≥ 0.9); errors ${after.errors} vs ${before.errors}`,
  });
}
notes.push(
  `base: ${BASE_COMMIT} built in ${base}; CPU rows: median of ${ROUNDS} alternating ${SECONDS}-s runs per build, page cache off, unique URLs`,
  "identical: the same page fetched from both builds in the same minute, compared byte for byte (the search page's render time `now` aside)",
);
report("Server cost", rows, notes);

/** The base build's directory, made (worktree + build) when missing. */
function baseBuild() {
  if (process.env.SERVER_COST_BASE) return process.env.SERVER_COST_BASE;
  const dir = join(root, "bench", "results", "server-cost-base");
  if (!existsSync(join(dir, "package.json"))) {
    execFileSync("git", ["-C", root, "worktree", "add", "--detach", dir, BASE_COMMIT], { stdio: "inherit" });
  }
  if (!existsSync(join(dir, "node_modules"))) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  if (!existsSync(join(dir, "dist", "server.js")) || !existsSync(join(dir, "build", "index.js"))) {
    console.log(`building the base (${BASE_COMMIT}) in ${dir}…`);
    const built = spawnSync("npm", ["run", "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) throw new Error("the base build failed");
  }
  return dir;
}

async function startServer(serverRoot, port, env = {}) {
  const command = [process.execPath, join(serverRoot, "dist", "server.js")];
  const [file, args] = pinned ? ["taskset", ["-c", "0", ...command]] : [command[0], command.slice(1)];
  const child = spawn(file, args, {
    cwd: serverRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: appEnv(corpus, port, { LOG_LEVEL: "warn", PAGE_CACHE_SECONDS: "0", SITE_URL, ...env }),
  });
  children.add(child);
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server in ${serverRoot} exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, port, pid: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

async function stop(server) {
  server.child.kill("SIGTERM");
  await new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.once("exit", resolve)));
  children.delete(server.child);
}

/** Whether both servers answer the same bytes for `path` (fetched in the same minute; retried once across a minute's turn). */
async function samePage(path, [first, second]) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const bodies = await Promise.all([first, second].map(async (server) => (await fetch(`http://127.0.0.1:${server.port}${path}`)).text()));
    const [a, b] = bodies.map((body) => body.replace(/\\"now\\",\d+/g, '\\"now\\",0'));
    if (a === b) return true;
  }
  return false;
}

function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / tick;
}

function uncachedLoad(server, path, seconds, connections = 4) {
  const prefix = `${path}${path.includes("?") ? "&" : "?"}bench=${++unique}-`;
  let n = 0;
  return autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections,
    duration: seconds,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: `${prefix}${++n}` }) }],
  });
}

/** CPU ms per answer under SECONDS of uncached requests, after a one-second warm-up. */
async function cpuPerRequest(server, path) {
  await uncachedLoad(server, path, 1);
  const before = processCpuMs(server.pid);
  const result = await uncachedLoad(server, path, SECONDS);
  const cpu = processCpuMs(server.pid) - before;
  if (result.non2xx + result.errors > result.requests.total / 100)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { cpuMs: round(cpu / Math.max(1, result.requests.total), 3), rps: round(result.requests.average, 0) };
}

/** 20 s of 50 connections of searches no cache can answer; RSS at the end (MB) and answers per second. */
async function searchStorm(server) {
  const words = ["bogota", "elecciones", "lluvias", "gobierno", "alcalde", "salud", "paro", "precio", "cali", "medellin"];
  let n = 0;
  let ok = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: 50,
    duration: 20,
    requests: [
      {
        method: "GET",
        setupRequest: (req) => ({ ...req, path: `/busqueda?q=${words[n % words.length]}&pagina=${1 + (n % 5)}&bench=${++n}` }),
        onResponse: (status) => {
          if (status === 200) ok += 1;
        },
      },
    ],
  });
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? Number.NaN) * 1024;
  return { rssMB: round(rss / 1e6, 0), okPerSecond: round(ok / 20, 0), requests: result.requests.total };
}
