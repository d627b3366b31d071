/*
 * Re-tagging the places of stored articles after a change of the place rules (issue 21): each
 * article's departments and municipalities are computed again from what is stored (title,
 * summary, URL, category, newspaper) and rewritten only when they differ. The search index and
 * the listing counts follow through their triggers, in the same transactions.
 */
import { lockArticleWriters } from "../db/dialect.server.js";
import type { Db } from "../db/schema.js";

/** What the place rules read about a stored article. */
export interface StoredArticleText {
  id: number;
  title: string;
  summary: string;
  url: string;
  category: string;
  newspaper: { slug: string; homeDepartment: string | null };
}

/** The places an article is about. */
export interface ArticlePlaces {
  departments: string[];
  municipalities: string[];
}

/** What a re-tagging did. */
export interface RetagSummary {
  articles: number;
  /** Articles whose departments or municipalities changed. */
  changed: number;
  durationMs: number;
}

/** Articles per transaction: small enough that a web process reading meanwhile never waits long. */
const BATCH = 500;

/**
 * Computes every stored article's places again with `placesOf` (the classifier, supplied by the
 * caller: models do not import ingestion) and rewrites those that changed, oldest first, one
 * transaction per batch; `onBatch` hears the progress.
 */
export async function retagPlaces(
  db: Db,
  placesOf: (article: StoredArticleText) => ArticlePlaces,
  onBatch: (done: number, changed: number) => void = () => {},
): Promise<RetagSummary> {
  const started = Date.now();
  let after = 0;
  let articles = 0;
  let changed = 0;
  for (;;) {
    const rows = await db
      .selectFrom("articles as a")
      .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
      .select(["a.id", "a.title", "a.summary", "a.url", "a.category_slug", "a.published_at", "n.slug", "n.home_department"])
      .where("a.id", ">", after)
      .orderBy("a.id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]?.id ?? after;
    const ids = rows.map((row) => row.id);
    changed += await db.transaction().execute(async (trx) => {
      await lockArticleWriters(trx);
      const storedDepartments = await trx
        .selectFrom("article_departments")
        .select(["article_id", "department_slug"])
        .where("article_id", "in", ids)
        .execute();
      const storedTowns = await trx
        .selectFrom("article_municipalities")
        .select(["article_id", "municipality_code"])
        .where("article_id", "in", ids)
        .execute();
      const key = (values: string[]) => [...values].sort().join(",");
      const departmentsOf = new Map<number, string[]>();
      for (const row of storedDepartments)
        departmentsOf.set(row.article_id, [...(departmentsOf.get(row.article_id) ?? []), row.department_slug]);
      const townsOf = new Map<number, string[]>();
      for (const row of storedTowns) townsOf.set(row.article_id, [...(townsOf.get(row.article_id) ?? []), row.municipality_code]);
      let batchChanged = 0;
      for (const row of rows) {
        const places = placesOf({
          id: row.id,
          title: row.title,
          summary: row.summary,
          url: row.url,
          category: row.category_slug,
          newspaper: { slug: row.slug, homeDepartment: row.home_department },
        });
        const departments = [...new Set(places.departments)];
        const municipalities = [...new Set(places.municipalities)];
        const departmentsChanged = key(departmentsOf.get(row.id) ?? []) !== key(departments);
        const townsChanged = key(townsOf.get(row.id) ?? []) !== key(municipalities);
        if (!departmentsChanged && !townsChanged) continue;
        batchChanged += 1;
        const publishedAt = Number(row.published_at);
        if (departmentsChanged) {
          await trx.deleteFrom("article_departments").where("article_id", "=", row.id).execute();
          if (departments.length > 0) {
            await trx
              .insertInto("article_departments")
              .values(departments.map((slug) => ({ article_id: row.id, department_slug: slug, published_at: publishedAt })))
              .execute();
          }
        }
        if (townsChanged) {
          await trx.deleteFrom("article_municipalities").where("article_id", "=", row.id).execute();
          if (municipalities.length > 0) {
            await trx
              .insertInto("article_municipalities")
              .values(municipalities.map((code) => ({ article_id: row.id, municipality_code: code, published_at: publishedAt })))
              .execute();
          }
        }
      }
      return batchChanged;
    });
    articles += rows.length;
    onBatch(articles, changed);
  }
  return { articles, changed, durationMs: Date.now() - started };
}
