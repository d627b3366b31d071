/*
 * The route a request path belongs to, as a metrics label: a handful of fixed values, whatever
 * the path (a label per distinct path would let anyone grow the metrics without bound).
 */

const FAMILIES = "categorias|periodicos|departamentos";
const WINDOWS = "ultima-hora|ultimo-dia|ultima-semana";
const PAGES = new Set([
  "/",
  "/busqueda",
  "/contacto",
  "/reportes",
  "/reportes.csv",
  "/todas-las-noticias",
  "/ultima-hora",
  "/ultimo-dia",
  "/ultima-semana",
  "/categorias",
  "/periodicos",
  "/departamentos",
  "/test",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/opensearch.xml",
  "/accion/tema",
  "/accion/guardar",
  "/guardadas",
  "/accion/region",
  "/mi-region",
  "/fragmentos/nuevas",
  "/fragmentos/titulares",
  "/healthz",
  "/readyz",
  "/metrics",
  "/builds/latest.json",
  "/favicon.svg",
  "/api",
  "/api/esquema.json",
  "/fuentes.json",
  "/fuentes.opml",
]);

const PATTERNS: [RegExp, string][] = [
  [/^\/articulos\/[^/]+$/, "/articulos/:id"],
  [/^\/historias\/[^/]+$/, "/historias/:id"],
  [/^\/historias\/[^/]+\/rss\.xml$/, "/historias/:id/rss.xml"],
  [new RegExp(`^/(${FAMILIES})/[^/]+$`), "/$1/:slug"],
  [new RegExp(`^/(${FAMILIES})/[^/]+/(${WINDOWS})$`), "/$1/:slug/:ventana"],
  [new RegExp(`^/(${FAMILIES})/[^/]+/rss\\.xml$`), "/$1/:slug/rss.xml"],
  [/^\/departamentos\/[^/]+\/titulares$/, "/departamentos/:slug/titulares"],
  [/^\/departamentos\/[^/]+\/hoy$/, "/departamentos/:slug/hoy"],
  [/^\/departamentos\/[^/]+\/hoy\/rss\.xml$/, "/departamentos/:slug/hoy/rss.xml"],
  [/^\/sitemaps\/(paginas|noticias|articulos)\.xml$/, "/sitemaps/$1.xml"],
  [/^\/builds\/meta\/[^/]+$/, "/builds/meta/:id"],
  [/^\/build\/.*$/, "/build/*"],
];

const PAYLOAD = "/_payload.json";

/**
 * The label of a path: a known page or pattern, with ".data" for Remix's data requests and
 * "/_payload.json" for the public API's; "other" for the rest (404s).
 */
export function routeLabel(path: string): string {
  if (path.endsWith(PAYLOAD)) {
    const page = routeLabel(path.slice(0, -PAYLOAD.length) || "/");
    return page === "other" || page.endsWith(".data") ? "other" : `${page === "/" ? "" : page}${PAYLOAD}`;
  }
  const data = path.endsWith(".data");
  const page = data ? path.slice(0, -".data".length) || "/" : path;
  const bare = page === "/_root" ? "/" : page;
  let label = PAGES.has(bare) ? bare : null;
  if (!label) {
    for (const [pattern, replacement] of PATTERNS) {
      if (pattern.test(bare)) {
        // Only the captured family or window names are kept, never the slug or id.
        label = bare.replace(pattern, replacement);
        break;
      }
    }
  }
  if (!label) return "other";
  return data ? `${label}.data` : label;
}
