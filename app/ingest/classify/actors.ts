/*
 * The institution a headline opens with, when every act of that institution belongs to one
 * section (SOLE_ACTORS in app/data/category-rules.ts): "Consejo de Estado anula la elección del
 * gobernador" is a court case however political its words, "Senado elige a la magistrada de la
 * Corte" is politics however judicial. Only the headline's subject counts — its first words, after
 * an article ("La Fiscalía…") — not an institution named further on as the object of someone else's
 * act.
 */
import { ACTOR_NOT_BEFORE, SOLE_ACTORS, type CategorySlug } from "../../data/category-rules.js";
import { fold } from "../../text/spanish.js";

const WORD = /[\p{L}\p{N}]+/gu;
const words = (text: string): string[] => fold(text).match(WORD) ?? [];

/** Actor names as folded words, longest first, by their first word. */
const ACTORS: ReadonlyMap<string, readonly { words: readonly string[]; category: CategorySlug }[]> = (() => {
  const map = new Map<string, { words: string[]; category: CategorySlug }[]>();
  for (const { category, names } of SOLE_ACTORS) {
    for (const name of names) {
      const ws = words(name);
      const first = ws[0];
      if (!first) continue;
      const list = map.get(first) ?? [];
      list.push({ words: ws, category });
      map.set(first, list);
    }
  }
  for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
  return map;
})();

const NOT_BEFORE = ACTOR_NOT_BEFORE.map(words);
/** A title's first two words. */
const OPENING = /^[^\p{L}\p{N}]*([\p{L}\p{N}]+)(?:[^\p{L}\p{N}]+([\p{L}\p{N}]+))?/u;
const ARTICLES = new Set(["el", "la", "los", "las"]);
const CONJUNCTIONS = new Set(["y", "e", "o", "u", "ni"]);

/**
 * A dateline opening a headline, as regional papers write it ("BUCARAMANGA. Concejo aprueba…",
 * "Valledupar.- La Alcaldía…", "Arauca: Concejo…"): one to three words and a stop, a dash or a
 * colon before a capital. The headline's subject comes after it.
 */
const DATELINE = /^\s*\p{Lu}[\p{L}]*(?:\s+[\p{L}]+){0,2}\s*(?:\.-|\.–|\.—|\.|:)\s+(?=\p{Lu})/u;

/** The section of the institution the headline opens with, or null when it opens with none. */
export function headlineActor(headline: string): CategorySlug | null {
  // Most headlines open with no dateline: a stop, a dash or a colon in their first words says one may.
  const title = /[.:]/u.test(headline.slice(0, 32)) ? headline.replace(DATELINE, "") : headline;
  // Most headlines open with no actor's first word: two words are read before the whole title.
  const head = OPENING.exec(title);
  if (!head || !(ACTORS.has(fold(head[1] ?? "")) || ACTORS.has(fold(head[2] ?? "")))) return null;
  const ws = words(title);
  const start = ARTICLES.has(ws[0] ?? "") ? 1 : 0;
  const candidates = ACTORS.get(ws[start] ?? "");
  if (!candidates) return null;
  for (const actor of candidates) {
    if (!actor.words.every((word, k) => ws[start + k] === word)) continue;
    const end = start + actor.words.length;
    if (NOT_BEFORE.some((tail) => tail.every((word, k) => ws[end + k] === word))) return null;
    // A subject shared with another ("El Senado y la inflación") is no sole actor.
    if (CONJUNCTIONS.has(ws[end] ?? "")) return null;
    return actor.category;
  }
  return null;
}

/** Stems of the acts only courts and prosecutors perform: a condemnation, an indictment, a ruling. */
const JUDICIAL_ACTS = ["conden", "imput", "absuel", "absolv", "fallo", "sentenci", "indagatori", "aseguramiento"];

/**
 * Whether the text names an agent of justice — a court, a prosecutor, a control body — or one of
 * their acts. A section's words may read as a court case only then: a politics story about a
 * "jurisdicción agraria" is no case before a court.
 */
export function namesJusticeAgent(title: string, summary: string): boolean {
  const ws = words(`${title} ${summary}`);
  for (let i = 0; i < ws.length; i += 1) {
    const word = ws[i] ?? "";
    if (JUDICIAL_ACTS.some((act) => word.startsWith(act))) return true;
    const candidates = ACTORS.get(word);
    if (candidates?.some((actor) => actor.category === "judicial" && actor.words.every((w, k) => ws[i + k] === w))) return true;
  }
  return false;
}
