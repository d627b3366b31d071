import { randomUUID } from "node:crypto";
import type { Request, RequestHandler } from "express";
import type { Logger } from "pino";

declare module "express-serve-static-core" {
  interface Request {
    /** The request's id: in every log line about it and in the X-Request-Id answer header. */
    id: string;
    /** The process's logger bound to this request's id. */
    log: Logger;
  }
}

// An id from a proxy is kept only when it is short and plain (it ends up in logs).
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id a trusted proxy gave the request, or a new one. */
function requestId(req: Request): string {
  const trust = req.app.get("trust proxy fn") as ((address: string, hop: number) => boolean) | undefined;
  return requestIdFrom(req.get("X-Request-Id"), Boolean(trust?.(req.socket.remoteAddress ?? "", 0)));
}

/** The request's id: the one a trusted proxy sent when it is short and plain, or a new one. */
export function requestIdFrom(given: string | string[] | undefined, fromTrustedProxy: boolean): string {
  if (typeof given === "string" && fromTrustedProxy && ACCEPTABLE_ID.test(given)) return given;
  return randomUUID();
}

/**
 * Gives every request an id and a child logger carrying it (handed to loaders through the load
 * context, so an error logged there names its request), answers the id in X-Request-Id, and
 * logs one line when the answer is complete — or when the client went away first.
 */
export function requestLogging(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    req.id = requestId(req);
    // The child logger is made when something asks for it (a render's loaders do; a page served
    // from the micro-cache does not): creating one costs more than answering from memory.
    let child: Logger | undefined;
    Object.defineProperty(req, "log", {
      configurable: true,
      enumerable: true,
      get: () => (child ??= log.child({ reqId: req.id })),
      set: (value: Logger) => {
        child = value;
      },
    });
    res.setHeader("X-Request-Id", req.id);
    let logged = false;
    const done = (event: "finish" | "close") => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        reqId: req.id,
        method: req.method,
        url: req.originalUrl.length > 300 ? `${req.originalUrl.slice(0, 300)}…` : req.originalUrl,
        status: event === "finish" ? res.statusCode : undefined,
        ms: Math.round(ms * 10) / 10,
        ip: req.ip,
        aborted: event === "close" ? true : undefined,
      };
      // The base logger with the id in the line: the same fields as the child's, without making one.
      if (event === "finish" && res.statusCode >= 500) log.warn(line, "request answered with an error");
      else log.info(line, event === "finish" ? "request" : "request aborted by the client");
    };
    res.once("finish", () => done("finish"));
    res.once("close", () => done("close"));
    next();
  };
}
