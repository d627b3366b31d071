/*
 * How long pages may be kept by browsers and shared caches. Listings change by the minute;
 * article pages barely change; the contact form, diagnostics and a reader's saved articles are never shared.
 */

/** Cache-Control of the listing pages (and anything not named below). */
export const LISTING_CACHE = "max-age=30, stale-while-revalidate=300";
/** Cache-Control of article pages: an article's page changes only when the newspaper corrects it. */
export const ARTICLE_CACHE = "max-age=300, stale-while-revalidate=3600";

/**
 * The Cache-Control of a page answered 200, for a request with or without cookies. A reader with
 * cookies (a chosen colour mode, a toast waiting) gets a page rendered for them: `private`, so
 * that no shared cache hands it to someone else (and `Vary: Cookie` is sent with every page).
 */
export function pageCacheControl(pathname: string, personal: boolean): string {
  // A page's data (Remix's .data, the public API's /_payload.json) is cached like the page.
  const path = pathname.replace(/(?:\.data|\/_payload\.json)$/, "") || "/";
  if (path === "/test" || path.startsWith("/contacto") || path.startsWith("/accion/")) return "private, no-store";
  // One reader's saved articles: never kept by anyone.
  if (path === "/guardadas") return "private, no-store";
  const scope = personal ? "private" : "public";
  if (/^\/articulos\/[^/]+$/.test(path)) return `${scope}, ${ARTICLE_CACHE}`;
  return `${scope}, ${LISTING_CACHE}`;
}
