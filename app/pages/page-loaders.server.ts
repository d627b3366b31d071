/*
 * Loaders of pages whose route also has a `{route}/_payload.json` (api-payload.server.ts): kept
 * here so that the page and its payload run the very same function (same validation, same data,
 * same status).
 */
import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { articleSeo, loadArticlePage } from "./article-page.server.js";
import { compactCard } from "./front-page.server.js";
import { readListingFilters } from "./filters.server.js";
import { emptyListingMessage, loadListing } from "./listing.server.js";
import { articleParams, notFound, parseParamsOr404, storyParams, windowParams } from "./params.server.js";
import { readWithinBudget, refuseWhenShed } from "./overload.server.js";
import { coverageLabel } from "./region/coverage.js";
import { loadDailyEdition } from "./region/daily-edition.server.js";
import { hasPeriodErrors, loadReports, reportsPageData } from "./reports.server.js";
import { EMPTY_SEARCH_FORM, searchHref } from "./search-form.js";
import { readSavedIds } from "./saved/saved.server.js";
import { shareLinks } from "./share.server.js";
import { limitSearches } from "./search-limit.server.js";
import { loadSearchPage } from "./search-page.server.js";
import { readSearchParams } from "./search-params.server.js";
import { loadStoryPage } from "./story-page.server.js";
import { formatExactTime, formatRelativeTime } from "../text/format.js";
import { WINDOWS } from "../text/windows.js";

/** /ultima-hora, /ultimo-dia and /ultima-semana: every article of the window. Any other segment is a 404. */
export async function loadWindowPage({ params, request, context }: LoaderFunctionArgs) {
  const { ventana } = parseParamsOr404(params, windowParams);
  const listing = await loadListing(context.db, request, { window: ventana });
  return { ...listing, title: WINDOWS[ventana].label, emptyMessage: emptyListingMessage(ventana) };
}

/** /todas-las-noticias: every article, narrowed by the query's filters (400 with a notice for refused ones). */
export async function loadAllNewsPage({ request, context }: LoaderFunctionArgs) {
  const { filter, form } = await readListingFilters(context.db, request);
  const listing = await loadListing(context.db, request, { filter });
  const emptyMessage = form.summary ? `No hay noticias con estos filtros (${form.summary}).` : "Todavía no hay noticias.";
  return data({ ...listing, emptyMessage, filters: form }, { status: form.problems.length > 0 ? 400 : 200 });
}

/** Parameters a form submits even when empty or at their default: the canonical URL leaves them out. */
function isRedundant(name: string, value: string): boolean {
  if (value === "") return true;
  return (name === "orden" && value === "relevancia") || (name === "pagina" && value === "1");
}

/** /busqueda: rate-limited per address; a form sent with its empty fields is redirected to its short URL. */
export async function loadSearchPageOrRedirect({ request, context }: LoaderFunctionArgs) {
  // Refused by the load shedder (a navigation's .data request): 503 with Retry-After.
  refuseWhenShed(context.shed);
  const url = new URL(request.url);
  // Searching costs the most of any page: at most SEARCH_RATE_LIMIT a minute per address, a long
  // query counting as several (429 page otherwise).
  await limitSearches(context.searchLimiter, url.searchParams, context.clientIp);
  const { form, filters, issues } = await readSearchParams(context.db, url.searchParams);
  // A form submitted without JavaScript sends every field: answer with the short URL a reader can share.
  if (issues.length === 0 && [...url.searchParams].some(([name, value]) => isRedundant(name, value))) {
    throw redirect(searchHref(form, { pagina: form.pagina }));
  }
  // Within SEARCH_BUDGET_MS: a search that cannot finish in time is stopped and answered 503.
  const budget = { budgetMs: context.config.searchBudgetMs, log: context.log, what: "search" };
  const page = await readWithinBudget(context.db, budget, (db) => loadSearchPage(db, { form, filters, issues }, Date.now()));
  return data(page, { status: issues.length > 0 ? 400 : 200 });
}

