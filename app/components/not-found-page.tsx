import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { reachedByNavigation } from "../client/hydration.js";
import { searchWordsOf, type Suggestion } from "../pages/not-found.js";
import { describeError, errorHelp } from "../text/errors.js";

/**
 * The 404 inside the default layout: the specification's title and message, a Spanish
 * explanation, "¿Quiso decir …?" links when the path is a typo away from a real page, a search
 * prefilled with the path's words, and the usual ways on.
 */
export function NotFoundPage({ error, suggestions }: { error: unknown; suggestions: Suggestion[] }) {
  const location = useLocation();
  const { status, message, title } = describeError(error, location.pathname, reachedByNavigation(location.key));
  useEffect(() => {
    // Meta only knows about errors the router saw; keep the title true for the others too.
    document.title = title;
  }, [title]);
  const words = searchWordsOf(location.pathname);
  return (
    <div className="error-page not-found">
      <p className="error-status">{status}</p>
      <h1>{message}</h1>
      <p>{errorHelp(404)}</p>
      {suggestions.length > 0 ? (
        <section className="did-you-mean" aria-labelledby="quiso-decir">
          <h2 id="quiso-decir">¿Quiso decir…?</h2>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <Link to={suggestion.href}>{suggestion.name}</Link> <span className="did-you-mean-path">{suggestion.href}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="get" action="/busqueda" role="search" className="search-form not-found-search">
        <label htmlFor="buscar-404">Buscar en las noticias</label>
        <div className="search-row">
          <input id="buscar-404" type="search" name="q" defaultValue={words} maxLength={200} />
          <button type="submit">Buscar</button>
        </div>
      </Form>
      <nav aria-label="Salidas">
        <ul className="error-links">
          <li>
            <Link to="/">Ir a la portada</Link>
          </li>
          <li>
            <Link to="/ultima-hora">Ver la última hora</Link>
          </li>
          <li>
            <Link to="/categorias">Ver las categorías</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
