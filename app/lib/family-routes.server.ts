import type { LoaderFunctionArgs } from "@remix-run/node";
import { emptyListingMessage, type FamilyKind, loadFamilyEntity, loadFamilySiblings, loadListing } from "./listing.server.js";
import { parseParamsOr404, slugParams, slugWindowParams } from "./params.server.js";
import { pageNow } from "./format.js";

/** The loader of a family's parent route: the entity its heading and tabs show (404 if unknown). */
export async function loadFamilyParent({ params, context }: LoaderFunctionArgs, kind: FamilyKind) {
  const { slug } = parseParamsOr404(params, slugParams);
  const { filter: _filter, ...entity } = await loadFamilyEntity(context.db, kind, slug);
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
  const entity = await loadFamilyEntity(context.db, kind, slug);
  const window = ventana ?? null;
  const listing = await loadListing(context.db, request, { filter: entity.filter, window });
  return {
    ...listing,
    entityName: entity.name,
    entityPath: entity.basePath,
    entityDescription: entity.description,
    emptyMessage: emptyListingMessage(window, entity.name),
  };
}

/** How many headlines a department's headline page shows. */
export const HEADLINE_COUNT = 15;

/**
 * The department's headlines: its newest articles of the last 24 hours, widened to the last
 * 7 days when the day was quiet, so a small department's page is never needlessly empty.
 */
export async function loadDepartmentHeadlines({ params, request, context }: LoaderFunctionArgs) {
  const { slug } = parseParamsOr404(params, slugParams);
  const entity = await loadFamilyEntity(context.db, "departamentos", slug);
  const now = pageNow();
  const day = await loadListing(context.db, request, { filter: entity.filter, window: "ultimo-dia", now });
  const listing =
    day.articles.length >= 5 ? day : await loadListing(context.db, request, { filter: entity.filter, window: "ultima-semana", now });
  return {
    articles: listing.articles.slice(0, HEADLINE_COUNT),
    now,
    entityName: entity.name,
    scope: listing.window === "ultimo-dia" ? "de las últimas 24 horas" : "de los últimos 7 días",
    emptyMessage: `No hay titulares de ${entity.name} en los últimos 7 días.`,
  };
}
