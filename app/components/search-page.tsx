import { Link } from "@remix-run/react";
import { formatCount } from "../text/format.js";
import type { SearchPageData } from "../pages/search-page.server.js";
import { ArticleList } from "./article-list.js";
import { HighlightedText } from "./highlighted-text.js";
import { SearchForm } from "./search-form.js";

/**
 * The search page: the form, notices, results with highlights and pages; works without JavaScript.
 * Its links come made by the loader (`page.links`, searchLinks in app/pages/search-page.server.ts).
 */
export function SearchPageView({ page }: { page: SearchPageData }) {
  const { form, results } = page;
  const invalid = new Set<string>(page.issues.map((issue) => issue.field));
  return (
    <>
      <div className="page-heading">
        <h1>Búsqueda</h1>
      </div>
      <SearchForm key={page.links.self} form={form} options={page.options} invalid={invalid} open={page.links.filtersOpen} />
      {page.issues.length > 0 ? (
        <div className="search-notice" role="alert">
          <ul>
            {page.issues.map((issue) => (
              <li key={issue.field}>{issue.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {results ? <Results page={page} results={results} /> : <NothingAsked page={page} />}
    </>
  );
}

function NothingAsked({ page }: { page: SearchPageData }) {
  if (page.query.onlyFunctionWords) {
    return (
      <div className="empty-state" role="status">
        <p>
          «{page.query.text}» solo tiene palabras muy comunes, que están en casi todas las noticias. Añada una que distinga lo que busca: un
          lugar, un nombre o un tema.
        </p>
        {/* prettier-ignore */}
        <p>
          Si busca esas palabras juntas, escríbalas entre comillas:{" "}
          <Link to={page.links.quoted}>«"{page.query.text}"»</Link>.
        </p>
      </div>
    );
  }
  if (page.query.excludedOnly) {
    return (
      <p className="empty-state" role="status">
        Añada al menos una palabra que las noticias deban contener: «{page.query.text}» solo dice qué excluir.
      </p>
    );
  }
  return (
    <div className="empty-state">
      <p>Escriba una o varias palabras: se buscan en los titulares y resúmenes de todas las noticias.</p>
      {/* prettier-ignore */}
      <p>
        Por ejemplo: <Link to={page.links.examples[0]}>elecciones</Link>,{" "}
        <Link to={page.links.examples[1]}>&quot;paro armado&quot;</Link> o{" "}
        <Link to={page.links.examples[2]}>deportes -fútbol</Link>.
      </p>
    </div>
  );
}

function Results({ page, results }: { page: SearchPageData; results: NonNullable<SearchPageData["results"]> }) {
  const { query, links } = page;
  const marks = new Map(results.articles.map((article) => [article.id, article.marks]));
  const full = results.articles.filter((article) => !article.partial && !article.related);
  const related = results.articles.filter((article) => article.related);
  const partial = results.articles.filter((article) => article.partial);
  return (
    <section aria-labelledby="resultados-titulo" className="listing search-results">
      <h2 id="resultados-titulo" className="visually-hidden">
        Resultados
      </h2>
      <div className="search-summary">
        <p className="listing-count" role="status">
          {page.texts.count}
        </p>
        {results.total > 1 ? <OrderLinks page={page} /> : null}
      </div>
      {links.chips.length > 0 ? (
        <ul className="search-chips" aria-label="Filtros aplicados">
          {links.chips.map((chip) => (
            <li key={chip.field}>
              {chip.label}: {chip.value}{" "}
              <Link to={chip.remove} aria-label={`Quitar el filtro ${chip.label.toLowerCase()}`}>
                Quitar
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {query.ignored.length > 0 ? (
        <p className="search-note">Se omitieron palabras demasiado comunes: {query.ignored.join(", ")}.</p>
      ) : null}
      {query.termsDropped ? (
        <p className="search-note" role="status">
          La búsqueda tiene más de {query.maxTerms} términos (palabras, alternativas con OR y exclusiones): buscamos solo con los primeros{" "}
          {query.maxTerms}.
        </p>
      ) : query.truncated ? (
        <p className="search-note">La búsqueda era demasiado larga y se recortó.</p>
      ) : null}
      <CorrectionNotice page={page} />
      {results.missing.length > 0 && results.total > 0 ? (
        // prettier-ignore
        <p className="search-note" role="status">
          Ninguna noticia contiene {page.texts.missing}: se buscó sin{" "}
          {results.missing.length === 1 ? "esa palabra" : "esas palabras"}.
        </p>
      ) : null}
      {results.total === 0 ? (
        <EmptyResults page={page} />
      ) : results.articles.length === 0 ? (
        <p className="empty-state" role="status">
          No hay más resultados en esta página. <Link to={links.firstPage}>Volver a la primera página</Link>.
        </p>
      ) : (
        <>
          {full.length > 0 ? <ResultList page={page} articles={full} marks={marks} /> : null}
          {related.length > 0 ? (
            <>
              <p className="search-partial-notice search-related-notice" role="status">
                {results.fullTotal === 0
                  ? `Sin noticias con esas palabras exactas; estas usan palabras relacionadas: ${page.texts.related}.`
                  : `Incluye también noticias con palabras relacionadas: ${page.texts.related}.`}
              </p>
              <ResultList page={page} articles={related} marks={marks} />
            </>
          ) : null}
          {partial.length > 0 ? (
            <>
              <p className="search-partial-notice" role="status">
                {results.fullTotal === 0
                  ? "No encontramos todas las palabras; estas noticias tienen la mayoría."
                  : "Estas otras noticias no tienen todas las palabras, pero sí la mayoría."}
              </p>
              <ResultList page={page} articles={partial} marks={marks} />
            </>
          ) : null}
        </>
      )}
      {page.feedHref ? (
        <p className="search-feed">
          <a href={page.feedHref} type="application/rss+xml">
            Seguir esta búsqueda por RSS
          </a>{" "}
          (las noticias nuevas que la cumplan, en cualquier lector de feeds)
        </p>
      ) : null}
      <Pagination links={links} page={results.page} pageCount={results.pageCount} />
      {results.windowLimited && results.page >= results.pageCount ? (
        <p className="search-note">
          Se ordenan las {formatCount(page.candidateWindow)} noticias más recientes que coinciden. Para ver noticias anteriores, acote las
          fechas en los filtros.
        </p>
      ) : null}
    </section>
  );
}

function OrderLinks({ page }: { page: SearchPageData }) {
  return (
    <p className="search-order-links">
      Ordenar por:{" "}
      {page.form.orden === "relevancia" ? (
        <>
          <strong aria-current="true">relevancia</strong> · <Link to={page.links.recent}>más recientes</Link>
        </>
      ) : (
        <>
          <Link to={page.links.relevance}>relevancia</Link> · <strong aria-current="true">más recientes</strong>
        </>
      )}
    </p>
  );
}

function EmptyResults({ page }: { page: SearchPageData }) {
  return (
    <div className="empty-state">
      <p>
        Ninguna noticia contiene todas esas palabras
        {page.links.chips.length > 0 ? " con esos filtros" : ""}.
      </p>
      {page.suggestions.length > 0 ? (
        <>
          <p>Pruebe así:</p>
          <ul className="search-suggestions">
            {page.suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <Link to={suggestion.href}>{suggestion.label}</Link> ({suggestion.countIsMinimum ? "más de " : ""}
                {formatCount(suggestion.count)} {suggestion.count === 1 && !suggestion.countIsMinimum ? "resultado" : "resultados"})
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Pruebe con menos palabras o con otras más generales.</p>
      )}
    </div>
  );
}

function Pagination({ links, page, pageCount }: { links: SearchPageData["links"]; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="search-pagination" aria-label="Páginas de resultados">
      {links.previous ? (
        <Link to={links.previous} rel="prev">
          Anterior
        </Link>
      ) : null}
      <span>
        Página {formatCount(Math.min(page, pageCount))} de {formatCount(pageCount)}
      </span>
      {links.next ? (
        <Link to={links.next} rel="next">
          Siguiente
        </Link>
      ) : null}
    </nav>
  );
}

type ResultCard = NonNullable<SearchPageData["results"]>["articles"][number];

/** A list of results with their highlights, each followed by its story's other versions when there are any. */
function ResultList({ page, articles, marks }: { page: SearchPageData; articles: ResultCard[]; marks: Map<number, ResultCard["marks"]> }) {
  return (
    <ArticleList
      articles={articles}
      now={page.now}
      emptyMessage=""
      headingLevel={3}
      renderText={(article, field) => <HighlightedText text={article[field]} ranges={marks.get(article.id)?.[field] ?? []} />}
      renderAfter={(article) => {
        const result = articles.find((candidate) => candidate.id === article.id);
        if (!result || result.moreVersions === 0 || result.storyId === null) return null;
        return (
          <p className="search-versions">
            <Link to={`/historias/${result.storyId}`}>
              y {formatCount(result.moreVersions)} {result.moreVersions === 1 ? "versión más" : "versiones más"}
            </Link>
          </p>
        );
      }}
    />
  );
}

/** "Mostrando resultados de «Medellín». Buscar en cambio «medelin»", or "¿Quiso decir «Medellín»?": plain links, without JavaScript too. */
function CorrectionNotice({ page }: { page: SearchPageData }) {
  const { applied, offered } = page.correction;
  if (applied) {
    return (
      <p className="search-correction" role="status">
        Mostrando resultados de «<Link to={applied.href}>{applied.text}</Link>». Buscar en cambio «
        <Link to={applied.originalHref}>{applied.original}</Link>»
      </p>
    );
  }
  if (offered) {
    return (
      <p className="search-correction" role="status">
        ¿Quiso decir «<Link to={offered.href}>{offered.text}</Link>»?
      </p>
    );
  }
  return null;
}
