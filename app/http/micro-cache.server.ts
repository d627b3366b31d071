import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { RequestHandler, Response } from "express";
import { type Chunk, etagMatches, exact, joined, toBuffer } from "./page-cache.server.js";

/*
 * An in-process micro-cache of the pages that are the same for every reader. A page enters it
 * once, rendered by the whole pipeline (Remix, page caching, security headers): its bytes, its
 * headers (the Content-Security-Policy with the hashes of its inline scripts among them, computed
 * then and stored with it) and its gzip and brotli forms, each compressed once: the one the first
 * reader takes when the page enters, the other when a reader first asks for it. A hit writes the
 * stored headers and the form the reader accepts: no render, no hashing, no compression.
 *
 * Who shares an entry: readers without cookies, and readers whose only cookie is the colour-mode
 * cookie, keyed by its exact (signed, so identical for identical choices) value. A reader with
 * any other cookie (a toast waiting, a cookie we do not know) is never served nor stored here,
 * and neither is an answer that sets a cookie, is not a plain 200, or says no-store. So a page
 * rendered in dark mode is only ever handed to readers holding the same dark-mode cookie.
 *
 * Freshness: entries live `ttlMs` at most and never past the minute they were rendered in (pages
 * print times to the minute, see pageNow), are dropped when ingestion stores articles in this
 * process (`invalidate`), and when `changed()` — a cheap probe of the database, asked at most
 * once per `probeIntervalMs` — reports a write by another process (`cli worker`, `cli import`).
 * Size: least recently used entries go first once the stored bytes exceed `maxBytes`.
 */

/** What the micro-cache needs to know. */
export interface MicroCacheOptions {
  /** Longest life of an entry, ms. */
  ttlMs: number;
  /** Bound of the stored bytes (plain + gzip + brotli of every entry). */
  maxBytes: number;
  /** Name of the colour-mode cookie, the one cookie that may key an entry. */
  themeCookie: string;
  /** Whether the data changed since the last call (another process wrote); asked at most once per probeIntervalMs. */
  changed?: () => boolean;
  probeIntervalMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** Levels chosen so that compressing a page once costs a fraction of rendering it (bench/http.bench.mjs). */
export const GZIP_LEVEL = 6;
export const BROTLI_QUALITY = 5;
/** Bodies smaller than this are sent as they are (compression would gain little). */
export const COMPRESS_MIN_BYTES = 1024;

const MINUTE = 60_000;
const MAX_URL_LENGTH = 2048;
const CACHEABLE_TYPE = /^\s*(?:text\/html|text\/x-script|application\/json)\b/i;
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|javascript|manifest\+json|opensearchdescription\+xml)|image\/svg\+xml)/i;
// Paths whose answers are never shared here: assets and files (served by express.static, which has
// its own caching), operational endpoints, forms and actions, fragments that poll, and searches,
// which are limited per address (a hit must not step around the limit), and a reader's own saved articles.
const NEVER = /^\/(?:build\/|builds\/|__test\/|healthz$|readyz$|metrics$|accion\/|contacto|fragmentos\/|busqueda|guardadas)/;

/** The encodings a reader accepts that we keep, best first. */
export type Encoding = "br" | "gzip" | "identity";

/** The best encoding an Accept-Encoding header allows among brotli, gzip and none. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  let gzip = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : "identity";
}

/** The key of a request whose answer may be shared, or null when it must not be. */
export function cacheKey(
  req: { method: string; originalUrl: string; secure: boolean; headers: { cookie?: string } },
  themeCookie: string,
): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.originalUrl;
  if (url.length > MAX_URL_LENGTH || NEVER.test(url)) return null;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Files have a dot in their last segment; Remix's data requests end in .data, a page's public
  // payload is its path plus /_payload.json (the only JSON answers that may enter).
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  if (lastSegment.includes(".") && !lastSegment.endsWith(".data") && lastSegment !== "_payload.json") return null;
  let theme = "";
  const cookie = req.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(";")) {
      const trimmed = part.trim();
      if (trimmed === "") continue;
      const equals = trimmed.indexOf("=");
      if (equals === -1 || trimmed.slice(0, equals) !== themeCookie || theme !== "") return null;
      theme = trimmed.slice(equals + 1);
    }
  }
  return `${req.secure ? "s" : "h"} ${theme} ${url}`;
}

interface Entry {
  status: number;
  /** Worth compressing (type and size); its gzip and brotli forms are made once each, when first asked for. */
  compressible: boolean;
  headers: [string, string | number | string[]][];
  etag: string | undefined;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  bytes: number;
  expiresAt: number;
}

/** Counters for /metrics and the benchmark. */
export interface MicroCacheStats {
  hits: number;
  misses: number;
  stored: number;
  evicted: number;
  invalidations: number;
  entries: number;
  bytes: number;
}

