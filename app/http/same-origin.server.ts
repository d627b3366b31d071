import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isSameOrigin, type OriginHeaders } from "../text/same-origin.js";
import { isTrustedPeer } from "./forwarding.server.js";
import { plainPage } from "../text/plain-page.js";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether the Origin, when there is one, names the very host the request was sent to (Remix's own rule). */
function originMatchesHost({ origin, host }: OriginHeaders): boolean {
  if (!origin || origin === "null") return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Express middleware: answers a cross-site write with a 403 page in Spanish before it reaches
 * Remix (whose own check would throw and answer 500).
 */
export function rejectCrossSiteWrites(siteUrl: string) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    // Remix runs a HEAD of a `.data` URL as an action (anything but GET is), with the same check.
    if (!WRITE_METHODS.has(req.method) && !(req.method === "HEAD" && req.path.endsWith(".data"))) return next();
    // The host a proxy says the browser asked for counts only when the proxy is ours (TRUST_PROXY).
    const forwarded = isTrustedPeer(req) ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
    const headers: OriginHeaders = {
      origin: req.get("Origin") ?? null,
      secFetchSite: req.get("Sec-Fetch-Site") ?? null,
      host: forwarded || req.get("Host") || null,
    };
    // Remix refuses (with a 500) an action whose Origin names another host than the request's:
    // such a write is answered here, whatever SITE_URL says.
    if (isSameOrigin(headers, siteUrl) && originMatchesHost(headers)) return next();
    res
      .status(403)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(
        plainPage(
          403,
          "Solicitud rechazada",
          "Este formulario no se envió desde Rotativa, así que no lo procesamos. Si quiere escribirnos, use el formulario de nuestra página.",
          [
            { href: "/contacto", text: "Ir al formulario de contacto" },
            { href: "/", text: "Ir a la portada" },
          ],
        ),
      );
  };
}
