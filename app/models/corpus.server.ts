import { sql } from "kysely";
import { deferForeignKeys } from "../db/dialect.server.js";
import { engineOf } from "../db/engine/index.server.js";
import type { Db } from "../db/schema.js";
import { urlHash } from "../db/url-hash.js";
import { storedGuid } from "./article-identity.js";
import type { PlaceStories } from "./story.server.js";

/** One generated article to insert (the corpus generator's shape, tools/newsroom/corpus.ts). */
export interface CorpusArticle {
  url: string;
  guid: string;
  newspaperId: number;
  title: string;
  summary: string;
  author: string | null;
  imageUrl: string | null;
  category: string;
  departments: string[];
  publishedAt: number;
}

/** Rows per INSERT statement: 14 columns × 500 rows stays well under SQLite's bound-parameter limit. */
const ROWS_PER_STATEMENT = 500;

/**
 * Inserts generated articles that are known to be new (a corpus fills an empty database), with
 * their departments, inside the caller's transaction. Multi-row inserts instead of the
 * one-by-one upsert of ingestion (which must look for an existing row first). The departments go
 * in first, under ids given here and with foreign keys deferred to the commit, so that the search
 * index trigger writes each article's row once, departments included (rewriting a row just
 * written makes FTS5 flush its pending changes: six times slower). The articles are grouped in
 * stories on the way in, through ingestion's own placement (`placeStories`) (a corpus left ungrouped would be
 * regrouped by the next openDatabase, article by article). Returns how many were inserted and the
 * milliseconds that grouping took.
 */
export async function insertCorpusArticles(
  trx: Db,
  articles: readonly CorpusArticle[],
  now: number,
  placeStories: PlaceStories<never>,
): Promise<{ inserted: number; groupingMs: number }> {
  await deferForeignKeys(trx);
  const { rows } = await sql<{ last: number | null }>`select max(id) as last from articles`.execute(trx);
  const firstId = Number(rows[0]?.last ?? 0) + 1;
  const grouping = performance.now();
  const stories = await placeStories(
    trx,
    articles.map((article, index) => ({
      id: firstId + index,
      title: article.title,
      summary: article.summary,
      newspaper_id: article.newspaperId,
      published_at: article.publishedAt,
      category_slug: article.category,
    })),
  );
  const groupingMs = performance.now() - grouping;
  const departments = articles.flatMap((article, index) =>
    [...new Set(article.departments)].map((slug) => ({
      article_id: firstId + index,
      department_slug: slug,
      published_at: article.publishedAt,
    })),
  );
  for (let at = 0; at < departments.length; at += ROWS_PER_STATEMENT) {
    await trx
      .insertInto("article_departments")
      .values(departments.slice(at, at + ROWS_PER_STATEMENT))
      .execute();
  }
  for (let offset = 0; offset < articles.length; offset += ROWS_PER_STATEMENT) {
    const chunk = articles.slice(offset, offset + ROWS_PER_STATEMENT);
    await trx
      .insertInto("articles")
      .values(
        chunk.map((article, index) => ({
          id: firstId + offset + index,
          url: article.url,
          guid: storedGuid(article.guid, article.url),
          url_hash: urlHash(article.url),
          newspaper_id: article.newspaperId,
          feed_id: null,
          title: article.title,
          summary: article.summary,
          image_url: article.imageUrl,
          author: article.author,
          category_slug: article.category,
          published_at: article.publishedAt,
          publisher_published_at: article.publishedAt,
          fetched_at: Math.min(now, article.publishedAt + 120_000),
          updated_at: Math.min(now, article.publishedAt + 120_000),
          story_id: stories.get(firstId + offset + index) ?? null,
        })),
      )
      .execute();
  }
  if (articles.length > 0) {
    const engine = engineOf(trx);
    await engine.ids.articleIdsGiven(trx, firstId + articles.length - 1);
    await engine.fullText.index(
      trx,
      articles.map((article, index) => ({
        id: firstId + index,
        title: article.title,
        summary: article.summary,
        category_slug: article.category,
        newspaper_id: article.newspaperId,
        published_at: article.publishedAt,
        departments: [...new Set(article.departments)],
      })),
    );
  }
  return { inserted: articles.length, groupingMs };
}

/** How many articles the database holds (generate-corpus only fills an empty one). */
export async function countAllArticles(db: Db): Promise<number> {
  const row = await db
    .selectFrom("articles")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
