/*
 * Feed text → clean plain text, and the images an article body shows. A value is typed by the
 * feed (text or HTML, see parse-feed.ts): plain text is only cleaned; HTML is read as a browser
 * would show it, the way feedparser's sanitizer leaves it: tags dropped, script, style and applet
 * contents dropped, entities decoded once. HTML that was escaped once more than it should be
 * (a CMS encoding already-encoded markup) is read once more.
 */
import { decodeHTML } from "entities";
import { Parser } from "htmlparser2";
import type { FeedText } from "./types.js";

/** Elements whose content is never text a reader sees (feedparser's sanitizer drops these with their content). */
const SKIPPED = new Set(["script", "style", "applet"]);

/** Inline elements: their boundaries do not separate words ('<b>Bo</b>gotá' stays one word). */
const INLINE = new Set([
  "a",
  "abbr",
  "acronym",
  "b",
  "bdi",
  "bdo",
  "big",
  "blink",
  "cite",
  "code",
  "data",
  "del",
  "dfn",
  "em",
  "font",
  "i",
  "ins",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "time",
  "tt",
  "u",
  "var",
  "wbr",
]);

/**
 * HTML elements feedparser's sanitizer keeps: text that only uses these (and known entities) is
 * HTML even where a format says plain text (an RSS title with `&lt;b&gt;`).
 */
export const HTML_ELEMENTS: ReadonlySet<string> = new Set(
  (
    "a abbr acronym address area article aside audio b big blockquote br button canvas caption center cite code col colgroup " +
    "command datagrid datalist dd del details dfn dialog dir div dl dt em event-source fieldset figcaption figure footer font form " +
    "header h1 h2 h3 h4 h5 h6 hr i img input ins keygen kbd label legend li m map menu meter multicol nav nextid ol output optgroup " +
    "option p pre progress q s samp section select small sound source spacer span strike strong sub sup table tbody td textarea time " +
    "tfoot th thead tr tt u ul var video noscript"
  ).split(" "),
);

/** Elements a double-escaped fragment may also hold, which feedparser would drop but are still markup, not text. */
const DROPPED_ELEMENTS = new Set([
  "script",
  "style",
  "applet",
  "iframe",
  "object",
  "embed",
  "html",
  "body",
  "head",
  "title",
  "link",
  "meta",
]);

/**
 * Whether text is really HTML: it closes a tag or names an entity, and every tag and entity is a
 * known HTML one (feedparser's test, which also decides whether an RSS title is HTML).
 */
export function looksLikeHtml(value: string, elements: ReadonlySet<string> = HTML_ELEMENTS): boolean {
  if (!/<\/\w+>/.test(value) && !/&#?\w+;/.test(value)) return false;
  for (const m of value.matchAll(/<\/?(\w+)/g)) if (!elements.has((m[1] as string).toLowerCase())) return false;
  for (const m of value.matchAll(/&(\w+);/g)) if (decodeHTML(m[0]) === m[0]) return false;
  return true;
}

/** Known elements for recognising a double-escaped fragment. */
const ESCAPED_ELEMENTS: ReadonlySet<string> = new Set([...HTML_ELEMENTS, ...DROPPED_ELEMENTS]);

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
  // HTML reads title, textarea and xmp as raw text; the reference parser's sanitizer reads the
  // markup inside them as markup: renamed so that htmlparser2 parses inside them too.
  parser.write(HAS_RAW_TEXT_ELEMENT.test(html) ? html.replace(RAW_TEXT_ELEMENTS, "<$1rotativa-$2") : html);
  parser.end();
  return parts.join("");
}

/** Start and end tags of the elements HTML reads as raw text, script and style aside. */
const RAW_TEXT_ELEMENTS = /<(\/?)(title|textarea|xmp|noembed|noframes|plaintext)(?=[\s/>])/gi;
const HAS_RAW_TEXT_ELEMENT = /<\/?(?:title|textarea|xmp|noembed|noframes|plaintext)(?=[\s/>])/i;

/** Invisible and control characters that only get in the way (zero-width, bidi marks, soft hyphen, C0/C1, noncharacters). */
const INVISIBLE_RE =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFD\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * C1 control characters stand for windows-1252's printable ones in text that went through a
 * Latin-1 decoder (U+0093 for '“'): read as windows-1252, as the reference parser maps them.
 * The five codes windows-1252 leaves undefined stay controls (removed below).
 */
