import type { ReactNode } from "react";
import type { ArticleCard as ArticleCardData } from "../models/article.server.js";
import { ListLink } from "./card-link.js";
import { GenreLabel } from "./genre-label.js";
import { RelativeTime } from "./relative-time.js";

/** How much of an article a card shows: the lead story, a regular card, or one line. */
export type CardVariant = "lead" | "default" | "compact";

/** Renders a card's title or summary differently (search results highlight the matched words). */
export type RenderText = (article: ArticleCardData, field: "title" | "summary") => ReactNode;

/** Where an article link came from, so the article page can lead back to it. */
export interface ArticleLinkState {
  from: string;
}

/**
 * One article in a listing: headline (linking to the article page), newspaper, time, category,
 * departments, summary and a thumbnail when the feed gave one. The thumbnail has a fixed box, so
 * nothing shifts when it arrives, and loads lazily without telling the image host where from.
 */
export function ArticleCard({
  article,
  now,
  headingLevel = 2,
  variant = "default",
  renderText,
  after,
}: {
  article: ArticleCardData;
  now: number;
  headingLevel?: 2 | 3;
  variant?: CardVariant;
  renderText?: RenderText;
  /** Shown at the end of the card's text. */
  after?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const showImage = variant !== "compact" && article.imageUrl !== null;
  const [width, height] = variant === "lead" ? [640, 360] : [192, 108];
  return (
    <li className={`article-card card-${variant}${showImage ? " has-image" : ""}`}>
      <div className="article-text">
        <Heading className="article-title">
          {/* Carries the page the reader came from (ArticleLinkState) and prefetches on intent. */}
          <ListLink to={`/articulos/${article.id}`} prefetch="intent">
            <GenreLabel genre={article.genre} />
            {renderText ? renderText(article, "title") : article.title}
          </ListLink>
        </Heading>
        <p className="article-meta">
          <ListLink to={`/periodicos/${article.newspaper.slug}`} className="article-newspaper">
            {article.newspaper.name}
          </ListLink>
          <span aria-hidden="true"> · </span>
          <RelativeTime epochMs={article.publishedAt} now={now} />
          {variant !== "compact" ? (
            <>
              <span aria-hidden="true"> · </span>
              <ListLink to={`/categorias/${article.category.slug}`} className="article-category">
                {article.category.name}
              </ListLink>
            </>
          ) : null}
          {article.coverage > 1 && article.storyId !== null ? (
            <>
              <span aria-hidden="true"> · </span>
              {/* The whole story: every version, its timeline and who has not told it. */}
              <ListLink to={`/historias/${article.storyId}`} className="article-coverage">
                En {article.coverage} periódicos
              </ListLink>
            </>
          ) : null}
        </p>
        {variant !== "compact" && article.summary ? (
          <p className="article-summary">{renderText ? renderText(article, "summary") : article.summary}</p>
        ) : null}
        {variant !== "compact" && article.departments.length > 0 ? (
          <p className="article-places">
            <span className="visually-hidden">Departamentos: </span>
            {article.departments.map((department, index) => (
              <span key={department.slug}>
                {index > 0 ? <span aria-hidden="true"> · </span> : null}
                <ListLink to={`/departamentos/${department.slug}`}>{department.name}</ListLink>
              </span>
            ))}
          </p>
        ) : null}
        {after}
      </div>
      {showImage ? (
        <img
          className="article-thumb"
          src={article.imageUrl as string}
          alt=""
          width={width}
          height={height}
          loading={variant === "lead" ? "eager" : "lazy"}
          // The lead story's picture is the page's largest paint: fetched first, its box fixed by width and height.
          {...(variant === "lead" ? LEAD_IMAGE : undefined)}
          decoding="async"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </li>
  );
}

/** React 18 knows no `fetchPriority` prop; the lower-case attribute reaches the markup as written. */
const LEAD_IMAGE = { fetchpriority: "high" } as Record<string, string>;
