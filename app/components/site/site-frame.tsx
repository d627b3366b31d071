import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { type ComponentType, type ReactNode, Suspense } from "react";
import type { NotFoundHelp, Suggestion } from "../../pages/not-found.js";
import { SiteFooter } from "./site-footer.js";
import { SiteHeader } from "./site-header.js";

/*
 * The default layout (app/routes/_site.tsx exports it): first-visit code, compressed with React's
 * chunk instead of in the route's own file (issue 28).
 */

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
export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * A 404 under the default layout keeps the site header and offers a way on (app/components/
 * not-found-page.tsx); every other error goes on to the root's error page. The 404 page comes from
 * the route, loaded on demand (issue 28): a page served as a 404 keeps the server's markup until its
 * module is here, then hydrates; a navigation to a missing page shows it once its module arrives.
 */
export function SiteErrorBoundary({ NotFoundPage }: { NotFoundPage: ComponentType<{ error: unknown; suggestions: Suggestion[] }> }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const help = (error.data ?? null) as Partial<NotFoundHelp> | null;
  return (
    <SiteFrame>
      <Suspense fallback={null}>
        <NotFoundPage error={error} suggestions={Array.isArray(help?.suggestions) ? help.suggestions : []} />
      </Suspense>
    </SiteFrame>
  );
}
