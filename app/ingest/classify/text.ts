/*
 * Tokens for the category and department classifiers: words with their positions, capitalisation
 * and punctuation context. Folding, stopwords and stems come from the shared Spanish helpers.
 */
import { fold } from "../../lib/spanish.js";

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
  /** Offset of the word in its field's text (UTF-16 units). */
  start: number;
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
        start,
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
