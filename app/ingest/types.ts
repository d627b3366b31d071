/*
 * The data that flows between the ingestion stages:
 *   fetch-feed.server.ts (HTTP) → parse-feed.ts (bytes → ParsedFeed) → normalize-item.ts
 *   (ParsedItem → NormalizedItem) → classify/ (category, departments, municipalities) → store.server.ts.
 * Pure stages (parse, normalize, classify) never do I/O and never throw on bad input.
 */

/** What parse-feed needs: the raw bytes and what the server said about them. */
export interface FeedInput {
  bytes: Uint8Array;
  /** The Content-Type header, if any (its charset parameter is one of the decoding hints). */
  contentType?: string | null;
  /** The feed's own URL: the base for relative links when the feed gives no xml:base. */
  url: string;
}

/** A text construct as the feed typed it: plain text (entities already decoded) or an HTML fragment. */
export interface FeedText {
  type: "text" | "html";
  value: string;
}

/** One item as the feed wrote it, before cleaning: text is typed, dates are raw strings. */
export interface ParsedItem {
  /** The guid (RSS), id (Atom, JSON Feed), rdf:about or dc:identifier, as written: the item's identity within its feed. */
  guid: string | null;
  /**
   * Whether the guid names the item's page (an RSS guid not marked isPermaLink="false", an Atom
   * id): shown resolved against xml:base, as the reference parser shows it.
   */
  guidIsPermaLink: boolean;
  /**
   * The item's address, resolved against xml:base and the feed URL, in the order the reference
   * parser takes it: an alternate link, RSS <link>, feedburner:origLink, a permalink guid, then an
   * id that is an http(s) URL; null when the item has none.
   */
  link: string | null;
  /** feedburner:origLink, resolved: the article behind a Feedburner proxy link. */
  origLink: string | null;
  /** xml:base in force for this item (the feed URL when none was declared), for images in its HTML. */
  base: string | null;
  title: FeedText | null;
  /** Description/summary (description, atom:summary, itunes:summary, media:description). */
  summary: FeedText | null;
  /** Full content (content:encoded, xhtml:body, body, atom:content, content_html), used for images and where richer than the summary. */
  content: FeedText | null;
  published: string | null;
  updated: string | null;
  /** The item's own author as the reference parser writes it: "Name (email)" for an Atom person with both, else what the element says. */
  author: string | null;
  /** The author the item inherits when it names none: its Atom source's, else its feed's (RFC 4287 §4.2.1). */
  inheritedAuthor: string | null;
  /** Image URLs the feed declares, best first: media:content, media:thumbnail, enclosures, JSON Feed image. */
  images: { url: string; width?: number | null; height?: number | null; type?: string | null }[];
  categories: string[];
  /** False when the document ended inside this item (a truncated download): what it holds may be cut. */
  complete: boolean;
}

/** A parsed feed: its metadata and items, or the reason nothing could be recovered. */
export interface ParsedFeed {
  format: "rss" | "atom" | "rdf" | "json";
  title: FeedText | null;
  link: string | null;
  language: string | null;
  /** The feed's <ttl> in minutes (RSS), when given. */
  ttlMinutes: number | null;
  items: ParsedItem[];
  /** What the parser had to work around (a truncated document, an item cut off), for operators. */
  warnings: string[];
}

/** The result of parse-feed: a feed, or an error a feed's record can show to an operator. */
export type ParseResult = { ok: true; feed: ParsedFeed } | { ok: false; error: string };

/** One item as the feed says it, stored or not: what `cli parse-feed` prints for it (the reference parser's reading, as plain text). */
export interface ReadItem {
  /** The guid or id; a permalink guid resolved against xml:base and the feed URL. */
  guid: string | null;
  /** The item's http(s) address as the feed gives it (resolved; nothing removed), or null when it has none. */
  url: string | null;
  /** The item's own title as plain text, or null when it has none. */
  title: string | null;
  /** The description as plain text (the content when there is no description), whole. */
  summary: string;
  /** The dates the feed states (epoch ms), each falling back to the other; null when the feed gives none that can be read. */
  publishedAt: number | null;
  updatedAt: number | null;
  /** The item's own author: "Name (email)" when an Atom person gives both, else as written. */
  author: string | null;
  imageUrl: string | null;
  /** Every category the item names, as plain text, in order, each once. */
  categories: string[];
}

/** Why an item the feed lists is not stored: no http(s) address, no title nor text, listed twice, or cut off by the end of the document. */
export type SkipReason = "no-address" | "no-text" | "duplicate" | "truncated" | (string & {});

/** One item as read, the article it makes (null when it is skipped) and why it is skipped. */
export interface ItemReading {
  item: ReadItem;
  article: NormalizedItem | null;
  skip: SkipReason | null;
}

/** One item after cleaning: plain text, an absolute canonical URL, trusted dates (epoch ms, UTC). */
export interface NormalizedItem {
  guid: string | null;
  /** Canonical URL: what identifies the article across feeds (no fragment). */
  url: string;
  /** The anchor of the item's address ('#section-2'), which tells apart items of one feed that share a page. */
  fragment: string | null;
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

/**
 * The classifier's answer: one category slug and the department slugs the article is about.
 * `StoryHint` is what story grouping reads while the classifier has the text at hand
 * (ReadStoryFeatures, app/ingest/cluster/features.ts); named here by parameter so that these
 * pipeline types depend on no stage.
 */
export interface Classification<StoryHint = unknown> {
  category: string;
  departments: string[];
  /** DIVIPOLA codes of the municipalities the article is about (app/data/municipalities.ts). */
  municipalities: string[];
  /**
   * What story grouping reads in the title and summary, read with the classifier's own reading of
   * them (its words and place names) while it has it; never stored.
   */
  story?: StoryHint;
}
