/*
 * Identity of an item among its feed's articles (see writeArticles in article-write.server.ts):
 * whether a stored article is another item of the same feed, and the distinct address such an
 * item takes. Pure: no SQL.
 */
import { createHash } from "node:crypto";

/** What identity reads of an item to store: its feed, guid, canonical URL and the anchor its address had. */
export interface IdentityItem {
  feed_id?: number | null;
  guid?: string | null;
  url: string;
  fragment?: string | null;
}

/** Whether a stored (or earlier) article is another item of the same feed than `item`: both have guids and they differ, or both have anchors and they differ. */
export function isOtherItem(
  article: { feed_id?: number | null; guid?: string | null; url: string; fragment?: string | null },
  item: IdentityItem,
): boolean {
  if (article.feed_id === null || article.feed_id === undefined || article.feed_id !== item.feed_id) return false;
  // Guids that are the page's own address (give or take tracking parameters) name the page, not distinct items.
  if (article.guid && item.guid)
    return article.guid !== item.guid && !(isAddressOf(article.guid, item.url) && isAddressOf(item.guid, item.url));
  // An item of this batch: its anchor is known even though its URL has none.
  if ("fragment" in article) return (article.fragment ?? "") !== (item.fragment ?? "");
  const anchor = article.url.indexOf("#");
  return anchor !== -1 && !!item.fragment && article.url.slice(anchor) !== item.fragment;
}

/** Whether two headlines are the same, letters and digits compared case-insensitively (a re-cleaned title is still the same title). */
export function sameTitle(a: string, b: string): boolean {
  const key = (t: string) => t.toLocaleLowerCase("es").replace(/[^\p{L}\p{N}]+/gu, "");
  return key(a) === key(b);
}

/** Whether a guid is the canonical URL itself, or it with a query or fragment added. */
function isAddressOf(guid: string, url: string): boolean {
  const bare = url.replace(/^https?:\/\//i, "");
  const g = guid.trim().replace(/^https?:\/\//i, "");
  return g === bare || g.startsWith(`${bare}?`) || g.startsWith(`${bare}#`) || g.startsWith(`${bare}&`);
}

/**
 * The address an article takes when its canonical URL already belongs to another item of its
 * feed: the URL with the item's own anchor, or with an anchor made from its guid (a fragment never
 * reaches the server, so the link still opens the page). Null when nothing tells the item apart.
 */
export function distinctUrl(item: IdentityItem): string | null {
  if (item.url.includes("#")) return null;
  if (item.fragment) return `${item.url}${item.fragment}`;
  if (item.guid) return `${item.url}#item-${createHash("sha256").update(item.guid).digest("hex").slice(0, 16)}`;
  return null;
}

/**
 * The guid as stored beside `url` (migration 0019): '' when it is the URL itself, so the same text
 * is not stored twice (null stays "the feed gave none", which identity tells apart from a guid).
 */
export function storedGuid(guid: string | null | undefined, url: string): string | null {
  if (guid === null || guid === undefined) return null;
  return guid === url ? "" : guid;
}

/** The guid a stored row stands for (storedGuid's inverse): '' is the row's own URL. */
export function guidOf(stored: string | null, url: string): string | null {
  return stored === "" ? url : stored;
}
