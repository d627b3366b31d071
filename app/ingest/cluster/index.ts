/*
 * The story-grouping stage of ingestion: which stored article, if any, an arriving article
 * reports the same event as. Pure: the SQL that feeds it candidates and writes its decisions is
 * app/models/story.server.ts, run by grouping.server.ts in the transaction that stores the articles.
 */
export { decideStory, GROUPING_RULES, matchScore, namesDiffer, UNGROUPED_CATEGORIES } from "./decide.js";
export type { Arrival, PlacedArticle, StoryDecision } from "./decide.js";
export { statisticsKeys, storyFeatures, TERM_ENTITY, TERM_NUMBER, TERM_TITLE } from "./features.js";
export { figureTerm, readFigures } from "./figures.js";
export { termOf } from "./headline-words.js";
export type { Quantity, StoryFeatures } from "./features.js";
export { contradiction, cosine, idf, likeness, weighTerms } from "./similarity.js";
export type { HeadlineFacts, TermStats, WeightedTerms } from "./similarity.js";
