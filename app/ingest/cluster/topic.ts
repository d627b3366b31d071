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
