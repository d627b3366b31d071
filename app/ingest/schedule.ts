/*
 * When to fetch a feed again. The interval follows how often the feed publishes (a feed that
 * publishes every 10 minutes is read every 5, one that publishes twice a day every few hours),
 * never sooner than the publisher asks (<ttl>, Cache-Control max-age, Retry-After), and failures
 * back off exponentially. Pure: the caller passes the clock and the jitter.
 */

const MINUTE = 60_000;

/** The shortest and longest intervals between two fetches of a healthy feed. */
export const MIN_INTERVAL_MS = 5 * MINUTE;
export const MAX_INTERVAL_MS = 6 * 60 * MINUTE;
/** The first retry after a failure; doubles with each consecutive failure, up to MAX_INTERVAL_MS. */
export const FIRST_RETRY_MS = 5 * MINUTE;
/** Interval for a feed with too little history to estimate its pace. */
export const DEFAULT_INTERVAL_MS = 30 * MINUTE;

/** What the publisher asked for and what we know about the feed. */
export interface ScheduleInput {
  now: number;
  /** Publication times of the feed's newest articles (any order). */
  recentPublishTimes: number[];
  consecutiveFailures: number;
  ttlMinutes?: number | null;
  maxAgeSeconds?: number | null;
  retryAfterSeconds?: number | null;
  /** A number in [0, 1) spreading fetches over ±10 % so that feeds do not move in lockstep. */
  jitter?: number;
}

/** The smallest interval the publisher allows, in ms (0 when it asked for nothing). */
export function publisherMinimumMs(input: Pick<ScheduleInput, "ttlMinutes" | "maxAgeSeconds" | "retryAfterSeconds">): number {
  const asks = [(input.ttlMinutes ?? 0) * MINUTE, (input.maxAgeSeconds ?? 0) * 1000, (input.retryAfterSeconds ?? 0) * 1000].filter(
    (value) => Number.isFinite(value) && value > 0,
  );
  // A publisher cannot push us beyond our own ceiling: a week-long ttl still gets read every 6 hours.
  return Math.min(MAX_INTERVAL_MS, Math.max(0, ...asks));
}

/** How often the feed seems to publish: the median gap between its recent articles, or null. */
export function publishingPaceMs(times: number[], now: number): number | null {
  const sorted = times.filter((t) => Number.isFinite(t) && t <= now).sort((a, b) => b - a);
  if (sorted.length < 2) return null;
  const gaps: number[] = [];
  for (let i = 1; i < sorted.length; i++) gaps.push((sorted[i - 1] as number) - (sorted[i] as number));
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)] as number;
  // A feed silent for longer than its usual pace has slowed down: count the silence as a gap.
  const silence = now - (sorted[0] as number);
  return Math.max(median, silence / 2);
}

/** The delay until the next fetch, in ms. */
export function nextFetchDelay(input: ScheduleInput): number {
  const minimum = publisherMinimumMs(input);
  let delay: number;
  if (input.consecutiveFailures > 0) {
    const exponent = Math.min(input.consecutiveFailures - 1, 20);
    delay = Math.min(MAX_INTERVAL_MS, FIRST_RETRY_MS * 2 ** exponent);
  } else {
    const pace = publishingPaceMs(input.recentPublishTimes, input.now);
    // Reading twice per publishing period keeps the delay before an article shows up at about half its pace.
    delay = pace === null ? DEFAULT_INTERVAL_MS : clamp(pace / 2, MIN_INTERVAL_MS, MAX_INTERVAL_MS);
  }
  const jittered = delay * (0.9 + 0.2 * clamp(input.jitter ?? 0.5, 0, 1));
  return Math.round(Math.max(jittered, minimum));
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
