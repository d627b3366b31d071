import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Listing } from "~/components/listing";
import { emptyListingMessage, loadListing } from "~/lib/listing.server";
import { parseParamsOr404, windowParams } from "~/lib/params.server";
import { WINDOWS } from "~/lib/windows";
import { breadcrumbList, canonicalPath, seoMeta, siteUrlOf } from "~/lib/seo";

/** /ultima-hora, /ultimo-dia and /ultima-semana: every article of the window. Any other segment is a 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { ventana } = parseParamsOr404(params, windowParams);
  const listing = await loadListing(context.db, request, { window: ventana });
  return { ...listing, title: WINDOWS[ventana].label, emptyMessage: emptyListingMessage(ventana) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  seoMeta(siteUrlOf(matches), {
    title: `${data?.title ?? "Noticias"} · Rotativa`,
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