const CP1252_C1: Record<string, string> = {
  "\u0080": "€",
  "\u0082": "‚",
  "\u0083": "ƒ",
  "\u0084": "„",
  "\u0085": "…",
  "\u0086": "†",
  "\u0087": "‡",
  "\u0088": "ˆ",
  "\u0089": "‰",
  "\u008A": "Š",
  "\u008B": "‹",
  "\u008C": "Œ",
  "\u008E": "Ž",
  "\u0091": "‘",
  "\u0092": "’",
  "\u0093": "“",
  "\u0094": "”",
  "\u0095": "•",
  "\u0096": "–",
  "\u0097": "—",
  "\u0098": "˜",
  "\u0099": "™",
  "\u009A": "š",
  "\u009B": "›",
  "\u009C": "œ",
  "\u009E": "ž",
  "\u009F": "Ÿ",
};

/** Removes invisible characters, collapses whitespace and composes accents (NFC). */
export function cleanText(text: string): string {
  if (typeof text !== "string") return "";
  // Each step only when it has something to change: most text needs none of them.
  let out = /[\u0080-\u009F]/.test(text) ? text.replace(/[\u0080-\u009F]/g, (c) => CP1252_C1[c] ?? c) : text;
  out = out.replace(INVISIBLE_RE, "").replace(SPACES_TO_COLLAPSE, " ");
  // Nothing below U+0300 changes under NFC (no combining mark, no singleton).
  if (/[\u0300-\uFFFF]/.test(out)) out = out.normalize("NFC");
  return out.trim();
}

/** Whitespace that is not already one plain space: runs, tabs, newlines, no-break and other spaces. */
const SPACES_TO_COLLAPSE = /[\s\u2028\u2029\u0085]{2,}|[^\S ]/g;

/** The text an HTML fragment shows: tags and scripts removed, entities decoded once, whitespace collapsed, NFC. */
export function htmlToText(html: string): string {
  if (typeof html !== "string" || html === "") return "";
  if (!html.includes("<")) return cleanText(html.includes("&") ? decodeHTML(html) : html);
  return cleanText(extractText(html));
}

/**
 * The plain text of a typed feed value, as the feed says it: HTML read as a browser shows it
 * (the reference parser's sanitizing: script, style and applet dropped with their content, other
 * markup dropped, entities decoded once); plain text taken as written ('1 < 2', 'History of the
 * <blink> tag').
 */
export function feedTextToPlain(value: FeedText | null | undefined): string {
  if (!value || typeof value.value !== "string") return "";
  return value.type === "text" ? cleanText(value.value) : htmlToText(value.value);
}

/**
 * The text readers are shown: feedTextToPlain, with text that holds HTML read as HTML, and HTML
 * whose text still holds markup or entity references ('&amp;lt;p&amp;gt;', '&amp;aacute;':
 * escaped twice by its CMS) read once more.
 */
export function readableText(value: FeedText | null | undefined): string {
  if (!value || typeof value.value !== "string") return "";
  // Plain text holding HTML (a CMS that put markup in a text field, an attack) is read as HTML
  // for readers; 'History of the <blink> tag' and '1 < 2' stay as written.
  const html =
    value.type === "html" || (value.value.includes("<") && (looksLikeHtml(value.value, ESCAPED_ELEMENTS) || MARKUP_TAG.test(value.value)));
  const text = html ? htmlToText(value.value) : cleanText(value.value);
  if (!html) return text;
  return (text.includes("<") || text.includes("&")) && looksLikeHtml(text, ESCAPED_ELEMENTS) ? htmlToText(text) : text;
}

/** A feed value read both ways: as the feed says it (feedTextToPlain) and as readers are shown it (readableText). */
export interface FeedTextReadings {
  said: string;
  readable: string;
}

/** Reads a typed feed value both ways at the cost of one: the HTML is parsed once when both readings agree on it. */
export function readFeedText(value: FeedText | null | undefined): FeedTextReadings {
  if (!value || typeof value.value !== "string" || value.value === "") return { said: "", readable: "" };
  const said = feedTextToPlain(value);
  if (value.type === "text") {
    const markup = value.value.includes("<") && (looksLikeHtml(value.value, ESCAPED_ELEMENTS) || MARKUP_TAG.test(value.value));
    return { said, readable: markup ? readableText(value) : said };
  }
  const again = (said.includes("<") || said.includes("&")) && looksLikeHtml(said, ESCAPED_ELEMENTS);
  return { said, readable: again ? htmlToText(said) : said };
}

/** Tags that never belong in plain text: a value holding one was written as HTML. */
const MARKUP_TAG =
  /<\/?(?:script|style|iframe|object|embed|applet|svg|math|img|body|html|head|meta|link|base|form|input|button|textarea|frameset|frame)\b/i;

/** Turns HTML (or text that may hold HTML) into one line of plain text; for values whose type is unknown. */
export function toPlainText(htmlOrText: string): string {
  return readableText({ type: "html", value: htmlOrText });
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
