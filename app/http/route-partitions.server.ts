import type { ServerBuild } from "@remix-run/node";

/*
 * Route matching by first path segment (issue 29, second round; ADR 026). Remix matches a request
 * against every route of the build three times (its server runtime, its static handler, React
 * Router's <Routes> in the render), flattening, ranking and compiling a RegExp per route each
 * time, and builds the route objects of the whole manifest per document. Most of our ~65 routes
 * are resource routes under a literal first segment (`/categorias/…/rss.xml`,
 * `/busqueda/_payload.json`, `/sitemaps/…`), which can never match a path whose first segment is
 * another. So each request is handled with a copy of the build holding only the routes that can
 * match it: those whose full path starts with that literal segment, plus every route whose full
 * path has no first segment (root, pathless layouts, the index) or starts with a dynamic, splat or
 * optional one (`/:ventana`, `*`) — and their ancestors. Matching is case-insensitive and a route
 * with a literal first segment needs the path to start with `/<segment>` followed by `/` or the
 * end, so the matches, their ranking and the rendered page are the same as with the whole build.
 * Whatever is not plainly a path of that shape (percent-escapes, `//`, a basename, legacy `_data`,
 * `/__manifest` which answers for arbitrary paths) is handled with the whole build.
 */

type Routes = ServerBuild["routes"];

/** The key of the partition for paths whose first segment no route names literally (and for `/`). */
const DYNAMIC = "";

/** A route's full path split in segments (its ancestors' paths joined to its own). */
function fullSegments(routes: Routes, id: string, seen: Map<string, string[]>): string[] {
  const known = seen.get(id);
  if (known) return known;
  const route = routes[id];
  const parent = route?.parentId ? fullSegments(routes, route.parentId, seen) : [];
  const own = (route?.path ?? "").split("/").filter(Boolean);
  const segments = [...parent, ...own];
  seen.set(id, segments);
  return segments;
}

/** The literal first segment a route's full path starts with (lowercase), or null when it has none (no segment, dynamic, splat, optional). */
export function literalFirstSegment(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  if (segment.startsWith(":") || segment.includes("*") || segment.endsWith("?")) return null;
  return segment.toLowerCase();
}

/**
 * The route ids of each partition: one per literal first segment of the build, and DYNAMIC for
 * the routes every partition holds. Each partition keeps its routes' ancestors.
 */
export function routePartitions(routes: Routes): Map<string, Set<string>> {
  const seen = new Map<string, string[]>();
  const everywhere: string[] = [];
  const byLiteral = new Map<string, string[]>();
  for (const id of Object.keys(routes)) {
    const literal = literalFirstSegment(fullSegments(routes, id, seen)[0]);
    if (literal === null) everywhere.push(id);
    else byLiteral.set(literal, [...(byLiteral.get(literal) ?? []), id]);
  }
  const withAncestors = (ids: string[]) => {
    const kept = new Set<string>();
    for (const id of ids) {
      for (let at: string | undefined = id; at && !kept.has(at); at = routes[at]?.parentId) kept.add(at);
    }
    return kept;
  };
  const partitions = new Map<string, Set<string>>([[DYNAMIC, withAncestors(everywhere)]]);
  for (const [literal, ids] of byLiteral) partitions.set(literal, withAncestors([...everywhere, ...ids]));
  return partitions;
}

/** A copy of the build whose route modules and route manifest hold only `ids` (in the build's own order). */
export function buildWithRoutes(build: ServerBuild, ids: Set<string>): ServerBuild {
  const pick = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).filter(([id]) => ids.has(id)));
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

/**
 * The partition key of a request's URL, or null when it must be handled with the whole build.
 * Single-fetch data requests (`/x.data`, `/_root.data`) are keyed by the page they ask for, as
 * Remix matches them.
 */
export function partitionKey(url: URL, build: Pick<ServerBuild, "basename" | "future">): string | null {
  if (build.basename && build.basename !== "/") return null;
  if (url.searchParams.has("_data")) return null;
  let path = url.pathname;
  if (path === "/__manifest") return null;
  if (build.future.v3_singleFetch && path.endsWith(".data")) path = path.slice(0, -".data".length).replace(/^\/_root$/, "/");
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("%")) return null;
  const end = path.indexOf("/", 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/** Per request URL, the build with only the routes that can match it (see above), or the whole build (key `*`). */
export function partitionedBuilds(build: ServerBuild): { forUrl(url: URL): { key: string; build: ServerBuild } } {
  const builds = new Map<string, ServerBuild>();
  for (const [key, ids] of routePartitions(build.routes)) builds.set(key, buildWithRoutes(build, ids));
  const dynamic = builds.get(DYNAMIC) as ServerBuild;
  const all = { key: "*", build };
  return {
    forUrl(url) {
      const key = partitionKey(url, build);
      if (key === null) return all;
      const found = builds.get(key);
      return found ? { key, build: found } : { key: DYNAMIC, build: dynamic };
    },
  };
}
