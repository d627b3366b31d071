import type { RequestHandler } from "express";
import { plainPage } from "./plain-page.server.js";

/** Longest request target (path and query string) answered: far beyond any link the site makes. */
export const MAX_TARGET_LENGTH = 4096;
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
