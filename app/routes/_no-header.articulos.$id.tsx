import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleList } from "../components/article-list.js";
import { CardLinks, ListLink } from "../components/card-link.js";
import { BackLink } from "../components/back-link.js";
import { GenreLabel } from "../components/genre-label.js";
import { LatestHeadlines } from "../components/latest-headlines.js";
import { RelativeTime } from "../components/relative-time.js";
import { ShareLinks } from "../components/share-links.js";
import { SaveButton } from "../components/saved/save-button.js";
import { loadArticleRoute } from "../pages/page-loaders.server.js";
import { formatExactTime } from "../text/format.js";
import { seoMeta, SITE_NAME } from "../pages/seo.js";
import "../first-visit.js";

/** The article's page, whether the reader's cookie has it saved, its municipalities' and share links. */
export const loader = (args: LoaderFunctionArgs) => loadArticleRoute(args);

/** Title, description, sharing cards and JSON-LD, made by the loader (articleSeo). */
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo.siteUrl, data.seo.page) : [{ title: SITE_NAME }]);

/** /articulos/{id}: one article, in the layout without a page header, and what to read next. */
export default function ArticlePage() {
  const { article, versions, sameCategory, sameDepartment, now, saved, share } = useLoaderData<typeof loader>();
  // One navigation for the page's links to sections, newspapers, places and versions (see CardLinks).
  return (
    <CardLinks>
      <article className="article-page">
        <BackLink />
        <p className="page-kicker">
          <ListLink to={`/categorias/${article.category.slug}`}>{article.category.name}</ListLink>
        </p>
        <h1>
          {/* The kicker already says "Opinión" for the opinion section; other commentary is labelled here. */}
          {article.genre && (article.genre !== "opinion" || article.category.slug !== "opinion") ? (
            <GenreLabel genre={article.genre} />
          ) : null}
          {article.title}
        </h1>
        <p className="article-meta">
          <ListLink to={`/periodicos/${article.newspaper.slug}`}>{article.newspaper.name}</ListLink>
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
          <img
            className="article-image"
            src={article.imageUrl}
            alt=""
            width={640}
            height={360}
            {...LEAD_IMAGE}
            referrerPolicy="no-referrer"
          />
        ) : null}
        {article.summary ? <p className="article-lead">{article.summary}</p> : null}
        {article.departments.length > 0 ? (
          <p className="article-departments">
            {article.departments.length === 1 ? "Departamento: " : "Departamentos: "}
            {article.departments.map((department, index) => (
              <span key={department.slug}>
                {index > 0 ? ", " : null}
                <ListLink to={`/departamentos/${department.slug}`}>{department.name}</ListLink>
              </span>
            ))}
          </p>
        ) : null}
        {article.municipalities.length > 0 ? (
          <p className="article-departments article-municipalities">
            {article.municipalities.length === 1 ? "Municipio: " : "Municipios: "}
            {article.municipalities.map((municipality, index) => (
              <span key={municipality.code}>
                {index > 0 ? ", " : null}
                <Link to={municipality.search} title={`Noticias de ${municipality.name} (${municipality.department.name})`}>
                  {municipality.name}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
        <p>
          <a href={article.url} rel="noopener" className="read-original">
            Leer la noticia completa en {article.newspaper.name}
          </a>
        </p>
        <SaveButton key={article.id} articleId={article.id} saved={saved} />
        <ShareLinks share={share} />
        {versions.length > 0 ? (
          <section className="story-versions" id="versiones" aria-labelledby="versiones-titulo">
            <h2 id="versiones-titulo">
              {versions.length === 1 ? "Otro periódico cubre esta noticia" : `Otros ${versions.length} periódicos cubren esta noticia`}
            </h2>
            <ul>
              {versions.map((version) => (
                <li key={version.id}>
                  <ListLink to={`/articulos/${version.id}`}>{version.title}</ListLink>
                  <span className="story-version-meta">
                    {version.newspaper.name}
                    <span aria-hidden="true"> · </span>
                    <RelativeTime epochMs={version.publishedAt} now={now} />
                  </span>
                </li>
              ))}
            </ul>
            {article.storyId !== null ? (
              <p className="story-versions-more">
                <ListLink to={`/historias/${article.storyId}`}>Toda la historia: cronología, quién la cuenta y quién no</ListLink>
              </p>
            ) : null}
          </section>
        ) : null}
        <p className="report-link">
          <ListLink to={`/contacto?motivo=error&articulo=${article.id}`}>Reportar un problema</ListLink>
        </p>
      </article>
      {sameDepartment && sameDepartment.articles.length > 0 ? (
        <section className="related" aria-labelledby="mas-region">
          <h2 id="mas-region" className="section-title">
            Más de <ListLink to={`/departamentos/${sameDepartment.slug}`}>{sameDepartment.name}</ListLink>
          </h2>
          <ArticleList articles={sameDepartment.articles} now={now} emptyMessage="" headingLevel={3} variant="compact" />
        </section>
      ) : null}
      {sameCategory.length > 0 ? (
        <section className="related" aria-labelledby="mas-categoria">
          <h2 id="mas-categoria" className="section-title">
            Más de <ListLink to={`/categorias/${article.category.slug}`}>{article.category.name}</ListLink>
          </h2>
          <ArticleList articles={sameCategory} now={now} emptyMessage="" headingLevel={3} variant="compact" />
        </section>
      ) : null}
      <LatestHeadlines excludeId={article.id} />
    </CardLinks>
  );
}

/** The article's picture is its page's largest paint: fetched first (React 18 passes the lower-case attribute as written). */
const LEAD_IMAGE = { fetchpriority: "high" } as Record<string, string>;
