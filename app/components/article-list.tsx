import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
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
  /** Renders a card's title or summary (search results highlight the matched words); plain text by default. */
  renderText?: (article: ArticleCard, field: "title" | "summary") => ReactNode;
}

/** The one listing component: newest first, one card per article, and an honest empty state. */
export function ArticleList({ articles, now, emptyMessage, nextHref, headingLevel = 2, renderText }: ArticleListProps) {
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
              <Link to={`/articulos/${article.id}`}>{renderText ? renderText(article, "title") : article.title}</Link>
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
            </p>
            {article.summary ? <p className="article-summary">{renderText ? renderText(article, "summary") : article.summary}</p> : null}
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
