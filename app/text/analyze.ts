/*
 * How search reads Spanish text: the words of a text with their positions, and the stemmed form
 * the index stores. The index (through the SQL function search_stems), the query parser and the
 * highlighter all use these, so a word is cut, folded and stemmed the same way everywhere.
 */
import { fold, stem, STOPWORDS } from "./spanish.js";
import { memoize } from "./memo.js";

/**
 * A word: a letter or digit followed by letters, digits and combining marks. Marks are part of
 * the word so that decomposed text ("Medelli\u0301n") stays one word; fold() then drops them.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** One word of a text: where it is (UTF-16 offsets into the text as given) and its folded form. */
export interface TextWord {
  start: number;
  end: number;
  /** Lower-cased, without accents (ñ → n). */
  folded: string;
}

/** The words of a text, in order, with their offsets. */
export function textWords(text: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push({ start: match.index, end: match.index + match[0].length, folded: fold(match[0]) });
  }
  return words;
}

/** Whether a folded word is a Spanish function word that search leaves out of its stem index. */
export function isStopword(folded: string): boolean {
  return STOPWORDS.has(folded);
}

/** The stem search matches a folded word by ("elecciones" and "elección" both give "eleccion"). */
export function searchStem(folded: string): string {
  return stem(folded) || folded;
}

/**
 * A folded word and its other number (singular ↔ plural): Spanish adds -s after a vowel and -es
 * after a consonant (-z becomes -ces). Snowball does not always give both numbers one stem
 * ("dólar" → "dol", "dólares" → "dolar"), so a query word matches the stems of both.
 */
export function numberForms(folded: string): string[] {
  const forms = new Set([folded]);
  if (/[^aeiou]es$/u.test(folded) && folded.length > 4) forms.add(/ces$/u.test(folded) ? `${folded.slice(0, -3)}z` : folded.slice(0, -2));
  else if (/[aeiou]s$/u.test(folded) && folded.length > 3) forms.add(folded.slice(0, -1));
  else if (/[aeiou]$/u.test(folded)) forms.add(`${folded}s`);
  else if (/z$/u.test(folded)) forms.add(`${folded.slice(0, -1)}ces`);
  else if (/[a-z]$/u.test(folded) && !folded.endsWith("s")) forms.add(`${folded}es`);
  return [...forms];
}

/**
 * Stems shorter than this say too little: "paro", "pare" and "parar" all stem to "par". A query
 * word whose number forms give such a stem matches those forms as written instead ("paro", "paros").
 */
export const MIN_STEM_LENGTH = 4;

/**
 * The stemmed column of the search index for one text: the stems of its words without stopwords,
 * separated by spaces. Registered in SQLite as search_stems(text) (sqlite-functions.server.ts);
 * changing it changes what old rows were indexed with, so a change needs a reindexing migration.
 */
export function indexStems(text: string): string {
  const stems: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const stemmed = indexStemOf(word);
    if (stemmed !== null) stems.push(stemmed);
  }
  return stems.join(" ");
}

/**
 * A word as written → its index stem, or null for a stopword. The index's triggers stem every
 * article's title and summary as it is stored, and most words were seen in earlier articles.
 */
const indexStemOf = memoize(50_000, (word): string | null => {
  const folded = fold(word);
  return isStopword(folded) ? null : searchStem(folded);
});

/** A folded word's index stem, or null for a stopword (remembered: most words were seen before). */
const stemOfFolded = memoize(50_000, (folded): string | null => (isStopword(folded) ? null : searchStem(folded)));

/** One word of a text as both search indexes store it: folded as written, and its stem (null for a stopword, which has none in the index). */
export interface IndexedWord {
  folded: string;
  stem: string | null;
}

/**
 * The words of a text in order, as written (folded) and stemmed: what PostgreSQL's search index
 * stores for an article (SQLite's FTS5 reads the words itself and the stems through indexStems()).
 */
export function indexedWords(text: string): IndexedWord[] {
  return textWords(text).map((word) => ({ folded: word.folded, stem: stemOfFolded(word.folded) }));
}
