/*
 * Everything /busqueda shows, gathered for its loader: the results with their highlights, the
 * lists the filters offer, and, when nothing matched, searches that would find something.
 */
import type { Db } from "../db/schema.js";
import { formatCount } from "../text/format.js";
import { listCategories } from "../models/category.server.js";
import { listDepartments } from "../models/department.server.js";
import { getMunicipality, listMunicipalities } from "../models/municipality.server.js";
import { listNewspapers } from "../models/newspaper.server.js";
import { highlightRanges, type Range } from "../search/highlight.js";
import { expandQuery } from "../search/related.js";
import { formatQuery, MAX_TERMS, type ParsedQuery, parseQuery } from "../search/query.js";
import {
  bogotaDate,
  bogotaDayEnd,
  bogotaDayStart,
  FILTER_FIELDS,
  type FilterField,
  hasFilters,
  type SearchForm,
  SEARCH_PAGE_SIZE,
  searchFeedHref,
  searchHref,
} from "./search-form.js";
import type { SearchIssue } from "./search-params.server.js";
import {
  CANDIDATE_WINDOW,
  countSearchResults,
  type SearchFilters,
  searchArticles,
  type SearchResult,
  type SearchResults,
} from "../search/search.server.js";

/** A choice of a filter's list. */
export interface FilterOption {
  slug: string;
  name: string;
}

/** A result card (partial or not, with its story's other versions) and the stretches of its title and summary to highlight. */
export interface SearchResultCard extends SearchResult {
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
    /** Terms past `maxTerms` were left out (the page names the limit). */
    termsDropped: boolean;
    maxTerms: number;
    /** Words to look for were given (otherwise the page explains how to search). */
    searchable: boolean;
    /** Only exclusions were given ("-fútbol"): there is nothing to look for. */
    excludedOnly: boolean;
    /** Only function words were given ("de la"): the page asks for a word that tells the news apart. */
    onlyFunctionWords: boolean;
  };
  results: (Omit<SearchResults, "articles" | "query" | "corrections"> & { articles: SearchResultCard[] }) | null;
  /** Misspelt words: replaced (with links to the corrected search and to the words as typed), or offered. */
  correction: {
    applied: { text: string; href: string; original: string; originalHref: string } | null;
    offered: { text: string; href: string } | null;
  };
  /** The RSS feed of this search (its words and filters), null when nothing is searched. */
  feedHref: string | null;
  suggestions: SearchSuggestion[];
  /** Municipalities offered: those of the chosen department (or of the chosen municipality's). */
  options: { categories: FilterOption[]; newspapers: FilterOption[]; departments: FilterOption[]; municipalities: FilterOption[] };
  now: number;
  /** How many of the newest matches are ranked (the page says so on the last page). */
  candidateWindow: number;
  /** The page's links and what the form shows, made here so that the browser builds no URL (searchLinks). */
  links: SearchLinks;
  /** The results' count as the page says it, and the related and missing words in quotes (empty without results). */
  texts: { count: string; related: string; missing: string };
}

const quoted = (words: readonly string[]) => words.map((word) => `«${word}»`).join(", ");

/** "Más de 1.000 resultados para «x»", "1 resultado para «x»", "Sin resultados para «x»". */
function countText(text: string, results: NonNullable<SearchPageData["results"]>): string {
  if (results.total === 0) return `Sin resultados para «${text}»`;
  const count = `${formatCount(results.total)} ${results.total === 1 ? "resultado" : "resultados"}`;
  return `${results.totalIsMinimum ? "Más de " : ""}${count} para «${text}»`;
}

/** The links of the search page: the same search with something changed, and the applied filters. */
export interface SearchLinks {
  /** The search as its URL, page included: the form is drawn afresh when it changes. */
  self: string;
  /** Whether the filters' disclosure starts open: a filter, another order or a refused value. */
  filtersOpen: boolean;
  /** The words asked for as one phrase (when they are all function words). */
  quoted: string;
  /** The empty page's examples: elecciones, "paro armado", deportes -fútbol. */
  examples: [string, string, string];
  recent: string;
  relevance: string;
  firstPage: string;
  previous: string | null;
  next: string | null;
  /** Each applied filter: its name, its value's name, and the search without it. */
  chips: { field: FilterField; label: string; value: string; remove: string }[];
}

