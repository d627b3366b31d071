/*
 * Failures outside Remix, answered with the plain page (app/text/plain-page.ts) that refused
 * writes and oversized requests get too.
 */
import type { ErrorRequestHandler } from "express";
import { plainPage } from "../text/plain-page.js";

/** Failures outside Remix (whose own errors render its 500 page): logged once, answered with a plain 500 page. */
export function failedRequests(): ErrorRequestHandler {
  return (error, req, res, _next) => {
    req.log.error({ err: error }, "request failed outside the app");
    if (res.headersSent) return res.destroy();
    res
      .status(500)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(
        plainPage(500, "Internal Server Error", "Algo salió mal de nuestro lado. Ya quedó registrado; inténtelo de nuevo en unos minutos."),
      );
  };
}
