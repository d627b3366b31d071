import type { RequestHandler } from "express";
import { ALLOWED_METHODS } from "./http-server.server.js";
import { plainPage } from "../text/plain-page.js";

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
      // Broken percent-encoding: escapeUndecodablePaths escapes it.
      return next();
    }
    if (!/^\/[/\\]/.test(decoded)) return next();
    const escaped = `/${pathname.slice(1).replaceAll("%", "%25").replaceAll("/", "%252F")}`;
    req.url = req.originalUrl = escaped + (mark === -1 ? "" : req.originalUrl.slice(mark));
    next();
  };
}

/**
 * A path with broken percent-encoding cannot be decoded into route params: its stray '%' are
 * escaped so that the router sees a literal (unknown) path and answers with the 404 page, not a
 * 400. (@remix-run/express reads req.originalUrl, so both are rewritten.)
 */
export function escapeUndecodablePaths(): RequestHandler {
  return (req, _res, next) => {
    const mark = req.originalUrl.indexOf("?");
    const path = mark === -1 ? req.originalUrl : req.originalUrl.slice(0, mark);
    if (!isDecodable(path)) req.url = req.originalUrl = path.replaceAll("%", "%25") + (mark === -1 ? "" : req.originalUrl.slice(mark));
    next();
  };
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Paths of the public read-only API, open to other origins: page payloads, the schema and the lists of sources. */
export function isPublicApiPath(path: string): boolean {
  return path.endsWith("/_payload.json") || path === "/api/esquema.json" || path === "/fuentes.json" || path === "/fuentes.opml";
}

/**
 * Answers 405 (with Allow) to every method the site does not use — TRACE, PROPFIND, made-up
 * ones — before Remix, which would fail on them (a Fetch API Request refuses TRACE: a 500).
 * CONNECT never reaches express; createHttpServer answers it.
 */
export function refuseUnknownMethods(): RequestHandler {
  const allowed = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    if (allowed.has(req.method)) return next();
    // A cross-origin reader's preflight of the public API (its routes answer it: CORS open for GET).
    if (req.method === "OPTIONS" && isPublicApiPath(req.path)) return next();
    res
      .status(405)
      .set({ Allow: ALLOWED_METHODS.join(", "), "Cache-Control": "no-store" })
      .type("html")
      .send(plainPage(405, "Method Not Allowed", "Esta dirección no acepta ese tipo de solicitud. Ábrala desde el navegador."));
  };
}

/**
 * A Location header is ASCII (RFC 9110 reads it as a URI reference): a target with other
 * characters is percent-encoded as a browser would ("/ñ" → "/%C3%B1"), or replaced by "/" when
 * it cannot be. Node would send a Latin-1 character as a raw byte, and the Fetch API's Headers
 * throw on the rest; the redirects of our own routes are encoded already, this is the net below.
 */
export function asciiLocations(): RequestHandler {
  return (_req, res, next) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) => {
      if (typeof value === "string" && name.toLowerCase() === "location" && !/^[\x20-\x7e]*$/.test(value))
        return setHeader(name, asciiTarget(value));
      return setHeader(name, value);
    }) as typeof res.setHeader;
    next();
  };
}

function asciiTarget(value: string): string {
  try {
    const encoded = encodeURI(value.replace(/%(?![0-9A-Fa-f]{2})/g, "%25")).replace(/%25([0-9A-Fa-f]{2})/g, "%$1");
    return /^[\x21-\x7e]+$/.test(encoded) ? encoded : "/";
  } catch {
    return "/";
  }
}

/** Whether a Host (or X-Forwarded-Host) value names a host and nothing else ("a.co", "a.co:8080", "[::1]"). */
export function isValidHost(value: string): boolean {
  if (value === "" || /[\s/\\?#@]/.test(value)) return false;
  try {
    const url = new URL(`http://${value}`);
    return url.host !== "" && url.pathname === "/" && url.search === "" && url.hash === "";
  } catch {
    return false;
  }
}

/**
 * Answers 400 to a request whose Host, or whose trusted proxy's X-Forwarded-Host or -Proto, no
 * URL can be built from ("%00", "for=…"): Remix builds the request's URL from them and would
 * fail with a 500. Untrusted peers' forwarding headers are gone by now (distrustForwarding).
 */
export function refuseInvalidHosts(): RequestHandler {
  return (req, res, next) => {
    const hosts = [req.get("Host"), ...(req.get("X-Forwarded-Host")?.split(",") ?? [])]
      .filter((value): value is string => value !== undefined)
      .map((value) => value.trim());
    const proto = req.get("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
    if (hosts.every(isValidHost) && (proto === undefined || proto === "http" || proto === "https")) return next();
    res
      .status(400)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(plainPage(400, "Bad Request", "La solicitud nombra un sitio que no es válido. Abra la dirección desde el navegador."));
  };
}
