/* The gazetteer's names in one trie, their matching in an article's tokens, and the token helpers the place rules share. */
import { SECTION_NAMES } from "../../data/category-rules.js";
import { BLOCKED_PHRASES, GAZETTEER, SPORTS_CLUBS, type GazetteerEntry } from "../../data/gazetteer.js";
import { memoize } from "../../text/memo.js";
import { fold } from "../../text/spanish.js";
import type { Token } from "./text.js";
import { sectionSegments } from "./url.js";

/** One gazetteer entry a name in the trie may be. */
export interface Candidate {
  entry: GazetteerEntry;
  articleless: boolean;
  /** The entry's folded name (its words joined by spaces), computed once when the trie is built. */
  key: string;
}

type Target = { type: "place"; candidates: Candidate[]; department?: string } | { type: "blocked" } | { type: "club" };

interface TrieNode {
  next: Map<string, TrieNode>;
  target?: Target;
}

/** The folded words of a text. */
export function words(text: string): string[] {
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
  // Several places may share a name: each is a candidate. Places are inserted first, so a place
  // is never shadowed by a blocked phrase or a club of the same name.
  if (target.type === "place" && node.target?.type === "place") node.target.candidates.push(...target.candidates);
  else node.target ??= target;
}

const TRIE: TrieNode = buildTrie();

function buildTrie(): TrieNode {
  const root: TrieNode = { next: new Map() };
  for (const entry of GAZETTEER) {
    insert(root, entry.name, { type: "place", candidates: [{ entry, articleless: false, key: words(entry.name).join(" ") }] });
  }
  for (const entry of GAZETTEER) {
    // "El Espinal" is written "del Espinal" after the preposition: index the name without its article.
    const match = entry.curated ? /^El\s+(.+)$/u.exec(entry.name) : null;
    if (match?.[1]) insert(root, match[1], { type: "place", candidates: [{ entry, articleless: true, key: words(entry.name).join(" ") }] });
  }
  for (const phrase of BLOCKED_PHRASES) insert(root, phrase, { type: "blocked" });
  for (const club of SPORTS_CLUBS) insert(root, club, { type: "club" });
  // Each place's department when the name is a department's ("Meta", "Caldas"), for qualifiers.
  const visit = (node: TrieNode) => {
    if (node.target?.type === "place") {
      node.target.department = node.target.candidates.find((c) => c.entry.kind === "department" && !c.articleless)?.entry.department;
    }
    for (const child of node.next.values()) visit(child);
  };
  visit(root);
  return root;
}

export interface Match {
  start: number;
  /** Exclusive. */
  end: number;
  target: Target;
}

/** All non-overlapping matches, longest first (then leftmost), never across fields. */
export function findMatches(tokens: readonly Token[]): Match[] {
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
  // Most texts name places that do not overlap: found in text order, they are the answer as they are.
  let overlapping = false;
  for (let k = 1; k < all.length && !overlapping; k += 1) overlapping = (all[k] as Match).start < (all[k - 1] as Match).end;
  if (!overlapping) return all;
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

/** Whether tokens `a` and `b` are in the same field (title or summary). */
export function sameField(tokens: readonly Token[], a: number, b: number): boolean {
  const x = tokens[a];
  const y = tokens[b];
  return x !== undefined && y !== undefined && x.field === y.field;
}

/** Whether the folded words `sequence` sit right before token `start` in the same field. */
export function precededBy(tokens: readonly Token[], start: number, sequence: readonly string[]): boolean {
  const first = start - sequence.length;
  if (first < 0 || !sameField(tokens, first, start)) return false;
  return sequence.every((word, k) => tokens[first + k]?.norm === word);
}

/** Whether the folded words `sequence` follow token `end - 1` after a comma or an opening bracket. */
export function qualifiedBy(tokens: readonly Token[], end: number, sequence: readonly string[]): boolean {
  const last = tokens[end - 1];
  if (!last || !/[,(]/u.test(last.after)) return false;
  if (!sameField(tokens, end - 1, end + sequence.length - 1)) return false;
  return sequence.every((word, k) => tokens[end + k]?.norm === word);
}

/** Whether the folded words `sequence` appear one after another in `norms`. */
export function containsSequence(norms: readonly string[], sequence: readonly string[]): boolean {
  outer: for (let i = 0; i + sequence.length <= norms.length; i += 1) {
    for (let k = 0; k < sequence.length; k += 1) if (norms[i + k] !== sequence[k]) continue outer;
    return true;
  }
  return false;
}

/** Each entry's folded designators, computed once (folding is the costly step); its folded name is on its trie candidates. */
export const ENTRY_WORDS = new WeakMap<GazetteerEntry, { designators: { text: string; words: string[] }[] }>(
  GAZETTEER.map((entry) => [entry, { designators: entry.designators.map((text) => ({ text, words: words(text) })) }]),
);

/** Phrases indexed by their first word, so a text is scanned once whatever the number of phrases. */
type PhraseIndex = ReadonlyMap<string, readonly string[][]>;
export function phraseIndex(phrases: readonly string[]): PhraseIndex {
  const index = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const sequence = words(phrase);
    const first = sequence[0];
    if (first) index.set(first, [...(index.get(first) ?? []), sequence]);
  }
  return index;
}
/** Whether the tokens contain one of the indexed phrases. */
export function containsAny(tokens: readonly Token[], index: PhraseIndex): boolean {
  for (let i = 0; i < tokens.length; i += 1) {
    const candidates = index.get((tokens[i] as Token).norm);
    if (!candidates) continue;
    for (const sequence of candidates) if (sequence.every((word, k) => tokens[i + k]?.norm === word)) return true;
  }
  return false;
}

/** Sections that mark a URL as international: a regional segment there is not a Colombian place. */
export const INTERNATIONAL_SECTIONS: ReadonlySet<string> = new Set(
  [...SECTION_NAMES].filter(([, rule]) => rule.category === "internacional").map(([name]) => name),
);

/** Whether a token is written capitalised (or its field has no case to go by). */
export function isCapitalised(token: Token | undefined): boolean {
  return token !== undefined && (token.caseless || token.capitalised);
}

/** The folded words of a match, joined by spaces. */
export function keyOfMatch(tokens: readonly Token[], match: Match): string {
  let key = "";
  for (let k = match.start; k < match.end; k += 1) key += (k > match.start ? " " : "") + (tokens[k] as Token).norm;
  return key;
}

/** Departments named by the regional sections of the URL ("/antioquia/", "/cali/", "/regional/bolivar/"). */
export function urlRegionDepartments(url: string): string[] {
  const segments = sectionSegments(url);
  if (segments.some((segment) => INTERNATIONAL_SECTIONS.has(segment))) return [];
  const found: string[] = [];
  for (const segment of segments) {
    const department = segmentDepartment(segment);
    if (department !== null && !found.includes(department)) found.push(department);
  }
  return found;
}

/** The department a URL section names ("antioquia", "cali"), or null; sections repeat across a paper's URLs. */
const segmentDepartment = memoize(10_000, (segment): string | null => {
  let node: TrieNode | undefined = TRIE;
  // Segments are folded already, their words joined by single spaces.
  for (const word of segment.split(" ")) {
    node = node?.next.get(word);
    if (!node) break;
  }
  const target = node?.target;
  const curated = target?.type === "place" ? target.candidates.find((c) => c.entry.curated && !c.articleless) : undefined;
  return curated && curated.entry.kind !== "demonym" ? curated.entry.department : null;
});
