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

/** The terms of a folded title's content words, in order. */
function contentTerms(titleKey: string): string[] {
  return titleKey.split(" ").filter(isContentWord).map(termOf);
}

/** Whether the title's words shared with the other headline stand in one run (none of its own between them). */
function oneRun(terms: readonly string[], shared: ReadonlySet<string>): boolean {
  const at = terms.flatMap((term, index) => (shared.has(term) ? [index] : []));
  if (at.length === 0) return false;
  return (at[at.length - 1] as number) - (at[0] as number) + 1 === at.length;
}

/**
 * Whether all that two headlines share is one phrase of both, of two words or more for what
 * happened (no name, place or figure), holding every such word the articles share (title or
 * summary): "un
 * perezoso de dos dedos", "el régimen especial para la Orinoquía",
 * "contrato sin cumplimiento de requisitos legales" — while each headline tells in `ownWords`
 * words of its own, that the other article never uses, what happened: "Rescatan a … en un barrio
 * de Santander de Quilichao" and "Científicos … secuencian el genoma de … tras 28 meses de
 * trabajo"; "Con 68 votos, la Cámara aprueba en segundo debate …" and "Corte Constitucional tumba
 * el artículo 93 del …". Two events about one thing, as two works about one topic are (above).
 * `what` tells the terms that say what happened: not names, places, where-nouns or figures.
 */
export function onlyPhraseShared(a: Reading, b: Reading, what: (term: string) => boolean, ownWords = 2): boolean {
  const [termsA, termsB] = [contentTerms(a.titleKey), contentTerms(b.titleKey)];
  const inTitles = new Set(termsA.filter((term) => termsB.includes(term)));
  let says = false;
  for (const term of a.weights.keys()) {
    if (!b.weights.has(term) || !what(term)) continue;
    // A word for what happened both tell, outside the phrase (or in a summary): more than one thing shared.
    if (!inTitles.has(term)) return false;
    says = true;
  }
  // One word ("dengue", "temblor") is the event's own noun, not a thing two events are about.
  if (inTitles.size < MIN_PHRASE_WORDS || !says || !oneRun(termsA, inTitles) || !oneRun(termsB, inTitles)) return false;
  // The same thing at the same place or with the same actor ("el ataque al peaje de Cúcuta",
  // "derrame de crudo en Puerto Asís", "la exalcaldesa de La Macarena") is one event told with
  // other words around it: only a phrase of words for what happened counts.
  for (const term of inTitles) if (!what(term)) return false;
  const own = (terms: readonly string[], other: Reading) => new Set(terms.filter((term) => !other.weights.has(term) && what(term))).size;
  return own(termsA, b) >= ownWords && own(termsB, a) >= ownWords;
}
