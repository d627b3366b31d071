import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntityList } from "../components/entity-list.js";
import { loadDepartmentIndex } from "../pages/entity-index.server.js";
import { breadcrumbList, seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Departamentos · Rotativa",
    description: "Las noticias de los 32 departamentos de Colombia y de Bogotá D.C.",
    path: "/departamentos",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Departamentos", path: "/departamentos" }])],
  });

export async function loader({ context }: LoaderFunctionArgs) {
  return loadDepartmentIndex(context.db);
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
