// HTTP: server CPU per request of the app's pages (front page, a category window, an article, a
// search), served from the micro-cache (hit), rendered and stored (miss), and rendered with the
// cache off, against baselines serving the very same bytes in the same run: a bare Node server
// (res.end(Buffer)), an express app (res.send), and React renderToString of the same markup.
// Server (and baselines) on core 0, load generator on core 1 (taskset); wrk when installed,
// autocannon otherwise. Server CPU per request = the server process's CPU time (utime + stime,
// /proc/<pid>/stat, what process.cpuUsage reports inside it) over the answers it gave; req/s
// and latencies are printed but depend on the load generator and on the machine's other work.
// Database: a generated corpus of HTTP_BENCH_ARTICLES (200,000) articles, cached in bench/results/.
// Targets (issue 9): hit ≥ 0.8 × express res.send in requests per CPU second; uncached render ≤ 2 ×
// renderToString; compression ≤ 15% of a miss.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { canPin, report, root, round } from "./support/common.mjs";
import { appEnv, corpus, pickPages } from "./support/web-pages.mjs";

const SECONDS = Number(process.env.HTTP_BENCH_SECONDS ?? 4);
const ARTICLES = Number(process.env.HTTP_BENCH_ARTICLES ?? 200_000);
const pinned = canPin();
// This process is the load generator: core 1. Servers run on core 0.
if (pinned) execFileSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });
const onServerCore = (command) => (pinned ? ["taskset", ["-c", "0", ...command]] : [command[0], command.slice(1)]);
const wrk = spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;
const tick = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
const work = mkdtempSync(join(tmpdir(), "rotativa-http-bench-"));
const children = new Set();
let uniqueCounter = 0;
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

const database = await corpus(ARTICLES);
console.log(`corpus: ${database}; load generator: ${wrk ? "wrk" : "autocannon"}; pinned: ${pinned}`);

// HTTP_BENCH_PORT (default 3431) and the next two ports: the servers of this run.
const BASE_PORT = Number(process.env.HTTP_BENCH_PORT ?? 3431);
const cached = await startApp(BASE_PORT, { PAGE_CACHE_SECONDS: "60" });
const uncached = await startApp(BASE_PORT + 1, { PAGE_CACHE_SECONDS: "0" });
// HTTP_BENCH_PAGES="front page,article" runs only those pages.
const only = process.env.HTTP_BENCH_PAGES?.split(",").map((name) => name.trim());
const pages = pickPages(database).filter((page) => !only || only.includes(page.name));
const rows = [];
const notes = [];
const summary = {};

for (const page of pages) {
  const html = await fetchPage(cached.port, page.path, {});
  const compressed = await fetchPage(cached.port, page.path, { "accept-encoding": "br, gzip" });
  if (html.status !== 200) throw new Error(`${page.path} answered ${html.status}`);
  const file = join(work, `${page.name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ body: compressed.body.toString("base64"), headers: replayable(compressed.headers), html: html.body.toString() }),
  );
  const browser = { "accept-encoding": "br, gzip" };
  const phases = [];
  if (page.cached) phases.push(["cache hit", await measure(cached, page.path, { headers: browser, connections: 8 })]);
  phases.push([
    page.cached ? "cache miss (render, brotli, store)" : "uncached (render, gzip)",
    await measure(cached, page.path, { headers: browser, connections: 4, unique: true }),
  ]);
  phases.push([
    "render only (cache off, no compression)",
    await measure(uncached, page.path, { headers: {}, connections: 4, unique: true }),
  ]);
  for (const kind of ["bare", "express"]) {
    const server = await startBaseline(kind, BASE_PORT + 2, file);
    phases.push([
      kind === "bare" ? "bare Node res.end(Buffer), same bytes" : "express res.send, same bytes",
      await measure(server, "/", { headers: browser, connections: 8 }),
    ]);
    await stop(server);
  }
  const render = renderBaseline(file);
  const gzipMs = cpuOf(() => gzipSync(html.body, { level: 6 }));
  const brotliMs = cpuOf(() =>
    brotliCompressSync(html.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
  );
  const get = (name) => phases.find(([label]) => label.startsWith(name))?.[1];
  const hit = get("cache hit");
  const miss = get("cache miss") ?? get("uncached");
  const renderOnly = get("render only");
  const express = get("express");
  for (const [label, figures] of phases) {
    rows.push({
      page: page.name,
      server: label,
      "req/s": figures.rps,
      "p50 ms": figures.p50,
      "p99 ms": figures.p99,
      "CPU ms/req": figures.cpuMs,
      errors: figures.errors,
    });
  }
  rows.push({
    page: page.name,
    server: "React renderToString, same markup (in process)",
    "req/s": round(1000 / render.cpuMsPerRender, 0),
    "p50 ms": null,
    "p99 ms": null,
    "CPU ms/req": round(render.cpuMsPerRender, 3),
    errors: 0,
  });
  summary[page.name] = {
    path: page.path,
    htmlBytes: html.body.length,
    gzipBytes: gzipSync(html.body, { level: 6 }).length,
    brotliBytes: compressed.body.length,
    hitVsExpress: hit ? round(express.cpuMs / hit.cpuMs, 2) : null,
    renderVsRenderToString: round(renderOnly.cpuMs / render.cpuMsPerRender, 2),
    missVsRenderToString: round(miss.cpuMs / render.cpuMsPerRender, 2),
    // A browser's miss is compressed once, in brotli (the page cache); uncached pages by `compression`, in gzip.
    compressionShareOfMiss: round((page.cached ? brotliMs : gzipMs) / miss.cpuMs, 3),
    gzipMs: round(gzipMs, 3),
    brotliMs: round(brotliMs, 3),
  };
  const s = summary[page.name];
  notes.push(
    `${page.name} (${page.path}, ${s.htmlBytes} B, ${s.gzipBytes} B gzip, ${s.brotliBytes} B br): ` +
      (hit
        ? `hit ${s.hitVsExpress}× express res.send in requests per CPU second (target ≥ 0.8); `
        : "not micro-cached (searches are limited per address); ") +
      `render ${s.renderVsRenderToString}× renderToString (target ≤ 2); miss ${s.missVsRenderToString}× renderToString; ` +
      `compression ${round(100 * s.compressionShareOfMiss, 1)}% of a miss (${page.cached ? `brotli-5 ${s.brotliMs} ms; gzip-6, made once on the first gzip request, ${s.gzipMs} ms` : `gzip-6 ${s.gzipMs} ms`}; target ≤ 15%)`,
  );
}
await stop(cached);
await stop(uncached);
report("HTTP", rows, notes);
// The page figures beside the rows, for docs/performance.md.
const out = join(root, "bench", "results", "http.json");
const written = JSON.parse(readFileSync(out, "utf8"));
writeFileSync(
  out,
  `${JSON.stringify({ ...written, loadGenerator: wrk ? "wrk" : "autocannon", seconds: SECONDS, articles: ARTICLES, pages: summary }, null, 2)}\n`,
);

async function startApp(port, env) {
  const [command, args] = onServerCore([process.execPath, join(root, "dist", "server.js")]);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    // Every answer logged, as in production by default (to /dev/null here); HTTP_BENCH_LOG_LEVEL=warn drops those lines.
    env: appEnv(database, port, { LOG_LEVEL: process.env.HTTP_BENCH_LOG_LEVEL ?? "info", ...env }),
  });
  children.add(child);
  await waitFor(port, "/healthz", child);
  return { child, port, pid: child.pid };
}

async function startBaseline(kind, port, file) {
  const [command, args] = onServerCore([process.execPath, join(root, "bench", "support", "http-baselines.mjs"), kind, String(port), file]);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  children.add(child);
  await waitFor(port, "/", child);
  return { child, port, pid: child.pid };
}

function renderBaseline(file) {
  const [command, args] = onServerCore([
    process.execPath,
    join(root, "bench", "support", "http-baselines.mjs"),
    "render",
    file,
    String(SECONDS * 1000),
  ]);
  const run = spawnSync(command, args, { cwd: root, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
  if (run.status !== 0) throw new Error(`render baseline failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

async function stop(server) {
  server.child.kill("SIGTERM");
  await new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.once("exit", resolve)));
  children.delete(server.child);
}

