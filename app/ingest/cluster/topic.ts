/*
 * About, not the same event. A headline about a work, a report or a meeting names what it is
 * about after "sobre": "Documental sobre la cocina del Pacífico gana el premio del público",
 * "Museo de Cali abre una exposición sobre la cocina del Pacífico", "Escritora presenta una novela
 * sobre la cocina del Pacífico". Two such headlines that share nothing but what follows "sobre"
 * are two works about one topic: they share a theme, not an event. Either headline sharing a word
 * before its "sobre" (the work, its author, its place: "Exposición sobre Débora Arango" and
 * "Museo de Antioquia abre exposición sobre Débora Arango") may be one event. Pure.
 */
import { isContentWord, termOf } from "./headline-words.js";

/** The word that opens what a headline is about. */
const ABOUT = "sobre";

/** The terms of a folded title's content words, each with the positions it stands at. */
function positions(words: readonly string[]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  words.forEach((word, index) => {
    if (!isContentWord(word)) return;
    const term = termOf(word);
    found.set(term, [...(found.get(term) ?? []), index]);
  });
  return found;
}

/**
 * Whether two folded titles ("k" of the stored features) both say what they are about ("sobre")
 * and every content word they share stands after it in both: works about one topic.
 */
export function onlyTopicShared(titleKeyA: string, titleKeyB: string): boolean {
  const a = titleKeyA.split(" ");
  const b = titleKeyB.split(" ");
  const aboutA = a.indexOf(ABOUT);
  const aboutB = b.indexOf(ABOUT);
  if (aboutA < 0 || aboutB < 0) return false;
  const termsA = positions(a);
  const termsB = positions(b);
  let shared = 0;
  for (const [term, at] of termsA) {
    const other = termsB.get(term);
    if (!other) continue;
    if (at.some((index) => index < aboutA) || other.some((index) => index < aboutB)) return false;
    shared += 1;
  }
  return shared > 0;
}

/** What onlyPhraseShared reads of an article: its folded title and its weighted terms. */
interface Reading {
  titleKey: string;
  weights: ReadonlyMap<string, unknown>;
}

/** The fewest content words of a shared phrase (see onlyPhraseShared). */
const MIN_PHRASE_WORDS = 2;

/** Letters a folded word's stem and the article's own term must share to be one word ("caim", "caiman"). */
const SAME_WORD_LETTERS = 4;
/** The fewest letters of a term that is the whole start of a folded word ("sub", "subira"). */
const SHORT_STEM_LETTERS = 3;

/**
 * The terms of a title's content words, in order, as the article's weights write them: the title
 * key is folded, and a folded word can stem apart from the word written with its accent
 * ("caiman" → "caim", "caimán" → "caiman"); the weight's term sharing the longer start stands in.
 */
function contentTerms(reading: Reading): string[] {
  const keys = [...reading.weights.keys()].filter((key) => !key.startsWith("#"));
  return reading.titleKey
    .split(" ")
    .filter(isContentWord)
    .map((word) => {
      const term = termOf(word);
      if (reading.weights.has(term)) return term;
      let best = term;
      let bestLength = SAME_WORD_LETTERS - 1;
      for (const key of keys) {
        let length = 0;
        while (length < key.length && length < term.length && key[length] === term[length]) length += 1;
        // A short key wholly at the start of the word is its stem too ("sub" for "subira": "subirá").
        const whole = length === key.length && length >= SHORT_STEM_LETTERS;
        if ((length > bestLength || (whole && bestLength < SAME_WORD_LETTERS)) && (whole || length === term.length))
          [best, bestLength] = [key, length];
      }
      return best;
    });
}

/**
 * The terms of a title's content words as the article's weights write them (see contentTerms):
 * what a headline says, told from what only its summary says.
 */
export function titleTermsOf(reading: Reading): Set<string> {
  return new Set(contentTerms(reading));
}

