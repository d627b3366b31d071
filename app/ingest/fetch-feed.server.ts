/*
 * The HTTP stage of ingestion: one conditional GET of a feed URL, with redirects, decompression,
 * size and time limits and the address policy, returning a result instead of throwing so a bad
 * feed never stops a fetch round.
 *
 * Agents: one undici Agent per (address policy, connect timeout) pair, created on first use and kept
 * at module level, because newspapers publish many section feeds on the same host and keep-alive
 * saves a TLS handshake per feed. This is the one exception to "nothing under app/ keeps a
 * singleton": the agents hold only idle sockets, and closeFetchAgents() releases them at shutdown
 * and in tests.
 */
import { Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { Agent, type Dispatcher } from "undici";
import { BlockedAddressError, guardedLookup, ipLiteral, isBlockedAddress } from "./address-policy.server.js";

/** What the server said about when to come back: Cache-Control max-age (or s-maxage) and Retry-After, in seconds. */
export interface CacheHints {
  maxAgeSeconds: number | null;
  retryAfterSeconds: number | null;
}

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
// Redirect and error bodies are read (up to this much) rather than cut so the socket stays reusable.
const DISCARD_LIMIT = 64 * 1024;
const DISCARD_TIMEOUT_MS = 1000;
const NO_HINTS: CacheHints = { maxAgeSeconds: null, retryAfterSeconds: null };

const agents = new Map<string, Agent>();

/** Closes the shared connection pools (shutdown, end of a test file); later fetches open new ones. */
export async function closeFetchAgents(): Promise<void> {
  const open = [...agents.values()];
  agents.clear();
  await Promise.all(open.map((agent) => agent.close().catch(() => undefined)));
}

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

/** Parses and vets one hop's URL: the scheme, and IP-literal hosts, which never reach the guarded DNS lookup. */
export function checkFeedUrl(
  target: string | URL,
  allowPrivate: boolean,
): { ok: true; url: URL } | { ok: false; code: "bad-url" | "bad-scheme" | "blocked-address"; error: string } {
  let url: URL;
  if (typeof target === "string") {
    try {
      url = new URL(target);
    } catch {
      return { ok: false, code: "bad-url", error: `invalid URL: ${oneLine(target, 120)}` };
    }
  } else {
    url = target;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, code: "bad-scheme", error: `unsupported scheme ${url.protocol}` };
  }
  if (!url.hostname) return { ok: false, code: "bad-url", error: "URL has no host" };
  const literal = ipLiteral(url.hostname);
  if (!allowPrivate && literal !== null && isBlockedAddress(literal)) {
    return { ok: false, code: "blocked-address", error: new BlockedAddressError(literal, literal).message };
  }
  return { ok: true, url };
}

/** Where the next hop of a redirect goes, or why it must not be followed (bad URL, scheme, https→http downgrade). */
export function resolveRedirect(
  from: URL,
  location: string,
): { ok: true; url: URL } | { ok: false; code: "bad-url" | "bad-scheme" | "insecure-redirect"; error: string } {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    return { ok: false, code: "bad-url", error: `redirect to an invalid URL: ${oneLine(location, 120)}` };
  }
  if (next.protocol !== "http:" && next.protocol !== "https:") {
    return { ok: false, code: "bad-scheme", error: `redirect to unsupported scheme ${next.protocol}` };
  }
  if (from.protocol === "https:" && next.protocol === "http:") {
    return { ok: false, code: "insecure-redirect", error: `refused redirect from https to ${oneLine(next.href, 120)}` };
  }
  return { ok: true, url: next };
}

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
  const agent = agentFor(options.allowPrivate, positiveOr(options.connectTimeoutMs, DEFAULT_CONNECT_TIMEOUT_MS));
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
      hints: state.hints,
    };
  }
}

