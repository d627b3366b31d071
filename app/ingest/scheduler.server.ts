import type { Logger } from "pino";
import { isStorageUnavailable, StorageUnavailableError } from "../db/storage-errors.js";
import { claimDueFeeds, type FeedToRefresh, findFeed, nextDueTime, releaseFeeds } from "../models/feed.server.js";
import { FEED_SLOT_LEASE, HostLimiter, hostOf } from "./limiter.js";
import { CANCELLED, type RefreshDeps, type RefreshOutcome, refreshFeed } from "./refresh-feed.server.js";

/** What the scheduler needs: refresh dependencies, a logger and its limits. */
export interface SchedulerDeps extends RefreshDeps {
  log: Logger;
  /** Feeds fetched at once (default 8). */
  concurrency?: number;
  /** Feeds of one host fetched at once (default 2). */
  perHost?: number;
  /** Told about every outcome (metrics). */
  onOutcome?: (outcome: RefreshOutcome) => void;
}

/** Totals of one ingestion cycle. */
export interface CycleSummary {
  feeds: number;
  stored: number;
  notModified: number;
  unchanged: number;
  failed: number;
  inserted: number;
  updated: number;
  durationMs: number;
  outcomes: RefreshOutcome[];
}

function summarize(outcomes: RefreshOutcome[], durationMs: number): CycleSummary {
  const count = (status: RefreshOutcome["status"]) => outcomes.filter((o) => o.status === status).length;
  return {
    feeds: outcomes.length,
    stored: count("stored"),
    notModified: count("not-modified"),
    unchanged: count("unchanged"),
    failed: count("failed"),
    inserted: outcomes.reduce((sum, o) => sum + o.inserted, 0),
    updated: outcomes.reduce((sum, o) => sum + o.updated, 0),
    durationMs,
    outcomes,
  };
}

/**
 * One pass: fetches every due feed (or the named ones, due or not) with bounded concurrency and
 * waits for all of them. Used by `cli ingest --once`, the benchmarks and the tests.
 */
export async function runIngestionCycle(
  deps: SchedulerDeps,
  options: { feeds?: (number | string)[]; onOutcome?: (outcome: RefreshOutcome, done: number, total: number) => void } = {},
): Promise<CycleSummary> {
  const now = deps.now ?? Date.now;
  const started = now();
  let feeds: FeedToRefresh[];
  if (options.feeds && options.feeds.length > 0) {
    const found = await Promise.all(options.feeds.map((ref) => findFeed(deps.db, ref)));
    const missing = options.feeds.filter((_, i) => !found[i]);
    if (missing.length > 0) throw new Error(`unknown feed: ${missing.join(", ")}`);
    feeds = found as FeedToRefresh[];
  } else {
    // Claimed, not only listed: a worker running beside this pass leaves these feeds to it.
    feeds = await claimDueFeeds(deps.db, { now: started, limit: 100_000 });
  }
  const limiter = new HostLimiter(deps.concurrency ?? 8, deps.perHost ?? 2, FEED_SLOT_LEASE);
  let done = 0;
  const outcomes = await Promise.all(
    feeds.map((feed) =>
      limiter.run(hostOf(feed.url), async () => {
        const outcome = await refreshFeed(deps, feed).catch((error: unknown) => {
          // Unavailable storage is not the feed's fault and cannot be recorded on it: report it only.
          if (!(error instanceof StorageUnavailableError)) throw error;
          return {
            feedId: feed.id,
            url: feed.url,
            status: "failed",
            inserted: 0,
            updated: 0,
            rejected: 0,
            error: error.message,
            nextFetchAt: now(),
          } satisfies RefreshOutcome;
        });
        deps.onOutcome?.(outcome);
        done += 1;
        options.onOutcome?.(outcome, done, feeds.length);
        return outcome;
      }),
    ),
  );
  return summarize(outcomes, now() - started);
}

/** A running scheduler. */
export interface Scheduler {
  /**
   * Stops picking feeds, aborts the fetches in flight (their feeds are left as they were), and
   * waits (up to `graceMs`) for the feeds already being stored: each batch commits or rolls back.
   */
  stop(graceMs?: number): Promise<void>;
  /** When ingestion is paused because the storage is unavailable (epoch ms), or null. */
  pausedUntil(): number | null;
}

/** How the scheduler backs off while the storage is unavailable: doubling from `initialMs` up to `maxMs`. */
export interface StorageBackoff {
  initialMs: number;
  maxMs: number;
}

export const STORAGE_BACKOFF: StorageBackoff = { initialMs: 5_000, maxMs: 5 * 60_000 };

/**
 * Keeps ingesting: wakes when the next feed is due (at least every `tickMs`), starts every due
 * feed that is not already in flight, and logs each outcome. One feed's failure or crash is
 * recorded on that feed and never stops the loop. When the storage is unavailable (disk full,
 * database locked by another process), nothing can be recorded: ingestion pauses, retrying after
 * 5 s, 10 s, 20 s… up to 5 minutes, and resumes by itself once a write succeeds again.
 */
