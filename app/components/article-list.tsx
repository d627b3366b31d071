import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ArticleCard as ArticleCardData } from "../models/article.server.js";
import { ArticleCard, type CardVariant, type RenderText } from "./article-card.js";
import { CardLinks } from "./card-link.js";

/** Props shared by every listing in the site. */
export interface ArticleListProps {
  articles: ArticleCardData[];
  now: number;
  /** What to say when there is nothing to show, in Spanish. */
  emptyMessage: string;
  /** The link to the next page, when there is one. */
  nextHref?: string | null;
  /** Heading level of the card titles, so headings stay in order on every page. */
  headingLevel?: 2 | 3;
  variant?: CardVariant;
  /** Renders a card's title or summary (search results highlight the matched words); plain text by default. */
  renderText?: RenderText;
  /** Something to show at the end of a card (search results: the story's other versions). */
  renderAfter?: (article: ArticleCardData) => ReactNode;
}

/** The one listing component: one card per article, newest first, and an honest empty state. */
export function ArticleList({
  articles,
  now,
  emptyMessage,
  nextHref,
  headingLevel = 2,
  variant = "default",
  renderText,
  renderAfter,
}: ArticleListProps) {
  if (articles.length === 0) {
    return (
      <p className="empty-state" role="status">
        {emptyMessage}
      </p>
    );
  }
  return (
    <CardLinks>
      <ol className={`article-list list-${variant}`}>
        {articles.map((article) => (
          <ArticleCard
            key={article.id}
            article={article}
            now={now}
            headingLevel={headingLevel}
            variant={variant}
            renderText={renderText}
            after={renderAfter?.(article)}
          />
        ))}
      </ol>
      {nextHref ? (
        <p className="pagination">
          <Link to={nextHref} rel="next" className="more-link">
            Más noticias
          </Link>
        </p>
      ) : null}
    </CardLinks>
  );
}
