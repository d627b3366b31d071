import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { pageCacheControl } from "./page-cache.js";

export type Chunk = string | Uint8Array;

/** A chunk given to res.write/res.end as bytes. */
export function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * The bytes in a buffer of their own size: zlib's one-shot output that fits its first chunk is a
 * view of that 16 KiB chunk, so a 9 KB page kept as is would hold 16 KiB while the cache counts 9
 * (issue 29: the bound PAGE_CACHE_MB is what the entries really hold).
 */
export function exact(buffer: Buffer): Buffer {
  if (buffer.buffer.byteLength === buffer.length) return buffer;
  // Never from Buffer's shared pool either: an entry must not keep an 8 KiB slab alive.
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/**
 * A body written in chunks, as one buffer: the only chunk itself when there is one (a rendered
 * page is written with one res.end), not a copy — each layer that holds a page (ETag, CSP, the
 * micro-cache) used to copy it whole, and those copies are what fills the C heap under load.
 */
export function joined(chunks: Buffer[]): Buffer {
  return chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
}

/** A weak validator of a body: equal bytes, equal tag. */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/**
 * Caching for the pages Remix renders: each GET answered 200 gets the Cache-Control its path
 * deserves (unless the route set its own), `Vary: Cookie`, and a weak ETag of its bytes; a
 * request whose If-None-Match names that tag gets 304 and no body. Pages are rendered whole before
 * they are sent (entry.server waits for onAllReady), so holding the body here costs no latency.
 */
export function pageCaching(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const chunks: Buffer[] = [];
    const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown, callback?: unknown) => typeof res;
    res.write = ((
      chunk: Chunk,
      encoding?: BufferEncoding | ((error?: Error | null) => void),
      callback?: (error?: Error | null) => void,
    ) => {
      chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
      const done = typeof encoding === "function" ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
      if (chunk !== undefined && typeof chunk !== "function")
        chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
      const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
      const body = joined(chunks);
      if (!res.headersSent) {
        res.vary("Cookie");
        if (res.statusCode === 200) {
          const personal = Boolean(req.headers.cookie) || res.getHeader("Set-Cookie") !== undefined;
          if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", pageCacheControl(req.path, personal));
          // A HEAD answer has no body to tag (Remix renders none for it).
          const etag = req.method === "GET" ? weakEtag(body) : null;
          if (etag) res.setHeader("ETag", etag);
          if (etag && etagMatches(req.headers["if-none-match"], etag)) {
            res.statusCode = 304;
            res.removeHeader("Content-Type");
            res.removeHeader("Content-Length");
            return end(undefined, undefined, done);
          }
        }
        res.setHeader("Content-Length", body.length);
      }
      return end(req.method === "HEAD" ? undefined : body, undefined, done);
    }) as typeof res.end;
    next();
  };
}
