/* RSS 0.9x/1.0/2.0 and CDF: an item's fields and the channel's, as the reference parser reads them. */
import type { ParsedFeed, ParsedItem } from "./types.js";
import { isHttpUrl } from "./url.js";
import { child, childrenOf, findFirst, type XmlElement } from "./xml-tree.js";
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

/** A guid written as a path ('/2024/05/nota'): a permalink relative to the feed, unlike an opaque token ('12345'). */
const RELATIVE_PATH = /^\.{0,2}\//;

/** Maps an RSS 0.9x/1.0/2.0 item (and a CDF ITEM). */
function mapRssItem(item: XmlElement): ParsedItem {
  const guidElement = child(item, "guid");
  const guidText = text(guidElement);
  const guid = firstText(guidText, text(child(item, "atom:id")), item.attrs["rdf:about"], text(child(item, "dc:identifier")));
  const permaLinkAttr = (guidElement?.attrs.ispermalink ?? "").trim().toLowerCase();
  // RSS 2.0: a guid is a permalink unless isPermaLink="false"; an Atom id always names the entry.
  const guidIsPermaLink = guidText !== null ? permaLinkAttr !== "false" : guid !== null && guid === text(child(item, "atom:id"));

  // The address, in the order: an alternate link, RSS <link>, feedburner:origLink, a
  // permalink guid, an id that is an http(s) URL.
  const linkElements = childrenOf(item, "link");
  const atomStyle = [...childrenOf(item, "atom:link"), ...linkElements.filter((l) => l.attrs.href !== undefined && text(l) === null)];
  let link = alternateLink(atomStyle);
  if (!link) {
    for (const l of linkElements) {
      const value = text(l);
      if (value) {
        link = resolve(value, l.base);
        break;
      }
    }
  }
  if (!link && item.attrs.href) link = resolve(item.attrs.href, item.base);
  const origLinkText = text(child(item, "feedburner:origlink"));
  const origLink = origLinkText ? resolve(origLinkText, item.base) : null;
  link ??= origLink;
  if (
    !link &&
    guidText &&
    guidElement &&
    permaLinkAttr !== "false" &&
    (isHttpUrl(guidText) || permaLinkAttr === "true" || RELATIVE_PATH.test(guidText))
  ) {
    link = resolve(guidText, guidElement.base);
  }
  if (!link) {
    const id = [guidText, text(child(item, "atom:id")), item.attrs["rdf:about"], text(child(item, "dc:identifier"))].find((v) =>
      isHttpUrl(v),
    );
    if (id) link = id.trim();
  }

  const images: ImageRef[] = [];
  mediaImages(item, images);
  enclosureImages(item, images);

  const groups = childrenOf(item, "media:group");
  const summary =
    textConstruct(child(item, "description", "abstract"), "html", false) ??
    textConstruct(child(item, "dc:description", "summary", "atom:summary", "itunes:summary"), "text", false) ??
    textConstruct(child(item, "media:description") ?? groups.map((g) => child(g, "media:description")).find(Boolean), "text", false);
  const content =
    textConstruct(child(item, "content:encoded", "fullitem"), "html", false) ??
    textConstruct(child(item, "xhtml:body", "body"), "html", false) ??
    textConstruct(child(item, "atom:content"), "text", true) ??
    textConstruct(child(item, "content"), "text", false);

  return {
    guid,
    guidIsPermaLink,
    link,
    origLink,
    base: item.base,
    title: textConstruct(
      child(item, "title", "dc:title", "atom:title", "media:title") ?? groups.map((g) => child(g, "media:title")).find(Boolean),
      "text",
      false,
    ),
    summary,
    content,
    published:
      dateOf(
        item,
        "pubdate",
        "dc:date",
        "dcterms:issued",
        "dcterms:created",
        "atom:published",
        "published",
        "atom:issued",
        "issued",
        "dcterms:date",
      ) ?? firstText(item.attrs.lastmod),
    // dc:date is the reference parser's "updated" too (and the published date when nothing else is).
    updated: dateOf(item, "atom:updated", "dcterms:modified", "atom:modified", "modified", "updated", "dc:date"),
    author: authorOf(item),
    // Not the author the reference parser shows, but who wrote it when nothing else says so.
    inheritedAuthor: firstText(text(child(item, "dcterms:creator")), personString(child(item, "dc:contributor"))),
    images,
    categories: categoriesOf(item),
    complete: item.complete,
  };
}

/** The feed's language: the element, Dublin Core, then xml:lang on the channel or root. */
function languageOf(channel: XmlElement, root: XmlElement): string | null {
  // xml:lang spelled as a tag ('en_US' → 'en-US'), as the reference parser does; the elements as written.
  return firstText(text(child(channel, "language")), text(child(channel, "dc:language")), root.lang?.replace(/_/g, "-"));
}

/** A ttl that is a positive number of minutes, or null. */
function ttl(channel: XmlElement): number | null {
  const n = Number(text(child(channel, "ttl")));
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

/** Maps the elements of an RSS-family or CDF document. */
export function mapRss(root: XmlElement, document: XmlElement, format: "rss" | "rdf", warnings: string[]): ParsedFeed {
  const channel = root.local === "channel" ? root : (child(root, "channel") ?? findFirst(root, new Set(["channel"]), 3) ?? root);
  // RSS 1.0 and 0.90 put items beside the channel, RSS 2.0 inside it, sloppy feeds anywhere
  // (after the root, in a second document glued to the first): every item element counts, as the
  // reference parser counts them.
  const itemElements = collect(document, "item");
  const title = textConstruct(child(channel, "title", "dc:title", "atom:title"), "text", false);
  let link = text(child(channel, "link")) ?? channel.attrs.href ?? null;
  if (link) link = resolve(link, channel.base);
  link ??= alternateLink(childrenOf(channel, "atom:link"));
  return {
    format,
    title,
    link,
    language: languageOf(channel, root),
    ttlMinutes: ttl(channel),
    items: items(itemElements, mapRssItem, warnings),
    warnings,
  };
}
