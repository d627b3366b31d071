import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** The answer of a rate limiter: allowed, or refused with the seconds to wait. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * What the app needs from a rate limiter. The in-memory one below suits one process; several
 * instances behind a load balancer need a shared store (rate-limiter-flexible has SQLite,
 * PostgreSQL and Redis limiters with the same `consume`), swapped in behind this interface.
 */
export interface RateLimiter {
  /** Counts one event for `key` and says whether it is allowed. */
  consume(key: string): Promise<RateDecision>;
}

/** At most `points` events per key in any window of `durationSeconds`, counted in this process's memory. */
export function createMemoryRateLimiter(options: { points: number; durationSeconds: number; keyPrefix: string }): RateLimiter {
  const limiter = new RateLimiterMemory({ points: options.points, duration: options.durationSeconds, keyPrefix: options.keyPrefix });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
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

/** A limiter that allows everything (a limit configured as 0). */
export const NO_LIMIT: RateLimiter = { consume: async () => ({ allowed: true }) };
