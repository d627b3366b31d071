/* JSON Feed 1.0/1.1: lenient JSON reading and the mapping of its items. */
import type { ParsedItem, ParseResult } from "./types.js";
import { isHttpUrl } from "./url.js";
import { type ImageRef, pushImage, resolve } from "./feed-item-fields.js";

/** Parses JSON leniently: raw control characters in strings and junk after the last '}' are forgiven. */
function parseJsonLenient(text: string): unknown {
  // eslint-disable-next-line no-control-regex -- raw control characters are what breaks JSON.parse
  const candidates = [text, text.replace(/[\u0000-\u001F]/g, " ")];
  const lastBrace = text.lastIndexOf("}");
  // eslint-disable-next-line no-control-regex -- as above
  if (lastBrace > 0) candidates.push(text.slice(0, lastBrace + 1).replace(/[\u0000-\u001F]/g, " "));
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Try the next repair.
    }
  }
  return undefined;
}

/** A string member of a JSON object, trimmed, or null. */
function str(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** A JSON object or an empty one. */
function obj(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A JSON Feed author's name: `authors` (1.1) first, then `author` (1.0). */
function jsonAuthor(item: Record<string, unknown>): string | null {
  const authors = Array.isArray(item.authors) ? item.authors : [];
  for (const a of [...authors, item.author]) {
    const name = str(obj(a).name);
    if (name) return name;
  }
  return null;
}

/** Maps a JSON Feed 1.0/1.1 item. */
function mapJsonItem(raw: unknown, feedUrl: string, feedAuthor: string | null): ParsedItem {
  const item = obj(raw);
  const images: ImageRef[] = [];
  pushImage(images, str(item.image), feedUrl);
  pushImage(images, str(item.banner_image), feedUrl);
  for (const a of Array.isArray(item.attachments) ? item.attachments : []) {
    const attachment = obj(a);
    const url = str(attachment.url);
    const type = str(attachment.mime_type);
    if (url && type && /^image/i.test(type)) pushImage(images, url, feedUrl, undefined, undefined, type);
  }
  const url = str(item.url) ?? str(item.external_url);
  const id = str(item.id);
  const html = str(item.content_html);
  const plain = str(item.content_text);
  const summary = str(item.summary);
  return {
    guid: id,
    guidIsPermaLink: false,
    link: url ? resolve(url, feedUrl) : id && isHttpUrl(id) ? id : null,
    origLink: null,
    base: null,
    title: str(item.title) ? { type: "text", value: str(item.title) as string } : null,
    summary: summary ? { type: "text", value: summary } : null,
    content: html ? { type: "html", value: html } : plain ? { type: "text", value: plain } : null,
    published: str(item.date_published),
    updated: str(item.date_modified),
    // JSON Feed 1.1: an item without authors has the feed's.
    author: jsonAuthor(item) ?? feedAuthor,
    inheritedAuthor: feedAuthor,
    images,
    categories: (Array.isArray(item.tags) ? item.tags : []).map(str).filter((t): t is string => t !== null),
    complete: true,
  };
}

/** Parses a JSON Feed 1.0/1.1 (also one missing its version or title, as long as it has items). */
export function parseJson(text: string, feedUrl: string): ParseResult {
  const data = parseJsonLenient(text);
  if (data === undefined) return { ok: false, error: "malformed feed (invalid JSON)" };
  const feed = obj(data);
  if (!Array.isArray(feed.items)) return { ok: false, error: "not a feed (JSON without items)" };
  const feedAuthor = jsonAuthor(feed);
  const title = str(feed.title);
  return {
    ok: true,
    feed: {
      format: "json",
      title: title ? { type: "text", value: title } : null,
      link: str(feed.home_page_url),
      language: str(feed.language),
      ttlMinutes: null,
      items: feed.items.map((item) => mapJsonItem(item, feedUrl, feedAuthor)),
      warnings: [],
    },
  };
}
