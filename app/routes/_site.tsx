import type { HeadersFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { NotFoundPage } from "../components/not-found-page.js";
import { SiteFooter } from "../components/site/site-footer.js";
import { SiteHeader } from "../components/site/site-header.js";
import type { NotFoundHelp } from "../pages/not-found.js";
import "../first-visit.js";

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

/** The default layout's frame: skip link, page header, the content, footer. */
function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** The default layout: skip link, page header, the page, footer. */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * A 404 under the default layout keeps the site header and offers a way on (app/components/
 * not-found-page.tsx); every other error goes on to the root's error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const help = (error.data ?? null) as Partial<NotFoundHelp> | null;
  return (
    <SiteFrame>
      <NotFoundPage error={error} suggestions={Array.isArray(help?.suggestions) ? help.suggestions : []} />
    </SiteFrame>
  );
}
