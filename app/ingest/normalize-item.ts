/*
 * ParsedItem → NormalizedItem: plain text, one canonical URL, trusted dates, one good image.
 * Everything here works around what real feeds do: WordPress excerpt trailers, Google News
 * descriptions that repeat the title, Feedburner and WordPress tracking pixels, emoji images,
 * lazy-loaded <img>, Blogger's 72-pixel thumbnails, authors written as e-mail addresses.
 */
import { repairMojibake } from "./decode.js";
import { readFeedDate, trustedPublishedAt, trustedUpdatedAt, type ZonelessReading } from "./dates.js";
import { feedTextToPlain, findHtmlImages, looksLikeHtml, readableText, readFeedText, summarize } from "./text.js";
import type { FeedText, ItemReading, NormalizedItem, ParsedItem, ReadItem } from "./types.js";
import { articleAddress, canonicalizeUrl, feedAddress, fragmentOf, isHttpUrl, resolveHttpUrl, resolveReference } from "./url.js";

/** What normalizeItem needs besides the item. */
export interface NormalizeContext {
  feedUrl: string;
  fetchedAt: number;
  /** How dates written without a zone are read (default: Colombian time). */
  zoneless?: ZonelessReading;
}

const SUMMARY_MAX = 300;
const TITLE_FROM_SUMMARY_MAX = 120;
const MAX_CATEGORIES = 20;
const MAX_AUTHOR = 200;
const MAX_CATEGORY = 100;
/** Categories parse-feed lists at most (a feed listing thousands is a broken feed, not more information). */
const MAX_LISTED_CATEGORIES = 200;
const MAX_GUID = 2048;
/** Declared images narrower than this lose to a picture in the article body (Blogger's s72-c thumbnails). */
const SMALL_IMAGE = 150;

/** Proxies that hide the article URL (Feedburner's ~r redirects); the real one is in origLink or the guid. */
const PROXY_HOSTS = /^https?:\/\/(?:feeds\.feedburner\.com|feedproxy\.google\.com|feeds2\.feedburner\.com)\//i;

/** Placeholder categories of blog engines that say nothing about the article. */
const EMPTY_CATEGORIES = new Set(["uncategorized", "sin categoría", "sin categoria"]);

/** URLs of images that are never the article's picture: tracking pixels, spacers, emoji, avatars, share buttons. */
const NOT_A_PICTURE = new RegExp(
  [
    String.raw`^https?:\/\/pixel\.`,
    String.raw`\/pixel(?:\.(?:gif|png|jpe?g|php))?(?:[?#/]|$)`,
    String.raw`[/_-]pixel\.(?:gif|png)`,
    String.raw`[/_.-]1x1(?:[/_.-]|$)`,
    String.raw`spacer\.(?:gif|png)`,
    String.raw`(?:blank|transparent|clear)\.(?:gif|png)`,
    String.raw`feeds\.feedburner\.com\/~r\/`,
    String.raw`feedproxy\.google\.com\/~r\/`,
    String.raw`\/~ff\/`,
    String.raw`stats\.wordpress\.com`,
    String.raw`pixel\.wp\.com`,
    String.raw`s\.w\.org\/images\/core\/emoji`,
    String.raw`wp-includes\/images\/smilies`,
    String.raw`gravatar\.com\/avatar`,
    String.raw`\/avatars?\/`,
    String.raw`doubleclick\.net`,
    String.raw`google-analytics\.com`,
    String.raw`facebook\.com\/tr`,
    String.raw`\/beacon`,
    String.raw`feedblitz`,
    String.raw`share[-_]?buttons?`,
    String.raw`\/emoji\/`,
    String.raw`\.svg(?:[?#]|$)`,
  ].join("|"),
  "i",
);

/**
 * A feed value as plain text, read by `read` (as the feed says it, or as readers are shown it),
 * with mojibake repaired when it round-trips. A bare string (author, category) is text, unless it
 * is HTML by the reference parser's test.
 */
function plainWith(read: (value: FeedText) => string, value: FeedText | string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const typed: FeedText = typeof value === "string" ? { type: looksLikeHtml(value) ? "html" : "text", value } : value;
  if (typeof typed.value !== "string" || typed.value === "") return "";
  // Before decoding (plain text drops the U+FFFD that 'â€\uFFFD' needs) and after (mojibake written as entities).
  const text = read({ type: typed.type, value: repairMojibake(typed.value) });
  const repaired = repairMojibake(text);
  return repaired === text ? text : cleanPlain(repaired);
}

