/*
 * Text helpers shared by the category and department classifiers: accent folding, tokens with
 * their positions and capitalisation, Spanish stopwords and Snowball stems.
 */
import * as snowball from "snowball-stemmers";

/** Lower-cases and removes diacritics (ñ becomes n), the form every table is matched in. */
export function fold(text: string): string {
  // Plain ASCII has nothing to decompose: the common case, and much cheaper.
  if (!/[^ -~\t\n\r]/.test(text)) return text.toLowerCase();
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** One word of a text, with what the place matcher needs to judge it. */
export interface Token {
  /** The word as written. */
  raw: string;
  /** The folded word. */
  norm: string;
  /** Index of the field the word belongs to (title 0, summary 1…). */
  field: number;
  /** Position of the token across all fields, for ordering mentions. */
  index: number;
  /** Whether the word starts with a capital letter as written. */
  capitalised: boolean;
  /** Whether the word opens its field or a sentence (its capital then proves nothing). */
  sentenceStart: boolean;
  /** Whether its field is written without lower-case letters (capitals then prove nothing). */
  caseless: boolean;
  /** The punctuation between the previous token and this one, trimmed (e.g. ",", "(", ":"). */
  before: string;
  /** The punctuation between this token and the next one, trimmed. */
  after: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
const SENTENCE_BREAK = /[.!?:;¿¡"“”«»|—–]/u;

/** Splits the fields into word tokens (letters and digits), keeping punctuation context. */
export function tokenize(fields: readonly string[]): Token[] {
  const tokens: Token[] = [];
  fields.forEach((text, field) => {
    const caseless = !/\p{Ll}/u.test(text);
    const fieldTokens: Token[] = [];
    let last = 0;
    for (const match of text.matchAll(WORD)) {
      const start = match.index;
      const gap = text.slice(last, start);
      const raw = match[0];
      const first = raw.charAt(0);
      fieldTokens.push({
        raw,
        norm: fold(raw),
        field,
        index: tokens.length + fieldTokens.length,
        capitalised: first !== first.toLowerCase(),
        sentenceStart: fieldTokens.length === 0 || SENTENCE_BREAK.test(gap),
        caseless,
        before: gap.trim(),
        after: "",
      });
      last = start + raw.length;
    }
    for (let i = 0; i < fieldTokens.length; i += 1) {
      const next = fieldTokens[i + 1];
      const token = fieldTokens[i];
      if (token) token.after = next ? next.before : text.slice(last).trim();
    }
    tokens.push(...fieldTokens);
  });
  return tokens;
}

/** Folded Spanish function words that carry no topic (articles, prepositions, pronouns, auxiliaries). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a al ante bajo con contra de del desde durante e el en entre hacia hasta la las le les lo los " +
    "mediante o para pero por que quien quienes se segun sin sobre su sus tras u un una unas uno unos y ya " +
    "este esta estos estas ese esa esos esas aquel aquella eso esto ello mi mis tu tus nos nuestro nuestra " +
    "yo me te el ella ellos ellas usted ustedes cual cuales cuando como donde cuanto cuanta que quien " +
    "es son fue fueron ser sera seran sido era eran esta estan estaba estuvo ha han habia hay haber hubo " +
    "muy mas menos tambien ademas aun asi solo no si sino ni otro otra otros otras mismo misma todo toda " +
    "todos todas cada tanto tan algo alguno alguna algunos algunas ningun ninguna nada lo le porque pues " +
    "hoy ayer manana ahora luego antes despues aqui alli tiene tienen tenia dijo dice segun entre"
  ).split(" "),
);

/**
 * The Spanish stemmer. The package is CommonJS with an `__esModule` flag and no default export:
 * native ESM exposes `newStemmer` as a named export (and the whole module as default), while
 * bundlers and CommonJS interop expose only the named export, so both shapes are accepted. If the
 * stemmer cannot be built the words stay unstemmed: classification degrades but never throws.
 */
const spanish: snowball.Stemmer | null = (() => {
  try {
    const factory = snowball.newStemmer ?? snowball.default?.newStemmer;
    return typeof factory === "function" ? factory("spanish") : null;
  } catch {
    return null;
  }
})();
const stemCache = new Map<string, string>();

/**
 * The Snowball stem of a folded word. Folding first keeps accented and unaccented spellings
 * together; the one accent Spanish always writes on a suffix ("-ción", "-sión") is put back first
 * because the stemmer only recognises the accented suffix ("exportación" and "exportaciones" must
 * share a stem).
 */
export function stem(foldedWord: string): string {
  let cached = stemCache.get(foldedWord);
  if (cached === undefined) {
    try {
      cached = spanish ? fold(spanish.stem(foldedWord.replace(/([cs])ion$/u, "$1ión"))) : foldedWord;
    } catch {
      // The stemmer is third-party code: a word it chokes on keeps its folded form.
      cached = foldedWord;
    }
    // The cache only grows with distinct words; cap it so a long-running ingester stays bounded.
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(foldedWord, cached);
  }
  return cached;
}
