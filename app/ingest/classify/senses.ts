/*
 * Words with two senses in the news ("vacunas" charged by extortionists or applied against a
 * disease, the "maestro" of an art or of a school), told apart by the other words of the article
 * (app/data/category-rules.ts, WORD_SENSES). The keyword model (category.ts) asks here before it
 * counts such a word.
 */
import { WORD_SENSES, type CategorySlug } from "../../data/category-rules.js";
import { fold, stem } from "../../text/spanish.js";

const WORD = /[\p{L}\p{N}]+/gu;

/** A sense read from the context: its category (null: no evidence) and, when set, its weight. */
export interface Sense {
  category: CategorySlug | null;
  weight?: number;
}

interface CompiledSense extends Sense {
  context: ReadonlySet<string>;
}

/** Senses by the folded word they apply to, in the table's order. */
const SENSES: ReadonlyMap<string, readonly CompiledSense[]> = (() => {
  const map = new Map<string, CompiledSense[]>();
  for (const { words, category, weight, context } of WORD_SENSES) {
    const compiled: CompiledSense = {
      category,
      ...(weight === undefined ? {} : { weight }),
      context: new Set(context.map((word) => stem(fold(word)))),
    };
    for (const word of words) {
      const key = fold(word);
      map.set(key, [...(map.get(key) ?? []), compiled]);
    }
  }
  return map;
})();

/** Whether a folded word has senses told apart by context (most words have none). */
export function hasSenses(word: string): boolean {
  return SENSES.has(word);
}

/**
 * The sense of a folded word in an article whose words' stems `context` gives (asked only for a
 * word with senses): the first sense one of whose context words the article holds, or undefined
 * (the word keeps its tabled sense).
 */
export function senseOf(word: string, context: () => ReadonlySet<string>): Sense | undefined {
  const senses = SENSES.get(word);
  if (!senses) return undefined;
  const stems = context();
  for (const sense of senses) {
    for (const contextStem of sense.context) if (stems.has(contextStem)) return sense;
  }
  return undefined;
}

/** The terms a word of two senses counts as in its context's sense, at the sense's or its tabled weight. */
export function senseTerms(sense: Sense, tabled: readonly { weight: number }[]): { category: CategorySlug; weight: number }[] {
  if (!sense.category) return [];
  return [{ category: sense.category, weight: sense.weight ?? Math.max(0, ...tabled.map((term) => term.weight)) }];
}

/** The stems of a text's words, for senseOf's context. */
export function contextStems(...texts: readonly (readonly string[] | string)[]): ReadonlySet<string> {
  const stems = new Set<string>();
  for (const text of texts) {
    const words = typeof text === "string" ? (fold(text).match(WORD) ?? []) : text;
    for (const word of words) stems.add(stem(word));
  }
  return stems;
}
