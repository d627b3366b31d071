import { Link } from "@remix-run/react";

/** The footer every layout shows: contact, reports and what Rotativa is. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Pie de página">
        <ul>
          <li>
            <Link to="/contacto">Contacto</Link>
          </li>
          <li>
            <Link to="/reportes">Reportes</Link>
          </li>
        </ul>
      </nav>
      <p>
        Rotativa reúne los titulares de periódicos nacionales y regionales de Colombia y enlaza siempre a la noticia
        original.
      </p>
    </footer>
  );
}