function agentFor(allowPrivate: boolean, connectTimeoutMs: number): Agent {
  const key = `${allowPrivate ? "open" : "guarded"}:${connectTimeoutMs}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({
      // The timeout covers the TLS handshake too; the lookup vets the resolved address of every connection.
      connect: allowPrivate ? { timeout: connectTimeoutMs } : { timeout: connectTimeoutMs, lookup: guardedLookup },
    });
    agents.set(key, agent);
  }
  return agent;
}

class TooLargeError extends Error {
  readonly code = "ERR_FEED_TOO_LARGE";
}

type BodyStream = Dispatcher.ResponseData["body"];

async function readBody(
  body: BodyStream,
  headers: Dispatcher.ResponseData["headers"],
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; error: string }> {
  const declared = Number(header(headers, "content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    body.destroy();
    return { ok: false, error: `Content-Length ${declared} exceeds the ${maxBytes}-byte limit` };
  }

  const chunks: Buffer[] = [];
  let decoded = 0;
  let raw = 0;
  try {
    // The raw side is capped too, so an undecodable or uncompressed stream cannot grow without bound.
    const rawCounter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        raw += chunk.length;
        if (raw > maxBytes) callback(new TooLargeError(`body exceeds the ${maxBytes}-byte limit`));
        else callback(null, chunk);
      },
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        decoded += chunk.length;
        // Stopping here, before keeping the chunk, bounds memory at the cap plus one zlib chunk.
        if (decoded > maxBytes) callback(new TooLargeError(`body exceeds the ${maxBytes}-byte limit after decompression`));
        else {
          chunks.push(chunk);
          callback();
        }
      },
    });
    const decoders = await buildDecoders(contentEncodings(headers), body);
    await pipeline([body, rawCounter, ...decoders, sink], { signal });
  } catch (error) {
    if (error instanceof TooLargeError) return { ok: false, error: error.message };
    // Some servers label an empty body gzip; zlib calls that truncated, but there was nothing to decode.
    if (raw === 0 && isZlibError(error)) return { ok: true, bytes: new Uint8Array(0) };
    throw error;
  } finally {
    // Ending early (cap, timeout, bad gzip) must drop the socket rather than leave it half-read.
    if (!body.readableEnded && !body.destroyed) body.destroy();
  }
  // One copy into a plain array: Buffer.concat may hand out a slice of Node's shared pool.
  const bytes = new Uint8Array(decoded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes };
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("Z_");
}

function contentEncodings(headers: Dispatcher.ResponseData["headers"]): string[] {
  const value = header(headers, "content-encoding", ",");
  if (!value) return [];
  return value
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== "" && token !== "identity");
}

/** The decoding chain, outermost coding first; unknown codings pass through as browsers do, leaving the parser to reject garbage. */
async function buildDecoders(encodings: string[], body: BodyStream): Promise<Transform[]> {
  const decoders: Transform[] = [];
  const outermostFirst = [...encodings].reverse();
  for (const [index, encoding] of outermostFirst.entries()) {
    if (encoding === "gzip" || encoding === "x-gzip") decoders.push(zlib.createGunzip());
    else if (encoding === "br") decoders.push(zlib.createBrotliDecompress());
    else if (encoding === "deflate") {
      // "deflate" is zlib-wrapped by the spec but raw on some servers; only the first bytes tell.
      const first = index === 0 ? await peek(body) : null;
      decoders.push(first === null || hasZlibHeader(first) ? zlib.createInflate() : zlib.createInflateRaw());
    }
  }
  return decoders;
}

/** The first buffered bytes of a stream, left in place for the pipeline; null at a clean end. */
function peek(stream: BodyStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const settle = (action: () => void): void => {
      stream.off("readable", onReadable);
      stream.off("end", onEnd);
      stream.off("error", onError);
      stream.off("close", onClose);
      action();
    };
    const onReadable = (): void => {
      const chunk = stream.read() as Buffer | null;
      if (chunk !== null) {
        settle(() => {
          stream.unshift(chunk);
          resolve(chunk);
        });
      }
    };
    const onEnd = (): void => settle(() => resolve(null));
    const onError = (error: Error): void => settle(() => reject(error));
    const onClose = (): void => settle(() => reject(new Error("connection closed before the body")));
    stream.on("readable", onReadable);
    stream.on("end", onEnd);
    stream.on("error", onError);
    stream.on("close", onClose);
  });
}

function hasZlibHeader(bytes: Buffer): boolean {
  const cmf = bytes[0];
  if (cmf === undefined || (cmf & 0x0f) !== 8 || cmf >> 4 > 7) return false;
  const flg = bytes[1];
  return flg === undefined || (cmf * 256 + flg) % 31 === 0;
}

async function discard(body: BodyStream): Promise<void> {
  try {
    await body.dump({ limit: DISCARD_LIMIT, signal: AbortSignal.timeout(DISCARD_TIMEOUT_MS) });
  } catch {
    // The response is already decided; a failure here only costs the connection.
  }
}

function readHints(status: number, headers: Dispatcher.ResponseData["headers"]): CacheHints {
  return {
    maxAgeSeconds: parseCacheControl(header(headers, "cache-control", ",")),
    retryAfterSeconds: status === 429 || status === 503 ? parseRetryAfter(header(headers, "retry-after")) : null,
  };
}

/** One header value; a repeated header gives its first value, or all of them joined when they are a list. */
function header(headers: Dispatcher.ResponseData["headers"], name: string, joinWith?: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  if (typeof value === "string") return value;
  if (joinWith !== undefined) return value.join(joinWith);
  return value[0] ?? null;
}

function errorResult(state: FetchState, code: FetchErrorCode, error: string): FetchFeedResult {
  return { status: "error", url: state.url, httpStatus: state.httpStatus, code, error: oneLine(error, 300), hints: state.hints };
}

const TIMEOUT_CODES = new Set([
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "ETIMEDOUT",
]);

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

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function positiveOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

function nonNegativeOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}
