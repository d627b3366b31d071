import { createHash } from "node:crypto";
import type { Db } from "../db/schema.js";
import { isStorageUnavailable, StorageUnavailableError } from "../db/storage-errors.js";
import { type FeedFetchRecord, type FeedToRefresh, recentPublishTimes, recordFeedFetch } from "../models/feed.server.js";
import { hasActiveSubscription } from "../models/websub.server.js";
import { classifyArticle } from "./classify/index.js";
import type { StoryGrouping } from "./cluster/grouping.server.js";
import { type FetchFeedOptions, type FetchFeedResult, fetchFeed } from "./fetch-feed.server.js";
import { readFeed } from "./read-feed.js";
import { nextFetchDelay, publisherMinimumMs } from "./schedule.js";
import type { NormalizedItem } from "./types.js";
import { type ClassifiedItem, storeFeedBatch } from "./store.server.js";

/** What refreshing needs from its caller; the clock, the randomness and the fetcher can be replaced in tests. */
export interface RefreshDeps {
  db: Db;
  /** Story grouping of the process (its in-memory indexes), used in the transaction that stores a batch. */
  grouping: Pick<StoryGrouping, "placeNew">;
  fetchOptions: FetchFeedOptions;
  now?: () => number;
  random?: () => number;
  fetch?: (
    request: { url: string; etag?: string | null; lastModified?: string | null },
    options: FetchFeedOptions,
  ) => Promise<FetchFeedResult>;
  /**
   * WebSub (WEBSUB=on): told of every successful read's document and Link header, to find the
   * feed's hub; a feed with an active subscription is polled at most every POLL_WITH_WEBSUB_MS.
   */
  websub?: { found(feed: FeedToRefresh, document: { bytes: Uint8Array; linkHeader: string | null; url: string }): Promise<void> };
}

/** How often a feed delivered by WebSub is still polled, as a safety net. */
export const POLL_WITH_WEBSUB_MS = 60 * 60_000;

/** Classifies a read's items for the feed (category, places): shared by polled reads and WebSub deliveries. */
export function classifyItems(feed: FeedToRefresh, items: NormalizedItem[]): ClassifiedItem[] {
  return items.map((item) => ({
    ...item,
    ...classifyArticle({
      title: item.title,
      summary: item.summary,
      url: item.url,
      feedCategory: feed.categorySlug,
      itemCategories: item.categories,
      newspaper: { slug: feed.newspaper.slug, homeDepartment: feed.newspaper.homeDepartment },
    }),
  }));
}

/** What one refresh did, for logs, the CLI and the scheduler's counters. */
export interface RefreshOutcome {
  feedId: number;
  url: string;
  status: "stored" | "not-modified" | "unchanged" | "failed";
  inserted: number;
  updated: number;
  rejected: number;
  error: string | null;
  nextFetchAt: number;
}

/** The outcome's error when the caller aborted the fetch (shutting down): nothing is recorded. */
export const CANCELLED = "cancelled: shutting down";

/**
 * Fetches, parses, normalizes, classifies and stores one feed, and records the outcome on the
 * feed. A failure anywhere is recorded on this feed alone and backs it off, except two that are
 * not the feed's doing and leave it untouched: the caller aborting (`fetchOptions.signal`, at
 * shutdown: a "failed" outcome with error CANCELLED) and unavailable storage (disk full,
 * database locked), thrown as StorageUnavailableError for the scheduler to back off.
 */
