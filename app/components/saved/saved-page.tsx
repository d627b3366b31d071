import { Link, useRevalidator } from "@remix-run/react";
import { type FormEvent, useEffect, useState } from "react";
import type { ArticleCard } from "../../models/article.server.js";
import { ArticleList } from "../article-list.js";
import { setSaved, syncSaved } from "./browser-saved.js";

/** A card's "Quitar": a form to the save action without JavaScript, an instant removal with it. */
function RemoveForm({ article, onRemove }: { article: ArticleCard; onRemove: (article: ArticleCard) => void }) {
  return (
    <form
      method="post"
      action="/accion/guardar"
      className="saved-remove"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onRemove(article);
      }}
    >
      <input type="hidden" name="articulo" value={article.id} />
      <input type="hidden" name="accion" value="quitar" />
      <input type="hidden" name="redirectTo" value="/guardadas" />
      <button type="submit" className="save-button is-saved">
        Quitar<span className="visually-hidden"> de Guardadas: {article.title}</span>
      </button>
    </form>
  );
}

/**
 * /guardadas: the articles this browser saved, newest saved first. The server renders the list
 * its cookie names; with JavaScript the page first merges in what localStorage holds (saved or
 * removed elsewhere without a script) and reloads its data when that changed the list.
 */
export function SavedPage({ articles, gone, now }: { articles: ArticleCard[]; gone: number[]; now: number }) {
  const revalidator = useRevalidator();
  const [status, setStatus] = useState("");
  const shown = articles.map((article) => article.id).join(".");
  useEffect(() => {
    const merged = syncSaved(gone);
    // The cookie now holds the merged list: read the page's data again if it differs from the one shown.
    if (merged.join(".") !== shown) revalidator.revalidate();
    // Once per list the server sent (a revalidation sends a new one, which then matches).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  function remove(article: ArticleCard) {
    setSaved(article.id, false);
    setStatus(`Quitada de Guardadas: ${article.title}`);
    revalidator.revalidate();
  }

  return (
    <>
      <h1 className="page-title">Guardadas</h1>
      <p className="page-intro">
        Las noticias que guardó con «Guardar para después», de la más reciente a la más antigua. Se guardan solo en este navegador: no hace
        falta una cuenta y nadie más las ve.
      </p>
      <p className="save-status" role="status">
        {status}
      </p>
      {articles.length === 0 ? (
        <div className="empty-state saved-empty">
          <p>Todavía no ha guardado noticias.</p>
          <p>
            En la página de cada noticia, el botón «Guardar para después» la deja aquí para leerla más tarde. Se guardan hasta 50 noticias;
            las que un periódico retire desaparecen de la lista.
          </p>
          <p>
            <Link to="/">Ir a la portada</Link>
          </p>
        </div>
      ) : (
        <ArticleList
          articles={articles}
          now={now}
          emptyMessage=""
          renderAfter={(article) => <RemoveForm article={article} onRemove={remove} />}
        />
      )}
    </>
  );
}
