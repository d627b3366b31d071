// `npm run bench [-- <name>…]`: runs every benchmark in bench/ (files named *.bench.ts), or the
// named ones, one after another in its own Node process (TypeScript through tsx: benchmarks import
// the app's modules directly). Never part of `npm test`. Results go to stdout and bench/results/.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { root } from "./build-state.mjs";

const wanted = process.argv.slice(2);
const benches = readdirSync(join(root, "bench"))
  .filter((name) => name.endsWith(".bench.ts"))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.startsWith(w)))
  .sort();
if (benches.length === 0) {
  console.error(`rotativa bench: nothing matches ${wanted.join(", ") || "bench/*.bench.ts"}`);
  process.exit(2);
}
let failed = false;
for (const name of benches) {
  process.stdout.write(`\n== ${name}\n`);
  const result = spawnSync(process.execPath, ["--import", "tsx", join(root, "bench", name)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
