/*
 * The category of an article, from the most trusted signal to the least:
 *   1. the feed's configured section (an operator's decision);
 *   2. the section in the article's URL path;
 *   3. the item's own categories, through the section synonym table;
 *   4. a keyword model over the title and summary (a headline opening with a court or a legislative
 *      body is that body's section, actors.ts); hard news whose title places it abroad is
 *      "internacional" whatever its topic (abroad.ts);
 *   5. the catch-all category.
 * Sections that newspapers use for two neighbouring categories ("Judicial" holds court news and
 * crime news) let the keyword model choose between them. The data is in app/data/category-rules.ts.
 */
import { CATEGORIES, FALLBACK_CATEGORY } from "../../data/categories.js";
import type { ClassifyInput } from "../types.js";
import { KEYWORD_MODEL, KEYWORDS, type CategorySlug, type SectionRule } from "../../data/category-rules.js";
import { DEPENDENT, settle } from "./dependent.js";
import { fold, stem, STOPWORDS } from "../../text/spanish.js";
import { headlineActor, namesJusticeAgent } from "./actors.js";
import { headlineCircumstances, isCasualty } from "./headline.js";
import { abroadCategory, CUE, FOREIGN, FOREIGN_PLACE_KEYS, foreignRole, HARD_NEWS, LINK, titleNamesColombia } from "./abroad.js";
import { type ArticleReading, readArticle, readingOf } from "./place-reading.js";
import { mayScore } from "./section-words.js";
import { contextStems, hasSenses, senseOf, senseTerms } from "./senses.js";
import { foldedFieldWords } from "./text.js";
import { itemCategoriesRule, urlSectionRule } from "./sections.js";

export { itemCategoriesRule, sectionRule, urlSectionRule } from "./sections.js";

/** Which rule decided an article's category. */
export type CategoryRule = "feed" | "url" | "item-category" | "keywords" | "fallback";

/** A category and the rule that chose it (for debugging and tests). */
export interface CategoryDecision {
  category: string;
  rule: CategoryRule;
}

const KNOWN_CATEGORIES: ReadonlySet<string> = new Set(CATEGORIES.map((c) => c.slug));

const WORD = /[\p{L}\p{N}]+/gu;

