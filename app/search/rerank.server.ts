/*
 * What the best ranked candidates of a search are read for (SQL of both engines): whether the
 * query's words stand together as a phrase in their text, and whether they are filed under the
 * department of a place the query names. Asking these of the index would walk whole posting lists
 * (a phrase of two common words, a department's facet); reading the few best ranked rows costs one
 * query by primary key each. rank.ts weighs the answers.
 */
import type { Db } from "../db/schema.js";
import { textWords } from "../text/analyze.js";
import { PLACE_DEPARTMENTS } from "./names.js";
import type { ParsedQuery } from "./query.js";
import type { CandidateSignals } from "./rank.js";

/**
 * Whether the typed words appear as a phrase, for the best ranked candidates, read from their
 * text (the words as both indexes hold them, app/text/analyze.ts). The index answers it only by
 * walking the words' positions until it has seen every candidate: when the words are common and
 * rarely together, to the oldest article (25-40 ms for two common words at a million articles).
 */
export async function withPhrases(db: Db, top: CandidateSignals[], proximity: ParsedQuery["proximity"]): Promise<CandidateSignals[]> {
  if (!proximity || top.length === 0) return top;
  const phrase = proximity.map((word) => word.folded);
  const rows = await db
    .selectFrom("articles")
    .select(["id", "title", "summary"])
    .where(
      "id",
      "in",
      top.map((c) => c.id),
    )
    .execute();
  const holds = (text: string) => {
    const words = textWords(text).map((word) => word.folded);
    for (let i = 0; i + phrase.length <= words.length; i += 1) if (phrase.every((folded, k) => words[i + k] === folded)) return true;
    return false;
  };
  const together = new Set(rows.filter((row) => holds(row.title) || holds(row.summary)).map((row) => Number(row.id)));
  return top.map((c) => ({ ...c, phrase: together.has(c.id) }));
}

/** For each group, the department a place it names is in (names.ts PLACE_DEPARTMENTS), or null: one word, a known place. */
export function placesNamed(query: ParsedQuery): (string | null)[] {
  return query.required.map((group) => {
    const only = group.length === 1 ? group[0] : undefined;
    return only?.kind === "word" ? (PLACE_DEPARTMENTS.get(only.word.folded) ?? null) : null;
  });
}

/**
 * The best ranked with, for each group naming a place, whether the article is filed under the
 * place's department (rank.ts ABOUT_WEIGHT): one read of their departments, as for the phrase.
 */
export async function withPlaces(db: Db, top: CandidateSignals[], places: readonly (string | null)[]): Promise<CandidateSignals[]> {
  const wanted = [...new Set(places.filter((place): place is string => place !== null))];
  if (wanted.length === 0 || top.length === 0) return top;
  const rows = await db
    .selectFrom("article_departments")
    .select(["article_id", "department_slug"])
    .where(
      "article_id",
      "in",
      top.map((c) => c.id),
    )
    .where("department_slug", "in", wanted)
    .execute();
  const filed = new Set(rows.map((row) => `${row.article_id}:${row.department_slug}`));
  return top.map((c) => ({ ...c, about: places.map((place) => place !== null && filed.has(`${c.id}:${place}`)) }));
}
