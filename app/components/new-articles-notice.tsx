import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { formatCount } from "~/lib/format";
import type { NewArticlesFragment } from "~/lib/fragments";
import { NEW_ARTICLES_CHECK_INTERVAL_MS } from "~/lib/ui-constants";

/**
 * "3 noticias nuevas": asks the /fragmentos/nuevas fragment every minute (and when the tab comes
 * back) how many articles arrived after the newest one shown, and offers to show them. The page
 * itself never moves under the reader: the list changes only when they ask (the revalidation also
 * asks the fragment again, from the list's new top). Needs JavaScript; a
 * page without it is simply as fresh as its last load.
 */
export function NewArticlesNotice({ href }: { href: string }) {
  const fetcher = useFetcher<NewArticlesFragment>();
  const revalidator = useRevalidator();
  const { load } = fetcher;

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === "visible") load(href);
    };
    const timer = window.setInterval(check, NEW_ARTICLES_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [href, load]);

  const fresh = fetcher.data && "count" in fetcher.data ? fetcher.data : null;
  const count = fresh?.count ?? 0;
  const label = fresh?.more ? `Más de ${formatCount(count)} noticias nuevas` : count === 1 ? "1 noticia nueva" : `${formatCount(count)} noticias nuevas`;
  return (
    <div className="new-articles" aria-live="polite">
      {count > 0 ? (
        <button type="button" className="new-articles-button" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
          {label} · Mostrar
        </button>
      ) : null}
    </div>
  );
}
