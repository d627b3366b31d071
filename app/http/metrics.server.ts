import { isIP } from "node:net";
import type { RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/schema.js";
import type { RefreshOutcome } from "../ingest/refresh-feed.server.js";
import { CANCELLED } from "../ingest/refresh-feed.server.js";
import { countAlerts } from "../models/feed-alert.server.js";
import { getIngestionHealth } from "../models/ingestion-health.server.js";
import { routeLabel } from "./route-label.js";
import type { WorkGate } from "./work-gate.server.js";

/** What the metrics read of a contact post's outcome (app/pages/contact.server.ts's ContactOutcome). */
export interface ContactPost {
  kind: string;
  /** The bot signal of a discarded post. */
  signal?: string;
}

/** The process's Prometheus metrics and the hooks that feed them. */
export interface Metrics {
  registry: Registry;
  /** Counts and times every request (install early: it measures what the middlewares after it do). */
  http: RequestHandler;
  /** Counts and times an answer given before express (a page from the micro-cache). */
  answered(method: string, path: string, status: number, seconds: number): void;
  /** Counts a feed refresh (the scheduler's onOutcome). */
  feedRefreshed(outcome: RefreshOutcome): void;
  /** Counts a post of the contact form by outcome, and the bot signal of a discarded one (the contact service's onOutcome). */
  contactPosted(outcome: ContactPost): void;
  /** Counts a request the load shedder refused with 503. */
  shed(): void;
  /** Reports the expensive-work gate's slots in use and queue at each scrape. */
  watchWorkGate(gate: WorkGate): void;
  /** GET /metrics: the text format, for a scraper on this machine, or any peer with the bearer token when METRICS_TOKEN is set. */
  endpoint: RequestHandler;
}

/**
 * Whether an address is this machine's: the only scraper /metrics answers without a token. A
 * private network is not enough: a proxy on it that forwards without adding X-Forwarded-For
 * would hand the endpoint to the public.
 */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.split(".")[0] === "127";
  return plain === "::1";
}

/**
 * Requests by route and status, their latency, feeds fetched and failed, articles stored, and
 * how far ingestion lags (read from the database at each scrape, so it is right even when a
 * separate worker ingests), plus Node's own process metrics.
 */
