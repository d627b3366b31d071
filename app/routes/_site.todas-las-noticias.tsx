import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Listing } from "../components/listing.js";
import { ListingFilters } from "../components/listing-filters.js";
import { loadAllNewsPage } from "../pages/page-loaders.server.js";
import { breadcrumbList, canonicalPath, pagedTitle, seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  seoMeta(siteUrlOf(matches), {
    title: pagedTitle(
      data?.filters.summary ? `Todas las noticias · ${data.filters.summary} · Rotativa` : "Todas las noticias · Rotativa",
      data?.page,
    ),
    description: "Todas las noticias reunidas por Rotativa, de la más reciente a la más antigua, por categoría, periódico y departamento.",
    path: canonicalPath(location.pathname, location.search),
    rss: { href: "/rss.xml", title: "Rotativa · Noticias de Colombia" },
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Todas las noticias", path: "/todas-las-noticias" }])],
  });

export const loader = (args: LoaderFunctionArgs) => loadAllNewsPage(args);

/** /todas-las-noticias: every article, newest first, narrowed by category, newspaper and department. */
export default function AllNews() {
  const { filters, ...listing } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Todas las noticias</h1>
        <p className="page-description">Cada noticia reunida, de la más reciente a la más antigua.</p>
      </div>
      <ListingFilters filters={filters} action="/todas-las-noticias" />
      <Listing {...listing} />
    </>
  );
}
