/*
 * Story placement, pure but for yielding to the event loop: given the articles around a batch
 * (a StoryIndex) it reads each arriving article's features, weighs its terms by the statistics of
 * the days around it, finds candidates by shared keys and decides its story, in id order, the
 * batch's earlier articles included. grouping.server.ts feeds it from the database and writes
 * what it decided (toPlacementWrite).
 */
import type { PlacementWrite, StoryArrival } from "../../models/story.server.js";
import { type Arrival, decideStory, GROUPING_RULES, type PlacedArticle, UNGROUPED_CATEGORIES } from "./decide.js";
import {
  type ReadStoryFeatures,
  statisticsKeys,
  type StoryFeatures,
  storyFeatures,
  TERM_ENTITY,
  TERM_NUMBER,
  TERM_TITLE,
} from "./features.js";
import { type HeadlineFacts, type TermStats, weighTerms, type WeightedTerms } from "./similarity.js";
import { type PlacedFacts, serialiseFeatures } from "./stored-features.js";
import { type DayCounts, dayOf, type IndexedPlacement, type StoryIndex, topScores } from "./story-index.js";

/** Placements between two yields to the event loop (see yieldToEventLoop). */
const YIELD_EVERY = 50;

/** An article arriving for placement, with the story features the classifier may have read. */
export type PlacementArrival = StoryArrival<ReadStoryFeatures>;

/**
 * Lets timers and sockets run in the middle of a long placement. Placing a big batch is CPU work
 * in one transaction; the web server and the fetches of the scheduler share the thread and must
 * not stall for its whole length. The connection stays with this transaction meanwhile.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** FNV-1a of a headline, so an identical headline is one exact key of bounded length. */
function titleHash(titleKey: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < titleKey.length; i += 1) {
    hash ^= titleKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `=${hash.toString(36)}`;
}

/**
 * The day keys of a headline: the dates it names, and each weekday with each department it names.
 * Daily items (pico y placa, lottery results) are told with the same common words every day and
 * are found by their day instead.
 */
function dayKeys(features: StoryFeatures): string[] {
  const keys = features.dates.map((date) => `@${date}`);
  for (const weekday of features.weekdays) for (const place of features.places) keys.push(`@${weekday}|${place}`);
  return keys;
}

/** The keys an article is found by: its title's terms, its names and figures, its dates and its exact headline. */
function postingKeys(features: StoryFeatures): string[] {
  const keys = [...features.terms].filter(([, flags]) => flags & (TERM_TITLE | TERM_ENTITY | TERM_NUMBER)).map(([term]) => term);
  keys.push(...dayKeys(features));
  if (features.titleWords >= GROUPING_RULES.exactTitleMinWords) keys.push(titleHash(features.titleKey));
  return keys;
}

/** An arrival with what placement computed for it. */
export interface Prepared {
  arrival: PlacementArrival;
  features: StoryFeatures;
  /** What later articles compare it by, in the shape the index keeps for every placed article. */
  placed: PlacedFacts;
  terms: WeightedTerms;
  rare: Set<string>;
  day: number;
  /** Keys this article searches by (rare enough), with their weights. */
  searchKeys: Map<string, number>;
  /** Keys other articles will find it by. */
  postKeys: string[];
  /** Candidate ids, best first. */
  candidates: number[];
}

interface Posting {
  id: number;
  publishedAt: number;
}

/** Where a batch's articles went: each one's story, and the stories merged into others. */
export interface Placement {
  stories: Map<number, number>;
  mergedInto: Map<number, number>;
}

/** The story a story ended in after the merges of a batch. */
export function resolved(mergedInto: ReadonlyMap<number, number>, story: number): number {
  let current = story;
  for (let next = mergedInto.get(current); next !== undefined; next = mergedInto.get(current)) current = next;
  return current;
}

/** The story features of each arrival: those read with its classification when they are of these texts. */
export async function readFeatures(items: readonly PlacementArrival[]): Promise<StoryFeatures[]> {
  const features: StoryFeatures[] = [];
  for (const [position, arrival] of items.entries()) {
    if (position > 0 && position % YIELD_EVERY === 0) await yieldToEventLoop();
    const { story } = arrival;
    features.push(story && story.title === arrival.title && story.summary === arrival.summary ? story.features : storyFeatures(arrival));
  }
  return features;
}

