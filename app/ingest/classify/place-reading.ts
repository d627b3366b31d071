/* What the place rules read in an article once: its tokens and the gazetteer's names among them, each with its intrinsic verdict. */
import { SPORT_RESULT_CUES, type GazetteerEntry } from "../../data/gazetteer.js";
import { tokenize, type Token } from "./text.js";
import type { ClassifyInput } from "../types.js";
import { findMatches, type Match } from "./place-names.js";
import { intrinsicRejection } from "./place-rejection.js";

const RESULT_CUES: ReadonlySet<string> = new Set(SPORT_RESULT_CUES);

/** A place name found in a text: its candidates, each with the verdict of the rules needing no context. */
export interface PlaceMatch {
  match: Match;
  text: string;
  candidates: { entry: GazetteerEntry; articleless: boolean; rejection: string | null }[];
}

/**
 * What the place matcher reads in an article before knowing its category, newspaper or URL: the
 * tokens of title and summary and the gazetteer's names among them, each candidate with the
 * verdict of the rules intrinsic to the text. Classification computes it once; story grouping reuses it.
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
  const normSet = new Set<string>();
  for (const token of tokens) normSet.add(token.norm);
  const matches = findMatches(tokens);
  const placeStarts = new Set(matches.filter((m) => m.target.type === "place").map((m) => m.start));
  const departmentNameAt = new Map<number, string>();
  for (const m of matches) {
    if (m.target.type === "place" && m.target.department) departmentNameAt.set(m.start, m.target.department);
  }
  let clubs = 0;
  const places: PlaceMatch[] = [];
  for (const match of matches) {
    if (match.target.type === "club") clubs += 1;
    if (match.target.type !== "place") continue;
    // Most names are one word: its raw form is the text, without slicing and joining.
    const text =
      match.end - match.start === 1
        ? (tokens[match.start] as Token).raw
        : tokens
            .slice(match.start, match.end)
            .map((t) => t.raw)
            .join(" ");
    const candidates = match.target.candidates.map((candidate) => ({
      entry: candidate.entry,
      articleless: candidate.articleless,
      rejection: intrinsicRejection(tokens, match, candidate, placeStarts),
    }));
    if (candidates.every((c) => c.rejection?.startsWith("club"))) clubs += 1;
    places.push({ match, text, candidates });
  }
  return { title, summary, tokens, normSet, places, clubs, departmentNameAt };
}

/** The reading of an input: the one given when it was read from the same texts, else a new one. */
export function readingOf(input: ClassifyInput, reading?: ArticleReading): ArticleReading {
  const title = input.title ?? "";
  const summary = input.summary ?? "";
  return reading && reading.title === title && reading.summary === summary ? reading : readArticle(title, summary);
}

/** Whether a sport result is reported: a verb of the score or a score written "2-1". */
export function reportsResult(reading: ArticleReading): boolean {
  if (/\b\d{1,2}\s*[-–]\s*\d{1,2}\b/u.test(`${reading.title} ${reading.summary}`)) return true;
  for (const norm of reading.normSet) if (RESULT_CUES.has(norm)) return true;
  return false;
}
