// Merges what the benchmarks wrote to bench/results/*.json into bench/results/latest.json, with
// the date, the machine (CPU model, cores, memory, Node version) and the run's duration, and
// collects the headline figures (each with its target and the baseline measured in the same run)
// for the table `npm run bench` prints and docs/performance.md copies.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { root } from "./build-state.mjs";

const RESULTS = join(root, "bench", "results");

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(RESULTS, file), "utf8"));
  } catch {
    return null;
  }
}

const fixed = (value, digits = 2) => (typeof value === "number" && Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

/** Headline figures of the known results files: { area, figure, value, target, baseline, meets }. */
export function headlineFigures(results) {
  const out = [];
  const database = results.database;
  if (database) {
    for (const row of database.rows) {
      out.push({
        area: "database",
        figure: row.figure,
        value: `${row.value} ${row.unit}`,
        target: row.target,
        baseline: row.baseline === "" ? "" : `${row.baseline} ${row.unit} (${row["baseline is"]})`,
        meets: row["meets target"],
      });
    }
  }
  // Smaller rows (bench/rows.bench.mjs): this code against the code before it, both in the same run.
  const rows = results.rows;
  if (rows) {
    for (const row of rows.rows) {
      out.push({
        area: "rows",
        figure: row.figure,
        value: `${row.value} ${row.unit}`,
        target: row.target,
        baseline: row.baseline === "" ? "" : `${row.baseline} ${row.unit} (${row["baseline is"]})`,
        meets: row["meets target"],
      });
    }
  }
  const search = results.search;
  if (search) {
    const listing = search.baselines.keysetListing.p50;
    const bare = search.baselines.bareMatch.p50;
    for (const [kind, r] of Object.entries(search.kinds)) {
      out.push({
        area: "search",
        figure: `search p50/p99, ${kind}`,
        value: `${fixed(r.p50)} / ${fixed(r.p99)} ms`,
        target: `p50 ≤ ${search.target.p50}, p99 ≤ ${search.target.p99}`,
        baseline: `bare FTS5 MATCH newest 20: ${fixed(bare)} ms p50; keyset listing ${fixed(listing)} ms`,
        meets: r.meetsTarget,
      });
    }
  }
  const ingestion = results["ingestion-throughput"];
  if (ingestion) {
    const [pipeline, , , store, baseline] = ingestion.rows;
    out.push({
      area: "ingestion",
      figure: "ingestion items/s, one core (parse → classify → store)",
      value: `${pipeline.itemsPerSecond} items/s (${pipeline.itemsPerCpuSecond} per CPU s)`,
      target: "≥ 3000",
      baseline: `prepared INSERTs of the same rows: ${baseline.itemsPerSecond} items/s; store phase alone ${store.itemsPerSecond} items/s`,
      meets: pipeline.itemsPerSecond >= 3000,
    });
  }
  const parsing = results["parse-throughput"];
  if (parsing) {
    const floor = parsing.rows.find((row) => row.build === "floor");
    const mine = parsing.rows.filter((row) => row.build === "this build");
    const base = parsing.rows.filter((row) => row.build !== "floor" && row.build !== "this build");
    for (const row of mine) {
      const other = base.find((b) => b.stage === row.stage);
      const ratio = other ? other.cpuMs / row.cpuMs : null;
      out.push({
        area: "ingestion",
        figure: `feed reading items/CPU s, ${row.stage}`,
        value: `${row.itemsPerCpuSecond} items/CPU s${ratio === null ? "" : ` (${fixed(ratio)}× the baseline build)`}`,
        target: other ? "≥ 0.85× the baseline build" : "",
        baseline: other
          ? `${other.build}: ${other.itemsPerCpuSecond} items/CPU s`
          : `htmlparser2 tokenizing alone: ${floor?.itemsPerCpuSecond} items/CPU s`,
        meets: ratio === null ? "" : ratio >= 0.85,
      });
    }
  }
  const stories = results["story-grouping"];
  if (stories) {
    const [placement, , baseline] = stories.rows;
    out.push({
      area: "grouping",
      figure: "story placement of one new article among 50,000 recent (median)",
      value: `${placement.medianMs} ms (p99 ${placement.p99Ms})`,
      target: "≤ 2",
      baseline: `prepared INSERT of the same row: ${baseline.medianMs} ms`,
      meets: placement.medianMs <= 2,
    });
  }
  const cycle = results["ingestion-cycle-over-200-feeds"];
  if (cycle) {
    const [healthy, faulty] = cycle.rows;
    const ratio = faulty.healthyMs / healthy.healthyMs;
    out.push({
      area: "ingestion",
      figure: "ingestion cycle over 200 feeds, 20% misbehaving (healthy feeds stored)",
      value: `${fixed(faulty.healthyMs / 1000, 1)} s (${fixed(ratio)}×)`,
      target: "≤ 2× the healthy cycle",
      baseline: `the same cycle all healthy: ${fixed(healthy.healthyMs / 1000, 1)} s`,
      meets: ratio <= 2,
    });
  }
  const load = results.load;
  if (load) {
    const [busy, , quiet] = load.rows;
    out.push({
      area: "load",
      figure: "load with ingestion busy, 50 connections: p99 and memory growth over the last half",
      value: `p99 ${busy["p99 ms"]} ms, ${busy["req/s"]} req/s, RSS ${busy["RSS MiB (mid→end)"]} MiB (${busy["RSS growth, last half %"]}%)`,
      target: "p99 ≤ 250 ms, growth ≤ 10%",
      baseline: `ingestion on its schedule: p99 ${quiet["p99 ms"]} ms, ${quiet["req/s"]} req/s`,
      meets: busy["p99 ms"] <= 250 && busy["RSS growth, last half %"] <= 10,
    });
  }
  // Issue 28: first paint and bytes. Lighthouse figures are the median of each figure's runs.
  const lighthouse = results.lighthouse;
  if (lighthouse && Array.isArray(lighthouse.rows)) {
    for (const row of lighthouse.rows) {
      out.push({
        area: "web",
        figure: `Lighthouse mobile, ${row.page}: LCP / performance / TBT / CLS (median)`,
        value: `${row["LCP ms"]} ms / ${row.performance} / ${row["TBT ms"]} ms / ${row.CLS}`,
        target: "LCP ≤ 1200 ms, perf ≥ 98, TBT ≤ 50 ms, CLS ≤ 0.02",
        baseline: `FCP ${row["FCP ms"]} ms; runs: perf ${row["performance runs"] ?? "?"}, LCP ${row["LCP runs"] ?? "?"}`,
        meets: row["LCP ms"] <= 1200 && row.performance >= 98 && row["TBT ms"] <= 50 && row.CLS <= 0.02,
      });
    }
  }
  const weight = results["page-weight"];
  if (weight && Array.isArray(weight.rows)) {
    const first = weight.rows.find((row) => row.path === "/ultimo-dia");
    if (first) {
      out.push({
        area: "web",
        figure: "first-visit JavaScript of /ultimo-dia (gzip -9, every script the HTML names)",
        value: `${first["JS gzip -9 B"]} B in ${first.scripts} files`,
        target: "≤ 92000",
        baseline: "",
        meets: first["JS gzip -9 B"] <= 92_000,
      });
    }
    for (const row of weight.rows.filter((r) => r.path !== "/ultimo-dia")) {
      out.push({
        area: "web",
        figure: `HTML of the ${row.page} with its inlined CSS (gzip -9)`,
        value: `${row["HTML gzip -9 B"]} B (${row["inlined CSS B"]} B CSS inlined; ${row["blocking stylesheets"]} blocking stylesheets)`,
        target: row.page === "category window" ? "≤ 20000, no blocking stylesheet" : "no blocking stylesheet",
        baseline: "",
        meets: row["blocking stylesheets"] === 0 && (row.page !== "category window" || row["HTML gzip -9 B"] <= 20_000),
      });
    }
  }
  const further = results["further-routes"];
  if (further && Array.isArray(further.rows) && further.rows.length > 0) {
    const heaviest = further.rows.reduce((a, b) => (b["gzip -9 B"] > a["gzip -9 B"] ? b : a));
    out.push({
      area: "web",
      figure: "JavaScript a further route adds after /ultimo-dia (heaviest)",
      value: `${heaviest["gzip -9 B"]} B (${heaviest.route})`,
      target: "≤ 4096 each",
      baseline: "",
      meets: further.rows.every((row) => row["gzip -9 B"] <= 4096),
    });
  }
  const http = results.http;
  if (http && http.pages) {
    for (const [page, summary] of Object.entries(http.pages)) {
      if (typeof summary.hitVsExpress !== "number") continue;
      out.push({
        area: "web",
        figure: `cache hit ÷ express res.send of the same bytes, ${page}`,
        value: `${summary.hitVsExpress}×`,
        target: "≥ 0.8",
        baseline: "express res.send, same run",
        meets: summary.hitVsExpress >= 0.8,
      });
    }
  }
  const websub = results["websub-latency"];
  if (websub) {
    const row = (path) => websub.rows.find((r) => r.path === path);
    const pushed = row("websub");
    const polled = row("polling");
    if (pushed && polled) {
      out.push({
        area: "ingestion",
        figure: "publication → stored with WebSub, median of 20",
        value: `${pushed["median ms"]} ms`,
        target: "",
        baseline: `polling ${fixed(polled["median ms"] / 1000, 1)} s (same run, ${fixed(polled["median ms"] / pushed["median ms"], 0)}×)`,
        meets: "",
      });
    }
  }
  for (const [name, content] of Object.entries(results)) {
    const known = [
      "websub-latency",
      "database",
      "search",
      "ingestion-throughput",
      "parse-throughput",
      "story-grouping",
      "ingestion-cycle-over-200-feeds",
      "load",
      "listings-at-depth",
      "lighthouse",
      "page-weight",
      "further-routes",
    ];
    if (known.includes(name) || name.startsWith("database-space")) continue;
    if (!content || !Array.isArray(content.rows)) continue;
    out.push({
      area: name,
      figure: `${content.rows.length} rows (see latest.json: ${name})`,
      value: "",
      target: "",
      baseline: "",
      meets: "",
    });
  }
  return out;
}

/** Writes latest.json from every results file; returns it with its headline figures. */
export function mergeResults({ seconds, benches }) {
  const results = {};
  if (existsSync(RESULTS)) {
    for (const file of readdirSync(RESULTS).sort()) {
      if (!file.endsWith(".json") || file === "latest.json" || file.startsWith("corpus-")) continue;
      const content = readJson(file);
      if (content !== null) results[file.replace(/\.json$/, "")] = content;
    }
  }
  const figures = headlineFigures(results);
  const latest = {
    date: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model ?? "unknown",
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 1e9),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
    },
    durationSeconds: seconds,
    benches,
    figures,
    results,
  };
  writeFileSync(join(RESULTS, "latest.json"), `${JSON.stringify(latest, null, 2)}\n`);
  return latest;
}

