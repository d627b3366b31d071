import type { RequestHandler } from "express";
import { plainPage } from "./plain-page.server.js";

/**
 * Longest request target (path and query string) answered, percent-encoded: far beyond any link
 * the site makes, and room for a long search in accented Spanish (each "ñ" takes six characters).
 * The search parser bounds what it reads of a query anyway; Node refuses headers over 16 KB (431).
 */
export const MAX_TARGET_LENGTH = 8192;
/**
 * Largest request body accepted, by its declared length. The contact form's own limit (64 KB,
 * counted while reading, so chunked bodies are bounded too) is the only larger use.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses, before any work is done, a request target that is too long (400) and a body declared
 * larger than the limit (413; the connection is closed rather than read to its end).
 */
export function requestLimits(): RequestHandler {
  return (req, res, next) => {
    if (req.originalUrl.length > MAX_TARGET_LENGTH) {
      res
        .status(400)
        .set("Cache-Control", "no-store")
        .type("html")
        .send(plainPage(400, "Bad Request", "La dirección es demasiado larga. Revísela, o use el buscador con menos palabras."));
      return;
    }
    const declared = Number(req.get("Content-Length") ?? "0");
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      res
        .status(413)
        .set({ "Cache-Control": "no-store", Connection: "close" })
        .type("html")
        .send(plainPage(413, "Payload Too Large", "Lo que envió es demasiado grande. Si quería escribirnos, acorte el mensaje."));
      return;
    }
    next();
  };
}

/**
 * Removes `_data` from the query string. It is the parameter of Remix's old data protocol, which
 * this app (single fetch, `.data` URLs) never uses: Remix would still answer it — 403 for an
 * unknown route id, raw loader data otherwise — and log a warning each time. To us it is one more
 * parameter nobody asked for: the page answers as it would without it.
 */
export function ignoreLegacyDataParam(): RequestHandler {
  return (req, _res, next) => {
    const mark = req.originalUrl.indexOf("?");
    if (mark === -1 || !/(?:^|&)_data(?:=|&|$)/.test(req.originalUrl.slice(mark + 1))) return next();
    const kept = req.originalUrl
      .slice(mark + 1)
      .split("&")
      .filter((pair) => pair.split("=")[0] !== "_data");
    // @remix-run/express reads req.originalUrl: both are rewritten.
    req.url = req.originalUrl = req.originalUrl.slice(0, mark) + (kept.length > 0 ? `?${kept.join("&")}` : "");
    next();
  };
}

/**
 * A path that, once decoded, begins with two slashes or a slash and a backslash ("/%5C^x",
 * "//[") reads to URL parsers as another host: React Router's server rendering throws on it (a
 * 500 instead of the 404 page). It is rewritten as one segment with its '%' escaped, so that the
 * router sees a single unknown segment, answers 404 and shows the path as it was sent.
 */
export function escapeNetworkPaths(): RequestHandler {
  return (req, _res, next) => {
    const mark = req.originalUrl.indexOf("?");
    const path = mark === -1 ? req.originalUrl : req.originalUrl.slice(0, mark);
    let pathname: string;
    let decoded: string;
    try {
      // As Remix will read it: dot segments resolved, raw backslashes made slashes.
      pathname = new URL(`http://localhost${path}`).pathname;
      decoded = decodeURIComponent(pathname);
    } catch {
      // Broken percent-encoding: server.ts escapes it.
      return next();
    }
    if (!/^\/[/\\]/.test(decoded)) return next();
    const escaped = `/${pathname.slice(1).replaceAll("%", "%25").replaceAll("/", "%252F")}`;
    req.url = req.originalUrl = escaped + (mark === -1 ? "" : req.originalUrl.slice(mark));
    next();
  };
}
