/*
 * Which departments an article is about. Place names of the gazetteer are found in the title and
 * summary (folded, on word boundaries, longest match first), each candidate is checked against the
 * homonym rules its entry carries, and the survivors are counted per department. A regional
 * paper's home department stands in when the article names no place and reads as local news.
 * The tables and the reasons behind each rule are in gazetteer.ts.
 */
import { SECTION_NAMES } from "./category-rules.js";
import {
  BLOCKED_PHRASES,
  CLUB_ARTICLES,
  FOREIGN_QUALIFIERS,
  GAZETTEER,
  LOCAL_SCOPE_CUES,
  NATIONAL_SCOPE_CUES,
  NON_LOCAL_SECTIONS,
  NO_HOME_CATEGORIES,
  PRECEDING_VETOES,
  SPORTS_CLUBS,
  type GazetteerEntry,
} from "./gazetteer.js";
import { fold, STOPWORDS } from "../../lib/spanish.js";
import { tokenize, type Token } from "./text.js";
import type { ClassifyInput } from "../types.js";
import { sectionSegments } from "./url.js";

/** At most this many departments are tagged: an article naming more is national in practice. */
export const MAX_DEPARTMENTS = 4;

/** One candidate place name found in an article, and what the rules decided about it. */
export interface PlaceMention {
  /** The words as written (or the URL segment). */
  text: string;
  department: string;
  kind: GazetteerEntry["kind"];
  accepted: boolean;
  /** Why it was accepted or rejected (for debugging and tests). */
  reason: string;
}

/** The departments of an article and how they were found. */
export interface DepartmentResult {
  departments: string[];
  rule: "mentions" | "home" | "none";
  mentions: PlaceMention[];
  /** How many sports clubs the article names (they never tag a department). */
  clubs: number;
}

type Target =
  | { type: "place"; entry: GazetteerEntry; articleless: boolean }
  | { type: "blocked" }
  | { type: "club" };

interface TrieNode {
  next: Map<string, TrieNode>;
  target?: Target;
}

function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function insert(root: TrieNode, name: string, target: Target): void {
  let node = root;
  for (const word of words(name)) {
    let child = node.next.get(word);
    if (!child) {
      child = { next: new Map() };
      node.next.set(word, child);
    }
    node = child;
  }
  // The first target wins: places are inserted first, so a place is never shadowed by a block.
  node.target ??= target;
}

const TRIE: TrieNode = buildTrie();

function buildTrie(): TrieNode {
  const root: TrieNode = { next: new Map() };
  for (const entry of GAZETTEER) insert(root, entry.name, { type: "place", entry, articleless: false });
  for (const entry of GAZETTEER) {
    // "El Espinal" is written "del Espinal" after the preposition: index the name without its article.
    const match = /^El\s+(.+)$/u.exec(entry.name);
    if (match?.[1]) insert(root, match[1], { type: "place", entry, articleless: true });
  }
  for (const phrase of BLOCKED_PHRASES) insert(root, phrase, { type: "blocked" });
  for (const club of SPORTS_CLUBS) insert(root, club, { type: "club" });
  return root;
}

interface Match {
  start: number;
  /** Exclusive. */
  end: number;
  target: Target;
}

