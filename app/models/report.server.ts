import { sql } from "kysely";
import type { Db } from "../db/schema.js";

/** A half-open time range [from, to), epoch ms. */
export interface TimeRange {
  from: number;
  to: number;
}

/**
 * Articles per bucket of `bucketMs` from `range.from` (bucket 0) to `range.to`, as a map of
 * bucket index to count; empty buckets are absent. One indexed range scan on published_at.
 */
export async function countArticlesByBucket(db: Db, range: TimeRange, bucketMs: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("articles")
    // Numbers are bound as doubles: cast, or the division would not be a whole bucket number.
    .select([sql<number>`cast((published_at - ${range.from}) / ${bucketMs} as integer)`.as("bucket"), sql<number>`count(*)`.as("count")])
    .where("published_at", ">=", range.from)
    .where("published_at", "<", range.to)
    .groupBy("bucket")
    .execute();
  return new Map(rows.map((row) => [Number(row.bucket), Number(row.count)]));
}
