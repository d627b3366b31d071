/*
 * What story grouping reads in an article: the words of its title and summary as canonical stems
 * (accent-folded, Snowball-stemmed, stopwords out, synonyms merged), which of them are names, and
 * the facts a headline pins an event to — its figures, weekday, date and places. Pure.
 */
import { findPlaceMentions } from "../classify/place-choice.js";
import { type ArticleReading, readArticle } from "../classify/place-reading.js";
import type { PlaceMention } from "../classify/place-types.js";
import { foldedFieldWords, type Token, tokenize } from "../classify/text.js";
import { fold, STOPWORDS } from "../../text/spanish.js";
import { oneNamePerInstitution } from "./entities.js";
import { figureTerm, type Quantity, readFigures } from "./figures.js";
import { isContentWord, termOf, WEEKDAYS, WORD } from "./headline-words.js";

export type { Quantity } from "./figures.js";

/** Flags of a term: where it appears and what it is. */
export const TERM_TITLE = 1;
export const TERM_SUMMARY = 2;
export const TERM_ENTITY = 4;
export const TERM_NUMBER = 8;
export const TERM_PLACE = 16;
/** A capitalised word opening the headline (or a sentence of it): a name only if it usually is one. */
export const TERM_LEADING = 32;
/** The statistics key counting the articles in which a term was written as a name. */
export const NAME_PREFIX = "^";

/** The story features of a title and summary, with the texts they were read from. */
export interface ReadStoryFeatures {
  title: string;
  summary: string;
  features: StoryFeatures;
}

/** The features of one article. */
export interface StoryFeatures {
  /** Term → flags (TERM_TITLE | TERM_SUMMARY | TERM_ENTITY | TERM_NUMBER). Numbers are "#value". */
  terms: Map<string, number>;
  /** The title folded to its words, for the exact-title rule. */
  titleKey: string;
  /** How many content words the title has. */
  titleWords: number;
  /** Figures of the title. */
  quantities: Quantity[];
  /** Weekday names of the title (folded). */
  weekdays: string[];
  /** Calendar dates of the title, as "day-month". */
  dates: string[];
  /** Department slugs of the places the title names. */
  places: string[];
  /** The towns and cities the title names (folded), and whether it also names a department. */
  towns: string[];
  namesDepartment: boolean;
  /** Alert levels the title names ("alerta roja" → "roja"). */
  alerts: string[];
  /**
   * Whether the title reports a toll being revised ("sube a 8 la cifra de muertos", "ya son 12
   * los heridos"): then another count of victims is the same event told later, not another event.
   */
  revision: boolean;
  /**
   * Names the title places something at that are not known places ("ataque en La Plata", "moto
   * bomba en Suárez"): capitalised words right after "en", "desde" or "hacia", as terms ("de" introduces people as often: "gol de Cardona").
   */
  locatives: string[];
  /**
   * The terms of a work's title quoted in the headline ("presenta 'Tierra de nadie'", "la
   * telenovela 'Marea alta'"): a name, not what happened. Not a quotation opening the headline or
   * following a colon: that is what someone said.
   */
  quoted: string[];
  /**
   * The roads the title names by their two ends ("la vía Neiva-Pitalito" → "neiva-pitalito", the
   * ends in alphabetical order, so "Barranquilla-Cartagena" is "Cartagena-Barranquilla").
   */
  roads: string[];
  /**
   * The terms of the forms the institution lexicon rewrote ("Banco de la República" → "BanRep"):
   * counted in the statistics as the text wrote them, so that the lexicon does not make "banco"
   * rarer for "El Banco" (Magdalena) or "nacional" for a national championship. Not stored.
   */
  countedAs?: string[];
}

/** A quoted passage between opening and closing marks (bounded, so linear on any text). */
const QUOTED = /['‘"“«]([^'’"”»]{1,80})['’"”»]/gu;
/** A work's title is short: a longer quotation is what someone said. */
const MAX_QUOTED_WORDS = 8;

/** The terms of the works' titles a headline quotes (see StoryFeatures.quoted). */
export function quotedTitleTerms(title: string): string[] {
  const terms = new Set<string>();
  for (const match of title.matchAll(QUOTED)) {
    const before = title.slice(0, match.index).trimEnd();
    if (before === "" || before.endsWith(":")) continue;
    const words = fold(match[1] ?? "").match(WORD) ?? [];
    if (words.length > MAX_QUOTED_WORDS) continue;
    for (const word of words) if (isContentWord(word)) terms.add(termOf(word));
  }
  return [...terms];
}

/** A road named by its ends: a word for a road, then two names joined by a hyphen (folded text; bounded). */
const ROAD = /(?<!\p{L})(via|carretera|autopista|tramo|corredor|troncal)\s+(\p{L}{1,40})\s?[-–]\s?(\p{L}{1,40})/gu;

/** The roads a title names by their ends (see StoryFeatures.roads). */
export function roadsOf(title: string): string[] {
  if (!/[-–]/u.test(title)) return [];
  return [...new Set([...fold(title).matchAll(ROAD)].map((match) => [match[2], match[3]].sort().join("-")))];
}

