/*
 * Writes generated items as RSS 2.0, Atom 1.0, RSS 1.0 (RDF) or JSON Feed 1.1 bytes, plus the
 * deliberately broken variants (malformed, truncated) the newsroom serves to test a parser.
 */
import { type DateStyle, type FeedFormat, type GuidStyle } from "./catalog.js";
import { type GeneratedItem } from "./news-generator.js";

/** Everything needed to write one feed document. */
export interface FeedDocument {
  format: FeedFormat;
  title: string;
  description: string;
  /** The newspaper's home page, with a trailing slash. */
  siteUrl: string;
  feedUrl: string;
  items: GeneratedItem[];
  /** The feed's last change (the newest item's date), epoch ms. */
  updated: number;
  guidStyle: GuidStyle;
  dateStyle?: DateStyle;
  ttl?: number;
  escapedHtml?: boolean;
  xmlBase?: boolean;
  bom?: boolean;
  /** Write ISO-8859-1 bytes instead of UTF-8. */
  latin1?: boolean;
  /** Image size in bytes, for RSS enclosures. */
  imageLength?: (item: GeneratedItem) => number;
  /** Use <enclosure> instead of <media:content> for images (RSS 2.0). */
  enclosures?: boolean;
}

const EN_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ES_DAYS = ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"];
const ES_MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"];
const BOGOTA_OFFSET_MS = -5 * 3_600_000;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Formats an instant the way a feed's date style asks (RSS dates). */
export function formatFeedDate(epochMs: number, style: DateStyle = "rfc822"): string {
  if (style === "rfc822-gmt") return new Date(epochMs).toUTCString();
  const d = new Date(epochMs + BOGOTA_OFFSET_MS);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const day = d.getUTCDay();
  const month = d.getUTCMonth();
  const date = `${pad(d.getUTCDate())}`;
  switch (style) {
    case "rfc822-no-weekday":
      return `${date} ${EN_MONTHS[month]} ${d.getUTCFullYear()} ${time} -0500`;
    case "spanish":
      return `${ES_DAYS[day]}, ${date} ${ES_MONTHS[month]} ${d.getUTCFullYear()} ${time} -0500`;
    case "iso-local":
      return `${d.getUTCFullYear()}-${pad(month + 1)}-${date} ${time}`;
    default:
      return `${EN_DAYS[day]}, ${date} ${EN_MONTHS[month]} ${d.getUTCFullYear()} ${time} -0500`;
  }
}

/** RFC 3339 in Colombian time ("2025-03-14T09:46:50-05:00"), for Atom, RDF and JSON Feed. */
export function rfc3339Bogota(epochMs: number): string {
  const d = new Date(epochMs + BOGOTA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}-05:00`;
}

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Escapes text for XML and turns characters outside Latin-1 into character references. */
function escapeLatin1(text: string): string {
  let out = "";
  for (const ch of escapeXml(text)) {
    const code = ch.codePointAt(0) ?? 0x3f;
    out += code > 0xff ? `&#${code};` : ch;
  }
  return out;
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

/** Encodes a written document as bytes: Latin-1 or UTF-8, with an optional byte order mark. */
function toBytes(text: string, doc: FeedDocument): Buffer {
  if (doc.latin1) return Buffer.from(text, "latin1");
  const body = Buffer.from(text, "utf8");
  return doc.bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
}

