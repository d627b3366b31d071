import type { LoaderFunctionArgs } from "@remix-run/node";
import { emptyListingMessage, type FamilyKind, loadFamilyEntity, loadFamilySiblings, loadListing } from "./listing.server.js";
import { parseParamsOr404, slugParams, slugWindowParams } from "./params.server.js";
import { listTopStories } from "../models/story-ranking.server.js";
import { compactCard } from "./front-page.server.js";
import { pageNow } from "../text/format.js";
import type { Db } from "../db/schema.js";
import { getMunicipality, listMunicipalitiesWithNews } from "../models/municipality.server.js";
import type { MunicipalityFilter } from "./region/municipality-filter.js";

/**
 * A department listing's `?municipio=` (a DIVIPOLA code): the municipality when it is one of the
 * department's, otherwise a notice and the whole department; with the department's municipalities
 * that have news, for the filter's list.
 */
async function loadMunicipalityFilter(db: Db, request: Request, department: string): Promise<MunicipalityFilter> {
  const asked = (new URL(request.url).searchParams.get("municipio") ?? "").trim();
  const options = (await listMunicipalitiesWithNews(db, department)).map(({ code, name }) => ({ code, name }));
  if (asked === "") return { options, chosen: null, problem: null };
  const town = /^\d{5}$/u.test(asked) ? await getMunicipality(db, asked) : null;
  if (town && town.department.slug === department) return { options, chosen: { code: town.code, name: town.name }, problem: null };
  const shown = asked.length > 40 ? `${asked.slice(0, 40)}…` : asked;
  return { options, chosen: null, problem: `El municipio «${shown}» no es de este departamento; se muestran todas sus noticias.` };
}

/** The loader of a family's parent route: the entity its heading and tabs show (404 if unknown). */
export async function loadFamilyParent({ params, request, context }: LoaderFunctionArgs, kind: FamilyKind) {
  const { slug } = parseParamsOr404(params, slugParams);
  const { filter: _filter, ...entity } = await loadFamilyEntity(context.db, kind, slug, new URL(request.url).pathname);
  const siblings = await loadFamilySiblings(context.db, { ...entity, filter: _filter });
  return { entity, siblings };
}

/**
 * The loader of a family's listing children: /{family}/{slug} (recent) and
 * /{family}/{slug}/{ventana}. The window segment is validated; anything else is a 404.
 */
export async function loadFamilyListing({ params, request, context }: LoaderFunctionArgs, kind: FamilyKind) {
  const { slug, ventana } = parseParamsOr404(params, params.ventana === undefined ? slugParams : slugWindowParams) as {
    slug: string;
    ventana?: Parameters<typeof emptyListingMessage>[0];
  };
  const entity = await loadFamilyEntity(context.db, kind, slug, new URL(request.url).pathname);
  const window = ventana ?? null;
  const towns = kind === "departamentos" ? await loadMunicipalityFilter(context.db, request, slug) : null;
  const filter = towns?.chosen ? { ...entity.filter, municipality: towns.chosen.code } : entity.filter;
  const listing = await loadListing(context.db, request, { filter, window });
  return {
    ...listing,
    // New arrivals are counted for the whole department; a municipality's page does without.
    newArticlesHref: towns?.chosen ? null : listing.newArticlesHref,
    municipalities: towns,
    entityName: entity.name,
    entityPath: entity.basePath,
    entityDescription: entity.description,
    emptyMessage: emptyListingMessage(window, towns?.chosen ? towns.chosen.name : entity.name),
  };
}

/** How many headlines a department's headline page shows. */
export const HEADLINE_COUNT = 15;

/**
 * The department's headlines: one line per story about it, ranked by how many newspapers cover
 * it and how recent it is, its own newspapers first among equals (their version leads the line);
 * the last 24 hours, widened to the last 7 days when the day was quiet.
 */
export async function loadDepartmentHeadlines({ params, request, context }: LoaderFunctionArgs) {
  const { slug } = parseParamsOr404(params, slugParams);
  const entity = await loadFamilyEntity(context.db, "departamentos", slug, new URL(request.url).pathname);
  const now = pageNow();
  const options = { now, department: slug, regionalFor: slug, limit: HEADLINE_COUNT };
  let stories = await listTopStories(context.db, { ...options, window: "ultimo-dia" });
  const widened = stories.length < 5;
  if (widened) stories = await listTopStories(context.db, { ...options, window: "ultima-semana", halfLifeHours: 24 });
  return {
    articles: stories.map((story) => story.lead),
    now,
    entityName: entity.name,
    scope: widened ? "de los últimos 7 días" : "de las últimas 24 horas",
    emptyMessage: `No hay titulares de ${entity.name} en los últimos 7 días.`,
  };
}

/** The headlines page's loader: a compact list, so the cards' summaries, pictures and departments stay out of its data (the payload API keeps them). */
export async function loadDepartmentHeadlineList(args: LoaderFunctionArgs) {
  const page = await loadDepartmentHeadlines(args);
  return { ...page, articles: page.articles.map(compactCard) };
}
