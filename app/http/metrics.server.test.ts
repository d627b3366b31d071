import express from "express";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { listen } from "../../tests/support/listen.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { BOT_SIGNALS } from "../pages/contact/contact.server.js";
import { createMetrics, isLoopbackAddress } from "./metrics.server.js";
import { requestLogging } from "./request-log.server.js";

const NOW = Date.UTC(2026, 10, 22, 15, 0);
let database: OpenDatabase;
let served: Awaited<ReturnType<typeof listen>>;
let logged: Record<string, unknown>[];

beforeEach(async () => {
  database = await createTestDatabase();
  logged = [];
  const log = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const metrics = createMetrics({ db: database.db, token: "t".repeat(20), now: () => NOW, ingestionPaused: () => true });
  metrics.feedRefreshed({ feedId: 1, url: "u", status: "stored", inserted: 7, updated: 2, rejected: 0, error: null, nextFetchAt: 0 });
  metrics.feedRefreshed({
    feedId: 2,
    url: "u",
    status: "failed",
    inserted: 0,
    updated: 0,
    rejected: 0,
    error: "http: 500",
    nextFetchAt: 0,
  });
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(metrics.http, requestLogging(log));
  app.get("/metrics", metrics.endpoint);
  app.get("/articulos/:id", (_req, res) => {
    res.send("artículo");
  });
  app.get("/fallo", (_req, res) => {
    res.status(500).send("mal");
  });
  app.use((_req, res) => {
    res.status(404).send("no está");
  });
  served = await listen(app);
});
afterEach(async () => {
  await served.close();
  await database.close();
});

