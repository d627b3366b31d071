// The pages the web benchmarks (http, lighthouse) measure, on a generated corpus.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root } from "./common.mjs";

/** The generated corpus, cached under bench/results/ (the shared helper when there is one). */
export async function corpus(articles) {
  const shared = join(root, "bench", "support", "corpus-db.mjs");
  if (existsSync(shared)) return (await import(shared)).ensureCorpus(articles).path;
  const path = join(root, "bench", "results", `http-corpus-${articles}.db`);
  if (existsSync(path)) return path;
  const partial = `${path}.partial`;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(partial + suffix, { force: true });
  console.log(`generating a corpus of ${articles} articles (cached in bench/results/)…`);
  const run = spawnSync(
    process.execPath,
    [join(root, "dist", "cli.js"), "generate-corpus", "--articles", String(articles), "--database", partial],
    {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn" },
    },
  );
  if (run.status !== 0) throw new Error("generate-corpus failed");
  renameSync(partial, path);
  return path;
}

/** A recent article with a picture, the category with most articles in the last day, and a common search word. */
export function pickPages(path) {
  const script = `const D=require("better-sqlite3");const db=new D(process.argv[1],{readonly:true});
const newest=db.prepare("select id,published_at from articles order by published_at desc limit 1").get();
const pictured=db.prepare("select id from articles where image_url is not null order by published_at desc limit 1").get();
const top=db.prepare("select category_slug s,count(*) n from articles where published_at>? group by 1 order by 2 desc limit 1").get(newest.published_at-86400000);
console.log(JSON.stringify({article:(pictured??newest).id,category:top.s}));`;
  const found = JSON.parse(execFileSync(process.execPath, ["-e", script, path], { cwd: root, encoding: "utf8" }));
  return [
    { name: "front page", path: "/", cached: true },
    { name: "category window", path: `/categorias/${found.category}/ultimo-dia`, cached: true },
    { name: "article", path: `/articulos/${found.article}`, cached: true },
    { name: "search", path: "/busqueda?q=gobierno", cached: false },
  ];
}

/**
 * The newest article with no picture: on a phone an article's lead picture is its largest paint,
 * fetched from the newspaper's host; without one the headline is. The Lighthouse bench measures both.
 */
export function articleWithoutPicture(path) {
  const script = `const D=require("better-sqlite3");const db=new D(process.argv[1],{readonly:true});
console.log(db.prepare("select id from articles where image_url is null order by published_at desc limit 1").get()?.id ?? "");`;
  const id = execFileSync(process.execPath, ["-e", script, path], { cwd: root, encoding: "utf8" }).trim();
  return id ? { name: "article, no picture", path: `/articulos/${id}`, cached: true } : null;
}

/** The environment of the compiled server for a benchmark: production, the corpus, no ingestion, no search limit. */
export function appEnv(database, port, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_PATH: database,
    INGEST: "off",
    COOKIE_SECRET: "bench-secret-bench-secret-bench-secret",
    SEARCH_RATE_LIMIT: "0",
    ...extra,
  };
}
