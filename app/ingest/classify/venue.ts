/*
 * The venue of a national act: "Petro firma desde Cartagena el decreto de emergencia económica",
 * "Ministro de Hacienda presenta en Medellín la reforma tributaria". The national government signs,
 * sanctions, issues or presents a law, decree or reform for the whole country; the town where it
 * does so is where the ceremony was, not what the news is about, and tags nothing (issue 21: the
 * places an article is about). Three things must hold, each read from the words, not from names:
 * - the headline's verb of a legal act is followed at once by "en"/"desde" and the place;
 * - the act's object, after the place, is a national instrument (a law, a decree, a reform…);
 * - the actor is national (a national office of the gazetteer — president, minister, senator… —
 *   or the national government) and no local one
 *   (a mayor, a governor, a council) is named in the headline: a mayor's decree signed in Bello is
 *   Bello's news. An announcement for the venue ("anuncia en Tumaco un hospital") is no legal act.
 */
import { PASSING_CUES } from "../../data/gazetteer.js";
import type { Token } from "./text.js";

/** Verbs of a legal act, as headlines write them (present tense, third person). */
const ACT_VERBS: ReadonlySet<string> = new Set(["firma", "sanciona", "expide", "promulga", "presenta", "radica", "objeta", "reglamenta"]);
/** Nouns of the instruments such an act is about. */
const INSTRUMENTS: ReadonlySet<string> = new Set([
  "ley",
  "leyes",
  "decreto",
  "decretos",
  "reforma",
  "reformas",
  "conpes",
  "proyecto",
  "presupuesto",
]);
/** Words of a local instrument or actor: with any of them in the headline, the act is local. */
const LOCAL_WORDS: ReadonlySet<string> = new Set([
  "alcalde",
  "alcaldesa",
  "alcaldia",
  "gobernador",
  "gobernadora",
  "gobernacion",
  "concejo",
  "concejal",
  "asamblea",
  "diputado",
  "ordenanza",
  "acuerdo",
  "personero",
  "secretario",
  "secretaria",
  "municipal",
  "departamental",
  "distrital",
]);
/**
 * Words a national actor starts with: the national offices of the gazetteer ("president",
 * "ministr", "senador"…) and the ministries' short names ("Mininterior", "Minhacienda").
 */
const NATIONAL_ACTOR_PREFIXES = [
  ...PASSING_CUES.nationalOfficeStems,
  "minhacienda",
  "mininterior",
  "mintrabajo",
  "minsalud",
  "minminas",
  "mindefensa",
];
const ARTICLES: ReadonlySet<string> = new Set(["el", "la", "los", "las"]);
/** How many words after the place the instrument may come ("…desde Cartagena el decreto"). */
const INSTRUMENT_REACH = 4;

function nationalActor(tokens: readonly Token[]): boolean {
  for (let k = 0; k < tokens.length; k += 1) {
    const norm = (tokens[k] as Token).norm;
    if (NATIONAL_ACTOR_PREFIXES.some((prefix) => norm.startsWith(prefix))) return true;
    if (norm === "gobierno" && (tokens[k + 1]?.norm === "nacional" || (tokens[k] as Token).sentenceStart)) return true;
    if (norm === "jefe" && tokens[k + 1]?.norm === "de" && tokens[k + 2]?.norm === "estado") return true;
  }
  return false;
}

/**
 * The token index where the headline names the venue of a national act (the first word after
 * "en"/"desde" and an optional article), or -1 when it reports no such act. `tokens` are the
 * article's words, headline first (field 0), then its lead.
 */
export function nationalActVenue(tokens: readonly Token[]): number {
  // The headline's words come first; most headlines have no verb of a legal act and end here.
  let titleEnd = 0;
  while (titleEnd < tokens.length && (tokens[titleEnd] as Token).field === 0) titleEnd += 1;
  for (let k = 0; k + 2 < titleEnd; k += 1) {
    if (!ACT_VERBS.has((tokens[k] as Token).norm)) continue;
    const link = (tokens[k + 1] as Token).norm;
    if (link !== "en" && link !== "desde") continue;
    const place = ARTICLES.has((tokens[k + 2] as Token).norm) ? k + 3 : k + 2;
    const after = tokens.slice(place + 1, Math.min(titleEnd, place + 1 + INSTRUMENT_REACH));
    if (!after.some((token) => INSTRUMENTS.has(token.norm)) || !nationalActor(tokens)) continue;
    if (tokens.slice(0, titleEnd).some((token) => LOCAL_WORDS.has(token.norm))) return -1;
    return place;
  }
  return -1;
}
