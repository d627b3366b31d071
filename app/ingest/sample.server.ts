import { SAMPLE_ARTICLES } from "../data/sample-articles.js";
import type { Db } from "../db/schema.js";
import type { StoryGrouping } from "./cluster/grouping.server.js";
import { storeArticles } from "./store.server.js";

/** Every sample article's URL starts with this; no real article can (.invalid is reserved). */
export const SAMPLE_URL_PREFIX = "https://muestra.rotativa.invalid/";

/**
 * Loads the sample articles with times relative to `now`. Running it again replaces the earlier
 * sample rows (so their times are fresh again) and touches nothing else.
 * Newspapers must already be loaded (reference data).
 */
export async function loadSampleArticles(db: Db, grouping: Pick<StoryGrouping, "placeNew">, now = Date.now()): Promise<number> {
  const newspapers = await db.selectFrom("newspapers").select(["id", "slug"]).execute();
  const idOf = new Map(newspapers.map((n) => [n.slug, n.id]));
  const items = SAMPLE_ARTICLES.map((sample) => {
    const newspaperId = idOf.get(sample.newspaper);
    if (newspaperId === undefined) throw new Error(`Sample article ${sample.key}: unknown newspaper ${sample.newspaper}`);
    const publishedAt = now - sample.minutesAgo * 60_000;
    return {
      url: `${SAMPLE_URL_PREFIX}${sample.newspaper}/${sample.key}`,
      guid: sample.key,
      newspaper_id: newspaperId,
      feed_id: null,
      title: sample.title,
      summary: sample.summary,
      image_url: null,
      author: null,
      category_slug: sample.category,
      published_at: publishedAt,
      fetched_at: publishedAt,
      updated_at: now,
      departments: sample.departments,
      municipalities: sample.municipalities,
    };
  });
  await db.deleteFrom("articles").where("url", "like", `${SAMPLE_URL_PREFIX}%`).execute();
  await storeArticles(db, grouping, items);
  return items.length;
}