const FILTER_LABELS: Record<FilterField, string> = {
  categoria: "Categoría",
  periodico: "Periódico",
  departamento: "Departamento",
  municipio: "Municipio",
  desde: "Desde",
  hasta: "Hasta",
};

/** The name a filter's value shows (the category's name, not its slug). */
function filterValueName(form: SearchForm, options: SearchPageData["options"], field: FilterField): string {
  const value = form[field];
  const list =
    field === "categoria"
      ? options.categories
      : field === "periodico"
        ? options.newspapers
        : field === "departamento"
          ? options.departments
          : field === "municipio"
            ? options.municipalities
            : null;
  return list?.find((option) => option.slug === value)?.name ?? value;
}

/** Every link the search page shows, and whether its filters start open. */
export function searchLinks(
  form: SearchForm,
  input: { text: string; issues: number; options: SearchPageData["options"]; page: number; pageCount: number },
): SearchLinks {
  const { page, pageCount } = input;
  return {
    self: searchHref(form, { pagina: form.pagina }),
    filtersOpen: hasFilters(form) || form.orden !== "relevancia" || input.issues > 0,
    quoted: searchHref(form, { q: `"${input.text.replace(/["“”«»]/gu, "")}"` }),
    examples: [
      searchHref(form, { q: "elecciones" }),
      searchHref(form, { q: '"paro armado"' }),
      searchHref(form, { q: "deportes -fútbol" }),
    ],
    recent: searchHref(form, { orden: "recientes" }),
    relevance: searchHref(form, { orden: "relevancia" }),
    firstPage: searchHref(form),
    previous: page > 1 ? searchHref(form, { pagina: Math.min(page - 1, pageCount) }) : null,
    next: page < pageCount ? searchHref(form, { pagina: page + 1 }) : null,
    chips: FILTER_FIELDS.filter((field) => form[field] !== "").map((field) => ({
      field,
      label: FILTER_LABELS[field],
      value: filterValueName(form, input.options, field),
      remove: searchHref(form, { [field]: "" }),
    })),
  };
}

/** Suggestions count their results up to this many. */
const SUGGESTION_COUNT_LIMIT = 1000;

