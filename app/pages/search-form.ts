import type { SearchOrder } from "../search/search.server.js";
/*
 * The search form's state as the page and its links see it (isomorphic, no zod): what the
 * reader asked for, and the URLs of the same search with something changed (a filter removed, the
 * next page, another order).
 */

/** The orders a reader can pick. */
export const SEARCH_ORDERS = ["relevancia", "recientes"] as const satisfies readonly SearchOrder[];
export type SearchOrderValue = SearchOrder;

/** Results per page. */
export const SEARCH_PAGE_SIZE = 20;

/** The search as the URL carries it; empty strings are unset filters. Dates are YYYY-MM-DD (Bogotá). */
export interface SearchForm {
  q: string;
  categoria: string;
  periodico: string;
  departamento: string;
  /** DIVIPOLA code of a municipality ("76520"). */
  municipio: string;
  desde: string;
  hasta: string;
  orden: SearchOrderValue;
  pagina: number;
  /** "no": search the words as typed, without correcting misspelt ones (the "Buscar en cambio" link). */
  corregir: "" | "no";
}

/** The filters of a search form, in the order the page lists them. */
export const FILTER_FIELDS = ["categoria", "periodico", "departamento", "municipio", "desde", "hasta"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** A form with nothing asked. */
export const EMPTY_SEARCH_FORM: SearchForm = {
  q: "",
  categoria: "",
  periodico: "",
  departamento: "",
  municipio: "",
  desde: "",
  hasta: "",
  orden: "relevancia",
  pagina: 1,
  corregir: "",
};

/**
 * The /busqueda URL of a form, with `changes` applied. Unset filters, the default order and the
 * first page are left out, so equal searches have equal URLs. A change of anything but the page
 * goes back to the first page.
 */
export function searchHref(form: SearchForm, changes: Partial<SearchForm> = {}): string {
  const next = { ...form, ...changes };
  if (!("pagina" in changes)) next.pagina = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const field of FILTER_FIELDS) if (next[field]) params.set(field, next[field]);
  if (next.orden !== "relevancia") params.set("orden", next.orden);
  if (next.pagina > 1) params.set("pagina", String(next.pagina));
  if (next.corregir === "no") params.set("corregir", "no");
  const query = params.toString();
  return query ? `/busqueda?${query}` : "/busqueda";
}

/** The RSS feed of a search (its words and filters; the order and page are the feed's own: newest first). */
export function searchFeedHref(form: SearchForm): string {
  const href = searchHref({ ...form, orden: "relevancia", pagina: 1 });
  return href.replace(/^\/busqueda/u, "/busqueda/rss.xml");
}

/** Whether any filter (not the words) narrows the search. */
export function hasFilters(form: SearchForm): boolean {
  return FILTER_FIELDS.some((field) => form[field] !== "");
}

/** The Bogotá date (YYYY-MM-DD) of an instant: Colombia is UTC−5 all year. */
export function bogotaDate(epochMs: number): string {
  return new Date(epochMs - 5 * 3_600_000).toISOString().slice(0, 10);
}

/** The first instant (epoch ms) of a Bogotá date written YYYY-MM-DD. */
export function bogotaDayStart(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, 5);
}

/** The last instant (epoch ms) of a Bogotá date written YYYY-MM-DD. */
export function bogotaDayEnd(date: string): number {
  return bogotaDayStart(date) + 86_400_000 - 1;
}
