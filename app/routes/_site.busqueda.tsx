import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchPageView } from "../components/search-page.js";
import { loadSearchPageOrRedirect } from "../pages/page-loaders.server.js";
import "../first-visit.js";

export const loader = (args: LoaderFunctionArgs) => loadSearchPageOrRedirect(args);

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const q = page?.query.text;
  return [
    { title: q ? `«${q}» · Búsqueda · Rotativa` : "Búsqueda · Rotativa" },
    { name: "description", content: "Busque entre las noticias de los periódicos de Colombia." },
    // Result pages change by the minute and are endless: search engines should not index them.
    ...(q ? [{ name: "robots", content: "noindex" }] : []),
    // Every search is a feed (issue 19): feed readers find it from the page.
    ...(page?.feedHref
      ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: `«${q}» · Rotativa`, href: page.feedHref }]
      : []),
  ];
};

/** /busqueda: Spanish full-text search with filters, highlights and pages; works without JavaScript. */
export default function SearchPage() {
  return <SearchPageView page={useLoaderData<typeof loader>()} />;
}
