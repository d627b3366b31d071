/*
 * The figures of a headline: counts with the word they count, money, percentages, decimals,
 * match scores, and the calendar dates that look like figures ("12 de marzo"). Two reports of one
 * event give the same figures; another figure of the same thing is another event. Pure.
 */
import { fold, STOPWORDS } from "../../text/spanish.js";
import { MONTH_NUMBER, termOf, WORD } from "./headline-words.js";

/** A figure of a headline: its kind, its value and the word it counts ("8 muertos" → unit "muert"). */
export interface Quantity {
  /** "$" money, "%" a percentage, "score" a match result, "dec" a decimal figure, "num" a count. */
  kind: "$" | "%" | "score" | "dec" | "num";
  value: string;
  /** For counts: the canonical stem of the word counted ("" when none). */
  unit: string;
}

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

/** A match result: "2-1", "0 - 2". Digits glued to other digits or separators are something else. */
const SCORE = /(?<![\p{N}.,:/-])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\p{N}.,:/-])/gu;
/** A written figure: optional currency, Colombian thousands dots, optional decimal comma, optional percent. */
const FIGURE = /(US\$|\$)?\s?(?<![\p{L}\p{N}.,:])(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(?![\p{N}]|[.,:]\d)(\s?%|\s+por\s+ciento)?/gu;

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
export interface TextWord {
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
  // Spelled-out counts, unless capitalised mid-sentence or before a capitalised word (a name: "Once
  // Caldas"), and ordinals directly before their noun.
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
    const capitalised = first !== first.toLowerCase();
    if (capitalised && word.start > 0) continue;
    // Opening the headline before another capitalised word, it is a name too: "Once Caldas anuncia…".
    const nextFirst = next?.raw.charAt(0) ?? "";
    if (capitalised && nextFirst !== nextFirst.toLowerCase()) continue;
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