describe("metrics", () => {
  it("count requests by route (never by raw path) and status, time them, and report ingestion", async () => {
    await database.db
      .updateTable("feeds")
      .set({ next_fetch_at: NOW - 90_000 })
      .where("id", "=", 1)
      .execute();
    await database.db.updateTable("feeds").set({ consecutive_failures: 2 }).where("id", "in", [2, 3]).execute();
    await createArticle(database.db, { fetched_at: NOW - 30_000 });
    for (const path of ["/articulos/1", "/articulos/2", "/wp-login.php", "/fallo"]) await fetch(served.base + path);
    const text = await (await fetch(`${served.base}/metrics`, { headers: { Authorization: `Bearer ${"t".repeat(20)}` } })).text();
    expect(text).toMatch(/rotativa_http_requests_total\{method="GET",route="\/articulos\/:id",status="200"\} 2/);
    expect(text).toMatch(/rotativa_http_requests_total\{method="GET",route="other",status="404"\} 1/);
    expect(text).toMatch(/rotativa_http_requests_total\{method="GET",route="other",status="500"\} 1/);
    expect(text).toMatch(/rotativa_http_request_duration_seconds_bucket\{le="0.25",method="GET",route="\/articulos\/:id"\} 2/);
    expect(text).toMatch(/rotativa_feed_fetches_total\{outcome="stored"\} 1/);
    expect(text).toMatch(/rotativa_feed_fetches_total\{outcome="failed"\} 1/);
    expect(text).toMatch(/rotativa_articles_stored_total\{kind="inserted"\} 7/);
    expect(text).toMatch(/rotativa_ingest_lag_seconds 90/);
    expect(text).toMatch(/rotativa_feeds_overdue 1/);
    expect(text).toMatch(/rotativa_feeds_failing 2/);
    expect(text).toMatch(/rotativa_newest_article_age_seconds 30/);
    expect(text).toMatch(/rotativa_ingest_paused 1/);
    expect(text).toMatch(/process_resident_memory_bytes/);
  });

  it("report the feeds and newspapers in alert, as the last alert check stored them", async () => {
    const metrics = createMetrics({ db: database.db, token: undefined });
    expect(await metrics.registry.metrics()).toMatch(/rotativa_feed_alerts\{kind="feed"\} 0/);
    const row = { label: "x", notified_state: "ok" as const, detail: "falla", since: NOW, changed_at: NOW };
    await database.db
      .insertInto("feed_alerts")
      .values([
        { ...row, subject: "feed:1", kind: "feed", state: "failing" },
        { ...row, subject: "feed:2", kind: "feed", state: "silent" },
        { ...row, subject: "feed:3", kind: "feed", state: "ok" },
        { ...row, subject: "newspaper:el-tiempo", kind: "newspaper", state: "failing" },
      ])
      .execute();
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/rotativa_feed_alerts\{kind="feed"\} 2/);
    expect(text).toMatch(/rotativa_feed_alerts\{kind="newspaper"\} 1/);
  });

  it("count contact posts by outcome and the bot signal of each discarded one, from zero", async () => {
    const metrics = createMetrics({ db: database.db, token: undefined, botSignals: BOT_SIGNALS });
    const zero = await metrics.registry.metrics();
    expect(zero).toMatch(/rotativa_contact_discarded_total\{signal="forged-token"\} 0/);
    expect(zero).toMatch(/rotativa_contact_posts_total\{outcome="stored"\} 0/);
    metrics.contactPosted({ kind: "stored" });
    metrics.contactPosted({ kind: "duplicate" });
    metrics.contactPosted({ kind: "discarded", signal: "honeypot" });
    metrics.contactPosted({ kind: "discarded", signal: "honeypot" });
    metrics.contactPosted({ kind: "discarded", signal: "no-token" });
    metrics.contactPosted({ kind: "too-fast" });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/rotativa_contact_posts_total\{outcome="stored"\} 1/);
    expect(text).toMatch(/rotativa_contact_posts_total\{outcome="duplicate"\} 1/);
    expect(text).toMatch(/rotativa_contact_posts_total\{outcome="discarded"\} 3/);
    expect(text).toMatch(/rotativa_contact_posts_total\{outcome="too-fast"\} 1/);
    expect(text).toMatch(/rotativa_contact_discarded_total\{signal="honeypot"\} 2/);
    expect(text).toMatch(/rotativa_contact_discarded_total\{signal="no-token"\} 1/);
    expect(text).toMatch(/rotativa_contact_discarded_total\{signal="forged-token"\} 0/);
  });

  it("with METRICS_TOKEN, open to any peer with the token and to nobody without it", async () => {
    const token = { Authorization: `Bearer ${"t".repeat(20)}` };
    expect((await fetch(`${served.base}/metrics`, { headers: token })).status).toBe(200);
    expect((await fetch(`${served.base}/metrics`, { headers: { "X-Forwarded-For": "198.51.100.7", ...token } })).status).toBe(200);
    expect(
      (await fetch(`${served.base}/metrics`, { headers: { "X-Forwarded-For": "198.51.100.7", Authorization: "Bearer otra-cosa" } })).status,
    ).toBe(404);
    // A token is set: even this machine needs it (a local proxy could be relaying the public).
    expect((await fetch(`${served.base}/metrics`)).status).toBe(404);
  });

  it("without a token, open only to a scraper on this machine talking to us directly", async () => {
    const app = express();
    app.use((_req, res, next) => {
      // As distrustForwarding marks a request whose forwarding headers it removed.
      if (_req.get("X-Marca") === "reenviada") res.locals.forwarded = true;
      next();
    });
    app.get("/metrics", createMetrics({ db: database.db, token: undefined }).endpoint);
    const open = await listen(app);
    try {
      expect((await fetch(`${open.base}/metrics`)).status).toBe(200);
      // Relayed by a proxy: could be anyone on the internet.
      expect((await fetch(`${open.base}/metrics`, { headers: { "X-Forwarded-For": "198.51.100.7" } })).status).toBe(404);
      expect((await fetch(`${open.base}/metrics`, { headers: { Forwarded: "for=198.51.100.7" } })).status).toBe(404);
      expect((await fetch(`${open.base}/metrics`, { headers: { "X-Marca": "reenviada" } })).status).toBe(404);
    } finally {
      await open.close();
    }
    expect(["127.0.0.1", "127.8.0.1", "::1", "::ffff:127.0.0.1"].every(isLoopbackAddress)).toBe(true);
    // Private networks are not this machine: a proxy there that adds no header would expose the endpoint.
    expect(["10.1.2.3", "172.20.0.1", "192.168.1.9", "fd12::1", "8.8.8.8", "::ffff:8.8.8.8", "2001:db8::1"].some(isLoopbackAddress)).toBe(
      false,
    );
  });

  it("log one line per request with its id, answered in X-Request-Id; a trusted proxy's id is kept", async () => {
    const response = await fetch(`${served.base}/articulos/5?ref=x`);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = logged.find((entry) => entry.url === "/articulos/5?ref=x");
    expect(line).toMatchObject({ reqId: id, method: "GET", status: 200, msg: "request" });
    expect((await fetch(`${served.base}/fallo`, { headers: { "X-Request-Id": "proxy-abc.123" } })).headers.get("x-request-id")).toBe(
      "proxy-abc.123",
    );
    expect(logged.find((entry) => entry.reqId === "proxy-abc.123")).toMatchObject({ status: 500, level: 40 });
    // Anything odd in the given id is not written to the logs.
    expect((await fetch(`${served.base}/fallo`, { headers: { "X-Request-Id": "a b;<script>" } })).headers.get("x-request-id")).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });
});
