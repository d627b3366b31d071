import { formatCount } from "~/lib/format";
import { WINDOWS, type WindowSlug } from "~/lib/windows";
import type { ArticleCard } from "~/models/article.server";
import { ArticleList } from "./article-list";
import { NewArticlesNotice } from "./new-articles-notice";

/** A listing's data as loaders return it. */
export interface ListingProps {
  articles: ArticleCard[];
  total: number;
  nextHref: string | null;
  window: WindowSlug | null;
  now: number;
  emptyMessage: string;
  /** The fragment that counts new arrivals; only the first page of a listing has one. */
  newArticlesHref?: string | null;
}

/** One page of a listing under a line that says how many articles it holds. */
export function Listing({ articles, total, nextHref, window, now, emptyMessage, newArticlesHref }: ListingProps) {
  const scope = window ? ` en ${WINDOWS[window].description}` : "";
  return (
    <section aria-label="Noticias" className="listing">
      {total > 0 ? (
        <p className="listing-count">
          {total === 1 ? "1 noticia" : `${formatCount(total)} noticias`}
          {scope}
        </p>
      ) : null}
      {/* Keyed by its address: a list that gained articles starts counting afresh from its new top. */}
      {newArticlesHref ? <NewArticlesNotice key={newArticlesHref} href={newArticlesHref} /> : null}
      <ArticleList articles={articles} now={now} emptyMessage={emptyMessage} nextHref={nextHref} />
    </section>
  );
}
