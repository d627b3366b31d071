import express, { type RequestHandler } from "express";
import { findSubscription } from "../models/websub.server.js";
import { receiveDelivery, verifyIntent, type WebsubDeps } from "../ingest/websub/subscriber.server.js";

/** Largest delivery read (a whole feed document is well under it); larger is 413 and nothing is stored. */
export const WEBSUB_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Deliveries one hub may make per minute, across all its feeds; beyond, 429 with Retry-After. */
export const WEBSUB_DELIVERIES_PER_MINUTE = 120;

/** A sliding-minute counter per hub, kept by the endpoint (created by the root, never at module level). */
function perHubLimiter(perMinute: number, now: () => number) {
  const recent = new Map<string, number[]>();
  return (hub: string): number | null => {
    const at = now();
    const times = (recent.get(hub) ?? []).filter((time) => at - time < 60_000);
    if (times.length >= perMinute) {
      recent.set(hub, times);
      return Math.ceil((60_000 - (at - (times[0] as number))) / 1000);
    }
    times.push(at);
    recent.set(hub, times);
    if (recent.size > 10_000) recent.delete(recent.keys().next().value as string);
    return null;
  };
}

/**
 * The WebSub callback, `/websub/:feedId` (WEBSUB=on): GET answers a hub's verification of intent,
 * POST takes a signed delivery (app/ingest/websub/subscriber.server.ts). Mounted before the
 * site's own request limits: a delivery may be larger than a form, so it has its own limit, and a
 * per-hub rate limit.
 */
export function websubEndpoint(
  deps: WebsubDeps,
  options: { maxBodyBytes?: number; perMinute?: number; now?: () => number } = {},
): RequestHandler {
  const router = express.Router();
  const limited = perHubLimiter(options.perMinute ?? WEBSUB_DELIVERIES_PER_MINUTE, options.now ?? Date.now);
  const maxBody = options.maxBodyBytes ?? WEBSUB_MAX_BODY_BYTES;
  const feedIdOf = (value: string | undefined) => (value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null);

  router.get("/:feedId", (req, res, next) => {
    const feedId = feedIdOf(req.params.feedId);
    if (feedId === null) return void res.status(404).end();
    verifyIntent(deps, feedId, req.query as Record<string, unknown>)
      .then(({ status, body }) => res.status(status).set("Cache-Control", "no-store").type("text/plain").send(body))
      .catch(next);
  });

  router.post("/:feedId", (req, res, next) => {
    const feedId = feedIdOf(req.params.feedId);
    if (feedId === null) return void res.status(404).end();
    const declared = Number(req.get("Content-Length") ?? "0");
    if (Number.isFinite(declared) && declared > maxBody) return void res.status(413).set("Connection", "close").end();
    findSubscription(deps.db, feedId)
      .then((subscription) => {
        if (!subscription) return void res.status(410).end();
        const retryAfter = limited(subscription.hub);
        if (retryAfter !== null) return void res.status(429).set("Retry-After", String(retryAfter)).end();
        express.raw({ type: () => true, limit: maxBody })(req, res, (error?: unknown) => {
          if (error) {
            const status = (error as { status?: number }).status ?? 400;
            return void res
              .status(status === 413 ? 413 : 400)
              .set("Connection", "close")
              .end();
          }
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          receiveDelivery(deps, feedId, { body, contentType: req.get("Content-Type") ?? null, signature: req.get("X-Hub-Signature") })
            .then((outcome) => res.status(outcome.status).end())
            .catch(next);
        });
      })
      .catch(next);
  });
  return router;
}