/** The micro-cache: its middleware (install before `compression` and the security headers) and its controls. */
export interface MicroCache {
  middleware: RequestHandler;
  /**
   * Answers a request from memory before express sees it (the server's own listener), which is
   * most of what a hit costs; `secure` is express's req.secure. True when it answered.
   */
  serveFromMemory(req: IncomingMessage, res: ServerResponse, secure: boolean, onHit?: () => void): boolean;
  /** Drops every entry (ingestion stored articles). */
  invalidate(): void;
  stats(): MicroCacheStats;
}

// Headers that describe one transfer, not the page; set per answer.
const PER_ANSWER = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "x-request-id"]);

/** Creates the micro-cache; see the comment at the top of this file. */
export function createMicroCache(options: MicroCacheOptions): MicroCache {
  const now = options.now ?? Date.now;
  const probeIntervalMs = options.probeIntervalMs ?? 1000;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, stored: 0, evicted: 0, invalidations: 0 };
  let bytes = 0;
  let probedAt = Number.NEGATIVE_INFINITY;

  const invalidate = () => {
    if (entries.size > 0) stats.invalidations += 1;
    entries.clear();
    bytes = 0;
  };
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    const old = entries.get(key);
    if (old) drop(key, old);
    if (entry.bytes > options.maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    stats.stored += 1;
    evict();
  };
  /** Drops the least recently used entries (the Map's first ones) while over the bound. */
  const evict = () => {
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= options.maxBytes) break;
      drop(oldestKey, oldest);
      stats.evicted += 1;
    }
  };

  /** The live entry for a key, after the probe; null when there is none. */
  const lookup = (key: string): Entry | null => {
    const time = now();
    if (options.changed && time - probedAt >= probeIntervalMs) {
      probedAt = time;
      if (options.changed()) invalidate();
    }
    const entry = entries.get(key);
    if (entry === undefined) return null;
    if (entry.expiresAt <= time) {
      drop(key, entry);
      return null;
    }
    stats.hits += 1;
    // Most recently used last: the Map's order is the eviction order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  /** Makes the entry's form in an encoding on its first request (once per entry and encoding). */
  const complete = (entry: Entry, acceptEncoding: string | undefined) => {
    if (!entry.compressible) return;
    const encoding = chooseEncoding(acceptEncoding);
    let added: Buffer | null = null;
    if (encoding === "br" && !entry.br) added = entry.br = exact(brotliCompressSync(entry.identity, brotliOptions(entry.identity.length)));
    else if (encoding === "gzip" && !entry.gzip) added = entry.gzip = exact(gzipSync(entry.identity, { level: GZIP_LEVEL }));
    if (added) {
      entry.bytes += added.length;
      bytes += added.length;
      evict();
    }
  };

  const serveFromMemory = (req: IncomingMessage, res: ServerResponse, secure: boolean, onHit?: () => void): boolean => {
    const key = cacheKey({ method: req.method ?? "GET", originalUrl: req.url ?? "/", secure, headers: req.headers }, options.themeCookie);
    const entry = key === null ? null : lookup(key);
    if (entry === null) return false;
    onHit?.();
    complete(entry, req.headers["accept-encoding"]);
    serve(req.method ?? "GET", req.headers["if-none-match"], req.headers["accept-encoding"], res, entry);
    return true;
  };

  const middleware: RequestHandler = (req, res, next) => {
    const key = cacheKey(req, options.themeCookie);
    if (key === null) return next();
    const entry = lookup(key);
    if (entry !== null) {
      complete(entry, req.headers["accept-encoding"]);
      serve(req.method, req.headers["if-none-match"], req.headers["accept-encoding"], res, entry);
      return;
    }
    stats.misses += 1;
    // The pipeline renders plain bytes (compression sees no Accept-Encoding); this layer, innermost,
    // holds them with the final headers, then compresses once and answers in the reader's encoding.
    const acceptEncoding = req.headers["accept-encoding"];
    delete req.headers["accept-encoding"];
    capture(res, (status, body) => {
      const renderedAt = now();
      const fill = req.method === "GET" && status === 200 && isShareable(res) && body.length > 0;
      const compressible = body.length >= COMPRESS_MIN_BYTES && COMPRESSIBLE_TYPE.test(String(res.getHeader("Content-Type") ?? ""));
      const wanted = compressible ? chooseEncoding(acceptEncoding) : "identity";
      const candidate: Entry = {
        status,
        headers: keptHeaders({ ...res.getHeaders(), vary: mergeVary(res.getHeader("Vary")) }),
        etag: stringHeader(res.getHeader("ETag")),
        // A view of a larger buffer (a chunk written as is) must not keep that buffer alive.
        identity: fill ? exact(body) : body,
        compressible,
        // Only the form this reader takes; the other is made by the first hit that asks for it.
        gzip: wanted === "gzip" ? exact(gzipSync(body, { level: GZIP_LEVEL })) : null,
        br: wanted === "br" ? exact(brotliCompressSync(body, brotliOptions(body.length))) : null,
        bytes: 0,
        // Never past the rendered minute: the page prints times to the minute.
        expiresAt: Math.min(renderedAt + options.ttlMs, renderedAt - (renderedAt % MINUTE) + MINUTE),
      };
      candidate.bytes = key.length + body.length + (candidate.gzip?.length ?? 0) + (candidate.br?.length ?? 0);
      if (fill) store(key, candidate);
      return pick(candidate, wanted);
    });
    next();
  };

  return {
    middleware,
    serveFromMemory,
    invalidate,
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  };
}