export function createMetrics(options: {
  db: Db;
  token: string | undefined;
  now?: () => number;
  ingestionPaused?: () => boolean;
  /** The contact form's bot signals, each counted from zero so a scraper sees every series. */
  botSignals?: readonly string[];
}): Metrics {
  const now = options.now ?? Date.now;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "rotativa_http_requests_total",
    help: "HTTP requests answered, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "rotativa_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method and route.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "rotativa_http_requests_in_flight",
    help: "Requests being answered right now.",
    registers: [registry],
  });
  const refreshes = new Counter({
    name: "rotativa_feed_fetches_total",
    help: "Feed refreshes by this process, by outcome (stored, not-modified, unchanged, failed).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const items = new Counter({
    name: "rotativa_articles_stored_total",
    help: "Articles written by this process's ingestion, new (inserted) or changed (updated).",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const contactPosts = new Counter({
    name: "rotativa_contact_posts_total",
    help: "Posts of the contact form by outcome: stored, duplicate (the same message again from its form, stored once), discarded (a bot signal), invalid, too-fast, token-used, expired, rate-limited, unavailable, forbidden, too-large, unsupported.",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const contactDiscarded = new Counter({
    name: "rotativa_contact_discarded_total",
    help: "Contact posts answered with the confirmation but not stored because of a certain bot signal (honeypot, no-token, forged-token).",
    labelNames: ["signal"] as const,
    registers: [registry],
  });
  // Present from the start at 0, so that a rate over them is defined before the first bot.
  for (const signal of options.botSignals ?? []) contactDiscarded.inc({ signal }, 0);
  contactPosts.inc({ outcome: "stored" }, 0);
  // Gauges read from the database when scraped.
  const health = () => getIngestionHealth(options.db, now());
  let reading: ReturnType<typeof health> | null = null;
  const once = () => (reading ??= health().finally(() => setTimeout(() => (reading = null), 0)));
  const gauge = (name: string, help: string, read: (value: Awaited<ReturnType<typeof health>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          this.set(read(await once()));
        } catch {
          this.reset();
        }
      },
    });
  gauge("rotativa_ingest_lag_seconds", "How late the most overdue enabled feed is (0 when none is).", (h) => h.maxLagMs / 1000);
  gauge("rotativa_feeds_overdue", "Enabled feeds whose next fetch is overdue.", (h) => h.overdueFeeds);
  gauge("rotativa_feeds_failing", "Enabled feeds whose last fetch failed.", (h) => h.failingFeeds);
  gauge("rotativa_feeds_enabled", "Enabled feeds.", (h) => h.enabledFeeds);
  gauge("rotativa_newest_article_age_seconds", "Time since the newest article was stored.", (h) =>
    h.newestFetchedAt === null ? Number.NaN : (now() - h.newestFetchedAt) / 1000,
  );
  new Gauge({
    name: "rotativa_feed_alerts",
    help: "Feeds and newspapers in alert (failing longer than ALERT_AFTER_HOURS, or silent longer than their usual rhythm), by kind, as the last alert check stored them.",
    labelNames: ["kind"] as const,
    registers: [registry],
    async collect() {
      try {
        const counts = await countAlerts(options.db);
        this.set({ kind: "feed" }, counts.feed);
        this.set({ kind: "newspaper" }, counts.newspaper);
      } catch {
        this.reset();
      }
    },
  });
  new Gauge({
    name: "rotativa_ingest_paused",
    help: "1 while this process's ingestion waits for unavailable storage (disk full, database locked).",
    registers: [registry],
    collect() {
      this.set(options.ingestionPaused?.() ? 1 : 0);
    },
  });

  const shedRequests = new Counter({
    name: "rotativa_expensive_shed_total",
    help: "Expensive requests (uncached searches, reports, CSV) refused with 503 because the server was busy.",
    registers: [registry],
  });
  let gate: WorkGate | null = null;
  new Gauge({
    name: "rotativa_expensive_running",
    help: "Expensive requests running now (at most EXPENSIVE_CONCURRENCY).",
    registers: [registry],
    collect() {
      this.set(gate?.stats().running ?? 0);
    },
  });
  new Gauge({
    name: "rotativa_expensive_queued",
    help: "Expensive requests waiting for a slot (at most EXPENSIVE_QUEUE).",
    registers: [registry],
    collect() {
      this.set(gate?.stats().queued ?? 0);
    },
  });

  return {
    registry,
    shed: () => shedRequests.inc(),
    watchWorkGate(watched) {
      gate = watched;
    },
    answered(method, path, status, seconds) {
      const route = routeLabel(path);
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    http(req, res, next) {
      const started = process.hrtime.bigint();
      // Read now: a mounted middleware (static files under /build) rewrites req.url while it answers.
      const route = routeLabel(req.path);
      inFlight.inc();
      let counted = false;
      const count = () => {
        if (counted) return;
        counted = true;
        inFlight.dec();
        // A request the client abandoned has no status; it is counted as 499, as nginx does.
        const status = res.writableFinished ? String(res.statusCode) : "499";
        requests.inc({ method: req.method, route, status });
        latency.observe({ method: req.method, route }, Number(process.hrtime.bigint() - started) / 1e9);
      };
      res.once("finish", count);
      res.once("close", count);
      next();
    },
    contactPosted(outcome) {
      contactPosts.inc({ outcome: outcome.kind });
      if (outcome.kind === "discarded" && outcome.signal) contactDiscarded.inc({ signal: outcome.signal });
    },
    feedRefreshed(outcome) {
      if (outcome.error === CANCELLED) return;
      refreshes.inc({ outcome: outcome.status });
      if (outcome.inserted > 0) items.inc({ kind: "inserted" }, outcome.inserted);
      if (outcome.updated > 0) items.inc({ kind: "updated" }, outcome.updated);
    },
    async endpoint(req, res, next) {
      const authorization = req.get("Authorization") ?? "";
      // With a token, the token is the only way in (whoever relays the request); without one,
      // only a scraper on this machine talking to us directly: a request that came through a
      // proxy (forwarding headers, even ones removed as untrusted) could come from anyone.
      const allowed =
        options.token !== undefined
          ? authorization === `Bearer ${options.token}`
          : isLoopbackAddress(req.socket.remoteAddress ?? "") &&
            !res.locals.forwarded &&
            !req.get("X-Forwarded-For") &&
            !req.get("Forwarded");
      // Anyone else gets the site's own 404 page: nothing says the endpoint exists.
      if (!allowed) return next();
      res.set({ "Cache-Control": "no-store", "Content-Type": registry.contentType }).send(await registry.metrics());
    },
  };
}
