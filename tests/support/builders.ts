import type { Db } from "../../app/db/schema.js";
import type { ReadStoryFeatures } from "../../app/ingest/cluster/features.js";
import { storeArticles } from "../../app/ingest/store.server.js";
import type { ArticleInput } from "../../app/models/article-write.server.js";
import { grouping } from "./grouping.js";
import type { LabelledArticle } from "./labels.js";

let sequence = 0;

/** The id of a newspaper by slug, creating a national one with that slug when it does not exist. */
export async function newspaperId(db: Db, slug = "el-tiempo"): Promise<number> {
  const existing = await db.selectFrom("newspapers").select("id").where("slug", "=", slug).executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto("newspapers")
    .values({ slug, name: slug, site_url: `https://${slug}.invalid`, home_department: null, created_at: Date.now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Options of createArticle: any column, plus the newspaper by slug and the departments. */
export type ArticleOverrides = Partial<Omit<ArticleInput<ReadStoryFeatures>, "newspaper_id">> & { newspaper?: string };

/** Stores one article with sensible defaults (a political story of El Tiempo, published now) and returns its id. */
export async function createArticle(db: Db, overrides: ArticleOverrides = {}): Promise<number> {
  sequence += 1;
  const { newspaper, ...rest } = overrides;
  const now = Date.now();
  const publishedAt = rest.published_at ?? now;
  const [id] = await storeArticles(db, grouping, [
    {
      url: `https://example.invalid/articulo-${sequence}`,
      guid: null,
      newspaper_id: await newspaperId(db, newspaper),
      feed_id: null,
      title: `Titular de prueba ${sequence}`,
      summary: `Resumen de prueba ${sequence}.`,
      image_url: null,
      author: null,
      category_slug: "politica",
      fetched_at: publishedAt,
      updated_at: now,
      departments: [],
      ...rest,
      published_at: publishedAt,
    },
  ]);
  if (id === undefined) throw new Error("article was not stored");
  return id;
}

/** Stores the labelled search set (tests/fixtures/labels/search-articles.jsonl) as El Tiempo's, dated from `now`; returns each stored id's label key. */
export async function storeLabelledArticles(db: Db, articles: readonly LabelledArticle[], now: number): Promise<Map<number, string>> {
  const newspaper = await newspaperId(db, "el-tiempo");
  const ids = await storeArticles(
    db,
    grouping,
    articles.map((article) => ({
      url: `https://etiquetado.invalid/${article.key}`,
      guid: null,
      newspaper_id: newspaper,
      feed_id: null,
      title: article.title,
      summary: article.summary,
      category_slug: article.category,
      published_at: now - article.hoursAgo * 3_600_000,
      fetched_at: now,
      updated_at: now,
      departments: article.departments,
    })),
  );
  return new Map(ids.map((id, index) => [id, articles[index]?.key ?? ""]));
}
