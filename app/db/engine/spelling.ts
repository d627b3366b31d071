/*
 * Which indexed words a misspelt word may have meant, ranked the same way on both engines (pure).
 * Each engine keeps every indexed word under its spelling keys (text/spelling.ts: its sound, and
 * its sound with a letter left out) in a table `search_spellings (key, term)`; a lookup reads the
 * typed word's keys and ranks the words found here, so a correction offered on one engine is the
 * one offered on the other.
 */
import { maxEdits, typoDistance } from "../../text/spelling.js";
import type { IndexedTerm } from "./full-text.js";

/**
 * The most words one lookup reads from the keys table before ranking, in code-point order on both
 * engines: a bound no real vocabulary reaches (a typed word's keys are a few hundred, each shared
 * by a handful of words), so that a hostile one cannot make a lookup long.
 */
export const SPELLING_LOOKUP_ROWS = 5_000;

/** Candidates within the edits a correction allows, closest first (ties in code-point order), at most `limit`. */
export function rankByTypo(word: string, candidates: readonly string[], limit: number): IndexedTerm[] {
  const most = maxEdits(Array.from(word).length);
  const scored = [...new Set(candidates)]
    .map((term) => ({ term, distance: typoDistance(word, term) }))
    .filter((candidate) => candidate.distance <= most);
  scored.sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return scored.slice(0, limit);
}