function brotliOptions(size: number) {
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: size,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    },
  };
}

function stringHeader(value: number | string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** An answer any reader with the same key may get: no cookie set, a page or page data, not no-store or private-to-one. */
function isShareable(res: Response): boolean {
  if (res.getHeader("Set-Cookie") !== undefined) return false;
  if (!CACHEABLE_TYPE.test(String(res.getHeader("Content-Type") ?? ""))) return false;
  return !/\bno-store\b/i.test(String(res.getHeader("Cache-Control") ?? ""));
}

function keptHeaders(headers: OutgoingHttpHeaders): Entry["headers"] {
  const kept: Entry["headers"] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER.has(name)) continue;
    kept.push([name, value]);
  }
  return kept;
}

function pick(entry: Entry, encoding: Encoding): { body: Buffer; encoding: Encoding } {
  if (encoding === "br" && entry.br) return { body: entry.br, encoding };
  if ((encoding === "br" || encoding === "gzip") && entry.gzip) return { body: entry.gzip, encoding: "gzip" };
  return { body: entry.identity, encoding: "identity" };
}

type WriteHead = (this: ServerResponse, status: number) => unknown;
type End = (this: Response, body?: Buffer, encoding?: undefined, done?: () => void) => unknown;

function sendPicked(
  res: ServerResponse,
  status: number,
  head: boolean,
  picked: { body: Buffer; encoding: Encoding },
  end: (body?: Buffer) => unknown,
  writeHead: WriteHead,
) {
  if (picked.encoding !== "identity") res.setHeader("Content-Encoding", picked.encoding);
  res.setHeader("Content-Length", picked.body.length);
  writeHead.call(res, status);
  end(head ? undefined : picked.body);
}

function serve(method: string, ifNoneMatch: string | undefined, acceptEncoding: string | undefined, res: ServerResponse, entry: Entry) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.etag && etagMatches(ifNoneMatch, entry.etag)) {
    // As pageCaching answers a 304: no body, no policy (the browser keeps the one stored with the page).
    res.removeHeader("Content-Type");
    res.removeHeader("Content-Security-Policy");
    res.writeHead(304);
    res.end();
    return;
  }
  const picked = pick(entry, entry.compressible ? chooseEncoding(acceptEncoding) : "identity");
  sendPicked(res, entry.status, method === "HEAD", picked, (body) => res.end(body), res.writeHead as unknown as WriteHead);
}

/**
 * Holds an answer's head and body at the innermost layer (after the security headers and
 * compression have done their part), then sends what `finish` returns.
 */
function capture(res: Response, finish: (status: number, body: Buffer) => { body: Buffer; encoding: Encoding }) {
  const writeHead = res.writeHead as WriteHead;
  const end = res.end as End;
  const chunks: Buffer[] = [];
  let status: number | null = null;
  res.writeHead = function (this: Response, code: number, ...rest: unknown[]) {
    status = code;
    // writeHead(status, [reason,] headers): apply the headers so they are held with the rest.
    const headers = rest.find((value) => typeof value === "object" && value !== null);
    if (headers && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
    return res;
  } as Response["writeHead"];
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  }) as Response["write"];
  res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    if (chunk !== undefined && typeof chunk !== "function")
      chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    res.writeHead = writeHead as Response["writeHead"];
    res.end = end as Response["end"];
    const finalStatus = status ?? res.statusCode;
    const body = joined(chunks);
    const picked = finish(finalStatus, body);
    res.setHeader("Vary", mergeVary(res.getHeader("Vary")));
    if (finalStatus === 304 || finalStatus === 204 || (finalStatus >= 100 && finalStatus < 200)) {
      res.removeHeader("Content-Length");
      writeHead.call(res, finalStatus);
      end.call(res, undefined, undefined, done);
    } else {
      sendPicked(res, finalStatus, res.req.method === "HEAD", picked, (body) => end.call(res, body, undefined, done), writeHead);
    }
    return res;
  }) as Response["end"];
}

function mergeVary(current: number | string | string[] | undefined): string {
  const names = new Set(
    String(current ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
  names.add("Accept-Encoding");
  return [...names].join(", ");
}
