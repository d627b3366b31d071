import type { Db } from "../db/schema.js";
import { type ArticleFilter, countArticles, listArticles, previousPageCursor } from "../models/article.server.js";
import { getCategory, listCategories } from "../models/category.server.js";
import { getDepartment, listDepartments } from "../models/department.server.js";
import { getNewspaper, listNewspapers } from "../models/newspaper.server.js";
import { type Cursor, decodeCursor, encodeCursor } from "../text/cursor.js";
import { newArticlesHref } from "./fragments.js";
import { notFoundWithHelp } from "./not-found.server.js";
import { WINDOWS, type WindowSlug } from "../text/windows.js";
import { pageNow } from "../text/format.js";

/** Articles per listing page. */
export const PAGE_SIZE = 30;

/** The cursor a listing request asks for (`?antes=`); a malformed one means the first page. */
export function cursorOf(request: Request): Cursor | null {
  return decodeCursor(new URL(request.url).searchParams.get("antes"));
}

/** The highest page number a URL may carry; beyond it the number is not believed (page 1 is shown as 1). */
const MAX_PAGE = 1_000_000;

/**
 * The page number a listing request carries (`?pagina=`) beside its cursor: 1 without a cursor,
 * 2 when the number is missing or malformed. It only labels the page ("Noticias 31–60"); the
 * cursor alone decides which articles it holds.
 */
export function pageNumberOf(request: Request): number {
  const params = new URL(request.url).searchParams;
  if (!decodeCursor(params.get("antes"))) return 1;
  const value = params.get("pagina") ?? "";
  const page = /^\d{1,7}$/.test(value) ? Number(value) : 2;
  return page >= 2 && page <= MAX_PAGE ? page : 2;
}

/**
 * The URL of another page of the listing, keeping the request's other query parameters: the page
 * after `cursor` numbered `page`, or with a null cursor the listing's newest page.
 */
