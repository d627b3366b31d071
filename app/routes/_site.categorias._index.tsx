import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntityList } from "../components/entity-list.js";
import { loadCategoryIndex } from "../pages/entity-index.server.js";
import { breadcrumbList, seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Categorías · Rotativa",
    description: "Las noticias de Colombia por tema: política, economía, judicial, deportes y más.",
    path: "/categorias",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Categorías", path: "/categorias" }])],
  });

export async function loader({ context }: LoaderFunctionArgs) {
  return loadCategoryIndex(context.db);
}

export default function Categories() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Categorías</h1>
        <p className="page-description">Cada noticia queda archivada bajo un tema.</p>
      </div>
      <EntityList items={items} />
    </>
  );
}
