// `npm run bench -- storm`: the search storm of issue 26 (bench/support/storm.mjs) on a generated
// corpus: 200 connections, each a different 12-term OR search (half by date), each from its own
// address, while cached pages are read at a steady pace; the cached pages alone first are the
// run's baseline. Targets: no 500; every answer a result within 2 s or a 503 within 100 ms;
// cached pages during the storm p99 ≤ 50 ms; resident memory growth ≤ 64 MB.
//
// Settings: BENCH_CORPUS_ARTICLES (100,000; smaller on a slow machine), STORM_CORPUS (a filled
// database to use instead), STORM_CONNECTIONS (200), STORM_SECONDS (20), STORM_TERMS (12), and
// STORM_BEFORE_ROOT: another checkout, built (`npm run build` there), stormed first in the same
// run with the same corpus and queries — the figure before a change, beside the one after.
import { ensureCorpus } from "./support/corpus-db.mjs";
import { report, root } from "./support/common.mjs";
import { runStorm } from "./support/storm.mjs";

const articles = Number(process.env.BENCH_CORPUS_ARTICLES ?? 100_000);
const corpus = process.env.STORM_CORPUS ?? ensureCorpus(articles).path;
const options = {
  corpus,
  connections: Number(process.env.STORM_CONNECTIONS ?? 200),
  seconds: Number(process.env.STORM_SECONDS ?? 20),
  terms: Number(process.env.STORM_TERMS ?? 12),
  log: (line) => console.log(line),
};

const runs = [];
if (process.env.STORM_BEFORE_ROOT) runs.push({ name: "before", appRoot: process.env.STORM_BEFORE_ROOT });
runs.push({ name: "after", appRoot: root });

const rows = [];
for (const run of runs) {
  const figures = await runStorm({ ...options, appRoot: run.appRoot });
  const { serverLog, ...shown } = figures;
  const failureLines = serverLog.split("\n").filter((line) => /"level":(50|60)/.test(line));
  const failures = failureLines.length;
  for (const line of failureLines.slice(0, 3)) console.log(`storm ${run.name}: logged ${line.slice(0, 600)}`);
  console.log(`storm ${run.name}: ${JSON.stringify(shown)}`);
  rows.push({
    version: run.name,
    "req/s": shown.requestsPerSecond,
    statuses: JSON.stringify(shown.statuses),
    "results p50/p99 ms": `${shown.resultsMs.p50}/${shown.resultsMs.p99}`,
    "results ≤ 2 s": `${shown.resultsMs.within2s}/${shown.resultsMs.count}`,
    "503 p99 ms": shown.shedMs.p99,
    "503 ≤ 100 ms": `${shown.shedMs.within100ms}/${shown.shedMs.count}`,
    "cached p99 ms (alone → storm)": `${shown.cachedBaselineMs.p99} → ${shown.cachedDuringMs.p99}`,
    "cached during storm / alone": Number((shown.cachedDuringMs.p99 / shown.cachedBaselineMs.p99).toFixed(1)),
    "RSS MiB ready → peak": `${shown.rssMiB.ready} → ${shown.rssMiB.peak} (+${shown.rssMiB.growth})`,
    "errors logged": failures,
  });
}
report("Search storm", rows, [
  `${options.connections} connections, ${options.terms}-term OR searches (half orden=recientes), ${options.seconds} s, each request from its own address; corpus ${corpus.split("/").pop()}`,
  "targets: 0 answers 500; results within 2 s or 503 within 100 ms; cached p99 ≤ 50 ms during the storm; RSS growth ≤ 64 MB",
]);