/** The headline table. */
export function printFigures(figures) {
  if (figures.length === 0) return;
  console.log("\n## Figures against their targets (baselines from the same run)");
  console.table(
    figures.map((f) => ({
      figure: f.figure,
      value: f.value,
      target: f.target,
      meets: f.meets === "" ? "" : f.meets ? "yes" : "NO",
      baseline: f.baseline,
    })),
  );
}

/** The headline figures as a Markdown table (docs/performance.md copies it). */
export function markdownTable(latest) {
  const cell = (value) => String(value ?? "").replace(/\|/g, "\\|");
  const lines = [
    `Run of ${latest.date.slice(0, 16).replace("T", " ")} UTC on ${latest.machine.cpu} (${latest.machine.cores} cores, ${latest.machine.memoryGb} GB), Node ${latest.machine.node}; \`npm run bench\` took ${Math.floor(latest.durationSeconds / 60)} min ${latest.durationSeconds % 60} s.`,
    "",
    "| figure | value | target | meets | baseline (same run) |",
    "|---|---|---|---|---|",
  ];
  for (const f of latest.figures) {
    lines.push(
      `| ${cell(f.figure)} | ${cell(f.value)} | ${cell(f.target)} | ${f.meets === "" ? "" : f.meets ? "yes" : "**no**"} | ${cell(f.baseline)} |`,
    );
  }
  return lines.join("\n");
}

// `node scripts/bench-results.mjs --markdown`: the table of the last run in Markdown (figures
// recomputed from its results, so a change of this file's headline rules applies to old runs).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()) && process.argv.includes("--markdown")) {
  const latest = JSON.parse(readFileSync(join(RESULTS, "latest.json"), "utf8"));
  console.log(markdownTable({ ...latest, figures: headlineFigures(latest.results) }));
}
