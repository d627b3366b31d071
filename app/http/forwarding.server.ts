/*
 * Forwarding headers (X-Forwarded-For, -Proto, -Host, -Port, Forwarded) say who the client is,
 * which scheme it used and which host it asked for: facts only a proxy of ours can vouch for. From
 * any other peer they are a client's claim, able to pick its own rate-limit key, turn HSTS on or
 * pass the same-origin check. Express already reads For and Proto through "trust proxy"; this edge
 * removes all of them from requests of peers TRUST_PROXY does not name, so nothing downstream
 * (Remix's request URL, the contact action's origin check, logs) can read them by mistake, and
 * says once in the log that they arrived, which is how a missing TRUST_PROXY shows.
 */
import type { Request, RequestHandler } from "express";
import type { Logger } from "pino";
import type { TrustProxy } from "../config/trust-proxy.js";

/** The request headers a proxy adds to say who the client is and what it asked for. */
export const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-forwarded-ssl",
  "x-real-ip",
  "forwarded",
] as const;

/** Express's compiled "trust proxy" function: whether the hop at `index` (0 = the peer) is trusted. */
type TrustFunction = (address: string, index: number) => boolean;

/** Whether the peer that sent this request is a proxy TRUST_PROXY names (express's own reading). */
export function isTrustedPeer(req: Request): boolean {
  const trust = req.app.get("trust proxy fn") as TrustFunction | undefined;
  return Boolean(trust?.(req.socket.remoteAddress ?? "", 0));
}

/** The warning a TRUST_PROXY value deserves at start, or null: a hop count or a /0 subnet believes any peer. */
export function trustProxyWarning(trust: TrustProxy): string | null {
  const everyPeer =
    typeof trust === "number"
      ? `a hop count (${trust}) believes whatever peer connects`
      : trust === false
        ? null
        : trust.find((entry) => /\/0$/.test(entry))
          ? "a /0 subnet names every address"
          : null;
  if (!everyPeer) return null;
  return `TRUST_PROXY trusts every peer (${everyPeer}): any client reaching this port directly can choose its own address (rate limits), scheme (HSTS) and host; name the proxy's address or subnet instead, or make sure only the proxy can reach the port`;
}

/**
 * Express middleware (install first): marks requests that carried forwarding headers in
 * `res.locals.forwarded` (the /metrics check reads it), and removes those headers when the peer
 * is not a trusted proxy, logging the first such request once per process.
 */
export function distrustForwarding(log: Logger): RequestHandler {
  let warned = false;
  return (req, res, next) => {
    const present = FORWARDING_HEADERS.filter((name) => req.headers[name] !== undefined);
    if (present.length === 0) return next();
    res.locals.forwarded = true;
    if (isTrustedPeer(req)) return next();
    for (const name of present) delete req.headers[name];
    if (!warned) {
      warned = true;
      log.warn(
        { peer: req.socket.remoteAddress, headers: present },
        "forwarding headers from a peer TRUST_PROXY does not name were ignored (reported once): if a proxy of yours sends them, set TRUST_PROXY to its address (docs/deploy.md)",
      );
    }
    next();
  };
}
