/*
 * `{route}/_payload.json`: a page's data as plain JSON (the specification's "prerendered page
 * data"), for the page's own route rules. Each payload runs the loader functions the page runs
 * (same validation, same 404s, same 400s for refused filters), keeps the part its schema publishes
 * (api-schemas.server.ts) and answers it in a versioned envelope with CORS open for reading.
 * Caching (Cache-Control by the page's path, ETag and 304, the micro-cache) is the server's, as
 * for the pages (app/http/page-cache.ts, micro-cache.server.ts).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { RateLimiter } from "../../models/rate-limit.server.js";
import {
  loadAllNewsPage,
  loadArticlePageOr404,
  loadStoryPageOr404,
  loadReportsPage,
  loadSearchPageOrRedirect,
  loadWindowPage,
} from "../page-loaders.server.js";
import { loadContactPage } from "../contact/contact.server.js";
import { loadDiagnostics } from "../diagnostics.server.js";
import { loadCategoryIndex, loadDepartmentIndex, loadNewspaperIndex } from "../entity-index.server.js";
import { loadDepartmentHeadlines, loadFamilyListing, loadFamilyParent } from "../family-routes.server.js";
import { loadFrontPage } from "../front-page.server.js";
import { loadDailyEdition } from "../region/daily-edition.server.js";
import type { FamilyKind } from "../listing.server.js";
import { API_VERSION, PAGE_SCHEMAS, type PayloadPageId } from "./schemas.server.js";

/** The last segment of every payload path. */
export const PAYLOAD_SEGMENT = "_payload.json";

/** What a page's loaders may hand back: plain data, or Remix's `data(value, { status, headers })`. */
type Loaded<T> = T | { type: string; data: T; init: ResponseInit | null };

type Loader<P extends PayloadPageId> = (args: LoaderFunctionArgs) => Promise<Loaded<z.input<(typeof PAGE_SCHEMAS)[P]>>>;

/** Type check that a page's loader returns what its schema accepts (extra presentation fields allowed). */
function loads<P extends PayloadPageId>(_page: P, load: Loader<P>): Loader<P> {
  return load;
}

/** The family page's data: its parent's loader (entity, siblings) and its listing's, as Remix runs them both. */
function familyPage(kind: FamilyKind) {
  return async (args: LoaderFunctionArgs) => {
    const [parent, listing] = await Promise.all([loadFamilyParent(args, kind), loadFamilyListing(args, kind)]);
    return { ...listing, ...parent };
  };
}

/** The loaders of every page with a payload, the same functions its route runs. */
const PAGE_LOADERS: { [P in PayloadPageId]: Loader<P> } = {
  portada: loads("portada", ({ context }) => loadFrontPage(context.db)),
  ventana: loads("ventana", loadWindowPage),
  "todas-las-noticias": loads("todas-las-noticias", loadAllNewsPage),
  busqueda: loads("busqueda", loadSearchPageOrRedirect),
  articulo: loads("articulo", loadArticlePageOr404),
  historia: loads("historia", loadStoryPageOr404),
  categorias: loads("categorias", ({ context }) => loadCategoryIndex(context.db)),
  periodicos: loads("periodicos", ({ context }) => loadNewspaperIndex(context.db)),
  departamentos: loads("departamentos", ({ context }) => loadDepartmentIndex(context.db)),
  categoria: loads("categoria", familyPage("categorias")),
  periodico: loads("periodico", familyPage("periodicos")),
  departamento: loads("departamento", familyPage("departamentos")),
  titulares: loads("titulares", loadDepartmentHeadlines),
  edicion: loads("edicion", loadDailyEdition),
  reportes: loads("reportes", loadReportsPage),
  // The form's signed token is left out by the schema: it is an anti-abuse device, not data.
  contacto: loads("contacto", ({ request, context }) =>
    loadContactPage({ db: context.db, contact: context.contact, sent: false }, request),
  ),
  test: loads("test", ({ context }) => loadDiagnostics(context.db, { buildId: context.buildId, startedAt: context.startedAt })),
};

/** Headers every answer of the public API carries: readable from any site, without credentials. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Retry-After, X-Request-Id",
};

/** The answer to a CORS preflight of a read-only endpoint. */
export function preflight(request: Request): Response {
  const asked = request.headers.get("Access-Control-Request-Headers");
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      // Any request header may be sent: nothing is read with credentials, and nothing is written.
      ...(asked ? { "Access-Control-Allow-Headers": asked.slice(0, 1000) } : {}),
      "Access-Control-Max-Age": "86400",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

/** A JSON error of the API: `{"error": message}` with CORS, never cached. */
export function apiError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: message }, { status, headers: { ...CORS_HEADERS, "Cache-Control": "no-store", ...headers } });
}

