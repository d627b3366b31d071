/*
 * What story grouping reads in an article: the words of its title and summary as canonical stems
 * (accent-folded, Snowball-stemmed, stopwords out, synonyms merged), which of them are names, and
 * the facts a headline pins an event to — its figures, weekday, date and places. Pure.
 */
import { findPlaceMentions } from "../classify/place-choice.js";
import { type ArticleReading, readArticle } from "../classify/place-reading.js";
import type { PlaceMention } from "../classify/place-types.js";
import { foldedFieldWords, type Token, tokenize } from "../classify/text.js";
import { fold, STOPWORDS, stem } from "../../text/spanish.js";
import { canonicalStem } from "./synonyms.js";
import { memoize } from "../../text/memo.js";

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

/** A figure of a headline: its kind, its value and the word it counts ("8 muertos" → unit "muert"). */
export interface Quantity {
  /** "$" money, "%" a percentage, "score" a match result, "dec" a decimal figure, "num" a count. */
  kind: "$" | "%" | "score" | "dec" | "num";
  value: string;
  /** For counts: the canonical stem of the word counted ("" when none). */
  unit: string;
}

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
}

const WEEKDAYS = new Set(["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]);
const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const MONTH_NUMBER = new Map(MONTHS.map((month, index) => [month, index + 1]));
MONTH_NUMBER.set("setiembre", 9);

/**
 * Headline boilerplate that says nothing about which event a text reports ("video", "lo que se
 * sabe", "en vivo", "hoy"), beside the Spanish function words of the classifier's list.
 */
const NEWS_STOPWORDS = new Set([
  "hoy",
  "video",
  "videos",
  "foto",
  "fotos",
  "asi",
  "sabe",
  "saber",
  "vivo",
  "ultima",
  "ultimo",
  "minuto",
  "noticia",
  "noticias",
  "dia",
  "dias",
  "semana",
  "mes",
  "ano",
  "anos",
  "esta",
  "este",
  "estos",
  "estas",
  "nuevo",
  "nueva",
  "nuevos",
  "nuevas",
  "tras",
  "sera",
  "seran",
  "puede",
  "pueden",
  "debe",
  "deben",
  "cual",
  "cuales",
  "quien",
  "quienes",
  "hacer",
  "hace",
  "mas",
]);

/** Ordinals before a noun ("cuarta etapa", "tercera fecha"): a figure of that noun. */
const ORDINALS = new Map<string, number>([
  ["primer", 1],
  ["primera", 1],
  ["primero", 1],
  ["segunda", 2],
  ["segundo", 2],
  ["tercer", 3],
  ["tercera", 3],
  ["tercero", 3],
  ["cuarta", 4],
  ["cuarto", 4],
  ["quinta", 5],
  ["quinto", 5],
  ["sexta", 6],
  ["sexto", 6],
  ["septima", 7],
  ["septimo", 7],
  ["octava", 8],
  ["octavo", 8],
  ["novena", 9],
  ["noveno", 9],
  ["decima", 10],
  ["decimo", 10],
]);

/**
 * Nouns that name a numbered thing when a figure follows them ("etapa 4", "fecha 9", "kilómetro
 * 58", "artículo 92", "calle 80"): the figure is that thing's number, and another number is
 * another thing.
 */
const DESIGNATORS = new Set([
  "etapa",
  "fecha",
  "jornada",
  "ronda",
  "kilometro",
  "km",
  "articulo",
  "edicion",
  "capitulo",
  "episodio",
  "temporada",
  "calle",
  "carrera",
  "avenida",
  "diagonal",
  "transversal",
  "linea",
  "ruta",
  "puesto",
  "numero",
  "grupo",
  "sala",
  "puerta",
  "version",
]);

/** Alert levels: exclusive, so two headlines with different levels are two situations. */
const ALERT_LEVELS = new Set(["roja", "naranja", "amarilla", "verde"]);

/** Spelled-out counts a headline uses instead of digits ("ocho muertos"). */
const NUMBER_WORDS = new Map<string, number>([
  ["dos", 2],
  ["tres", 3],
  ["cuatro", 4],
  ["cinco", 5],
  ["seis", 6],
  ["siete", 7],
  ["ocho", 8],
  ["nueve", 9],
  ["diez", 10],
  ["once", 11],
  ["doce", 12],
  ["trece", 13],
  ["catorce", 14],
  ["quince", 15],
  ["veinte", 20],
  ["treinta", 30],
  ["cien", 100],
]);

const WORD = /[\p{L}\p{N}]+/gu;
/** A match result: "2-1", "0 - 2". Digits glued to other digits or separators are something else. */
const SCORE = /(?<![\p{N}.,:/-])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\p{N}.,:/-])/gu;
/** A written figure: optional currency, Colombian thousands dots, optional decimal comma, optional percent. */
const FIGURE = /(US\$|\$)?\s?(?<![\p{L}\p{N}.,:])(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(?![\p{N}]|[.,:]\d)(\s?%|\s+por\s+ciento)?/gu;

/** The canonical stem of a word as written: lower-cased with its accents (the stemmer needs them), then folded. */
export const termOf: (word: string) => string = memoize(50_000, (word) => canonicalStem(stem(word.toLowerCase())));

function isContentWord(norm: string): boolean {
  return (
    norm.length > 1 &&
    !STOPWORDS.has(norm) &&
    !NEWS_STOPWORDS.has(norm) &&
    !WEEKDAYS.has(norm) &&
    !MONTH_NUMBER.has(norm) &&
    !/^\p{N}+$/u.test(norm)
  );
}

/** The first content word after a figure, canonical-stemmed: what the figure counts. */
function unitAfter(rest: string): string {
  let skipped = 0;
  for (const match of rest.matchAll(WORD)) {
    const norm = fold(match[0]);
    if (/^\p{N}/u.test(norm)) return "";
    if (STOPWORDS.has(norm) || norm === "mil" || norm === "millones" || norm === "millon" || norm === "billones") {
      if (++skipped > 3) return "";
      continue;
    }
    return termOf(match[0]);
  }
  return "";
}

/** A word of a text: as written, folded, and where it starts. */
interface TextWord {
  raw: string;
  norm: string;
  start: number;
}

function wordsOf(text: string): TextWord[] {
  return [...text.matchAll(WORD)].map((match) => ({ raw: match[0], norm: fold(match[0]), start: match.index }));
}

/**
 * The figures of a text (and the dates it names, which look like figures). `words`, when given,
 * are the text's words as the classifier's tokenizer cut them (the same words, already folded).
 */
export function readFigures(text: string, words: readonly TextWord[] = wordsOf(text)): { quantities: Quantity[]; dates: string[] } {
  const quantities: Quantity[] = [];
  const dates: string[] = [];
  // Scores, clock times and figures are written with digits: most texts have none.
  if (/\d/.test(text)) {
    let masked = text.replace(SCORE, (_whole, a: string, b: string) => {
      const [low, high] = [Number(a), Number(b)].sort((x, y) => x - y);
      quantities.push({ kind: "score", value: `${low}-${high}`, unit: "" });
      return " ";
    });
    // Clock times ("6:52", "9:30 p. m.") are not figures of the event.
    masked = masked.replace(/\b\d{1,2}:\d{2}\b/g, " ");
    for (const match of masked.matchAll(FIGURE)) {
      const [, currency, whole = "", decimals, percent] = match;
      const value = `${Number(whole.replace(/\./g, ""))}${decimals ? `.${decimals.replace(/0+$/, "") || "0"}` : ""}`.replace(/\.0$/, "");
      // What follows and precedes a figure, a few words each way: enough for its unit or date.
      const rest = masked.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 80);
      const foldedRest = fold(rest);
      const nextWords = foldedRest.match(WORD) ?? [];
      const month = nextWords[0] === "de" ? MONTH_NUMBER.get(nextWords[1] ?? "") : undefined;
      if (month !== undefined && !decimals && Number(whole) >= 1 && Number(whole) <= 31) {
        dates.push(`${Number(whole)}-${month}`);
        continue;
      }
      const year = !decimals && !currency && !percent && /^(19|20)\d\d$/.test(whole);
      if (year) continue;
      if (percent) quantities.push({ kind: "%", value, unit: "" });
      else if (currency || /^\s*(?:(?:mil\s+)?(?:millones|billones)\s+de\s+)?(pesos|dolares)\b/u.test(foldedRest))
        quantities.push({ kind: "$", value, unit: "" });
      else if (decimals) quantities.push({ kind: "dec", value, unit: "" });
      else {
        const previous = fold(masked.slice(Math.max(0, (match.index ?? 0) - 30), match.index ?? 0)).match(/(\p{L}+)\s*$/u)?.[1] ?? "";
        quantities.push({ kind: "num", value, unit: DESIGNATORS.has(previous) ? termOf(previous) : unitAfter(rest) });
      }
    }
  }
  // Spelled-out counts, unless capitalised mid-sentence (a name: "Once Caldas"), and ordinals
  // directly before their noun.
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TextWord;
    // Number words are short.
    if (word.raw.length > 9) continue;
    const ordinal = ORDINALS.get(word.norm);
    const next = words[index + 1];
    if (ordinal !== undefined && next && /^\s*$/u.test(text.slice(word.start + word.raw.length, next.start)) && !STOPWORDS.has(next.norm)) {
      quantities.push({ kind: "num", value: String(ordinal), unit: termOf(next.raw) });
      continue;
    }
    const count = NUMBER_WORDS.get(word.norm);
    if (count === undefined) continue;
    const first = word.raw.charAt(0);
    if (first !== first.toLowerCase() && word.start > 0) continue;
    const after = word.start + word.raw.length;
    quantities.push({ kind: "num", value: String(count), unit: unitAfter(text.slice(after, after + 80)) });
  }
  return { quantities, dates };
}

