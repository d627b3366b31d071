/*
 * How alike two words are spelled, as PostgreSQL's pg_trgm measures it (pure): the set of
 * trigrams of the word padded with two spaces before and one after, and the share of trigrams two
 * words have in common. Both engines find candidates through a trigram index of the words they
 * indexed (pg_trgm's GIN index; an FTS5 table with the trigram tokenizer) and rank them with this,
 * so a correction offered on one engine is the one offered on the other.
 */
import type { IndexedTerm } from "./full-text.js";

/** The lowest similarity of a candidate spelling (pg_trgm's default similarity_threshold). */
export const SPELLING_THRESHOLD = 0.3;

/** The trigrams of a folded word, padded as pg_trgm pads it ("  ab", " abc", …, "yz "). */
export function spellingTrigrams(word: string): string[] {
  const chars = Array.from(`  ${word.toLowerCase()} `);
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) trigrams.add(chars.slice(i, i + 3).join(""));
  return [...trigrams];
}

/** The padded form of a word that a trigram index stores (its trigrams are spellingTrigrams()). */
export function paddedForTrigrams(word: string): string {
  return `  ${word} `;
}

/** Shared trigrams over all trigrams of the two words (0–1), pg_trgm's similarity(). */
export function spellingSimilarity(a: string, b: string): number {
  const left = new Set(spellingTrigrams(a));
  const right = spellingTrigrams(b);
  if (left.size === 0 || right.length === 0) return 0;
  let shared = 0;
  for (const trigram of right) if (left.has(trigram)) shared += 1;
  return shared / (left.size + right.length - shared);
}

/** Candidates at least SPELLING_THRESHOLD alike, closest first (ties in code-point order), at most `limit`. */
export function rankBySpelling(word: string, candidates: readonly string[], limit: number): IndexedTerm[] {
  const scored = [...new Set(candidates)]
    .map((term) => ({ term, similarity: spellingSimilarity(word, term) }))
    .filter((candidate) => candidate.similarity >= SPELLING_THRESHOLD);
  scored.sort((a, b) => b.similarity - a.similarity || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return scored.slice(0, limit);
}
