// A search storm, shared by `npm run bench -- storm` (the full figure) and its short form in the
// system tests (tests/system/storm.test.ts): the compiled server on a filled database, then
// `connections` clients each sending, as fast as they are answered, a different long search — a
// chain of `terms` words joined by OR, half of them ordered by date — each from an address of its
// own (X-Forwarded-For from the test acting as the proxy: many addresses, so the per-address
// limit is not what stops it), while one more client reads cached pages (the front page and the
// time windows) at a steady pace. The same cached pages are read first without the storm: the
// run's own baseline. The server's resident memory is sampled all along.
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { quantile, root } from "./common.mjs";

/** Words the generated corpus uses often: every one of them walks a real posting list. */
const WORDS = [
  "gobierno",
  "alcalde",
  "salud",
  "paro",
  "precio",
  "lluvias",
  "elecciones",
  "concejo",
  "educacion",
  "vias",
  "futbol",
  "cafe",
  "policia",
  "congreso",
  "reforma",
  "ministro",
  "bogota",
  "medellin",
  "cali",
  "barranquilla",
  "colombia",
  "presidente",
  "economia",
  "seguridad",
  "empleo",
  "petroleo",
  "dolar",
  "violencia",
  "agua",
  "energia",
  "transporte",
  "hospital",
  "colegio",
  "campesinos",
  "invierno",
  "inundaciones",
  "carretera",
  "universidad",
  "mineria",
  "turismo",
];

function residentBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** A small seeded generator (mulberry32): the same run sends the same queries. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer({ appRoot, database, port, env }) {
  const child = spawn(process.execPath, [join(appRoot, "dist", "server.js")], {
    cwd: appRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: database,
      INGEST: "off",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-200_000)));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, log: () => stderr };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start: ${stderr.slice(-2000)}`);
}

const CACHED = ["/", "/ultima-hora", "/ultimo-dia", "/ultima-semana"];

/** Reads cached pages every `everyMs` until stopped; latencies in ms, statuses counted. */
function cachedReader(base, everyMs) {
  const agent = new Agent({ connections: 4 });
  const latencies = [];
  const statuses = new Map();
  let stopped = false;
  let index = 0;
  const loop = (async () => {
    while (!stopped) {
      const path = CACHED[index++ % CACHED.length];
      const started = performance.now();
      try {
        const response = await request(`${base}${path}`, { dispatcher: agent, headersTimeout: 30_000, bodyTimeout: 30_000 });
        await response.body.dump();
        latencies.push(performance.now() - started);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      } catch (error) {
        statuses.set(error.code ?? "error", (statuses.get(error.code ?? "error") ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      await agent.close();
      return { latencies, statuses };
    },
  };
}

const rounded = (value) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : null);

/**
 * Runs the storm and resolves with its figures. `appRoot` is the checkout whose compiled server
 * runs (another checkout's, to compare a version before a change); `corpus` a filled database,
 * copied so that the run leaves it untouched.
 */
export async function runStorm({
  appRoot = root,
  corpus,
  connections = 200,
  terms = 12,
  seconds = 20,
  baselineSeconds = 10,
  cachedEveryMs = 50,
  seed = 26,
  env = {},
  log = () => {},
}) {
  const dir = mkdtempSync(join(tmpdir(), "rotativa-storm-"));
  const database = join(dir, "storm.db");
  copyFileSync(corpus, database);
  const server = await startServer({ appRoot, database, port: await freePort(), env });
  const pid = server.child.pid;
  try {
    const random = seeded(seed);
    // Warm: every cached page rendered once (the micro-cache holds it), the JIT past its first requests.
    for (let round = 0; round < 5; round++) for (const path of CACHED) await (await fetch(`${server.base}${path}`)).arrayBuffer();
    const readyRss = residentBytes(pid);

    log(`storm: baseline, cached pages alone for ${baselineSeconds} s`);
    const quiet = cachedReader(server.base, cachedEveryMs);
    await new Promise((resolve) => setTimeout(resolve, baselineSeconds * 1000));
    const baseline = await quiet.stop();

    log(`storm: ${connections} connections of ${terms}-term OR searches for ${seconds} s`);
    const memory = [];
    const sampler = setInterval(() => memory.push(residentBytes(pid)), 250);
    const agent = new Agent({ connections, pipelining: 1 });
    const answers = [];
    let sequence = 0;
    const until = performance.now() + seconds * 1000;
    const during = cachedReader(server.base, cachedEveryMs);
    const client = async () => {
      while (performance.now() < until) {
        const n = sequence++;
        const words = Array.from({ length: terms }, () => WORDS[Math.floor(random() * WORDS.length)]);
        const query = new URLSearchParams({ q: words.join(" OR ") });
        if (n % 2 === 1) query.set("orden", "recientes");
        const started = performance.now();
        try {
          const response = await request(`${server.base}/busqueda?${query}`, {
            dispatcher: agent,
            headers: { "x-forwarded-for": `198.18.${(n >> 8) & 255}.${n & 255}` },
            headersTimeout: 60_000,
            bodyTimeout: 60_000,
          });
          await response.body.dump({ limit: 10 * 1024 * 1024 });
          answers.push({
            status: response.statusCode,
            ms: performance.now() - started,
            retryAfter: response.headers["retry-after"] ?? null,
          });
        } catch (error) {
          answers.push({ status: error.code ?? "error", ms: performance.now() - started, retryAfter: null });
        }
      }
    };
    const startedAt = performance.now();
    await Promise.all(Array.from({ length: connections }, client));
    const elapsed = (performance.now() - startedAt) / 1000;
    const cached = await during.stop();
    clearInterval(sampler);
    await agent.close();

    const statuses = {};
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const ok = answers.filter((a) => a.status === 200).map((a) => a.ms);
    const shed = answers.filter((a) => a.status === 503).map((a) => a.ms);
    const all = answers.map((a) => a.ms);
    const peakRss = Math.max(readyRss, ...memory);
    return {
      connections,
      terms,
      seconds: rounded(elapsed),
      requests: answers.length,
      requestsPerSecond: rounded(answers.length / elapsed),
      statuses,
      latencyMs: { p50: rounded(quantile(all, 0.5)), p99: rounded(quantile(all, 0.99)), max: rounded(Math.max(...all)) },
      resultsMs: {
        count: ok.length,
        p50: rounded(quantile(ok, 0.5)),
        p99: rounded(quantile(ok, 0.99)),
        max: rounded(Math.max(...ok)),
        within2s: ok.filter((ms) => ms <= 2000).length,
      },
      shedMs: {
        count: shed.length,
        p50: rounded(quantile(shed, 0.5)),
        p99: rounded(quantile(shed, 0.99)),
        max: shed.length ? rounded(Math.max(...shed)) : null,
        within100ms: shed.filter((ms) => ms <= 100).length,
      },
      shedWithoutRetryAfter: answers.filter((a) => a.status === 503 && !a.retryAfter).length,
      cachedBaselineMs: {
        count: baseline.latencies.length,
        p50: rounded(quantile(baseline.latencies, 0.5)),
        p99: rounded(quantile(baseline.latencies, 0.99)),
      },
      cachedDuringMs: {
        count: cached.latencies.length,
        p50: rounded(quantile(cached.latencies, 0.5)),
        p99: rounded(quantile(cached.latencies, 0.99)),
        max: rounded(Math.max(...cached.latencies)),
      },
      cachedStatuses: Object.fromEntries(cached.statuses),
      rssMiB: {
        ready: Math.round(readyRss / 2 ** 20),
        peak: Math.round(peakRss / 2 ** 20),
        growth: Math.round((peakRss - readyRss) / 2 ** 20),
      },
      serverLog: server.log(),
    };
  } finally {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.once("exit", resolve)));
    rmSync(dir, { recursive: true, force: true });
  }
}
