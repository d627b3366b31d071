import { type CorpusArticle, type CorpusNewspaper, corpusBatches } from "./corpus.js";
import type { Db } from "../../app/db/schema.js";
import type { StoryGrouping } from "../../app/ingest/cluster/grouping.server.js";
import { countAllArticles, insertCorpusArticles } from "../../app/models/corpus.server.js";
import { listNewspapers } from "../../app/models/newspaper.server.js";
import { type CommandIO, progress, UsageError } from "../../app/cli/io.server.js";

/** Articles per transaction: big enough to amortise commits, small enough to show progress often. */
const TRANSACTION_SIZE = 10_000;

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
  grouping: Pick<StoryGrouping, "placeNew">,
  options: { articles: number; seed: number; days: number; now?: number },
): Promise<CorpusSummary> {
  const existing = await countAllArticles(db);
  if (existing > 0) {
    throw new UsageError(
      `the database already holds ${existing} articles; generate-corpus fills an empty database (use --database <new file>)`,
    );
  }
  const newspapers: CorpusNewspaper[] = (await listNewspapers(db)).map((n) => ({
    id: n.id,
    slug: n.slug,
    homeDepartment: n.homeDepartment?.slug ?? null,
  }));
  const now = options.now ?? Date.now();
  const show = progress(io);
  const started = performance.now();
  const pending: CorpusArticle[] = [];
  let stored = 0;
  let groupingMs = 0;
  const flush = async (batch: CorpusArticle[]) => {
    const done = await db.transaction().execute((trx) => insertCorpusArticles(trx, batch, now, grouping.placeNew));
    stored += done.inserted;
    groupingMs += done.groupingMs;
    const seconds = (performance.now() - started) / 1000;
    show.update(
      `generando noticias… ${stored.toLocaleString("es-CO")} de ${options.articles.toLocaleString("es-CO")} (${Math.round(stored / seconds)}/s)`,
    );
  };
  for (const batch of corpusBatches({ articles: options.articles, seed: options.seed, days: options.days, end: now, newspapers })) {
    pending.push(...batch);
    while (pending.length >= TRANSACTION_SIZE) await flush(pending.splice(0, TRANSACTION_SIZE));
  }
  if (pending.length > 0) await flush(pending.splice(0));
  const seconds = (performance.now() - started) / 1000;
  show.done(`${stored.toLocaleString("es-CO")} noticias en ${seconds.toFixed(1)} s`);
  return {
    articles: stored,
    seconds: Number(seconds.toFixed(1)),
    articlesPerSecond: Math.round(stored / Math.max(seconds, 0.001)),
    groupingMsPerArticle: Number((groupingMs / Math.max(1, stored)).toFixed(3)),
  };
}
