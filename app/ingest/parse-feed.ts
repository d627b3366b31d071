/*
 * Feed bytes → ParsedFeed. XML is parsed only by feedsmith; this module prepares the text (no
 * DOCTYPE, so no entity expansion or external entities; bare '&' and stray '<' escaped; control
 * characters and leading junk removed), picks the format from the root element, salvages what it
 * can from truncated or partly broken documents, and maps each format's fields to ParsedItem.
 */
import {
  type AtomFeed,
  DetectError,
  type JsonFeed,
  type MediaNs,
  ParseError,
  parseAtomFeed,
  parseJsonFeed,
  parseRdfFeed,
  parseRssFeed,
  type RdfFeed,
  type RssFeed,
} from "feedsmith";
import { decodeFeedBytes } from "./decode.js";
import type { FeedInput, ParsedFeed, ParsedItem, ParseResult } from "./types.js";
import { isHttpUrl, resolveHttpUrl } from "./url.js";

type XmlFormat = "rss" | "atom" | "rdf";
type ImageRef = ParsedItem["images"][number];
type Attempt = { ok: true; feed: ParsedFeed } | { ok: false; error: string; empty: boolean };

const IMAGE_EXT = /\.(?:jpe?g|png|gif|webp|avif|bmp)(?:[?#]|$)/i;
const NON_IMAGE_EXT = /\.(?:mp4|m4v|mov|webm|mkv|mp3|m4a|aac|ogg|oga|opus|wav|flac|m3u8|mpd|pdf|flv|avi|wmv|zip|docx?)(?:[?#]|$)/i;
/** Proxies that hide the article URL (Feedburner's ~r redirects); the real one is in origLink or the guid. */
const PROXY_HOSTS = /^https?:\/\/(?:feeds\.feedburner\.com|feedproxy\.google\.com|feeds2\.feedburner\.com)\//i;

// ---------------------------------------------------------------------------------------------
// Small helpers over feedsmith's loosely typed output.

/** The first argument that is a non-blank string, trimmed, or null. */
function firstText(...values: unknown[]): string | null {
  for (const value of values) {
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** A positive finite number or null. */
function positive(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/** Array or empty array, for optional feedsmith arrays. */
function list<T>(value: T[] | undefined | null): T[] {
  return Array.isArray(value) ? value : [];
}

/** Resolves an xml:base against the base in force outside it; null when nothing was declared. */
function resolveBase(declared: string | null | undefined, outer: string | null, feedUrl: string): string | null {
  const d = firstText(declared);
  if (!d) return outer;
  return resolveHttpUrl(d, outer ?? feedUrl) ?? outer;
}

/** Video and audio hosts whose URLs never point at a picture. */
const MEDIA_HOSTS = /\/\/(?:[\w-]+\.)*(?:youtube\.com|youtu\.be|vimeo\.com|dailymotion\.com|soundcloud\.com|spotify\.com|ivoox\.com)\//i;
/** Path words of image services (Arc's resizer, WordPress uploads, CDNs) for URLs without a file extension. */
const IMAGE_PATH_HINT = /resizer|image|img|foto|photo|upload|media|cdn|thumb/i;

/** Whether media:content describes an image: by medium, else MIME type, else what its URL looks like. */
function looksLikeImage(url: string, medium: string | undefined, type: string | undefined): boolean {
  const m = medium?.trim().toLowerCase();
  const t = type?.trim().toLowerCase();
  if (m) return m === "image";
  if (t) return t.startsWith("image");
  if (IMAGE_EXT.test(url)) return true;
  return !NON_IMAGE_EXT.test(url) && !MEDIA_HOSTS.test(url) && IMAGE_PATH_HINT.test(url);
}

/** Adds an image reference unless its URL is blank or already listed. */
function pushImage(out: ImageRef[], url: unknown, width?: unknown, height?: unknown, type?: unknown): void {
  const u = firstText(url);
  if (!u || out.some((image) => image.url === u)) return;
  out.push({ url: u, width: positive(width), height: positive(height), type: firstText(type) });
}

/** Images from Media RSS: media:content (images), media:group, then media:thumbnail at every level. */
function mediaImages(media: MediaNs.ItemOrFeed | undefined, out: ImageRef[]): void {
  if (!media) return;
  const contents = [...list(media.contents), ...list(media.groups).flatMap((group) => list(group.contents))];
  for (const c of contents) {
    if (c.url && looksLikeImage(c.url, c.medium, c.type)) pushImage(out, c.url, c.width, c.height, c.type);
  }
  for (const t of list(media.thumbnails)) pushImage(out, t.url, t.width, t.height);
  for (const group of list(media.groups)) for (const t of list(group.thumbnails)) pushImage(out, t.url, t.width, t.height);
  for (const c of contents) for (const t of list(c.thumbnails)) pushImage(out, t.url, t.width, t.height);
}

/** Picks an Atom entry's page link: rel="alternate" (HTML first), else a link without rel, else nothing. */
function atomAlternate(links: AtomFeed.Link<string>[] | undefined): string | null {
  const all = list(links).filter((l) => firstText(l.href));
  const alternates = all.filter((l) => !l.rel || l.rel.trim().toLowerCase() === "alternate");
  const html = alternates.find((l) => !l.type || /html/i.test(l.type));
  return firstText(html?.href, alternates[0]?.href);
}

/** Category strings from Atom categories: the human label when given, else the term. */
function atomCategories(categories: AtomFeed.Category[] | undefined): string[] {
  return list(categories)
    .map((c) => firstText(c.label, c.term))
    .filter((c): c is string => c !== null);
}

/** Atom enclosure links that point at images. */
function atomImageLinks(links: AtomFeed.Link<string>[] | undefined, out: ImageRef[]): void {
  for (const l of list(links)) {
    const href = firstText(l.href);
    if (href && l.rel?.toLowerCase() === "enclosure" && (l.type ? /^image/i.test(l.type) : IMAGE_EXT.test(href))) pushImage(out, href, null, null, l.type);
  }
}

/** Names an author from a person whose name may be missing (an email alone is not a name). */
function personName(person: { name?: string } | undefined): string | null {
  return firstText(person?.name);
}

// ---------------------------------------------------------------------------------------------
// Format mappers.

/** Maps an RSS 2.0/0.9x item. */
function mapRssItem(item: RssFeed.Item<string>, feedBase: string | null, feedUrl: string): ParsedItem {
  const guid = firstText(item.guid?.value);
  const dcIdentifiers = list(item.dc?.sources);
  let link = firstText(item.link, atomAlternate(item.atom?.links));
  // Feedburner: the proxy link hides the article; origLink (renamed to dc:source while preparing) or a URL guid has it.
  if (link && PROXY_HOSTS.test(link)) {
    const original = dcIdentifiers.find((s) => isHttpUrl(s) && !PROXY_HOSTS.test(s)) ?? (guid && isHttpUrl(guid) && !PROXY_HOSTS.test(guid) ? guid : null);
    if (original) link = original.trim();
  }
  // RSS 2.0: a guid is a permalink unless isPermaLink="false".
  if (!link && guid && item.guid?.isPermaLink !== false && isHttpUrl(guid)) link = guid;
  if (!link) link = firstText(dcIdentifiers.find((s) => isHttpUrl(s)));

  const images: ImageRef[] = [];
  mediaImages(item.media, images);
  for (const e of list(item.enclosures)) {
    if (e.url && (e.type ? /^image/i.test(e.type) : IMAGE_EXT.test(e.url))) pushImage(images, e.url, null, null, e.type);
  }
  pushImage(images, item.itunes?.image);
  atomImageLinks(item.atom?.links, images);

  return {
    guid,
    link,
    base: resolveBase(item.xml?.base, feedBase, feedUrl),
    title: firstText(item.title, item.dc?.titles?.[0], item.atom?.title?.value),
    summary: firstText(item.description, item.dc?.descriptions?.[0], item.atom?.summary?.value, item.itunes?.summary, item.media?.description?.value),
    content: firstText(item.content?.encoded, item.atom?.content?.value),
    published: firstText(item.pubDate, item.dc?.dates?.[0], item.dcterms?.issued?.[0], item.dcterms?.created?.[0], item.atom?.published, item.dcterms?.dates?.[0]),
    updated: firstText(item.atom?.updated, item.dcterms?.modified?.[0]),
    author: firstText(item.dc?.creators?.[0], personName(item.authors?.[0]), personName(item.atom?.authors?.[0]), item.itunes?.author, item.dcterms?.creators?.[0]),
    images,
    categories: [
      ...list(item.categories).map((c) => firstText(c.name)),
      ...list(item.dc?.subjects),
      ...atomCategories(item.atom?.categories),
    ].filter((c): c is string => typeof c === "string" && c.trim() !== ""),
  };
}

/** Maps an Atom 1.0/0.3 entry. */
function mapAtomEntry(entry: AtomFeed.Entry<string>, feed: AtomFeed.Feed<string>, feedBase: string | null, feedUrl: string): ParsedItem {
  const images: ImageRef[] = [];
  mediaImages(entry.media, images);
  atomImageLinks(entry.links, images);
  pushImage(images, entry.itunes?.image);
  const content = entry.content?.src && !entry.content.value ? null : firstText(entry.content?.value);
  return {
    guid: firstText(entry.id),
    link: atomAlternate(entry.links),
    base: resolveBase(entry.xml?.base, feedBase, feedUrl),
    title: firstText(entry.title?.value, entry.dc?.titles?.[0]),
    summary: firstText(entry.summary?.value, entry.dc?.descriptions?.[0], entry.media?.description?.value),
    content,
    published: firstText(entry.published, entry.dc?.dates?.[0], entry.dcterms?.issued?.[0], entry.dcterms?.created?.[0]),
    updated: firstText(entry.updated, entry.dcterms?.modified?.[0]),
    // RFC 4287 §4.2.1: an entry without an author inherits the feed's.
    author: firstText(personName(entry.authors?.[0]), entry.dc?.creators?.[0], personName(entry.source?.authors?.[0]), personName(feed.authors?.[0])),
    images,
    categories: [...atomCategories(entry.categories), ...list(entry.dc?.subjects)],
  };
}

/** Maps an RSS 1.0 (RDF) item. */
function mapRdfItem(item: RdfFeed.Item<string>, feedBase: string | null, feedUrl: string): ParsedItem {
  const about = firstText(item.rdf?.about);
  const images: ImageRef[] = [];
  mediaImages(item.media, images);
  return {
    guid: about ?? firstText(item.link),
    link: firstText(item.link, about && isHttpUrl(about) ? about : null),
    base: resolveBase(item.xml?.base, feedBase, feedUrl),
    title: firstText(item.title, item.dc?.titles?.[0]),
    summary: firstText(item.description, item.dc?.descriptions?.[0]),
    content: firstText(item.content?.encoded),
    published: firstText(item.dc?.dates?.[0], item.dcterms?.issued?.[0], item.dcterms?.created?.[0], item.atom?.published),
    updated: firstText(item.dcterms?.modified?.[0], item.atom?.updated),
    author: firstText(item.dc?.creators?.[0], personName(item.atom?.authors?.[0])),
    images,
    categories: list(item.dc?.subjects).filter((c) => c.trim() !== ""),
  };
}

/** Maps a JSON Feed 1.x item. */
function mapJsonItem(item: JsonFeed.Item<string>): ParsedItem {
  const images: ImageRef[] = [];
  pushImage(images, item.image);
  pushImage(images, item.banner_image);
  for (const a of list(item.attachments)) {
    if (a.url && a.mime_type && /^image/i.test(a.mime_type)) pushImage(images, a.url, null, null, a.mime_type);
  }
  return {
    guid: firstText(item.id),
    link: firstText(item.url, item.external_url),
    base: null,
    title: firstText(item.title),
    summary: firstText(item.summary),
    content: firstText(item.content_html, item.content_text),
    published: firstText(item.date_published),
    updated: firstText(item.date_modified),
    author: firstText(personName(item.authors?.[0])),
    images,
    categories: list(item.tags).filter((t): t is string => typeof t === "string" && t.trim() !== ""),
  };
}

/** A feed-level link resolved against the feed's xml:base, when it declared one. */
function resolveLink(link: string | null, base: string | null): string | null {
  if (!link || !base) return link;
  return resolveHttpUrl(link, base) ?? link;
}

/** A ttl that is a positive number of minutes, or null. */
function ttl(value: unknown): number | null {
  const n = positive(typeof value === "string" ? Number(value) : value);
  return n === null ? null : Math.round(n);
}

/** Maps feedsmith's output for one format to a ParsedFeed. */
function mapFeed(format: XmlFormat, raw: unknown, feedUrl: string): ParsedFeed {
  if (format === "rss") {
    const feed = raw as RssFeed.Feed<string>;
    const base = resolveBase(feed.xml?.base, null, feedUrl);
    return {
      format,
      title: firstText(feed.title, feed.dc?.titles?.[0]),
      link: resolveLink(firstText(feed.link, atomAlternate(feed.atom?.links)), base),
      language: firstText(feed.language, feed.dc?.languages?.[0], feed.xml?.lang),
      ttlMinutes: ttl(feed.ttl),
      items: list(feed.items).map((item) => mapRssItem(item, base, feedUrl)),
    };
  }
  if (format === "atom") {
    const feed = raw as AtomFeed.Feed<string>;
    const base = resolveBase(feed.xml?.base, null, feedUrl);
    return {
      format,
      title: firstText(feed.title?.value),
      link: resolveLink(atomAlternate(feed.links), base),
      language: firstText(feed.xml?.lang, feed.dc?.languages?.[0]),
      ttlMinutes: null,
      items: list(feed.entries).map((entry) => mapAtomEntry(entry, feed, base, feedUrl)),
    };
  }
  const feed = raw as RdfFeed.Feed<string>;
  const base = resolveBase(feed.xml?.base, null, feedUrl);
  return {
    format,
    title: firstText(feed.title, feed.dc?.titles?.[0]),
    link: firstText(feed.link),
    language: firstText(feed.dc?.languages?.[0], feed.xml?.lang),
    ttlMinutes: null,
    items: list(feed.items).map((item) => mapRdfItem(item, base, feedUrl)),
  };
}

// ---------------------------------------------------------------------------------------------
// Preparing XML text for feedsmith.

const DECLARATION_RE = /^<!(?:DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;

/** End (exclusive) of a markup declaration starting at `start`, skipping quoted strings, an internal subset and comments in it. */
function declarationEnd(src: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 2; i < src.length; i++) {
    const c = src.charAt(i);
    if (quote !== null) {
      if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === "<" && src.startsWith("<!--", i)) {
      const end = src.indexOf("-->", i + 4);
      if (end === -1) break;
      i = end + 2;
    } else if (c === "[") depth++;
    else if (c === "]") depth = Math.max(0, depth - 1);
    else if (c === ">" && depth === 0) return i + 1;
  }
  // Unterminated (a stray quote): end at the first '>' rather than swallow the document.
  const gt = src.indexOf(">", start);
  return gt === -1 ? src.length : gt + 1;
}

/** Escapes what breaks XML in character data: '&' that starts no entity reference, '<' that starts no markup. */
function repairMarkup(segment: string): string {
  return segment
    .replace(/&(?!(?:[A-Za-z][A-Za-z0-9._-]{0,63}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6});)/g, "&amp;")
    .replace(/<(?![\p{L}_:/!?])/gu, "&lt;");
}

/**
 * Removes DOCTYPE and other markup declarations (so no entity can be defined, expanded or fetched:
 * billion laughs, XXE) and comments, and repairs character data outside CDATA sections.
 */
export function sanitizeXml(src: string): string {
  const out: string[] = [];
  let i = 0;
  let markStart = 0;
  for (;;) {
    const p = src.indexOf("<!", i);
    if (p === -1) break;
    if (src.startsWith("<![CDATA[", p)) {
      out.push(repairMarkup(src.slice(markStart, p)));
      const end = src.indexOf("]]>", p + 9);
      if (end === -1) {
        // An unterminated CDATA section most likely ends where its element does: close it there.
        const element = /<([\p{L}_][\p{L}\p{N}_.:-]*)[^<>]*>\s*$/u.exec(src.slice(Math.max(0, p - 300), p))?.[1];
        const close = element ? src.indexOf(`</${element}>`, p + 9) : -1;
        if (close === -1) {
          out.push(src.slice(p));
          markStart = i = src.length;
          break;
        }
        out.push(`${src.slice(p, close)}]]>`);
        i = markStart = close;
        continue;
      }
      out.push(src.slice(p, end + 3));
      i = markStart = end + 3;
    } else if (src.startsWith("<!--", p)) {
      out.push(repairMarkup(src.slice(markStart, p)));
      const end = src.indexOf("-->", p + 4);
      if (end === -1) {
        // An unterminated comment is text, not the end of the document.
        out.push("&lt;!--");
        i = markStart = p + 4;
      } else {
        i = markStart = end + 3;
      }
    } else if (DECLARATION_RE.test(src.slice(p, p + 12))) {
      out.push(repairMarkup(src.slice(markStart, p)));
      i = markStart = declarationEnd(src, p);
    } else {
      i = p + 2;
    }
  }
  out.push(repairMarkup(src.slice(markStart)));
  return out.join("");
}

/** The same text with CDATA sections blanked out, so structure searches never look inside content. */
function maskCdata(text: string): string {
  return text.replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g, (m) => " ".repeat(m.length));
}

/** Escapes a string for use in a RegExp. */
function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface RootInfo {
  index: number;
  qname: string;
  local: string;
}

/** The first element of the document, skipping processing instructions and junk text. */
function firstElement(text: string, from = 0): RootInfo | null {
  let i = from;
  for (let guard = 0; guard < 10_000; guard++) {
    i = text.indexOf("<", i);
    if (i === -1) return null;
    if (text.startsWith("<?", i)) {
      const end = text.indexOf("?>", i + 2);
      if (end === -1) return null;
      i = end + 2;
      continue;
    }
    const m = /^<([\p{L}_][\p{L}\p{N}_.:-]*)/u.exec(text.slice(i, i + 256));
    if (m) {
      const qname = m[1] as string;
      return { index: i, qname, local: (qname.split(":").pop() ?? qname).toLowerCase() };
    }
    i += 1;
  }
  return null;
}

const FEED_ROOTS: Record<string, XmlFormat> = { rss: "rss", feed: "atom", rdf: "rdf" };
const HTML_ROOTS = new Set(["html", "head", "body"]);

/** Runs feedsmith's parser for a format and maps the result, never throwing. */
function attempt(text: string, format: XmlFormat, feedUrl: string): Attempt {
  try {
    const raw = format === "rss" ? parseRssFeed(text) : format === "atom" ? parseAtomFeed(text) : parseRdfFeed(text);
    return { ok: true, feed: mapFeed(format, raw, feedUrl) };
  } catch (error) {
    const empty = error instanceof ParseError || error instanceof DetectError;
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `${message}${cause}`.slice(0, 200), empty };
  }
}

/** Regexes for the item element of a format: start tags and end tags, any prefix, any case. */
function itemPatterns(format: XmlFormat): { start: RegExp; end: RegExp } {
  const name = format === "atom" ? "entry" : "item";
  return {
    start: new RegExp(`<(?:[\\w.-]+:)?${name}(?=[\\s>/])`, "gi"),
    end: new RegExp(`</(?:[\\w.-]+:)?${name}\\s*>`, "gi"),
  };
}

/** All match positions of a global regex: [start, end) pairs. */
function matches(re: RegExp, text: string): [number, number][] {
  const out: [number, number][] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** The start tag at `index` (up to its '>'), or null. */
function startTagAt(text: string, index: number): string | null {
  const end = text.indexOf(">", index);
  return end === -1 ? null : text.slice(index, end + 1).replace(/\/>$/, ">");
}

interface Structure {
  text: string;
  masked: string;
  format: XmlFormat;
  root: RootInfo;
}

/** Closing tags that end a document cut after `upTo` characters. */
function closers(s: Structure, upTo: number): string {
  const head = s.masked.slice(0, upTo);
  let close = "";
  if (s.format === "rss" && /<(?:[\w.-]+:)?channel[\s>]/i.test(head) && !/<\/(?:[\w.-]+:)?channel\s*>/i.test(head)) close += "</channel>";
  return `${close}</${s.root.qname}>`;
}

/** Parses every item on its own inside a copy of the root (and channel) start tags, keeping those that parse. */
function salvageItems(s: Structure, feedUrl: string): Attempt {
  const { start, end } = itemPatterns(s.format);
  const starts = matches(start, s.masked);
  const ends = matches(end, s.masked);
  const rootTag = startTagAt(s.text, s.root.index);
  if (!rootTag) return { ok: false, error: "no root element", empty: false };
  const channelIndex = s.format === "rss" ? s.masked.search(/<(?:[\w.-]+:)?channel[\s>]/i) : -1;
  const channelTag = channelIndex >= 0 && (starts[0] === undefined || channelIndex < starts[0][0]) ? startTagAt(s.text, channelIndex) : null;
  const open = rootTag + (channelTag ?? "");
  const close = `${channelTag ? "</channel>" : ""}</${s.root.qname}>`;

  const firstItem = starts[0]?.[0] ?? s.text.length;
  const header = attempt(s.text.slice(0, firstItem) + closers(s, firstItem), s.format, feedUrl);
  const items: ParsedItem[] = [];
  let e = 0;
  for (let k = 0; k < starts.length; k++) {
    const from = (starts[k] as [number, number])[0];
    const next = starts[k + 1]?.[0] ?? s.text.length;
    while (e < ends.length && (ends[e] as [number, number])[0] <= from) e++;
    const candidate = ends[e];
    const closing = candidate && candidate[0] < next ? candidate : undefined;
    const nameMatch = /^<([^\s>/]+)/.exec(s.text.slice(from, from + 128));
    const chunk = closing ? s.text.slice(from, closing[1]) : `${s.text.slice(from, next)}</${nameMatch?.[1] ?? "item"}>`;
    const result = attempt(open + chunk + close, s.format, feedUrl);
    if (result.ok && result.feed.items[0]) items.push(result.feed.items[0]);
  }
  if (items.length === 0 && !header.ok) return header;
  const meta = header.ok ? header.feed : { format: s.format, title: null, link: null, language: null, ttlMinutes: null, items: [] };
  return { ok: true, feed: { ...meta, items } };
}

/** Parses an XML feed with recovery: truncated documents are cut after their last complete item, broken items are skipped. */
function parseXml(prepared: string, feedUrl: string): ParseResult {
  let text = prepared;
  const masked0 = maskCdata(text);
  const first = firstElement(masked0);
  if (!first) return { ok: false, error: /<html[\s>]/i.test(text) ? "not a feed (HTML page)" : "not a feed (no XML element)" };
  let root: RootInfo | null = first;
  if (HTML_ROOTS.has(first.local)) return { ok: false, error: "not a feed (HTML page)" };
  if (!Object.hasOwn(FEED_ROOTS, first.local) && first.local !== "channel") {
    // Junk before the root (a PHP warning printed as HTML): look for the feed's root further on.
    const found = /<((?:[\w.-]+:)?(?:rss|feed|rdf))[\s>]/i.exec(masked0);
    root = found ? firstElement(masked0, found.index) : null;
    if (!root) return { ok: false, error: `not a feed (root element <${first.qname}>)` };
  }
  // The root was found outside any CDATA section, so the masked copy from there on is the mask of
  // the text from there on: no second pass over the document.
  let masked = masked0.slice(root.index);
  text = text.slice(root.index);
  if (root.local === "channel") {
    // A bare <channel> (RSS 0.9x written without its <rss> wrapper).
    text = `<rss version="2.0">${text}`;
    masked = `<rss version="2.0">${masked}`;
    root = { index: 0, qname: "rss", local: "rss" };
  } else {
    root = { ...root, index: 0 };
  }
  const format = FEED_ROOTS[root.local] as XmlFormat;

  // Cut trailing junk after the root's end tag; no end tag means the document was truncated.
  const rootEnds = matches(new RegExp(`</${escapeRe(root.qname)}\\s*>`, "gi"), masked);
  const rootEnd = rootEnds[rootEnds.length - 1];
  const truncated = rootEnd === undefined;
  if (rootEnd) {
    text = text.slice(0, rootEnd[1]);
    masked = masked.slice(0, rootEnd[1]);
  }
  if (truncated) {
    // Keep only complete items: a half-written item has a half-written link or text.
    const itemEnds = matches(itemPatterns(format).end, masked);
    const lastItemEnd = itemEnds[itemEnds.length - 1];
    if (lastItemEnd) {
      text = text.slice(0, lastItemEnd[1]);
      masked = masked.slice(0, lastItemEnd[1]);
    }
  }
  const s: Structure = { text, masked, format, root };
  let result = attempt(truncated ? text + closers(s, text.length) : text, format, feedUrl);

  const expected = matches(itemPatterns(format).start, masked).length;
  if (!result.ok || result.feed.items.length < expected) {
    // Something swallowed or broke items (an unclosed tag, an unterminated CDATA, a stale RDF item list).
    const salvaged = expected > 0 ? salvageItems(s, feedUrl) : null;
    if (salvaged?.ok && (!result.ok || salvaged.feed.items.length > result.feed.items.length)) {
      result = result.ok ? { ok: true, feed: { ...result.feed, items: salvaged.feed.items } } : salvaged;
    }
  }
  if (result.ok) return result;
  // Well-formed but empty (<channel/> with nothing in it) is an empty feed, not an error.
  if (result.empty && expected === 0) return { ok: true, feed: { format, title: null, link: null, language: null, ttlMinutes: null, items: [] } };
  return { ok: false, error: `malformed feed (${result.error})` };
}

// ---------------------------------------------------------------------------------------------
// JSON Feed.

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

/** Parses a JSON Feed 1.0/1.1 (also one missing its version or title, as long as it has items). */
function parseJson(text: string): ParseResult {
  const data = parseJsonLenient(text);
  if (data === undefined) return { ok: false, error: "malformed feed (invalid JSON)" };
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { ok: false, error: "not a feed (JSON without items)" };
  const obj = data as Record<string, unknown>;
  if (!Array.isArray(obj.items)) return { ok: false, error: "not a feed (JSON without items)" };
  const hasTitle = typeof obj.title === "string" && obj.title.trim() !== "";
  let feed: JsonFeed.Feed<string>;
  try {
    // feedsmith recognises a JSON Feed by its title; an untitled one is still a feed.
    feed = parseJsonFeed(hasTitle ? obj : { ...obj, title: "untitled" });
  } catch (error) {
    if (obj.items.length === 0) return { ok: true, feed: { format: "json", title: hasTitle ? (obj.title as string).trim() : null, link: null, language: null, ttlMinutes: null, items: [] } };
    return { ok: false, error: `malformed feed (${error instanceof Error ? error.message : "JSON Feed"})` };
  }
  let items: ParsedItem[] = [];
  try {
    items = list(feed.items).map(mapJsonItem);
  } catch {
    items = [];
  }
  return {
    ok: true,
    feed: {
      format: "json",
      title: hasTitle ? firstText(feed.title) : null,
      link: firstText(feed.home_page_url),
      language: firstText(feed.language),
      ttlMinutes: null,
      items,
    },
  };
}

// ---------------------------------------------------------------------------------------------

/** Removes C0 control characters other than tab, LF and CR (illegal in XML 1.0 and JSON strings) and U+FFFE/U+FFFF. */
function stripControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
}

/** Renames Feedburner's origLink so feedsmith keeps it (as dc:source) for the link choice in mapRssItem. */
function keepFeedburnerOrigLink(text: string): string {
  if (!/origlink/i.test(text)) return text;
  return text.replace(/<(\/?)feedburner:origLink(\s*)>/gi, "<$1dc:source$2>");
}

/** Parses feed bytes (RSS 0.9x/2.0, RSS 1.0, Atom 0.3/1.0, JSON Feed) into a ParsedFeed, recovering from common breakage; never throws. */
export function parseFeed(input: FeedInput): ParseResult {
  try {
    const bytes = input?.bytes;
    if (!(bytes instanceof Uint8Array) || bytes.length === 0) return { ok: false, error: "empty document" };
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) return { ok: false, error: "not a feed (gzip-compressed data)" };
    const feedUrl = typeof input.url === "string" ? input.url : "";
    const { text: decoded } = decodeFeedBytes(bytes, input.contentType);
    const text = stripControls(decoded).replace(/^\uFEFF/, "");
    const trimmed = text.trimStart().replace(/^\uFEFF/, "");
    if (trimmed === "") return { ok: false, error: "empty document" };

    const contentType = (input.contentType ?? "").toLowerCase();
    if (trimmed.startsWith("{") || (contentType.includes("json") && !trimmed.startsWith("<"))) return parseJson(trimmed);

    // Junk or a BOM before the XML declaration (PHP notices, stray whitespace) makes the declaration illegal.
    const declaration = trimmed.indexOf("<?xml");
    const xml = declaration > 0 ? trimmed.slice(declaration) : trimmed;
    if (!xml.includes("<")) return { ok: false, error: "not a feed (no XML element)" };
    return parseXml(keepFeedburnerOrigLink(sanitizeXml(xml)), feedUrl);
  } catch (error) {
    return { ok: false, error: `malformed feed (${error instanceof Error ? error.message.slice(0, 200) : "unknown error"})` };
  }
}
