import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Listing } from "../components/listing.js";
import { loadWindowPage } from "../pages/page-loaders.server.js";
import { WINDOWS } from "../text/windows.js";
import { breadcrumbList, canonicalPath, pagedTitle, seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

/** /ultima-hora, /ultimo-dia and /ultima-semana: every article of the window. Any other segment is a 404. */
export const loader = (args: LoaderFunctionArgs) => loadWindowPage(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  seoMeta(siteUrlOf(matches), {
    title: pagedTitle(`${data?.title ?? "Noticias"} · Rotativa`, data?.page),
    description: `Las noticias de Colombia publicadas en ${data?.window ? WINDOWS[data.window].description : "los últimos días"}, de todos los periódicos.`,
    path: canonicalPath(location.pathname, location.search),
    rss: { href: "/rss.xml", title: "Rotativa · Noticias de Colombia" },
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: data?.title ?? "Noticias", path: location.pathname }])],
  });

export default function WindowPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>{data.title}</h1>
        <p className="page-description">Noticias publicadas en {data.window ? WINDOWS[data.window].description : ""}.</p>
      </div>
      <Listing {...data} />
    </>
  );
}
