import { createServer } from "node:http";
import compression from "compression";
import express from "express";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import type { Metrics } from "./metrics.server.js";
import { createMicroCache } from "./micro-cache.server.js";
import { clientAddress, withPageCache } from "./page-cache-listener.server.js";
import { pageCaching } from "./page-cache.server.js";
import { securityHeaders } from "./security-headers.server.js";

describe("clientAddress", () => {
  it("walks X-Forwarded-For back from the socket while the hops are trusted, as express's req.ip does", () => {
    const loopback = (address: string) => address === "127.0.0.1";
    expect(clientAddress("127.0.0.1", "203.0.113.9", loopback)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "198.51.100.1, 203.0.113.9", loopback)).toBe("203.0.113.9");
    expect(clientAddress("192.0.2.5", "203.0.113.9", loopback)).toBe("192.0.2.5");
    expect(clientAddress("127.0.0.1", undefined, loopback)).toBe("127.0.0.1");
  });
});

describe("withPageCache", () => {
  it("answers pages in the cache before express, with a request id, a log line and the metrics; the rest goes to express", async () => {
    const cache = createMicroCache({ ttlMs: 10_000, maxBytes: 1 << 20, themeCookie: "rotativa-tema" });
    const app = express();
    app.set("trust proxy", "loopback");
    let renders = 0;
    app.use(cache.middleware, compression(), securityHeaders({ development: false }), pageCaching());
    app.get("*", (_req, res) => {
      renders += 1;
      res.type("html").send(`<!DOCTYPE html><html><body>${"<p>noticia</p>".repeat(200)}</body></html>`);
    });
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const answered: unknown[][] = [];
    const metrics = { answered: (...args: unknown[]) => answered.push(args) } as unknown as Metrics;
    const lifecycle = { shuttingDown: false };
    const served = await listen(createServer(withPageCache(app, { cache, log, metrics, lifecycle })));
    try {
      const first = await fetch(`${served.base}/ultima-hora`);
      const hit = await fetch(`${served.base}/ultima-hora`, {
        headers: { "X-Forwarded-For": "203.0.113.9", "X-Request-Id": "proxy-id-1" },
      });
      expect(renders).toBe(1);
      expect(await hit.text()).toBe(await first.text());
      expect(hit.headers.get("x-request-id")).toBe("proxy-id-1");
      expect(hit.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
      expect(lines).toContainEqual(
        expect.objectContaining({ reqId: "proxy-id-1", url: "/ultima-hora", status: 200, ip: "203.0.113.9", cache: "hit", msg: "request" }),
      );
      expect(answered).toEqual([["GET", "/ultima-hora", 200, expect.any(Number)]]);
      // While shutting down every request goes through express (which closes connections).
      lifecycle.shuttingDown = true;
      await fetch(`${served.base}/ultima-hora`);
      expect(answered).toHaveLength(1);
      expect(cache.stats().hits).toBe(2);
    } finally {
      await served.close();
    }
  });
});
