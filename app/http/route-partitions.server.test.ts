import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { buildWithRoutes, literalFirstSegment, partitionedBuilds, partitionKey, routePartitions } from "./route-partitions.server.js";

// The app's route table as `remix build` writes it (id, parent, path, index), in the build's order.
const TABLE: [string, string | null, string | null, number][] = [
  ["root", null, "", 0],
  ["departamentos.$slug.($ventana).[_payload.json]", "root", "departamentos/:slug/:ventana?/_payload.json", 0],
  ["departamentos.$slug.titulares.[_payload.json]", "root", "departamentos/:slug/titulares/_payload.json", 0],
  ["categorias.$slug.($ventana).[_payload.json]", "root", "categorias/:slug/:ventana?/_payload.json", 0],
  ["periodicos.$slug.($ventana).[_payload.json]", "root", "periodicos/:slug/:ventana?/_payload.json", 0],
  ["departamentos.$slug.hoy.[_payload.json]", "root", "departamentos/:slug/hoy/_payload.json", 0],
  ["_site.departamentos.$slug.($ventana)", "_site.departamentos.$slug", ":ventana?", 0],
  ["_site.departamentos.$slug.titulares", "_site.departamentos.$slug", "titulares", 0],
  ["todas-las-noticias.[_payload.json]", "root", "todas-las-noticias/_payload.json", 0],
  ["_site.categorias.$slug.($ventana)", "_site.categorias.$slug", ":ventana?", 0],
  ["_site.periodicos.$slug.($ventana)", "_site.periodicos.$slug", ":ventana?", 0],
  ["departamentos.$slug.hoy.rss[.]xml", "root", "departamentos/:slug/hoy/rss.xml", 0],
  ["_site.departamentos.$slug.hoy", "_site.departamentos.$slug", "hoy", 0],
  ["articulos.$id.[_payload.json]", "root", "articulos/:id/_payload.json", 0],
  ["departamentos.$slug.rss[.]xml", "root", "departamentos/:slug/rss.xml", 0],
  ["departamentos.[_payload.json]", "root", "departamentos/_payload.json", 0],
  ["historias.$id.[_payload.json]", "root", "historias/:id/_payload.json", 0],
  ["_site.departamentos._index", "_site", "departamentos", 1],
  ["categorias.$slug.rss[.]xml", "root", "categorias/:slug/rss.xml", 0],
  ["categorias.[_payload.json]", "root", "categorias/_payload.json", 0],
  ["periodicos.$slug.rss[.]xml", "root", "periodicos/:slug/rss.xml", 0],
  ["periodicos.[_payload.json]", "root", "periodicos/_payload.json", 0],
  ["_site.departamentos.$slug", "_site", "departamentos/:slug", 0],
  ["$ventana.[_payload.json]", "root", ":ventana/_payload.json", 0],
  ["_no-header.articulos.$id", "_no-header", "articulos/:id", 0],
  ["_site.todas-las-noticias", "_site", "todas-las-noticias", 0],
  ["busqueda.[_payload.json]", "root", "busqueda/_payload.json", 0],
  ["contacto.[_payload.json]", "root", "contacto/_payload.json", 0],
  ["reportes.[_payload.json]", "root", "reportes/_payload.json", 0],
  ["sitemaps.articulos[.]xml", "root", "sitemaps/articulos.xml", 0],
  ["_site.categorias._index", "_site", "categorias", 1],
  ["_site.periodicos._index", "_site", "periodicos", 1],
  ["historias.$id.rss[.]xml", "root", "historias/:id/rss.xml", 0],
  ["sitemaps.noticias[.]xml", "root", "sitemaps/noticias.xml", 0],
  ["_site.categorias.$slug", "_site", "categorias/:slug", 0],
  ["_site.periodicos.$slug", "_site", "periodicos/:slug", 0],
  ["sitemaps.paginas[.]xml", "root", "sitemaps/paginas.xml", 0],
  ["fragmentos.titulares", "root", "fragmentos/titulares", 0],
  ["test.[_payload.json]", "test", "_payload.json", 0],
  ["_site.accion.region", "_site", "accion/region", 0],
  ["_site.historias.$id", "_site", "historias/:id", 0],
  ["api.esquema[.]json", "root", "api/esquema.json", 0],
  ["busqueda.rss[.]xml", "root", "busqueda/rss.xml", 0],
  ["fragmentos.nuevas", "root", "fragmentos/nuevas", 0],
  ["opensearch[.]xml", "root", "opensearch.xml", 0],
  ["[_payload.json]", "root", "_payload.json", 0],
  ["_site.guardadas", "_site", "guardadas", 0],
  ["_site.mi-region", "_site", "mi-region", 0],
  ["_site.$ventana", "_site", ":ventana", 0],
  ["_site.busqueda", "_site", "busqueda", 0],
  ["_site.contacto", "_site", "contacto", 0],
  ["_site.reportes", "_site", "reportes", 0],
  ["accion.guardar", "root", "accion/guardar", 0],
  ["fuentes[.]json", "root", "fuentes.json", 0],
  ["fuentes[.]opml", "root", "fuentes.opml", 0],
  ["reportes[.]csv", "root", "reportes.csv", 0],
  ["sitemap[.]xml", "root", "sitemap.xml", 0],
  ["_site._index", "_site", null, 1],
  ["robots[.]txt", "root", "robots.txt", 0],
  ["accion.tema", "root", "accion/tema", 0],
  ["_no-header", "root", null, 0],
  ["_site.api", "_site", "api", 0],
  ["rss[.]xml", "root", "rss.xml", 0],
  ["_site.$", "_site", "*", 0],
  ["_site", "root", null, 0],
  ["test", "root", "test", 0],
];

