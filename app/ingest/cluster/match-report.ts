/*
 * Who beat whom. A match report's headline gives a score and two teams in roles: "Junior gana 2-1
 * en su visita a América" (Junior won, América lost), "Santa Fe cae 2-1 ante Millonarios"
 * (Millonarios won), "Jaguares y Tolima empatan 3-3". Two headlines with one score but another
 * winner or another loser are two matches, however many words they share: "Junior gana 2-1 en
 * su visita a América" and "Pereira gana 2-1 en su visita a Junior" share a team, a score and the
 * whole sentence, and the likeness and formula rules cannot tell them apart because each
 * article names the other's team, in the other role.
 *
 * Read from the folded headline in order: the name right before the first verb of winning,
 * losing or drawing is the subject, the first name after it (not after "en": a city or a stadium
 * is where, not whom) is the opponent. Names are the headline's subjects and place names (a club
 * is often named after its town), and its opening word; names joined by "de" are one ("Junior de
 * Barranquilla"). Two names are the same team when one holds the other's last word ("Atlético
 * Nacional" and "Nacional", not "Deportivo Pasto" and "Deportivo Cali"). A result told as a noun
 * is read too: "Triunfo de Pereira sobre Once Caldas" (Pereira won), "Derrota de Junior ante
 * Tolima" (Junior lost). A headline without a score ("Con gol de Wilson Burbano, Chicó derrota a
 * Junior") is read only against one with a score, for the same teams the other way round (see
 * swapped): alone, two such headlines prove nothing. Pure.
 */
import { isContentWord, termOf } from "./headline-words.js";

/** What the reading needs of an article: its folded title, its name terms and its figures. */
export interface MatchSide {
  titleKey: string;
  terms: { subjects: readonly string[]; titlePlaces: readonly string[] };
  facts: { quantities: readonly { kind: string }[] };
}

/** The verbs of a result, by canonical stem: winning (synonyms merged: "vence", "golea", "derrota"), losing, drawing. */
const WIN = termOf("gana");
const LOSE: ReadonlySet<string> = new Set(["cae", "cayo", "pierde", "perdio", "sucumbe"].map(termOf));
const DRAW = termOf("empatan");

/** Nouns of a result that name the loser ("derrota de Junior"), folded prefixes. */
const LOSING_NOUNS = ["derrota"];

/** Words that may sit inside a name ("Junior de Barranquilla") or before a venue ("en el Campín"). */
const JOINERS = new Set(["de", "del"]);
const ARTICLES = new Set(["el", "la", "los", "las"]);

/** A match as a headline tells it: winner and loser, or the two teams of a draw. */
export type MatchReading =
  { kind: "win"; winner: ReadonlySet<string>; loser: ReadonlySet<string> } | { kind: "draw"; teams: ReadonlySet<string>[] };

interface Token {
  word: string;
  term: string | null;
  name: boolean;
}

/** The names of the headline in order, each with the index of the word after it; venues left out. */
function namesIn(tokens: readonly Token[]): { terms: Set<string>; start: number; end: number }[] {
  const names: { terms: Set<string>; start: number; end: number }[] = [];
  let venue = false;
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    if (!token.name) {
      if (token.word === "en") venue = true;
      else if (!ARTICLES.has(token.word)) venue = false;
      index += 1;
      continue;
    }
    const start = index;
    const terms = new Set<string>();
    while (index < tokens.length) {
      const current = tokens[index] as Token;
      if (current.name && current.term !== null) terms.add(current.term);
      else if (!(JOINERS.has(current.word) && tokens[index + 1]?.name === true)) break;
      index += 1;
    }
    if (!venue) names.push({ terms, start, end: index });
    venue = false;
  }
  return names;
}

function hasScore(side: MatchSide): boolean {
  return side.facts.quantities.some((quantity) => quantity.kind === "score");
}

/**
 * How a headline tells the match, or null when it cannot be read so. Without a score it is read
 * only when `withoutScore` (the other headline of a pair has one: see swapped).
 */
