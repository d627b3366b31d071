import type { MetaDescriptor } from "@remix-run/node";

/** The site's name as sharing cards and structured data show it. */
export const SITE_NAME = "Rotativa";

/** What a page tells search engines, link previews and feed readers about itself. */
export interface PageSeo {
  title: string;
  description: string;
  /** The page's path with the query parameters that make it a distinct page (e.g. "?antes=…"). */
  path: string;
  /** A picture for link previews (absolute http(s) URL), when the page has one. */
  image?: string | null;
  type?: "website" | "article";
  /** JSON-LD objects (schema.org), each rendered as its own script. */
  jsonLd?: Record<string, unknown>[];
  /** The page's own RSS feed, announced with <link rel="alternate">. */
  rss?: { href: string; title: string };
  /** Pages that must not be indexed (search results, diagnostics). */
  noindex?: boolean;
}

/** Query parameters that make a listing a distinct page; everything else is left out of the canonical URL. */
const CANONICAL_PARAMS = ["antes", "pagina", "categoria", "periodico", "departamento"];

/** A listing page's title with its page number from the second page on: "Política · página 2 · Rotativa". */
export function pagedTitle(title: string, page: number | undefined): string {
  if (!page || page < 2) return title;
  const suffix = ` · ${SITE_NAME}`;
  const base = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  return `${base} · página ${page}${title.endsWith(suffix) ? suffix : ""}`;
}

/** The canonical path of a location: the pathname and the query parameters that matter, in a fixed order. */
export function canonicalPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** An absolute URL on the site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
}

/** The public address from the root loader's data, for meta functions. */
export function siteUrlOf(matches: readonly { id: string; data?: unknown }[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "http://localhost:3000";
}

/** Title, description, canonical link, Open Graph and Twitter card tags, JSON-LD and the RSS link of a page. */
export function seoMeta(siteUrl: string, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, page.path);
  const image = page.image && /^https?:\/\//.test(page.image) ? page.image : null;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "es_CO" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (page.rss)
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: page.rss.title,
      href: absoluteUrl(siteUrl, page.rss.href),
    });
  for (const object of page.jsonLd ?? []) tags.push({ "script:ld+json": object });
  return tags;
}

/** A schema.org BreadcrumbList of named paths, home first. */
export function breadcrumbList(siteUrl: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Inicio", path: "/" }, ...items].map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** Cuts a description at a word boundary near `max` characters, as search results show it. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