/** /articulos/{id}: the article and what to read next; an id that names no article is a 404. */
export async function loadArticlePageOr404({ params, context }: LoaderFunctionArgs) {
  const { id } = parseParamsOr404(params, articleParams);
  const page = await loadArticlePage(context.db, id);
  if (!page) throw notFound();
  return page;
}

/** The newest articles about a municipality: a search of its name narrowed to its DIVIPOLA code. */
function municipalitySearch(name: string, code: string): string {
  return searchHref(EMPTY_SEARCH_FORM, { q: name.replace(/\s*D\.C\.$/u, ""), municipio: code, orden: "recientes" });
}

/**
 * The article page's loader: its payload's data, each municipality's search link, whether the
 * reader's cookie has the article saved (readers without JavaScript see the state from it), its
 * share links and what its `meta` says.
 */
export async function loadArticleRoute(args: LoaderFunctionArgs) {
  const page = await loadArticlePageOr404(args);
  const { article } = page;
  const { siteUrl } = args.context.config;
  return {
    ...page,
    // Compact lists: the payload API (loadArticlePageOr404) keeps whole cards.
    sameCategory: page.sameCategory.map(compactCard),
    sameDepartment: page.sameDepartment ? { ...page.sameDepartment, articles: page.sameDepartment.articles.map(compactCard) } : null,
    article: {
      ...article,
      municipalities: article.municipalities.map((municipality) => ({
        ...municipality,
        search: municipalitySearch(municipality.name, municipality.code),
      })),
    },
    saved: readSavedIds(args.request).includes(article.id),
    share: shareLinks(siteUrl, `/articulos/${article.id}`, article.title),
    seo: { siteUrl, page: articleSeo(siteUrl, new URL(args.request.url).pathname, article) },
  };
}

/**
 * The daily edition's page: its payload's data, each line's time and coverage written out (as
 * cards write a time: relative, exact in the title, ISO for the machine) and its share links.
 */
export async function loadDailyEditionPage(args: LoaderFunctionArgs) {
  const edition = await loadDailyEdition(args);
  const path = new URL(args.request.url).pathname;
  return {
    ...edition,
    stories: edition.stories.map((line) => ({
      ...line,
      coverage: coverageLabel(line.newspapers),
      time: {
        iso: new Date(line.newest.publishedAt).toISOString(),
        exact: formatExactTime(line.newest.publishedAt),
        relative: formatRelativeTime(line.newest.publishedAt, edition.now),
      },
    })),
    share: shareLinks(args.context.config.siteUrl, path, `${edition.name} hoy, ${edition.day} · Rotativa`),
  };
}

/** What /departamentos/{slug}/hoy renders. */
export type DailyEditionPage = Awaited<ReturnType<typeof loadDailyEditionPage>>;

/**
 * /historias/{id}: a story whole. An id that names no story is a 404; the id of an article whose
 * story was absorbed by an older one (a merge) is redirected to the story it belongs to now.
 */
export async function loadStoryPageOr404({ params, context }: LoaderFunctionArgs) {
  const { id } = parseParamsOr404(params, storyParams);
  const found = await loadStoryPage(context.db, id);
  if (!found) throw notFound();
  if (found.kind === "moved") throw redirect(`/historias/${found.id}`);
  return found.page;
}

/** /reportes?periodo=7d (or periodo=personalizado&desde=dd/mm/aaaa&hasta=dd/mm/aaaa); a refused range answers 400 with its messages. */
export async function loadReportsPage(args: LoaderFunctionArgs) {
  const { report, status } = await readReports(args);
  return data(report, { status });
}

/** /reportes' data with its tables and charts' text alternatives, and the page's status. */
export async function readReportsPage(args: LoaderFunctionArgs) {
  const { report, status } = await readReports(args);
  return { page: reportsPageData(report), status };
}

/** The reports' data and the page's status (400 for a refused range), for the page and its payload. */
export async function readReports({ request, context }: LoaderFunctionArgs) {
  // Refused by the load shedder (a navigation's .data request): 503 with Retry-After.
  refuseWhenShed(context.shed);
  const report = await loadReports(context.db, new URL(request.url), Date.now());
  return { report, status: hasPeriodErrors(report.form) ? 400 : 200 };
}
