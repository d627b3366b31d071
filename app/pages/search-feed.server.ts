/*
 * /busqueda/rss.xml?q=…: every search (its words and filters) as an RSS 2.0 feed, so that a reader
 * can follow "paro armado" in Cauca in any feed reader. The feed lists the newest articles that
 * hold every word as written (partial matches and related words would be noise in a feed), with misspelt words corrected as
 * the page corrects them; it is limited and bounded in time like the page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../db/schema.js";
import { type SearchFilters, searchArticles } from "../search/search.server.js";
import { parseQuery } from "../search/query.js";
import { readWithinBudget, refuseWhenShed } from "./overload.server.js";
import { FEED_ITEMS, renderRss, rssResponse } from "./rss.server.js";
import { type SearchForm, searchFeedHref, searchHref } from "./search-form.js";
import { limitSearches } from "./search-limit.server.js";
import { readSearchParams } from "./search-params.server.js";
import { SITE_NAME } from "./seo.js";

/** A plain-text answer for a feed reader (or a person) who asked for a feed that cannot be made. */
function refusal(status: number, lines: string[]): Response {
  return new Response(`${lines.join("\n")}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The feed of one search: the newest FEED_ITEMS articles holding every word. */
export async function searchFeedResponse(
  db: Db,
  siteUrl: string,
  form: SearchForm,
  filters: SearchFilters,
  now: number,
): Promise<Response> {
  const found = await searchArticles(db, {
    query: parseQuery(form.q),
    filters,
    order: "recientes",
    pageSize: FEED_ITEMS,
    now,
    correct: form.corregir !== "no",
  });
  const searched = found.query.text;
  const channel = {
    title: `«${searched}» · Búsqueda · ${SITE_NAME}`,
    description: `Las noticias más recientes que contienen «${searched}»${found.corrections.applied ? ` (se buscó «${searched}» en lugar de «${form.q}»)` : ""}.`,
    pagePath: searchHref({ ...form, orden: "recientes" }),
    feedPath: searchFeedHref(form),
  };
  return rssResponse(
    renderRss(
      siteUrl,
      channel,
      found.articles.filter((article) => !article.partial && !article.related),
      now,
    ),
  );
}

/** GET /busqueda/rss.xml: 400 with Spanish messages for a missing query or invalid filters; 429 and 503 like the page. */
export async function loadSearchFeed({ request, context }: LoaderFunctionArgs): Promise<Response> {
  refuseWhenShed(context.shed);
  const url = new URL(request.url);
  const { form, filters, issues } = await readSearchParams(context.db, url.searchParams);
  if (issues.length > 0)
    return refusal(
      400,
      issues.map((issue) => issue.message.replace(/;[^;]*$/u, ".")),
    );
  if (parseQuery(form.q).required.length === 0)
    return refusal(400, ["Indique qué buscar: /busqueda/rss.xml?q=palabras (con los mismos filtros que la página de búsqueda)."]);
  await limitSearches(context.searchLimiter, url.searchParams, context.clientIp);
  const budget = { budgetMs: context.config.searchBudgetMs, log: context.log, what: "search feed" };
  return readWithinBudget(context.db, budget, (db) => searchFeedResponse(db, context.config.siteUrl, form, filters, Date.now()));
}