/** The filters of a search with some of its form's filters changed (only removals and dates). */
function filtersOf(form: SearchForm, base: SearchFilters, changed: Partial<SearchForm>): SearchFilters {
  const filters: SearchFilters = { ...base };
  if ("categoria" in changed && !changed.categoria) delete filters.category;
  if ("periodico" in changed && !changed.periodico) delete filters.newspaperId;
  if ("departamento" in changed && !changed.departamento) delete filters.department;
  if ("municipio" in changed && !changed.municipio) delete filters.municipality;
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
async function suggestionsFor(
  db: Db,
  form: SearchForm,
  query: ParsedQuery,
  filters: SearchFilters,
  now: number,
): Promise<SearchSuggestion[]> {
  const candidates: { label: string; changes: Partial<SearchForm>; query?: ParsedQuery }[] = [];
  if (form.categoria) candidates.push({ label: "En todas las categorías", changes: { categoria: "" } });
  if (form.periodico) candidates.push({ label: "En todos los periódicos", changes: { periodico: "" } });
  if (form.departamento) candidates.push({ label: "En todos los departamentos", changes: { departamento: "" } });
  if (form.municipio) candidates.push({ label: "En todos los municipios", changes: { municipio: "" } });
  if (form.desde || form.hasta) {
    candidates.push({ label: "Sin límite de fechas", changes: { desde: "", hasta: "" } });
    const weekAgo = bogotaDate(now - 6 * 86_400_000);
    if (form.desde !== weekAgo || form.hasta)
      candidates.push({ label: "Las mismas palabras en la última semana", changes: { desde: weekAgo, hasta: "" } });
  }
  if (query.excluded.length > 0) {
    const widened = parseQuery(formatQuery(query.required, []));
    candidates.push({ label: "Sin excluir ninguna palabra", changes: { q: widened.text }, query: widened });
  }
  if (query.required.length > 1) {
    for (const [index] of query.required.entries()) {
      if (index >= 3) break;
      const dropped = formatQuery([query.required[index] ?? []], []);
      const widened = parseQuery(
        formatQuery(
          query.required.filter((_, i) => i !== index),
          query.excluded,
        ),
      );
      candidates.push({ label: `Sin «${dropped}»`, changes: { q: widened.text }, query: widened });
    }
  }
  const found = await Promise.all(
    candidates.map(async (candidate) => {
      const count = await countSearchResults(
        db,
        candidate.query ?? query,
        filtersOf(form, filters, candidate.changes),
        SUGGESTION_COUNT_LIMIT + 1,
      );
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
  const chosenTown = form.municipio ? await getMunicipality(db, form.municipio) : null;
  const townsOf = form.departamento || chosenTown?.department.slug || "";
  const [categories, newspapers, departments, towns] = await Promise.all([
    listCategories(db),
    listNewspapers(db),
    listDepartments(db),
    townsOf ? listMunicipalities(db, townsOf) : Promise.resolve([]),
  ]);
  const options = {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    newspapers: newspapers.map(({ slug, name }) => ({ slug, name })),
    departments: departments.map(({ slug, name }) => ({ slug, name })),
    municipalities: [...towns, ...(chosenTown && !towns.some((t) => t.code === chosenTown.code) ? [chosenTown] : [])].map((town) => ({
      slug: town.code,
      name: town.name,
    })),
  };
  const searchable = query.required.length > 0;
  let results: SearchPageData["results"] = null;
  let suggestions: SearchSuggestion[] = [];
  const correction: SearchPageData["correction"] = { applied: null, offered: null };
  if (searchable) {
    const found = await searchArticles(db, {
      query,
      filters,
      order: form.orden,
      page: form.pagina,
      pageSize: SEARCH_PAGE_SIZE,
      now,
      correct: form.corregir !== "no",
      groupByStory: true,
    });
    const { query: searched, corrections, ...rest } = found;
    // A result found through a related word highlights that word too.
    const widened = found.relatedTotal > 0 ? (expandQuery(searched)?.query ?? searched) : searched;
    results = {
      ...rest,
      articles: found.articles.map((article) => {
        const marked = article.related ? widened : searched;
        return { ...article, marks: { title: highlightRanges(article.title, marked), summary: highlightRanges(article.summary, marked) } };
      }),
    };
    if (corrections.applied) {
      correction.applied = {
        text: corrections.applied.text,
        href: searchHref(form, { q: corrections.applied.text }),
        original: query.text,
        originalHref: searchHref(form, { corregir: "no" }),
      };
    }
    if (corrections.offered)
      correction.offered = { text: corrections.offered.text, href: searchHref(form, { q: corrections.offered.text }) };
    if (found.total === 0) suggestions = await suggestionsFor(db, form, searched, filters, now);
  }
  return {
    form,
    issues,
    query: {
      text: query.text,
      ignored: query.ignored,
      truncated: query.truncated,
      termsDropped: query.termsDropped,
      maxTerms: MAX_TERMS,
      searchable,
      excludedOnly: !searchable && query.excluded.length > 0,
      onlyFunctionWords: query.onlyFunctionWords,
    },
    results,
    correction,
    feedHref: searchable ? searchFeedHref(form) : null,
    suggestions,
    options,
    now,
    candidateWindow: CANDIDATE_WINDOW,
    links: searchLinks(form, {
      text: query.text,
      issues: issues.length,
      options,
      page: results?.page ?? 1,
      pageCount: results?.pageCount ?? 0,
    }),
    texts: {
      count: results ? countText(query.text, results) : "",
      related: quoted(results?.relatedWords ?? []),
      missing: quoted(results?.missing ?? []),
    },
  };
}
