/*
 * Dependent evidence (app/data/category-rules.ts, DEPENDENT_TERMS): terms that say what surrounds an
 * event — a casualty, a venue, a find, a premiere — count for their category only beside other
 * evidence of it, else for their `otherwise` (or nothing). The keyword model (category.ts) holds
 * their scores apart while it reads a text and settles them here.
 */
import { DEPENDENT_TERMS, type CategorySlug } from "../../data/category-rules.js";

/** The dependent terms, as "category:term" as written in the table. */
export const DEPENDENT: ReadonlySet<string> = new Set(
  DEPENDENT_TERMS.flatMap(({ category, terms }) => terms.map((term) => `${category}:${term}`)),
);
/** Where each category's dependent terms go without support. */
const OTHERWISE = new Map(DEPENDENT_TERMS.map(({ category, otherwise }) => [category, otherwise] as const));

/**
 * Adds the dependent terms' scores (`held`) to their category if it has other evidence outside the
 * headline's circumstances (`supported`: a match during which something happens is no match
 * report), else to their `otherwise`.
 */
export function settle(
  scores: Map<CategorySlug, number>,
  held: ReadonlyMap<CategorySlug, number>,
  supported: ReadonlySet<CategorySlug>,
): Map<CategorySlug, number> {
  for (const [category, score] of held) {
    const to = supported.has(category) ? category : OTHERWISE.get(category);
    if (to) scores.set(to, (scores.get(to) ?? 0) + score);
  }
  return scores;
}
