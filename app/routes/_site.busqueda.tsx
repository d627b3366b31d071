import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ArticleList } from "~/components/article-list";
import { MAX_QUERY_LENGTH, queryWords, searchArticles } from "~/search/simple-search.server";

const RESULT_LIMIT = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("q") ?? "";
  const q = raw.slice(0, MAX_QUERY_LENGTH).trim();
  const searched = queryWords(q).length > 0;
  const results = searched ? await searchArticles(context.db, q, RESULT_LIMIT) : [];
  return { q, searched, results, now: Date.now() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `«${data.q}» · Búsqueda · Rotativa` : "Búsqueda · Rotativa" },
  { name: "description", content: "Busque entre las noticias de los periódicos de Colombia." },
];

/** /busqueda: a GET form that works without JavaScript, and the matching articles, newest first. */
export default function SearchPage() {
  const { q, searched, results, now } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Búsqueda</h1>
      </div>
      <Form method="get" role="search" className="search-form">
        <label htmlFor="q">Palabras a buscar</label>
        <div className="search-row">
          <input id="q" type="search" name="q" defaultValue={q} maxLength={MAX_QUERY_LENGTH} />
          <button type="submit">Buscar</button>
        </div>
      </Form>
      {searched ? (
        <section aria-label="Resultados" className="listing">
          <p className="listing-count" role="status">
            {results.length === 0
              ? `Sin resultados para «${q}».`
              : `${results.length === RESULT_LIMIT ? "Más de " : ""}${results.length} ${results.length === 1 ? "resultado" : "resultados"} para «${q}»`}
          </p>
          <ArticleList articles={results} now={now} emptyMessage="Pruebe con menos palabras o con otras más generales." />
        </section>
      ) : (
        <p className="empty-state">Escriba una o varias palabras: se buscan en los titulares y resúmenes.</p>
      )}
    </>
  );
}
