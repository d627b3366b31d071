/*
 * The places an article is about: its departments and its municipalities (DIVIPOLA codes).
 *
 * 1. Reading: place names of the gazetteer are found in the title and summary (folded, on word
 *    boundaries, longest match first). A name may stand for several places (Granada is a town of
 *    Antioquia, Cundinamarca and Meta; Caldas is a department and two towns): each is a candidate,
 *    checked against the homonym rules its entry carries (capital letters, a surname, a river…).
 * 2. Which place: a department named right after ("Granada, Meta"), a municipal designator before
 *    ("alcalde de Nariño"), the other places of the article, the URL's regional section and the
 *    newspaper's home department choose one candidate, or none when the name stays ambiguous.
 * 3. About or mentioned: a place named as an origin ("vuelos desde Bogotá", "oriundo de Cali"), a
 *    transfer's destination ("trasladado a Bogotá"), a comparison ("más caro que en Medellín") or
 *    an item of a list of cities of three departments or more (national news) does not make the
 *    article about it. Titles weigh more than the lead, the lead's first sentence more than the rest.
 * 4. The regional paper's home department stands in only when no place is named and the text is
 *    local in nature (a local institution, service, crime or event), never for national or
 *    international news, lifestyle material or sport results.
 * The tables and the reasons behind each rule are in app/data/gazetteer.ts and app/data/homonyms.ts.
 * This file holds the decision (4, and the weighing of the places); the steps are in place-names.ts
 * (1: matching), place-rejection.ts and place-reading.ts (1: homonym rules), place-choice.ts (2)
 * and place-roles.ts (3).
 */
import {
  AMBIGUOUS_NAMES,
  MACRO_REGIONS,
  LOCAL_NATURE_CUES,
  LOCAL_SCOPE_CUES,
  NATIONAL_SCOPE_CUES,
  NON_LOCAL_SECTIONS,
  NO_HOME_CATEGORIES,
  nameKey,
} from "../../data/gazetteer.js";
import { MUNICIPALITIES } from "../../data/municipalities.js";
import type { Token } from "./text.js";
import type { ClassifyInput } from "../types.js";
import { sectionSegments } from "./url.js";
import { containsAny, INTERNATIONAL_SECTIONS, phraseIndex } from "./place-names.js";
import { type ArticleReading, readingOf, reportsResult } from "./place-reading.js";
import { findPlaceMentions } from "./place-choice.js";
import type { PlaceMention } from "./place-types.js";

/** At most this many departments are tagged: an article naming more is national in practice. */
export const MAX_DEPARTMENTS = 4;
/** At most this many municipalities are tagged. */
export const MAX_MUNICIPALITIES = 6;

/** The places of an article and how they were found. */
export interface DepartmentResult {
  departments: string[];
  /** DIVIPOLA codes of the municipalities the article is about. */
  municipalities: string[];
  rule: "mentions" | "home" | "none";
  mentions: PlaceMention[];
  /** How many sports clubs the article names (they never tag a department). */
  clubs: number;
  /** Whether the mentions were decided by the text alone (see findPlaceMentions): story grouping may reuse them. */
  contextFree: boolean;
}

const NATIONAL_CUES = phraseIndex(NATIONAL_SCOPE_CUES);
const LOCAL_CUES = phraseIndex(LOCAL_SCOPE_CUES);
const LOCAL_NATURE = phraseIndex(LOCAL_NATURE_CUES);
/**
 * Regions spanning several departments (Magdalena Medio, La Mojana, Montes de María, Eje
 * Cafetero…): the ambiguous names that are no municipality's. An article naming one names its
 * place, which tags no department; the newspaper's home department does not stand in for it.
 */
const MUNICIPALITY_KEYS: ReadonlySet<string> = new Set(MUNICIPALITIES.map((m) => nameKey(m.name)));
const REGIONS = phraseIndex([
  ...Object.keys(AMBIGUOUS_NAMES).filter((name) => !MUNICIPALITY_KEYS.has(nameKey(name))),
  // The country's natural regions ("la región Andina", "la Costa Caribe", "la Orinoquía") span
  // several departments too: news about one is no local news of the paper's department.
  ...MACRO_REGIONS,
]);

/** Whether the text reads as national news (national institutions, "el país") and not local news. */
export function readsNational(input: ClassifyInput, reading?: ArticleReading): boolean {
  const { tokens } = readingOf(input, reading);
  return containsAny(tokens, NATIONAL_CUES) && !containsAny(tokens, LOCAL_CUES);
}

/** Whether the text is local in nature: a local institution, service, crime, event or place word. */
export function readsLocal(input: ClassifyInput, reading?: ArticleReading): boolean {
  const { tokens } = readingOf(input, reading);
  return containsAny(tokens, LOCAL_NATURE) || containsAny(tokens, LOCAL_CUES);
}

/** How much a mention weighs: the title most, then the lead's first sentence, then the rest. */
function weightOf(tokens: readonly Token[], mention: { field: number }, index: number, leadEnd: number): number {
  if (mention.field === 0) return 3;
  return index < leadEnd ? 2 : 1;
}

/** The index of the first token of the summary's second sentence (tokens.length when it has one sentence). */
function leadSentenceEnd(tokens: readonly Token[]): number {
  let seenSummary = false;
  for (let k = 0; k < tokens.length; k += 1) {
    const token = tokens[k] as Token;
    if (token.field !== 1) continue;
    if (seenSummary && token.sentenceStart) return k;
    seenSummary = true;
  }
  return tokens.length;
}

