/*
 * Which indexed words a misspelt word may have meant, ranked the same way on both engines (pure).
 * Each engine keeps every indexed word under its spelling keys (text/spelling.ts: its sound, and
 * its sound with a letter left out) in a table `search_spellings (key, term)`; a lookup reads the
 * typed word's keys and ranks the words found here, so a correction offered on one engine is the
 * one offered on the other.
 */
import { maxEdits, trigramLikeness, typoDistance } from "../../text/spelling.js";
import type { IndexedTerm } from "./full-text.js";

/**
 * The most words one lookup reads from the keys table before ranking, in code-point order on both
 * engines: a bound no real vocabulary reaches (a typed word's keys are a few hundred, each shared
 * by a handful of words), so that a hostile one cannot make a lookup long.
 */
export const SPELLING_LOOKUP_ROWS = 5_000;

/**
 * The least share of trigrams a candidate that does not sound like the typed word must share with
 * it (pg_trgm's default threshold): two edits to a six-letter word reach words a reader never meant
 * ("quasar" → "causar"), which share little of their spelling.
 */
export const LIKENESS_THRESHOLD = 0.3;

/**
 * Candidates within the edits a correction allows, closest first (ties in code-point order), at
 * most `limit`: those that sound like the word (distance ½), and those within its edits that
 * share enough of its spelling.
 */
export function rankByTypo(word: string, candidates: readonly string[], limit: number): IndexedTerm[] {
  const most = maxEdits(Array.from(word).length);
  const scored = [...new Set(candidates)]
    .map((term) => ({ term, distance: typoDistance(word, term) }))
    .filter((c) => c.distance <= 0.5 || (c.distance <= most && trigramLikeness(word, c.term) >= LIKENESS_THRESHOLD));
  scored.sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return scored.slice(0, limit);
}
