/*
 * The classify stage of ingestion: one category and the departments an article is about.
 * Pure and total: no I/O, and any input (even a malformed one) gets an answer.
 */
import { FALLBACK_CATEGORY } from "../../data/categories.js";
import type { Classification, ClassifyInput } from "../types.js";
import { classifyCategory } from "./category.js";
import { type ReadStoryFeatures, storyFeatures } from "../cluster/features.js";
import { type ArticleReading, detectDepartments, readArticle } from "./departments.js";

export { classifyCategory, keywordCategory, keywordScores, sectionRule, urlSectionRule, itemCategoriesRule } from "./category.js";
export type { CategoryDecision, CategoryRule } from "./category.js";
export {
  classifyDepartments,
  detectDepartments,
  findPlaceMentions,
  readArticle,
  readsNational,
  urlRegionDepartments,
  MAX_DEPARTMENTS,
} from "./departments.js";
export type { ArticleReading, DepartmentResult, PlaceMention } from "./departments.js";
export { GAZETTEER, AMBIGUOUS_NAMES, BLOCKED_PHRASES, SPORTS_CLUBS } from "./gazetteer.js";
export type { GazetteerEntry, PlaceKind } from "./gazetteer.js";
export { KEYWORDS, KEYWORD_MODEL, SECTION_NAMES } from "./category-rules.js";
export type { CategorySlug, SectionRule } from "./category-rules.js";

/**
 * Classifies an article: its category first, then the departments (which depend on the category).
 * The text is read once for both, and for the story features the answer carries to storage (they
 * need the same words and place names).
 */
export function classifyArticle(input: ClassifyInput): Classification {
  let reading: ArticleReading | undefined;
  try {
    reading = readArticle(input.title ?? "", input.summary ?? "");
  } catch {
    // Not text (a malformed input): each rule below reads what it can on its own.
  }
  const category = classifyCategory(input, reading).category;
  let departments: string[] = [];
  try {
    departments = detectDepartments(input, category, reading);
  } catch {
    // detectDepartments is already total; this guard keeps the contract if it ever is not.
  }
  let story: ReadStoryFeatures | undefined;
  if (reading) {
    try {
      story = { title: reading.title, summary: reading.summary, features: storyFeatures(reading, reading) };
    } catch {
      // Story grouping reads the text again when it is stored.
    }
  }
  return { category: category || FALLBACK_CATEGORY, departments, ...(story ? { story } : {}) };
}