export function pageHref(request: Request, cursor: Cursor | null, page: number): string {
  const url = new URL(request.url);
  url.searchParams.delete("antes");
  url.searchParams.delete("pagina");
  if (cursor) {
    url.searchParams.set("antes", encodeCursor(cursor));
    url.searchParams.set("pagina", String(page));
  }
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/** The URL of the page after `cursor`, keeping the request's other query parameters. */
export function nextPageHref(request: Request, cursor: Cursor | null, page = pageNumberOf(request) + 1): string | null {
  return cursor ? pageHref(request, cursor, page) : null;
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
  /** The newspaper's own site, for newspapers. */
  siteUrl?: string;
  /** The newspaper's home department, or the department's region, for the siblings' wording. */
  group?: string;
  /** The listing filter that selects this entity's articles. */
  filter: Pick<ArticleFilter, "category" | "newspaperId" | "department">;
}

/** Loads the category, newspaper or department a family page names; unknown slugs are a 404 with suggestions. */
export async function loadFamilyEntity(db: Db, kind: FamilyKind, slug: string, requestedPath?: string): Promise<FamilyEntity> {
  const basePath = `/${kind}/${slug}`;
  // The 404's suggestions keep the rest of the path the reader asked for (a window, "titulares").
  const asked = requestedPath ?? basePath;
  if (kind === "categorias") {
    const category = await getCategory(db, slug);
    if (!category) throw await notFoundWithHelp(db, asked);
    return { kind, slug, name: category.name, description: category.description, basePath, filter: { category: slug } };
  }
  if (kind === "periodicos") {
    const newspaper = await getNewspaper(db, slug);
    if (!newspaper) throw await notFoundWithHelp(db, asked);
    const where = newspaper.homeDepartment ? `Periódico regional de ${newspaper.homeDepartment.name}` : "Periódico nacional";
    return {
      kind,
      slug,
      name: newspaper.name,
      description: where,
      basePath,
      siteUrl: /^https?:\/\//.test(newspaper.siteUrl) ? newspaper.siteUrl : undefined,
      group: newspaper.homeDepartment?.slug,
      filter: { newspaperId: newspaper.id },
    };
  }
  const department = await getDepartment(db, slug);
  if (!department) throw await notFoundWithHelp(db, asked);
  const description =
    department.slug === "bogota" ? "Distrito Capital de Colombia" : `Departamento de Colombia · Capital: ${department.capital}`;
  return { kind, slug, name: department.name, description, basePath, group: department.region, filter: { department: slug } };
}

/** A link to another entity of the same family. */
export interface SiblingLink {
  href: string;
  name: string;
}

/**
 * The entities a reader may want next: every other category; the newspapers of the same home
 * department (or the other national ones); the departments of the same region.
 */
export async function loadFamilySiblings(db: Db, entity: FamilyEntity): Promise<{ label: string; links: SiblingLink[] }> {
  if (entity.kind === "categorias") {
    const categories = await listCategories(db);
    return {
      label: "Otras categorías",
      links: categories.filter((c) => c.slug !== entity.slug).map((c) => ({ href: `/categorias/${c.slug}`, name: c.name })),
    };
  }
  if (entity.kind === "periodicos") {
    const newspapers = await listNewspapers(db);
    const same = newspapers.filter((n) => n.slug !== entity.slug && (n.homeDepartment?.slug ?? undefined) === entity.group);
    const label = entity.group ? `Otros periódicos de ${same[0]?.homeDepartment?.name ?? "la región"}` : "Otros periódicos nacionales";
    return { label, links: same.map((n) => ({ href: `/periodicos/${n.slug}`, name: n.name })) };
  }
  const departments = await listDepartments(db);
  return {
    label: `Región ${entity.group ?? ""}`.trim(),
    links: departments
      .filter((d) => d.slug !== entity.slug && d.region === entity.group)
      .map((d) => ({ href: `/departamentos/${d.slug}`, name: d.name })),
  };
}

/** One page of a listing with what its heading and pagination need. */
export interface ListingData {
  articles: Awaited<ReturnType<typeof listArticles>>["articles"];
  total: number;
  /** The page's number (1 for the newest), carried in the URL beside the cursor. */
  page: number;
  /** Position of the page's first article in the listing (1-based). */
  firstPosition: number;
  nextHref: string | null;
  /** The page before (rel=prev) and the newest page; null on the first page. */
  previousHref: string | null;
  newestHref: string | null;
  window: WindowSlug | null;
  now: number;
  /** Where the first page asks how many articles arrived since it was shown; null on later pages. */
  newArticlesHref: string | null;
}

/** Loads one page of a listing, optionally narrowed to a family entity and a time window. */
export async function loadListing(
  db: Db,
  request: Request,
  options: { filter?: FamilyEntity["filter"] & Pick<ArticleFilter, "municipality">; window?: WindowSlug | null; now?: number },
): Promise<ListingData> {
  const now = options.now ?? pageNow();
  const window = options.window ?? undefined;
  const base = { ...options.filter, window, now };
  const before = cursorOf(request);
  const number = pageNumberOf(request);
  const [page, total] = await Promise.all([listArticles(db, { ...base, before, limit: PAGE_SIZE }), countArticles(db, base)]);
  const newest = page.articles[0];
  // Page 2's previous page is the newest one; later pages find theirs with one short index walk.
  const previousCursor =
    number > 2 && newest ? await previousPageCursor(db, base, { publishedAt: newest.publishedAt, id: newest.id }, PAGE_SIZE) : null;
  return {
    articles: page.articles,
    total,
    page: number,
    firstPosition: (number - 1) * PAGE_SIZE + 1,
    nextHref: nextPageHref(request, page.nextCursor, number + 1),
    previousHref: number > 1 ? pageHref(request, previousCursor, previousCursor ? number - 1 : 1) : null,
    newestHref: number > 1 ? pageHref(request, null, 1) : null,
    window: window ?? null,
    now,
    newArticlesHref: !before && newest ? newArticlesHref(options.filter ?? {}, { publishedAt: newest.publishedAt, id: newest.id }) : null,
  };
}

/** The Spanish sentence a listing shows when it has nothing, naming the window when there is one. */
export function emptyListingMessage(window: WindowSlug | null, subject?: string): string {
  const about = subject ? ` sobre ${subject}` : "";
  if (window) return `No hay noticias${about} publicadas en ${WINDOWS[window].description}.`;
  return `Todavía no hay noticias${about}.`;
}
