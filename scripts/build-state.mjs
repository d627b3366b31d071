// Tells whether the compiled output is older than the sources, so `npm start` and `npm run cli`
// rebuild only when something changed (a fresh clone, a `git pull`, an edit).
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = dirname(dirname(fileURLToPath(import.meta.url)));

const SOURCES = ["app", "tools", "server.ts", "cli.ts", "remix.config.js", "tsconfig.json", "tsconfig.server.json", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when `outputs` are missing or older than any source file. */
export function isStale(outputs) {
  const sources = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  return outputs.some((output) => {
    const path = join(root, output);
    return !existsSync(path) || statSync(path).mtimeMs < sources;
  });
}