/** The term of a figure: its kind and value, so that 70 % and 70 teams are different facts. */
export function figureTerm(quantity: Quantity): string {
  if (quantity.kind === "num") return quantity.unit ? `#${quantity.value}:${quantity.unit}` : `#${quantity.value}`;
  return `#${quantity.kind === "dec" ? "" : quantity.kind}${quantity.value}`;
}

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
  return keys;
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
  const title = input.title ?? "";
  const summary = input.summary ?? "";
  const shared = reading && reading.title === title && reading.summary === summary ? reading : null;
  const tokens = shared?.tokens ?? tokenize([title, summary]);
  const titleTokens = tokens.filter((token) => token.field === 0);
  const summaryTokens = tokens.filter((token) => token.field === 1);
  const caseless = [titleCased(titleTokens), titleCased(summaryTokens)];
  const content = tokens.map((token) => isContentWord(token.norm));
  const entityNorms = new Set<string>();
  tokens.forEach((token, position) => {
    if (token.capitalised && !token.sentenceStart && !token.caseless && !caseless[token.field] && content[position]) {
      entityNorms.add(token.norm);
    }
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
    const inTitle = accepted.filter((mention) => paddedTitle.includes(` ${(fold(mention.text).match(WORD) ?? []).join(" ")} `));
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
  };
}
