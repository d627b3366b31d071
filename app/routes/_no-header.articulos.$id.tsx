import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RelativeTime } from "~/components/relative-time";
import { formatExactTime } from "~/lib/format";
import { articleParams, notFound, parseParamsOr404 } from "~/lib/params.server";
import { getArticle } from "~/models/article.server";
import { listStoryVersions } from "~/models/story.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { id } = parseParamsOr404(params, articleParams);
  const article = await getArticle(context.db, id);
  if (!article) throw notFound();
  const versions = await listStoryVersions(context.db, id);
  return { article, versions, now: Date.now() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.article.title} · ${data.article.newspaper.name} · Rotativa` },
        { name: "description", content: data.article.summary.slice(0, 200) || data.article.title },
      ]
    : [{ title: "Rotativa" }];

/** /articulos/{id}: one article, in the layout without a page header. */
export default function ArticlePage() {
  const { article, versions, now } = useLoaderData<typeof loader>();
  return (
    <article className="article-page">
      <p className="back-link">
        <Link to="/">← Rotativa</Link>
      </p>
      <p className="page-kicker">
        <Link to={`/categorias/${article.category.slug}`}>{article.category.name}</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="article-meta">
        <Link to={`/periodicos/${article.newspaper.slug}`}>{article.newspaper.name}</Link>
        <span aria-hidden="true"> · </span>
        <RelativeTime epochMs={article.publishedAt} now={now} />
        <span className="visually-hidden"> ({formatExactTime(article.publishedAt)})</span>
        {article.author ? (
          <>
            <span aria-hidden="true"> · </span>
            <span>{article.author}</span>
          </>
        ) : null}
      </p>
      {article.summary ? <p className="article-lead">{article.summary}</p> : null}
      {article.departments.length > 0 ? (
        <p className="article-departments">
          Departamentos:{" "}
          {article.departments.map((department, index) => (
            <span key={department.slug}>
              {index > 0 ? ", " : null}
              <Link to={`/departamentos/${department.slug}`}>{department.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <p>
        <a href={article.url} rel="noopener" className="read-original">
          Leer la noticia completa en {article.newspaper.name}
        </a>
      </p>
      {versions.length > 0 ? (
        <section className="story-versions" id="versiones" aria-labelledby="versiones-titulo">
          <h2 id="versiones-titulo">{versions.length === 1 ? "Otro periódico cubre esta noticia" : `Otros ${versions.length} periódicos cubren esta noticia`}</h2>
          <ul>
            {versions.map((version) => (
              <li key={version.id}>
                <Link to={`/articulos/${version.id}`}>{version.title}</Link>
                <span className="story-version-meta">
                  {version.newspaper.name}
                  <span aria-hidden="true"> · </span>
                  <RelativeTime epochMs={version.publishedAt} now={now} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
