/*
 * Typo tolerance: which words of a query no article holds (or far fewer than a word spelled
 * almost the same), and what the reader most likely meant (correction.ts chooses). Candidates come
 * from the index's own vocabulary through the engine (the same on SQLite and PostgreSQL) and from
 * the known names (names.ts, and the newspapers' names); their frequencies are the index's counts.
 *
 * A word no article holds is replaced (the page says "Mostrando resultados de «Medellín». Buscar
 * en cambio «medelin»"); a word that has results of its own is never replaced, but when a close
 * word is held by far more articles it is offered ("¿Quiso decir…?").
 */
import { engineOf } from "../db/engine/index.server.js";
import type { Db } from "../db/schema.js";
import { listNewspapers } from "../models/newspaper.server.js";
import { textWords } from "../text/analyze.js";
import { soundKey } from "../text/spelling.js";
import { chooseCorrection, type CorrectionCandidate, isCorrectable, MAX_CORRECTED_WORDS, withinReach } from "./correction.js";
import { termMatch } from "./match.js";
import { CATEGORY_WORDS, KNOWN_NAME_WORDS, nameWords } from "./names.js";
import { type ParsedQuery, parseQuery, type QueryWord } from "./query.js";
import { hasRelated } from "./related.js";

/** A word with fewer matches than this is looked at as a possible misspelling. */
export const SUSPECT_BELOW = 3;
/** A word with results of its own is offered another only when that one has this many times more. */
export const FAR_MORE = 20;
/** Candidates' matches are counted up to this many (enough to compare them). */
const CANDIDATE_COUNT_LIMIT = 1000;
/** Candidates read from the index's vocabulary per word. */
const VOCABULARY_CANDIDATES = 12;

/** One word replaced, as typed and as searched instead. */
export interface WordCorrection {
  from: string;
  to: string;
}

/** A query with some words changed: the words, and the query as a reader would type it. */
export interface QueryCorrection {
  text: string;
  words: WordCorrection[];
}

/** What correcting a query found: words replaced (no article held them) and words offered instead (far fewer held them). */
export interface Corrections {
  /** The query searched instead of the reader's, or null when every word was kept. */
  applied: QueryCorrection | null;
  /** A search the page offers ("¿Quiso decir…?"), or null. */
  offered: QueryCorrection | null;
}

const QUOTES = new Set(['"', "“", "”", "„", "«", "»", "＂"]);

/**
 * The text with words replaced (folded word → replacement), outside quoted phrases and
 * exclusions: a reader's quotes ask for exactly those words, and a misspelt exclusion excludes nothing.
 */
export function replaceWords(text: string, replacements: ReadonlyMap<string, string>): string {
  let out = "";
  let at = 0;
  for (const word of textWords(text)) {
    const replacement = replacements.get(word.folded);
    if (replacement === undefined) continue;
    const before = text.slice(0, word.start);
    const quotes = Array.from(before).filter((char) => QUOTES.has(char)).length;
    const chunkStart = Math.max(before.lastIndexOf(" "), -1) + 1;
    if (quotes % 2 === 1 || text.charAt(chunkStart) === "-") continue;
    out += text.slice(at, word.start) + replacement;
    at = word.end;
  }
  return out + text.slice(at);
}

/** The categories' and places' words (folded → as written), the places' over the categories'. */
const STATIC_NAMES: ReadonlyMap<string, string> = new Map([...CATEGORY_WORDS, ...KNOWN_NAME_WORDS]);

/** The same words by their first sound: a typed word is only weighed against names that start like it (withinReach). */
const STATIC_NAMES_BY_SOUND: ReadonlyMap<string, readonly string[]> = (() => {
  const buckets = new Map<string, string[]>();
  for (const term of STATIC_NAMES.keys()) {
    const first = soundKey(term).charAt(0);
    buckets.set(first, [...(buckets.get(first) ?? []), term]);
  }
  return buckets;
})();

/** The names a correction considers: the static ones and the newspapers' (read per query), the newspapers' first. */
interface KnownNames {
  get(term: string): string | undefined;
  has(term: string): boolean;
  /** The names within reach of a typed word. */
  within(typed: string): string[];
}

function knownNames(newspapers: ReadonlyMap<string, string>): KnownNames {
  const get = (term: string) => newspapers.get(term) ?? STATIC_NAMES.get(term);
  return {
    get,
    has: (term) => get(term) !== undefined,
    within: (typed) =>
      [...(STATIC_NAMES_BY_SOUND.get(soundKey(typed).charAt(0)) ?? []), ...newspapers.keys()].filter((term) => withinReach(typed, term)),
  };
}

