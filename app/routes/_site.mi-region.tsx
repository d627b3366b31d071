import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { RegionChooser } from "../components/region/region-chooser.js";
import { loadRegionChooser, PERSONAL_CACHE_CONTROL } from "../pages/region/region.server.js";
import { breadcrumbList, seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Mi región · Rotativa",
    description: "Elija sus departamentos y la portada de Rotativa abrirá con sus noticias, sin crear una cuenta.",
    path: "/mi-region",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Mi región", path: "/mi-region" }])],
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const chooser = await loadRegionChooser(context.db, await context.regionCookie.read(request));
  // The form shows this reader's choice: only their browser may keep it.
  return data(chooser, chooser.choice ? { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } } : undefined);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /mi-region: choose, change or remove the departments that open the front page. */
export default function MyRegion() {
  const chooser = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Mi región</h1>
        <p className="page-description">
          Elija sus departamentos y la portada abrirá con «Tu región». Se guarda en este navegador (una cookie), sin cuenta ni datos
          personales.
        </p>
      </div>
      <RegionChooser data={chooser} />
    </>
  );
}
