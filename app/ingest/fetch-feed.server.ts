/*
 * The HTTP stage of ingestion: one conditional GET of a feed URL, with redirects, decompression,
 * size and time limits and the address policy, returning a result instead of throwing so a bad
 * feed never stops a fetch round.
 *
 * Connection pools: one undici Agent per (address policy, connect timeout) pair, held by the
 * FetchAgents a composition root creates (createFetchAgents) and passes in the fetch options,
 * because newspapers publish many section feeds on the same host and keep-alive saves a TLS
 * handshake per feed. Without one, a fetch uses a pool of its own and closes it when done.
 * The pools and URL vetting are in fetch-agents.server.ts, the body's reading under the size cap in
 * fetch-body.server.ts, the cache hints in fetch-headers.ts.
 */
import type { Agent } from "undici";
import { BlockedAddressError } from "./address-policy.server.js";
import { checkFeedUrl, type FetchAgents, newAgent, oneLine, resolveRedirect } from "./fetch-agents.server.js";
import { discard, isZlibError, readBody, TooLargeError } from "./fetch-body.server.js";
import { type CacheHints, header, NO_HINTS, readHints } from "./fetch-headers.js";

/** Why a fetch failed, in a form the scheduler can branch on. */
export type FetchErrorCode =
  | "bad-url"
  | "bad-scheme"
  | "blocked-address"
  | "timeout"
  | "too-large"
  | "too-many-redirects"
  | "insecure-redirect"
  | "http-error"
  | "network";

/** The feed to fetch and the validators stored from its last successful fetch. */
export interface FetchFeedRequest {
  url: string;
  etag?: string | null;
  lastModified?: string | null;
}

/** Limits and identity for a fetch; the same options share one connection pool. */
export interface FetchFeedOptions {
  /** Sent as User-Agent, e.g. "Rotativa/0.1.0 (+http://localhost:3000)". */
  userAgent: string;
  /** FEEDS_ALLOW_PRIVATE: allow loopback and private targets (demo, tests). */
  allowPrivate: boolean;
  /** TCP connect plus TLS handshake; default 10 s. */
  connectTimeoutMs?: number;
  /** The whole fetch, every redirect hop and the body included; default 30 s. */
  timeoutMs?: number;
  /** Body cap counted after decompression (the raw body has the same cap); default 15 MiB. */
  maxBytes?: number;
  /** Redirects followed before giving up; default 5. */
  maxRedirects?: number;
  signal?: AbortSignal;
  /** The process's connection pools (keep-alive across feeds); without them a fetch opens and closes its own. */
  agents?: FetchAgents;
}

/** The outcome of a fetch: the body, "unchanged since your validators", or an error for operators. */
export type FetchFeedResult =
  | {
      status: "ok";
      /** Final URL after redirects. */
      url: string;
      /** Set when every hop to the final URL was permanent (301/308): the stored feed URL should change. */
      permanentUrl: string | null;
      httpStatus: number;
      bytes: Uint8Array;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
      /** The HTTP Link header (a WebSub hub may be announced there). */
      link?: string | null;
      hints: CacheHints;
    }
  | { status: "not-modified"; url: string; permanentUrl: string | null; httpStatus: 304; hints: CacheHints }
  | {
      status: "error";
      url: string;
      httpStatus: number | null;
      code: FetchErrorCode;
      /** Short, one line, English, for operators. */
      error: string;
      hints: CacheHints;
    };

/** The Accept header sent with every feed request: feed types first, generic XML/JSON next, anything last. */
export const FEED_ACCEPT =
  "application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5";

