import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Listing } from "~/components/listing";
import { ListingFilters } from "~/components/listing-filters";
import { readListingFilters } from "~/lib/filters.server";
import { loadListing } from "~/lib/listing.server";
import { breadcrumbList, canonicalPath, seoMeta, siteUrlOf } from "~/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  seoMeta(siteUrlOf(matches), {
    title: data?.filters.summary ? `Todas las noticias · ${data.filters.summary} · Rotativa` : "Todas las noticias · Rotativa",
    description: "Todas las noticias reunidas por Rotativa, de la más reciente a la más antigua, por categoría, periódico y departamento.",
    path: canonicalPath(location.pathname, location.search),
    rss: { href: "/rss.xml", title: "Rotativa · Noticias de Colombia" },
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Todas las noticias", path: "/todas-las-noticias" }])],
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { filter, form } = await readListingFilters(context.db, request);
  const listing = await loadListing(context.db, request, { filter });
  const emptyMessage = form.summary ? `No hay noticias con estos filtros (${form.summary}).` : "Todavía no hay noticias.";
  return data({ ...listing, emptyMessage, filters: form }, { status: form.problems.length > 0 ? 400 : 200 });
}

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
