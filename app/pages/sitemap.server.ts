import type { Db } from "../db/schema.js";
import { listArticleStamps, listArticles } from "../models/article.server.js";
import { listCategories } from "../models/category.server.js";
import { listDepartments } from "../models/department.server.js";
import { listNewspapers } from "../models/newspaper.server.js";
import { xmlEscape } from "./rss.server.js";
import { absoluteUrl, SITE_NAME } from "./seo.js";
import { WINDOW_SLUGS } from "../text/windows.js";

const HOUR = 60 * 60 * 1000;
/** Google News sitemaps list the articles of the last two days, at most 1,000. */
const NEWS_WINDOW_MS = 48 * HOUR;
const NEWS_LIMIT = 1_000;
/** The article sitemap covers the last 30 days, within the protocol's 50,000 URLs. */
const ARTICLES_WINDOW_MS = 30 * 24 * HOUR;
const ARTICLES_LIMIT = 50_000;

function xmlResponse(body: string, maxAge: number): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${maxAge}, stale-while-revalidate=${maxAge}`,
    },
  });
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** GET /sitemap.xml: the index of the site's sitemaps. */
export function sitemapIndex(siteUrl: string, now = Date.now()): Response {
  const maps = ["/sitemaps/paginas.xml", "/sitemaps/noticias.xml", "/sitemaps/articulos.xml"];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...maps.map((path) => `  <sitemap><loc>${xmlEscape(absoluteUrl(siteUrl, path))}</loc><lastmod>${iso(now)}</lastmod></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
  return xmlResponse(body, 3600);
}

function urlset(siteUrl: string, entries: { path: string; changefreq?: string; lastmod?: number }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${xmlEscape(absoluteUrl(siteUrl, entry.path))}</loc>${entry.lastmod ? `<lastmod>${iso(entry.lastmod)}</lastmod>` : ""}${entry.changefreq ? `<changefreq>${entry.changefreq}</changefreq>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
}

/** GET /sitemaps/paginas.xml: the listings (every family, every window) and the other pages. */
export async function pagesSitemap(db: Db, siteUrl: string): Promise<Response> {
  const [categories, newspapers, departments] = await Promise.all([listCategories(db), listNewspapers(db), listDepartments(db)]);
  const listing = (base: string) =>
    [base, ...WINDOW_SLUGS.map((slug) => `${base}/${slug}`)].map((path) => ({ path, changefreq: "hourly" }));
  const entries = [
    { path: "/", changefreq: "always" },
    ...WINDOW_SLUGS.map((slug) => ({ path: `/${slug}`, changefreq: "always" })),
    { path: "/todas-las-noticias", changefreq: "always" },
    { path: "/categorias", changefreq: "daily" },
    { path: "/periodicos", changefreq: "daily" },
    { path: "/departamentos", changefreq: "daily" },
    { path: "/reportes", changefreq: "daily" },
    { path: "/contacto", changefreq: "monthly" },
    ...categories.flatMap((c) => listing(`/categorias/${c.slug}`)),
    ...newspapers.flatMap((n) => listing(`/periodicos/${n.slug}`)),
    ...departments.flatMap((d) => [
      ...listing(`/departamentos/${d.slug}`),
      { path: `/departamentos/${d.slug}/titulares`, changefreq: "hourly" },
      { path: `/departamentos/${d.slug}/hoy`, changefreq: "hourly" },
    ]),
  ];
  return xmlResponse(urlset(siteUrl, entries), 3600);
}

/** GET /sitemaps/articulos.xml: the article pages of the last 30 days. */
export async function articlesSitemap(db: Db, siteUrl: string, now = Date.now()): Promise<Response> {
  const stamps = await listArticleStamps(db, { since: now - ARTICLES_WINDOW_MS, limit: ARTICLES_LIMIT });
  return xmlResponse(
    urlset(
      siteUrl,
      stamps.map((a) => ({ path: `/articulos/${a.id}`, lastmod: a.publishedAt })),
    ),
    900,
  );
}

/** GET /sitemaps/noticias.xml: a Google News sitemap of the articles of the last 48 hours. */
export async function newsSitemap(db: Db, siteUrl: string, now = Date.now()): Promise<Response> {
  const page = await listArticles(db, { since: now - NEWS_WINDOW_MS, limit: NEWS_LIMIT, now });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...page.articles.map((article) =>
      [
        "  <url>",
        `    <loc>${xmlEscape(absoluteUrl(siteUrl, `/articulos/${article.id}`))}</loc>`,
        "    <news:news>",
        `      <news:publication><news:name>${SITE_NAME}</news:name><news:language>es</news:language></news:publication>`,
        `      <news:publication_date>${iso(article.publishedAt)}</news:publication_date>`,
        `      <news:title>${xmlEscape(article.title)}</news:title>`,
        "    </news:news>",
        "  </url>",
      ].join("\n"),
    ),
    "</urlset>",
    "",
  ].join("\n");
  return xmlResponse(body, 300);
}

/** GET /robots.txt: everything may be crawled but search results, diagnostics and fragments. */
export function robotsTxt(siteUrl: string): Response {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /busqueda",
    "Disallow: /test",
    "Disallow: /fragmentos/",
    "Disallow: /accion/",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
