/*
 * Follow-ups of a story: the reactions, tributes and next-day explainers one event brings ("Tunja
 * reacciona al adiós de Nairo", "Cali despide a Durán con un homenaje", "¿Qué pasó en el
 * cementerio de Dabeiba?"). They tell what came after in words of their own and often share a
 * single name with the reports — too little for the pair rules, where one shared name is as often
 * the same actor in another event. Judged against the story as a whole instead: the name must be
 * the story's own (written as a name in the headlines of most of its members), the follow-up must
 * name no one the story does not already hold, and its headline must say it is a follow-up (a
 * question about the event, "así se vivió", a reaction or a tribute). Pure; decide.ts applies it
 * only to an arrival no story took, and only where no member of the story refuses it.
 */
import { termOf } from "./headline-words.js";
import type { WeightedTerms } from "./similarity.js";

/** How a headline says it follows an event: it opens with a question or "así", or it reports a reaction or a tribute. Folded. */
const OPENING_CUE =
  /^(?:por que|quien|quienes|que paso|que se sabe|lo que se sabe|como (?:fue|quedo|va)|asi (?:se vivio|se vive|fue|quedo|quedaron|va|reaccion))\b/u;
const CUE_WORDS: ReadonlySet<string> = new Set(
  ["reacciona", "reaccionan", "reacciones", "lamenta", "lamentan", "homenaje", "homenajes", "responde", "responden", "claves"].map(termOf),
);

/** Whether a headline (folded words) presents itself as a follow-up of an event (see the module comment). */
export function followUpCue(titleKey: string): boolean {
  if (OPENING_CUE.test(titleKey)) return true;
  return titleKey.split(" ").some((word) => CUE_WORDS.has(termOf(word)));
}

/** What the rule reads of an article. */
interface Headline {
  titleKey: string;
  terms: WeightedTerms;
  publishedAt: number;
}

/** The words a headline writes as names: its subjects, and the word it opens with. */
function namesOf(article: Headline): Set<string> {
  const names = new Set(article.terms.subjects);
  const first = article.titleKey.split(" ", 1)[0];
  if (first) names.add(termOf(first));
  return names;
}

/**
 * Whether the arrival follows up the story its members tell (see the module comment): within
 * `windowMs` of every member, with a follow-up cue, sharing a rare name most members write as a
 * name in their headlines (at least `minMembers` of them), and naming no one the story does not
 * mention.
 */
export function followsUp(
  arrival: Headline & { rare: ReadonlySet<string> },
  members: readonly Headline[],
  windowMs: number,
  minMembers = 2,
): boolean {
  if (members.length < minMembers || !followUpCue(arrival.titleKey)) return false;
  if (members.some((member) => Math.abs(member.publishedAt - arrival.publishedAt) > windowMs)) return false;
  if (!arrival.terms.subjects.every((name) => members.some((member) => member.terms.weights.has(name)))) return false;
  const needed = Math.max(minMembers, Math.ceil(members.length / 2));
  const theirNames = members.map(namesOf);
  for (const name of namesOf(arrival)) {
    if (!arrival.rare.has(name) || arrival.terms.places.has(name) || !arrival.terms.weights.has(name)) continue;
    if (theirNames.filter((names) => names.has(name)).length >= needed) return true;
  }
  return false;
}