/**
 * Weights and search keys of each arrival, in id order: each article sees the statistics of the
 * days around it as stored before it plus the batch's earlier articles (the counts are updated as
 * it goes, as the database will be).
 */
export async function weighArrivals(
  items: readonly PlacementArrival[],
  features: readonly StoryFeatures[],
  counts: DayCounts,
): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  for (const [position, arrival] of items.entries()) {
    if (position > 0 && position % YIELD_EVERY === 0) await yieldToEventLoop();
    const f = features[position] as StoryFeatures;
    const day = dayOf(arrival.published_at);
    // Each term's frequency is read several times (weight, name, retrieval, rarity): once from the counts.
    const seen = new Map<string, number>();
    const frequency = (term: string): number => {
      let n = seen.get(term);
      if (n === undefined) {
        n = counts.around(term, day);
        seen.set(term, n);
      }
      return n;
    };
    const stats: TermStats = { articles: counts.around("", day), frequency };
    const rareLimit = Math.max(GROUPING_RULES.rareTermMaxFrequency, GROUPING_RULES.rareTermMaxShare * stats.articles);
    const weighted = weighTerms(f, stats, rareLimit);
    const searchable: [string, number][] = [];
    const rare = new Set<string>();
    for (const [term, flags] of f.terms) {
      const n = frequency(term);
      if (n <= rareLimit) rare.add(term);
      if (!(flags & (TERM_TITLE | TERM_ENTITY | TERM_NUMBER)) || n > GROUPING_RULES.retrievalMaxFrequency) continue;
      const weight = weighted.weights.get(term) ?? 0;
      if (weight > 0) searchable.push([term, weight]);
    }
    searchable.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const grouped = !UNGROUPED_CATEGORIES.has(arrival.category_slug);
    const searchKeys = new Map<string, number>();
    if (grouped) {
      for (const [term, weight] of searchable.slice(0, GROUPING_RULES.retrievalKeys)) searchKeys.set(term, weight);
      if (f.titleWords >= GROUPING_RULES.exactTitleMinWords) searchKeys.set(titleHash(f.titleKey), weighted.norm);
      for (const key of dayKeys(f)) searchKeys.set(key, 1);
    }
    for (const key of statisticsKeys(f)) counts.add(key, day);
    counts.add("", day);
    const { quantities, weekdays, dates, places, towns, namesDepartment, alerts, revision, locatives, quoted, roads } = f;
    const facts: HeadlineFacts = {
      quantities,
      weekdays,
      dates,
      places,
      towns,
      namesDepartment,
      alerts,
      revision,
      locatives,
      quoted,
      roads,
    };
    prepared.push({
      arrival,
      features: f,
      placed: { titleKey: f.titleKey, titleWords: f.titleWords, facts, terms: weighted },
      terms: weighted,
      rare,
      day,
      searchKeys,
      postKeys: grouped ? postingKeys(f) : [],
      candidates: [],
    });
  }
  return prepared;
}

/**
 * The candidates of each arrival: the articles found by its search keys within the grouping
 * window, those stored before the batch (the index) and the batch's earlier ones, ranked by the
 * weight of the keys they share.
 */
export function findCandidates(prepared: readonly Prepared[], index: StoryIndex): void {
  const window = GROUPING_RULES.windowMs;
  const batch = new Map<string, Posting[]>();
  for (const p of prepared) {
    const score = new Map<number, number>();
    const own = p.arrival;
    const count = (postings: readonly Posting[] | undefined, weight: number) => {
      if (!postings) return;
      for (const posting of postings) {
        if (posting.id === own.id || Math.abs(posting.publishedAt - own.published_at) > window) continue;
        score.set(posting.id, (score.get(posting.id) ?? 0) + weight);
      }
    };
    for (const [key, weight] of p.searchKeys) {
      count(index.postingsOf(key), weight);
      count(batch.get(key), weight);
    }
    p.candidates = topScores(score, GROUPING_RULES.maxCandidates);
    const posting = { id: own.id, publishedAt: own.published_at };
    for (const key of p.postKeys) {
      const postings = batch.get(key);
      if (postings) postings.push(posting);
      else batch.set(key, [posting]);
    }
  }
}

