import { Outlet } from "@remix-run/react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

/** The default layout: skip link, page header, the page, footer. */
export default function SiteLayout() {
  return (
    <>
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="contenido" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
