import { Link } from "@remix-run/react";
import type { ArticleCard } from "~/models/article.server";
import { RelativeTime } from "./relative-time";

/** Props shared by every listing in the site. */
export interface ArticleListProps {
  articles: ArticleCard[];
  now: number;
  /** What to say when there is nothing to show, in Spanish. */
  emptyMessage: string;
  /** The link to the next page, when there is one. */
  nextHref?: string | null;
  /** Heading level of the card titles, so headings stay in order on every page. */
  headingLevel?: 2 | 3;
  /** How many newspapers cover each card's story (countCoverage); shown when more than one. */
  coverage?: Readonly<Record<number, number>>;
}

/** The one listing component: newest first, one card per article, and an honest empty state. */
export function ArticleList({ articles, now, emptyMessage, nextHref, headingLevel = 2, coverage }: ArticleListProps) {
  if (articles.length === 0) {
    return (
      <p className="empty-state" role="status">
        {emptyMessage}
      </p>
    );
  }
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <ol className="article-list">
        {articles.map((article) => (
          <li key={article.id} className="article-card">
            <Heading className="article-title">
              <Link to={`/articulos/${article.id}`}>{article.title}</Link>
            </Heading>
            <p className="article-meta">
              <Link to={`/periodicos/${article.newspaper.slug}`} className="article-newspaper">
                {article.newspaper.name}
              </Link>
              <span aria-hidden="true"> · </span>
              <RelativeTime epochMs={article.publishedAt} now={now} />
              <span aria-hidden="true"> · </span>
              <Link to={`/categorias/${article.category.slug}`} className="article-category">
                {article.category.name}
              </Link>
              {(coverage?.[article.id] ?? 1) > 1 ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <Link to={`/articulos/${article.id}#versiones`} className="article-coverage">
                    En {coverage?.[article.id]} periódicos
                  </Link>
                </>
              ) : null}
            </p>
            {article.summary ? <p className="article-summary">{article.summary}</p> : null}
          </li>
        ))}
      </ol>
      {nextHref ? (
        <p className="pagination">
          <Link to={nextHref} rel="next" className="more-link">
            Más noticias
          </Link>
        </p>
      ) : null}
    </>
  );
}
