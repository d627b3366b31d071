import { sql } from "kysely";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { engineOf } from "../db/engine/index.server.js";
import type { Db } from "../db/schema.js";

/** The answer of a rate limiter: allowed, or refused with the seconds to wait. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * What the app needs from a rate limiter. The in-memory one suits one process (SQLite: one web
 * process per file); instances sharing a PostgreSQL database count in the database instead
 * (createDatabaseRateLimiter), so a client cannot multiply its allowance by the instance count.
 */
export interface RateLimiter {
  /** Counts an event of `points` (1 by default; an expensive one weighs more) for `key` and says whether it is allowed. */
  consume(key: string, points?: number): Promise<RateDecision>;
}

/** At most `points` events per key in any window of `durationSeconds`, counted in this process's memory. */
export function createMemoryRateLimiter(options: { points: number; durationSeconds: number; keyPrefix: string }): RateLimiter {
  const limiter = new RateLimiterMemory({ points: options.points, duration: options.durationSeconds, keyPrefix: options.keyPrefix });
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, weight(points, options.points));
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        }
        throw refusal;
      }
    },
  };
}

/** An event's points, at least 1 and at most the whole allowance (so that one event alone is always possible). */
function weight(points: number, allowance: number): number {
  return Math.max(1, Math.min(allowance, Math.ceil(Number.isFinite(points) ? points : 1)));
}

/** A limiter that allows everything (a limit configured as 0). */
export const NO_LIMIT: RateLimiter = { consume: async () => ({ allowed: true }) };

/** Settings of one limiter: `points` events per key in a window of `durationSeconds`. */
export interface RateLimitOptions {
  points: number;
  durationSeconds: number;
  keyPrefix: string;
}

/** Counts between two prunes of ended windows (each prune is one indexed delete). */
const PRUNE_EVERY = 500;

/**
 * A fixed window per key, as the in-memory limiter counts: the first event opens a window of
 * `durationSeconds`, and events beyond `points` in it are refused until it ends. One statement
 * per event (an upsert that returns the new count), atomic on both engines, so concurrent
 * instances never both pass the last allowed event. Ended windows are pruned now and then.
 */
export function createDatabaseRateLimiter(db: Db, options: RateLimitOptions & { now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windowMs = Math.round(options.durationSeconds * 1000);
  let sincePrune = 0;
  return {
    async consume(key, points = 1) {
      const at = now();
      const id = `${options.keyPrefix}:${key}`;
      const cost = weight(points, options.points);
      const { rows } = await sql<{ points: number; window_ends_at: number }>`
        insert into rate_limits (key, window_ends_at, points) values (${id}, ${at + windowMs}, ${cost})
        on conflict (key) do update set
          points = case when rate_limits.window_ends_at <= ${at} then ${cost} else rate_limits.points + ${cost} end,
          window_ends_at = case when rate_limits.window_ends_at <= ${at} then excluded.window_ends_at else rate_limits.window_ends_at end
        returning points, window_ends_at
      `.execute(db);
      sincePrune += 1;
      if (sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        await db.deleteFrom("rate_limits").where("window_ends_at", "<=", at).execute();
      }
      const row = rows[0];
      if (!row || Number(row.points) <= options.points) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.window_ends_at) - at) / 1000)) };
    },
  };
}

/** The limiter a handle calls for: in the database when several processes serve it (PostgreSQL), else in this process's memory (SQLite). */
export function createRateLimiter(db: Db, options: RateLimitOptions): RateLimiter {
  return engineOf(db).settings.sharedByProcesses ? createDatabaseRateLimiter(db, options) : createMemoryRateLimiter(options);
}
