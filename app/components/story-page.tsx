import { Link } from "@remix-run/react";
import { useCallback } from "react";
import type { StoryPageData } from "../pages/story-page.server.js";
import { formatBogotaClock, formatDelay } from "../text/clock.js";
import { formatCount, formatExactTime, pluralize } from "../text/format.js";
import { GenreLabel } from "./genre-label.js";
import { NewArticlesNotice } from "./new-articles-notice.js";
import { RelativeTime } from "./relative-time.js";

const VERSION_WORDS = { singular: "versión nueva", plural: "versiones nuevas" };

/** A list of names joined the Spanish way: "A", "A o B", "A, B o C". */
function joinNames(names: readonly string[], conjunction: string): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} ${conjunction} ${names[names.length - 1]}`;
}

/** "2 periódicos nacionales y 3 regionales", without a "0". */
function coverageSentence(national: number, regional: number): string {
  if (regional === 0) return `${pluralize(national, "periódico nacional", "periódicos nacionales")}; ningún regional.`;
  if (national === 0) return `${pluralize(regional, "periódico regional", "periódicos regionales")}; ningún nacional.`;
  return `${pluralize(national, "periódico nacional", "periódicos nacionales")} y ${pluralize(regional, "regional", "regionales")}.`;
}

/**
 * /historias/{id}: one story whole. The timeline of every version (Bogotá time, who told it first,
 * who followed), who covers it (national and regional newspapers, by department), its categories
 * and departments, "¿Quién no lo ha contado?" with its rule, the story's feed and a way to report
 * that a version does not belong. Works without JavaScript; with it, new versions are offered as
 * they arrive.
 */
export function StoryPage({ page }: { page: StoryPageData }) {
  const { story, versions, coverage, categories, departments, missing, now } = page;
  const first = versions[0];
  const regionalCount = coverage.regional.reduce((sum, group) => sum + group.newspapers.length, 0);
  // Versions arrive at the end of the timeline: once shown, focus goes to the newest.
  const newestVersion = useCallback(
    () => document.querySelector<HTMLAnchorElement>(".story-timeline > ol > li:last-child .story-version-title a"),
    [],
  );
  return (
    <article className="story-page" aria-labelledby="historia-titulo">
      <div className="page-heading">
        <p className="page-kicker">Cobertura completa</p>
        <h1 id="historia-titulo">{story.title}</h1>
        <p className="page-description story-summary">
          {story.newspapers === 1 ? "En 1 periódico" : `En ${formatCount(story.newspapers)} periódicos`}
          {" · "}
          {pluralize(story.articles, "versión", "versiones")}
          {" · "}
          {story.articles > 1 ? (
            <>
              última actualización <RelativeTime epochMs={story.lastPublishedAt} now={now} />
            </>
          ) : (
            <>
              publicada <RelativeTime epochMs={story.firstPublishedAt} now={now} />
            </>
          )}
        </p>
      </div>

      <div className="story-layout">
        <section className="story-timeline listing" aria-labelledby="cronologia">
          <h2 id="cronologia" className="section-title">
            Cronología
          </h2>
          <p className="section-note">
            Horas de Bogotá. {first ? `${first.newspaper.name} la contó primero (${formatExactTime(first.publishedAt)}).` : null}
          </p>
          <NewArticlesNotice href={page.newVersionsHref} words={VERSION_WORDS} focusTarget={newestVersion} />
          <ol>
            {versions.map((version, index) => (
              <li key={version.id} className={version.firstOfNewspaper ? "story-version" : "story-version is-update"}>
                <p className="story-version-when">
                  <time dateTime={new Date(version.publishedAt).toISOString()} title={formatExactTime(version.publishedAt)}>
                    {formatBogotaClock(version.publishedAt, now)}
                  </time>
                  <span className="story-version-step">
                    {index === 0
                      ? "Primero en contarla"
                      : `${formatDelay(version.publishedAt - (first?.publishedAt ?? version.publishedAt))}${
                          version.firstOfNewspaper ? "" : ` · otra versión de ${version.newspaper.name}`
                        }`}
                  </span>
                </p>
                <h3 className="story-version-title">
                  <Link to={`/articulos/${version.id}`}>
                    <GenreLabel genre={version.genre} />
                    {version.title}
                  </Link>
                </h3>
                <p className="story-version-meta">
                  <Link to={`/periodicos/${version.newspaper.slug}`}>{version.newspaper.name}</Link>
                  <span aria-hidden="true"> · </span>
                  {version.newspaperRegion ? `Regional (${version.newspaperRegion.name})` : "Nacional"}
                  <span aria-hidden="true"> · </span>
                  <Link to={`/categorias/${version.category.slug}`}>{version.category.name}</Link>
                </p>
                {version.summary ? <p className="story-version-summary">{version.summary}</p> : null}
                <p className="story-version-out">
                  <a href={version.url} rel="noopener">
                    Leer en {version.newspaper.name}
                  </a>
                </p>
              </li>
            ))}
          </ol>
          {story.articles > versions.length ? (
            <p className="section-note">
              Se muestran las {formatCount(versions.length)} primeras versiones de {formatCount(story.articles)}.
            </p>
          ) : null}
        </section>

        <div className="story-side">
          <section className="story-box" aria-labelledby="quien-la-cuenta">
            <h2 id="quien-la-cuenta">Quién la cuenta</h2>
            <p className="story-box-lead">{coverageSentence(coverage.national.length, regionalCount)}</p>
            {coverage.national.length > 0 ? (
              <>
                <h3>Nacionales</h3>
                <ul className="story-names">
                  {coverage.national.map((newspaper) => (
                    <li key={newspaper.slug}>
                      <Link to={`/periodicos/${newspaper.slug}`}>{newspaper.name}</Link>
                      {newspaper.articles > 1 ? <span className="story-count"> ({newspaper.articles} versiones)</span> : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {coverage.regional.length > 0 ? (
              <>
                <h3>Regionales, por departamento</h3>
                <ul className="story-names">
                  {coverage.regional.map((group) => (
                    <li key={group.department.slug}>
                      <Link to={`/departamentos/${group.department.slug}`}>{group.department.name}</Link>:{" "}
                      {group.newspapers.map((newspaper, index) => (
                        <span key={newspaper.slug}>
                          {index > 0 ? ", " : null}
                          <Link to={`/periodicos/${newspaper.slug}`}>{newspaper.name}</Link>
                        </span>
                      ))}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <section className="story-box" aria-labelledby="temas-lugares">
            <h2 id="temas-lugares">Temas y lugares</h2>
            <p>
              {categories.length === 1 ? "Categoría: " : "Categorías: "}
              {categories.map((category, index) => (
                <span key={category.slug}>
                  {index > 0 ? ", " : null}
                  <Link to={`/categorias/${category.slug}`}>{category.name}</Link>
                </span>
              ))}
            </p>
            <p>
              {departments.length === 0 ? (
                "Ninguna versión nombra un departamento: es una historia nacional."
              ) : (
                <>
                  {departments.length === 1 ? "Departamento: " : "Departamentos: "}
                  {departments.map((department, index) => (
                    <span key={department.slug}>
                      {index > 0 ? ", " : null}
                      <Link to={`/departamentos/${department.slug}`}>{department.name}</Link>
                      <span className="story-count"> ({pluralize(department.articles, "versión", "versiones")})</span>
                    </span>
                  ))}
                </>
              )}
            </p>
          </section>

          <section className="story-box" aria-labelledby="quien-no">
            <h2 id="quien-no">¿Quién no lo ha contado?</h2>
            <p className="story-rule">
              Periódicos que en los {missing.rule.days} días anteriores a esta historia contaron al menos {missing.rule.minStories}{" "}
              historias de{" "}
              {joinNames(
                missing.rule.subjects.map((subject) => (subject.kind === "categoria" ? `la categoría ${subject.name}` : subject.name)),
                "o de",
              )}{" "}
              y que todavía no han publicado esta. Rotativa solo ve lo que llega por las fuentes de cada periódico: uno de ellos pudo
              contarla en su sitio sin que la viéramos.
            </p>
            {missing.groups.length === 0 ? (
              <p className="empty-state">Ningún periódico cumple la regla: los que suelen contar estas historias ya la contaron.</p>
            ) : (
              missing.groups.map((group) => (
                <div key={`${group.kind}-${group.slug}`} className="story-missing">
                  <h3>
                    Suelen contar historias de{" "}
                    <Link to={`/${group.kind === "departamento" ? "departamentos" : "categorias"}/${group.slug}`}>{group.name}</Link>
                  </h3>
                  <ul className="story-names">
                    {group.newspapers.map((newspaper) => (
                      <li key={newspaper.slug}>
                        <Link to={`/periodicos/${newspaper.slug}`}>{newspaper.name}</Link>
                        <span className="story-count"> ({pluralize(newspaper.stories, "historia", "historias")} en 30 días)</span>
                      </li>
                    ))}
                  </ul>
                  {group.more > 0 ? <p className="story-count">Y {pluralize(group.more, "periódico más", "periódicos más")}.</p> : null}
                </div>
              ))
            )}
          </section>

          <section className="story-box" aria-labelledby="seguir">
            <h2 id="seguir">Seguir y corregir</h2>
            <ul className="story-actions">
              <li>
                <a href={`/historias/${story.id}/rss.xml`}>Seguir esta historia por RSS</a>
              </li>
              <li>
                <Link to={`/contacto?motivo=agrupacion&historia=${story.id}`}>Reportar: no es la misma noticia</Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </article>
  );
}
