import type { Db } from "../db/schema.js";
import { type CountDimension, countArticlesSince } from "../models/article.server.js";
import { windowStart } from "./windows.js";

/** Article counts of the last 24 hours and 7 days for every entity of one dimension. */
export async function loadEntityCounts(db: Db, by: CountDimension, now = Date.now()) {
  const [day, week] = await Promise.all([
    countArticlesSince(db, by, windowStart("ultimo-dia", now)),
    countArticlesSince(db, by, windowStart("ultima-semana", now)),
  ]);
  return (slug: string) => ({ day: day.get(slug) ?? 0, week: week.get(slug) ?? 0 });
}