async function waitFor(port, path, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode})`);
    try {
      if ((await fetchPage(port, path, {})).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

function fetchPage(port, path, headers) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

function replayable(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!["date", "connection", "keep-alive", "transfer-encoding", "content-length", "x-request-id"].includes(name)) kept[name] = value;
  }
  return kept;
}

/** CPU ms (user + system) of a process, from /proc. */
function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / tick;
}

/** CPU ms of one call of `fn` in this process, averaged. */
function cpuOf(fn) {
  for (let i = 0; i < 20; i++) fn();
  const start = process.cpuUsage();
  let runs = 0;
  const until = performance.now() + 300;
  while (performance.now() < until) {
    fn();
    runs += 1;
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / runs;
}

/** Load for SECONDS after a one-second warm-up; the server's CPU over the answers it gave. */
async function measure(server, path, { headers, connections, unique = false }) {
  await load(server.port, path, { headers, connections, unique, seconds: 1 });
  const before = processCpuMs(server.pid);
  const result = await load(server.port, path, { headers, connections, unique, seconds: SECONDS });
  const cpu = processCpuMs(server.pid) - before;
  return { ...result, cpuMs: round(cpu / Math.max(1, result.requests), 3) };
}

async function load(port, path, { headers, connections, unique, seconds }) {
  if (wrk) return loadWithWrk(port, path, { headers, connections, unique, seconds });
  const prefix = `${path}${path.includes("?") ? "&" : "?"}bench=${++uniqueCounter}-`;
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: "GET", path, setupRequest: (req) => ({ ...req, path: unique ? `${prefix}${++n}` : path }) }],
  });
  return {
    requests: result.requests.total,
    rps: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function loadWithWrk(port, path, { headers, connections, unique, seconds }) {
  const script = join(work, "unique.lua");
  writeFileSync(
    script,
    `local n = 0\nlocal prefix = wrk.path .. (string.find(wrk.path, "?", 1, true) and "&" or "?") .. "bench=${++uniqueCounter}-"\n` +
      `request = function()\n  n = n + 1\n  return wrk.format("GET", prefix .. n)\nend\n`,
  );
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
  ];
  if (unique) args.push("-s", script);
  args.push(`http://127.0.0.1:${port}${path}`);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", () => {
      const ms = (label) => {
        const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(output);
        if (!match) return null;
        const value = Number(match[1]);
        return round(match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value, 2);
      };
      const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
      const errors =
        Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
        (/Socket errors:([^\n]*)/.exec(output)?.[1] ?? "").split(",").reduce((sum, part) => sum + Number(/\d+/.exec(part)?.[0] ?? 0), 0);
      resolve({ requests, rps: round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0), 0), p50: ms(50), p99: ms(99), errors });
    });
  });
}
