import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleList } from "../components/article-list.js";
import { loadDepartmentHeadlineList } from "../pages/family-routes.server.js";
import { breadcrumbList, seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const loader = (args: LoaderFunctionArgs) => loadDepartmentHeadlineList(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const siteUrl = siteUrlOf(matches);
  const name = data?.entityName ?? "un departamento";
  const base = location.pathname.replace(/\/titulares$/, "");
  return seoMeta(siteUrl, {
    title: `Titulares de ${name} · Rotativa`,
    description: `Los titulares más importantes de ${name} ${data?.scope ?? ""}, de los periódicos nacionales y regionales.`,
    path: location.pathname,
    rss: { href: `${base}/rss.xml`, title: `${name} · Rotativa` },
    jsonLd: [
      breadcrumbList(siteUrl, [
        { name: "Departamentos", path: "/departamentos" },
        { name, path: base },
        { name: "Titulares", path: location.pathname },
      ]),
    ],
  });
};

/** /departamentos/{slug}/titulares: the department's main headlines of the last day (or week). */
export default function DepartmentHeadlines() {
  const data = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="titulares" className="listing">
      <h2 id="titulares" className="section-title">
        Titulares {data.scope}
      </h2>
      <ArticleList articles={data.articles} now={data.now} emptyMessage={data.emptyMessage} headingLevel={3} variant="compact" />
    </section>
  );
}
