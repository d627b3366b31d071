import { existsSync, readdirSync, statSync } from "node:fs";
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

/**
 * Runs `handler` (express.static over `dir`) only for paths that can name something in `dir`: a
 * last segment with a dot (a file; or percent-encoded, which may hide one) or one of its top-level folders (express.static redirects
 * `/folder` to `/folder/`). Pages (`/articulos/123`, `/categorias/x`) skip the file system
 * lookup express.static would do on every request (issue 29).
 */
export function filesOnly(dir: string, handler: RequestHandler): RequestHandler {
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `/${entry.name}`)
    : [];
  return (req, res, next) => {
    const path = req.path;
    const lastSegment = path.slice(path.lastIndexOf("/") + 1);
    if (
      lastSegment.includes(".") ||
      lastSegment.includes("%") ||
      folders.some((folder) => path === folder || path.startsWith(`${folder}/`))
    ) {
      return handler(req, res, next);
    }
    next();
  };
}
