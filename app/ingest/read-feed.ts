/*
 * The pure part of ingesting one feed: parse it, read every item, and decide which of them become
 * articles. Nothing the parser read is dropped silently: an item that cannot be stored is kept in
 * `entries` with its reason, and counted in `skipped`.
 */
import { repairMojibake } from "./decode.js";
import type { ZonelessReading } from "./dates.js";
import { normalizeItem } from "./normalize-item.js";
import { parseFeed } from "./parse-feed.js";
import { feedTextToPlain } from "./text.js";
import type { FeedInput, ItemReading, NormalizedItem, SkipReason } from "./types.js";
import { feedAddress } from "./url.js";

/** A feed's own description of itself, cleaned. */
export interface FeedMeta {
  title: string | null;
  link: string | null;
  language: string | null;
  ttlMinutes: number | null;
}

/** The articles of one fetched feed, or why none could be read. */
export type ReadFeedResult =
  | {
      ok: true;
      feed: FeedMeta;
      /** Every item the parser read, in document order, with the reason it is not stored (null when it is). */
      entries: ItemReading[];
      /** The articles to store (one per distinct item). */
      items: NormalizedItem[];
      /** Items not stored, by reason. */
      skipped: Partial<Record<SkipReason, number>>;
      /** How many items were not stored (the sum of `skipped`). */
      rejected: number;
      /** What the parser worked around (a truncated document…). */
      warnings: string[];
    }
  | { ok: false; error: string };

/** How readFeed reads what a feed leaves open. */
export interface ReadFeedOptions {
  /**
   * How dates without a zone are read: "bogota" (ingestion: every configured newspaper is
   * Colombian), "utc", or "auto" (Colombian time when the feed says it is in Spanish, else UTC as
   * RFC 822 and W3C-DTF readers do; `cli parse-feed`).
   */
  zoneless?: ZonelessReading | "auto";
}

/** A non-blank string, trimmed, or null. */
function firstText(value: string | null | undefined): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** A language tag as BCP 47 spells it ('es_CO' → 'es-CO'), or null when it is not one. */
function languageTag(value: string | null): string | null {
  if (value === null) return null;
  const tag = value.trim().replace(/_/g, "-");
  return /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(tag) ? tag : null;
}

/** The identity of an item within its feed: its guid, else its address with the anchor. */
function sameItemKey(reading: ItemReading): string | null {
  const article = reading.article;
  if (!article) return null;
  return article.guid !== null ? `g\u0000${article.guid}` : `u\u0000${article.url}${article.fragment ?? ""}`;
}

/** Parses a feed and reads every item; items that cannot be stored are counted by reason, not dropped from `entries`; never throws. */
export function readFeed(input: FeedInput, fetchedAt: number, options: ReadFeedOptions = {}): ReadFeedResult {
  try {
    const parsed = parseFeed(input);
    if (!parsed.ok) return parsed;
    const feedUrl = typeof input.url === "string" ? input.url : "";
    // As the feed writes it; read as a tag ('es_CO' → 'es-CO') only to choose how dates are read.
    const language = firstText(parsed.feed.language);
    const tag = languageTag(language);
    const zoneless: ZonelessReading =
      options.zoneless === "auto" || options.zoneless === undefined
        ? options.zoneless === "auto" && !/^es(?:-|$)/i.test(tag ?? "")
          ? "utc"
          : "bogota"
        : options.zoneless;
    const entries = parsed.feed.items.map((item) => normalizeItem(item, { feedUrl, fetchedAt, zoneless }));

    // A guid shared by items with different addresses identifies none of them (some CMSs give every item the site URL).
    const urlsByGuid = new Map<string, Set<string>>();
    for (const { article } of entries) {
      if (article?.guid)
        urlsByGuid.set(article.guid, (urlsByGuid.get(article.guid) ?? new Set()).add(article.url + (article.fragment ?? "")));
    }
    for (const { article } of entries) if (article?.guid && (urlsByGuid.get(article.guid)?.size ?? 0) > 1) article.guid = null;

    // The same item listed twice (same guid, or same address without a guid) is stored once.
    const seen = new Set<string>();
    const items: NormalizedItem[] = [];
    const skipped: Partial<Record<SkipReason, number>> = {};
    for (const entry of entries) {
      const key = sameItemKey(entry);
      if (key !== null && seen.has(key)) entry.skip = "duplicate";
      if (entry.skip !== null || !entry.article) {
        const reason = entry.skip ?? "no-address";
        skipped[reason] = (skipped[reason] ?? 0) + 1;
        continue;
      }
      if (key !== null) seen.add(key);
      items.push(entry.article);
    }
    const title = parsed.feed.title
      ? feedTextToPlain({ type: parsed.feed.title.type, value: repairMojibake(parsed.feed.title.value) })
      : "";
    const { link, ttlMinutes } = parsed.feed;
    return {
      ok: true,
      feed: {
        title: title === "" ? null : title,
        link: link === null ? null : feedAddress(link, feedUrl),
        language,
        ttlMinutes,
      },
      entries,
      items,
      skipped,
      rejected: entries.length - items.length,
      warnings: parsed.feed.warnings,
    };
  } catch (error) {
    return { ok: false, error: `unreadable feed (${error instanceof Error ? error.message.slice(0, 200) : "unknown error"})` };
  }
}
