import type { HeadersFunction } from "@remix-run/node";
import "../first-visit.js";

// The default layout: skip link, page header, the page, footer; a 404 keeps the header.
export { SiteLayout as default, SiteErrorBoundary as ErrorBoundary } from "../components/site/site-frame.js";

/**
 * Having an error boundary makes this route the one whose headers an error answer gets: keep, as
 * the root does, the ones the error page needs (a 429's Retry-After, its no-store).
 */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const kept = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = errorHeaders?.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
};
