import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { CardLinks, ListLink } from "../components/card-link.js";
import { ArticleList } from "../components/article-list.js";
import { NewArticlesNotice } from "../components/new-articles-notice.js";
import { useRegionMirror } from "../components/region/region-controls.js";
import { RegionInvite, RegionSection } from "../components/region/region-section.js";
import { formatCount } from "../text/format.js";
import { loadHomePage, PERSONAL_CACHE_CONTROL } from "../pages/region/region.server.js";
import { withCompactLists } from "../pages/front-page.server.js";
import { absoluteUrl, seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Rotativa · Noticias de Colombia",
    description: "Las noticias de los periódicos nacionales y regionales de Colombia, en un solo lugar: última hora, regiones y temas.",
    path: "/",
    rss: { href: "/rss.xml", title: "Rotativa · Noticias de Colombia" },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: "Rotativa",
        url: absoluteUrl(siteUrlOf(matches), "/"),
        inLanguage: "es-CO",
        potentialAction: {
          "@type": "SearchAction",
          target: `${absoluteUrl(siteUrlOf(matches), "/busqueda")}?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });

/**
 * The front page; a reader with Mi región gets it opened by "Tu región", an answer only their
 * browser may keep (never a shared cache: `private`; never the micro-cache: their cookie keeps
 * them out of it). Without the cookie the page is the same for everyone, cached as before.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = withCompactLists(await loadHomePage(context.db, await context.regionCookie.read(request)));
  return data(page, page.region ? { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } } : undefined);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The front page: top stories, the latest articles, the regions with news and each main section. */
export default function Index() {
  const page = useLoaderData<typeof loader>();
  const [lead, ...rest] = page.top;
  useRegionMirror(page.region?.choice ?? null);
  // One navigation for the page's fifty-odd links to sections and regions (see CardLinks).
  return (
    <CardLinks>
      <h1 className="visually-hidden">Rotativa: noticias de Colombia</h1>
      {page.region ? <RegionSection region={page.region} now={page.now} /> : <RegionInvite />}
      {page.top.length === 0 && page.river.length === 0 ? (
        <p className="empty-state" role="status">
          Todavía no hay noticias. Aparecerán aquí en cuanto se lean los periódicos.
        </p>
      ) : null}
      <div className="front-grid">
        {lead ? (
          <section className="front-top" aria-labelledby="destacadas">
            <h2 id="destacadas" className="section-title">
              Lo más importante <span className="section-scope">{page.topWidened ? "de los últimos días" : "de las últimas 24 horas"}</span>
            </h2>
            <ArticleList articles={[lead]} now={page.now} emptyMessage="" headingLevel={3} variant="lead" />
            <ArticleList articles={rest} now={page.now} emptyMessage="" headingLevel={3} />
          </section>
        ) : null}
        {page.river.length > 0 ? (
          <section className="front-river" aria-labelledby="lo-ultimo">
            <h2 id="lo-ultimo" className="section-title">
              Lo último
            </h2>
            {page.newArticlesHref ? <NewArticlesNotice key={page.newArticlesHref} href={page.newArticlesHref} /> : null}
            <ArticleList articles={page.river} now={page.now} emptyMessage="" headingLevel={3} variant="compact" />
            <p className="section-more">
              <ListLink to="/todas-las-noticias">Todas las noticias</ListLink>
              <span aria-hidden="true"> · </span>
              <ListLink to="/ultima-hora">Última hora</ListLink>
            </p>
          </section>
        ) : null}
      </div>
      {page.departments.length > 0 ? (
        <nav className="front-regions" aria-labelledby="regiones">
          <h2 id="regiones" className="section-title">
            Regiones con noticias hoy
          </h2>
          <ul>
            {page.departments.map((department) => (
              <li key={department.slug}>
                <ListLink to={`/departamentos/${department.slug}/titulares`}>
                  {department.name}{" "}
                  <span className="region-count">
                    {formatCount(department.count)}
                    <span className="visually-hidden"> {department.count === 1 ? "noticia" : "noticias"}</span>
                  </span>
                </ListLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="front-sections">
        {page.sections.map((section) => (
          <section key={section.slug} aria-labelledby={`seccion-${section.slug}`} className="front-section">
            <h2 id={`seccion-${section.slug}`} className="section-title">
              <ListLink to={`/categorias/${section.slug}`}>{section.name}</ListLink>
            </h2>
            <ArticleList articles={section.articles} now={page.now} emptyMessage="" headingLevel={3} variant="compact" />
            <p className="section-more">
              <ListLink to={`/categorias/${section.slug}`}>Más de {section.name}</ListLink>
            </p>
          </section>
        ))}
      </div>
    </CardLinks>
  );
}