/** A word as the reader sees it: the known name's spelling, else the form the newest article holding it writes. */
async function displayForm(db: Db, term: string, names: KnownNames): Promise<string> {
  const name = names.get(term);
  if (name) return name;
  const [newest] = await engineOf(db)
    .fullText.search(db, { matches: [], filters: {} })
    .newest({ match: { forms: [term], field: "text" }, filters: {}, limit: 1, questions: [] });
  const row = newest
    ? await db.selectFrom("articles").select(["title", "summary"]).where("id", "=", newest.id).executeTakeFirst()
    : undefined;
  if (!row) return term;
  const text = `${row.title} ${row.summary}`;
  const found = textWords(text).find((word) => word.folded === term);
  return found ? text.slice(found.start, found.end).toLowerCase() : term;
}

/** The reader's capital kept: "Medelin" → "Medellín", "inflasion" → "inflación". */
function likeTyped(typed: string, display: string): string {
  const first = typed.charAt(0);
  const capital = first !== first.toLowerCase();
  return capital ? display.charAt(0).toUpperCase() + display.slice(1) : display;
}

/** The plain words of a query's required terms (quoted words and exclusions are never corrected). */
function correctableWords(query: ParsedQuery): QueryWord[] {
  const words = new Map<string, QueryWord>();
  for (const group of query.required)
    for (const term of group)
      // A word of the related-words lexicon is a word, not a misspelling: its related words answer for it.
      if (term.kind === "word" && isCorrectable(term.word.folded) && !hasRelated(term.word)) words.set(term.word.folded, term.word);
  return [...words.values()];
}

/** Looks for misspelt words in a query: those no article holds are replaced, those far rarer than a close word offered. */
export async function correctQuery(db: Db, query: ParsedQuery): Promise<Corrections> {
  const words = correctableWords(query);
  if (words.length === 0) return { applied: null, offered: null };
  const engine = engineOf(db);
  const index = engine.fullText.search(db, { matches: [], filters: {} });
  const countOf = (word: QueryWord, limit: number) => index.count({ match: termMatch({ kind: "word", word }), filters: {}, limit });
  const counts = await Promise.all(words.map((word) => countOf(word, SUSPECT_BELOW)));
  const suspects = words.filter((_, i) => (counts[i] ?? 0) < SUSPECT_BELOW).slice(0, MAX_CORRECTED_WORDS);
  if (suspects.length === 0) return { applied: null, offered: null };

  const names = knownNames(nameWords((await listNewspapers(db)).map((newspaper) => newspaper.name)));
  const replaced = new Map<string, WordCorrection & { folded: string }>();
  const offered = new Map<string, WordCorrection & { folded: string }>();
  for (const word of suspects) {
    const own = counts[words.indexOf(word)] ?? 0;
    const spelled = await engine.fullText.termsSpelledLike(db, word.folded, VOCABULARY_CANDIDATES);
    const nameTerms = names.within(word.folded);
    const terms = [...new Set([...spelled.map((candidate) => candidate.term), ...nameTerms])];
    // The closest word some article holds wins (chooseCorrection): only the closest candidates are
    // counted (one count each, bounded), the next closest only when no article holds any of them.
    let chosen: ReturnType<typeof chooseCorrection> = null;
    for (const tier of byDistance(word.folded, terms)) {
      const candidates: CorrectionCandidate[] = await Promise.all(
        tier.map(async (term) => {
          const parsed = parseQuery(term).required[0]?.[0];
          const count = parsed && parsed.kind === "word" ? await countOf(parsed.word, CANDIDATE_COUNT_LIMIT) : 0;
          return { term, count, name: names.has(term) };
        }),
      );
      chosen = chooseCorrection(word.folded, candidates);
      if (chosen) break;
    }
    if (!chosen) continue;
    const entry = { from: word.text, to: likeTyped(word.text, await displayForm(db, chosen.term, names)), folded: word.folded };
    if (own === 0) replaced.set(word.folded, entry);
    else if (chosen.count >= FAR_MORE * own) offered.set(word.folded, entry);
  }
  return {
    applied: rewrite(query.text, replaced),
    // The offered search keeps the replacements too: it is the applied one with the rarer words changed as well.
    offered: offered.size > 0 ? rewrite(query.text, new Map([...replaced, ...offered])) : null,
  };
}

/** The candidates within reach of a typed word (by edit or sound), before counting them, closest first in tiers of equal distance. */
function byDistance(typed: string, terms: readonly string[]): string[][] {
  const tiers = new Map<number, string[]>();
  for (const term of terms) {
    const close = chooseCorrection(typed, [{ term, count: 1, name: false }]);
    if (close) tiers.set(close.distance, [...(tiers.get(close.distance) ?? []), term]);
  }
  return [...tiers].sort((a, b) => a[0] - b[0]).map(([, tier]) => tier);
}

function rewrite(text: string, corrections: ReadonlyMap<string, WordCorrection & { folded: string }>): QueryCorrection | null {
  if (corrections.size === 0) return null;
  const replacements = new Map([...corrections].map(([folded, correction]) => [folded, correction.to]));
  return { text: replaceWords(text, replacements), words: [...corrections.values()].map(({ from, to }) => ({ from, to })) };
}
