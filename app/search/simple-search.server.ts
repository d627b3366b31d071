import { sql } from "kysely";
import type { Db } from "../db/schema.js";
import { type ArticleCard, cardQuery, toCard } from "../models/article.server.js";

/** The longest query a reader may send; longer ones are cut, never rejected. */
export const MAX_QUERY_LENGTH = 200;

/** Splits a reader's query into at most 8 plain words, dropping control characters and punctuation. */
export function queryWords(query: string): string[] {
  return query
    .slice(0, MAX_QUERY_LENGTH)
    .normalize("NFC")
    .replace(/[\p{C}]/gu, " ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Newest articles whose title or summary contains every word of the query. A plain substring
 * match: the Spanish-aware full-text search replaces it. The words are bound parameters with
 * LIKE wildcards escaped, so no input changes the query's meaning.
 */
export async function searchArticles(db: Db, query: string, limit: number): Promise<ArticleCard[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  let builder = cardQuery(db);
  for (const word of words) {
    const pattern = likePattern(word);
    builder = builder.where(sql<boolean>`(a.title like ${pattern} escape '\\' or a.summary like ${pattern} escape '\\')`);
  }
  const rows = await builder.orderBy("a.published_at", "desc").orderBy("a.id", "desc").limit(limit).execute();
  return rows.map(toCard);
}