export function readMatch(side: MatchSide, withoutScore = false): MatchReading | null {
  if (!withoutScore && !hasScore(side)) return null;
  const nameTerms = new Set([...side.terms.subjects, ...side.terms.titlePlaces]);
  const tokens: Token[] = side.titleKey
    .split(" ")
    .filter(Boolean)
    .map((word, index) => {
      const term = isContentWord(word) ? termOf(word) : null;
      return { word, term, name: term !== null && (nameTerms.has(term) || index === 0) };
    });
  const verb = tokens.findIndex((token) => token.term !== null && (token.term === WIN || token.term === DRAW || LOSE.has(token.term)));
  if (verb < 0) return null;
  const verbTerm = (tokens[verb] as Token).term as string;
  // The verb itself is no name, even when it opens the headline.
  const names = namesIn(tokens.map((token, index) => (index === verb ? { ...token, name: false } : token)));
  if (JOINERS.has(tokens[verb + 1]?.word ?? "")) return readResultNoun(tokens[verb] as Token, verbTerm, names, verb);
  const before = names.filter((name) => name.end <= verb);
  const subject = before[before.length - 1];
  const opponent = names.find((name) => name.start > verb);
  if (verbTerm === DRAW) {
    // "Jaguares y Tolima empatan" or "Jaguares empata con Tolima".
    const teams = before.length >= 2 ? before.slice(-2) : subject && opponent ? [subject, opponent] : [];
    return teams.length === 2 ? { kind: "draw", teams: teams.map((team) => team.terms) } : null;
  }
  if (!subject || !opponent) return null;
  return verbTerm === WIN
    ? { kind: "win", winner: subject.terms, loser: opponent.terms }
    : { kind: "win", winner: opponent.terms, loser: subject.terms };
}

/**
 * A result told as a noun: "Triunfo de Pereira sobre Once Caldas", "Victoria de Nacional ante
 * Junior" (the first team won), "Derrota de Junior ante Tolima" (it lost), "Empate de Huila con
 * Envigado". The team after "de" is the noun's own, the next name its opponent.
 */
function readResultNoun(
  noun: Token,
  term: string,
  names: readonly { terms: Set<string>; start: number }[],
  verb: number,
): MatchReading | null {
  const [own, opponent] = names.filter((name) => name.start > verb);
  if (!own || !opponent) return null;
  if (term === DRAW) return { kind: "draw", teams: [own.terms, opponent.terms] };
  // "Derrota" shares its stem with "derrotar" (to beat), but as a noun it is the loser's.
  const lost = LOSE.has(term) || LOSING_NOUNS.some((prefix) => noun.word.startsWith(prefix));
  return lost ? { kind: "win", winner: opponent.terms, loser: own.terms } : { kind: "win", winner: own.terms, loser: opponent.terms };
}

/**
 * Whether two names are one team: one holds the other's last word, the one that tells clubs apart
 * ("Atlético Nacional" and "Nacional"; not "Deportivo Pasto" and "Deportivo Cali").
 */
function sameTeam(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const last = (name: ReadonlySet<string>) => [...name][name.size - 1];
  return b.has(last(a) as string) || a.has(last(b) as string);
}

/**
 * Whether one match report with a score and a headline without one ("Con gol de Rubén Rincón,
 * Jaguares derrota a Real Cartagena" / "Real Cartagena vence 3-1 a Jaguares") give the same two
 * teams the other way round. Only the swap is read so: without a score a team is often named
 * otherwise ("la Selección", "la Tricolor"), and another name proves nothing.
 */
function swapped(a: MatchReading | null, b: MatchReading | null): boolean {
  if (a?.kind !== "win" || b?.kind !== "win") return false;
  return sameTeam(a.winner, b.loser) && sameTeam(a.loser, b.winner) && !sameTeam(a.winner, b.winner);
}

/**
 * Whether two headlines tell two matches: with a score each, another winner or another loser, or
 * a draw between other teams; with one score, the same teams the other way round (swapped).
 * False when either cannot be read (see readMatch).
 */
export function matchesDiffer(x: MatchSide, y: MatchSide): boolean {
  const a = readMatch(x);
  const b = readMatch(y);
  if (!a || !b) return !a && !b ? false : swapped(a ?? readMatch(x, true), b ?? readMatch(y, true));
  if (a.kind !== b.kind) return false;
  if (a.kind === "win" && b.kind === "win") return !sameTeam(a.winner, b.winner) || !sameTeam(a.loser, b.loser);
  if (a.kind === "draw" && b.kind === "draw") return !a.teams.every((team) => b.teams.some((other) => sameTeam(team, other)));
  return false;
}
