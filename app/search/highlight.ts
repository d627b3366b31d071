/*
 * Which parts of a result to highlight, and short excerpts around them. Pure: the page renders
 * the ranges as <mark> elements around React text nodes (so the text stays escaped), and the CLI
 * cuts its snippets with them. A word is marked when search would have matched it: the same
 * folded word, or (for unquoted words) another word sharing its stem; quoted phrases are marked
 * only where their words appear together, in order.
 */
import { isStopword, searchStem, textWords, type TextWord } from "../text/analyze.js";
import type { Range } from "../text/marks.js";
import { type ParsedQuery, requiredTerms } from "./query.js";

export type { Range };

/** The stretches of a text to highlight for a query, sorted and never overlapping. */
export function highlightRanges(text: string, query: ParsedQuery): Range[] {
  const terms = requiredTerms(query);
  if (terms.length === 0 || text.length === 0) return [];
  const words = textWords(text);
  let stems: string[] | null = null;
  const stemAt = (index: number): string => {
    stems ??= words.map((w) => (isStopword(w.folded) ? "" : searchStem(w.folded)));
    return stems[index] ?? "";
  };
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (term.kind === "word") {
      words.forEach((word, index) => {
        const { folded, forms, stems: wanted } = term.word;
        if (word.folded === folded || forms.includes(word.folded) || wanted.includes(stemAt(index))) ranges.push([word.start, word.end]);
      });
      continue;
    }
    const wanted = term.words.map((w) => w.folded);
    for (let i = 0; i + wanted.length <= words.length; i += 1) {
      if (wanted.every((folded, k) => (words[i + k] as TextWord).folded === folded)) {
        ranges.push([(words[i] as TextWord).start, (words[i + wanted.length - 1] as TextWord).end]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * At most `maxLength` characters of a text around its first highlighted range, cut at spaces,
 * with "…" where it was cut; the text itself when it is short enough.
 */
export function excerpt(text: string, ranges: readonly Range[], maxLength = 200): string {
  if (text.length <= maxLength) return text;
  const first = ranges[0];
  let start = first ? Math.max(0, Math.min(first[0] - Math.floor(maxLength / 3), text.length - maxLength)) : 0;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < (first ? first[0] : start + 20) ? space + 1 : start;
  }
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + maxLength / 2) end = space;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}
