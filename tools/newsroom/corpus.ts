/*
 * A large, realistic corpus of invented articles for benchmarks and local work (`cli
 * generate-corpus`). The news itself comes from the simulated newsroom's generator (Spanish
 * headlines and summaries, every category, places in every department, shared events covered by
 * several newspapers); this module only replays it over a period and files each item under one of
 * the database's own newspapers. Pure and deterministic: the same options give the same corpus.
 */
import { DEMO_NEWSPAPERS } from "./catalog.js";
import { type GeneratedItem, LOOKBACK_MINUTES, MINUTE_MS, NewsGenerator } from "./news-generator.js";
import { hashString } from "./random.js";
import type { CorpusArticle } from "../../app/models/corpus.server.js";

/** A newspaper of the database, as the corpus files articles under it. */
export interface CorpusNewspaper {
  id: number;
  slug: string;
  homeDepartment: string | null;
}

/** What to generate. */
export interface CorpusOptions {
  articles: number;
  seed: number;
  /** The corpus spans this many days… */
  days: number;
  /** …ending at this time (epoch ms). */
  end: number;
  newspapers: readonly CorpusNewspaper[];
}

/** One article of the corpus: the shape app/models/corpus.server.ts inserts. */
export type { CorpusArticle };

/** Corpus URLs live on a reserved .invalid domain: no corpus article can ever point to a real site. */
export const CORPUS_BASE_URL = "https://corpus.rotativa.invalid";

/** How much generator time one step of replay covers (what a feed shows at once: three days). */
const STEP_MS = LOOKBACK_MINUTES * MINUTE_MS;

/** The generator's newspapers that publish news (the misbehaving-only ones exist to break feeds). */
const VOICES = DEMO_NEWSPAPERS.filter((n) => !n.misbehavingOnly);

/**
 * Chooses the database newspaper an item is filed under: a regional voice's items go to the
 * newspapers of the same department; national items go to a national newspaper or to a regional
 * one of a department the item is about, so every newspaper gets articles about its region.
 */
export function newspaperFor(item: GeneratedItem, voiceHome: string | null, newspapers: readonly CorpusNewspaper[]): CorpusNewspaper {
  const pick = (candidates: readonly CorpusNewspaper[]) => candidates[hashString(item.url) % candidates.length] as CorpusNewspaper;
  if (voiceHome !== null) {
    const local = newspapers.filter((n) => n.homeDepartment === voiceHome);
    if (local.length > 0) return pick(local);
  }
  const candidates = newspapers.filter((n) => n.homeDepartment === null || item.departments.includes(n.homeDepartment));
  return pick(candidates.length > 0 ? candidates : newspapers);
}

/**
 * The corpus, in batches of articles in publication order. The generator publishes about 2,900
 * articles a day; its time is scaled so that `articles` articles fill `days` days ending at `end`.
 */
export function* corpusBatches(options: CorpusOptions): Generator<CorpusArticle[]> {
  if (options.newspapers.length === 0) throw new Error("the database has no newspapers (run sync-sources)");
  const generator = new NewsGenerator({ seed: options.seed, baseUrl: CORPUS_BASE_URL });
  const spanMs = Math.max(1, options.days) * 24 * 3_600_000;
  // Generator time starts at a fixed minute so that the corpus does not depend on the clock.
  const origin = Math.floor(Date.UTC(2024, 0, 1) / MINUTE_MS) * MINUTE_MS;
  let scale: number | null = null;
  let produced = 0;
  for (let step = 1; produced < options.articles; step += 1) {
    const now = origin + step * STEP_MS;
    const items: { item: GeneratedItem; home: string | null }[] = [];
    for (const voice of VOICES) {
      for (const item of generator.feedItems(voice.slug, null, now, Number.MAX_SAFE_INTEGER)) {
        if (item.publishedAt < now - STEP_MS) break;
        items.push({ item, home: voice.homeDepartment });
      }
    }
    items.sort((a, b) => a.item.publishedAt - b.item.publishedAt || a.item.url.localeCompare(b.item.url));
    // The first step measures the generator's pace; the scale then stays fixed.
    scale ??= spanMs / ((options.articles / Math.max(1, items.length)) * STEP_MS);
    const start = options.end - spanMs;
    const batch: CorpusArticle[] = [];
    for (const { item, home } of items) {
      if (produced >= options.articles) break;
      const publishedAt = Math.min(options.end, Math.round(start + (item.publishedAt - origin) * scale));
      batch.push({
        url: item.url,
        guid: item.guid,
        newspaperId: newspaperFor(item, home, options.newspapers).id,
        title: item.title,
        summary: item.summary,
        author: item.author,
        imageUrl: item.image?.url ?? null,
        category: item.category,
        departments: item.departments,
        publishedAt,
      });
      produced += 1;
    }
    yield batch;
  }
}