/** All non-overlapping matches, longest first (then leftmost), never across fields. */
function findMatches(tokens: readonly Token[]): Match[] {
  const all: Match[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    let node: TrieNode | undefined = TRIE;
    const field = tokens[i]?.field;
    for (let j = i; j < tokens.length; j += 1) {
      const token: Token | undefined = tokens[j];
      if (!token || token.field !== field) break;
      node = node.next.get(token.norm);
      if (!node) break;
      if (node.target) all.push({ start: i, end: j + 1, target: node.target });
    }
  }
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken = new Array<boolean>(tokens.length).fill(false);
  const chosen: Match[] = [];
  for (const match of all) {
    let free = true;
    for (let k = match.start; k < match.end; k += 1) if (taken[k]) free = false;
    if (!free) continue;
    for (let k = match.start; k < match.end; k += 1) taken[k] = true;
    chosen.push(match);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

function sameField(tokens: readonly Token[], a: number, b: number): boolean {
  const x = tokens[a];
  const y = tokens[b];
  return x !== undefined && y !== undefined && x.field === y.field;
}

/** Whether the folded words `sequence` sit right before token `start` in the same field. */
function precededBy(tokens: readonly Token[], start: number, sequence: readonly string[]): boolean {
  const first = start - sequence.length;
  if (first < 0 || !sameField(tokens, first, start)) return false;
  return sequence.every((word, k) => tokens[first + k]?.norm === word);
}

/** Whether the folded words `sequence` follow token `end - 1` after a comma or an opening bracket. */
function qualifiedBy(tokens: readonly Token[], end: number, sequence: readonly string[]): boolean {
  const last = tokens[end - 1];
  if (!last || !/[,(]/u.test(last.after)) return false;
  if (!sameField(tokens, end - 1, end + sequence.length - 1)) return false;
  return sequence.every((word, k) => tokens[end + k]?.norm === word);
}

function containsSequence(norms: readonly string[], sequence: readonly string[]): boolean {
  outer: for (let i = 0; i + sequence.length <= norms.length; i += 1) {
    for (let k = 0; k < sequence.length; k += 1) if (norms[i + k] !== sequence[k]) continue outer;
    return true;
  }
  return false;
}

const VETOES = PRECEDING_VETOES;

/**
 * Towns that name a football club ("Cali" in "Deportivo Cali"): after a masculine article ("el
 * Cali", "al Medellín") they are the club. Other towns keep the article ("en el Medio Baudó").
 */
const CLUB_TOWNS: ReadonlySet<string> = new Set(
  GAZETTEER.filter((entry) => entry.kind === "capital" || entry.kind === "municipality")
    .map((entry) => words(entry.name))
    .filter((name) => SPORTS_CLUBS.some((club) => containsSequence(words(club), name)))
    .map((name) => name.join(" ")),
);
const FOREIGN = FOREIGN_QUALIFIERS.map((name) => words(name));
const NATIONAL_CUES = NATIONAL_SCOPE_CUES.map((cue) => words(cue));
const LOCAL_CUES = LOCAL_SCOPE_CUES.map((cue) => words(cue));

/** Sections that mark a URL as international: a regional segment there is not a Colombian place. */
const INTERNATIONAL_SECTIONS: ReadonlySet<string> = new Set(
  [...SECTION_NAMES].filter(([, rule]) => rule.category === "internacional").map(([name]) => name),
);


function isCapitalised(token: Token | undefined): boolean {
  return token !== undefined && (token.caseless || token.capitalised);
}

/** Why a candidate cannot be the place whatever the context says, or null when it may be. */
function intrinsicRejection(
  tokens: readonly Token[],
  match: Match,
  entry: GazetteerEntry,
  articleless: boolean,
  placeStarts: ReadonlySet<number>,
): string | null {
  const matched = tokens.slice(match.start, match.end);
  const first = matched[0];
  if (!first) return "empty";
  const caseless = first.caseless;
  if ((entry.proper || articleless) && !caseless) {
    if (matched.some((t) => !STOPWORDS.has(t.norm) && !t.capitalised)) return "not capitalised (common word)";
  }
  if (entry.exactSpelling && !caseless) {
    const written = matched.map((t) => t.raw.toLowerCase()).join(" ").normalize("NFC");
    if (written !== entry.name.toLowerCase().normalize("NFC")) return "spelled differently (another word)";
  }
  if (articleless && !CLUB_ARTICLES.some((article) => precededBy(tokens, match.start, [article]))) {
    return "needs its article";
  }
  for (const veto of VETOES) if (precededBy(tokens, match.start, veto)) return `after '${veto.join(" ")}'`;
  for (const country of FOREIGN) if (qualifiedBy(tokens, match.end, country)) return "qualified by a foreign country";
  const next = tokens[match.end];
  if (next && sameField(tokens, match.start, match.end) && entry.notBefore.includes(next.norm)) {
    return `followed by '${next.norm}' (another place)`;
  }
  if (
    !articleless &&
    CLUB_TOWNS.has(words(entry.name).join(" ")) &&
    first.before === "" &&
    CLUB_ARTICLES.some((article) => precededBy(tokens, match.start, [article]))
  ) {
    return "club (masculine article before a city)";
  }
  if (entry.person && !caseless) {
    const prev = tokens[match.start - 1];
    if (
      prev &&
      sameField(tokens, match.start - 1, match.start) &&
      first.before === "" &&
      prev.capitalised &&
      !STOPWORDS.has(prev.norm)
    ) {
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

interface Candidate {
  match: Match;
  entry: GazetteerEntry;
  text: string;
  /** The context rule still to satisfy: free candidates are accepted at once. */
  context: "free" | "designator" | "support";
  accepted: boolean;
  reason: string;
}

/** A place name found in a text, with the verdict of the rules that need no context. */
interface PlaceMatch {
  match: Match;
  entry: GazetteerEntry;
  articleless: boolean;
  text: string;
  /** Why it cannot be the place whatever the context, or null. */
  rejection: string | null;
}

/**
 * What the place matcher reads in an article before knowing its category, newspaper or URL: the
 * tokens of title and summary and the gazetteer's names among them, each with the verdict of the
 * rules intrinsic to the text. Classification computes it once; story grouping reuses it.
 */
export interface ArticleReading {
  /** The texts it was read from (a reading applies only to these). */
  title: string;
  summary: string;
  tokens: readonly Token[];
  normSet: ReadonlySet<string>;
  /** Place names in text order. */
  places: readonly PlaceMatch[];
  /** Sports clubs named (they never tag a department). */
  clubs: number;
  /** Start token → department, for the department names found. */
  departmentNameAt: ReadonlyMap<number, string>;
}

/** Reads an article's title and summary for the place rules (see ArticleReading); `tokens` if already cut. */
export function readArticle(title: string, summary: string, tokens: readonly Token[] = tokenize([title, summary])): ArticleReading {
  const normSet = new Set(tokens.map((t) => t.norm));
  const matches = findMatches(tokens);
  const placeStarts = new Set(matches.filter((m) => m.target.type === "place").map((m) => m.start));
  const departmentNameAt = new Map<number, string>();
  for (const m of matches) {
    if (m.target.type === "place" && m.target.entry.kind === "department") {
      departmentNameAt.set(m.start, m.target.entry.department);
    }
  }
  let clubs = 0;
  const places: PlaceMatch[] = [];
  for (const match of matches) {
    if (match.target.type === "club") clubs += 1;
    if (match.target.type !== "place") continue;
    const { entry, articleless } = match.target;
    const text = tokens
      .slice(match.start, match.end)
      .map((t) => t.raw)
      .join(" ");
    const rejection = intrinsicRejection(tokens, match, entry, articleless, placeStarts);
    if (rejection?.startsWith("club")) clubs += 1;
    places.push({ match, entry, articleless, text, rejection });
  }
  return { title, summary, tokens, normSet, places, clubs, departmentNameAt };
}

/** The reading of an input: the one given when it was read from the same texts, else a new one. */
function readingOf(input: ClassifyInput, reading?: ArticleReading): ArticleReading {
  const title = input.title ?? "";
  const summary = input.summary ?? "";
  return reading && reading.title === title && reading.summary === summary ? reading : readArticle(title, summary);
}

/**
 * Finds the place mentions of an article and decides each one; also counts clubs. `reading`, when
 * given, saves reading the text again (it is used only if read from the same title and summary).
 */
export function findPlaceMentions(
  input: ClassifyInput,
  category: string,
  reading?: ArticleReading,
): { mentions: PlaceMention[]; clubs: number; urlDepartments: string[] } {
  const { tokens, normSet, places, clubs, departmentNameAt } = readingOf(input, reading);
  const candidates: Candidate[] = [];
  for (const { match, entry, articleless, text, rejection } of places) {
    if (rejection) {
      candidates.push({ match, entry, text, context: "free", accepted: false, reason: rejection });
      continue;
    }
    let context: Candidate["context"] = articleless ? "free" : entry.context;
    // A homonym abroad needs company in international news or next to a foreign cue.
    const abroadCue = entry.abroad.find((cue) => normSet.has(cue));
    if (entry.abroad.length > 0 && (category === "internacional" || abroadCue)) context = "support";
    // "Caldas, Antioquia": a name needing context, qualified by another department, is that department's municipality.
    const qualifier = departmentNameAt.get(match.end);
    if (
      context !== "free" &&
      qualifier &&
      qualifier !== entry.department &&
      /[,(]/u.test(tokens[match.end - 1]?.after ?? "")
    ) {
      candidates.push({ match, entry, text, context, accepted: false, reason: `municipality of ${qualifier}` });
      continue;
    }
    candidates.push({ match, entry, text, context, accepted: false, reason: "" });
  }

  const supported = new Set<string>();
  if (input.newspaper?.homeDepartment) supported.add(input.newspaper.homeDepartment);
  const urlDepartments = urlRegionDepartments(input.url);
  for (const department of urlDepartments) supported.add(department);

  const acceptedEnds = new Set<number>();
  const accept = (candidate: Candidate, reason: string) => {
    candidate.accepted = true;
    candidate.reason = reason;
    supported.add(candidate.entry.department);
    acceptedEnds.add(candidate.match.end);
  };
  const pending = candidates.filter((c) => c.reason === "");
  for (const candidate of pending) if (candidate.context === "free") accept(candidate, "unambiguous name");

  // Context decisions feed each other ("en Guaviare y Meta"), so repeat until nothing changes.
  let changed = true;
  while (changed) {
    changed = false;
    for (const candidate of pending) {
      if (candidate.accepted) continue;
      const reason = contextReason(tokens, candidate, supported, acceptedEnds);
      if (reason) {
        accept(candidate, reason);
        changed = true;
      }
    }
  }
  for (const candidate of pending) {
    if (!candidate.accepted) {
      candidate.reason = candidate.context === "support" ? "no other mention of its department" : "no designator";
    }
  }

  const mentions = candidates.map((c) => ({
    text: c.text,
    department: c.entry.department,
    kind: c.entry.kind,
    accepted: c.accepted,
    reason: c.reason,
  }));
  return { mentions, clubs, urlDepartments };
}

function contextReason(
  tokens: readonly Token[],
  candidate: Candidate,
  supported: ReadonlySet<string>,
  acceptedEnds: ReadonlySet<number>,
): string | null {
  const { match, entry } = candidate;
  if (supported.has(entry.department)) return "its department is mentioned elsewhere";
  const first = tokens[match.start];
  const prev = tokens[match.start - 1];
  const samePrev = prev !== undefined && sameField(tokens, match.start - 1, match.start);
  // "Tame, Arauca" / "Granada (Meta)": a department name right after a capitalised place.
  if (
    entry.kind === "department" &&
    samePrev &&
    /[,(]/u.test(first?.before ?? "") &&
    isCapitalised(prev)
  ) {
    return "qualifies the place before it";
  }
  // "en Guaviare y Meta", "Cesar, Magdalena y La Guajira": a list continuing an accepted place.
  if (samePrev && (acceptedEnds.has(match.start) && /,/u.test(first?.before ?? ""))) return "in a list of places";
  if (samePrev && (prev.norm === "y" || prev.norm === "e") && acceptedEnds.has(match.start - 1)) {
    return "in a list of places";
  }
  if (candidate.context !== "designator") return null;
  for (const designator of entry.designators) {
    if (precededBy(tokens, match.start, words(designator))) return `after '${designator}'`;
  }
  if (entry.atStart && (!samePrev || first?.sentenceStart)) return "opens the text";
  return null;
}

/** Departments named by the regional sections of the URL ("/antioquia/", "/cali/", "/regional/bolivar/"). */
export function urlRegionDepartments(url: string): string[] {
  const segments = sectionSegments(url);
  if (segments.some((segment) => INTERNATIONAL_SECTIONS.has(segment))) return [];
  const found: string[] = [];
  for (const segment of segments) {
    let node: TrieNode | undefined = TRIE;
    for (const word of words(segment)) {
      node = node?.next.get(word);
      if (!node) break;
    }
    const target = node?.target;
    if (target?.type === "place" && target.entry.kind !== "demonym" && !found.includes(target.entry.department)) {
      found.push(target.entry.department);
    }
  }
  return found;
}

/** Whether the text reads as national news (national institutions, "el país") and not local news. */
export function readsNational(input: ClassifyInput, reading?: ArticleReading): boolean {
  const norms = readingOf(input, reading).tokens.map((t) => t.norm);
  const national = NATIONAL_CUES.some((cue) => containsSequence(norms, cue));
  const local = LOCAL_CUES.some((cue) => containsSequence(norms, cue));
  return national && !local;
}

/** Decides the departments of an article whose category is already known, explaining how. */
export function classifyDepartments(input: ClassifyInput, category: string, reading?: ArticleReading): DepartmentResult {
  const { mentions, clubs, urlDepartments } = findPlaceMentions(input, category, reading);
  const counts = new Map<string, { count: number; first: number }>();
  mentions.forEach((mention, position) => {
    if (!mention.accepted) return;
    const current = counts.get(mention.department);
    if (current) current.count += 1;
    else counts.set(mention.department, { count: 1, first: position });
  });
  urlDepartments.forEach((department, k) => {
    const current = counts.get(department);
    if (current) current.count += 1;
    else counts.set(department, { count: 1, first: mentions.length + k });
  });
  if (counts.size > 0) {
    const departments = [...counts]
      .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
      .slice(0, MAX_DEPARTMENTS)
      .map(([department]) => department);
    return { departments, rule: "mentions", mentions, clubs };
  }
  const home = input.newspaper?.homeDepartment ?? null;
  if (home && clubs === 0 && !NO_HOME_CATEGORIES.has(category) && !nonLocalUrl(input.url) && !readsNational(input, reading)) {
    return { departments: [home], rule: "home", mentions, clubs };
  }
  return { departments: [], rule: "none", mentions, clubs };
}

function nonLocalUrl(url: string): boolean {
  return sectionSegments(url).some((segment) => NON_LOCAL_SECTIONS.has(segment) || INTERNATIONAL_SECTIONS.has(segment));
}

/** The department slugs an article is about (see classifyDepartments for the rules). */
export function detectDepartments(input: ClassifyInput, category: string, reading?: ArticleReading): string[] {
  try {
    return classifyDepartments(input, category, reading).departments;
  } catch {
    // Pure and total by contract: a bug here must cost the tags, not the article.
    return [];
  }
}