/** Two names joined by a hyphen: the ends of a road or a route (bounded, so linear on any text). */
const ROAD_ENDS = /(?<!\p{L})\p{L}{1,40}\s?[-–]\s?\p{L}{1,40}/gu;

/** Prepositions that place an event: the capitalised words after them name where it happened. */
const LOCATIVE = new Set(["en", "desde", "hacia"]);

/** Words of a headline that announce a revised toll. */
const REVISION =
  /\b(sube|suben|subio|asciende|ascienden|ascendio|aumenta|aumentan|aumento|eleva|elevan|ya son|ya van|nuevo balance|cifra|balance)\b/u;

/** Alert levels: exclusive, so two headlines with different levels are two situations. */
const ALERT_LEVELS = new Set(["roja", "naranja", "amarilla", "verde"]);

/**
 * Whether a text is written in Title Case ("Pico Y Placa Hoy En Bogotá"), where capitals prove
 * nothing about names. Names can fill most of a Spanish headline, but its function words stay
 * lower-case: only capitalised function words give Title Case away. Its words are runs of letters:
 * the text's tokens, split where they hold digits.
 */
function titleCased(words: readonly Token[]): boolean {
  let functionWords = 0;
  let capitalised = 0;
  const consider = (word: string, folded: string) => {
    if (word.length > 8 || !STOPWORDS.has(folded)) return;
    functionWords += 1;
    if (word.charAt(0) !== word.charAt(0).toLowerCase()) capitalised += 1;
  };
  for (const token of words) {
    if (!DIGIT.test(token.raw)) consider(token.raw, token.norm);
    else for (const word of token.raw.match(LETTERS) ?? []) consider(word, fold(word));
  }
  if (functionWords < 2) return false;
  return capitalised / functionWords > 0.6;
}

const DIGIT = /\p{N}/u;
const LETTERS = /\p{L}+/gu;
/** The statistics keys an article adds to: its terms, and the names among them (NAME_PREFIX). */
export function statisticsKeys(features: StoryFeatures): string[] {
  const keys: string[] = [];
  for (const [term, flags] of features.terms) {
    keys.push(term);
    if (flags & TERM_ENTITY) keys.push(`${NAME_PREFIX}${term}`);
  }
  for (const term of new Set(features.countedAs ?? [])) if (!features.terms.has(term)) keys.push(term);
  return keys;
}

/** The capitalised words right after a locative preposition of the title, unless known places (LOCATIVE). */
function locativeNames(titleTokens: readonly Token[], terms: ReadonlyMap<string, number>): string[] {
  const names = new Set<string>();
  titleTokens.forEach((token, position) => {
    if (!LOCATIVE.has(token.norm)) return;
    for (let index = position + 1; index < titleTokens.length; index += 1) {
      const next = titleTokens[index] as Token;
      if (!next.capitalised || next.caseless || next.sentenceStart) break;
      if (!isContentWord(next.norm)) continue;
      const term = termOf(next.raw);
      if (!((terms.get(term) ?? 0) & TERM_PLACE)) names.add(term);
    }
  });
  return [...names];
}

/**
 * Reads the story features of an article from its title and summary. `reading`, the classifier's
 * reading of the same texts, saves reading them again (ignored when read from other texts);
 * `placeMentions`, the classifier's place mentions of that reading when no context decided them
 * (findPlaceMentions' `contextFree`), save deciding its places again.
 */
