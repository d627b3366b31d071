import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleList } from "~/components/article-list";
import { BackLink } from "~/components/back-link";
import { LatestHeadlines } from "~/components/latest-headlines";
import { RelativeTime } from "~/components/relative-time";
import { loadArticlePage } from "~/lib/article-page.server";
import { formatExactTime } from "~/lib/format";
import { articleParams, notFound, parseParamsOr404 } from "~/lib/params.server";
import { absoluteUrl, breadcrumbList, seoMeta, shortDescription, SITE_NAME, siteUrlOf } from "~/lib/seo";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { id } = parseParamsOr404(params, articleParams);
  const page = await loadArticlePage(context.db, id);
  if (!page) throw notFound();
  return page;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [{ title: SITE_NAME }];
  const siteUrl = siteUrlOf(matches);
  const { article } = data;
  const path = location.pathname;
  return seoMeta(siteUrl, {
    title: `${article.title} · ${article.newspaper.name} · ${SITE_NAME}`,
    description: shortDescription(article.summary || `${article.title}. Noticia de ${article.newspaper.name}.`),
    path,
    image: article.imageUrl,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title.slice(0, 110),
        description: article.summary || undefined,
        datePublished: new Date(article.publishedAt).toISOString(),
        image: article.imageUrl && /^https?:\/\//.test(article.imageUrl) ? [article.imageUrl] : undefined,
        author: article.author ? { "@type": "Person", name: article.author } : { "@type": "Organization", name: article.newspaper.name },
        publisher: { "@type": "Organization", name: article.newspaper.name, url: article.newspaperSiteUrl || undefined },
        mainEntityOfPage: absoluteUrl(siteUrl, path),
        isBasedOn: article.url,
        articleSection: article.category.name,
        contentLocation: article.departments.map((d) => ({ "@type": "AdministrativeArea", name: d.name })),
        inLanguage: "es-CO",
      },
      breadcrumbList(siteUrl, [
        { name: article.category.name, path: `/categorias/${article.category.slug}` },
        { name: article.title, path },
      ]),
    ],
  });
};

/** /articulos/{id}: one article, in the layout without a page header, and what to read next. */
export default function ArticlePage() {
  const { article, versions, sameCategory, sameDepartment, now } = useLoaderData<typeof loader>();
  return (
    <>
      <article className="article-page">
        <BackLink />
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
        {article.imageUrl ? (
          <img className="article-image" src={article.imageUrl} alt="" width={640} height={360} decoding="async" referrerPolicy="no-referrer" />
        ) : null}
        {article.summary ? <p className="article-lead">{article.summary}</p> : null}
        {article.departments.length > 0 ? (
          <p className="article-departments">
            {article.departments.length === 1 ? "Departamento: " : "Departamentos: "}
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
            <h2 id="versiones-titulo">
              {versions.length === 1 ? "Otro periódico cubre esta noticia" : `Otros ${versions.length} periódicos cubren esta noticia`}
            </h2>
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
        <p className="report-link">
          <Link to={`/contacto?motivo=error&articulo=${article.id}`}>Reportar un problema</Link>
        </p>
      </article>
      {sameDepartment && sameDepartment.articles.length > 0 ? (
        <section className="related" aria-labelledby="mas-region">
          <h2 id="mas-region" className="section-title">
            Más de <Link to={`/departamentos/${sameDepartment.slug}`}>{sameDepartment.name}</Link>
          </h2>
          <ArticleList articles={sameDepartment.articles} now={now} emptyMessage="" headingLevel={3} variant="compact" />
        </section>
      ) : null}
      {sameCategory.length > 0 ? (
        <section className="related" aria-labelledby="mas-categoria">
          <h2 id="mas-categoria" className="section-title">
            Más de <Link to={`/categorias/${article.category.slug}`}>{article.category.name}</Link>
          </h2>
          <ArticleList articles={sameCategory} now={now} emptyMessage="" headingLevel={3} variant="compact" />
        </section>
      ) : null}
      <LatestHeadlines excludeId={article.id} />
    </>
  );
}
