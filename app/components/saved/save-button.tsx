import { Link, useLocation } from "@remix-run/react";
import { type FormEvent, useEffect, useState } from "react";
import { setSaved, syncSaved } from "./browser-saved.js";

/**
 * "Guardar para después" for one article. Without JavaScript the form posts to /accion/guardar,
 * which updates the cookie and sends the reader back here (`saved` comes from that cookie); with
 * JavaScript the change is instant, kept in the cookie and in localStorage, and said aloud.
 */
export function SaveButton({ articleId, saved: savedOnServer }: { articleId: number; saved: boolean }) {
  const location = useLocation();
  const [saved, setSavedState] = useState(savedOnServer);
  const [status, setStatus] = useState("");
  useEffect(() => {
    setSavedState(syncSaved().includes(articleId));
    setStatus("");
  }, [articleId]);

  function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = !saved;
    setSaved(articleId, next);
    setSavedState(next);
    setStatus(next ? "Noticia guardada en Guardadas." : "Noticia quitada de Guardadas.");
  }

  return (
    <form method="post" action="/accion/guardar" className="save-later" onSubmit={toggle}>
      <input type="hidden" name="articulo" value={articleId} />
      <input type="hidden" name="accion" value={saved ? "quitar" : "guardar"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className={saved ? "save-button is-saved" : "save-button"}>
        {saved ? "Guardada · Quitar" : "Guardar para después"}
      </button>
      <Link to="/guardadas" className="save-list-link">
        Ver guardadas
      </Link>
      <span className="save-status" role="status">
        {status}
      </span>
    </form>
  );
}
