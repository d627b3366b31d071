/*
 * HTML (or text that may hold HTML) → clean plain text, and the images an article body shows.
 * Feeds escape their HTML zero, one or two times, so decoding repeats while entities or tags remain.
 */
import { decodeHTML, decodeHTMLStrict } from "entities";
import { Parser } from "htmlparser2";

/** Elements whose content is never article text. */
const SKIPPED = new Set(["script", "style", "noscript", "iframe", "template", "svg", "math", "head", "object", "embed", "select", "button"]);

/** Inline elements: their boundaries do not separate words ('<b>Bo</b>gotá' stays one word). */
const INLINE = new Set([
  "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "font", "i", "ins", "kbd", "mark",
  "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr",
]);

/** A complete start or end tag, or a comment: what makes a string worth an HTML parse. */
const TAG_RE = /<\/?[A-Za-z][A-Za-z0-9:-]*(?:\s[^<>]*)?\/?>|<!--/;
/** A named or numeric character reference with its semicolon. */
const ENTITY_RE = /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6});/;

/** Extracts the text of an HTML fragment, dropping scripts and styles and turning block boundaries into spaces. */
function extractText(html: string): string {
  const parts: string[] = [];
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipDepth++;
        else if (!INLINE.has(name)) parts.push(" ");
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        else if (!INLINE.has(name)) parts.push(" ");
      },
      ontext(text) {
        if (skipDepth === 0) parts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return parts.join("");
}

/** Invisible and control characters that only get in the way (zero-width, bidi marks, soft hyphen, C0/C1, noncharacters). */
const INVISIBLE_RE =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFD\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Removes invisible characters, collapses whitespace and composes accents (NFC). */
export function cleanText(text: string): string {
  if (typeof text !== "string") return "";
  const cleaned = text
    .replace(INVISIBLE_RE, "")
    .replace(/[\s\u2028\u2029\u0085]+/g, " ")
    .normalize("NFC")
    .trim();
  // What is left of '<' before a letter or '/' would read as a tag: keep the character, break the tag.
  return cleaned.replace(/<(?=[A-Za-z/!?])/g, "< ");
}

/** Turns HTML or text into one line of plain text: tags and scripts removed, entities (also double-escaped) decoded, whitespace collapsed, NFC. */
export function toPlainText(htmlOrText: string): string {
  if (typeof htmlOrText !== "string" || htmlOrText === "") return "";
  let text = htmlOrText;
  // Feeds escape HTML once or twice more than they should ('&amp;lt;p&amp;gt;', '&amp;aacute;'): peel until stable.
  for (let pass = 0; pass < 4; pass++) {
    if (TAG_RE.test(text)) text = extractText(text);
    else if (ENTITY_RE.test(text) || (pass === 0 && text.includes("&"))) text = pass === 0 ? decodeHTML(text) : decodeHTMLStrict(text);
    else break;
  }
  return cleanText(text);
}

/** Cuts plain text to at most `max` characters at a word boundary, ending with '…' when something was cut. */
export function summarize(text: string, max = 300): string {
  if (typeof text !== "string") return "";
  const t = text.trim();
  if (t.length <= max) return t;
  const limit = Math.max(1, Math.floor(max));
  let cut = t.slice(0, limit - 1);
  // Never split a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace >= limit * 0.5) cut = cut.slice(0, lastSpace);
  cut = cut.replace(/[\s,;:.\-–—([«"“'‘/]+$/u, "");
  if (cut === "") cut = t.slice(0, limit - 1).replace(/[\uD800-\uDBFF]$/, "");
  return `${cut}…`;
}

/** An image found in article HTML. */
export interface HtmlImage {
  url: string;
  width: number | null;
  height: number | null;
}

/** Reads an HTML width/height attribute ('300', '300px'), or null. */
function dimension(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : null;
}

/** Lazy-loading attributes WordPress and CMS plugins put the real image in while `src` holds a placeholder. */
const LAZY_ATTRIBUTES = ["data-src", "data-lazy-src", "data-original", "data-url", "data-orig-file", "data-large-file"];

/** Lists the <img> elements of an HTML fragment in document order (at most `limit`), preferring lazy-load sources over placeholders. */
export function findHtmlImages(html: string, limit = 20): HtmlImage[] {
  if (typeof html !== "string" || !/<img/i.test(html)) return [];
  const images: HtmlImage[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== "img" || images.length >= limit) return;
        const src = (attribs.src ?? "").trim();
        const lazy = LAZY_ATTRIBUTES.map((a) => (attribs[a] ?? "").trim()).find((v) => v !== "" && !v.startsWith("data:"));
        const srcset = (attribs.srcset ?? attribs["data-srcset"] ?? "").trim().split(/\s+/)[0] ?? "";
        const url = lazy ?? (src !== "" && !src.startsWith("data:") ? src : srcset);
        if (url) images.push({ url, width: dimension(attribs.width), height: dimension(attribs.height) });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return images;
}
