import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { SavedPage } from "../components/saved/saved-page.js";
import { loadSavedPage, savedCookieHeader } from "../pages/saved/saved.server.js";
import { seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Guardadas · Rotativa",
    description: "Las noticias que guardó para después en este navegador.",
    path: "/guardadas",
    noindex: true,
  });

/**
 * One reader's own list: never kept by a shared cache nor by the browser (Cache-Control is also
 * set by app/http/page-cache.ts, and the micro-cache never stores /guardadas), never indexed.
 */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

/** /guardadas: the saved articles named by the reader's cookie; ids of articles that are gone are forgotten. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadSavedPage(context.db, request);
  const remaining = page.articles.map((article) => article.id);
  const headers: HeadersInit = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  return data(page, {
    headers:
      page.gone.length > 0
        ? { ...headers, "Set-Cookie": savedCookieHeader(remaining, context.config.siteUrl.startsWith("https:")) }
        : headers,
  });
}

export default function Saved() {
  const { articles, gone, now } = useLoaderData<typeof loader>();
  return <SavedPage articles={articles} gone={gone} now={now} />;
}
