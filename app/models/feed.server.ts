import { sql } from "kysely";
import { engineOf } from "../db/engine/index.server.js";
import type { Db } from "../db/schema.js";

/** What refreshing a feed needs to know about it and its newspaper. */
export interface FeedToRefresh {
  id: number;
  url: string;
  categorySlug: string | null;
  etag: string | null;
  lastModified: string | null;
  contentHash: string | null;
  consecutiveFailures: number;
  failingSince: number | null;
  minIntervalSeconds: number | null;
  newspaper: { id: number; slug: string; name: string; homeDepartment: string | null };
}

function refreshQuery(db: Db) {
  return db
    .selectFrom("feeds as f")
    .innerJoin("newspapers as n", "n.id", "f.newspaper_id")
    .select([
      "f.id",
      "f.url",
      "f.category_slug",
      "f.etag",
      "f.last_modified",
      "f.content_hash",
      "f.consecutive_failures",
      "f.failing_since",
      "f.min_interval_seconds",
      "n.id as newspaper_id",
      "n.slug as newspaper_slug",
      "n.name as newspaper_name",
      "n.home_department",
    ]);
}

type RefreshRow = Awaited<ReturnType<ReturnType<typeof refreshQuery>["executeTakeFirstOrThrow"]>>;

function toFeedToRefresh(row: RefreshRow): FeedToRefresh {
  return {
    id: row.id,
    url: row.url,
    categorySlug: row.category_slug,
    etag: row.etag,
    lastModified: row.last_modified,
    contentHash: row.content_hash,
    consecutiveFailures: row.consecutive_failures,
    failingSince: row.failing_since === null ? null : Number(row.failing_since),
    minIntervalSeconds: row.min_interval_seconds,
    newspaper: { id: row.newspaper_id, slug: row.newspaper_slug, name: row.newspaper_name, homeDepartment: row.home_department },
  };
}

/** Enabled feeds whose next fetch time has come (never-fetched feeds first), oldest due first. */
export async function listDueFeeds(db: Db, options: { now: number; limit: number; exclude?: number[] }): Promise<FeedToRefresh[]> {
  let query = refreshQuery(db)
    .where("f.enabled", "=", 1)
    .where((eb) => eb.or([eb("f.next_fetch_at", "is", null), eb("f.next_fetch_at", "<=", options.now)]));
  if (options.exclude && options.exclude.length > 0) query = query.where("f.id", "not in", options.exclude);
  const rows = await query
    .orderBy(sql`coalesce(f.next_fetch_at, 0)`)
    .orderBy("f.id")
    .limit(options.limit)
    .execute();
  return rows.map(toFeedToRefresh);
}

/**
 * How long a claimed feed stays a worker's: longer than a fetch and its storing can take (the
 * fetch times out well before), short enough that a crashed worker's feeds are soon taken again.
 */
export const FEED_LEASE_MS = 10 * 60_000;

/**
 * Claims due feeds for this worker: like listDueFeeds, but each returned feed is leased to the
 * caller (lease_until) in the same statement, so several workers on one database share the due
 * feeds and none fetches a feed another has claimed. The lease ends when the fetch's outcome is
 * recorded (recordFeedFetch) or released (releaseFeeds), or by itself after `leaseMs`.
 * PostgreSQL: the due rows are locked FOR UPDATE SKIP LOCKED, so concurrent claims take disjoint
 * feeds without waiting on each other. SQLite: the UPDATE … RETURNING runs in a BEGIN IMMEDIATE
 * transaction, one writer at a time.
 */
export async function claimDueFeeds(
  db: Db,
  options: { now: number; limit: number; exclude?: number[]; leaseMs?: number },
): Promise<FeedToRefresh[]> {
  const leaseUntil = options.now + (options.leaseMs ?? FEED_LEASE_MS);
  const { writers } = engineOf(db);
  const ids = await db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("feeds")
      .select("id")
      .where("enabled", "=", 1)
      .where((eb) => eb.or([eb("next_fetch_at", "is", null), eb("next_fetch_at", "<=", options.now)]))
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", options.now)]));
    if (options.exclude && options.exclude.length > 0) due = due.where("id", "not in", options.exclude);
    due = due
      .orderBy(sql`coalesce(next_fetch_at, 0)`)
      .orderBy("id")
      .limit(options.limit);
    due = writers.skipLocked(due);
    const rows = await trx.updateTable("feeds").set({ lease_until: leaseUntil }).where("id", "in", due).returning("id").execute();
    return rows.map((row) => row.id);
  });
  if (ids.length === 0) return [];
  const rows = await refreshQuery(db)
    .where("f.id", "in", ids)
    .orderBy(sql`coalesce(f.next_fetch_at, 0)`)
    .orderBy("f.id")
    .execute();
  return rows.map(toFeedToRefresh);
}

