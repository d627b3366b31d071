// Load: 60 s of mixed traffic (70% listings and the front page, 25% article pages, 5% searches)
// at 50 connections while the server ingests the simulated newsroom, a fifth of whose feeds
// misbehave (bench/support/load.mjs). Targets: no error, p99 ≤ 250 ms, resident memory growth
// ≤ 10% over the last half of the run. Also in the same run: the same traffic from 5 connections
// (latency below saturation: 50 closed-loop connections on one Node process measure mostly the
// queue), and a baseline with ingestion left to its own schedule (what busy ingestion costs
// readers, as a ratio). LOAD_SECONDS (default 60) and LOAD_CONNECTIONS (default 50) change it.
import { report, round } from "./support/common.mjs";
import { runLoad } from "./support/load.mjs";

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);

const phases = await runLoad({
  connections,
  warmupSeconds: 5,
  log: (line) => console.log(line),
  phases: [
    { name: "closed loop, ingestion busy", durationSeconds: seconds },
    { name: "5 connections, ingestion busy", durationSeconds: Math.max(10, Math.round(seconds / 2)), connections: 5 },
    { name: "closed loop, ingestion on its schedule (baseline)", durationSeconds: Math.max(10, Math.round(seconds / 3)), busy: false },
  ],
});
const [main, light, baseline] = phases;
report(
  "Load",
  phases.map((p) => ({
    phase: p.phase,
    connections: p.connections,
    seconds: p.seconds,
    requests: p.requests,
    "req/s": p.requestsPerSecond,
    errors: p.errors,
    "p50 ms": p.latencyMs.p50,
    "p99 ms": p.latencyMs.p99,
    "max ms": p.latencyMs.max,
    "RSS MiB (mid→end)": `${p.rssMiB.middle}→${p.rssMiB.end}`,
    "RSS growth, last half %": p.memoryGrowthLastHalfPercent,
    "articles stored": p.articlesStoredDuring,
  })),
  [
    "errors count connection errors, timeouts and answers ≥ 400",
    `closed loop: p99 ${main.latencyMs.p99} ms (target ≤ 250), ${round(main.latencyMs.p99 / baseline.latencyMs.p99, 2)}× the baseline's p99; memory growth over the last half ${main.memoryGrowthLastHalfPercent}% (target ≤ 10)`,
    `5 connections: p50 ${light.latencyMs.p50} ms, p99 ${light.latencyMs.p99} ms at ${light.requestsPerSecond} req/s`,
    `closed-loop latency at ${connections} connections is mostly queueing: about ${connections} requests wait on one Node process (≈ ${round(1000 / main.requestsPerSecond, 1)} ms of server time each)`,
  ],
);
if (phases.some((p) => p.errors > 0)) process.exitCode = 1;
