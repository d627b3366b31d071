import type { Db } from "../db/schema.js";
import { type ArticleFilter, countArticles, listArticles } from "../models/article.server.js";
import { getCategory } from "../models/category.server.js";
import { getDepartment } from "../models/department.server.js";
import { getNewspaper } from "../models/newspaper.server.js";
import { countCoverage } from "../models/story.server.js";
import { type Cursor, decodeCursor, encodeCursor } from "./cursor.js";
import { notFound } from "./params.server.js";
import { WINDOWS, type WindowSlug } from "./windows.js";

/** Articles per listing page. */
export const PAGE_SIZE = 30;

/** The cursor a listing request asks for (`?antes=`); a malformed one means the first page. */
export function cursorOf(request: Request): Cursor | null {
  return decodeCursor(new URL(request.url).searchParams.get("antes"));
}

/** The URL of the page after `cursor`, keeping the request's other query parameters. */
export function nextPageHref(request: Request, cursor: Cursor | null): string | null {
  if (!cursor) return null;
  const url = new URL(request.url);
  url.searchParams.set("antes", encodeCursor(cursor));
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** The three browsable families of listings. */
export type FamilyKind = "categorias" | "periodicos" | "departamentos";

/** The entity a family page is about, as its heading shows it. */
export interface FamilyEntity {
  kind: FamilyKind;
  slug: string;
  name: string;
  description: string;
  basePath: string;
  /** The listing filter that selects this entity's articles. */
  filter: Pick<ArticleFilter, "category" | "newspaperId" | "department">;
}

/** Loads the category, newspaper or department a family page names; unknown slugs are a 404. */
export async function loadFamilyEntity(db: Db, kind: FamilyKind, slug: string): Promise<FamilyEntity> {
  const basePath = `/${kind}/${slug}`;
  if (kind === "categorias") {
    const category = await getCategory(db, slug);
    if (!category) throw notFound();
    return { kind, slug, name: category.name, description: category.description, basePath, filter: { category: slug } };
  }
  if (kind === "periodicos") {
    const newspaper = await getNewspaper(db, slug);
    if (!newspaper) throw notFound();
    const where = newspaper.homeDepartment ? `Periódico regional de ${newspaper.homeDepartment.name}` : "Periódico nacional";
    const site = newspaper.siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");
    return { kind, slug, name: newspaper.name, description: `${where} · ${site}`, basePath, filter: { newspaperId: newspaper.id } };
  }
  const department = await getDepartment(db, slug);
  if (!department) throw notFound();
  const description =
    department.slug === "bogota" ? "Distrito Capital de Colombia" : `Departamento de Colombia · Capital: ${department.capital}`;
  return { kind, slug, name: department.name, description, basePath, filter: { department: slug } };
}

/** One page of a listing with what its heading and pagination need. */
export interface ListingData {
  articles: Awaited<ReturnType<typeof listArticles>>["articles"];
  total: number;
  nextHref: string | null;
  window: WindowSlug | null;
  now: number;
  /** How many newspapers cover each card's story, for the cards whose story is covered by more than one. */
  coverage: Record<number, number>;
}

/** The coverage of a page of cards, keeping only stories covered by more than one newspaper. */
export async function sharedCoverage(db: Db, articles: { id: number }[]): Promise<Record<number, number>> {
  const counts = await countCoverage(
    db,
    articles.map((article) => article.id),
  );
  return Object.fromEntries([...counts].filter(([, newspapers]) => newspapers > 1));
}

/** Loads one page of a listing, optionally narrowed to a family entity and a time window. */
export async function loadListing(
  db: Db,
  request: Request,
  options: { filter?: FamilyEntity["filter"]; window?: WindowSlug | null; now?: number },
): Promise<ListingData> {
  const now = options.now ?? Date.now();
  const window = options.window ?? undefined;
  const base = { ...options.filter, window, now };
  const [page, total] = await Promise.all([
    listArticles(db, { ...base, before: cursorOf(request), limit: PAGE_SIZE }),
    countArticles(db, base),
  ]);
  const coverage = await sharedCoverage(db, page.articles);
  return { articles: page.articles, total, nextHref: nextPageHref(request, page.nextCursor), window: window ?? null, now, coverage };
}

/** The Spanish sentence a listing shows when it has nothing, naming the window when there is one. */
export function emptyListingMessage(window: WindowSlug | null, subject?: string): string {
  const about = subject ? ` sobre ${subject}` : "";
  if (window) return `No hay noticias${about} publicadas en ${WINDOWS[window].description}.`;
  return `Todavía no hay noticias${about}.`;
}
