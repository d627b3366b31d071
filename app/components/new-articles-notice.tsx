import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { formatCount } from "../text/format.js";
import type { NewArticlesFragment } from "../pages/fragments.js";
import { NEW_ARTICLES_CHECK_INTERVAL_MS } from "../text/ui-constants.js";

/**
 * "3 noticias nuevas": asks the /fragmentos/nuevas fragment every minute (and when the tab comes
 * back) how many articles arrived after the newest one shown, and offers to show them. The page
 * itself never moves under the reader: the list changes only when they ask (the revalidation also
 * asks the fragment again, from the list's new top). Once they are shown, keyboard focus moves
 * to the first new article, not to the top of the page. Needs JavaScript; a page without it is
 * simply as fresh as its last load. A story page uses it for its versions ("2 versiones nuevas"),
 * naming what arrives (`words`) and where focus goes once they are shown (`focusTarget`).
 */
export function NewArticlesNotice({
  href,
  words = NEWS_WORDS,
  focusTarget,
}: {
  href: string;
  words?: { singular: string; plural: string };
  focusTarget?: () => HTMLElement | null;
}) {
  const fetcher = useFetcher<NewArticlesFragment>();
  const revalidator = useRevalidator();
  const { load } = fetcher;
  const box = useRef<HTMLDivElement>(null);
  // The address the shown count answers: once the page moves on to a newer top (its href
  // changes), an answer about the old one is stale until the next check.
  const [askedHref, setAskedHref] = useState<string | null>(null);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== "visible") return;
      setAskedHref(href);
      load(href);
    };
    const timer = window.setInterval(check, NEW_ARTICLES_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [href, load]);

  // Whether "Mostrar" was pressed and the list is being refreshed.
  const showing = useRef(false);

  useEffect(() => {
    if (revalidator.state !== "idle" || !showing.current) return;
    showing.current = false;
    // The list is newest first: its first headline is the newest of the articles just shown.
    (focusTarget ? focusTarget() : firstHeadline(box.current))?.focus();
  }, [revalidator.state, focusTarget]);

  function show() {
    showing.current = true;
    revalidator.revalidate();
  }

  const fresh = askedHref === href && fetcher.data && "count" in fetcher.data ? fetcher.data : null;
  const count = fresh?.count ?? 0;
  const label = fresh?.more
    ? `Más de ${formatCount(count)} ${words.plural}`
    : count === 1
      ? `1 ${words.singular}`
      : `${formatCount(count)} ${words.plural}`;
  return (
    <div className="new-articles" aria-live="polite" ref={box}>
      {count > 0 ? (
        <button type="button" className="new-articles-button" onClick={show} disabled={revalidator.state !== "idle"}>
          {label} · Mostrar
        </button>
      ) : null}
    </div>
  );
}

const NEWS_WORDS = { singular: "noticia nueva", plural: "noticias nuevas" };

/** The headline link of the first card in the listing the notice belongs to. */
function firstHeadline(notice: HTMLElement | null): HTMLAnchorElement | null {
  return notice?.closest(".listing")?.querySelector<HTMLAnchorElement>(".article-list .article-title a") ?? null;
}
