/*
 * How close a misspelt word is to a word search knows, and which one a reader meant (pure).
 *
 * Candidates come from the index's own vocabulary (the words its articles hold, found by shared
 * trigrams, db/engine/spelling.ts) and from the known names (names.ts); each comes with how many
 * articles hold it. A candidate must be within a few edits of the typed word, counting a swap of
 * two neighbouring letters as one edit; a spelling that sounds the same in Colombian Spanish
 * ("inflasion", "vayenato", "ciberatake": s/c/z, ll/y, k/qu, b/v, j/g, a silent h) is closer than
 * any other edit. Among the closest, the word more articles hold wins.
 */
import { isStopword } from "../text/analyze.js";
import { memoize } from "../text/memo.js";

/** Words shorter than this are not corrected: "vs", "ley", "eps" have too many neighbours. */
export const MIN_CORRECTED_LENGTH = 4;

/** Longer words are not corrected (no Spanish word of the news is that long; a paste is not a typo). */
export const MAX_CORRECTED_LENGTH = 24;

/** At most this many words of one query are looked at as misspellings (each costs a few index reads). */
export const MAX_CORRECTED_WORDS = 4;

/** The most edits a correction may make to a word of this many letters. */
export function maxEdits(length: number): number {
  return length <= 5 ? 1 : 2;
}

/** Whether a folded query word may be corrected: long enough, with letters, not a function word. */
export function isCorrectable(folded: string): boolean {
  // Folded Spanish is a-z (accents and ñ fold away): other scripts, figures and codes are not misspellings of it.
  return folded.length >= MIN_CORRECTED_LENGTH && folded.length <= MAX_CORRECTED_LENGTH && /^[a-z]+$/u.test(folded) && !isStopword(folded);
}

/**
 * A folded word as Colombian Spanish sounds it: c before e/i, z and s are one sound (seseo), ll and
 * y another (yeísmo), b and v, g before e/i and j, k and qu and c before a/o/u, a silent h; doubled
 * letters are one.
 */
export const soundKey: (folded: string) => string = memoize(20_000, (folded) =>
  folded
    .replace(/ch/gu, "\u0001")
    .replace(/h/gu, "")
    .replace(/qu(?=[ei])/gu, "k")
    .replace(/c(?=[ei])/gu, "s")
    .replace(/z/gu, "s")
    .replace(/c/gu, "k")
    .replace(/q/gu, "k")
    .replace(/ll/gu, "y")
    .replace(/v/gu, "b")
    .replace(/g(?=[ei])/gu, "j")
    .replace(/x(?=[aeiou])/gu, "ks")
    .replace(/(.)\1+/gu, "$1"),
);

/**
 * Whether a candidate is worth weighing against a typed word: a length within reach and the same
 * first sound (readers rarely miss a word's first letter; "hopital" still starts like "hospital").
 * A cheap test that keeps a scan of thousands of names short.
 */
export function withinReach(typed: string, candidate: string): boolean {
  return Math.abs(candidate.length - typed.length) <= maxEdits(typed.length) && soundKey(typed).charAt(0) === soundKey(candidate).charAt(0);
}

/** Edits between two words (insertions, deletions, substitutions, swaps of neighbouring letters). */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const row = rows[i] as number[];
      const previous = rows[i - 1] as number[];
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[s.length] as number[])[t.length] as number;
}

/** How far a typed word is from a candidate: ½ when they sound alike, else their edit distance. */
export function typoDistance(typed: string, candidate: string): number {
  if (typed === candidate) return 0;
  if (soundKey(typed) === soundKey(candidate)) return 0.5;
  return editDistance(typed, candidate);
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
