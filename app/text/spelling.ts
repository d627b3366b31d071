/*
 * How words are spelled and misspelled (pure): how Colombian Spanish sounds a word, the edits
 * between two words, and the keys that find a misspelt word's candidates in an index of words
 * without reading the whole vocabulary.
 *
 * The keys are deletion keys (the "symmetric delete" idea), as a word is written and as it sounds
 * (soundKey): an indexed word stores each form and each form with any one letter left out; a typed
 * word looks up each form with none, one or two letters left out and, for longer words, with one
 * letter added. Two words meet on a key when, written or sounded, they are within one edit of each
 * other (a letter added, dropped, changed, or two neighbours swapped), or within two when the typed
 * word has the extra letters or lacks only one. Spellings that sound the same ("inflasion",
 * "bacunasion", "cartajena") share the sound itself, however many letters differ. A lookup costs a
 * few hundred index seeks whatever the size of the vocabulary.
 */
import { editDistance } from "./edit-distance.js";
import { memoize } from "./memo.js";

/** The most edits a correction may make to a word of this many letters. */
export function maxEdits(length: number): number {
  return length <= 5 ? 1 : 2;
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

/** How far a typed word is from a candidate: ½ when they sound alike, else their edit distance. */
export function typoDistance(typed: string, candidate: string): number {
  if (typed === candidate) return 0;
  if (soundKey(typed) === soundKey(candidate)) return 0.5;
  return editDistance(typed, candidate);
}

/** The trigrams of a folded word, padded with two spaces before and one after ("  ab", " ab", …, "yz "). */
export function spellingTrigrams(word: string): string[] {
  const chars = Array.from(`  ${word} `);
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) trigrams.add(chars.slice(i, i + 3).join(""));
  return [...trigrams];
}

/** Shared trigrams over all trigrams of the two words (0–1), as PostgreSQL's pg_trgm similarity() counts them. */
export function trigramLikeness(a: string, b: string): number {
  const left = new Set(spellingTrigrams(a));
  const right = spellingTrigrams(b);
  if (left.size === 0 || right.length === 0) return 0;
  let shared = 0;
  for (const trigram of right) if (left.has(trigram)) shared += 1;
  return shared / (left.size + right.length - shared);
}

/** Indexed words shorter than this need no keys: no correctable word is within reach of them. */
const MIN_KEYED_LENGTH = 3;
/** Nor longer ones (MAX_CORRECTED_LENGTH plus two edits). */
const MAX_KEYED_LENGTH = 26;

/** The letters a folded word is written in, and those of its sound (soundKey's output: no c, h, q, v, z; ch is one sign). */
const WRITTEN_LETTERS = Array.from("abcdefghijklmnopqrstuvwxyz");
const SOUND_LETTERS = Array.from("abdefgijklmnoprstuwxy\u0001");

/** Every string made by leaving one letter out of `key`. */
function withOneLeftOut(key: string): string[] {
  const letters = Array.from(key);
  return letters.map((_, at) => [...letters.slice(0, at), ...letters.slice(at + 1)].join(""));
}

/** Every string made by adding one of `alphabet` anywhere in `key`. */
function withOneAdded(key: string, alphabet: readonly string[]): string[] {
  const letters = Array.from(key);
  const added: string[] = [];
  for (let at = 0; at <= letters.length; at += 1)
    for (const letter of alphabet) added.push([...letters.slice(0, at), letter, ...letters.slice(at)].join(""));
  return added;
}

/** Whether an indexed (folded) word gets spelling keys: letters only, of a length a correction can reach. */
function isKeyedWord(folded: string): boolean {
  return folded.length >= MIN_KEYED_LENGTH && folded.length <= MAX_KEYED_LENGTH && /^[a-z]+$/u.test(folded);
}

/**
 * The keys an indexed word is stored under, as written and as sounded: each form, and each with
 * one letter left out (none for words no correction reaches). The two spellings share most keys
 * (a word without c, h, q, v, z, ll or doubled letters sounds as written).
 */
export function storedSpellingKeys(folded: string): string[] {
  if (!isKeyedWord(folded)) return [];
  const sound = soundKey(folded);
  return [...new Set([folded, ...withOneLeftOut(folded), sound, ...withOneLeftOut(sound)])].filter((key) => key.length > 0);
}

/** A typed form's keys: itself and with one letter left out; for two edits also two left out and one added. */
function typedKeys(form: string, alphabet: readonly string[], twoEdits: boolean, into: Set<string>): void {
  const one = withOneLeftOut(form);
  into.add(form);
  for (const key of one) into.add(key);
  if (!twoEdits) return;
  for (const key of one) for (const shorter of withOneLeftOut(key)) into.add(shorter);
  for (const longer of withOneAdded(form, alphabet)) into.add(longer);
}

/**
 * The keys a typed (folded) word looks up, as written and as sounded: the form and the form with
 * one letter left out; for a word that may take two edits (maxEdits), also with two left out and
 * with one added.
 */
export function typedSpellingKeys(folded: string): string[] {
  if (folded.length === 0) return [];
  const twoEdits = maxEdits(Array.from(folded).length) >= 2;
  const keys = new Set<string>();
  typedKeys(folded, WRITTEN_LETTERS, twoEdits, keys);
  const sound = soundKey(folded);
  if (sound.length > 0) typedKeys(sound, SOUND_LETTERS, twoEdits, keys);
  keys.delete("");
  return [...keys];
}
