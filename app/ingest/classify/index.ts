/*
 * The classify stage of ingestion: one category and the places (departments, municipalities) an
 * article is about.
 * Pure and total: no I/O, and any input (even a malformed one) gets an answer.
 */
import { FALLBACK_CATEGORY } from "../../data/categories.js";
import type { Classification, ClassifyInput } from "../types.js";
import { classifyCategory } from "./category.js";
import { type ReadStoryFeatures, storyFeatures } from "../cluster/features.js";
import { classifyPlaces } from "./departments.js";
import type { PlaceMention } from "./place-types.js";
import { type ArticleReading, readArticle } from "./place-reading.js";

export { classifyCategory, keywordCategory, keywordScores, sectionRule, urlSectionRule, itemCategoriesRule } from "./category.js";
export type { CategoryDecision, CategoryRule } from "./category.js";
export {
  classifyDepartments,
  classifyPlaces,
  detectDepartments,
  detectPlaces,
  readsLocal,
  readsNational,
  MAX_DEPARTMENTS,
  MAX_MUNICIPALITIES,
} from "./departments.js";
export { findPlaceMentions } from "./place-choice.js";
export { readArticle } from "./place-reading.js";
export { urlRegionDepartments } from "./place-names.js";
export type { DepartmentResult } from "./departments.js";
export type { ArticleReading } from "./place-reading.js";
export type { PlaceMention, PlaceRole } from "./place-types.js";
export { GAZETTEER, AMBIGUOUS_NAMES, BLOCKED_PHRASES, SPORTS_CLUBS } from "../../data/gazetteer.js";
export type { GazetteerEntry, PlaceKind } from "../../data/gazetteer.js";
export { KEYWORDS, KEYWORD_MODEL, SECTION_NAMES } from "../../data/category-rules.js";
export type { CategorySlug, SectionRule } from "../../data/category-rules.js";

/**
 * Classifies an article: its category first, then its places (which depend on the category).
 * The text is read once for both, and for the story features the answer carries to storage (they
 * need the same words and place names).
 */
export function classifyArticle(input: ClassifyInput): Classification<ReadStoryFeatures> {
  let reading: ArticleReading | undefined;
  try {
    reading = readArticle(input.title ?? "", input.summary ?? "");
  } catch {
    // Not text (a malformed input): each rule below reads what it can on its own.
  }
  const category = classifyCategory(input, reading).category;
  let places: { departments: string[]; municipalities: string[] } = { departments: [], municipalities: [] };
  // The mentions decided by the text alone are the ones story grouping reads: not decided twice.
  let textMentions: PlaceMention[] | undefined;
  try {
    const result = classifyPlaces(input, category, reading);
    places = { departments: result.departments, municipalities: result.municipalities };
    if (result.contextFree) textMentions = result.mentions;
  } catch {
    // A bug in the place rules costs the article its places, not the article (as detectPlaces).
  }
  let story: ReadStoryFeatures | undefined;
  if (reading) {
    try {
      story = { title: reading.title, summary: reading.summary, features: storyFeatures(reading, reading, textMentions) };
    } catch {
      // Story grouping reads the text again when it is stored.
    }
  }
  return { category: category || FALLBACK_CATEGORY, ...places, ...(story ? { story } : {}) };
}
