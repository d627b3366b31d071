/*
 * The pure part of ingesting one feed: parse it, normalise every item, drop what cannot be an
 * article and what the feed lists twice.
 */
import { repairMojibake } from "./decode.js";
import { normalizeItem } from "./normalize-item.js";
import { parseFeed } from "./parse-feed.js";
import { toPlainText } from "./text.js";
import type { FeedInput, NormalizedItem } from "./types.js";
import { canonicalizeUrl } from "./url.js";

/** A feed's own description of itself, cleaned. */
export interface FeedMeta {
  title: string | null;
  link: string | null;
  language: string | null;
  ttlMinutes: number | null;
}

/** The articles of one fetched feed, or why none could be read. */
export type ReadFeedResult =
  | { ok: true; feed: FeedMeta; items: NormalizedItem[]; rejected: number }
  | { ok: false; error: string };

/** Plain text or null. */
function plainOrNull(value: string | null): string | null {
  if (value === null) return null;
  const text = toPlainText(repairMojibake(toPlainText(value)));
  return text === "" ? null : text;
}

/** A language tag as BCP 47 spells it ('es_CO' → 'es-CO'), or null when it is not one. */
function languageTag(value: string | null): string | null {
  if (value === null) return null;
  const tag = value.trim().replace(/_/g, "-");
  return /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(tag) ? tag : null;
}

/** Parses a feed and normalises its items, dropping rejected items and repeated URLs (`rejected` counts both); never throws. */
export function readFeed(input: FeedInput, fetchedAt: number): ReadFeedResult {
  try {
    const parsed = parseFeed(input);
    if (!parsed.ok) return parsed;
    const feedUrl = typeof input.url === "string" ? input.url : "";
    const items: NormalizedItem[] = [];
    const seen = new Set<string>();
    let rejected = 0;
    for (const item of parsed.feed.items) {
      const normalized = normalizeItem(item, { feedUrl, fetchedAt });
      if ("rejected" in normalized || seen.has(normalized.url)) {
        rejected++;
        continue;
      }
      seen.add(normalized.url);
      items.push(normalized);
    }
    // A guid shared by different articles identifies none of them (some CMSs give every item the site URL).
    const guidCounts = new Map<string, number>();
    for (const item of items) if (item.guid !== null) guidCounts.set(item.guid, (guidCounts.get(item.guid) ?? 0) + 1);
    for (const item of items) if (item.guid !== null && (guidCounts.get(item.guid) ?? 0) > 1) item.guid = null;

    const { title, link, language, ttlMinutes } = parsed.feed;
    return {
      ok: true,
      feed: {
        title: plainOrNull(title),
        link: link === null ? null : canonicalizeUrl(link, feedUrl),
        language: languageTag(language),
        ttlMinutes,
      },
      items,
      rejected,
    };
  } catch (error) {
    return { ok: false, error: `unreadable feed (${error instanceof Error ? error.message.slice(0, 200) : "unknown error"})` };
  }
}
