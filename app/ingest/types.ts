/*
 * The data that flows between the ingestion stages:
 *   fetch-feed.server.ts (HTTP) → parse-feed.ts (bytes → ParsedFeed) → normalize-item.ts
 *   (ParsedItem → NormalizedItem) → classify/ (category, departments) → store.server.ts.
 * Pure stages (parse, normalize, classify) never do I/O and never throw on bad input.
 */
import type { ReadStoryFeatures } from "./cluster/features.js";

/** What parse-feed needs: the raw bytes and what the server said about them. */
export interface FeedInput {
  bytes: Uint8Array;
  /** The Content-Type header, if any (its charset parameter is one of the decoding hints). */
  contentType?: string | null;
  /** The feed's own URL: the base for relative links when the feed gives no xml:base. */
  url: string;
}

/** One item as the feed wrote it, before cleaning: text may hold HTML, dates are raw strings. */
export interface ParsedItem {
  guid: string | null;
  /** The item's link as written (may be relative). */
  link: string | null;
  /** xml:base in force for this item, if the feed declared one. */
  base: string | null;
  title: string | null;
  /** Description/summary as written (may be HTML, possibly entity-escaped twice). */
  summary: string | null;
  /** Full content (content:encoded, atom:content, content_html), used for images and as a summary fallback. */
  content: string | null;
  published: string | null;
  updated: string | null;
  author: string | null;
  /** Image URLs the feed declares, best first: media:content, media:thumbnail, enclosures, JSON Feed image. */
  images: { url: string; width?: number | null; height?: number | null; type?: string | null }[];
  categories: string[];
}

/** A parsed feed: its metadata and items, or the reason nothing could be recovered. */
export interface ParsedFeed {
  format: "rss" | "atom" | "rdf" | "json";
  title: string | null;
  link: string | null;
  language: string | null;
  /** The feed's <ttl> in minutes (RSS), when given. */
  ttlMinutes: number | null;
  items: ParsedItem[];
}

/** The result of parse-feed: a feed, or an error a feed's record can show to an operator. */
export type ParseResult = { ok: true; feed: ParsedFeed } | { ok: false; error: string };

/** One item after cleaning: plain text, an absolute canonical URL, trusted dates (epoch ms, UTC). */
export interface NormalizedItem {
  guid: string | null;
  url: string;
  title: string;
  summary: string;
  /** The publisher's date, or the fetch time when missing, unparseable or in the future. */
  publishedAt: number;
  /** True when publishedAt came from the feed, false when it is the fetch time. */
  publishedAtFromFeed: boolean;
  updatedAt: number | null;
  author: string | null;
  imageUrl: string | null;
  categories: string[];
}

/** Why an item was left out (no usable link, no title…), for logs and counters. */
export interface RejectedItem {
  rejected: true;
  reason: string;
}

/** What the classifier reads about an article. */
export interface ClassifyInput {
  title: string;
  summary: string;
  url: string;
  /** The feed's configured section (a category slug), when the feed is a section feed. */
  feedCategory: string | null;
  /** The item's own categories as the feed wrote them. */
  itemCategories: string[];
  newspaper: { slug: string; homeDepartment: string | null };
}

/** The classifier's answer: one category slug and the department slugs the article is about. */
export interface Classification {
  category: string;
  departments: string[];
  /**
   * What story grouping reads in the title and summary, read with the classifier's own reading of
   * them (its words and place names) while it has it; never stored.
   */
  story?: ReadStoryFeatures;
}