const ACCEPT_ENCODING = "gzip, deflate, br";
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 15 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Fetches a feed once; never throws, every failure is an "error" result. */
export async function fetchFeed(request: FetchFeedRequest, options: FetchFeedOptions): Promise<FetchFeedResult> {
  const timeoutMs = positiveOr(options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const state: FetchState = { url: request.url, httpStatus: null, hints: NO_HINTS };

  const start = checkFeedUrl(request.url, options.allowPrivate);
  if (!start.ok) return errorResult(state, start.code, start.error);
  if (options.signal?.aborted) return errorResult(state, "network", "aborted before the request started");

  // One timer for the whole fetch: undici's own timeouts restart on every chunk, so a body that
  // trickles a byte at a time would never trip them.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  const onCallerAbort = (): void => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });

  try {
    return await fetchHops(start.url, request, options, timeoutMs, controller.signal, state);
  } catch (error) {
    if (timedOut) return errorResult(state, "timeout", `timed out after ${timeoutMs} ms`);
    if (options.signal?.aborted) return errorResult(state, "network", "aborted");
    const [code, message] = describeError(error);
    return errorResult(state, code, message);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }
}

interface FetchState {
  url: string;
  httpStatus: number | null;
  hints: CacheHints;
}

async function fetchHops(
  first: URL,
  request: FetchFeedRequest,
  options: FetchFeedOptions,
  timeoutMs: number,
  signal: AbortSignal,
  state: FetchState,
): Promise<FetchFeedResult> {
  const maxRedirects = nonNegativeOr(options.maxRedirects, DEFAULT_MAX_REDIRECTS);
  const maxBytes = positiveOr(options.maxBytes, DEFAULT_MAX_BYTES);
  const connectTimeoutMs = positiveOr(options.connectTimeoutMs, DEFAULT_CONNECT_TIMEOUT_MS);
  const agent = options.agents
    ? options.agents.agentFor(options.allowPrivate, connectTimeoutMs)
    : newAgent(options.allowPrivate, connectTimeoutMs);
  try {
    return await fetchWith(agent, first, request, options, timeoutMs, signal, state, maxRedirects, maxBytes);
  } finally {
    // A pool of this fetch's own is closed with it (its sockets are idle once the body was read).
    if (!options.agents) void agent.close().catch(() => undefined);
  }
}

async function fetchWith(
  agent: Agent,
  first: URL,
  request: FetchFeedRequest,
  options: FetchFeedOptions,
  timeoutMs: number,
  signal: AbortSignal,
  state: FetchState,
  maxRedirects: number,
  maxBytes: number,
): Promise<FetchFeedResult> {
  const headers: Record<string, string> = {
    accept: FEED_ACCEPT,
    "accept-encoding": ACCEPT_ENCODING,
    "user-agent": options.userAgent,
  };
  // Validators go to every hop: a moved feed is usually the same resource, and a mismatch only costs a full body.
  if (request.etag) headers["if-none-match"] = request.etag;
  if (request.lastModified) headers["if-modified-since"] = request.lastModified;

  let url = first;
  let redirects = 0;
  let allPermanent = true;
  for (;;) {
    state.url = url.href;
    state.httpStatus = null;
    state.hints = NO_HINTS;
    const response = await agent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers,
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const status = response.statusCode;
    state.httpStatus = status;
    state.hints = readHints(status, response.headers);

    if (REDIRECT_STATUSES.has(status)) {
      await discard(response.body);
      const location = header(response.headers, "location");
      if (!location) return errorResult(state, "http-error", `HTTP ${status} redirect without a Location header`);
      if (redirects >= maxRedirects) {
        return errorResult(state, "too-many-redirects", `more than ${maxRedirects} redirects`);
      }
      const next = resolveRedirect(url, location);
      if (!next.ok) return errorResult(state, next.code, next.error);
      const target = checkFeedUrl(next.url, options.allowPrivate);
      if (!target.ok) {
        state.url = next.url.href;
        return errorResult(state, target.code, target.error);
      }
      if (status !== 301 && status !== 308) allPermanent = false;
      redirects += 1;
      url = target.url;
      continue;
    }

    const permanentUrl = redirects > 0 && allPermanent ? url.href : null;
    if (status === 304) {
      await discard(response.body);
      return { status: "not-modified", url: url.href, permanentUrl, httpStatus: 304, hints: state.hints };
    }
    if (status < 200 || status > 299) {
      await discard(response.body);
      return errorResult(state, "http-error", `HTTP ${status}`);
    }

    const body = await readBody(response.body, response.headers, maxBytes, signal);
    if (!body.ok) return errorResult(state, "too-large", body.error);
    return {
      status: "ok",
      url: url.href,
      permanentUrl,
      httpStatus: status,
      bytes: body.bytes,
      contentType: header(response.headers, "content-type"),
      etag: header(response.headers, "etag"),
      lastModified: header(response.headers, "last-modified"),
      link: header(response.headers, "link"),
      hints: state.hints,
    };
  }
}

function errorResult(state: FetchState, code: FetchErrorCode, error: string): FetchFeedResult {
  return { status: "error", url: state.url, httpStatus: state.httpStatus, code, error: oneLine(error, 300), hints: state.hints };
}

const TIMEOUT_CODES = new Set(["UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT"]);

function describeError(error: unknown): [FetchErrorCode, string] {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    const message = current instanceof Error ? current.message : String(current);
    if (current instanceof BlockedAddressError || code === "ERR_BLOCKED_ADDRESS") return ["blocked-address", message];
    if (current instanceof TooLargeError) return ["too-large", message];
    if (typeof code === "string" && TIMEOUT_CODES.has(code)) return ["timeout", `${code}: ${message}`];
    if (isZlibError(current)) return ["network", `could not decode the body: ${message}`];
    current = (current as { cause?: unknown }).cause;
  }
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return ["network", typeof code === "string" ? `${code}: ${message}` : message];
}

function positiveOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

function nonNegativeOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}
