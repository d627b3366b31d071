import { Form, Link } from "@remix-run/react";
import { SectionLinks } from "./site-sections.js";
import { ThemeSwitch } from "./theme-switch.js";

/**
 * The footer every layout shows: contact, reports and what Rotativa is. Under the article page,
 * which has no header (the specification's 'no-header' layout), it also carries the way on: the
 * sections, a search form and the colour-mode switch.
 */
export function SiteFooter({ withNavigation = false }: { withNavigation?: boolean }) {
  return (
    <footer className="site-footer">
      {withNavigation ? (
        <div className="footer-navigation">
          <nav aria-label="Secciones de Rotativa">
            <h2 className="footer-title">
              <Link to="/">Rotativa</Link> · Noticias de Colombia
            </h2>
            <SectionLinks className="footer-sections" />
          </nav>
          <Form method="get" action="/busqueda" role="search" className="header-search footer-search">
            <label htmlFor="buscar-pie" className="visually-hidden">
              Buscar noticias
            </label>
            <input id="buscar-pie" type="search" name="q" placeholder="Buscar noticias" maxLength={200} />
            <button type="submit">Buscar</button>
          </Form>
          <ThemeSwitch />
        </div>
      ) : null}
      <nav aria-label="Pie de página">
        <ul>
          <li>
            <Link to="/guardadas">Guardadas</Link>
          </li>
          <li>
            <Link to="/contacto">Contacto</Link>
          </li>
          <li>
            <Link to="/reportes">Reportes</Link>
          </li>
          <li>
            <Link to="/api">API y fuentes</Link>
          </li>
        </ul>
      </nav>
      <p>Rotativa reúne los titulares de periódicos nacionales y regionales de Colombia y enlaza siempre a la noticia original.</p>
    </footer>
  );
}
