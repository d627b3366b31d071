/*
 * Everything /busqueda shows, gathered for its loader: the results with their highlights, the
 * lists the filters offer, and, when nothing matched, searches that would find something.
 */
import type { Db } from "../db/schema.js";
import type { ArticleCard } from "../models/article.server.js";
import { listCategories } from "../models/category.server.js";
import { listDepartments } from "../models/department.server.js";
import { listNewspapers } from "../models/newspaper.server.js";
import { highlightRanges, type Range } from "./highlight.js";
import { formatQuery, type ParsedQuery, parseQuery } from "./query.js";
import { bogotaDate, bogotaDayEnd, bogotaDayStart, type SearchForm, SEARCH_PAGE_SIZE, searchHref } from "./search-form.js";
import type { SearchIssue } from "./search-params.server.js";
import { countSearchResults, type SearchFilters, searchArticles, type SearchResults } from "./search.server.js";

/** A choice of a filter's list. */
export interface FilterOption {
  slug: string;
  name: string;
}

/** A result card with the stretches of its title and summary to highlight. */
export interface SearchResultCard extends ArticleCard {
  marks: { title: Range[]; summary: Range[] };
}

/** Another search the empty state offers, with how many articles it finds. */
export interface SearchSuggestion {
  href: string;
  label: string;
  count: number;
  countIsMinimum: boolean;
}

/** What the search page renders. */
export interface SearchPageData {
  form: SearchForm;
  issues: SearchIssue[];
  query: {
    text: string;
    ignored: string[];
    truncated: boolean;
    /** Words to look for were given (otherwise the page explains how to search). */
    searchable: boolean;
    /** Only exclusions were given ("-fútbol"): there is nothing to look for. */
    excludedOnly: boolean;
  };
  results: (Omit<SearchResults, "articles"> & { articles: SearchResultCard[] }) | null;
  suggestions: SearchSuggestion[];
  options: { categories: FilterOption[]; newspapers: FilterOption[]; departments: FilterOption[] };
  now: number;
}

/** Suggestions count their results up to this many. */
const SUGGESTION_COUNT_LIMIT = 1000;

/** The filters of a search with some of its form's filters changed (only removals and dates). */
function filtersOf(form: SearchForm, base: SearchFilters, changed: Partial<SearchForm>): SearchFilters {
  const filters: SearchFilters = { ...base };
  if ("categoria" in changed && !changed.categoria) delete filters.category;
  if ("periodico" in changed && !changed.periodico) delete filters.newspaperId;
  if ("departamento" in changed && !changed.departamento) delete filters.department;
  if ("desde" in changed) {
    if (changed.desde) filters.from = bogotaDayStart(changed.desde);
    else delete filters.from;
  }
  if ("hasta" in changed) {
    if (changed.hasta) filters.to = bogotaDayEnd(changed.hasta);
    else delete filters.to;
  }
  return filters;
}

/** Searches like this one, widened one way at a time, that do find something. */
async function suggestionsFor(db: Db, form: SearchForm, query: ParsedQuery, filters: SearchFilters, now: number): Promise<SearchSuggestion[]> {
  const candidates: { label: string; changes: Partial<SearchForm>; query?: ParsedQuery }[] = [];
  if (form.categoria) candidates.push({ label: "En todas las categorías", changes: { categoria: "" } });
  if (form.periodico) candidates.push({ label: "En todos los periódicos", changes: { periodico: "" } });
  if (form.departamento) candidates.push({ label: "En todos los departamentos", changes: { departamento: "" } });
  if (form.desde || form.hasta) {
    candidates.push({ label: "Sin límite de fechas", changes: { desde: "", hasta: "" } });
    const weekAgo = bogotaDate(now - 6 * 86_400_000);
    if (form.desde !== weekAgo || form.hasta) candidates.push({ label: "Las mismas palabras en la última semana", changes: { desde: weekAgo, hasta: "" } });
  }
  if (query.excluded.length > 0) {
    const widened = parseQuery(formatQuery(query.required, []));
    candidates.push({ label: "Sin excluir ninguna palabra", changes: { q: widened.text }, query: widened });
  }
  if (query.required.length > 1) {
    for (const [index] of query.required.entries()) {
      if (index >= 3) break;
      const dropped = formatQuery([query.required[index] ?? []], []);
      const widened = parseQuery(formatQuery(query.required.filter((_, i) => i !== index), query.excluded));
      candidates.push({ label: `Sin «${dropped}»`, changes: { q: widened.text }, query: widened });
    }
  }
  const found = await Promise.all(
    candidates.map(async (candidate) => {
      const count = await countSearchResults(db, candidate.query ?? query, filtersOf(form, filters, candidate.changes), SUGGESTION_COUNT_LIMIT + 1);
      return {
        href: searchHref(form, { ...candidate.changes, pagina: 1 }),
        label: candidate.label,
        count: Math.min(count, SUGGESTION_COUNT_LIMIT),
        countIsMinimum: count > SUGGESTION_COUNT_LIMIT,
      };
    }),
  );
  return found.filter((s) => s.count > 0);
}

/** Runs the search a form asks for and gathers what the page shows. */
export async function loadSearchPage(
  db: Db,
  input: { form: SearchForm; filters: SearchFilters; issues: SearchIssue[] },
  now: number,
): Promise<SearchPageData> {
  const { form, filters, issues } = input;
  const query = parseQuery(form.q);
  const [categories, newspapers, departments] = await Promise.all([listCategories(db), listNewspapers(db), listDepartments(db)]);
  const options = {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    newspapers: newspapers.map(({ slug, name }) => ({ slug, name })),
    departments: departments.map(({ slug, name }) => ({ slug, name })),
  };
  const searchable = query.required.length > 0;
  let results: SearchPageData["results"] = null;
  let suggestions: SearchSuggestion[] = [];
  if (searchable) {
    const found = await searchArticles(db, { query, filters, order: form.orden, page: form.pagina, pageSize: SEARCH_PAGE_SIZE, now });
    results = {
      ...found,
      articles: found.articles.map((article) => ({
        ...article,
        marks: { title: highlightRanges(article.title, query), summary: highlightRanges(article.summary, query) },
      })),
    };
    if (found.total === 0) suggestions = await suggestionsFor(db, form, query, filters, now);
  }
  return {
    form,
    issues,
    query: {
      text: query.text,
      ignored: query.ignored,
      truncated: query.truncated,
      searchable,
      excludedOnly: !searchable && query.excluded.length > 0,
    },
    results,
    suggestions,
    options,
    now,
  };
}