export async function refreshFeed(deps: RefreshDeps, feed: FeedToRefresh): Promise<RefreshOutcome> {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const startedAt = now();
  const base = { feedId: feed.id, url: feed.url, inserted: 0, updated: 0, rejected: 0 };

  const schedule = async (
    failures: number,
    hints: { ttlMinutes?: number | null; maxAgeSeconds?: number | null; retryAfterSeconds?: number | null },
  ) => {
    const times = await recentPublishTimes(deps.db, feed.id);
    const at = now();
    const delay = nextFetchDelay({ now: at, recentPublishTimes: times, consecutiveFailures: failures, jitter: random(), ...hints });
    const pushed = failures === 0 && deps.websub && (await hasActiveSubscription(deps.db, feed.id, at));
    return {
      nextFetchAt: at + (pushed ? Math.max(delay, POLL_WITH_WEBSUB_MS) : delay),
      minIntervalSeconds: Math.round(publisherMinimumMs(hints) / 1000) || null,
    };
  };

  const fail = async (
    error: string,
    httpStatus: number | null,
    hints: { retryAfterSeconds?: number | null } = {},
  ): Promise<RefreshOutcome> => {
    const { nextFetchAt, minIntervalSeconds } = await schedule(feed.consecutiveFailures + 1, hints);
    await recordFeedFetch(deps.db, feed.id, { ok: false, at: now(), nextFetchAt, httpStatus, error, minIntervalSeconds });
    return { ...base, status: "failed", error, nextFetchAt };
  };

  try {
    const result = await (deps.fetch ?? fetchFeed)({ url: feed.url, etag: feed.etag, lastModified: feed.lastModified }, deps.fetchOptions);
    if (deps.fetchOptions.signal?.aborted) return { ...base, status: "failed", error: CANCELLED, nextFetchAt: now() };
    if (result.status === "error") {
      const status = result.httpStatus ? ` (HTTP ${result.httpStatus})` : "";
      return await fail(`${result.code}${status}: ${result.error}`, result.httpStatus, result.hints);
    }
    const newUrl = await movedUrl(deps.db, feed, result.permanentUrl);
    if (result.status === "not-modified") {
      const { nextFetchAt, minIntervalSeconds } = await schedule(0, result.hints);
      await recordFeedFetch(deps.db, feed.id, { ok: true, at: now(), nextFetchAt, httpStatus: 304, minIntervalSeconds, url: newUrl });
      return { ...base, status: "not-modified", error: null, nextFetchAt };
    }

    if (deps.websub) await deps.websub.found(feed, { bytes: result.bytes, linkHeader: result.link ?? null, url: result.url });
    // A server that ignores conditional GET but sends the same bytes causes no rewrite.
    const contentHash = createHash("sha256").update(result.bytes).digest("hex");
    const conditional = { etag: result.etag, lastModified: result.lastModified, contentHash };
    if (contentHash === feed.contentHash) {
      const { nextFetchAt, minIntervalSeconds } = await schedule(0, result.hints);
      await recordFeedFetch(deps.db, feed.id, {
        ok: true,
        at: now(),
        nextFetchAt,
        httpStatus: result.httpStatus,
        minIntervalSeconds,
        url: newUrl,
        ...conditional,
      });
      return { ...base, status: "unchanged", error: null, nextFetchAt };
    }

    const read = readFeed({ bytes: result.bytes, contentType: result.contentType, url: result.url }, startedAt);
    if (!read.ok) return await fail(`parse: ${read.error}`, result.httpStatus, result.hints);

    const items = classifyItems(feed, read.items);
    const hints = { ...result.hints, ttlMinutes: read.feed.ttlMinutes };
    const { nextFetchAt, minIntervalSeconds } = await schedule(0, hints);
    const record: FeedFetchRecord = {
      ok: true,
      at: now(),
      nextFetchAt,
      httpStatus: result.httpStatus,
      minIntervalSeconds,
      title: read.feed.title,
      skipped: read.skipped as Record<string, number>,
      url: newUrl,
      ...conditional,
    };
    const summary = await storeFeedBatch(deps.db, deps.grouping, {
      source: { newspaperId: feed.newspaper.id, feedId: feed.id },
      items,
      fetchedAt: startedAt,
      record,
    });
    return {
      ...base,
      status: "stored",
      inserted: summary.inserted,
      updated: summary.updated,
      rejected: read.rejected,
      error: null,
      nextFetchAt,
    };
  } catch (error) {
    if (isStorageUnavailable(error)) throw new StorageUnavailableError(error);
    // A bug in one feed must not stop the others: record it on this feed.
    const message = `internal: ${error instanceof Error ? error.message : String(error)}`;
    try {
      return await fail(message, null);
    } catch (recordError) {
      if (isStorageUnavailable(recordError)) throw new StorageUnavailableError(recordError);
      return { ...base, status: "failed", error: message, nextFetchAt: now() + 5 * 60_000 };
    }
  }
}

/** The feed's new address after a permanent redirect, unless another feed already uses it. */
async function movedUrl(db: Db, feed: FeedToRefresh, permanentUrl: string | null): Promise<string | undefined> {
  if (!permanentUrl || permanentUrl === feed.url) return undefined;
  const taken = await db.selectFrom("feeds").select("id").where("url", "=", permanentUrl).executeTakeFirst();
  return taken ? undefined : permanentUrl;
}
