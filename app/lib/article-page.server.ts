import type { Db } from "../db/schema.js";
import { type ArticleCard, type ArticleDetail, getArticle, listArticles } from "../models/article.server.js";
import { pageNow } from "./format.js";

/** How many related articles each block of the article page lists. */
export const RELATED_COUNT = 5;

/** The article page's data: the article and the newest articles of its category and department. */
export interface ArticlePageData {
  article: ArticleDetail;
  sameCategory: ArticleCard[];
  sameDepartment: { slug: string; name: string; articles: ArticleCard[] } | null;
  now: number;
}

/** Loads an article and what to read next; null when the id names no article. */
export async function loadArticlePage(db: Db, id: number, now = pageNow()): Promise<ArticlePageData | null> {
  const article = await getArticle(db, id);
  if (!article) return null;
  const department = article.departments[0] ?? null;
  const [category, regional] = await Promise.all([
    listArticles(db, { category: article.category.slug, limit: RELATED_COUNT + 1, now }),
    department ? listArticles(db, { department: department.slug, limit: 2 * RELATED_COUNT + 2, now }) : null,
  ]);
  const sameCategory = category.articles.filter((card) => card.id !== id).slice(0, RELATED_COUNT);
  const shown = new Set([id, ...sameCategory.map((card) => card.id)]);
  return {
    article,
    sameCategory,
    sameDepartment:
      department && regional
        ? { ...department, articles: regional.articles.filter((card) => !shown.has(card.id)).slice(0, RELATED_COUNT) }
        : null,
    now,
  };
}
