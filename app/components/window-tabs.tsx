import { useLocation } from "@remix-run/react";
import { CardLinks, ListLink } from "./card-link.js";
import { WINDOW_SLUGS, WINDOWS } from "../text/windows.js";

/**
 * Todo · Última hora · Último día · Última semana for one listing (plus any extra tabs, such as
 * a department's Titulares), the one for the current URL marked with aria-current.
 */
export function WindowTabs({
  basePath,
  label,
  extraTabs = [],
}: {
  basePath: string;
  label: string;
  extraTabs?: { href: string; text: string }[];
}) {
  const { pathname } = useLocation();
  const tabs = [
    { href: basePath, text: "Todo" },
    ...WINDOW_SLUGS.map((slug) => ({ href: `${basePath}/${slug}`, text: WINDOWS[slug].label })),
    ...extraTabs,
  ];
  const here = pathname.replace(/\/+$/, "");
  return (
    <nav aria-label={label} className="window-tabs">
      {/* One navigation and one intent prefetch for the tabs (see CardLinks). */}
      <CardLinks>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <ListLink to={tab.href} prefetch="intent" current={here === tab.href ? "page" : undefined}>
                {tab.text}
              </ListLink>
            </li>
          ))}
        </ul>
      </CardLinks>
    </nav>
  );
}