/** Whether the title's words shared with the other headline stand in one run (none of its own between them). */
function oneRun(terms: readonly string[], shared: ReadonlySet<string>): boolean {
  const at = terms.flatMap((term, index) => (shared.has(term) ? [index] : []));
  if (at.length === 0) return false;
  return (at[at.length - 1] as number) - (at[0] as number) + 1 === at.length;
}

/**
 * Whether all that two headlines share is one phrase of both, with two words or more for what
 * happened and no place, holding every such word the articles share (title or summary): "un
 * perezoso de dos dedos", "el régimen especial para la Orinoquía",
 * "contrato sin cumplimiento de requisitos legales" — while each headline tells in `ownWords`
 * words of its own, that the other article never uses, what happened: "Rescatan a … en un barrio
 * de Santander de Quilichao" and "Científicos … secuencian el genoma de … tras 28 meses de
 * trabajo"; "Con 68 votos, la Cámara aprueba en segundo debate …" and "Corte Constitucional tumba
 * el artículo 93 del …". Two events about one thing, as two works about one topic are (above).
 * `what` tells the terms that say what happened: not names, places, where-nouns or figures;
 * `where` the places and nouns of where ("vía", "troncal");
 * `detail` the words of its own a headline tells its event with: not names or figures (its own
 * place counts: "en un barrio de Santander de Quilichao").
 */
export function onlyPhraseShared(
  a: Reading,
  b: Reading,
  what: (term: string) => boolean,
  where: (term: string) => boolean,
  detail: (term: string) => boolean,
  ownWords = 2,
): boolean {
  const [termsA, termsB] = [contentTerms(a), contentTerms(b)];
  const inTitles = new Set(termsA.filter((term) => termsB.includes(term)));
  const own = (terms: readonly string[], other: Reading) => new Set(terms.filter((term) => !other.weights.has(term) && detail(term))).size;
  let says = false;
  for (const term of a.weights.keys()) {
    if (!b.weights.has(term) || !what(term)) continue;
    // A word one headline opens with and the other article has only in its summary is written
    // capitalised by both (a summary keeps only names): a name, not what happened ("Senado
    // aprueba…" against "…la plenaria del Senado deberá corregir el texto").
    if (!inTitles.has(term) && (termsA[0] === term || termsB[0] === term)) continue;
    // A name both summaries give and neither headline ("Ibáñez", two people's surname) is not what happened.
    if (!termsA.includes(term) && !termsB.includes(term)) continue;
    // A word for what happened both tell, outside the phrase (or in a summary): more than one thing shared.
    if (!inTitles.has(term)) return false;
    says = true;
  }
  if (!says || !oneRun(termsA, inTitles) || !oneRun(termsB, inTitles)) return false;
  // One phrase is the same words in the same order: "alza de $200 en el precio del ACPM" and
  // "Precio del ACPM subirá $200" tell one thing in two sentences.
  const order = (terms: readonly string[]) => terms.filter((term) => inTitles.has(term)).join(" ");
  if (order(termsA) !== order(termsB)) return false;
  // The same thing at the same place ("el ataque al peaje de Cúcuta", "derrame de crudo en Puerto
  // Asís") is one event told with other words around it.
  for (const term of inTitles) if (where(term)) return false;
  // One word for what happened ("dengue", "temblor"; "la exalcaldesa de La Macarena") is the
  // event's own noun or its actor, not a thing two events are about; unless a name stands in the
  // phrase beside it: one body doing one thing ("Corte Constitucional tumba", "Senado aprueba") to
  // what each headline names on its own (the fotomultas, the conmoción interior) is two events.
  const whatWords = [...inTitles].filter(what).length;
  const named = [...inTitles].some((term) => !what(term));
  return (whatWords >= MIN_PHRASE_WORDS || (whatWords >= 1 && named)) && own(termsA, b) >= ownWords && own(termsB, a) >= ownWords;
}
