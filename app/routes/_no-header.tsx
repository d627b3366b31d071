import { Outlet } from "@remix-run/react";
import { SiteFooter } from "../components/site/site-footer.js";
import "../first-visit.js";

/** The 'no-header' layout of the specification: the page alone, with the footer (and its way on) under it. */
export default function NoHeaderLayout() {
  return (
    <>
      <main id="contenido" className="no-header-main">
        <Outlet />
      </main>
      <SiteFooter withNavigation />
    </>
  );
}
