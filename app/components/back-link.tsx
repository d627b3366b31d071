import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ArticleLinkState } from "./article-card.js";

/** Whether a path is one of the site's listings, worth going back to. */
function isListingPath(path: string): boolean {
  return /^\/(?:$|\?|ultima-hora|ultimo-dia|ultima-semana|todas-las-noticias|busqueda|categorias|periodicos|departamentos)/.test(path);
}

/**
 * "← Volver" to the listing the reader came from: the listing a card link said (client-side
 * navigation), else the same-site page in document.referrer, else the front page (also what a
 * reader without JavaScript gets).
 */
export function BackLink() {
  const location = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    const from = (location.state as Partial<ArticleLinkState> | null)?.from;
    if (from && from.startsWith("/") && !from.startsWith("//") && isListingPath(from)) {
      setTarget(from);
      return;
    }
    try {
      const referrer = document.referrer ? new URL(document.referrer) : null;
      if (referrer && referrer.origin === window.location.origin && isListingPath(referrer.pathname)) {
        setTarget(`${referrer.pathname}${referrer.search}`);
      }
    } catch {
      // An unreadable referrer: keep the front page.
    }
  }, [location.state]);
  return (
    <p className="back-link">
      <Link to={target ?? "/"}>{target ? "← Volver al listado" : "← Rotativa: portada"}</Link>
    </p>
  );
}