function rss2(doc: FeedDocument): string {
  const esc = doc.latin1 ? escapeLatin1 : escapeXml;
  // Latin-1 feeds cannot carry characters above U+00FF inside CDATA, so they escape everything.
  const rich = (html: string): string => (doc.latin1 || doc.escapedHtml ? esc(html) : cdata(html));
  const lines: string[] = [
    `<?xml version="1.0" encoding="${doc.latin1 ? "ISO-8859-1" : "UTF-8"}"?>`,
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${esc(doc.title)}</title>`,
    `<link>${esc(doc.siteUrl)}</link>`,
    `<description>${esc(doc.description)}</description>`,
    "<language>es-CO</language>",
    `<lastBuildDate>${esc(formatFeedDate(doc.updated, doc.dateStyle === "iso-local" ? "rfc822" : doc.dateStyle))}</lastBuildDate>`,
    `<atom:link href="${esc(doc.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    "<generator>Rotativa demo newsroom</generator>",
  ];
  if (doc.ttl !== undefined) lines.push(`<ttl>${doc.ttl}</ttl>`);
  for (const item of doc.items) {
    lines.push("<item>");
    lines.push(`<title>${esc(item.title)}</title>`);
    lines.push(`<link>${esc(item.url)}</link>`);
    lines.push(`<guid isPermaLink="${item.guidIsPermalink ? "true" : "false"}">${esc(item.guid)}</guid>`);
    lines.push(`<pubDate>${esc(formatFeedDate(item.publishedAt, doc.dateStyle))}</pubDate>`);
    if (item.author) lines.push(`<dc:creator>${esc(item.author)}</dc:creator>`);
    for (const tag of item.tags) lines.push(`<category>${esc(tag)}</category>`);
    const description = doc.escapedHtml ? `<p>${escapeXml(item.summary)}</p>` : item.summary;
    lines.push(`<description>${doc.escapedHtml ? esc(description) : rich(description)}</description>`);
    if (item.contentHtml) lines.push(`<content:encoded>${rich(item.contentHtml)}</content:encoded>`);
    if (item.image) {
      if (doc.enclosures) {
        const length = doc.imageLength?.(item) ?? 0;
        lines.push(`<enclosure url="${esc(item.image.url)}" length="${length}" type="${item.image.type}"/>`);
      } else {
        lines.push(
          `<media:content url="${esc(item.image.url)}" medium="image" type="${item.image.type}" width="${item.image.width}" height="${item.image.height}"><media:description>${esc(item.image.alt)}</media:description></media:content>`,
        );
      }
    }
    lines.push("</item>");
  }
  lines.push("</channel>", "</rss>", "");
  return lines.join("\n");
}

function relativeTo(base: string, url: string): string {
  return url.startsWith(base) ? url.slice(base.length) : url;
}

function atom(doc: FeedDocument): string {
  const link = (url: string): string => (doc.xmlBase ? relativeTo(doc.siteUrl, url) : url);
  const lines: string[] = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="es-CO"${doc.xmlBase ? ` xml:base="${escapeXml(doc.siteUrl)}"` : ""}>`,
    `<title type="text">${escapeXml(doc.title)}</title>`,
    `<subtitle type="text">${escapeXml(doc.description)}</subtitle>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(link(doc.siteUrl) || "./")}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(link(doc.feedUrl))}"/>`,
    `<id>${escapeXml(doc.feedUrl)}</id>`,
    `<updated>${rfc3339Bogota(doc.updated)}</updated>`,
    `<author><name>${escapeXml(doc.title)}</name></author>`,
    "<generator>Rotativa demo newsroom</generator>",
  ];
  for (const item of doc.items) {
    lines.push("<entry>");
    lines.push(`<title type="text">${escapeXml(item.title)}</title>`);
    lines.push(`<link rel="alternate" type="text/html" href="${escapeXml(link(item.url))}"/>`);
    lines.push(`<id>${escapeXml(doc.guidStyle === "urn" ? item.guid : item.url)}</id>`);
    lines.push(`<published>${rfc3339Bogota(item.publishedAt)}</published>`);
    lines.push(`<updated>${rfc3339Bogota(item.publishedAt)}</updated>`);
    if (item.author) lines.push(`<author><name>${escapeXml(item.author)}</name></author>`);
    for (const tag of item.tags) lines.push(`<category term="${escapeXml(tag)}"/>`);
    lines.push(`<summary type="text">${escapeXml(item.summary)}</summary>`);
    if (item.contentHtml) lines.push(`<content type="html">${escapeXml(item.contentHtml)}</content>`);
    if (item.image) {
      lines.push(`<link rel="enclosure" type="${item.image.type}" href="${escapeXml(link(item.image.url))}"/>`);
      lines.push(`<media:thumbnail url="${escapeXml(item.image.url)}" width="${item.image.width}" height="${item.image.height}"/>`);
    }
    lines.push("</entry>");
  }
  lines.push("</feed>", "");
  return lines.join("\n");
}

