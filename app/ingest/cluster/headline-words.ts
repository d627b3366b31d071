/*
 * The words of a headline as story grouping reads them: canonical stems (accent-folded,
 * Snowball-stemmed, synonyms merged), and which words carry content (not function words, headline
 * boilerplate, weekdays, months or bare numbers). Pure.
 */
import { STOPWORDS, stem } from "../../text/spanish.js";
import { memoize } from "../../text/memo.js";
import { canonicalStem } from "./synonyms.js";

/** A run of letters and digits: a word of a text. */
export const WORD = /[\p{L}\p{N}]+/gu;

export const WEEKDAYS = new Set(["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]);
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
export const MONTH_NUMBER: ReadonlyMap<string, number> = new Map([
  ...MONTHS.map((month, index) => [month, index + 1] as const),
  ["setiembre", 9],
]);

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

/** The canonical stem of a word as written: lower-cased with its accents (the stemmer needs them), then folded. */
export const termOf: (word: string) => string = memoize(50_000, (word) => canonicalStem(stem(word.toLowerCase())));

export function isContentWord(norm: string): boolean {
  return (
    norm.length > 1 &&
    !STOPWORDS.has(norm) &&
    !NEWS_STOPWORDS.has(norm) &&
    !WEEKDAYS.has(norm) &&
    !MONTH_NUMBER.has(norm) &&
    !/^\p{N}+$/u.test(norm)
  );
}
