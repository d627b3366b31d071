// Shared by the benchmarks: where the compiled app lives, timing helpers and the report format.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Imports a compiled module of the app (`dist/app/...`, built by `npm run build`). */
export function app(path) {
  return import(pathToFileURL(join(root, "dist", "app", path)).href);
}

/** Imports a compiled module of the tools around the app (`dist/tools/...`: the simulated newsroom). */
export function tool(path) {
  return import(pathToFileURL(join(root, "dist", "tools", path)).href);
}

/** Milliseconds since an arbitrary origin, with sub-millisecond precision. */
export const now = () => performance.now();

/** CPU time (user + system) of this process in milliseconds. */
export const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Value at quantile q (0..1) of a list of numbers. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Whether `taskset` can pin processes to cores here (Linux, util-linux). */
export function canPin() {
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Prints a titled table of rows (objects with the same keys) and keeps it for the results file. */
export function report(title, rows, notes = []) {
  console.log(`\n## ${title}`);
  console.table(rows);
  for (const note of notes) console.log(`- ${note}`);
  const dir = join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(
    dir,
    `${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}.json`,
  );
  writeFileSync(file, `${JSON.stringify({ title, at: new Date().toISOString(), rows, notes }, null, 2)}\n`);
}

/** A number rounded for display. */
export const round = (value, digits = 1) => Number(value.toFixed(digits));
