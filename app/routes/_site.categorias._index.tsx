import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntityList } from "~/components/entity-list";
import { loadEntityCounts } from "~/lib/entity-counts.server";
import { listCategories } from "~/models/category.server";
import { breadcrumbList, seoMeta, siteUrlOf } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Categorías · Rotativa",
    description: "Las noticias de Colombia por tema: política, economía, judicial, deportes y más.",
    path: "/categorias",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Categorías", path: "/categorias" }])],
  });

export async function loader({ context }: LoaderFunctionArgs) {
  const [categories, countsOf] = await Promise.all([listCategories(context.db), loadEntityCounts(context.db, "category")]);
  return {
    items: categories.map((c) => ({ href: `/categorias/${c.slug}`, name: c.name, description: c.description, ...countsOf(c.slug) })),
  };
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
