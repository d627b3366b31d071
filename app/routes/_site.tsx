import type { HeadersFunction } from "@remix-run/node";
import { lazy } from "react";
import "../first-visit.js";
import { SiteErrorBoundary } from "../components/site/site-frame.js";

// The default layout: skip link, page header, the page, footer; a 404 keeps the header.
export { SiteLayout as default } from "../components/site/site-frame.js";

/** The 404 page, loaded when a 404 is shown (app/not-found-entry.ts). */
const NotFoundPage = lazy(() => import("../not-found-entry.js").then((module) => ({ default: module.NotFoundPage })));

export function ErrorBoundary() {
  return <SiteErrorBoundary NotFoundPage={NotFoundPage} />;
}

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