/** Decides each arrival's story, in id order; merges made by earlier articles of the batch are followed. */
export async function decideArrivals(prepared: readonly Prepared[], index: StoryIndex): Promise<Placement> {
  const window = GROUPING_RULES.windowMs;
  // The articles of each story and when they were published, to weigh a match by story size and
  // to check the arrival against the whole story: as stored before the batch (read from the index
  // when a story is first met), then as the batch adds to it.
  const storyArticles = new Map<number, { id: number; publishedAt: number }[]>();
  const articlesOf = (story: number): void => {
    if (!storyArticles.has(story)) storyArticles.set(story, index.storyArticles(story));
  };
  const batchIds = new Set(prepared.map((p) => p.arrival.id));
  const batchPlaced = new Map<number, IndexedPlacement>();
  const stories = new Map<number, number>();
  const mergedInto = new Map<number, number>();
  const toPlaced = (held: IndexedPlacement, id: number): PlacedArticle => {
    const { titleKey, titleWords, facts, terms } = held.facts;
    return {
      id,
      story: resolved(mergedInto, held.story),
      newspaperId: held.newspaperId,
      publishedAt: held.publishedAt,
      titleKey,
      titleWords,
      facts,
      terms,
    };
  };
  for (const [position, p] of prepared.entries()) {
    if (position > 0 && position % YIELD_EVERY === 0) await yieldToEventLoop();
    const candidates: PlacedArticle[] = [];
    for (const id of p.candidates) {
      const held = batchPlaced.get(id) ?? (batchIds.has(id) ? null : index.placed(id));
      if (!held) continue;
      articlesOf(held.story);
      candidates.push(toPlaced(held, id));
    }
    const own = p.arrival;
    const arrival: Arrival = {
      id: own.id,
      newspaperId: own.newspaper_id,
      publishedAt: own.published_at,
      features: p.features,
      terms: p.terms,
      rare: p.rare,
    };
    const inWindow = (story: number) =>
      (storyArticles.get(story) ?? []).filter((a) => Math.abs(a.publishedAt - own.published_at) <= window);
    const around = (story: number) => inWindow(story).length;
    const membersOf = (story: number): PlacedArticle[] => {
      const members: PlacedArticle[] = [];
      for (const { id } of inWindow(story)) {
        const held = batchPlaced.get(id) ?? (batchIds.has(id) ? null : index.placed(id));
        if (held) members.push(toPlaced(held, id));
      }
      return members;
    };
    const decision = decideStory(arrival, candidates, around, GROUPING_RULES, membersOf);
    const story = decision.story ?? own.id;
    const articles = storyArticles.get(story) ?? [];
    for (const absorbed of decision.absorbed) {
      mergedInto.set(absorbed, story);
      articles.push(...(storyArticles.get(absorbed) ?? []));
      storyArticles.delete(absorbed);
    }
    articles.push({ id: own.id, publishedAt: own.published_at });
    storyArticles.set(story, articles);
    stories.set(own.id, story);
    batchPlaced.set(own.id, { id: own.id, story, newspaperId: own.newspaper_id, publishedAt: own.published_at, facts: p.placed });
  }
  for (const [id, story] of stories) stories.set(id, resolved(mergedInto, story));
  return { stories, mergedInto };
}

/** What a batch's placement writes, as rows: new stories, memberships, merges, features and keys, day counts. */
export function toPlacementWrite(prepared: readonly Prepared[], placement: Placement, rowsStored: boolean): PlacementWrite {
  const { stories, mergedInto } = placement;
  const newStories = [...new Set(stories.values())].filter((story) => stories.has(story));
  const merges: [number, number][] = [];
  for (const absorbed of mergedInto.keys()) if (!stories.has(absorbed)) merges.push([absorbed, resolved(mergedInto, absorbed)]);
  const features = prepared.map((p) => ({
    article_id: p.arrival.id,
    published_at: p.arrival.published_at,
    features: serialiseFeatures(p.features, p.terms),
    keys: JSON.stringify(p.postKeys),
  }));
  const increments = new Map<number, Map<string, number>>();
  for (const p of prepared) {
    let terms = increments.get(p.day);
    if (!terms) {
      terms = new Map();
      increments.set(p.day, terms);
    }
    for (const term of ["", ...statisticsKeys(p.features)]) terms.set(term, (terms.get(term) ?? 0) + 1);
  }
  const termDays: [number, string, number][] = [];
  for (const [day, terms] of increments) for (const [term, articles] of terms) termDays.push([day, term, articles]);
  return { newStories, memberships: rowsStored ? stories : null, merges, features, termDays };
}
