import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntityList } from "../components/entity-list.js";
import { loadNewspaperIndex } from "../pages/entity-index.server.js";
import { breadcrumbList, seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Periódicos · Rotativa",
    description: "Los periódicos nacionales y regionales de Colombia que lee Rotativa.",
    path: "/periodicos",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Periódicos", path: "/periodicos" }])],
  });

export async function loader({ context }: LoaderFunctionArgs) {
  return loadNewspaperIndex(context.db);
}

export default function Newspapers() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Periódicos</h1>
        <p className="page-description">Periódicos nacionales y regionales. Cada titular enlaza a la noticia original.</p>
      </div>
      <EntityList items={items} />
    </>
  );
}