function rdf(doc: FeedDocument): string {
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/">',
    `<channel rdf:about="${escapeXml(doc.feedUrl)}">`,
    `<title>${escapeXml(doc.title)}</title>`,
    `<link>${escapeXml(doc.siteUrl)}</link>`,
    `<description>${escapeXml(doc.description)}</description>`,
    "<dc:language>es-co</dc:language>",
    `<dc:date>${rfc3339Bogota(doc.updated)}</dc:date>`,
    "<sy:updatePeriod>hourly</sy:updatePeriod>",
    "<sy:updateFrequency>4</sy:updateFrequency>",
    "<items>",
    "<rdf:Seq>",
    ...doc.items.map((item) => `<rdf:li rdf:resource="${escapeXml(item.url)}"/>`),
    "</rdf:Seq>",
    "</items>",
    "</channel>",
  ];
  for (const item of doc.items) {
    lines.push(`<item rdf:about="${escapeXml(item.url)}">`);
    lines.push(`<title>${escapeXml(item.title)}</title>`);
    lines.push(`<link>${escapeXml(item.url)}</link>`);
    lines.push(`<description>${escapeXml(item.summary)}</description>`);
    lines.push(`<dc:date>${rfc3339Bogota(item.publishedAt)}</dc:date>`);
    if (item.author) lines.push(`<dc:creator>${escapeXml(item.author)}</dc:creator>`);
    for (const tag of item.tags) lines.push(`<dc:subject>${escapeXml(tag)}</dc:subject>`);
    if (item.contentHtml) lines.push(`<content:encoded>${cdata(item.contentHtml)}</content:encoded>`);
    lines.push("</item>");
  }
  lines.push("</rdf:RDF>", "");
  return lines.join("\n");
}

function jsonFeed(doc: FeedDocument): string {
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: doc.title,
    home_page_url: doc.siteUrl,
    feed_url: doc.feedUrl,
    description: doc.description,
    language: "es-CO",
    authors: [{ name: doc.title }],
    items: doc.items.map((item) => ({
      id: item.guid,
      url: item.url,
      title: item.title,
      summary: item.summary,
      ...(item.contentHtml ? { content_html: item.contentHtml } : { content_text: item.summary }),
      ...(item.image ? { image: item.image.url } : {}),
      date_published: rfc3339Bogota(item.publishedAt),
      ...(item.author ? { authors: [{ name: item.author }] } : {}),
      tags: item.tags,
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** Writes a feed document as the bytes a server would send. */
export function renderFeed(doc: FeedDocument): Buffer {
  switch (doc.format) {
    case "atom":
      return toBytes(atom(doc), doc);
    case "rdf":
      return toBytes(rdf(doc), doc);
    case "json":
      return toBytes(jsonFeed(doc), doc);
    default:
      return toBytes(rss2(doc), doc);
  }
}

/**
 * Writes an RSS 2.0 document the way a careless CMS does: bare ampersands, raw HTML in
 * descriptions with unclosed tags, and an item whose title is never closed.
 */
export function renderMalformedRss(doc: FeedDocument): Buffer {
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    "<channel>",
    `<title>${doc.title} & la Amazonía</title>`,
    `<link>${doc.siteUrl}?utm_source=rss&utm_medium=feed</link>`,
    `<description>${doc.description}</description>`,
    `<lastBuildDate>${formatFeedDate(doc.updated)}</lastBuildDate>`,
  ];
  doc.items.forEach((item, index) => {
    lines.push("<item>");
    lines.push(index === 2 ? `<title>${item.title}` : `<title>${item.title} & más</title>`);
    lines.push(`<link>${item.url}?utm_source=rss&utm_campaign=portada</link>`);
    lines.push(`<pubDate>${formatFeedDate(item.publishedAt)}</pubDate>`);
    lines.push(`<description><p>${item.summary}<br><b>Lea más</description>`);
    lines.push("</item>");
  });
  lines.push("</channel>", "</rss>", "");
  return Buffer.from(lines.join("\n"), "utf8");
}

/** Cuts a well-formed document in the middle, as a dropped connection or a full disk would. */
export function truncateDocument(bytes: Buffer): Buffer {
  const cut = Math.floor(bytes.length * 0.6);
  const text = bytes.subarray(0, cut).toString("utf8");
  // Make sure the cut lands inside a tag, after the opening "<" of the next element.
  const lastOpen = text.lastIndexOf("<");
  return Buffer.from(text.slice(0, lastOpen + 4), "utf8");
}