function fakeBuild(table = TABLE): ServerBuild {
  const routes: Record<string, unknown> = {};
  const assets: Record<string, unknown> = {};
  for (const [id, parentId, path, index] of table) {
    const route = { id, parentId: parentId ?? undefined, path: path ?? undefined, index: index === 1 || undefined };
    routes[id] = { ...route, module: { default: () => null } };
    assets[id] = { ...route, module: `/build/${id}.js`, hasLoader: true };
  }
  return {
    routes,
    assets: { routes: assets, version: "abc", url: "/build/manifest-abc.js", entry: { module: "/build/entry.js", imports: [] } },
    future: { v3_singleFetch: true },
    basename: undefined,
  } as unknown as ServerBuild;
}

/** React Router's route tree of a build's routes (what Remix matches against). */
type RouteTree = Parameters<typeof matchRoutes>[0];
function tree(routes: ServerBuild["routes"], parentId?: string): RouteTree {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, path: route!.path, index: true as const }
        : { id: route!.id, path: route!.path, children: tree(routes, route!.id) },
    );
}
const ids = (routes: ServerBuild["routes"], path: string) => matchRoutes(tree(routes), path)?.map((match) => match.route.id) ?? null;

const PATHS = [
  "/",
  "/busqueda",
  "/busqueda/rss.xml",
  "/busqueda/_payload.json",
  "/BUSQUEDA",
  "/categorias",
  "/categorias/general",
  "/categorias/general/ultimo-dia",
  "/categorias/general/rss.xml",
  "/categorias/general/ultimo-dia/_payload.json",
  "/categorias/_payload.json",
  "/Categorias/General/",
  "/departamentos/antioquia/hoy",
  "/departamentos/antioquia/titulares/_payload.json",
  "/articulos/123",
  "/articulos/123/_payload.json",
  "/historias/9/rss.xml",
  "/ultimo-dia",
  "/ultimo-dia/_payload.json",
  "/rss.xml",
  "/robots.txt",
  "/sitemaps/noticias.xml",
  "/sitemaps/otra.xml",
  "/fragmentos/nuevas",
  "/accion/region",
  "/accion/tema",
  "/api",
  "/api/esquema.json",
  "/no/existe/para/nada",
  "/_payload.json",
  "/a/b/c/_payload.json",
  "/test/_payload.json",
  "/categorias/general/ultimo-dia/extra/mas",
];