export function startScheduler(deps: SchedulerDeps, options: { tickMs?: number; backoff?: StorageBackoff } = {}): Scheduler {
  const tickMs = options.tickMs ?? 15_000;
  const backoff = options.backoff ?? STORAGE_BACKOFF;
  const now = deps.now ?? Date.now;
  const limiter = new HostLimiter(deps.concurrency ?? 8, deps.perHost ?? 2, FEED_SLOT_LEASE);
  const inFlight = new Map<number, Promise<unknown>>();
  // Aborted at stop: fetches in flight end at once instead of waiting for slow or hung feeds.
  const stopping = new AbortController();
  const refreshDeps: SchedulerDeps = { ...deps, fetchOptions: { ...deps.fetchOptions, signal: stopping.signal } };
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let pausedUntil: number | null = null;
  let pauseMs = 0;

  let timerAt = 0;
  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timerAt = now() + Math.max(200, delay);
    timer = setTimeout(() => void tick(), Math.max(200, delay));
    timer.unref?.();
  };
  // Feeds claimed at once: what this worker can start soon. Claiming every due feed would hold
  // them all under this worker's lease while other workers sit idle.
  const capacity = (deps.concurrency ?? 8) * 2;
  let backlog = false;
  /** A slot freed while due feeds may wait: look again soon (without pushing back a sooner tick). */
  const wake = () => {
    if (!stopped && (timer === null || timerAt > now() + 200)) schedule(0);
  };

  const storageUnavailable = (error: unknown) => {
    pauseMs = pauseMs === 0 ? backoff.initialMs : Math.min(backoff.maxMs, pauseMs * 2);
    const until = now() + pauseMs;
    if (pausedUntil === null || until > pausedUntil) {
      pausedUntil = until;
      deps.log.warn({ err: error, retryInMs: pauseMs }, "storage unavailable: ingestion paused");
    }
    schedule(pausedUntil - now());
  };
  const storageWorks = () => {
    if (pauseMs === 0) return;
    deps.log.info("storage available again: ingestion resumed");
    pauseMs = 0;
    pausedUntil = null;
  };

  // Claimed feeds this worker did not finish: their leases are released at the next tick and at stop.
  const unfinished = new Set<number>();
  const giveBack = async () => {
    if (unfinished.size === 0) return;
    const ids = [...unfinished].filter((id) => !inFlight.has(id));
    await releaseFeeds(deps.db, ids);
    for (const id of ids) unfinished.delete(id);
  };

  const tick = async () => {
    timer = null;
    if (stopped) return;
    if (pausedUntil !== null && now() < pausedUntil) {
      schedule(pausedUntil - now());
      return;
    }
    try {
      // Claimed with a lease: other workers on the same database skip these feeds (claimDueFeeds).
      const room = capacity - inFlight.size;
      const due = room > 0 ? await claimDueFeeds(deps.db, { now: now(), limit: room, exclude: [...inFlight.keys()] }) : [];
      // More may be due than this worker took: a freed slot looks again (wake), not a busy poll.
      backlog = room <= 0 || due.length === room;
      for (const feed of due) {
        const run = limiter
          .run(hostOf(feed.url), async () =>
            stopped || (pausedUntil !== null && now() < pausedUntil) ? null : refreshFeed(refreshDeps, feed),
          )
          .then((outcome) => {
            // Not fetched (stopping, paused) or cancelled: give the feed back to the other workers now.
            if (!outcome || outcome.error === CANCELLED) {
              unfinished.add(feed.id);
              if (!outcome) return;
            }
            deps.onOutcome?.(outcome);
            if (outcome.error !== CANCELLED) storageWorks();
            const level = outcome.status === "failed" ? "warn" : "info";
            deps.log[level](
              {
                feed: feed.id,
                url: outcome.url,
                status: outcome.status,
                inserted: outcome.inserted,
                updated: outcome.updated,
                error: outcome.error ?? undefined,
              },
              "feed refreshed",
            );
          })
          .catch((error: unknown) => {
            unfinished.add(feed.id);
            if (error instanceof StorageUnavailableError) storageUnavailable(error.cause);
            else deps.log.error({ err: error, feed: feed.id }, "feed refresh crashed");
          })
          .finally(() => {
            inFlight.delete(feed.id);
            if (backlog) wake();
          });
        inFlight.set(feed.id, run);
      }
      await giveBack();
      const next = backlog ? null : await nextDueTime(deps.db, [...inFlight.keys()], now());
      if (pausedUntil === null || now() >= pausedUntil) schedule(next === null ? tickMs : Math.min(tickMs, next - now()));
    } catch (error) {
      if (isStorageUnavailable(error)) {
        storageUnavailable(error);
        return;
      }
      deps.log.error({ err: error }, "scheduler tick failed");
      schedule(tickMs);
    }
  };

  schedule(0);
  deps.log.info({ concurrency: deps.concurrency ?? 8, perHost: deps.perHost ?? 2 }, "ingestion scheduler started");

  return {
    async stop(graceMs = 10_000) {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopping.abort();
      const pending = Promise.allSettled([...inFlight.values()]);
      await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, graceMs).unref?.())]);
      await giveBack().catch((error: unknown) =>
        deps.log.warn({ err: error }, "could not release the claimed feeds: their leases end by themselves"),
      );
    },
    pausedUntil: () => (pausedUntil !== null && now() < pausedUntil ? pausedUntil : null),
  };
}
