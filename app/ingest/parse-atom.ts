/* Atom 1.0/0.3: an entry's fields and the feed's, as the reference parser reads them. */
import type { ParsedFeed, ParsedItem } from "./types.js";
import { isHttpUrl } from "./url.js";
import { child, childrenOf, textOf, type XmlElement } from "./xml-tree.js";
import {
  alternateLink,
  authorOf,
  categoriesOf,
  collect,
  dateOf,
  enclosureImages,
  firstText,
  type ImageRef,
  items,
  mediaImages,
  personString,
  resolve,
  text,
  textConstruct,
} from "./feed-item-fields.js";

/** Maps an Atom 1.0/0.3 entry; `feedAuthor` is what it inherits when it names no author (RFC 4287 §4.2.1). */
function mapAtomEntry(entry: XmlElement, feedAuthor: string | null): ParsedItem {
  const images: ImageRef[] = [];
  mediaImages(entry, images);
  enclosureImages(entry, images);
  const contentElement = child(entry, "content", "atom:content");
  const content = contentElement?.attrs.src && textOf(contentElement).trim() === "" ? null : textConstruct(contentElement, "text", true);
  const id = text(child(entry, "id", "atom:id"));
  const links = childrenOf(entry, "link", "atom:link");
  let link = alternateLink(links);
  const origLinkText = text(child(entry, "feedburner:origlink"));
  const origLink = origLinkText ? resolve(origLinkText, entry.base) : null;
  link ??= origLink;
  if (!link && id && isHttpUrl(id)) link = id;
  const groups = childrenOf(entry, "media:group");
  const source = child(entry, "source", "atom:source");
  return {
    guid: id,
    guidIsPermaLink: id !== null,
    link,
    origLink,
    base: entry.base,
    title: textConstruct(child(entry, "title", "atom:title", "dc:title"), "text", true),
    summary:
      textConstruct(child(entry, "summary", "atom:summary"), "text", true) ??
      textConstruct(child(entry, "dc:description", "description", "atom:description"), "text", true) ??
      textConstruct(child(entry, "media:description") ?? groups.map((g) => child(g, "media:description")).find(Boolean), "text", true),
    content: content ?? textConstruct(child(entry, "content:encoded"), "html", false),
    published: dateOf(
      entry,
      "published",
      "atom:published",
      "issued",
      "atom:issued",
      "created",
      "atom:created",
      "dc:date",
      "dcterms:issued",
      "dcterms:created",
    ),
    updated: dateOf(entry, "updated", "atom:updated", "modified", "atom:modified", "dcterms:modified", "dc:date"),
    author: authorOf(entry),
    inheritedAuthor: firstText(source ? personString(child(source, "author", "atom:author")) : null, feedAuthor),
    images,
    categories: categoriesOf(entry),
    complete: entry.complete,
  };
}

/** Maps an Atom document. */
export function mapAtom(feed: XmlElement, document: XmlElement, warnings: string[]): ParsedFeed {
  const entries = collect(document, "entry");
  const feedAuthor = personString(child(feed, "author", "atom:author"));
  const id = text(child(feed, "id", "atom:id"));
  return {
    format: "atom",
    title: textConstruct(child(feed, "title", "atom:title"), "text", true),
    // A feed without an alternate link is named by its id when that is an http(s) URL (as the reference parser takes it).
    link: alternateLink(childrenOf(feed, "link", "atom:link")) ?? (id && isHttpUrl(id) ? resolve(id, feed.base) : null),
    language: firstText(text(child(feed, "dc:language")), feed.lang?.replace(/_/g, "-")),
    ttlMinutes: null,
    items: items(entries, (entry) => mapAtomEntry(entry, feedAuthor), warnings),
    warnings,
  };
}
