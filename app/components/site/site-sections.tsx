import { useLocation } from "@remix-run/react";
import { CardLinks, ListLink } from "../card-link.js";

/** The site's main sections, in the order every navigation shows them. */
export const SECTIONS: readonly { to: string; label: string; end?: boolean }[] = [
  { to: "/", label: "Inicio", end: true },
  { to: "/ultima-hora", label: "Última hora" },
  { to: "/ultimo-dia", label: "Último día" },
  { to: "/ultima-semana", label: "Última semana" },
  { to: "/categorias", label: "Categorías" },
  { to: "/periodicos", label: "Periódicos" },
  { to: "/departamentos", label: "Departamentos" },
  { to: "/todas-las-noticias", label: "Todas las noticias" },
];

/** The section a path belongs to (the longest matching prefix), for the phone menu's summary. */
export function sectionOf(pathname: string): (typeof SECTIONS)[number] | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return SECTIONS.find((section) => (section.end ? path === section.to : path === section.to || path.startsWith(`${section.to}/`)));
}

/**
 * The sections as a list of links, the current one marked with aria-current: the markup of
 * Remix's <NavLink> (its "active" class; no style reads its "pending" one, left out), prefetched
 * on intent, but one location and one set of handlers for the eight links (CardLinks) instead of
 * NavLink's dozen hooks and URL parse per link (the header and footer show 24 of them per page).
 */
export function SectionLinks({ className }: { className?: string }) {
  // Paths match without regard to case, as NavLink (and Remix's routes) match them.
  const here = sectionOf(useLocation().pathname.toLowerCase());
  return (
    <CardLinks>
      <ul className={className}>
        {SECTIONS.map((item) => {
          const active = item === here;
          return (
            <li key={item.to}>
              <ListLink to={item.to} prefetch="intent" current={active ? "page" : undefined} className={active ? "active" : ""}>
                {item.label}
              </ListLink>
            </li>
          );
        })}
      </ul>
    </CardLinks>
  );
}

/**
 * The main navigation: a bar that wraps on wide screens, and on phones a "Secciones" disclosure
 * (a native <details>, so it opens without JavaScript) naming the section the reader is in.
 */
export function MainNavigation() {
  const { pathname } = useLocation();
  const here = sectionOf(pathname);
  return (
    <nav aria-label="Principal" className="site-nav">
      <SectionLinks className="site-nav-bar" />
      {/* Keyed by the path: a client-side navigation closes the menu, as a new page would. */}
      <details className="site-menu" key={pathname}>
        <summary>
          <span className="site-menu-label">Secciones</span>
          {here ? <span className="site-menu-here">{here.label}</span> : null}
        </summary>
        <SectionLinks className="site-menu-list" />
      </details>
    </nav>
  );
}
