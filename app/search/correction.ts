/*
 * How close a misspelt word is to a word search knows, and which one a reader meant (pure).
 *
 * Candidates come from the index's own vocabulary (the words its articles hold, found by shared
 * spelling keys, text/spelling.ts) and from the known names (names.ts); each comes with how many
 * articles hold it. A candidate must be within a few edits of the typed word, counting a swap of
 * two neighbouring letters as one edit; a spelling that sounds the same in Colombian Spanish
 * ("inflasion", "vayenato", "ciberatake": s/c/z, ll/y, k/qu, b/v, j/g, a silent h) is closer than
 * any other edit. Among the closest, the word more articles hold wins.
 */
import { isStopword } from "../text/analyze.js";
import { maxEdits, soundKey, typoDistance } from "../text/spelling.js";

/** Words shorter than this are not corrected: "vs", "ley", "eps" have too many neighbours. */
export const MIN_CORRECTED_LENGTH = 4;

/** Longer words are not corrected (no Spanish word of the news is that long; a paste is not a typo). */
export const MAX_CORRECTED_LENGTH = 24;

/** At most this many words of one query are looked at as misspellings (each costs a few index reads). */
export const MAX_CORRECTED_WORDS = 4;

/** Whether a folded query word may be corrected: long enough, with letters, not a function word. */
export function isCorrectable(folded: string): boolean {
  // Folded Spanish is a-z (accents and ñ fold away): other scripts, figures and codes are not misspellings of it.
  return folded.length >= MIN_CORRECTED_LENGTH && folded.length <= MAX_CORRECTED_LENGTH && /^[a-z]+$/u.test(folded) && !isStopword(folded);
}

/**
 * Whether a candidate is worth weighing against a typed word: a length within reach and the same
 * first sound (readers rarely miss a word's first letter; "hopital" still starts like "hospital").
 * A cheap test that keeps a scan of thousands of names short.
 */
export function withinReach(typed: string, candidate: string): boolean {
  return Math.abs(candidate.length - typed.length) <= maxEdits(typed.length) && soundKey(typed).charAt(0) === soundKey(candidate).charAt(0);
}

/** A word a misspelling may have meant, and how many articles hold it. */
export interface CorrectionCandidate {
  /** Folded. */
  term: string;
  /** Articles holding it (counted up to a limit). */
  count: number;
  /** A known name (a place, a newspaper, a category). */
  name: boolean;
}

/** The candidate a typed word most likely meant, or null when none is close enough or held by any article. */
export function chooseCorrection(
  typed: string,
  candidates: readonly CorrectionCandidate[],
): (CorrectionCandidate & { distance: number }) | null {
  const limit = maxEdits(Array.from(typed).length);
  const close = candidates
    .filter((candidate) => candidate.term !== typed && candidate.count > 0)
    .map((candidate) => ({ ...candidate, distance: typoDistance(typed, candidate.term) }))
    .filter((candidate) => candidate.distance <= limit);
  close.sort(
    (a, b) =>
      a.distance - b.distance || b.count - a.count || Number(b.name) - Number(a.name) || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
  return close[0] ?? null;
}
