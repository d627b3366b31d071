import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type CorpusArticle, type CorpusNewspaper, type CorpusOptions, corpusBatches } from "../demo/corpus.js";
import type { Db } from "../db/schema.js";
import { countAllArticles, insertCorpusArticles } from "../models/corpus.server.js";
import { listNewspapers } from "../models/newspaper.server.js";
import { type CommandIO, progress, UsageError } from "./io.server.js";

/** Articles per transaction: big enough to amortise commits, small enough to show progress often. */
const TRANSACTION_SIZE = 10_000;

/**
 * The worker thread's module: compiled JavaScript beside this file, or (under tsx and vitest) the
 * TypeScript source, which the worker then loads through tsx.
 */
function startWorker(options: CorpusOptions): Worker {
  const compiled = new URL("./corpus-worker.server.js", import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled, { workerData: options });
  const source = new URL("./corpus-worker.server.ts", import.meta.url).href;
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData: options });
}

/**
 * The corpus's batches, generated (with each article's story features) in a worker thread: on a
 * machine with a second core, generation overlaps grouping and inserting. The worker is asked for
 * the next batch before this one is handed out, so one batch is always being made ahead.
 */
async function* batchesFromWorker(options: CorpusOptions): AsyncGenerator<CorpusArticle[]> {
  const worker = startWorker(options);
  const queue: (CorpusArticle[] | null)[] = [];
  const waiting: ((batch: CorpusArticle[] | null) => void)[] = [];
  let failure: unknown = null;
  worker.on("message", (batch: CorpusArticle[] | null) => {
    const wake = waiting.shift();
    if (wake) wake(batch);
    else queue.push(batch);
  });
  let finished = false;
  const stop = (error: unknown) => {
    failure ??= error;
    for (const wake of waiting.splice(0)) wake(null);
  };
  worker.on("error", stop);
  worker.on("exit", (code) => {
    if (!finished) stop(new Error(`the corpus worker stopped (exit code ${code})`));
  });
  const next = () =>
    new Promise<CorpusArticle[] | null>((resolve) => {
      if (queue.length > 0) resolve(queue.shift() ?? null);
      else if (failure) resolve(null);
      else waiting.push(resolve);
    });
  try {
    worker.postMessage("next");
    for (;;) {
      const batch = await next();
      if (failure) throw failure;
      if (batch === null) return;
      worker.postMessage("next");
      yield batch;
    }
  } finally {
    finished = true;
    await worker.terminate();
  }
}

/** What generate-corpus did. */
export interface CorpusSummary {
  articles: number;
  seconds: number;
  articlesPerSecond: number;
  /** Milliseconds of story grouping per article (ingestion's placement, batch by batch). */
  groupingMsPerArticle: number;
}

/**
 * `generate-corpus --articles N`: fills an empty database with N invented articles over a year
 * (the simulated newsroom's news, filed under the database's newspapers), in transactions of
 * TRANSACTION_SIZE, the search index kept by its triggers. Progress goes to a terminal only.
 */
export async function generateCorpusCommand(
  io: CommandIO,
  db: Db,
  options: { articles: number; seed: number; days: number; now?: number; inProcess?: boolean },
): Promise<CorpusSummary> {
  const existing = await countAllArticles(db);
  if (existing > 0) {
    throw new UsageError(`the database already holds ${existing} articles; generate-corpus fills an empty database (use --database <new file>)`);
  }
  const newspapers: CorpusNewspaper[] = (await listNewspapers(db)).map((n) => ({ id: n.id, slug: n.slug, homeDepartment: n.homeDepartment?.slug ?? null }));
  const now = options.now ?? Date.now();
  const show = progress(io);
  const started = performance.now();
  const pending: CorpusArticle[] = [];
  let stored = 0;
  let groupingMs = 0;
  const flush = async (batch: CorpusArticle[]) => {
    const done = await db.transaction().execute((trx) => insertCorpusArticles(trx, batch, now));
    stored += done.inserted;
    groupingMs += done.groupingMs;
    const seconds = (performance.now() - started) / 1000;
    show.update(`generando noticias… ${stored.toLocaleString("es-CO")} de ${options.articles.toLocaleString("es-CO")} (${Math.round(stored / seconds)}/s)`);
  };
  const corpusOptions: CorpusOptions = { articles: options.articles, seed: options.seed, days: options.days, end: now, newspapers };
  for await (const batch of options.inProcess ? corpusBatches(corpusOptions) : batchesFromWorker(corpusOptions)) {
    pending.push(...batch);
    while (pending.length >= TRANSACTION_SIZE) await flush(pending.splice(0, TRANSACTION_SIZE));
  }
  if (pending.length > 0) await flush(pending.splice(0));
  const seconds = (performance.now() - started) / 1000;
  show.done(`${stored.toLocaleString("es-CO")} noticias en ${seconds.toFixed(1)} s`);
  return { articles: stored, seconds: Number(seconds.toFixed(1)), articlesPerSecond: Math.round(stored / Math.max(seconds, 0.001)),
    groupingMsPerArticle: Number((groupingMs / Math.max(1, stored)).toFixed(3)),
  };
}
