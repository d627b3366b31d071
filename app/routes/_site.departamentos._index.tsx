import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntityList } from "~/components/entity-list";
import { loadEntityCounts } from "~/lib/entity-counts.server";
import { listDepartments } from "~/models/department.server";
import { breadcrumbList, seoMeta, siteUrlOf } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Departamentos · Rotativa",
    description: "Las noticias de los 32 departamentos de Colombia y de Bogotá D.C.",
    path: "/departamentos",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Departamentos", path: "/departamentos" }])],
  });

export async function loader({ context }: LoaderFunctionArgs) {
  const [departments, countsOf] = await Promise.all([listDepartments(context.db), loadEntityCounts(context.db, "department")]);
  return {
    items: departments.map((d) => ({
      href: `/departamentos/${d.slug}`,
      name: d.name,
      description: d.slug === "bogota" ? "Distrito Capital" : `Capital: ${d.capital}`,
      ...countsOf(d.slug),
    })),
  };
}

export default function Departments() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Departamentos</h1>
        <p className="page-description">Las noticias de cada región de Colombia.</p>
      </div>
      <EntityList items={items} />
    </>
  );
}