/** Gives claimed feeds back before their lease ends (a fetch cancelled at shutdown): another worker may take them at once. */
export async function releaseFeeds(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("feeds").set({ lease_until: null }).where("id", "in", ids).execute();
}

/** One feed by id or by URL (enabled or not), or null. */
export async function findFeed(db: Db, idOrUrl: number | string): Promise<FeedToRefresh | null> {
  const query = typeof idOrUrl === "number" ? refreshQuery(db).where("f.id", "=", idOrUrl) : refreshQuery(db).where("f.url", "=", idOrUrl);
  const row = await query.executeTakeFirst();
  return row ? toFeedToRefresh(row) : null;
}

/** The earliest next-fetch time among enabled feeds not in flight, so the scheduler knows how long it may sleep. */
export async function nextDueTime(db: Db, exclude: number[] = [], now = Date.now()): Promise<number | null> {
  // A feed another worker holds is due for this one only when that lease ends.
  let query = db
    .selectFrom("feeds")
    .select(sql<number | null>`min(case when lease_until > ${now} then lease_until else coalesce(next_fetch_at, 0) end)`.as("next"))
    .where("enabled", "=", 1);
  if (exclude.length > 0) query = query.where("id", "not in", exclude);
  const row = await query.executeTakeFirst();
  return row?.next === null || row?.next === undefined ? null : Number(row.next);
}

/** Publication times of the feed's newest articles, newest first, to estimate how often it publishes. */
export async function recentPublishTimes(db: Db, feedId: number, limit = 10): Promise<number[]> {
  const rows = await db
    .selectFrom("articles")
    .select("published_at")
    .where("feed_id", "=", feedId)
    .orderBy("published_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.published_at));
}

/** The outcome of one fetch as the feed's record keeps it. */
export type FeedFetchRecord =
  | {
      ok: true;
      at: number;
      nextFetchAt: number;
      httpStatus: number | null;
      etag?: string | null;
      lastModified?: string | null;
      contentHash?: string | null;
      title?: string | null;
      minIntervalSeconds: number | null;
      itemsStored?: number;
      /** Items this read did not store, by reason (replaces the previous read's counts). */
      skipped?: Record<string, number>;
      url?: string;
    }
  | { ok: false; at: number; nextFetchAt: number; httpStatus: number | null; error: string; minIntervalSeconds: number | null };

/**
 * Writes a fetch's outcome to the feed: success clears the failure run; failure records the
 * error, counts it and remembers when the run began. Omitted conditional-GET fields are kept.
 */
export async function recordFeedFetch(db: Db, feedId: number, record: FeedFetchRecord): Promise<void> {
  if (record.ok) {
    await db
      .updateTable("feeds")
      .set((eb) => ({
        last_fetched_at: record.at,
        last_success_at: record.at,
        next_fetch_at: record.nextFetchAt,
        last_status: record.httpStatus,
        consecutive_failures: 0,
        failing_since: null,
        lease_until: null,
        min_interval_seconds: record.minIntervalSeconds,
        ...(record.etag !== undefined ? { etag: record.etag } : {}),
        ...(record.lastModified !== undefined ? { last_modified: record.lastModified } : {}),
        ...(record.contentHash !== undefined ? { content_hash: record.contentHash } : {}),
        ...(record.title ? { title: record.title } : {}),
        ...(record.url ? { url: record.url } : {}),
        ...(record.itemsStored ? { items_stored: eb("items_stored", "+", record.itemsStored) } : {}),
        ...(record.skipped !== undefined ? { skipped_items: JSON.stringify(record.skipped) } : {}),
      }))
      .where("id", "=", feedId)
      .execute();
    return;
  }
  await db
    .updateTable("feeds")
    .set((eb) => ({
      last_fetched_at: record.at,
      next_fetch_at: record.nextFetchAt,
      last_status: record.httpStatus,
      last_error: record.error.slice(0, 500),
      last_error_at: record.at,
      consecutive_failures: eb("consecutive_failures", "+", 1),
      failing_since: eb.fn.coalesce("failing_since", eb.val(record.at)),
      lease_until: null,
      min_interval_seconds: record.minIntervalSeconds,
    }))
    .where("id", "=", feedId)
    .execute();
}

/** A feed's health as the `feeds` command and the newspapers page show it. */
export interface FeedStatus {
  id: number;
  newspaper: string;
  url: string;
  enabled: boolean;
  lastSuccessAt: number | null;
  lastError: string | null;
  failingSince: number | null;
  consecutiveFailures: number;
  nextFetchAt: number | null;
  itemsStored: number;
  articles: number;
  /** Items the last read did not store, by reason ("no-address", "no-text", "duplicate"). */
  skipped: Record<string, number>;
}

/** Reads the skipped_items column: an object of counts, empty when null or unreadable. */
function skippedCounts(value: string | null): Record<string, number> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const out: Record<string, number> = {};
    for (const [reason, count] of Object.entries(parsed)) if (typeof count === "number" && count > 0) out[reason] = count;
    return out;
  } catch {
    return {};
  }
}

