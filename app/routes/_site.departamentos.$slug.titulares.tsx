import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleList } from "~/components/article-list";
import { loadDepartmentHeadlines } from "~/lib/family-routes.server";

export const loader = (args: LoaderFunctionArgs) => loadDepartmentHeadlines(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Titulares de ${data?.entityName ?? "un departamento"} · Rotativa` },
  { name: "description", content: `Los titulares más importantes de ${data?.entityName ?? "la región"}.` },
];

/** /departamentos/{slug}/titulares: the department's main headlines of the last day (or week). */
export default function DepartmentHeadlines() {
  const data = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="titulares" className="listing">
      <h2 id="titulares" className="section-title">
        Titulares {data.scope}
      </h2>
      <ArticleList articles={data.articles} now={data.now} emptyMessage={data.emptyMessage} headingLevel={3} />
    </section>
  );
}
