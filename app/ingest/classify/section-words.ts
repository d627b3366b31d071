/*
 * Which categories an article's words can give any score, without scoring it: a section's
 * alternatives (category.ts) are scored only when the article holds a word that starts one of
 * their terms (or, for a word of two senses, its context's sense). Exactly what the keyword model
 * would find, only cheaper to ask.
 */
import { KEYWORDS, WORD_SENSES, type CategorySlug } from "../../data/category-rules.js";
import { fold, stem } from "../../text/spanish.js";
import type { ArticleReading } from "./place-reading.js";

const WORD = /[\p{L}\p{N}]+/gu;

function foldedWords(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/**
 * For each category, the words that can start one of its terms: the stems of its words and of its
 * phrases' first words, and its exact words. An article with none of them scores nothing there.
 */
const STARTS: ReadonlyMap<CategorySlug, { stems: ReadonlySet<string>; exact: ReadonlySet<string> }> = (() => {
  const starts = new Map<CategorySlug, { stems: Set<string>; exact: Set<string> }>();
  for (const [category, terms] of Object.entries(KEYWORDS) as [CategorySlug, readonly (readonly [string, number])[]][]) {
    const entry = { stems: new Set<string>(), exact: new Set<string>() };
    for (const [term] of terms) {
      if (term.startsWith("=")) for (const word of foldedWords(term.slice(1))) entry.exact.add(word);
      else {
        const first = foldedWords(term)[0];
        if (first) entry.stems.add(stem(first));
      }
    }
    starts.set(category, entry);
  }
  // A word of two senses (senses.ts) may score for its context's sense too.
  for (const { words, category } of WORD_SENSES) {
    const entry = category && starts.get(category);
    if (entry) for (const word of words) entry.exact.add(foldedWords(word)[0] ?? "");
  }
  return starts;
})();

/** Whether an article's words may give a category any score (see STARTS). */
export function mayScore(category: CategorySlug, title: string, summary: string, reading?: ArticleReading): boolean {
  const starts = STARTS.get(category);
  if (!starts) return false;
  const words = reading && reading.title === title && reading.summary === summary ? reading.normSet : foldedWords(`${title} ${summary}`);
  for (const word of words) if (starts.exact.has(word) || starts.stems.has(stem(word))) return true;
  return false;
}
