import type { Db } from "../db/schema.js";
import { type ArticleInput, type WriteSummary, writeArticles } from "../models/article.server.js";
import { type FeedFetchRecord, recordFeedFetch } from "../models/feed.server.js";
import type { Classification, NormalizedItem } from "./types.js";

/** A normalized item with its category and departments: ready to store. */
export type ClassifiedItem = NormalizedItem & Classification;

/** Where a batch comes from: the newspaper, and the feed when it was read from one. */
export interface BatchSource {
  newspaperId: number;
  feedId: number | null;
}

/** Turns a classified item into the row the articles table stores. */
export function toArticleInput(item: ClassifiedItem, source: BatchSource, fetchedAt: number): ArticleInput {
  return {
    url: item.url,
    guid: item.guid,
    newspaper_id: source.newspaperId,
    feed_id: source.feedId,
    title: item.title,
    summary: item.summary,
    image_url: item.imageUrl,
    author: item.author,
    category_slug: item.category,
    published_at: item.publishedAt,
    publisher_published_at: item.publishedAtFromFeed ? item.publishedAt : null,
    fetched_at: fetchedAt,
    updated_at: fetchedAt,
    departments: item.departments,
    story: item.story,
  };
}

/**
 * Stores one feed's items and the feed's new fetch state in a single transaction: either the
 * whole batch and the state land, or nothing does and the articles already stored are untouched.
 */
export async function storeFeedBatch(
  db: Db,
  input: { source: BatchSource; items: ClassifiedItem[]; fetchedAt: number; record?: FeedFetchRecord },
): Promise<WriteSummary> {
  return db.transaction().execute(async (trx) => {
    const summary = await writeArticles(
      trx,
      input.items.map((item) => toArticleInput(item, input.source, input.fetchedAt)),
    );
    if (input.record && input.source.feedId !== null) {
      const record = input.record.ok ? { ...input.record, itemsStored: summary.inserted } : input.record;
      await recordFeedFetch(trx, input.source.feedId, record);
    }
    return summary;
  });
}
