import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { browserHandles } from "../card-link.js";
import { useIntentPrefetches } from "./intent-prefetch.js";

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

/** Whether `pathname` (lower case) is in the section, as NavLink matches (`end`: only the path itself). */
function inSection(pathname: string, section: (typeof SECTIONS)[number]): boolean {
  return pathname === section.to || (!section.end && pathname.startsWith(section.to) && pathname.charAt(section.to.length) === "/");
}

/**
 * The sections as a list of links, the current one marked with aria-current: the markup of
 * Remix's <NavLink> ("active" and "pending" classes as it gives them), prefetched on intent, but
 * one location, one navigation and one set of handlers for the eight links instead of NavLink's
 * dozen hooks and URL parse per link (the header and footer show 24 of them on every page).
 */
export function SectionLinks({ className }: { className?: string }) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { handlers, prefetch } = useIntentPrefetches();
  const here = location.pathname.toLowerCase();
  const next = navigation.location?.pathname.toLowerCase() ?? null;
  const current = `${location.pathname}${location.search}${location.hash}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const to = event.currentTarget.getAttribute("href");
    if (browserHandles(event) || to === null) return;
    event.preventDefault();
    // As <Link>: the page already shown is replaced, not stacked.
    navigate(to, { replace: current === to });
  };
  return (
    <>
      <ul className={className}>
        {SECTIONS.map((item) => {
          const active = inSection(here, item);
          const pending = next !== null && inSection(next, item);
          return (
            <li key={item.to}>
              <a
                data-discover="true"
                aria-current={active ? "page" : undefined}
                className={active ? (pending ? "active pending" : "active") : pending ? "pending" : ""}
                href={item.to}
                onClick={onClick}
                {...handlers}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
      {prefetch}
    </>
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
