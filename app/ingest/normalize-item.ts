/*
 * ParsedItem → NormalizedItem: plain text, one canonical URL, trusted dates, one good image.
 * Everything here works around what real feeds do: WordPress excerpt trailers, Google News
 * descriptions that repeat the title, Feedburner and WordPress tracking pixels, emoji images,
 * lazy-loaded <img>, Blogger's 72-pixel thumbnails, authors written as e-mail addresses.
 */
import { repairMojibake } from "./decode.js";
import { trustedPublishedAt, trustedUpdatedAt } from "./dates.js";
import { findHtmlImages, summarize, toPlainText } from "./text.js";
import type { NormalizedItem, ParsedItem, RejectedItem } from "./types.js";
import { canonicalizeUrl, isHttpUrl, resolveHttpUrl } from "./url.js";

/** What normalizeItem needs besides the item. */
export interface NormalizeContext {
  feedUrl: string;
  fetchedAt: number;
}

const SUMMARY_MAX = 300;
const TITLE_FROM_SUMMARY_MAX = 120;
const MAX_CATEGORIES = 20;
const MAX_AUTHOR = 200;
const MAX_CATEGORY = 100;
const MAX_GUID = 2048;
/** Declared images narrower than this lose to a picture in the article body (Blogger's s72-c thumbnails). */
const SMALL_IMAGE = 150;

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

/** Text cleaning for titles, summaries, authors and categories: plain text, then mojibake repair when it round-trips. */
function plain(value: string | null | undefined): string {
  if (typeof value !== "string" || value === "") return "";
  // Before decoding (plain text drops the U+FFFD that 'â€\uFFFD' needs) and after (mojibake written as entities).
  const text = toPlainText(repairMojibake(value));
  const repaired = repairMojibake(text);
  return repaired === text ? text : toPlainText(repaired);
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

/** Removes the trailers blog engines append to excerpts ('La entrada … se publicó primero en …', '[…]', 'Leer más'). */
function stripTrailers(text: string): string {
  return text
    .replace(/\s*(?:The post|La entrada|El artículo|La publicación|El post)\s.{1,400}?\s(?:appeared first on|se publicó primero en|apareció primero en|aparece primero en)\s.{1,200}$/isu, "")
    .replace(/\s*\[(?:…|\.\.\.|&hellip;)\]\s*$/u, "…")
    .replace(/\s*(?:Leer más|Seguir leyendo|Sigue leyendo|Continuar leyendo|Lee más|Ver más|Continue reading|Read more)\s*(?:»|→|>>|\.\.\.|…)?\s*$/iu, "")
    .trim();
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
  for (const html of [item.content, item.summary]) {
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

/** Cleans one parsed item into an article, or says why it cannot be one (no usable link, no title). */
export function normalizeItem(item: ParsedItem, context: NormalizeContext): NormalizedItem | RejectedItem {
  try {
    const feedUrl = typeof context?.feedUrl === "string" ? context.feedUrl : "";
    const fetchedAt = Number.isFinite(context?.fetchedAt) ? context.fetchedAt : 0;
    const declaredBase = typeof item.base === "string" ? resolveHttpUrl(item.base, feedUrl) : null;
    const base = declaredBase ?? feedUrl;

    const guidRaw = typeof item.guid === "string" ? item.guid.trim() : "";
    const guid = guidRaw === "" ? null : guidRaw.slice(0, MAX_GUID);
    const link = typeof item.link === "string" ? canonicalizeUrl(item.link, base) : null;
    const url = link ?? (guid && isHttpUrl(guid) ? canonicalizeUrl(guid) : null);
    if (!url) return { rejected: true, reason: "no usable link" };

    let title = plain(item.title);
    const summaryText = stripTrailers(plain(item.summary));
    // The full content can be large: only turn it into text when the summary cannot serve.
    let contentCache: string | null = null;
    const contentText = () => (contentCache ??= stripTrailers(plain(item.content)));
    if (title === "") {
      const source = summaryText || contentText();
      if (source === "") return { rejected: true, reason: "no title" };
      title = summarize(source, TITLE_FROM_SUMMARY_MAX);
    }
    title = summarize(title, SUMMARY_MAX);
    let summary = summaryText !== "" && !repeatsTitle(summaryText, title) ? summaryText : "";
    if (summary === "" && contentText() !== "" && !repeatsTitle(contentText(), title)) summary = contentText();
    summary = summarize(summary, SUMMARY_MAX);

    const dateSource = [item.published, item.updated].find((d) => typeof d === "string" && trustedPublishedAt(d, fetchedAt).fromFeed);
    const published = trustedPublishedAt(dateSource ?? item.published, fetchedAt);

    return {
      guid,
      url,
      title,
      summary,
      publishedAt: published.publishedAt,
      publishedAtFromFeed: published.fromFeed,
      updatedAt: trustedUpdatedAt(item.updated, fetchedAt),
      author: cleanAuthor(item.author),
      // Relative image URLs in article HTML are relative to the article (as Miniflux resolves them), unless xml:base says otherwise.
      imageUrl: chooseImage(item, declaredBase ?? url),
      categories: cleanCategories(item.categories),
    };
  } catch (error) {
    return { rejected: true, reason: `unexpected item shape (${error instanceof Error ? error.message.slice(0, 100) : "unknown"})` };
  }
}
