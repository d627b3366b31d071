import type { RateLimiter } from "../models/rate-limit.server.js";
import { parseQuery, queryCost } from "../search/query.js";

/** Searches one address may run in a minute by default (SEARCH_RATE_LIMIT); a reader refining a query runs a few. */
export const SEARCH_WINDOW_SECONDS = 60;

/**
 * Counts a search by this address, weighted by what it costs (queryCost: a long OR chain counts
 * as several simple searches), and throws the 429 answer (Spanish page, Retry-After) when it is
 * over the limit. Only requests that search count: the empty form and its filters do not.
 */
export async function limitSearches(limiter: RateLimiter, params: URLSearchParams, clientIp: string): Promise<void> {
  const text = params.get("q") ?? "";
  if (!text.trim()) return;
  const decision = await limiter.consume(clientIp || "desconocida", queryCost(parseQuery(text)));
  if (decision.allowed) return;
  throw new Response(null, {
    status: 429,
    statusText: "Demasiadas búsquedas seguidas",
    headers: { "Retry-After": String(decision.retryAfterSeconds), "Cache-Control": "no-store" },
  });
}
