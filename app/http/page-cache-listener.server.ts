import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Express } from "express";
import type { Logger } from "pino";
import type { Lifecycle } from "./health.server.js";
import type { Metrics } from "./metrics.server.js";
import type { MicroCache } from "./micro-cache.server.js";
import { requestIdFrom } from "./request-log.server.js";

type Trust = (address: string, hop: number) => boolean;

/** The client's address as express's req.ip gives it: the first hop, from the socket back, that is not a trusted proxy. */
export function clientAddress(remote: string, forwardedFor: string | string[] | undefined, trust: Trust): string {
  const hops = [remote];
  if (typeof forwardedFor === "string")
    hops.push(
      ...forwardedFor
        .split(",")
        .map((hop) => hop.trim())
        .reverse(),
    );
  for (let hop = 0; hop < hops.length - 1; hop++) if (!trust(hops[hop] ?? "", hop)) return hops[hop] ?? "";
  return hops[hops.length - 1] ?? "";
}

/** Whether express would call the request secure (TLS, or a trusted proxy's X-Forwarded-Proto). */
function isSecure(req: IncomingMessage, trust: Trust): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers["x-forwarded-proto"];
  if (typeof proto !== "string" || !trust(req.socket.remoteAddress ?? "", 0)) return false;
  const first = proto.split(",")[0] ?? "";
  return first.trim().toLowerCase() === "https";
}

/**
 * The server's request listener: a page in the micro-cache is answered right here, with its
 * request id, one log line and the same metrics as any other answer, without the express stack
 * (whose middlewares cost several times what writing the stored bytes does); anything else, and
 * everything while the server shuts down, goes to express.
 */
export function withPageCache(
  app: Express,
  options: { cache: MicroCache; log: Logger; metrics: Metrics; lifecycle: Lifecycle },
): RequestListener {
  const trust = app.get("trust proxy fn") as Trust;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (options.lifecycle.shuttingDown) return app(req, res);
    const started = process.hrtime.bigint();
    const hit = options.cache.serveFromMemory(req, res, isSecure(req, trust), () => {
      const id = requestIdFrom(req.headers["x-request-id"], trust(req.socket.remoteAddress ?? "", 0));
      res.setHeader("X-Request-Id", id);
      res.once("finish", () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const url = req.url ?? "/";
        const path = url.split("?", 1)[0] ?? "/";
        options.metrics.answered(req.method ?? "GET", path, res.statusCode, seconds);
        options.log.info(
          {
            reqId: id,
            method: req.method,
            url: url.length > 300 ? `${url.slice(0, 300)}…` : url,
            status: res.statusCode,
            ms: Math.round(seconds * 10_000) / 10,
            ip: clientAddress(req.socket.remoteAddress ?? "", req.headers["x-forwarded-for"], trust),
            cache: "hit",
          },
          "request",
        );
      });
    });
    if (!hit) app(req, res);
  };
}
