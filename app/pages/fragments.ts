import type { ListingFilter } from "../models/article.server.js";
import { type Cursor, encodeCursor } from "../text/cursor.js";
import type { Genre } from "../text/genre.js";

/*
 * Page fragments: small JSON answers for one piece of a page, fetched with useFetcher after the
 * page is shown (the specification's "/__nuxt_island/{key}.json"). The pages themselves come
 * complete from the server; fragments only keep a piece fresh or add a piece that can wait.
 */

/** GET /fragmentos/nuevas: how many articles arrived after the newest one a listing shows. */
export interface NewArticlesFragment {
  count: number;
  /** True when there are more than `count` (the count is capped). */
  more: boolean;
}

/** GET /fragmentos/titulares: the newest headlines. */
export interface HeadlinesFragment {
  headlines: { id: number; title: string; newspaper: string; publishedAt: number; genre: Genre | null }[];
  now: number;
}

/** Any fragment's body. */
export type Fragment = NewArticlesFragment | HeadlinesFragment;

/** The address that counts a listing's new arrivals after its newest article. */
export function newArticlesHref(filter: Pick<ListingFilter, "category" | "newspaperId" | "department">, newest: Cursor): string {
  const params = new URLSearchParams({ despues: encodeCursor(newest) });
  if (filter.category) params.set("categoria", filter.category);
  if (filter.newspaperId !== undefined) params.set("periodico", String(filter.newspaperId));
  if (filter.department) params.set("departamento", filter.department);
  return `/fragmentos/nuevas?${params.toString()}`;
}

/** The address of the newest headlines, leaving out the article a page already shows. */
export function headlinesHref(excludeId?: number): string {
  return excludeId === undefined ? "/fragmentos/titulares" : `/fragmentos/titulares?excluir=${excludeId}`;
}
