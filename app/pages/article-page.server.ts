import type { Db } from "../db/schema.js";
import {
  type ArticleCard,
  type ArticleDetail,
  getArticle,
  listArticleRows,
  readCardExtras,
  toCard,
  withCardExtras,
} from "../models/article.server.js";
import { listStoryVersions, type StoryVersion } from "../models/story-coverage.server.js";
import { pageNow } from "../text/format.js";
import { absoluteUrl, breadcrumbList, type PageSeo, shortDescription, SITE_NAME } from "./seo.js";

/** How many related articles each block of the article page lists. */
export const RELATED_COUNT = 5;

/** The article page's data: the article and the newest articles of its category and department. */
export interface ArticlePageData {
  article: ArticleDetail;
  /** The other newspapers' versions of the article's story. */
  versions: StoryVersion[];
  sameCategory: ArticleCard[];
  sameDepartment: { slug: string; name: string; articles: ArticleCard[] } | null;
  now: number;
}

/** Loads an article and what to read next; null when the id names no article. */
export async function loadArticlePage(db: Db, id: number, now = pageNow()): Promise<ArticlePageData | null> {
  const article = await getArticle(db, id);
  if (!article) return null;
  const department = article.departments[0] ?? null;
  const [versions, category, regional] = await Promise.all([
    listStoryVersions(db, id),
    listArticleRows(db, { category: article.category.slug, limit: 2 * RELATED_COUNT + 1, now }),
    department ? listArticleRows(db, { department: department.slug, limit: 2 * RELATED_COUNT + 2, now }) : null,
  ]);
  // The other versions are listed already: related blocks leave them out.
  const shown = new Set([id, ...versions.map((version) => version.id)]);
  const sameCategory = category.rows.filter((row) => !shown.has(row.id)).slice(0, RELATED_COUNT);
  for (const row of sameCategory) shown.add(row.id);
  const sameDepartment = regional ? regional.rows.filter((row) => !shown.has(row.id)).slice(0, RELATED_COUNT) : [];
  // Departments and coverage only for the cards the page shows, read once for both blocks.
  const extras = await readCardExtras(
    db,
    [...sameCategory, ...sameDepartment].map((row) => row.id),
  );
  return {
    article,
    versions,
    sameCategory: withCardExtras(sameCategory.map(toCard), extras),
    sameDepartment: department && regional ? { ...department, articles: withCardExtras(sameDepartment.map(toCard), extras) } : null,
    now,
  };
}

/**
 * What the article page tells search engines and link previews (title, description, picture,
 * NewsArticle and breadcrumbs in JSON-LD), made by its loader: the page's `meta` passes it to
 * `seoMeta` as it is, so that none of it is built in the browser.
 */
export function articleSeo(siteUrl: string, path: string, article: ArticleDetail): PageSeo {
  return {
    title: `${article.title} · ${article.newspaper.name} · ${SITE_NAME}`,
    description: shortDescription(article.summary || `${article.title}. Noticia de ${article.newspaper.name}.`),
    path,
    image: article.imageUrl,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title.slice(0, 110),
        description: article.summary || undefined,
        datePublished: new Date(article.publishedAt).toISOString(),
        image: article.imageUrl && /^https?:\/\//.test(article.imageUrl) ? [article.imageUrl] : undefined,
        author: article.author ? { "@type": "Person", name: article.author } : { "@type": "Organization", name: article.newspaper.name },
        publisher: { "@type": "Organization", name: article.newspaper.name, url: article.newspaperSiteUrl || undefined },
        mainEntityOfPage: absoluteUrl(siteUrl, path),
        isBasedOn: article.url,
        articleSection: article.category.name,
        contentLocation: [
          ...article.municipalities.map((m) => ({ "@type": "City", name: `${m.name}, ${m.department.name}` })),
          ...article.departments.map((d) => ({ "@type": "AdministrativeArea", name: d.name })),
        ],
        inLanguage: "es-CO",
      },
      breadcrumbList(siteUrl, [
        { name: article.category.name, path: `/categorias/${article.category.slug}` },
        { name: article.title, path },
      ]),
    ],
  };
}
