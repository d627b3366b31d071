/* The fields every feed format's mapper reads alike: text constructs, images, links, authors, categories, dates, item lists. */
import { looksLikeHtml } from "./text.js";
import type { FeedText, ParsedItem } from "./types.js";
import { child, childrenOf, elements, innerHtml, textOf, type XmlElement } from "./xml-tree.js";

export type ImageRef = ParsedItem["images"][number];

const IMAGE_EXT = /\.(?:jpe?g|png|gif|webp|avif|bmp)(?:[?#]|$)/i;
const NON_IMAGE_EXT = /\.(?:mp4|m4v|mov|webm|mkv|mp3|m4a|aac|ogg|oga|opus|wav|flac|m3u8|mpd|pdf|flv|avi|wmv|zip|docx?)(?:[?#]|$)/i;
/** Video and audio hosts whose URLs never point at a picture. */
const MEDIA_HOSTS = /\/\/(?:[\w-]+\.)*(?:youtube\.com|youtu\.be|vimeo\.com|dailymotion\.com|soundcloud\.com|spotify\.com|ivoox\.com)\//i;
/** Path words of image services (Arc's resizer, WordPress uploads, CDNs) for URLs without a file extension. */
const IMAGE_PATH_HINT = /resizer|image|img|foto|photo|upload|media|cdn|thumb/i;

// ---------------------------------------------------------------------------------------------
// Small helpers.

/** The trimmed text of an element, or null when blank, absent or cut off by the end of the document (its value never ended). */
export function text(element: XmlElement | undefined): string | null {
  if (!element || !element.complete) return null;
  const value = textOf(element).trim();
  return value === "" ? null : value;
}

/** The first argument that is a non-blank string, trimmed, or null. */
export function firstText(...values: (string | null | undefined)[]): string | null {
  for (const value of values) if (typeof value === "string" && value.trim() !== "") return value.trim();
  return null;
}

/** A positive finite number from an attribute, or null. */
function positive(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Resolves a reference against a base; a reference that cannot be resolved is kept as written. */
export function resolve(reference: string, base: string): string {
  const trimmed = reference.trim();
  if (trimmed === "" || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed, base || undefined).href;
  } catch {
    return trimmed;
  }
}

/** Decodes base64 text as UTF-8, or null when it is not base64. */
function fromBase64(value: string): string | null {
  const compact = value.replace(/\s+/g, "");
  if (compact === "" || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(compact, "base64"));
  } catch {
    return null;
  }
}

/** Removes the one `<div>` an Atom xhtml construct is wrapped in (RFC 4287 §3.1.1.3), when it wraps everything. */
function unwrapXhtmlDiv(element: XmlElement): XmlElement {
  const kids = elements(element);
  const loose = element.children.some((node) => typeof node === "string" && node.trim() !== "");
  const only = kids[0];
  return kids.length === 1 && !loose && only?.local === "div" ? only : element;
}

/**
 * Reads a text construct the way feedparser does: the `type` (Atom 1.0: text, html, xhtml or a
 * MIME type) and Atom 0.3's `mode` (xml, escaped, base64) decide whether the value is plain text
 * or HTML; any other MIME type is base64 (RFC 4287 §4.1.3.3); markup written unescaped inside
 * the element is serialized back to HTML; outside Atom, plain text that looks like HTML is HTML.
 */
export function textConstruct(element: XmlElement | undefined, defaultType: "text" | "html", atom: boolean): FeedText | null {
  if (!element || !element.complete) return null;
  const rawType = (element.attrs.type ?? "").trim().toLowerCase();
  const mode = (element.attrs.mode ?? "").trim().toLowerCase();
  const type =
    rawType === ""
      ? defaultType === "text"
        ? "text/plain"
        : "text/html"
      : rawType === "text" || rawType === "plain"
        ? "text/plain"
        : rawType === "html"
          ? "text/html"
          : rawType === "xhtml"
            ? "application/xhtml+xml"
            : rawType;
  const htmlType =
    type === "text/html" || type === "application/xhtml+xml" || type.endsWith("+xml") || type === "text/xml" || type === "application/xml";
  const base64 = mode === "base64" || (!type.startsWith("text/") && !type.endsWith("xml") && rawType !== "");
  if (base64) {
    const decoded = fromBase64(textOf(element));
    if (decoded !== null) {
      const value = decoded.trim();
      if (value === "") return null;
      return htmlType ? { type: "html", value } : { type: "text", value };
    }
  }
  const hasMarkup = element.children.some((node) => typeof node !== "string");
  if (hasMarkup) {
    const inner = type === "application/xhtml+xml" ? unwrapXhtmlDiv(element) : element;
    const value = innerHtml(inner).trim();
    return value === "" ? null : { type: "html", value };
  }
  const value = textOf(element).trim();
  if (value === "") return null;
  if (htmlType) return { type: "html", value };
  if (type.startsWith("text/") && type !== "text/plain") return { type: "text", value };
  if (!atom && looksLikeHtml(value)) return { type: "html", value };
  return { type: "text", value };
}

// ---------------------------------------------------------------------------------------------
// Images.

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
export function pushImage(
  out: ImageRef[],
  url: string | null | undefined,
  base: string,
  width?: string,
  height?: string,
  type?: string,
): void {
  const u = firstText(url);
  if (!u) return;
  const resolved = resolve(u, base);
  if (out.some((image) => image.url === resolved)) return;
  out.push({ url: resolved, width: positive(width), height: positive(height), type: firstText(type) });
}

/** Images from Media RSS: media:content (images), media:group, then media:thumbnail at every level. */
export function mediaImages(item: XmlElement, out: ImageRef[]): void {
  const groups = childrenOf(item, "media:group");
  const contents = [...childrenOf(item, "media:content"), ...groups.flatMap((g) => childrenOf(g, "media:content"))];
  for (const c of contents) {
    const url = c.attrs.url;
    if (url && looksLikeImage(url, c.attrs.medium, c.attrs.type)) pushImage(out, url, c.base, c.attrs.width, c.attrs.height, c.attrs.type);
  }
  const thumbnails = [
    ...childrenOf(item, "media:thumbnail"),
    ...groups.flatMap((g) => childrenOf(g, "media:thumbnail")),
    ...contents.flatMap((c) => childrenOf(c, "media:thumbnail")),
  ];
  for (const t of thumbnails) pushImage(out, t.attrs.url, t.base, t.attrs.width, t.attrs.height);
}

/** Enclosures (RSS) and enclosure links (Atom) that point at images, and iTunes artwork. */
export function enclosureImages(item: XmlElement, out: ImageRef[]): void {
  for (const e of childrenOf(item, "enclosure")) {
    const url = e.attrs.url ?? e.attrs.href;
    if (url && (e.attrs.type ? /^image/i.test(e.attrs.type) : IMAGE_EXT.test(url)))
      pushImage(out, url, e.base, undefined, undefined, e.attrs.type);
  }
  for (const l of childrenOf(item, "link", "atom:link")) {
    const href = l.attrs.href;
    if (href && (l.attrs.rel ?? "").toLowerCase() === "enclosure" && (l.attrs.type ? /^image/i.test(l.attrs.type) : IMAGE_EXT.test(href))) {
      pushImage(out, href, l.base, undefined, undefined, l.attrs.type);
    }
  }
  const itunes = child(item, "itunes:image");
  if (itunes) pushImage(out, itunes.attrs.href ?? text(itunes), itunes.base);
}

// ---------------------------------------------------------------------------------------------
// Links, authors, categories, dates.

/**
 * The page an element's Atom-style links point at: rel absent or "alternate" (HTML first),
 * resolved against the link's xml:base; null when there is none.
 */
export function alternateLink(links: XmlElement[]): string | null {
  const alternates = links.filter(
    (l) => firstText(l.attrs.href) !== null && ["", "alternate"].includes((l.attrs.rel ?? "").trim().toLowerCase()),
  );
  const html = alternates.find((l) => !l.attrs.type || /html/i.test(l.attrs.type)) ?? alternates[0];
  return html ? resolve(html.attrs.href as string, html.base) : null;
}

/**
 * A person construct as the reference parser writes it: "Name (email)" when it gives both, else
 * the name or the e-mail; an element without <name> or <email> (RSS's <author>, dc:creator) is its
 * own text as written.
 */
export function personString(person: XmlElement | undefined): string | null {
  if (!person) return null;
  if (elements(person).length === 0) return text(person);
  const name = text(child(person, "name", "atom:name"));
  const email = text(child(person, "email", "atom:email"));
  if (name && email) return `${name} (${email})`;
  return name ?? email;
}

/** Elements that name an item's author, each replacing the one before it (the reference parser keeps the last). */
const AUTHOR_KEYS = new Set(["author", "atom:author", "dc:creator", "dc:author", "itunes:author"]);

/** The item's author: the last author element in document order, as personString writes it. */
export function authorOf(item: XmlElement): string | null {
  let author: string | null = null;
  for (const node of item.children) {
    if (typeof node === "string" || !AUTHOR_KEYS.has(node.key)) continue;
    author = personString(node) ?? author;
  }
  return author;
}

/** Adds the comma-separated terms of a keywords element. */
function pushKeywords(out: string[], element: XmlElement): void {
  for (const term of (text(element) ?? "").split(",")) if (term.trim() !== "") out.push(term.trim());
}

/**
 * Category strings of an item in document order: RSS category and dc:subject text, Atom terms (or
 * labels), Media RSS categories and keywords, iTunes categories (nested ones too) and keywords.
 */
export function categoriesOf(item: XmlElement): string[] {
  const out: string[] = [];
  const itunesCategory = (c: XmlElement) => {
    const value = firstText(c.attrs.text);
    if (value) out.push(value);
    for (const nested of childrenOf(c, "itunes:category")) itunesCategory(nested);
  };
  for (const node of item.children) {
    if (typeof node === "string") continue;
    switch (node.key) {
      case "category":
      case "atom:category": {
        const value = firstText(node.attrs.term, text(node), node.attrs.label);
        if (value) out.push(value);
        break;
      }
      case "dc:subject":
      case "media:category": {
        const value = text(node);
        if (value) out.push(value);
        break;
      }
      case "itunes:category":
        itunesCategory(node);
        break;
      case "itunes:keywords":
      case "media:keywords":
        pushKeywords(out, node);
        break;
      default:
    }
  }
  return out;
}

/** The first date-looking text among the keyed children, in the order of the keys. */
export function dateOf(item: XmlElement, ...keys: string[]): string | null {
  for (const key of keys) {
    for (const node of childrenOf(item, key)) {
      const value = text(node);
      if (value) return value;
    }
  }
  return null;
}

/** Every descendant element with the local name, outermost first (items hidden in unexpected wrappers). */
export function collect(element: XmlElement, local: string, out: XmlElement[] = []): XmlElement[] {
  for (const node of element.children) {
    if (typeof node === "string") continue;
    if (node.local === local) out.push(node);
    else collect(node, local, out);
  }
  return out;
}

/** Maps item elements; one the document cut off is kept, marked incomplete, and counted as a warning. */
export function items(list: XmlElement[], map: (element: XmlElement) => ParsedItem, warnings: string[]): ParsedItem[] {
  return list.map((element, index) => {
    if (!element.complete) warnings.push(`document ends inside item ${index + 1}: what it holds may be cut`);
    return map(element);
  });
}
