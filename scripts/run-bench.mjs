// `npm run bench [-- <name>…]`: builds when stale, then runs every benchmark under bench/ (files
// named *.bench.mjs, which import the compiled app from dist/, and *.bench.ts, which import its
// TypeScript through tsx), or those whose name contains one of the arguments, one after the other,
// each in its own Node process. Each prints its figures as ratios against a baseline measured in
// the same run, and writes them to bench/results/. At the end every results file is merged into
// bench/results/latest.json (with the date, the machine and the run's duration) and the headline
// figures are printed next to their targets (scripts/bench-results.mjs). Never part of `npm test`:
// figures on a shared machine are not pass/fail.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { mergeResults, printFigures } from "./bench-results.mjs";
import { isStale, root } from "./build-state.mjs";

if (isStale(["build/index.js", "dist/server.js", "dist/tools/newsroom/newsroom.server.js"])) {
  console.error("bench: building…");
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const filters = process.argv.slice(2);
const benches = readdirSync(join(root, "bench"))
  .filter((file) => file.endsWith(".bench.mjs") || file.endsWith(".bench.ts"))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();
if (benches.length === 0) {
  console.error(`bench: nothing matches ${filters.join(", ")}`);
  process.exit(2);
}
const started = Date.now();
let failed = 0;
for (const file of benches) {
  console.log(`\n# ${file}`);
  const loader = file.endsWith(".ts") ? ["--import", "tsx"] : [];
  const run = spawnSync(process.execPath, ["--expose-gc", ...loader, join(root, "bench", file)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (run.status !== 0) {
    failed += 1;
    console.error(`bench: ${file} failed (exit ${run.status})`);
  }
}
const seconds = Math.round((Date.now() - started) / 1000);
const { figures } = mergeResults({ seconds, benches });
printFigures(figures);
console.log(
  `\nbench: ${benches.length} benchmarks in ${Math.floor(seconds / 60)} min ${seconds % 60} s; results in bench/results/latest.json`,
);
process.exit(failed === 0 ? 0 : 1);