/** Decides the places of an article whose category is already known, explaining how. */
export function classifyPlaces(input: ClassifyInput, category: string, reading?: ArticleReading): DepartmentResult {
  const read = readingOf(input, reading);
  const { mentions, clubs, urlDepartments, contextFree } = findPlaceMentions(input, category, read);
  const starts = read.places.map((place) => place.match.start);
  // A university named after its region is the news's place unless the news is national (a study
  // of the whole country by the Universidad del Valle is not news about the Valle).
  const institutions = mentions.some((mention) => mention.accepted && mention.role === "institution") && !readsNational(input, read);
  let chosen = mentions
    .map((mention, position) => ({ mention, position }))
    .filter(({ mention }) => mention.accepted && (mention.role === "about" || (institutions && mention.role === "institution")));
  // A road named after its ends ("la vía Tunja-Bogotá") is the news's place unless the text names
  // a town where it happens ("… en Ventaquemada", "… cayó a un abismo en Rosas").
  if (mentions.some((mention) => mention.role === "route") && !chosen.some(({ mention }) => mention.code !== null)) {
    chosen = [
      ...chosen,
      ...mentions.map((mention, position) => ({ mention, position })).filter(({ mention }) => mention.accepted && mention.role === "route"),
    ];
  }
  if (chosen.length === 0) {
    // Only passing mentions: a headline's origin or destination is still what the story is about
    // when it names nothing else ("Exportaciones de café desde el Huila crecen", "hacia Cúcuta");
    // a birthplace never is.
    chosen = mentions
      .map((mention, position) => ({ mention, position }))
      .filter(({ mention }) => mention.accepted && (mention.role === "destination" || mention.role === "origin") && mention.field === 0);
  }
  const leadEnd = chosen.some((item) => item.mention.field === 1) ? leadSentenceEnd(read.tokens) : read.tokens.length;
  const weighted = chosen.map((item) => ({
    mention: item.mention,
    position: item.position,
    weight: weightOf(read.tokens, item.mention, starts[item.position] ?? 0, leadEnd),
  }));
  const scores = new Map<string, { score: number; first: number }>();
  const codeScores = new Map<string, { score: number; first: number; department: string }>();
  // The headline's places lead: when it names where the news happens, the towns (a mention with a
  // municipality: Bogotá, Medellín, Cajamarca) the lead names in other departments are its context (where a harvest is sold, where people come from), not more
  // places it is about. A department or region named in the lead still widens it ("capturado en
  // Bogotá… las finanzas del Clan en el Urabá").
  const titleDepartments =
    weighted.length > 1 ? new Set(weighted.filter((item) => item.mention.field === 0).map((item) => item.mention.department)) : null;
  for (const { mention, position, weight } of weighted) {
    if (titleDepartments && titleDepartments.size > 0 && !titleDepartments.has(mention.department) && mention.code !== null) continue;
    const current = scores.get(mention.department);
    if (current) current.score += weight;
    else scores.set(mention.department, { score: weight, first: position });
    if (mention.code) {
      const code = codeScores.get(mention.code);
      if (code) code.score += weight;
      else codeScores.set(mention.code, { score: weight, first: position, department: mention.department });
    }
  }
  // The URL's regional section ("/cartagena/") says where the paper files the article: the
  // article's own places come first, the section stands in when the text names none.
  if (scores.size === 0) urlDepartments.forEach((department, k) => scores.set(department, { score: 1, first: mentions.length + k }));
  if (scores.size > 0) {
    // One department (the common case) needs no ranking; no municipality, no list to filter.
    const departments =
      scores.size === 1
        ? [...scores.keys()]
        : [...scores]
            .sort(([, a], [, b]) => b.score - a.score || a.first - b.first)
            .slice(0, MAX_DEPARTMENTS)
            .map(([department]) => department);
    if (codeScores.size === 0) return { departments, municipalities: [], rule: "mentions", mentions, clubs, contextFree };
    const municipalities = [...codeScores]
      .filter(([, code]) => departments.includes(code.department))
      .sort(([, a], [, b]) => b.score - a.score || a.first - b.first)
      .slice(0, MAX_MUNICIPALITIES)
      .map(([code]) => code);
    return { departments, municipalities, rule: "mentions", mentions, clubs, contextFree };
  }
  const home = input.newspaper?.homeDepartment ?? null;
  const named = mentions.some((mention) => mention.accepted);
  if (
    home &&
    !named &&
    clubs === 0 &&
    !NO_HOME_CATEGORIES.has(category) &&
    !nonLocalUrl(input.url) &&
    !readsNational(input, read) &&
    readsLocal(input, read) &&
    !containsAny(read.tokens, REGIONS) &&
    !(category === "deportes" && reportsResult(read))
  ) {
    return { departments: [home], municipalities: [], rule: "home", mentions, clubs, contextFree };
  }
  return { departments: [], municipalities: [], rule: "none", mentions, clubs, contextFree };
}

/** Decides the departments of an article whose category is already known (see classifyPlaces). */
export function classifyDepartments(input: ClassifyInput, category: string, reading?: ArticleReading): DepartmentResult {
  return classifyPlaces(input, category, reading);
}

function nonLocalUrl(url: string): boolean {
  return sectionSegments(url).some((segment) => NON_LOCAL_SECTIONS.has(segment) || INTERNATIONAL_SECTIONS.has(segment));
}

/** The department slugs and DIVIPOLA codes an article is about; never throws (a bug costs the tags, not the article). */
export function detectPlaces(
  input: ClassifyInput,
  category: string,
  reading?: ArticleReading,
): { departments: string[]; municipalities: string[] } {
  try {
    const { departments, municipalities } = classifyPlaces(input, category, reading);
    return { departments, municipalities };
  } catch {
    return { departments: [], municipalities: [] };
  }
}

/** The department slugs an article is about (see classifyPlaces for the rules). */
export function detectDepartments(input: ClassifyInput, category: string, reading?: ArticleReading): string[] {
  return detectPlaces(input, category, reading).departments;
}
