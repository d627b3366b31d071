import { readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding } from "./micro-cache.server.js";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

function listFiles(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const child = join(path, entry);
      if (statSync(child).isDirectory()) walk(child);
      else found.add(`/${relative(dir, child).split(sep).join("/")}`);
    }
  };
  try {
    walk(dir);
  } catch {
    // No build folder (yet): nothing precompressed.
  }
  return found;
}

/**
 * Serves the brotli or gzip copy `scripts/precompress.mjs` wrote beside a fingerprinted asset,
 * when the reader accepts it: mount before express.static on the same folder, which then sends
 * the compressed file (its Content-Type and Content-Encoding set here; `compression` leaves an
 * encoded answer alone). The folder is read once: a build's assets never change while it runs.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = listFiles(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = TYPES[extname(req.path)];
    if (!type) return next();
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : null;
    if (!suffix || !files.has(req.path + suffix)) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    const queryAt = req.url.indexOf("?");
    req.url = `${req.path}${suffix}${queryAt === -1 ? "" : req.url.slice(queryAt)}`;
    next();
  };
}
