/* The rules that reject a candidate place whatever the context: vetoes before it, rivers, foreign qualifiers, clubs, surnames. */
import {
  CLUB_ARTICLES,
  FOREIGN_QUALIFIERS,
  GAZETTEER,
  PRECEDING_VETOES,
  RIVER_NAMES,
  SPORTS_CLUBS,
  WATER_WORDS,
} from "../../data/gazetteer.js";
import { STOPWORDS } from "../../text/spanish.js";
import type { Token } from "./text.js";
import { type Candidate, containsSequence, type Match, precededBy, qualifiedBy, sameField, words } from "./place-names.js";

/** The vetoes by their last word: only those ending with the word before a name are tried. */
const VETOES_BY_LAST = new Map<string, (readonly string[])[]>();
for (const veto of PRECEDING_VETOES) {
  const last = veto[veto.length - 1];
  if (last) VETOES_BY_LAST.set(last, [...(VETOES_BY_LAST.get(last) ?? []), veto]);
}

const VOLCANO_VETOES: ReadonlySet<string> = new Set(["after 'volcan'", "after 'nevado'", "after 'nevado del'", "after 'nevado de'"]);

/** The veto right before token `start` ("río", "avenida", "Lotería de"…), as a reason, or null. */
function vetoBefore(tokens: readonly Token[], start: number): string | null {
  const prev = tokens[start - 1];
  if (!prev) return null;
  for (const veto of VETOES_BY_LAST.get(prev.norm) ?? []) if (precededBy(tokens, start, veto)) return `after '${veto.join(" ")}'`;
  return null;
}

const FOREIGN = FOREIGN_QUALIFIERS.map((name) => words(name));

const RIVERS: ReadonlySet<string> = new Set(RIVER_NAMES);
const WATER: ReadonlySet<string> = new Set(WATER_WORDS);

/**
 * Names that are also a football club's name or part of it ("Cali" in "Deportivo Cali", "Tolima"
 * in "Deportes Tolima"): after a masculine article ("el Cali", "al Medellín") they are the club,
 * and so they are anywhere in a match report unless a preposition makes them a place ("en Cali").
 */
export const CLUB_NAMES: ReadonlySet<string> = new Set(
  GAZETTEER.filter((entry) => entry.kind !== "demonym" && entry.kind !== "place")
    .map((entry) => words(entry.name))
    .filter((name) => SPORTS_CLUBS.some((club) => containsSequence(words(club), name)))
    .map((name) => name.join(" ")),
);
const CLUB_TOWNS: ReadonlySet<string> = new Set(
  GAZETTEER.filter((entry) => entry.kind === "capital" || entry.kind === "municipality")
    .map((entry) => words(entry.name).join(" "))
    .filter((name) => CLUB_NAMES.has(name)),
);

/** Why a candidate cannot be the place whatever the context says, or null when it may be. */
export function intrinsicRejection(
  tokens: readonly Token[],
  match: Match,
  candidate: Candidate,
  placeStarts: ReadonlySet<number>,
): string | null {
  const { entry, articleless, key } = candidate;
  const first = tokens[match.start];
  if (!first) return "empty";
  const caseless = first.caseless;
  if ((entry.proper || articleless) && !caseless) {
    for (let k = match.start; k < match.end; k += 1) {
      const t = tokens[k] as Token;
      if (!t.capitalised && !STOPWORDS.has(t.norm)) return "not capitalised (common word)";
    }
  }
  if (entry.exactSpelling && !caseless) {
    const written = tokens
      .slice(match.start, match.end)
      .map((t) => t.raw.toLowerCase())
      .join(" ")
      .normalize("NFC");
    if (written !== entry.name.toLowerCase().normalize("NFC")) return "spelled differently (another word)";
  }
  if (articleless && !CLUB_ARTICLES.some((article) => precededBy(tokens, match.start, [article]))) {
    return "needs its article";
  }
  const veto = vetoBefore(tokens, match.start);
  // A volcano named like its town is in that town ("volcán Puracé"); one named like a department
  // ("Nevado del Huila") says nothing about which department the news is about.
  if (veto && !(VOLCANO_VETOES.has(veto) && entry.kind !== "department")) return veto;
  if (RIVERS.has(key) && riverContext(tokens, match.start)) return "a river (after a word about water)";
  // "Sequía en el Amazonas: el río más caudaloso…": with its article, in a sentence about a river.
  if (
    RIVERS.has(key) &&
    entry.kind === "department" &&
    precededBy(tokens, match.start, ["el"]) &&
    tokens.some((t) => t.field === first.field && t.norm === "rio")
  ) {
    return "a river (named with its article next to the word river)";
  }
  if (/[,(]/u.test(tokens[match.end - 1]?.after ?? "")) {
    for (const country of FOREIGN) if (qualifiedBy(tokens, match.end, country)) return "qualified by a foreign country";
  }
  const next = tokens[match.end];
  if (next && sameField(tokens, match.start, match.end) && entry.notBefore.includes(next.norm)) {
    return `followed by '${next.norm}' (another place)`;
  }
  if (
    !articleless &&
    CLUB_TOWNS.has(key) &&
    first.before === "" &&
    CLUB_ARTICLES.some((article) => precededBy(tokens, match.start, [article]))
  ) {
    return "club (masculine article before a city)";
  }
  if (entry.person && !caseless) {
    const prev = tokens[match.start - 1];
    if (prev && sameField(tokens, match.start - 1, match.start) && first.before === "" && prev.capitalised && !STOPWORDS.has(prev.norm)) {
      return "part of a longer name";
    }
    if (
      next &&
      sameField(tokens, match.start, match.end) &&
      next.before === "" &&
      next.capitalised &&
      !next.sentenceStart &&
      !STOPWORDS.has(next.norm) &&
      !placeStarts.has(match.end)
    ) {
      return "followed by a surname";
    }
  }
  return null;
}

/** "crecida del Magdalena", "nivel del Cauca", "aguas del Atrato": the river, not the territory. */
function riverContext(tokens: readonly Token[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - 3); k -= 1) {
    const token = tokens[k];
    if (!token || !sameField(tokens, k, start)) return false;
    if (WATER.has(token.norm)) return true;
    if (!["del", "el", "de", "la", "por", "en"].includes(token.norm)) return false;
  }
  return false;
}