function foldedWords(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** Scores of the independent evidence and of the dependent terms, and the categories with evidence outside circumstances. */
type Evidence = [Map<CategorySlug, number>, Map<CategorySlug, number>, Set<CategorySlug>];

interface CompiledTerm {
  category: CategorySlug;
  weight: number;
  /** A term that counts only beside other evidence of its category (DEPENDENT_TERMS). */
  dependent?: true;
}

/** Dependent terms by category and term as written; where each category's go without support. */

interface Model {
  /** Single terms by stem. */
  stems: Map<string, CompiledTerm[]>;
  /** Single terms that must match the exact folded word ("=senado"). */
  exact: Map<string, CompiledTerm[]>;
  /** Phrases by the stem of their first word, longest first; stopwords are part of the phrase. */
  phrases: Map<string, { stems: string[]; terms: CompiledTerm[] }[]>;
}

/** Registers a term; words sharing a stem ("acusa", "acusado") count once, at the highest weight. */
function push<K>(map: Map<K, CompiledTerm[]>, key: K, term: CompiledTerm): void {
  const list = map.get(key);
  const same = list?.find((t) => t.category === term.category);
  if (same) same.weight = Math.max(same.weight, term.weight);
  else if (list) list.push(term);
  else map.set(key, [term]);
}

const MODEL: Model = (() => {
  const model: Model = { stems: new Map(), exact: new Map(), phrases: new Map() };
  const phraseIndex = new Map<string, { stems: string[]; terms: CompiledTerm[] }>();
  for (const [category, terms] of Object.entries(KEYWORDS) as [CategorySlug, readonly (readonly [string, number])[]][]) {
    for (const [term, weight] of terms) {
      const compiled: CompiledTerm = DEPENDENT.has(`${category}:${term}`) ? { category, weight, dependent: true } : { category, weight };
      if (term.startsWith("=")) {
        for (const word of foldedWords(term.slice(1))) push(model.exact, word, compiled);
        continue;
      }
      const ws = foldedWords(term);
      if (ws.length === 1 && ws[0]) {
        push(model.stems, stem(ws[0]), compiled);
      } else if (ws.length > 1) {
        const stems = ws.map((w) => stem(w));
        const key = stems.join(" ");
        const existing = phraseIndex.get(key);
        const same = existing?.terms.find((t) => t.category === category);
        if (same) same.weight = Math.max(same.weight, weight);
        else if (existing) existing.terms.push(compiled);
        else phraseIndex.set(key, { stems, terms: [compiled] });
      }
    }
  }
  for (const phrase of phraseIndex.values()) {
    const first = phrase.stems[0];
    if (first === undefined) continue;
    const list = model.phrases.get(first) ?? [];
    list.push(phrase);
    model.phrases.set(first, list);
  }
  for (const list of model.phrases.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return model;
})();

/** One keyword found in an article: which words matched, for which category, with what weight. */
export interface KeywordHit {
  words: string;
  category: CategorySlug;
  weight: number;
}

/**
 * Adds one field's keyword evidence to the scores; each term counts once per field. A foreign
 * place named as an origin or destination ("a Estados Unidos", "desde Venezuela y Ecuador") is
 * not evidence of international news; with `foreignPassing` no foreign place of the field is (the
 * headline, whose places abroad.ts reads; the lead of a headline about a Colombian place). Words of
 * Colombian place names (`placeWords`, positions in `words`) are not evidence at all; words of a
 * headline's circumstance (`circumstance`, headline.ts) weigh as the lead's.
 */
function scoreField(
  text: string,
  fieldWeight: number,
  [scores, held, supported]: Evidence,
  hits?: KeywordHit[],
  words?: string[],
  foreignPassing: () => boolean = () => false,
  placeWords?: ReadonlySet<number>,
  circumstance?: readonly boolean[],
  context: () => ReadonlySet<string> = () => contextStems(text),
  fieldStems?: readonly string[],
): void {
  const ws = words ?? foldedWords(text);
  const stems = fieldStems ?? ws.map((w) => stem(w));
  const seen = new Set<string>();
  // A word of a circumstance ("durante el partido") weighs as the lead's words do (headline.ts).
  let weight = fieldWeight;
  const add = (key: string, terms: readonly CompiledTerm[], matched: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const term of terms) {
      const into = term.dependent ? held : scores;
      if (!term.dependent && weight === fieldWeight) supported.add(term.category);
      into.set(term.category, (into.get(term.category) ?? 0) + term.weight * weight);
      hits?.push({ words: matched, category: term.category, weight: term.weight * weight });
    }
  };
  // Whether the words read since the last origin/destination cue are a list of places.
  let afterCue = false;
  let i = 0;
  while (i < ws.length) {
    const word = ws[i] ?? "";
    const wordStem = stems[i] ?? "";
    // A place's own words are skipped; a phrase that starts before the place and takes it in
    // names something else ("Vuelta a Colombia").
    if (placeWords?.has(i)) {
      i += 1;
      continue;
    }
    weight = circumstance?.[i] ? Math.min(fieldWeight, KEYWORD_MODEL.summaryWeight) : fieldWeight;
    // Phrases first, so that "banco de la república" is not also read as "banco" and "república".
    const phrase = MODEL.phrases.get(wordStem)?.find((p) => p.stems.every((s, k) => stems[i + k] === s));
    if (phrase) {
      const matched = ws.slice(i, i + phrase.stems.length).join(" ");
      const foreign = FOREIGN_PLACE_KEYS.has(matched);
      const sense = hasSenses(matched) ? senseOf(matched, context) : undefined;
      const terms = sense ? senseTerms(sense, phrase.terms) : phrase.terms;
      if (!(foreign && (afterCue || foreignPassing()))) add(`p:${phrase.stems.join(" ")}`, terms, matched);
      afterCue &&= foreign;
      i += phrase.stems.length;
      continue;
    }
    const role = foreignRole(word);
    if (role & CUE) {
      afterCue = true;
      i += 1;
      continue;
    }
    const foreign = (role & FOREIGN) !== 0;
    // The word before a casualty names its victims ("cinco mineros muertos"): their trade is no
    // evidence of the news' section (see harmed).
    const victims = isCasualty(stems[i + 1] ?? "") && !isCasualty(wordStem);
    if (!STOPWORDS.has(word) && !(foreign && (afterCue || foreignPassing()))) {
      const exact = MODEL.exact.get(word);
      const single = MODEL.stems.get(wordStem);
      // A word of two senses counts for the one its context gives ("cobro de vacunas"), if any.
      const sense = hasSenses(word) ? senseOf(word, context) : undefined;
      if (sense) add(`s:${wordStem}`, senseTerms(sense, [...(exact ?? []), ...(single ?? [])]), word);
      else {
        if (exact) add(`w:${word}`, victims ? harmed(exact) : exact, word);
        if (single) add(`s:${wordStem}`, victims ? harmed(single) : single, word);
      }
    }
    if (!foreign && !(role & LINK)) afterCue = false;
    i += 1;
  }
}

/**
 * What a casualty's victims say: only what harm to them is news of — wildlife harmed is the
 * environment's, police officers and soldiers harmed are security's (they are harmed for what they
 * are); a miner's or a student's trade is not the news of an accident that harms them.
 */
function harmed(terms: readonly CompiledTerm[]): readonly CompiledTerm[] {
  return terms.filter((term) => term.category === "medio-ambiente" || term.category === "seguridad");
}

/** The folded words of title and summary, from the classifier's reading when it read these texts. */
function fieldWords(title: string, summary: string, reading?: ArticleReading): [string[], string[]] | [undefined, undefined] {
  if (!reading || reading.title !== title || reading.summary !== summary) return [undefined, undefined];
  return [foldedFieldWords(title, reading.tokens, 0), foldedFieldWords(summary, reading.tokens, 1)];
}

/**
 * The positions, in each field's words, of the Colombian place names the reading found: a place's
 * name is where the news happens, not what it is about ("Ciénaga de Oro", "Planeta Rica" and
 * "Puerto Berrío" say nothing of wetlands, planets or ports). Names shared with a place abroad
 * stay evidence, for the international reading.
 */
function placeWordPositions(reading: ArticleReading): [ReadonlySet<number>, ReadonlySet<number>] | [undefined, undefined] {
  let positions: [Set<number>, Set<number>] | null = null;
  const { tokens } = reading;
  for (const place of reading.places) {
    if (!place.candidates.some((candidate) => !candidate.rejection && !candidate.entry.foreign)) continue;
    // Most place names hold no keyword (Medellín, Cúcuta): nothing to skip.
    let keyword = false;
    for (let k = place.match.start; k < place.match.end && !keyword; k += 1) keyword = isKeyword(tokens[k]?.norm ?? "");
    if (!keyword) continue;
    positions ??= [new Set(), new Set()];
    const summaryStart = tokens.findIndex((token) => token.field === 1);
    for (let k = place.match.start; k < place.match.end; k += 1) {
      const field = tokens[k]?.field;
      if (field === 0) positions[0].add(k);
      else if (field === 1) positions[1].add(k - summaryStart);
    }
  }
  return positions ?? [undefined, undefined];
}

/** Whether a folded word starts a term of the keyword model (a word, an exact word or a phrase). */
function isKeyword(word: string): boolean {
  if (MODEL.exact.has(word)) return true;
  const wordStem = stem(word);
  return MODEL.stems.has(wordStem) || MODEL.phrases.has(wordStem);
}

/** Scores title and summary (or the title alone); `hits` collects the evidence. */
function scoreArticle(
  title: string,
  summary: string,
  reading: ArticleReading | undefined,
  hits?: KeywordHit[],
  { titleOnly = false } = {},
): Map<CategorySlug, number> {
  const read = reading && reading.title === title && reading.summary === summary ? reading : readArticle(title, summary);
  const [titleWords, summaryWords] = fieldWords(title, summary, read);
  const [titlePlaces, summaryPlaces] = placeWordPositions(read);
  const scores = new Map<CategorySlug, number>();
  const held = new Map<CategorySlug, number>();
  const supported = new Set<CategorySlug>();
  const headline = titleWords ?? foldedWords(title);
  const lead = summaryWords ?? foldedWords(summary);
  // Each field's stems, cut once: its terms are matched on them and a word of two senses reads its
  // context in both (senses.ts).
  const headlineStems = headline.map((word) => stem(word));
  const leadStems = lead.map((word) => stem(word));
  const circumstance = headlineCircumstances(title, headline, titleWords && read.tokens);
  let stems: ReadonlySet<string> | undefined;
  const context = () => (stems ??= new Set([...headlineStems, ...leadStems]));
  // The headline's foreign places are no topic (`() => true`): they say where the news happens,
  // which abroad.ts reads (hard news the title places abroad is international); counted here too,
  // they would outweigh the topic of soft news abroad ("Cartagena, España, y Cartagena de Indias
  // firman hermanamiento" is culture).
  scoreField(
    title,
    KEYWORD_MODEL.titleWeight,
    [scores, held, supported],
    hits,
    headline,
    () => true,
    titlePlaces,
    circumstance,
    context,
    headlineStems,
  );
  if (titleOnly) return settle(scores, held, supported);
  // The lead's foreign places are passing mentions when the title is about a Colombian place
  // (read only when the lead names a foreign place).
  let leadPassing: boolean | undefined;
  const passing = () => (leadPassing ??= titleNamesColombia(read));
  scoreField(
    summary,
    KEYWORD_MODEL.summaryWeight,
    [scores, held, supported],
    hits,
    lead,
    passing,
    summaryPlaces,
    undefined,
    context,
    leadStems,
  );
  return settle(scores, held, supported);
}

/** The keyword model's score for every category with evidence, highest first. */
export function keywordScores(title: string, summary: string, reading?: ArticleReading): [CategorySlug, number][] {
  return [...scoreArticle(title, summary, reading)].sort((a, b) => b[1] - a[1]);
}

/** The keywords found in an article's title and summary, for debugging the tables. */
export function keywordEvidence(title: string, summary: string): KeywordHit[] {
  const hits: KeywordHit[] = [];
  scoreArticle(title, summary, undefined, hits);
  return hits;
}

const OPINION_MARKERS = new Set(["opinion", "columna", "editorial", "carta abierta", "tribuna"]);
const OPINION_WORDS = ["opinion", "columna", "editorial", "carta", "tribuna"];

/** Opinion is a genre, not a topic: a title naming it, or a lead opening with "Editorial:", decides. */
function writtenAsOpinion(title: string, summary: string, reading?: ArticleReading): boolean {
  // Most texts hold none of the markers' words: the reading's word set says so at once.
  if (reading && reading.title === title && reading.summary === summary && !OPINION_WORDS.some((word) => reading.normSet.has(word)))
    return false;
  const [titleWords = foldedWords(title), summaryWords = foldedWords(summary)] = fieldWords(title, summary, reading);
  const joined = ` ${titleWords.join(" ")} `;
  const lead = summaryWords.slice(0, 2).join(" ");
  for (const marker of OPINION_MARKERS) if (joined.includes(` ${marker} `) || lead.startsWith(marker)) return true;
  return false;
}

/** The keyword model's answer, or null when no category is clearly ahead. */
export function keywordCategory(title: string, summary: string, reading?: ArticleReading): CategorySlug | null {
  if (writtenAsOpinion(title, summary, reading)) return "opinion";
  const actor = headlineActor(title);
  if (actor) return actor;
  const [best, second] = keywordScores(title, summary, reading);
  if (!best || best[1] < KEYWORD_MODEL.minScore) return null;
  if (second && best[1] - second[1] < KEYWORD_MODEL.minMargin) {
    // Title and lead pull to two categories as hard: the headline decides, if it leans clearly.
    const inTitle = scoreArticle(title, summary, reading, undefined, { titleOnly: true });
    const lean = (inTitle.get(best[0]) ?? 0) - (inTitle.get(second[0]) ?? 0);
    if (Math.abs(lean) < KEYWORD_MODEL.minMargin) return null;
    return lean > 0 ? best[0] : second[0];
  }
  return best[0];
}

/** Applies a section rule, letting the text pick one of the section's habitual alternatives. */
function resolveSection(rule: SectionRule, title: string, summary: string, reading?: ArticleReading): CategorySlug {
  if (!rule.alternatives?.length) return rule.category;
  const actor = headlineActor(title);
  if (actor && (actor === rule.category || rule.alternatives.includes(actor))) return actor;
  // Most articles hold no word of the alternatives' vocabulary: their section stands, unscored.
  if (!rule.alternatives.some((alternative) => mayScore(alternative, title, summary, reading))) return rule.category;
  const scores = new Map(keywordScores(title, summary, reading));
  const sectionScore = scores.get(rule.category) ?? 0;
  let choice: CategorySlug = rule.category;
  let best = sectionScore;
  for (const alternative of rule.alternatives) {
    const score = alternative === "judicial" && !namesJusticeAgent(title, summary) ? 0 : (scores.get(alternative) ?? 0);
    if (score >= KEYWORD_MODEL.minScore && score >= sectionScore + KEYWORD_MODEL.alternativeMargin && score > best) {
      choice = alternative;
      best = score;
    }
  }
  return choice;
}

/**
 * Decides the category of an article and says which rule decided it. `reading`, the classifier's
 * reading of the same title and summary, saves cutting them into words again.
 */
export function classifyCategory(input: ClassifyInput, reading?: ArticleReading): CategoryDecision {
  try {
    const title = typeof input.title === "string" ? input.title : "";
    const summary = typeof input.summary === "string" ? input.summary : "";
    const feed = typeof input.feedCategory === "string" ? input.feedCategory.trim() : "";
    if (feed && KNOWN_CATEGORIES.has(feed)) return { category: feed, rule: "feed" };
    const fromUrl = typeof input.url === "string" ? urlSectionRule(input.url) : null;
    if (fromUrl) return { category: resolveSection(fromUrl, title, summary, reading), rule: "url" };
    const fromItems = Array.isArray(input.itemCategories) ? itemCategoriesRule(input.itemCategories) : null;
    if (fromItems) return { category: resolveSection(fromItems, title, summary, reading), rule: "item-category" };
    const topic = keywordCategory(title, summary, reading);
    // Hard news the title places abroad is the international section's, whatever its topic.
    const fromKeywords =
      topic === null || HARD_NEWS.has(topic) ? abroadCategory(topic, readingOf({ ...input, title, summary }, reading)) : topic;
    if (fromKeywords) return { category: fromKeywords, rule: "keywords" };
  } catch {
    // Pure and total by contract: whatever went wrong, the article still gets the catch-all.
  }
  return { category: FALLBACK_CATEGORY, rule: "fallback" };
}
