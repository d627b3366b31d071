import { Link } from "@remix-run/react";

/**
 * The links between a listing's pages: "Más noticias" (rel=next), the page before (rel=prev) and
 * "Volver a lo más reciente" once the reader has left the first page.
 */
export function ListingPager({
  nextHref,
  previousHref,
  newestHref,
  page,
}: {
  nextHref: string | null;
  previousHref?: string | null;
  newestHref?: string | null;
  page: number;
}) {
  if (!nextHref && !previousHref && !newestHref) return null;
  // On page 2 the page before is the newest: one link says both.
  const showPrevious = previousHref && previousHref !== newestHref;
  return (
    <nav className="pagination" aria-label="Páginas del listado">
      <ul className="pagination-links">
        {nextHref ? (
          <li>
            <Link to={nextHref} rel="next" className="more-link">
              Más noticias
            </Link>
          </li>
        ) : null}
        {showPrevious ? (
          <li>
            <Link to={previousHref} rel="prev">
              Página anterior ({page - 1})
            </Link>
          </li>
        ) : null}
        {newestHref ? (
          <li>
            <Link to={newestHref} rel={showPrevious ? undefined : "prev"}>
              Volver a lo más reciente
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