/** Every feed with its health and how many articles it has brought, by newspaper. */
export async function listFeedStatuses(db: Db): Promise<FeedStatus[]> {
  const rows = await db
    .selectFrom("feeds as f")
    .innerJoin("newspapers as n", "n.id", "f.newspaper_id")
    .select([
      "f.id",
      "n.slug as newspaper",
      "f.url",
      "f.enabled",
      "f.last_success_at",
      "f.last_error",
      "f.failing_since",
      "f.consecutive_failures",
      "f.next_fetch_at",
      "f.items_stored",
      "f.skipped_items",
      (eb) =>
        eb
          .selectFrom("articles as a")
          .select(sql<number>`count(*)`.as("c"))
          .whereRef("a.feed_id", "=", "f.id")
          .as("articles"),
    ])
    .orderBy("n.slug")
    .orderBy("f.url")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    newspaper: row.newspaper,
    url: row.url,
    enabled: row.enabled === 1,
    lastSuccessAt: row.last_success_at === null ? null : Number(row.last_success_at),
    lastError: row.consecutive_failures > 0 ? row.last_error : null,
    failingSince: row.failing_since === null ? null : Number(row.failing_since),
    consecutiveFailures: row.consecutive_failures,
    nextFetchAt: row.next_fetch_at === null ? null : Number(row.next_fetch_at),
    itemsStored: row.items_stored,
    skipped: skippedCounts(row.skipped_items),
    articles: Number(row.articles ?? 0),
  }));
}

/** How a newspaper's feeds are doing, for the newspapers page. */
export interface NewspaperHealth {
  feeds: number;
  failing: number;
  /** The newest successful read of any of its feeds. */
  lastSuccessAt: number | null;
  /** When the oldest current run of failures began, if any feed is failing. */
  failingSince: number | null;
  /** Items the last reads of its feeds did not store, by reason. */
  skipped: Record<string, number>;
}

/** The feed health of every newspaper with enabled feeds, by newspaper slug. */
export async function listNewspaperHealth(db: Db): Promise<Map<string, NewspaperHealth>> {
  const rows = await db
    .selectFrom("feeds as f")
    .innerJoin("newspapers as n", "n.id", "f.newspaper_id")
    .select([
      "n.slug",
      sql<number>`count(*)`.as("feeds"),
      sql<number>`sum(case when f.consecutive_failures > 0 then 1 else 0 end)`.as("failing"),
      sql<number | null>`max(f.last_success_at)`.as("last_success_at"),
      sql<number | null>`min(case when f.consecutive_failures > 0 then f.failing_since end)`.as("failing_since"),
    ])
    .where("f.enabled", "=", 1)
    .groupBy("n.slug")
    .execute();
  // Skipped counts are JSON per feed: summed here rather than in SQL, which would differ by engine.
  const skippedRows = await db
    .selectFrom("feeds as f")
    .innerJoin("newspapers as n", "n.id", "f.newspaper_id")
    .select(["n.slug", "f.skipped_items"])
    .where("f.enabled", "=", 1)
    .where("f.skipped_items", "is not", null)
    .execute();
  const skippedBySlug = new Map<string, Record<string, number>>();
  for (const row of skippedRows) {
    const total = skippedBySlug.get(row.slug) ?? {};
    for (const [reason, count] of Object.entries(skippedCounts(row.skipped_items))) total[reason] = (total[reason] ?? 0) + count;
    skippedBySlug.set(row.slug, total);
  }
  return new Map(
    rows.map((row) => [
      row.slug,
      {
        feeds: Number(row.feeds),
        failing: Number(row.failing ?? 0),
        lastSuccessAt: row.last_success_at === null ? null : Number(row.last_success_at),
        failingSince: row.failing_since === null ? null : Number(row.failing_since),
        skipped: skippedBySlug.get(row.slug) ?? {},
      },
    ]),
  );
}
