/* A response's headers: one header's value, and the cache hints (Cache-Control, Retry-After) a feed server gives. */
import type { Dispatcher } from "undici";

/** What the server said about when to come back: Cache-Control max-age (or s-maxage) and Retry-After, in seconds. */
export interface CacheHints {
  maxAgeSeconds: number | null;
  retryAfterSeconds: number | null;
}

/** No hints: what a response that gave none (or no response yet) carries. */
export const NO_HINTS: CacheHints = { maxAgeSeconds: null, retryAfterSeconds: null };

/** Reads Cache-Control into seconds, preferring s-maxage (we are a shared cache of sorts) over max-age. */
export function parseCacheControl(value: string | null): number | null {
  if (!value) return null;
  let maxAge: number | null = null;
  let sharedMaxAge: number | null = null;
  for (const directive of value.split(",")) {
    const match = /^\s*([a-z-]+)\s*=\s*"?(\d+)"?\s*$/i.exec(directive);
    if (!match?.[1] || !match[2]) continue;
    const seconds = Number(match[2]);
    if (!Number.isSafeInteger(seconds)) continue;
    const name = match[1].toLowerCase();
    if (name === "max-age") maxAge = seconds;
    else if (name === "s-maxage") sharedMaxAge = seconds;
  }
  return sharedMaxAge ?? maxAge;
}

/** Reads Retry-After (delta seconds or an HTTP date) into seconds from now, never negative. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : null;
  }
  // Date.parse takes bare numbers ("-1") as years; an HTTP date always names its day and month.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** The cache hints of a response: max-age always, Retry-After only with 429 and 503. */
export function readHints(status: number, headers: Dispatcher.ResponseData["headers"]): CacheHints {
  return {
    maxAgeSeconds: parseCacheControl(header(headers, "cache-control", ",")),
    retryAfterSeconds: status === 429 || status === 503 ? parseRetryAfter(header(headers, "retry-after")) : null,
  };
}

/** One header value; a repeated header gives its first value, or all of them joined when they are a list. */
export function header(headers: Dispatcher.ResponseData["headers"], name: string, joinWith?: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  if (typeof value === "string") return value;
  if (joinWith !== undefined) return value.join(joinWith);
  return value[0] ?? null;
}
