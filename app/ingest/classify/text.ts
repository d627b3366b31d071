/*
 * Tokens for the category and department classifiers: words with their positions, capitalisation
 * and punctuation context. Folding, stopwords and stems come from the shared Spanish helpers.
 */
import { memoize } from "../../text/memo.js";
import { fold } from "../../text/spanish.js";

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

/**
 * Folded forms of the words already seen: news reuse a small vocabulary, and folding (Unicode
 * decomposition) is the costliest step of cutting a text into tokens.
 */
const foldWord = memoize(50_000, fold);
const MARK = /\p{M}/u;
const SENTENCE_BREAK = /[.!?:;¿¡"“”«»|—–]/u;

/** Runs of what is neither a letter nor a digit: the separators of words, captured so split keeps them. */
const SEPARATORS = /([^\p{L}\p{N}]+)/u;

/**
 * Splits the fields into word tokens (letters and digits), keeping punctuation context. Splitting
 * on the separators gives words and gaps at once ([word, gap, word, …], an empty word at either end
 * when the text starts or ends with a gap), without a match object per word.
 */
export function tokenize(fields: readonly string[]): Token[] {
  const tokens: Token[] = [];
  fields.forEach((text, field) => {
    const caseless = !/\p{Ll}/u.test(text);
    const fieldTokens: Token[] = [];
    const parts = text.split(SEPARATORS);
    let offset = 0;
    let gap = "";
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i] as string;
      if (i % 2 === 1) {
        gap = part;
        offset += part.length;
        continue;
      }
      if (part === "") continue;
      const first = part.charAt(0);
      fieldTokens.push({
        raw: part,
        norm: foldWord(part),
        field,
        index: tokens.length + fieldTokens.length,
        start: offset,
        capitalised: first !== first.toLowerCase(),
        sentenceStart: fieldTokens.length === 0 || SENTENCE_BREAK.test(gap),
        caseless,
        before: gap.trim(),
        after: "",
      });
      offset += part.length;
      gap = "";
    }
    // What follows the last word: the final gap, when the text ends with one.
    const trailing = parts.length >= 2 && parts[parts.length - 1] === "" ? (parts[parts.length - 2] as string) : "";
    for (let i = 0; i < fieldTokens.length; i += 1) {
      const next = fieldTokens[i + 1];
      const token = fieldTokens[i];
      if (token) token.after = next ? next.before : trailing.trim();
    }
    tokens.push(...fieldTokens);
  });
  return tokens;
}

/**
 * The words of one field folded whole, as `fold(text).match(/[\p{L}\p{N}]+/gu)` gives them, from
 * the field's tokens when folding word by word gives the same: only combining marks, which split
 * a word as written (decomposed text), make a difference, and then the text is folded whole.
 */
export function foldedFieldWords(text: string, tokens: readonly Token[], field: number): string[] {
  if (MARK.test(text)) return fold(text).match(WORD) ?? [];
  const words: string[] = [];
  for (const token of tokens) if (token.field === field) words.push(token.norm);
  return words;
}