export function storyFeatures(
  input: { title: string; summary: string },
  reading?: ArticleReading,
  placeMentions?: readonly PlaceMention[],
): StoryFeatures {
  // One name per institution: "DIAN", "Dirección de Impuestos y Aduanas Nacionales" and "el director
  // de la DIAN" are one actor (entities.ts). The classifier's reading is of the texts as written.
  const named = [oneNamePerInstitution(input.title ?? ""), oneNamePerInstitution(input.summary ?? "")];
  const title = named[0]?.text ?? "";
  const summary = named[1]?.text ?? "";
  const shared = reading && reading.title === title && reading.summary === summary ? reading : null;
  const tokens = shared?.tokens ?? tokenize([title, summary]);
  const titleTokens = tokens.filter((token) => token.field === 0);
  const summaryTokens = tokens.filter((token) => token.field === 1);
  const caseless = [titleCased(titleTokens), titleCased(summaryTokens)];
  const lexiconNames = new Set(named.flatMap((text) => text.names.flatMap((name) => fold(name).match(WORD) ?? [])));
  const content = tokens.map((token) => isContentWord(token.norm));
  const entityNorms = new Set<string>();
  tokens.forEach((token, position) => {
    // A name the institution lexicon wrote is one even where a sentence opens ("DIAN reporta…").
    const named = token.capitalised && (!token.sentenceStart || lexiconNames.has(token.norm));
    if (named && !token.caseless && !caseless[token.field] && content[position]) entityNorms.add(token.norm);
  });
  const terms = new Map<string, number>();
  const add = (term: string, flags: number) => terms.set(term, (terms.get(term) ?? 0) | flags);
  const titleTerms = new Set<string>();
  tokens.forEach((token, position) => {
    if (!content[position]) return;
    const term = termOf(token.raw);
    if (term.length < 2) return;
    const field = token.field === 0 ? TERM_TITLE : TERM_SUMMARY;
    const leading = token.field === 0 && token.sentenceStart && token.capitalised && !token.caseless && !caseless[0];
    // From the summary, only names (and the headline's own words again): the headline says what
    // happened, and the common words of a summary are about whatever aspect each paper chose.
    if (token.field !== 0 && !entityNorms.has(token.norm) && !terms.has(term)) return;
    add(term, field | (entityNorms.has(token.norm) ? TERM_ENTITY : leading ? TERM_LEADING : 0));
    if (token.field === 0) titleTerms.add(term);
  });
  const titleFigures = readFigures(title, titleTokens);
  const summaryFigures = readFigures(summary, summaryTokens);
  for (const [figures, field] of [
    [titleFigures, TERM_TITLE],
    [summaryFigures, TERM_SUMMARY],
  ] as const) {
    for (const quantity of figures.quantities) {
      // Small bare counts ("tres policías") are too common to identify an event on their own.
      if (quantity.kind === "num" && Number(quantity.value) < 10 && quantity.unit === "") continue;
      add(figureTerm(quantity), field | TERM_NUMBER);
    }
  }
  const titleWordList = foldedFieldWords(title, titleTokens, 0);
  const titleKey = titleWordList.join(" ");
  // "el próximo jueves" and "el pasado jueves" are other days than "este jueves".
  const weekdaySet = new Set<string>();
  titleWordList.forEach((word, index) => {
    if (!WEEKDAYS.has(word)) return;
    const before = titleWordList[index - 1] ?? "";
    if (before === "proximo" || before === "proxima") weekdaySet.add(`proximo ${word}`);
    else if (before === "pasado" || before === "pasada") weekdaySet.add(`pasado ${word}`);
    else weekdaySet.add(word);
  });
  const weekdays = [...weekdaySet];
  const alerts = [
    ...new Set(
      titleWordList.filter(
        (word, index) => ALERT_LEVELS.has(word) && titleWordList.slice(Math.max(0, index - 3), index).includes("alerta"),
      ),
    ),
  ];
  let places: string[] = [];
  let towns: string[] = [];
  let namesDepartment = false;
  try {
    // Grouping reads the places the text names, whatever the newspaper, URL or category.
    const mentions =
      shared && placeMentions
        ? placeMentions
        : findPlaceMentions(
            { title, summary, url: "", feedCategory: null, itemCategories: [], newspaper: { slug: "", homeDepartment: null } },
            "general",
            shared ?? readArticle(title, summary, tokens),
            { roles: false },
          ).mentions;
    // The hand-written gazetteer's places, as grouping was tuned on them: DANE's smaller towns and
    // a name's other candidates would make two reports of one event name "other towns".
    const accepted = mentions.filter((mention) => mention.accepted && mention.curated && mention.kind !== "demonym");
    const paddedTitle = ` ${titleKey} `;
    // The ends of a road ("la vía Bogotá-Villavicencio") say which road, not where on it.
    const roadEnds = new Set(/[-–]/u.test(title) ? (fold(title).match(ROAD_ENDS) ?? []).flatMap((pair) => pair.match(WORD) ?? []) : []);
    const inTitle = accepted.filter((mention) => {
      const words = fold(mention.text).match(WORD) ?? [];
      return paddedTitle.includes(` ${words.join(" ")} `) && !words.some((word) => roadEnds.has(word));
    });
    places = [...new Set(inTitle.map((mention) => mention.department))];
    // Towns are municipalities and capitals; regions and landmarks ("el Catatumbo") span several.
    const townMentions = inTitle.filter((mention) => mention.kind === "municipality" || mention.kind === "capital");
    towns = [...new Set(townMentions.map((mention) => (fold(mention.text).match(WORD) ?? []).join(" ")))];
    namesDepartment = inTitle.some((mention) => mention.kind === "department");
    for (const mention of accepted) {
      for (const word of mention.text.match(WORD) ?? []) {
        const term = termOf(word);
        if (terms.has(term)) add(term, TERM_PLACE);
      }
    }
  } catch {
    // The place matcher is total by contract; if it ever throws, the text simply names no place.
  }
  return {
    terms,
    titleKey,
    titleWords: titleTerms.size,
    quantities: titleFigures.quantities,
    weekdays,
    dates: [...new Set(titleFigures.dates)],
    places,
    towns,
    namesDepartment,
    alerts,
    revision: REVISION.test(titleKey),
    locatives: caseless[0] ? [] : locativeNames(titleTokens, terms),
    quoted: quotedTitleTerms(title),
    roads: roadsOf(title),
    countedAs: named
      .flatMap((text) => text.replaced)
      .flatMap((form) => (form.match(WORD) ?? []).filter((word) => isContentWord(fold(word))).map(termOf)),
  };
}