/** Plain text cleaned again after a repair. */
function cleanPlain(text: string): string {
  return feedTextToPlain({ type: "text", value: text });
}

/** What the feed says, as plain text (parse-feed's JSON); a bare string (author, category) is text as written, as the reference parser keeps it. */
function said(value: FeedText | string | null | undefined): string {
  return plainWith(feedTextToPlain, typeof value === "string" ? { type: "text", value } : value);
}

/** What readers are shown (stored): as said, and HTML escaped twice by its CMS read once more. */
function plain(value: FeedText | string | null | undefined): string {
  return plainWith(readableText, value);
}

/** A typed feed value read as the feed says it and as readers are shown it, mojibake repaired in both (one HTML parse). */
function bothWays(value: FeedText | null | undefined): { said: string; readable: string } {
  if (!value || typeof value.value !== "string" || value.value === "") return { said: "", readable: "" };
  const { said, readable } = readFeedText({ type: value.type, value: repairMojibake(value.value) });
  const repair = (text: string) => {
    const repaired = repairMojibake(text);
    return repaired === text ? text : cleanPlain(repaired);
  };
  const saidRepaired = repair(said);
  return { said: saidRepaired, readable: readable === said ? saidRepaired : repair(readable) };
}

/** Letters and digits only, lower-case: for comparing a summary with a title. */
function comparable(text: string): string {
  return text.toLocaleLowerCase("es").replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Whether a summary only repeats the title (Google News puts the title and the outlet's name in the description). */
function repeatsTitle(summary: string, title: string): boolean {
  const s = comparable(summary);
  const t = comparable(title);
  if (s === "" || t === "") return s === t;
  if (s === t) return true;
  if (s.startsWith(t) && s.length - t.length <= 40) return true;
  return t.startsWith(s);
}

const POSTED_FIRST =
  /\s*(?:The post|La entrada|El artículo|La publicación|El post)\s.{1,400}?\s(?:appeared first on|se publicó primero en|apareció primero en|aparece primero en)\s.{1,200}$/isu;
const READ_MORE =
  /\s*(?:Leer más|Seguir leyendo|Sigue leyendo|Continuar leyendo|Lee más|Ver más|Continue reading|Read more)\s*(?:»|→|>>|\.\.\.|…)?\s*$/iu;

/** Removes the trailers blog engines append to excerpts ('La entrada … se publicó primero en …', '[…]', 'Leer más'). */
function stripTrailers(text: string): string {
  let out = text;
  // Each pattern only where its words are (they are costly to try at every position of a long text).
  if (/first on|primero en/i.test(out)) out = out.replace(POSTED_FIRST, "");
  if (out.trimEnd().endsWith("]")) out = out.replace(/\s*\[(?:…|\.\.\.|&hellip;)\]\s*$/u, "…");
  // 'Leer más »' fits in the last 60 characters: look for it there only.
  const tail = out.slice(-60);
  const more = READ_MORE.exec(tail);
  if (more) out = out.slice(0, out.length - tail.length + more.index);
  return out.trim();
}

/** An author's name without e-mail addresses or a 'Por:'/'By' prefix; null when nothing is left. */
function cleanAuthor(raw: string | null): string | null {
  let text = plain(raw);
  if (text === "") return null;
  // 'editor@site.com (Name)' → 'Name' (RSS 2.0's managingEditor style).
  const parenthesised = /^\s*\S+@\S+\s*\(([^()]+)\)\s*$/.exec(text);
  if (parenthesised?.[1]) text = parenthesised[1];
  text = text
    .replace(/(?:mailto:)?[^\s@<>()[\],;]+@[^\s@<>()[\],;]+\.[^\s@<>()[\],;]+/gi, " ")
    .replace(/[<([]\s*[>)\]]/g, " ")
    .replace(/^\s*(?:por|by|de)\s*:\s*/i, "")
    .replace(/^\s*(?:[Pp]or|[Bb]y)\s+(?=\p{Lu})/u, "")
    .replace(/^[\s,;:|\-–—]+|[\s,;:|\-–—]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text === "" || !/\p{L}/u.test(text)) return null;
  return text.length > MAX_AUTHOR ? summarize(text, MAX_AUTHOR) : text;
}

/** Whether an image is a pixel or decoration rather than the article's picture. */
function isNotAPicture(url: string, width: number | null | undefined, height: number | null | undefined): boolean {
  if ((typeof width === "number" && width > 0 && width <= 2) || (typeof height === "number" && height > 0 && height <= 2)) return true;
  return NOT_A_PICTURE.test(url);
}

/** Blogger serves thumbnails by size in the path ('/s72-c/', '=s72-c'); ask for a large one instead. */
function enlargeBloggerThumbnail(url: string): string {
  if (!/(?:blogger\.googleusercontent\.com|bp\.blogspot\.com|ggpht\.com)/i.test(url)) return url;
  return url.replace(/\/s\d{2,3}(?:-[a-z]+)*\//i, "/s1600/").replace(/=s\d{2,3}(?:-[a-z]+)*$/i, "=s1600");
}

/** Chooses the article's picture: the first declared image that is a real picture, else the first real <img> in the content. */
function chooseImage(item: ParsedItem, base: string): string | null {
  let declared: { url: string; width: number | null } | null = null;
  for (const image of Array.isArray(item.images) ? item.images : []) {
    const url = resolveHttpUrl(image?.url, base);
    if (!url || isNotAPicture(url, image.width, image.height)) continue;
    declared = { url, width: image.width ?? null };
    break;
  }
  const bloggerThumb = declared !== null && declared.url !== enlargeBloggerThumbnail(declared.url);
  if (declared && !bloggerThumb && (declared.width === null || declared.width >= SMALL_IMAGE)) return declared.url;

  let inline: string | null = null;
  for (const body of [item.content, item.summary]) {
    const html = body?.type === "html" ? body.value : null;
    if (typeof html !== "string" || inline) continue;
    for (const image of findHtmlImages(html)) {
      const url = resolveHttpUrl(image.url, base);
      if (url && !isNotAPicture(url, image.width, image.height)) {
        inline = url;
        break;
      }
    }
  }
  if (declared && bloggerThumb) return enlargeBloggerThumbnail(declared.url);
  return inline ?? declared?.url ?? null;
}

/** Plain, trimmed, de-duplicated (case-insensitively) categories, at most 20. */
function cleanCategories(categories: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of Array.isArray(categories) ? categories : []) {
    if (typeof raw !== "string") continue;
    const text = plain(raw);
    const key = text.toLocaleLowerCase("es");
    if (text === "" || text.length > MAX_CATEGORY || seen.has(key) || EMPTY_CATEGORIES.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length >= MAX_CATEGORIES) break;
  }
  return out;
}

/** Whether a body is richer than the summary: the summary is missing, or a short teaser of a longer text. */
function richer(content: string, summary: string): boolean {
  if (content === "") return false;
  if (summary === "") return true;
  return summary.length < 100 && content.length > summary.length * 2;
}

/** The categories as the feed lists them: plain text, in order, each once. */
function listedCategories(categories: unknown): string[] {
  const out: string[] = [];
  for (const raw of Array.isArray(categories) ? categories : []) {
    if (typeof raw !== "string") continue;
    const text = said(raw);
    if (text === "" || out.includes(text)) continue;
    out.push(text);
    if (out.length >= MAX_LISTED_CATEGORIES) break;
  }
  return out;
}

/** The address stored for an item: a Feedburner proxy link gives way to the original (origLink, else an http(s) guid). */
function storedLink(item: ParsedItem, guid: string | null): string | null {
  let link = typeof item.link === "string" ? item.link : null;
  const origLink = typeof item.origLink === "string" && item.origLink.trim() !== "" ? item.origLink : null;
  if (origLink && (!link || PROXY_HOSTS.test(link))) link = origLink;
  if (link && PROXY_HOSTS.test(link) && guid && isHttpUrl(guid) && !PROXY_HOSTS.test(guid)) link = guid;
  return link;
}

/**
 * Reads one parsed item: what the feed says (every item, in the JSON of `cli parse-feed`, read as
 * the reference parser reads it) and the article it makes for readers, or why it cannot be stored
 * (no http(s) address, no text at all, cut off by the end of the document). Never throws.
 */
export function normalizeItem(item: ParsedItem, context: NormalizeContext): ItemReading {
  const feedUrl = typeof context?.feedUrl === "string" ? context.feedUrl : "";
  const fetchedAt = Number.isFinite(context?.fetchedAt) ? context.fetchedAt : 0;
  const zoneless = context?.zoneless ?? "bogota";
  try {
    const declaredBase = typeof item.base === "string" ? resolveHttpUrl(item.base, feedUrl) : null;
    const base = declaredBase ?? feedUrl;

    const guidRaw = typeof item.guid === "string" ? item.guid.trim() : "";
    const guid = guidRaw === "" ? null : guidRaw.slice(0, MAX_GUID);
    const httpGuid = guid && isHttpUrl(guid) ? guid : null;

    // What the feed says (parse-feed): the address as given, the text whole, the author as written.
    const shownUrl = (typeof item.link === "string" ? feedAddress(item.link, base) : null) ?? (httpGuid ? feedAddress(httpGuid) : null);
    const titleText = bothWays(item.title);
    const summaryTexts = bothWays(item.summary);
    const contentTexts = bothWays(item.content);
    const shownTitle = titleText.said;
    // The description, or the content when there is none (the reference parser's summary).
    const shownSummary = item.summary ? summaryTexts.said : contentTexts.said;
    const published = firstDate([item.published, item.updated], zoneless);
    const updated = firstDate([item.updated, item.published], zoneless);
    const shownAuthor = said(item.author);
    // Relative image URLs in article HTML are relative to the article (as Miniflux resolves them), unless xml:base says otherwise.
    const address = articleAddress(storedLink(item, guid) ?? "", base) ?? (httpGuid ? articleAddress(httpGuid) : null);
    const imageUrl = chooseImage(item, declaredBase ?? address ?? base);
    const read: ReadItem = {
      guid: guid && item.guidIsPermaLink ? resolveReference(guid, base) : guid,
      url: shownUrl,
      title: shownTitle === "" ? null : shownTitle,
      summary: shownSummary,
      // To the second, as the reference parser states dates.
      publishedAt: published === null ? null : Math.floor(published / 1000) * 1000,
      updatedAt: updated === null ? null : Math.floor(updated / 1000) * 1000,
      author: shownAuthor === "" ? null : shownAuthor,
      imageUrl,
      categories: listedCategories(item.categories),
    };
    if (item.complete === false) return { item: read, article: null, skip: "truncated" };

    // What readers are shown (stored): the canonical address, text repaired and cut, the author's name.
    const url = address === null ? null : canonicalizeUrl(address);
    if (url === null) return { item: read, article: null, skip: "no-address" };
    const feedTitle = titleText.readable;
    const summaryText = stripTrailers(summaryTexts.readable);
    const contentText = stripTrailers(contentTexts.readable);
    let summary = richer(contentText, summaryText) ? contentText : summaryText;
    if (feedTitle !== "" && repeatsTitle(summary, feedTitle)) {
      // Google News repeats the title in the description: the other body, if any, is the summary.
      const other = summary === contentText ? summaryText : contentText;
      summary = other !== "" && !repeatsTitle(other, feedTitle) ? other : "";
    }
    summary = summarize(summary, SUMMARY_MAX);
    const title = feedTitle === "" ? null : summarize(feedTitle, SUMMARY_MAX);
    const articleTitle = title ?? (summary !== "" ? summarize(summary, TITLE_FROM_SUMMARY_MAX) : null);
    if (articleTitle === null) return { item: read, article: null, skip: "no-text" };

    const dateSource = [item.published, item.updated].find(
      (d) => typeof d === "string" && trustedPublishedAt(d, fetchedAt, zoneless).fromFeed,
    );
    const trusted = trustedPublishedAt(dateSource ?? item.published, fetchedAt, zoneless);
    const article: NormalizedItem = {
      guid,
      url,
      fragment: fragmentOf(address ?? ""),
      title: articleTitle,
      summary: title === null && summary === articleTitle ? "" : summary,
      publishedAt: trusted.publishedAt,
      publishedAtFromFeed: trusted.fromFeed,
      updatedAt: trustedUpdatedAt(item.updated, fetchedAt, zoneless),
      author: cleanAuthor(item.author ?? item.inheritedAuthor ?? null),
      imageUrl,
      categories: cleanCategories(item.categories),
    };
    return { item: read, article, skip: null };
  } catch (error) {
    const read: ReadItem = {
      guid: null,
      url: null,
      title: null,
      summary: "",
      publishedAt: null,
      updatedAt: null,
      author: null,
      imageUrl: null,
      categories: [],
    };
    return {
      item: read,
      article: null,
      skip: `unexpected item shape (${error instanceof Error ? error.message.slice(0, 100) : "unknown"})`,
    };
  }
}

/** The first of the dates the feed gives that can be read, in epoch ms. */
function firstDate(values: (string | null)[], zoneless: ZonelessReading): number | null {
  for (const value of values) {
    const ms = typeof value === "string" ? readFeedDate(value, zoneless) : null;
    if (ms !== null) return ms;
  }
  return null;
}
