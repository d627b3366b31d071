// One full ingestion cycle over 200 local feeds of which 20% misbehave (errors, rate limits, a
// hang, slow answers, broken XML, a gzip bomb, redirect loops), against the very same cycle with
// all feeds healthy, in the same run. The reader (this process) and the feed farm (a child
// process) run on different cores when `taskset` is available.
// Two figures per cycle: when every healthy feed is stored (what readers wait for; target: faulty
// ≤ 2× healthy), and when every feed has an outcome (bounded by the 30 s timeout of a hung feed).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { app, canPin, now, report, root, round } from "./support/common.mjs";

const FEEDS = Number(process.env.BENCH_FEEDS ?? 200);
const { openDatabase } = await app("db/database.server.js");
const { syncReferenceData } = await app("models/reference.server.js");
const { runIngestionCycle } = await app("ingest/scheduler.server.js");
const { createFetchAgents } = await app("ingest/fetch-agents.server.js");
const { createStoryGrouping } = await app("ingest/cluster/grouping.server.js");

// The state a composition root creates once: connection pools and story grouping.
const agents = createFetchAgents();
const grouping = createStoryGrouping();
const pino = (await import("pino")).default;

/** Starts the feed farm in its own process and resolves with its feeds. */
async function startFarm(mode) {
  const script = join(root, "bench", "support", "feed-farm.mjs");
  const pinned = canPin();
  const child = pinned
    ? spawn("taskset", ["-c", process.env.BENCH_SERVER_CPU ?? "1", process.execPath, script, mode, String(FEEDS)], {
        stdio: ["ignore", "pipe", "inherit"],
      })
    : spawn(process.execPath, [script, mode, String(FEEDS)], { stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`feed farm exited with ${code}`)));
    createInterface({ input: child.stdout }).once("line", resolve);
  });
  return { ...JSON.parse(line), stop: () => child.kill("SIGTERM") };
}

async function cycle(mode) {
  const farm = await startFarm(mode);
  const dir = mkdtempSync(join(tmpdir(), "rotativa-cycle-"));
  const database = await openDatabase(join(dir, "cycle.db"));
  try {
    // Four feeds per newspaper, one newspaper per loopback host.
    const papers = new Map();
    for (const feed of farm.feeds) {
      const host = new URL(feed.url).hostname;
      const slug = `diario-${host.split(".").pop()}`;
      if (!papers.has(slug)) papers.set(slug, { slug, name: slug, siteUrl: `http://${host}/`, homeDepartment: null, feeds: [] });
      papers.get(slug).feeds.push({ url: feed.url, category: null });
    }
    await syncReferenceData(database.db, [...papers.values()]);
    const healthy = new Set(farm.feeds.filter((feed) => feed.behaviour === "healthy").map((feed) => feed.url));
    let healthyDone = 0;
    let healthyAt = Number.NaN;
    const start = now();
    const summary = await runIngestionCycle(
      {
        db: database.db,
        log: pino({ level: "silent" }),
        grouping,
        fetchOptions: { userAgent: "Rotativa/bench (+http://127.0.0.1)", allowPrivate: true, agents },
        concurrency: 8,
        perHost: 2,
      },
      {
        onOutcome(outcome) {
          if (healthy.has(outcome.url) && outcome.status === "stored") {
            healthyDone += 1;
            if (healthyDone === healthy.size) healthyAt = now() - start;
          }
        },
      },
    );
    const total = now() - start;
    return { mode, feeds: summary.feeds, failed: summary.failed, articles: summary.inserted, healthyMs: healthyAt, totalMs: total };
  } finally {
    await database.close();
    farm.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const healthy = await cycle("healthy");
const faulty = await cycle("faulty");
await agents.close();
report(
  "Ingestion cycle over 200 feeds",
  [healthy, faulty].map((r) => ({ ...r, healthyMs: round(r.healthyMs), totalMs: round(r.totalMs) })),
  [
    `healthy feeds stored: faulty cycle ${round(faulty.healthyMs / healthy.healthyMs, 2)}× the healthy one (target ≤ 2×)`,
    `every feed with an outcome: faulty cycle ${round(faulty.totalMs / healthy.totalMs, 2)}× (the hung feeds end at the 30 s timeout)`,
    "concurrency 8, at most 2 per host, 50 loopback hosts, 30 items per feed",
  ],
);
