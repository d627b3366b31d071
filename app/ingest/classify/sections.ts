/*
 * The sections newspapers file their articles under — in the URL's path or the item's own
 * categories — read as the taxonomy's categories (app/data/category-rules.ts, SECTION_NAMES).
 */
import { SECTION_NAMES, type CategorySlug, type SectionRule } from "../../data/category-rules.js";
import { fold, stem, STOPWORDS } from "../../text/spanish.js";
import { sectionSegments } from "./url.js";

const WORD = /[\p{L}\p{N}]+/gu;

function foldedWords(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** Section names indexed by the stem of each single-word name, so "Deporte" finds "deportes". */
const SECTION_STEMS: ReadonlyMap<string, SectionRule> = (() => {
  const map = new Map<string, SectionRule>();
  for (const [name, rule] of SECTION_NAMES) {
    const ws = name.split(" ");
    if (ws.length === 1 && ws[0]) {
      const key = stem(ws[0]);
      if (!map.has(key)) map.set(key, rule);
    }
  }
  return map;
})();

/**
 * Maps a section name (URL segment or item category) to a rule: the whole name first, then its
 * first word that is a section name on its own ("Fútbol colombiano" → fútbol → deportes).
 */
export function sectionRule(name: string): SectionRule | null {
  const ws = foldedWords(name);
  if (ws.length === 0) return null;
  const exact = SECTION_NAMES.get(ws.join(" "));
  if (exact) return exact;
  for (const word of ws) {
    if (STOPWORDS.has(word)) continue;
    const rule = SECTION_NAMES.get(word) ?? SECTION_STEMS.get(stem(word));
    if (rule) return rule;
  }
  return null;
}

/** The rule of the most specific (deepest) section of the URL that names a category. */
export function urlSectionRule(url: string): SectionRule | null {
  const segments = sectionSegments(url);
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    const segment = segments[i];
    if (!segment) continue;
    const rule = sectionRule(segment);
    if (rule) return rule;
  }
  return null;
}

/** The rule most item categories agree on (ties go to the first one written); tags that map to nothing are ignored. */
export function itemCategoriesRule(itemCategories: readonly string[]): SectionRule | null {
  const votes = new Map<CategorySlug, { count: number; first: number; rule: SectionRule }>();
  itemCategories.forEach((tag, position) => {
    if (typeof tag !== "string") return;
    const rule = sectionRule(tag);
    if (!rule) return;
    const current = votes.get(rule.category);
    if (current) current.count += 1;
    else votes.set(rule.category, { count: 1, first: position, rule });
  });
  let best: { count: number; first: number; rule: SectionRule } | null = null;
  for (const vote of votes.values()) {
    if (!best || vote.count > best.count || (vote.count === best.count && vote.first < best.first)) best = vote;
  }
  return best?.rule ?? null;
}
