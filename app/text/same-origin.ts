/*
 * The same-origin check of writes (forms, actions), pure so that the web edge (an express
 * middleware) and the actions that read a body themselves share one rule.
 */

/** What a same-origin check reads from a request. */
export interface OriginHeaders {
  origin: string | null;
  secFetchSite: string | null;
  /** The host the request was sent to: X-Forwarded-Host (first) or Host. */
  host: string | null;
}

/**
 * Whether a write (POST…) comes from our own pages. Browsers send Origin on every POST (and
 * Sec-Fetch-Site on modern ones), so a form on another site shows up as cross-site and is
 * refused, while a reader's own form — with or without JavaScript — passes. A client that sends
 * neither is not a browser a forged page could drive, so it passes (rate limits still apply).
 * `siteUrl` is accepted too, for proxies that rewrite Host.
 */
export function isSameOrigin(headers: OriginHeaders, siteUrl: string): boolean {
  const { origin, secFetchSite, host } = headers;
  if (origin === "null") return false;
  if (origin) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    return parsed.host === host || parsed.origin === new URL(siteUrl).origin;
  }
  if (secFetchSite) return secFetchSite === "same-origin" || secFetchSite === "none";
  return true;
}

/** The same-origin headers of a Fetch API request. */
export function originHeadersOf(request: Request): OriginHeaders {
  const forwarded = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  return {
    origin: request.headers.get("Origin"),
    secFetchSite: request.headers.get("Sec-Fetch-Site"),
    host: forwarded || request.headers.get("Host") || new URL(request.url).host,
  };
}