describe("route partitions", () => {
  const build = fakeBuild();
  const builds = partitionedBuilds(build);

  it("match every path to the same routes, in the same order, as the whole build", () => {
    for (const path of PATHS) {
      const chosen = builds.forUrl(new URL(`http://rotativa.test${path}`));
      expect(ids(chosen.build.routes, path), path).toEqual(ids(build.routes, path));
      expect(Object.keys(chosen.build.routes).length, path).toBeLessThan(Object.keys(build.routes).length / 3);
    }
  });

  it("keep the routes every page needs (root, layouts, the index, dynamic and splat routes) in every partition", () => {
    const partitions = routePartitions(build.routes);
    for (const [key, kept] of partitions) {
      for (const id of ["root", "_site", "_site._index", "_site.$ventana", "_site.$", "$ventana.[_payload.json]", "_no-header"]) {
        expect(kept.has(id), `${key}: ${id}`).toBe(true);
      }
    }
    expect([...partitions.get("busqueda")!].sort()).toEqual(
      [
        "$ventana.[_payload.json]",
        "_no-header",
        "_site",
        "_site.$",
        "_site.$ventana",
        "_site._index",
        "_site.busqueda",
        "busqueda.[_payload.json]",
        "busqueda.rss[.]xml",
        "root",
      ].sort(),
    );
    expect(partitions.get("")!.size).toBe(7);
  });

  it("copy the build with the route modules and the manifest of the same routes, in the build's order", () => {
    const kept = new Set(["root", "_site", "_site._index"]);
    const copy = buildWithRoutes(build, kept);
    expect(Object.keys(copy.routes)).toEqual(Object.keys(build.routes).filter((id) => kept.has(id)));
    expect(Object.keys(copy.assets.routes)).toEqual(Object.keys(copy.routes));
    expect(copy.assets.version).toBe("abc");
    expect(copy.routes.root).toBe(build.routes.root);
  });
});

describe("partitionKey", () => {
  const build = { basename: undefined, future: { v3_singleFetch: true } } as unknown as ServerBuild;
  const key = (path: string) => partitionKey(new URL(`http://rotativa.test${path}`), build);

  it("is the first segment of the path, lowercase", () => {
    expect(key("/")).toBe("");
    expect(key("/Busqueda?q=gobierno")).toBe("busqueda");
    expect(key("/categorias/general/ultimo-dia")).toBe("categorias");
    expect(key("/rss.xml")).toBe("rss.xml");
  });

  it("keys a single-fetch data request by the page it asks for", () => {
    expect(key("/busqueda.data")).toBe("busqueda");
    expect(key("/categorias/general.data")).toBe("categorias");
    expect(key("/_root.data")).toBe("");
  });

  it("leaves to the whole build what is not plainly a path (escapes, //, /__manifest, legacy _data, a basename)", () => {
    expect(key("/b%C3%BAsqueda")).toBeNull();
    expect(key("//busqueda")).toBeNull();
    expect(key("/__manifest?p=/x&version=1")).toBeNull();
    expect(key("/busqueda?_data=root")).toBeNull();
    expect(partitionKey(new URL("http://rotativa.test/x"), { basename: "/app", future: {} } as unknown as ServerBuild)).toBeNull();
  });

  it("treats dynamic, splat and optional segments as no literal segment", () => {
    expect(literalFirstSegment(":ventana")).toBeNull();
    expect(literalFirstSegment("*")).toBeNull();
    expect(literalFirstSegment(":ventana?")).toBeNull();
    expect(literalFirstSegment(undefined)).toBeNull();
    expect(literalFirstSegment("Sitemaps")).toBe("sitemaps");
  });
});
