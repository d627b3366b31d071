/*
 * What a search is and what it answers: the request, the filters, one page of results, and the
 * cards of that page.
 */
import type { ArticleFilters } from "../db/engine/full-text.js";
import type { Db } from "../db/schema.js";
import { type ArticleCard, cardQuery, withDepartments } from "../models/article.server.js";
import { toCard } from "../models/article.server.js";
import type { Corrections } from "./correct.server.js";
import type { ParsedQuery } from "./query.js";

/** How many of the newest matches are ranked; pages reach this far (50 pages of 20). */
export const CANDIDATE_WINDOW = 1000;

/**
 * Totals above this are reported as "more than" (counting every match of a common word costs more
 * than ranking): as many as the ranked window holds, which is all the pages reach. Counting two
 * common words further walked 10,000 of their matches (10-20 ms at a million articles).
 */
export const COUNT_LIMIT = 1_000;

/** The order of results: relevance blended with recency, or newest first. */
export type SearchOrder = "relevancia" | "recientes";

/** What to search among: category, newspaper, department (the index answers them with the words), and a date range (epoch ms, inclusive). */
export type SearchFilters = ArticleFilters;

/** One search. */
export interface SearchRequest {
  query: ParsedQuery;
  filters?: SearchFilters;
  order?: SearchOrder;
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
  /** The time recency is measured from. */
  now: number;
  /** Count matches up to this many (default COUNT_LIMIT); Infinity counts them all. */
  countLimit?: number;
  /** Whether words no article holds are replaced by the closest word that some do (default true; the page's "buscar en cambio" link turns it off). */
  correct?: boolean;
  /** Whether versions of one story show once (the page; the CLI lists every article). */
  groupByStory?: boolean;
}

/** One result: its card, whether it matched only some of the words, and how many other versions of its story it stands for. */
export interface SearchResult extends ArticleCard {
  /** It holds most of the words, not all (ranked after every full match). */
  partial: boolean;
  /** It holds every word, some only through a related word (ranked after every match of the reader's own words). */
  related: boolean;
  /** The story it belongs to (null: none yet). */
  storyId: number | null;
  /** Other results of the same story folded under this one (grouped results only). */
  moreVersions: number;
}

/** One page of results. */
export interface SearchResults {
  articles: SearchResult[];
  /** How many results there are (stories when grouped): a lower bound when totalIsMinimum. */
  total: number;
  totalIsMinimum: boolean;
  page: number;
  /** Pages the ranked window holds (0 when nothing matched). */
  pageCount: number;
  /** Whether more articles match than the ranked window holds (older ones need a date filter). */
  windowLimited: boolean;
  /** Results that hold every word (they come first); the rest hold most of them. */
  fullTotal: number;
  /** Results that hold every word, some only through related words (search/related.ts): they follow the full ones. */
  relatedTotal: number;
  /** The related words those results hold, as a reader reads them («temblor»). */
  relatedWords: string[];
  /** Results that hold most of the words but not all. */
  partialTotal: number;
  /** Words (as typed) that no article holds: left out of the search when others remain. */
  missing: string[];
  /** The query searched (the reader's, or its correction). */
  query: ParsedQuery;
  /** Words replaced or offered instead of misspelt ones. */
  corrections: Corrections;
}

/** One entry of the ranked window. */
export interface RankedEntry {
  id: number;
  partial: boolean;
  related: boolean;
  storyId: number | null;
  moreVersions: number;
}

/** The cards of one page of the ranked window, and what the page says about the whole. */
export async function resultsPage(
  db: Db,
  ordered: readonly RankedEntry[],
  result: Omit<SearchResults, "articles" | "pageCount"> & { pageSize: number },
): Promise<SearchResults> {
  const { pageSize, ...rest } = result;
  const pageCount = Math.ceil(ordered.length / pageSize);
  const entries = ordered.slice((rest.page - 1) * pageSize, rest.page * pageSize);
  let articles: SearchResult[] = [];
  if (entries.length > 0) {
    const rows = await cardQuery(db)
      .where(
        "a.id",
        "in",
        entries.map((entry) => entry.id),
      )
      .execute();
    const cards = new Map((await withDepartments(db, rows.map(toCard))).map((card) => [card.id, card]));
    articles = entries.flatMap((entry) => {
      const card = cards.get(entry.id);
      return card
        ? [{ ...card, partial: entry.partial, related: entry.related, storyId: entry.storyId, moreVersions: entry.moreVersions }]
        : [];
    });
  }
  return { ...rest, articles, pageCount };
}
