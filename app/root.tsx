import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/react";
import type { ReactNode } from "react";
import { reachedByNavigation } from "./client/hydration.js";
import { type RootData, RootLayout } from "./components/site/document.js";
import { describeError } from "./text/errors.js";
import "./first-visit.js";
import styles from "./styles/site.css";

// The document, the root layout, the page and the error page: first-visit code (issue 28).
export { App as default, ErrorBoundary } from "./components/site/document.js";

/** The document around every page and error page, with the site's stylesheet. */
export function Layout({ children }: { children: ReactNode }) {
  return <RootLayout stylesheet={styles}>{children}</RootLayout>;
}

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "search", type: "application/opensearchdescription+xml", title: "Rotativa", href: "/opensearch.xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { getTheme } = await context.themeSessions(request);
  // Toasts left by a redirect (e.g. the contact form's confirmation) are shown once, then cleared.
  const { toasts, setCookie } = await context.flash.take(request);
  const body: RootData = {
    theme: getTheme(),
    toasts,
    buildCheckIntervalMs: context.config.buildCheckIntervalMs,
    siteUrl: context.config.siteUrl,
  };
  return data(body, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/**
 * The error page renders in this route's boundary, so only this function sees the headers of a
 * response a route threw: keep the ones the error page needs (a 429's Retry-After, its no-store).
 */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const kept = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = errorHeaders?.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
};

export const meta: MetaFunction = ({ error, location }) => {
  if (error) {
    return [{ title: describeError(error, location.pathname, reachedByNavigation(location.key)).title }];
  }
  return [
    { title: "Rotativa · Noticias de Colombia" },
    { name: "description", content: "Las noticias de los periódicos nacionales y regionales de Colombia, en un solo lugar." },
  ];
};