/** The path of a page's payload: `/` → `/_payload.json`, `/ultima-hora?x` → `/ultima-hora/_payload.json?x`. */
export function payloadPathOf(pagePath: string): string {
  const url = new URL(pagePath, "http://rotativa.invalid");
  const base = url.pathname === "/" ? "" : url.pathname.replace(/\/$/, "");
  return `${base}/${PAYLOAD_SEGMENT}${url.search}`;
}

/** The page a payload URL is about: `/ultima-hora/_payload.json?x` → `/ultima-hora?x`. */
export function pageUrlOf(payloadUrl: URL): URL {
  const page = new URL(payloadUrl);
  const path = page.pathname.slice(0, page.pathname.length - PAYLOAD_SEGMENT.length - 1);
  page.pathname = path === "" ? "/" : path;
  return page;
}

/** The API's 404 for a `…/_payload.json` path that matched no route; null for any other path. */
export function unknownPayload(request: Request): Response | null {
  const { pathname } = new URL(request.url);
  return pathname.endsWith(`/${PAYLOAD_SEGMENT}`) ? apiError(404, `Page Not Found: ${pathname}`) : null;
}

/** Counts one payload request by this address; the 429 answer when it is over the limit. */
async function overLimit(limiter: RateLimiter, clientIp: string): Promise<Response | null> {
  const decision = await limiter.consume(clientIp || "desconocida");
  if (decision.allowed) return null;
  return apiError(429, "Demasiadas solicitudes seguidas: espere un momento", { "Retry-After": String(decision.retryAfterSeconds) });
}

/** The status of Remix's `data(…, { status })` when a loader throws it, else undefined. */
function statusOfThrownData(thrown: unknown): number | undefined {
  if (typeof thrown !== "object" || thrown === null || (thrown as { type?: unknown }).type !== "DataWithResponseInit") return undefined;
  return (thrown as { init?: { status?: number } | null }).init?.status;
}

/** What a page's loader threw, as the API answers it; null when it is not a Response (a bug: 500). */
function thrownAnswer(thrown: unknown, payloadUrl: URL): Response | null {
  // A 404 thrown with data (the page's "¿Quiso decir…?" suggestions, not-found.server.ts) is a 404 here too.
  if (statusOfThrownData(thrown) === 404) return apiError(404, `Page Not Found: ${payloadUrl.pathname}`);
  if (!(thrown instanceof Response)) return null;
  if (thrown.status === 404) return apiError(404, `Page Not Found: ${payloadUrl.pathname}`);
  const location = thrown.headers.get("Location");
  if (thrown.status >= 300 && thrown.status < 400 && location) {
    // The page sends the reader to its short URL (a search form's empty fields): so does its payload.
    return new Response(null, { status: thrown.status, headers: { ...CORS_HEADERS, Location: payloadPathOf(location) } });
  }
  const retryAfter = thrown.headers.get("Retry-After");
  return apiError(thrown.status, thrown.statusText || "Solicitud no válida", retryAfter ? { "Retry-After": retryAfter } : {});
}

/**
 * The loader of a `{route}/_payload.json` resource route: the page's data in the envelope
 * `{version, page, path, data}`, with the page's status (400 when the page shows refused filters).
 */
export async function pagePayload(args: LoaderFunctionArgs, page: PayloadPageId): Promise<Response> {
  const { request, context } = args;
  if (request.method === "OPTIONS") return preflight(request);
  const limited = await overLimit(context.apiLimiter, context.clientIp);
  if (limited) return limited;
  const payloadUrl = new URL(request.url);
  const pageUrl = pageUrlOf(payloadUrl);
  // The page's loaders read the page's own URL: its query string, and the links they build.
  const pageRequest = new Request(pageUrl, { method: "GET", headers: request.headers, signal: request.signal });
  let loaded: Loaded<unknown>;
  try {
    loaded = await PAGE_LOADERS[page]({ ...args, request: pageRequest });
  } catch (thrown) {
    const answer = thrownAnswer(thrown, payloadUrl);
    if (answer) return answer;
    context.log.error({ err: thrown, page }, "payload failed");
    return apiError(500, "Internal Server Error");
  }
  const wrapped = typeof loaded === "object" && loaded !== null && (loaded as { type?: unknown }).type === "DataWithResponseInit";
  const value = wrapped ? (loaded as { data: unknown }).data : loaded;
  const status = wrapped ? ((loaded as { init: ResponseInit | null }).init?.status ?? 200) : 200;
  const parsed = PAGE_SCHEMAS[page].safeParse(value);
  if (!parsed.success) {
    // The loader and the published shape disagree: a bug to fix, never half a contract.
    context.log.error({ page, issues: parsed.error.issues.slice(0, 5) }, "payload does not match its schema");
    return apiError(500, "Internal Server Error");
  }
  const body = { version: API_VERSION, page, path: `${pageUrl.pathname}${pageUrl.search}`, data: parsed.data };
  return Response.json(body, { status, headers: CORS_HEADERS });
}
