/*
 * Relevance blended with recency, computed over the candidates a search found (pure).
 *
 * FTS5's bm25() reads the whole posting list of every phrase of the query to weigh it (a common
 * word at a million articles costs 5-15 ms before the first row), so search does not use it.
 * Instead the index answers a few yes/no questions about each candidate (is the term in the
 * title? is the word there as typed, not only by its stem? do the words appear as a phrase?) and
 * this module weighs the answers: a title match weighs more than a summary match, rarer terms
 * weigh more than common ones, and the sum is multiplied by a recency factor, so that today's
 * story beats last month's near-identical one.
 */

/** A title match counts this many times a summary-only match. */
export const TITLE_WEIGHT = 3;
/** Extra weight for a word found as typed (accents and case aside) rather than by its stem. */
export const EXACT_FORM_BONUS = 0.25;
/** Extra weight, as a share of the query's total, when the typed words appear as a phrase. */
export const PROXIMITY_BONUS = 0.5;
/** Age at which recency halves a score; 3.5 days: a week-old story needs 3 times the relevance of today's. */
export const RECENCY_HALF_LIFE_MS = 3.5 * 24 * 3_600_000;

/** A group that names a place or a name (names.ts) weighs this many times a common noun of the same rarity. */
export const NAME_WEIGHT = 1.5;
/**
 * A group naming a place weighs this many times more in an article filed under the place's
 * department (about it) than in one that only names it (a road to it, a quake felt there).
 */
export const ABOUT_WEIGHT = 2;

/** How much a story's coverage lifts a score: × (1 + COVERAGE_WEIGHT · ln(newspapers covering it)). */
export const COVERAGE_WEIGHT = 0.15;

/** What the index said about one candidate. */
export interface CandidateSignals {
  id: number;
  publishedAt: number;
  /** How many newspapers cover its story (1 for a story of its own). */
  coverage?: number;
  /** For each required group, in query order: whether it matched in the title. */
  inTitle: boolean[];
  /** For each required group: whether a word of it appears as typed. */
  exactForm: boolean[];
  /** Whether the query's words appear together as a phrase. */
  phrase: boolean;
  /** For each required group naming a place: whether the article is filed under its department (unknown: not asked). */
  about?: boolean[];
}

/** Inverse document frequency of a group from how many of `total` articles match it. */
export function inverseFrequency(matching: number, total: number): number {
  return Math.log(1 + (Math.max(total, 1) + 1) / (Math.max(matching, 0) + 1));
}

/** How much recency keeps of a score at a given age: 1 now, ½ after RECENCY_HALF_LIFE_MS, ⅓ after twice that. */
export function recencyFactor(publishedAt: number, now: number): number {
  return 1 / (1 + Math.max(0, now - publishedAt) / RECENCY_HALF_LIFE_MS);
}

/** Relevance of one candidate, before recency. */
export function relevance(candidate: CandidateSignals, weights: readonly number[]): number {
  let score = 0;
  let total = 0;
  weights.forEach((weight, index) => {
    total += weight;
    const base = candidate.inTitle[index] ? TITLE_WEIGHT : 1;
    const about = candidate.about?.[index] ? ABOUT_WEIGHT : 1;
    score += weight * base * about * (candidate.exactForm[index] ? 1 + EXACT_FORM_BONUS : 1);
  });
  if (candidate.phrase) score += PROXIMITY_BONUS * total * TITLE_WEIGHT;
  return score;
}

/** How much a story's coverage lifts a score (1 for a story one newspaper tells). */
export function coverageFactor(coverage: number | undefined): number {
  return 1 + COVERAGE_WEIGHT * Math.log(Math.max(1, coverage ?? 1));
}

/** Candidates best first: relevance times recency and coverage, newer first on ties. */
export function rankCandidates(candidates: CandidateSignals[], weights: readonly number[], now: number): CandidateSignals[] {
  const scored = candidates.map((candidate) => ({
    candidate,
    score: relevance(candidate, weights) * recencyFactor(candidate.publishedAt, now) * coverageFactor(candidate.coverage),
  }));
  scored.sort((a, b) => b.score - a.score || b.candidate.publishedAt - a.candidate.publishedAt || b.candidate.id - a.candidate.id);
  return scored.map((s) => s.candidate);
}

/** Candidates newest first (orden=recientes). */
export function newestFirst<T extends { id: number; publishedAt: number }>(candidates: readonly T[]): T[] {
  return [...candidates].sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
}

/** What the index said about a candidate that matches some of the query's groups. */
export interface PartialSignals {
  id: number;
  publishedAt: number;
  coverage?: number;
  /** For each group: whether the candidate holds it. */
  matched: boolean[];
  /** For each group: whether it is in the title. */
  inTitle: boolean[];
}

/** How many of `groups` a partial match must hold: most of them, at least one ("Junior vs Millonarios" has two that matter). */
export function partialQuorum(groups: number): number {
  return Math.max(1, Math.ceil(groups / 2));
}

/** The share of the query's weight a partial match holds (0–1), title matches counted TITLE_WEIGHT times. */
export function partialCoverage(candidate: PartialSignals, weights: readonly number[]): number {
  let held = 0;
  let total = 0;
  weights.forEach((weight, index) => {
    total += weight * TITLE_WEIGHT;
    if (candidate.matched[index]) held += weight * (candidate.inTitle[index] ? TITLE_WEIGHT : 1);
  });
  return total > 0 ? held / total : 0;
}

/**
 * Partial matches that hold most of the groups (partialQuorum), best first: the share of the
 * query's weight they hold (rarer groups and names weigh more), times recency and coverage.
 */
export function rankPartial(candidates: PartialSignals[], weights: readonly number[], now: number): PartialSignals[] {
  const quorum = partialQuorum(weights.length);
  const scored = candidates
    .filter((candidate) => candidate.matched.filter(Boolean).length >= quorum && candidate.matched.some((held) => !held))
    .map((candidate) => ({
      candidate,
      score: partialCoverage(candidate, weights) * recencyFactor(candidate.publishedAt, now) * coverageFactor(candidate.coverage),
    }));
  scored.sort((a, b) => b.score - a.score || b.candidate.publishedAt - a.candidate.publishedAt || b.candidate.id - a.candidate.id);
  return scored.map((s) => s.candidate);
}
