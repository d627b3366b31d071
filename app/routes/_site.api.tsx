import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApiDocs } from "../components/api-docs.js";
import { loadApiPage } from "../pages/api/api-page.server.js";
import { breadcrumbList, seoMeta, siteUrlOf } from "../pages/seo.js";
import apiStyles from "../styles/api.css";
import "../first-visit.js";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: apiStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "API pública · Rotativa",
    description:
      "Los datos de cada página de Rotativa en JSON, sus fuentes en OPML y el esquema de las respuestas: sin registro, solo lectura.",
    path: "/api",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "API pública", path: "/api" }])],
  });

export const loader = (args: LoaderFunctionArgs) => loadApiPage(args);

/** /api: the public read-only API's documentation. */
export default function ApiPage() {
  return <ApiDocs data={useLoaderData<typeof loader>()} />;
}
