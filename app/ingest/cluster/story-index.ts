/*
 * The story index: what placing an article reads about the articles around it, held in memory.
 * It mirrors the story tables (features and posting keys of each article, its story, the day counts
 * of terms) for a span of publication times, so that placing a batch needs no reads when the span
 * is already held. Pure: app/models/story.server.ts fills it from the database, decides which state
 * of the database it mirrors (the story lock's token) and writes what placement adds.
 */
import { type PlacedFacts, parseStoredFeatures } from "./stored-features.js";

const DAY = 86_400_000;

/** The UTC day of an epoch time, as the day counts are kept. */
export const dayOf = (epochMs: number): number => Math.floor(epochMs / DAY);

/** The days whose statistics weigh an article's terms: the two before its own, its own and the next. */
export const STATS_DAYS = { before: 2, after: 1 } as const;

/**
 * The widest span of publication times the index holds. A batch needs its own times ± the
 * grouping window; the index keeps what earlier batches loaded while it stays this narrow, and
 * starts again from what the batch needs beyond it (memory stays bounded by a few days of news).
 */
export const MAX_INDEX_SPAN_MS = 10 * DAY;

/**
 * How far past what a batch needs the index reads when it extends forward: news arrives in time
 * order, so the next batches need the next hours, and reading a day ahead spares a read per batch.
 */
export const INDEX_READ_AHEAD_MS = DAY;

/** Per (term, day) article counts: the statistics that weigh terms. */
export class DayCounts {
  private readonly counts = new Map<string, Map<number, number>>();

  add(term: string, day: number, n = 1): void {
    let days = this.counts.get(term);
    if (!days) {
      days = new Map();
      this.counts.set(term, days);
    }
    days.set(day, (days.get(day) ?? 0) + n);
  }

  /** The count of a term over the statistics days of an article published on `day`. */
  around(term: string, day: number): number {
    const days = this.counts.get(term);
    if (!days) return 0;
    let total = 0;
    for (let d = day - STATS_DAYS.before; d <= day + STATS_DAYS.after; d += 1) total += days.get(d) ?? 0;
    return total;
  }

  clear(): void {
    this.counts.clear();
  }
}

/** An article the index found a key in. */
export interface Posting {
  id: number;
  publishedAt: number;
}

interface IndexedArticle {
  id: number;
  /** Null for an article not placed yet (stored before story grouping existed). */
  story: number | null;
  newspaperId: number;
  publishedAt: number;
  /** The stored features, parsed on first use; null when none are kept (pruned, or never placed). */
  stored: string | null;
  facts: PlacedFacts | null;
}

/** A placed article as the index holds it (see StoryIndex.placed). */
export interface IndexedPlacement {
  readonly id: number;
  readonly story: number;
  readonly newspaperId: number;
  readonly publishedAt: number;
  readonly facts: PlacedFacts;
}

/** What a batch reads: articles published in [from, to], and day counts of days [firstDay, lastDay] (inclusive). */
export interface IndexSpan {
  from: number;
  to: number;
  firstDay: number;
  lastDay: number;
}

/** Inclusive ranges the index must read from the database to cover a span. */
export interface IndexLoad {
  articles: [number, number][];
  days: [number, number][];
}

/** An article as the database stores it, for loading. */
export interface StoredArticle {
  id: number;
  story: number | null;
  newspaperId: number;
  publishedAt: number;
  /** story_features.features and .keys; null when the article has no features row. */
  features: string | null;
  keys: string | null;
}

/** An article placed by this process, with what it is found by. */
export interface PlacedEntry {
  id: number;
  story: number;
  newspaperId: number;
  publishedAt: number;
  facts: PlacedFacts;
  keys: readonly string[];
}

/**
 * The articles of a span of time as placement sees them: features, postings, stories and day
 * counts. Covers one contiguous span, extended as batches need and started afresh when it would
 * grow wider than MAX_INDEX_SPAN_MS.
 */
export class StoryIndex {
  private readonly articles = new Map<number, IndexedArticle>();
  private readonly postings = new Map<string, Posting[]>();
  /** Story → the ids of its articles within the span. */
  private readonly members = new Map<number, number[]>();
  readonly counts = new DayCounts();
  private span: IndexSpan | null = null;

  /** The span held, or null when empty. */
  get covered(): Readonly<IndexSpan> | null {
    return this.span;
  }

  /** How many articles the index holds. */
  get size(): number {
    return this.articles.size;
  }

  /** Whether the index holds anything older than `time` or day statistics before `day` (what a prune removed). */
  reaches(time: number, day: number): boolean {
    return this.span !== null && (this.span.from < time || this.span.firstDay < day);
  }

  /** Forgets everything. */
  reset(): void {
    this.articles.clear();
    this.postings.clear();
    this.members.clear();
    this.counts.clear();
    this.span = null;
  }

