// Classification speed: CPU time of `classifyArticle` (category, departments and municipalities,
// story features: what ingestion's classify stage pays per item) over generated newsroom articles
// with their newspaper's home department, measured in one process against another build of
// Rotativa measured in the same run.
//
// The baseline is a compiled `dist/` named by BENCH_BASELINE_DIST. For issue 21 ("within 10 % of
// today's") it is main before the places merge (92712fb):
//   git archive 92712fb | tar -x -C /tmp/rotativa-base && ln -s "$PWD/node_modules" /tmp/rotativa-base/
//   (cd /tmp/rotativa-base && npx tsc -p tsconfig.server.json)
//   BENCH_BASELINE_DIST=/tmp/rotativa-base/dist npm run bench -- classify
// The printed ratio is this build's CPU time over the baseline's on the same items: ≤ 1.10 means
// "within 10 %". Builds run alternately, several rounds each (the JIT warmed first); the figure is
// the median round. Without a baseline only this build's figure is printed.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { app, cpuMs, now, report, round } from "./support/common.mjs";
import { generateItems, NEWSPAPERS } from "./support/corpus.mjs";

const ITEMS = Number(process.env.BENCH_CLASSIFY_ITEMS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_CLASSIFY_ROUNDS ?? 9);

const homeOf = new Map(NEWSPAPERS.map((paper) => [paper.slug, paper.homeDepartment ?? null]));
const inputs = generateItems(ITEMS, { seed: 7 }).map((item) => ({
  title: item.title,
  summary: item.summary,
  url: item.url,
  feedCategory: null,
  itemCategories: item.categories ?? [],
  newspaper: { slug: item.newspaper, homeDepartment: homeOf.get(item.newspaper) ?? null },
}));

const builds = [{ name: "this build", classify: (await app("ingest/classify/index.js")).classifyArticle }];
const baselineDist = process.env.BENCH_BASELINE_DIST;
if (baselineDist) {
  const path = join(baselineDist, "app", "ingest", "classify", "index.js");
  if (!existsSync(path)) throw new Error(`BENCH_BASELINE_DIST: no compiled classifier in ${baselineDist}`);
  builds.push({ name: `baseline (${baselineDist})`, classify: (await import(pathToFileURL(path).href)).classifyArticle });
}

/** Classifies every input once: CPU and wall milliseconds. */
function measure(classify) {
  globalThis.gc?.();
  const c = cpuMs();
  const t = now();
  for (const input of inputs) classify(input);
  return { cpu: cpuMs() - c, wall: now() - t };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const build of builds) {
  for (let i = 0; i < 2; i++) measure(build.classify);
  build.runs = [];
}
for (let r = 0; r < ROUNDS; r++) {
  const order = r % 2 === 0 ? builds : [...builds].reverse();
  for (const build of order) build.runs.push(measure(build.classify));
}

const rows = builds.map(({ name, runs }) => {
  const cpu = median(runs.map((run) => run.cpu));
  const wall = median(runs.map((run) => run.wall));
  return {
    build: name,
    items: inputs.length,
    cpuMs: round(cpu),
    wallMs: round(wall),
    cpuMsPer1000: round((cpu / inputs.length) * 1000, 1),
    itemsPerCpuSecond: round((inputs.length / cpu) * 1000, 0),
  };
});
const notes = [`${inputs.length} generated articles of ${NEWSPAPERS.length} newspapers (home departments set); median of ${ROUNDS} rounds`];
if (rows.length > 1) {
  const [mine, base] = rows;
  // Each round measures both builds one after the other: the median of the rounds' ratios is less
  // moved by a shared machine's load changing between rounds than the ratio of the medians.
  const [ours, theirs] = builds;
  const pairedRatio = median(ours.runs.map((run, r) => run.cpu / theirs.runs[r].cpu));
  notes.push(
    `classify costs ${round(pairedRatio, 3)}× the baseline's CPU time (median of the rounds' ratios; ratio of the medians ${round(mine.cpuMs / base.cpuMs, 3)}, of wall times ${round(mine.wallMs / base.wallMs, 3)}; target ≤ 1.10)`,
  );
} else {
  notes.push("no BENCH_BASELINE_DIST: only this build is measured");
}
report("Classification speed", rows, notes);
