/*
 * Feed bytes → ParsedFeed, read the way the reference parser (Python's feedparser) reads feeds:
 * every item in document order, whatever else it holds; a feed is refused only when no channel or
 * feed element can be found at all. XML is tokenized by htmlparser2 (xml-tree.ts), never by hand;
 * this module finds the format from the root element, and maps each format's elements to
 * ParsedItem: text constructs (text, html, xhtml, base64) become typed values, links are chosen and
 * resolved against xml:base, dates, authors, categories and images are collected.
 * The formats are mapped in parse-rss.ts, parse-atom.ts and parse-json-feed.ts, over the fields
 * they share (feed-item-fields.ts). See docs/decisions/012-feed-reading.md.
 */
import { decodeFeedBytes } from "./decode.js";
import type { FeedInput, FeedText, ParseResult } from "./types.js";
import { elements, escapeHtml, findFirst, parseXmlTree } from "./xml-tree.js";
import { collect } from "./feed-item-fields.js";
import { mapAtom } from "./parse-atom.js";
import { parseJson } from "./parse-json-feed.js";
import { mapRss } from "./parse-rss.js";

const FEED_ROOTS = new Set(["rss", "rdf", "feed", "channel"]);

/** Parses an XML feed; refused only when it has no channel or feed element and no item or entry at all. */
function parseXml(text: string, feedUrl: string): ParseResult {
  const { root: document, truncated } = parseXmlTree(text, feedUrl);
  const top = elements(document);
  const first = top[0];
  if (!first) return { ok: false, error: "not a feed (no XML element)" };
  let root = top.find((e) => FEED_ROOTS.has(e.local));
  if (!root) {
    for (const element of top) {
      root = findFirst(element, FEED_ROOTS, 3);
      if (root) break;
    }
  }
  const html = ["html", "head", "body"].includes(first.local);
  if (!root && !html) {
    // No channel or feed element, but items or entries: read them (the reference parser does), in the format their names say.
    if (collect(document, "entry").length > 0) root = document;
    else if (collect(document, "item").length > 0) root = document;
  }
  if (!root) return { ok: false, error: html ? "not a feed (HTML page)" : `not a feed (root element <${first.qname}>)` };
  const warnings: string[] = [];
  if (truncated) warnings.push("the document is truncated or has unclosed elements");
  const atom = root.local === "feed" || (root === document && collect(document, "item").length === 0);
  if (atom) return { ok: true, feed: mapAtom(root, document, warnings) };
  return { ok: true, feed: mapRss(root, document, root.local === "rdf" ? "rdf" : "rss", warnings) };
}

/** Removes C0 control characters other than tab, LF and CR (illegal in XML 1.0 and JSON strings) and U+FFFE/U+FFFF. */
function stripControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
  return controls.test(text) ? text.replace(controls, "") : text;
}

/** Parses feed bytes (RSS 0.9x/1.0/2.0, Atom 0.3/1.0, JSON Feed 1.x, CDF) into a ParsedFeed, keeping every item; never throws. */
export function parseFeed(input: FeedInput): ParseResult {
  try {
    const bytes = input?.bytes;
    if (!(bytes instanceof Uint8Array) || bytes.length === 0) return { ok: false, error: "empty document" };
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) return { ok: false, error: "not a feed (gzip-compressed data)" };
    const feedUrl = typeof input.url === "string" ? input.url : "";
    const { text: decoded } = decodeFeedBytes(bytes, input.contentType);
    const text = stripControls(decoded).replace(/^\uFEFF/, "");
    const trimmed = text.trimStart();
    if (trimmed === "") return { ok: false, error: "empty document" };

    const contentType = (input.contentType ?? "").toLowerCase();
    if (trimmed.startsWith("{") || (contentType.includes("json") && !trimmed.startsWith("<"))) return parseJson(trimmed, feedUrl);
    if (!trimmed.includes("<")) return { ok: false, error: "not a feed (no XML element)" };
    return parseXml(trimmed, feedUrl);
  } catch (error) {
    return { ok: false, error: `malformed feed (${error instanceof Error ? error.message.slice(0, 200) : "unknown error"})` };
  }
}

/** Escapes plain text into HTML: for callers that hold a text value and need the HTML form. */
export function textToHtml(value: FeedText): string {
  return value.type === "html" ? value.value : escapeHtml(value.value);
}
