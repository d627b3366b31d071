import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleList } from "~/components/article-list";
import { HighlightedText } from "~/components/highlighted-text";
import { SearchForm } from "~/components/search-form";
import { formatCount } from "~/lib/format";
import { FILTER_FIELDS, type FilterField, type SearchForm as SearchFormState, searchHref } from "~/search/search-form";
import { limitSearches } from "~/search/search-limit.server";
import { loadSearchPage, type SearchPageData } from "~/search/search-page.server";
import { readSearchParams } from "~/search/search-params.server";
import { CANDIDATE_WINDOW } from "~/search/search.server";
import searchStyles from "~/styles/search.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];

/** Parameters a form submits even when empty or at their default: the canonical URL leaves them out. */
function isRedundant(name: string, value: string): boolean {
  if (value === "") return true;
  return (name === "orden" && value === "relevancia") || (name === "pagina" && value === "1");
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Searching costs the most of any page: at most SEARCH_RATE_LIMIT a minute per address (429 page otherwise).
  await limitSearches(context.searchLimiter, url.searchParams, context.clientIp);
  const { form, filters, issues } = await readSearchParams(context.db, url.searchParams);
  // A form submitted without JavaScript sends every field: answer with the short URL a reader can share.
  if (issues.length === 0 && [...url.searchParams].some(([name, value]) => isRedundant(name, value))) {
    throw redirect(searchHref(form, { pagina: form.pagina }));
  }
  const page = await loadSearchPage(context.db, { form, filters, issues }, Date.now());
  return data(page, { status: issues.length > 0 ? 400 : 200 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const q = page?.query.text;
  return [
    { title: q ? `«${q}» · Búsqueda · Rotativa` : "Búsqueda · Rotativa" },
    { name: "description", content: "Busque entre las noticias de los periódicos de Colombia." },
    // Result pages change by the minute and are endless: search engines should not index them.
    ...(q ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

const FILTER_LABELS: Record<FilterField, string> = {
  categoria: "Categoría",
  periodico: "Periódico",
  departamento: "Departamento",
  desde: "Desde",
  hasta: "Hasta",
};

/** The name a filter's value shows (the category's name, not its slug). */
function filterValueName(page: SearchPageData, field: FilterField): string {
  const value = page.form[field];
  const list =
    field === "categoria" ? page.options.categories : field === "periodico" ? page.options.newspapers : field === "departamento" ? page.options.departments : null;
  return list?.find((option) => option.slug === value)?.name ?? value;
}

/** /busqueda: Spanish full-text search with filters, highlights and pages; works without JavaScript. */
export default function SearchPage() {
  const page = useLoaderData<typeof loader>();
  const { form, results } = page;
  const invalid = new Set<string>(page.issues.map((issue) => issue.field));
  return (
    <>
      <div className="page-heading">
        <h1>Búsqueda</h1>
      </div>
      <SearchForm key={searchHref(form, { pagina: form.pagina })} form={form} options={page.options} invalid={invalid} />
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
      <p>
        Por ejemplo: <Link to={searchHref(page.form, { q: "elecciones" })}>elecciones</Link>,{" "}
        <Link to={searchHref(page.form, { q: '"paro armado"' })}>&quot;paro armado&quot;</Link> o{" "}
        <Link to={searchHref(page.form, { q: "deportes -fútbol" })}>deportes -fútbol</Link>.
      </p>
    </div>
  );
}

function Results({ page, results }: { page: SearchPageData; results: NonNullable<SearchPageData["results"]> }) {
  const { form, query } = page;
  const marks = new Map(results.articles.map((article) => [article.id, article.marks]));
  const countText =
    results.total === 0
      ? `Sin resultados para «${query.text}»`
      : `${results.totalIsMinimum ? "Más de " : ""}${formatCount(results.total)} ${results.total === 1 ? "resultado" : "resultados"} para «${query.text}»`;
  const activeFilters = FILTER_FIELDS.filter((field) => form[field] !== "");
  return (
    <section aria-labelledby="resultados-titulo" className="listing search-results">
      <h2 id="resultados-titulo" className="visually-hidden">
        Resultados
      </h2>
      <div className="search-summary">
        <p className="listing-count" role="status">
          {countText}
        </p>
        {results.total > 1 ? <OrderLinks form={form} /> : null}
      </div>
      {activeFilters.length > 0 ? (
        <ul className="search-chips" aria-label="Filtros aplicados">
          {activeFilters.map((field) => (
            <li key={field}>
              {FILTER_LABELS[field]}: {filterValueName(page, field)}{" "}
              <Link to={searchHref(form, { [field]: "" })} aria-label={`Quitar el filtro ${FILTER_LABELS[field].toLowerCase()}`}>
                Quitar
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {query.ignored.length > 0 ? (
        <p className="search-note">Se omitieron palabras demasiado comunes: {query.ignored.join(", ")}.</p>
      ) : null}
      {query.truncated ? <p className="search-note">La búsqueda era demasiado larga y se recortó.</p> : null}
      {results.total === 0 ? (
        <EmptyResults page={page} />
      ) : results.articles.length === 0 ? (
        <p className="empty-state" role="status">
          No hay más resultados en esta página. <Link to={searchHref(form)}>Volver a la primera página</Link>.
        </p>
      ) : (
        <ArticleList
          articles={results.articles}
          now={page.now}
          emptyMessage=""
          headingLevel={3}
          renderText={(article, field) => <HighlightedText text={article[field]} ranges={marks.get(article.id)?.[field] ?? []} />}
        />
      )}
      <Pagination form={form} page={results.page} pageCount={results.pageCount} />
      {results.windowLimited && results.page >= results.pageCount ? (
        <p className="search-note">
          Se ordenan las {formatCount(CANDIDATE_WINDOW)} noticias más recientes que coinciden. Para ver noticias anteriores, acote las fechas en los
          filtros.
        </p>
      ) : null}
    </section>
  );
}

function OrderLinks({ form }: { form: SearchFormState }) {
  return (
    <p className="search-order-links">
      Ordenar por:{" "}
      {form.orden === "relevancia" ? (
        <>
          <strong aria-current="true">relevancia</strong> · <Link to={searchHref(form, { orden: "recientes" })}>más recientes</Link>
        </>
      ) : (
        <>
          <Link to={searchHref(form, { orden: "relevancia" })}>relevancia</Link> · <strong aria-current="true">más recientes</strong>
        </>
      )}
    </p>
  );
}

function EmptyResults({ page }: { page: SearchPageData }) {
  return (
    <div className="empty-state">
      <p>Ninguna noticia contiene todas esas palabras{page.form.categoria || page.form.periodico || page.form.departamento || page.form.desde || page.form.hasta ? " con esos filtros" : ""}.</p>
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
        <p>Pruebe con menos palabras, con otras más generales o sin tildes de más.</p>
      )}
    </div>
  );
}

function Pagination({ form, page, pageCount }: { form: SearchFormState; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="search-pagination" aria-label="Páginas de resultados">
      {page > 1 ? (
        <Link to={searchHref(form, { pagina: Math.min(page - 1, pageCount) })} rel="prev">
          Anterior
        </Link>
      ) : null}
      <span>
        Página {formatCount(Math.min(page, pageCount))} de {formatCount(pageCount)}
      </span>
      {page < pageCount ? (
        <Link to={searchHref(form, { pagina: page + 1 })} rel="next">
          Siguiente
        </Link>
      ) : null}
    </nav>
  );
}
