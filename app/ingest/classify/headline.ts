/*
 * What a headline says happened, against the circumstances it names. A headline is a clause: its
 * subject and verb say what happened ("Se cae el techo de un coliseo", "Explosión… deja cinco
 * mineros muertos"); the complements opened by "en" or "durante" say where or when ("en la
 * localidad de Usaquén", "durante el partido"). The keyword model (category.ts) weighs a
 * circumstance's words as the lead's, not the headline's: a match during which a roof falls is the
 * accident's circumstance, not its topic. A cause ("por la sequía"), a preceding event ("tras el
 * vendaval") or a purpose ("recursos para vías terciarias") is no circumstance: it is often what
 * the news is about. And the people a casualty names ("cinco mineros muertos", "seis estudiantes lesionados") are its
 * victims, not the topic of the news: their trade is no evidence.
 */
import { CASUALTY_WORDS } from "../../data/category-rules.js";
import { stem, STOPWORDS } from "../../text/spanish.js";
import { type Token, tokenize } from "./text.js";

/** Prepositions that open a circumstance of the event: where and when. */
const CIRCUMSTANCE: ReadonlySet<string> = new Set(["en", "durante"]);
/** Words that open a noun phrase. */
const DETERMINERS: ReadonlySet<string> = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus"]);
const CARDINALS: ReadonlySet<string> = new Set([
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "veinte",
  "treinta",
  "cien",
  "mil",
]);
/** Punctuation that closes a clause: what follows is read afresh. */
const CLAUSE_BREAK = /[:;,.!?¿¡()"“”«»|—–]/u;
const DIGITS = /^\d/u;

const CASUALTY_STEMS: ReadonlySet<string> = new Set(CASUALTY_WORDS.map((word) => stem(word)));

/** Whether a folded word names the victims of a casualty ("muertos", "heridos", "atrapados"). */
export function isCasualty(wordStem: string): boolean {
  return CASUALTY_STEMS.has(wordStem);
}

/** Words that carry a complement on to another noun ("la falta de gasolina", "de Bogotá y Soacha"). */
const LINKS: ReadonlySet<string> = new Set(["de", "del", "y", "e"]);

/**
 * For each word of a headline, whether it stands in a circumstance of the event (see the header),
 * or undefined when the headline opens none (most do not). `tokens` are the title's (and the
 * lead's, after them) when the classifier has read them. A circumstance is read as a noun phrase:
 * the preposition, its determiners and numbers, a noun, at most one more lower-case word after a
 * lower-case noun (an adjective: "el clásico paisa", "la media maratón"), and further nouns joined
 * by "de", or by "y" before a name or a determiner; a clause break, or any other word (the verb
 * that follows "en Barbosa"), ends it.
 */
export function headlineCircumstances(title: string, words: readonly string[], tokens?: readonly Token[]): boolean[] | undefined {
  // Most headlines open no circumstance: their words say so before they are cut into tokens.
  if (!words.some((word, i) => i > 0 && CIRCUMSTANCE.has(word))) return undefined;
  // The title's tokens come first in a reading of title and summary.
  const fieldTokens = tokens?.slice(0, words.length) ?? tokenize([title]);
  if (fieldTokens.some((token) => token.field !== 0)) return undefined;
  if (fieldTokens.length !== words.length) return undefined;
  const inside = words.map(() => false);
  let i = 1;
  while (i < words.length) {
    if (!CIRCUMSTANCE.has(words[i] ?? "")) {
      i += 1;
      continue;
    }
    inside[i] = true;
    i += 1;
    // One noun phrase after another, while "de" or "y" joins them.
    for (;;) {
      while (i < words.length && !breaksBefore(fieldTokens[i]) && isDeterminer(words[i] ?? "")) inside[i++] = true;
      if (i >= words.length || breaksBefore(fieldTokens[i]) || CIRCUMSTANCE.has(words[i] ?? "")) break;
      const noun = fieldTokens[i];
      inside[i++] = true;
      // A proper name runs on over its capitalised words ("el Madison Square Garden").
      if (noun?.capitalised && !noun.caseless)
        while (i < words.length && fieldTokens[i]?.capitalised && !breaksBefore(fieldTokens[i])) inside[i++] = true;
      const next = fieldTokens[i];
      const nextWord = words[i] ?? "";
      if (next && !breaksBefore(next) && !noun?.capitalised && !next.capitalised && !STOPWORDS.has(nextWord) && !CIRCUMSTANCE.has(nextWord))
        inside[i++] = true;
      if (i < words.length && !breaksBefore(fieldTokens[i]) && joins(words, fieldTokens, i)) inside[i++] = true;
      else break;
    }
  }
  return inside.includes(true) ? inside : undefined;
}

/**
 * Whether the word at `i` carries the complement on to another noun: "de" always ("la falta de
 * gasolina"); "y" only to a name or a determiner ("en Cali y Palmira", "en el norte y el sur"),
 * since "y" before a verb starts the headline's second clause ("en alerta y pide…").
 */
function joins(words: readonly string[], tokens: readonly Token[], i: number): boolean {
  const word = words[i] ?? "";
  if (!LINKS.has(word)) return false;
  if (word === "de" || word === "del") return true;
  const next = tokens[i + 1];
  return next !== undefined && ((next.capitalised && !next.caseless) || isDeterminer(words[i + 1] ?? ""));
}

function isDeterminer(word: string): boolean {
  return DETERMINERS.has(word) || CARDINALS.has(word) || DIGITS.test(word);
}

function breaksBefore(token: Token | undefined): boolean {
  return token !== undefined && CLAUSE_BREAK.test(token.before);
}
