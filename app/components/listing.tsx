import { formatCount } from "~/lib/format";
import { WINDOWS, type WindowSlug } from "~/lib/windows";
import type { ArticleCard } from "~/models/article.server";
import { ArticleList } from "./article-list";

/** A listing's data as loaders return it. */
export interface ListingProps {
  articles: ArticleCard[];
  total: number;
  nextHref: string | null;
  window: WindowSlug | null;
  now: number;
  emptyMessage: string;
  /** Newspapers covering each card's story, when more than one. */
  coverage?: Readonly<Record<number, number>>;
}

/** One page of a listing under a line that says how many articles it holds. */
export function Listing({ articles, total, nextHref, window, now, emptyMessage, coverage }: ListingProps) {
  const scope = window ? ` en ${WINDOWS[window].description}` : "";
  return (
    <section aria-label="Noticias" className="listing">
      {total > 0 ? (
        <p className="listing-count">
          {total === 1 ? "1 noticia" : `${formatCount(total)} noticias`}
          {scope}
        </p>
      ) : null}
      <ArticleList articles={articles} now={now} emptyMessage={emptyMessage} nextHref={nextHref} coverage={coverage} />
    </section>
  );
}
