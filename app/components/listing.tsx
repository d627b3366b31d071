import { formatCount } from "../text/format.js";
import { WINDOWS, type WindowSlug } from "../text/windows.js";
import type { ArticleCard } from "../models/article.server.js";
import { ArticleList } from "./article-list.js";
import { ListingPager } from "./listing-pager.js";
import { NewArticlesNotice } from "./new-articles-notice.js";

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
  /** The page's number (1 for the newest) and the position of its first article. */
  page?: number;
  firstPosition?: number;
  previousHref?: string | null;
  newestHref?: string | null;
}

/**
 * One page of a listing under a line that says how many articles it holds, and from the second
 * page on where the reader is in it ("Noticias 31–60 de 1.394").
 */
export function Listing({
  articles,
  total,
  nextHref,
  window,
  now,
  emptyMessage,
  newArticlesHref,
  page = 1,
  firstPosition = 1,
  previousHref,
  newestHref,
}: ListingProps) {
  const scope = window ? ` en ${WINDOWS[window].description}` : "";
  const last = firstPosition + articles.length - 1;
  return (
    <section aria-label="Noticias" className="listing">
      {page > 1 && articles.length > 0 ? (
        <p className="listing-count">
          {`Noticias ${formatCount(firstPosition)}–${formatCount(last)} de ${formatCount(Math.max(total, last))}${scope}`}
          <span className="visually-hidden">{` (página ${formatCount(page)})`}</span>
        </p>
      ) : total > 0 ? (
        <p className="listing-count">
          {total === 1 ? "1 noticia" : `${formatCount(total)} noticias`}
          {scope}
        </p>
      ) : null}
      {/* Keyed by its address: a list that gained articles starts counting afresh from its new top. */}
      {newArticlesHref ? <NewArticlesNotice key={newArticlesHref} href={newArticlesHref} /> : null}
      <ArticleList articles={articles} now={now} emptyMessage={emptyMessage} />
      <ListingPager nextHref={nextHref} previousHref={previousHref} newestHref={newestHref} page={page} />
    </section>
  );
}
