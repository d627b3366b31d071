import { Link } from "@remix-run/react";
import type { DailyEditionPage } from "../../pages/page-loaders.server.js";
import { ShareLinks } from "../share-links.js";

/**
 * A department's daily edition: one line per story of the day, the newest version's headline
 * (to its page), its newspaper and time, and how many newspapers tell it (to the story's page);
 * then the ways to pass it on.
 */
export function DailyEditionView({ edition, path }: { edition: DailyEditionPage; path: string }) {
  return (
    <section aria-labelledby="edicion-del-dia" className="listing daily-edition">
      <h2 id="edicion-del-dia" className="section-title">
        {edition.name} hoy <span className="section-scope">{edition.day}</span>
      </h2>
      {edition.stories.length === 0 ? (
        <p className="empty-state" role="status">
          Todavía no hay noticias de {edition.name} hoy. Vuelva más tarde o vea las de los últimos días.
        </p>
      ) : (
        <ol className="edition-lines">
          {edition.stories.map((line) => (
            <li key={line.newest.id} className="edition-line">
              <h3 className="article-title">
                <Link to={`/articulos/${line.newest.id}`} prefetch="intent">
                  {line.newest.title}
                </Link>
              </h3>
              <p className="article-meta">
                {line.newest.newspaper.name}
                <span aria-hidden="true"> · </span>
                {/* As cards show it (RelativeTime), written by the loader so that this route leaves the cards' chunk as it is. */}
                <time dateTime={line.time.iso} title={line.time.exact}>
                  {line.time.relative}
                </time>
                <span aria-hidden="true"> · </span>
                {line.storyId !== null ? (
                  <Link to={`/historias/${line.storyId}`} className="article-coverage">
                    {line.coverage}
                  </Link>
                ) : (
                  line.coverage
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      <p className="section-more">
        <a href={`${path}/rss.xml`}>RSS de {edition.name} hoy</a>
        <span aria-hidden="true"> · </span>
        <Link to={`/departamentos/${edition.slug}/titulares`}>Titulares</Link>
      </p>
      <ShareLinks share={edition.share} what="esta edición" />
    </section>
  );
}
