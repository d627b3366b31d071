/*
 * The names search knows besides the articles' own words (pure): Colombia's places (the
 * gazetteer's municipalities, towns and places, and the departments) and the categories, each
 * word with the spelling readers see ("Medellín"). Corrections consider them beside the index's
 * vocabulary, and ranking weighs a place's name more than a common noun: a reader who types a place or a
 * name is telling which articles they mean.
 */
import { CATEGORIES } from "../data/categories.js";
import { DEPARTMENTS } from "../data/departments.js";
import { GAZETTEER } from "../data/gazetteer.js";
import { isStopword, textWords } from "../text/analyze.js";

/** Words shorter than this are not names for search (La Paz's "paz" is mostly peace). */
const MIN_NAME_WORD = 4;

/** The words of a name, folded → as written (first spelling seen wins). */
function addWords(into: Map<string, string>, name: string): void {
  for (const word of textWords(name)) {
    if (word.folded.length < MIN_NAME_WORD || isStopword(word.folded) || /^\d+$/u.test(word.folded)) continue;
    if (!into.has(word.folded)) into.set(word.folded, name.slice(word.start, word.end));
  }
}

/** Every word of the places' names (municipalities, towns, places, departments), folded → as written ("medellin" → "Medellín"). */
export const KNOWN_NAME_WORDS: ReadonlyMap<string, string> = new Map(
  [
    ...GAZETTEER.filter((entry) => entry.kind !== "demonym").map((entry) => entry.name),
    ...DEPARTMENTS.flatMap((d) => [d.name, d.capital]),
  ].flatMap((name) => {
    const words = new Map<string, string>();
    addWords(words, name);
    return [...words];
  }),
);

/** The words of the categories' names, folded → lower case ("economia" → "economía"): common nouns, candidates for corrections only. */
export const CATEGORY_WORDS: ReadonlyMap<string, string> = new Map(
  CATEGORIES.flatMap((category) => {
    const words = new Map<string, string>();
    addWords(words, category.name.toLowerCase());
    return [...words];
  }),
);

/**
 * One-word place names that say which department they are in, folded → the department's slug: the
 * departments and their capitals, and the gazetteer's municipalities and capitals that count
 * wherever they appear ("free": no homonym elsewhere). A word two departments' places share says
 * nothing and is left out. Ranking reads it as "about" against "mentions": an article filed under
 * Bogotá is about Bogotá; one filed under Cundinamarca that names the road to Bogotá mentions it.
 */
export const PLACE_DEPARTMENTS: ReadonlyMap<string, string> = (() => {
  // A name's one word, its initials aside ("Bogotá D.C." is "bogota").
  const wordOf = (name: string) => {
    const words = textWords(name).filter((word) => word.folded.length > 1);
    const only = words.length === 1 ? words[0] : undefined;
    return only && only.folded.length >= MIN_NAME_WORD ? only.folded : null;
  };
  // A department's own name first: "Bogotá" is Bogotá D.C., though it is also Cundinamarca's capital.
  const departments = new Map(DEPARTMENTS.flatMap((d) => (wordOf(d.name) ? [[wordOf(d.name) as string, d.slug] as const] : [])));
  const found = new Map<string, Set<string>>();
  const add = (name: string, department: string) => {
    const word = wordOf(name);
    if (word && !departments.has(word)) found.set(word, new Set([...(found.get(word) ?? []), department]));
  };
  for (const d of DEPARTMENTS) add(d.capital, d.slug);
  for (const entry of GAZETTEER)
    if (entry.context === "free" && (entry.kind === "municipality" || entry.kind === "capital")) add(entry.name, entry.department);
  const unambiguous = [...found].filter(([, slugs]) => slugs.size === 1).map(([word, slugs]) => [word, [...slugs][0] as string] as const);
  return new Map([...departments, ...unambiguous]);
})();

/** The words of other names (newspapers' names, read from the database), folded → as written. */
export function nameWords(names: readonly string[]): Map<string, string> {
  const words = new Map<string, string>();
  for (const name of names) addWords(words, name);
  return words;
}

/**
 * Whether a query word names something: a known name's word, or a word the reader wrote with a
 * capital (or in capitals, an acronym) in a query that is not all capitals, outside its first word.
 */
export function isNameWord(word: { text: string; folded: string }, position: number, queryIsAllCaps: boolean): boolean {
  if (KNOWN_NAME_WORDS.has(word.folded)) return true;
  if (queryIsAllCaps || word.folded.length < 2) return false;
  const first = word.text.charAt(0);
  const capital = first !== first.toLowerCase() && first === first.toUpperCase();
  const acronym = word.text.length >= 2 && word.text === word.text.toUpperCase() && /\p{L}/u.test(word.text);
  return acronym || (capital && position > 0);
}

/** Whether a query is typed all in capitals (then capitals say nothing about names). */
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length > 0 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}
