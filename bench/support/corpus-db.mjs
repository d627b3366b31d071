// Generated corpora (`cli generate-corpus`) shared by the benchmarks and cached under
// bench/results/ (git-ignored): bench/results/corpus-<version>-<articles>.db, where the version is
// a hash of everything that decides what the corpus holds (the generator, the corpus insertion and
// story placement, the schema's migrations, the reference data). A second `npm run bench` reuses
// the file; a change to any of those sources makes a new one and removes older versions of the
// same size. A corpus is written under a temporary name and renamed when complete, so an
// interrupted generation is never mistaken for a corpus. Its generation figures (articles/s,
// grouping ms per article) are kept beside it in a .json file.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./common.mjs";

const RESULTS = join(root, "bench", "results");

/** Sources whose change changes the corpus (files, or directories taken whole). */
const INPUTS = [
  "tools/newsroom",
  "app/models/corpus.server.ts",
  "app/models/story.server.ts",
  "app/ingest/cluster",
  "app/db/migrations.server.ts",
  "app/db/engine",
  "app/data",
  "app/db/sqlite-functions.server.ts",
  "app/text/analyze.ts",
  "app/text/spanish.ts",
  "app/text/spelling.ts",
];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => files(join(path, entry)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

/** A short hash of the corpus's inputs. */
export function corpusVersion() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      hash.update(file.slice(root.length));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex").slice(0, 10);
}

/**
 * Runs `cli generate-corpus` of the code at `codeRoot` (this checkout, or another commit's built
 * beside it) into `path`; returns the CLI's JSON summary.
 */
export function runGenerateCorpus(codeRoot, articles, path) {
  const run = spawnSync(
    process.execPath,
    [join(codeRoot, "scripts", "run-cli.mjs"), "generate-corpus", "--articles", String(articles), "--database", path],
    {
      cwd: codeRoot,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn" },
      encoding: "utf8",
    },
  );
  if (run.status !== 0) throw new Error(`generate-corpus failed (exit ${run.status})`);
  return JSON.parse(run.stdout.trim().split("\n").pop());
}

/**
 * The path of a complete corpus of `articles` articles, generating it first when this version has
 * none. Resolves with { path, generated, generation } (generation: the CLI's JSON summary, from
 * this run or from the run that made the cached file).
 */
export function ensureCorpus(articles, { log = console.log } = {}) {
  mkdirSync(RESULTS, { recursive: true });
  const version = corpusVersion();
  const path = join(RESULTS, `corpus-${version}-${articles}.db`);
  const summaryPath = `${path}.json`;
  if (existsSync(path) && existsSync(summaryPath)) {
    return { path, version, generated: false, generation: JSON.parse(readFileSync(summaryPath, "utf8")) };
  }
  // Older versions of this size: never read again.
  for (const file of readdirSync(RESULTS)) {
    if (new RegExp(`^corpus-[0-9a-f]+-${articles}(\\.partial)?\\.db`).test(file)) rmSync(join(RESULTS, file), { force: true });
  }
  const partial = join(RESULTS, `corpus-${version}-${articles}.partial.db`);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(partial + suffix, { force: true });
  log(`generating a corpus of ${articles.toLocaleString("en")} articles (version ${version}; cached for later runs)…`);
  const summary = runGenerateCorpus(root, articles, partial);
  // One file, compact: the WAL folded in, and the pages rewritten in order (what a backup restores).
  const vacuum = spawnSync(
    process.execPath,
    [
      "-e",
      `const D=require("better-sqlite3");const db=new D(process.argv[1]);db.pragma("journal_mode = delete");db.exec("vacuum");db.close();`,
      partial,
    ],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (vacuum.status !== 0) throw new Error("vacuum of the corpus failed");
  renameSync(partial, path);
  writeFileSync(summaryPath, `${JSON.stringify({ ...summary, database: path, version }, null, 2)}\n`);
  return { path, version, generated: true, generation: summary };
}
