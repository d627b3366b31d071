/*
 * The public list of sources: every newspaper Rotativa reads and its feeds, as JSON
 * (/fuentes.json, shape in api-schemas.server.ts) and as OPML 2.0 (/fuentes.opml) for feed
 * readers, which import it as one folder of national newspapers and one of regional ones.
 * The public API's JSON Schema (/api/esquema.json) is answered here too.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../db/schema.js";
import { listPublicSources, type PublicSource } from "../../models/feed-directory.server.js";
import { API_VERSION, publishedJsonSchema, sourcesSchema } from "./schemas.server.js";
import { CORS_HEADERS, preflight } from "./payload.server.js";
import { xmlEscape } from "../rss.server.js";
import { absoluteUrl, SITE_NAME } from "../seo.js";
import { pageNow } from "../../text/format.js";

/** How long the lists of sources may be kept: they change when the operator edits the sources file. */
export const SOURCES_CACHE = "public, max-age=300, stale-while-revalidate=3600";

/** The data of /fuentes.json. */
export async function loadSourceList(db: Db) {
  const sources = await listPublicSources(db);
  return sourcesSchema.parse({
    version: API_VERSION,
    newspapers: sources.map((source) => ({ ...source, page: `/periodicos/${source.slug}` })),
  });
}

/** The title a feed reader shows for one feed: its newspaper, and its section when it has one. */
function feedTitle(source: PublicSource, feed: PublicSource["feeds"][number]): string {
  return feed.category ? `${source.name} · ${feed.category.name}` : source.name;
}

/** An OPML 2.0 document of every feed, in two folders (national and regional newspapers). */
export function renderSourcesOpml(siteUrl: string, sources: readonly PublicSource[], now: Date): string {
  const folder = (text: string, members: readonly PublicSource[]) => ({
    text,
    title: text,
    outlines: members.flatMap((source) =>
      source.feeds.map((feed) => ({
        text: feedTitle(source, feed),
        title: feedTitle(source, feed),
        type: "rss",
        xmlUrl: feed.url,
        htmlUrl: source.siteUrl,
        ...(source.homeDepartment ? { category: `/Colombia/${source.homeDepartment.name}` } : {}),
      })),
    ),
  });
  const national = sources.filter((source) => !source.homeDepartment);
  const regional = sources.filter((source) => source.homeDepartment);
  const attributes = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => ` ${name}="${xmlEscape(value)}"`)
      .join("");
  const folders = [folder("Periódicos nacionales", national), folder("Periódicos regionales", regional)].filter(
    (outline) => outline.outlines.length > 0,
  );
  // OPML 2.0 (opml.org/spec2): dates in RFC 822 form, one outline per feed with type="rss" and xmlUrl.
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    "  <head>",
    `    <title>${xmlEscape(`${SITE_NAME}: las fuentes de los periódicos de Colombia`)}</title>`,
    `    <dateCreated>${now.toUTCString()}</dateCreated>`,
    `    <ownerName>${xmlEscape(SITE_NAME)}</ownerName>`,
    `    <docs>${xmlEscape(absoluteUrl(siteUrl, "/api"))}</docs>`,
    "  </head>",
    "  <body>",
    ...folders.flatMap(({ outlines, ...own }) => [
      `    <outline${attributes(own)}>`,
      ...outlines.map((outline) => `      <outline${attributes(outline)}/>`),
      "    </outline>",
    ]),
    "  </body>",
    "</opml>",
    "",
  ].join("\n");
}

/** The loader of /fuentes.json. */
export async function sourcesJson({ request, context }: LoaderFunctionArgs): Promise<Response> {
  if (request.method === "OPTIONS") return preflight(request);
  return Response.json(await loadSourceList(context.db), { headers: { ...CORS_HEADERS, "Cache-Control": SOURCES_CACHE } });
}

/** The loader of /fuentes.opml. */
export async function sourcesOpml({ request, context }: LoaderFunctionArgs): Promise<Response> {
  if (request.method === "OPTIONS") return preflight(request);
  // Stamped to the minute, like the pages, so that an unchanged list keeps its ETag for a while.
  const body = renderSourcesOpml(context.config.siteUrl, await listPublicSources(context.db), new Date(pageNow()));
  return new Response(body, {
    headers: {
      ...CORS_HEADERS,
      // text/x-opml is what feed readers recognise; the charset keeps the accents right.
      "Content-Type": "text/x-opml; charset=utf-8",
      "Content-Disposition": 'inline; filename="rotativa-fuentes.opml"',
      "Cache-Control": SOURCES_CACHE,
    },
  });
}

/** The loader of /api/esquema.json: the JSON Schema of every payload and of /fuentes.json. */
export function apiJsonSchema({ request }: LoaderFunctionArgs): Response {
  if (request.method === "OPTIONS") return preflight(request);
  return new Response(JSON.stringify(publishedJsonSchema(), null, 2), {
    headers: {
      ...CORS_HEADERS,
      "Content-Type": "application/schema+json; charset=utf-8",
      // Changes only with a deployment; an hour keeps clients close to the server's version.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
