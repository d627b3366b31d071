import { describe, expect, it } from "vitest";
import { DEFAULT_INTERVAL_MS, FIRST_RETRY_MS, MAX_INTERVAL_MS, MIN_INTERVAL_MS, nextFetchDelay, publishingPaceMs } from "./schedule.js";

const MINUTE = 60_000;
const now = 1_800_000_000_000;
const every = (gapMinutes: number, count = 10) => Array.from({ length: count }, (_, i) => now - i * gapMinutes * MINUTE);

describe("nextFetchDelay", () => {
  it("reads a busy feed every 5 minutes, never sooner", () => {
    expect(nextFetchDelay({ now, recentPublishTimes: every(2), consecutiveFailures: 0 })).toBe(MIN_INTERVAL_MS);
  });

  it("follows the publishing pace in between", () => {
    expect(nextFetchDelay({ now, recentPublishTimes: every(60), consecutiveFailures: 0 })).toBe(30 * MINUTE);
  });

  it("reads a quiet feed at most every 6 hours", () => {
    expect(nextFetchDelay({ now, recentPublishTimes: every(24 * 60), consecutiveFailures: 0 })).toBe(MAX_INTERVAL_MS);
  });

  it("slows down a feed that has gone silent", () => {
    const old = every(5).map((t) => t - 10 * 60 * MINUTE);
    expect(nextFetchDelay({ now, recentPublishTimes: old, consecutiveFailures: 0 })).toBe(150 * MINUTE);
  });

  it("uses a default for a feed without history", () => {
    expect(nextFetchDelay({ now, recentPublishTimes: [], consecutiveFailures: 0 })).toBe(DEFAULT_INTERVAL_MS);
  });

  it("never reads sooner than ttl, max-age or Retry-After ask", () => {
    const busy = every(1);
    expect(nextFetchDelay({ now, recentPublishTimes: busy, consecutiveFailures: 0, ttlMinutes: 45 })).toBe(45 * MINUTE);
    expect(nextFetchDelay({ now, recentPublishTimes: busy, consecutiveFailures: 0, maxAgeSeconds: 900 })).toBe(15 * MINUTE);
    expect(nextFetchDelay({ now, recentPublishTimes: busy, consecutiveFailures: 2, retryAfterSeconds: 3600 })).toBe(60 * MINUTE);
  });

  it("caps what a publisher can ask at the 6-hour ceiling", () => {
    expect(nextFetchDelay({ now, recentPublishTimes: [], consecutiveFailures: 0, ttlMinutes: 7 * 24 * 60 })).toBe(MAX_INTERVAL_MS);
  });

  it("backs off exponentially on failures, up to 6 hours", () => {
    const delays = [1, 2, 3, 4, 10, 1000].map((failures) => nextFetchDelay({ now, recentPublishTimes: [], consecutiveFailures: failures }));
    expect(delays).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS, 8 * FIRST_RETRY_MS, MAX_INTERVAL_MS, MAX_INTERVAL_MS]);
  });

  it("spreads fetches by at most ±10 %", () => {
    const low = nextFetchDelay({ now, recentPublishTimes: every(60), consecutiveFailures: 0, jitter: 0 });
    const high = nextFetchDelay({ now, recentPublishTimes: every(60), consecutiveFailures: 0, jitter: 0.999 });
    expect(low).toBe(27 * MINUTE);
    expect(high).toBeLessThanOrEqual(33 * MINUTE);
    expect(high).toBeGreaterThan(32 * MINUTE);
  });
});

describe("publishingPaceMs", () => {
  it("ignores future dates and needs two articles", () => {
    expect(publishingPaceMs([now + MINUTE, now], now)).toBeNull();
    expect(publishingPaceMs([now - 10 * MINUTE, now - 30 * MINUTE], now)).toBe(20 * MINUTE);
  });
});