  /**
   * What must be read for the index to cover `need`, and marks it covered: the caller loads those
   * ranges (loadArticle, counts.add) before using the index. Starts afresh when the union would be
   * wider than MAX_INDEX_SPAN_MS.
   */
  extend(need: IndexSpan): IndexLoad {
    const held = this.span;
    if (held && Math.max(held.to, need.to) - Math.min(held.from, need.from) > MAX_INDEX_SPAN_MS) this.reset();
    const span = this.span;
    if (!span) {
      this.span = { ...need, to: need.to + INDEX_READ_AHEAD_MS, lastDay: need.lastDay + INDEX_READ_AHEAD_MS / DAY };
      return { articles: [[need.from, this.span.to]], days: [[need.firstDay, this.span.lastDay]] };
    }
    const load: IndexLoad = { articles: [], days: [] };
    const to = need.to > span.to ? need.to + INDEX_READ_AHEAD_MS : span.to;
    const lastDay = need.lastDay > span.lastDay ? need.lastDay + INDEX_READ_AHEAD_MS / DAY : span.lastDay;
    if (need.from < span.from) load.articles.push([need.from, span.from - 1]);
    if (to > span.to) load.articles.push([span.to + 1, to]);
    if (need.firstDay < span.firstDay) load.days.push([need.firstDay, span.firstDay - 1]);
    if (lastDay > span.lastDay) load.days.push([span.lastDay + 1, lastDay]);
    this.span = { from: Math.min(span.from, need.from), to, firstDay: Math.min(span.firstDay, need.firstDay), lastDay };
    return load;
  }

  /** Adds an article read from the database (within a range extend asked for). */
  loadArticle(row: StoredArticle): void {
    this.articles.set(row.id, {
      id: row.id,
      story: row.story,
      newspaperId: row.newspaperId,
      publishedAt: row.publishedAt,
      stored: row.features,
      facts: null,
    });
    if (row.story !== null) this.join(row.story, row.id);
    if (row.features !== null && row.keys) {
      const posting = { id: row.id, publishedAt: row.publishedAt };
      for (const key of JSON.parse(row.keys) as string[]) this.post(key, posting);
    }
  }

  /** Adds an article placed by this process. */
  place(entry: PlacedEntry): void {
    this.articles.set(entry.id, {
      id: entry.id,
      story: entry.story,
      newspaperId: entry.newspaperId,
      publishedAt: entry.publishedAt,
      stored: null,
      facts: entry.facts,
    });
    this.join(entry.story, entry.id);
    const posting = { id: entry.id, publishedAt: entry.publishedAt };
    for (const key of entry.keys) this.post(key, posting);
  }

  /** Moves the articles of story `absorbed` into story `into`. */
  merge(absorbed: number, into: number): void {
    const ids = this.members.get(absorbed);
    if (!ids) return;
    this.members.delete(absorbed);
    for (const id of ids) {
      const article = this.articles.get(id);
      if (article) article.story = into;
      this.join(into, id);
    }
  }

  /** The articles found by a key, in no particular order. */
  postingsOf(key: string): readonly Posting[] | undefined {
    return this.postings.get(key);
  }

  /** A placed article with what decisions compare, or null when it is unknown, unplaced or has no features. */
  placed(id: number): IndexedPlacement | null {
    const article = this.articles.get(id);
    if (!article || article.story === null) return null;
    if (!article.facts) {
      if (article.stored === null) return null;
      article.facts = parseStoredFeatures(article.stored);
      article.stored = null;
    }
    return article as IndexedPlacement;
  }

  /** The articles of a story within the span: their ids and when they were published. */
  storyArticles(story: number): { id: number; publishedAt: number }[] {
    const articles: { id: number; publishedAt: number }[] = [];
    for (const id of this.members.get(story) ?? []) {
      const article = this.articles.get(id);
      if (article) articles.push({ id, publishedAt: article.publishedAt });
    }
    return articles;
  }

  private join(story: number, id: number): void {
    const ids = this.members.get(story);
    if (ids) ids.push(id);
    else this.members.set(story, [id]);
  }

  private post(key: string, posting: Posting): void {
    const list = this.postings.get(key);
    if (list) list.push(posting);
    else this.postings.set(key, [posting]);
  }
}

/**
 * The ids of the `limit` highest scores, best first (ties: the higher id first): what sorting all
 * of them would give, without sorting hundreds of weak candidates (placement ranks candidates so).
 */
export function topScores(scores: ReadonlyMap<number, number>, limit: number): number[] {
  const ids: number[] = [];
  const values: number[] = [];
  scores.forEach((score, id) => {
    const last = ids.length - 1;
    if (ids.length === limit && (score < (values[last] as number) || (score === values[last] && id < (ids[last] as number)))) return;
    let at = ids.length < limit ? ids.length : last;
    // Shift the weaker entries down, then put this one in its place.
    while (at > 0 && (score > (values[at - 1] as number) || (score === values[at - 1] && id > (ids[at - 1] as number)))) {
      if (at < limit) {
        ids[at] = ids[at - 1] as number;
        values[at] = values[at - 1] as number;
      }
      at -= 1;
    }
    ids[at] = id;
    values[at] = score;
  });
  return ids;
}

/**
 * Indexes by the database state they mirror (the story lock's token). A token is random and
 * replaced by every change of the story tables, so an index found under the current token is
 * exact, whichever handle or transaction asks; an index is taken out while a transaction uses it
 * and put back under the token that transaction writes, so an index of a transaction that rolled
 * back is never found again. Least recently used indexes are dropped beyond `capacity`.
 */
export class StoryIndexRegistry {
  private readonly indexes = new Map<string, StoryIndex>();

  constructor(private readonly capacity = 4) {}

  /** The index of the state named by `token`, removed from the registry; null when none is held. */
  take(token: string): StoryIndex | null {
    const index = this.indexes.get(token) ?? null;
    this.indexes.delete(token);
    return index;
  }

  /** Keeps `index` as the mirror of the state named by `token`. */
  put(token: string, index: StoryIndex): void {
    this.indexes.delete(token);
    this.indexes.set(token, index);
    while (this.indexes.size > this.capacity) this.indexes.delete(this.indexes.keys().next().value as string);
  }

  get size(): number {
    return this.indexes.size;
  }
}
