/**
 * The web process's composition root: reads the configuration, opens the database, loads the
 * reference data, and serves the Remix app with security headers, limits, logs, metrics, static
 * files, health checks and a graceful shutdown.
 */
import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { type AppLoadContext, broadcastDevReady, type ServerBuild } from "@remix-run/node";
import "./app/context.js";
import compression from "compression";
import express from "express";
import type { Logger } from "pino";
import { checkWebServerConfig, type Config, ConfigError, loadConfig } from "./app/config/config.server.js";
import { applyHeapGrowth } from "./app/config/heap.server.js";
import { loadSources } from "./app/data/sources.server.js";
import { openDatabase, type OpenDatabase, openOptionsOf } from "./app/db/database.server.js";
import { databaseLocation } from "./app/db/location.js";
import { createStoryGrouping, type StoryGrouping } from "./app/ingest/cluster/grouping.server.js";
import { createFetchAgents, type FetchAgents } from "./app/ingest/fetch-agents.server.js";
import { type AlertWatch, startAlertWatch } from "./app/ingest/feed-alerts.server.js";
import { alertDeps, ingestDeps, websubDeps } from "./app/ingest/ingest-deps.server.js";
import { startWebsubUpkeep } from "./app/ingest/websub/subscriber.server.js";
import { websubEndpoint } from "./app/http/websub.server.js";
import { type Scheduler, startScheduler } from "./app/ingest/scheduler.server.js";
import { buildEndpoints, createBuildRegistry } from "./app/http/builds.server.js";
import { startForwarder } from "./app/pages/contact/contact-forward.server.js";
import { createSmtpSender } from "./app/config/mail.server.js";
import { BOT_SIGNALS, type ContactOutcome, createContactService } from "./app/pages/contact/contact.server.js";
import { type PageStyles, readPageStyles } from "./app/http/critical-css.server.js";
import { createFlashToasts } from "./app/http/flash.server.js";
import { healthEndpoints, type Lifecycle } from "./app/http/health.server.js";
import { closeConnectionsWhenDraining, createHttpServer, shutDown } from "./app/http/http-server.server.js";
import { createLogger } from "./app/config/logger.server.js";
import { createMetrics } from "./app/http/metrics.server.js";
import { createMicroCache } from "./app/http/micro-cache.server.js";
import { withPageCache } from "./app/http/page-cache-listener.server.js";
import { pageCaching } from "./app/http/page-cache.server.js";
import { failedRequests } from "./app/http/plain-page.server.js";
import { createPageHandler } from "./app/http/remix-handler.server.js";
import { filesOnly, precompressedAssets } from "./app/http/precompressed.server.js";
import { projectRoot } from "./app/config/project-root.server.js";
import { createRateLimiter, NO_LIMIT } from "./app/models/rate-limit.server.js";
import { distrustForwarding, trustProxyWarning } from "./app/http/forwarding.server.js";
import {
  asciiLocations,
  escapeNetworkPaths,
  escapeUndecodablePaths,
  ignoreLegacyDataParam,
  refuseInvalidHosts,
  refuseUnknownMethods,
  requestLimits,
} from "./app/http/request-limits.server.js";
import { createWorkGate, shedExpensiveWork } from "./app/http/work-gate.server.js";
import { requestLogging } from "./app/http/request-log.server.js";
import { rejectCrossSiteWrites } from "./app/http/same-origin.server.js";
import { resolveCookieSecret } from "./app/http/secret.server.js";
import { securityHeaders } from "./app/http/security-headers.server.js";
import { testHookEndpoints } from "./app/http/test-hooks.server.js";
import { syncReferenceData } from "./app/models/reference.server.js";
import { SEARCH_WINDOW_SECONDS } from "./app/pages/search-limit.server.js";
import { createRegionCookie } from "./app/http/region-cookie.server.js";
import { THEME_COOKIE, createThemeSessions } from "./app/http/sessions.server.js";

/** The process's state, created once here and handed to what needs it. */
interface ProcessState {
  grouping: StoryGrouping;
  agents: FetchAgents;
}

async function main() {
  const config = readConfig();
  // Before the build and the database are loaded: the V8 heap's growth (HEAP_GROWING_PERCENT).
  applyHeapGrowth(config.heapGrowingPercent);
  const log = createLogger(config);
  reportProcessFailures(log);
  const trustWarning = trustProxyWarning(config.trustProxy);
  if (trustWarning) log.warn({ trustProxy: config.trustProxy }, trustWarning);
  const root = projectRoot();
  const buildPath = join(root, "build", "index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const state: ProcessState = { grouping: createStoryGrouping(), agents: createFetchAgents() };
  const database = await openStore(config, log, state);

  const cookies = { secret: resolveCookieSecret(config.cookieSecret, config.databasePath), secure: config.siteUrl.startsWith("https:") };
  const forwarder = startContactForwarding(config, database, log);
  const lifecycle: Lifecycle = { shuttingDown: false };
  let work: BackgroundWork | null = null;
  const metrics = createMetrics({
    db: database.db,
    token: config.metricsToken,
    ingestionPaused: () => Boolean(work?.scheduler?.pausedUntil()),
    botSignals: BOT_SIGNALS,
  });
  const context = createLoadContext({
    config,
    log,
    database,
    cookies,
    buildId: build.assets.version,
    pageStyles: readPageStyles(dirname(buildPath)),
    onContactStored: () => forwarder?.kick(),
    onContactPosted: (outcome) => metrics.contactPosted(outcome),
  });
  // The build's time is when `remix build` wrote it, so every instance of one build reports the same.
  const builds = createBuildRegistry({ id: context.buildId, timestamp: Math.round(statSync(buildPath).mtimeMs) });
  const pageCache =
    config.pageCache.ttlMs > 0
      ? createMicroCache({ ...config.pageCache, themeCookie: THEME_COOKIE, changed: database.watchChanges() })
      : null;
  // WebSub (WEBSUB=on): the callback stores deliveries with this process's story grouping.
  const websub = config.websub ? websubDeps(database.db, config, log, state, () => pageCache?.invalidate()) : null;
  const app = createWebApp({ config, log, root, build, context, builds, metrics, pageCache, lifecycle, db: database.db, websub });

  // Pages in the micro-cache are answered before express (app/http/page-cache-listener.server.ts).
  const server = createHttpServer(pageCache ? withPageCache(app, { cache: pageCache, log, metrics, lifecycle }) : app);
  server.listen(config.port, config.host, () => {
    log.info(
      { url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`, build: context.buildId },
      "Rotativa is serving",
    );
    if (config.env === "development") broadcastDevReady(build);
  });
  server.on("error", (error) => {
    log.fatal({ err: error }, "cannot listen");
    process.exit(1);
  });

  work = startBackgroundWork({ config, log, database, state, metrics, pageCache, websub });

  stopOnSignals(config, log, {
    server,
    lifecycle,
    stopWork: () => Promise.all([work?.stop(), forwarder?.stop()]),
    close: () => Promise.all([database.close(), state.agents.close()]),
  });
}

/** Contact messages are forwarded by e-mail only when SMTP_URL is set; they are stored either way. */
function startContactForwarding(config: Config, database: OpenDatabase, log: Logger) {
  const smtp = config.contact.smtp;
  if (!smtp) return null;
  return startForwarder({
    db: database.db,
    sender: createSmtpSender(smtp.url),
    to: smtp.to,
    from: smtp.from,
    siteUrl: config.siteUrl,
    log,
  });
}

/** What the web process runs beside serving pages when it ingests. */
interface BackgroundWork {
  scheduler: Scheduler | null;
  stop(): Promise<unknown>;
}

/**
 * Ingestion runs in the web process unless INGEST=off (then `cli worker` runs it elsewhere), with
 * the feed alerts (checked where the feeds are read, ADR 024) and, with WEBSUB=on, the upkeep of
 * the WebSub subscriptions. Stored articles empty the page cache.
 */
function startBackgroundWork(input: {
  config: Config;
  log: Logger;
  database: OpenDatabase;
  state: ProcessState;
  metrics: ReturnType<typeof createMetrics>;
  pageCache: { invalidate(): void } | null;
  websub: ReturnType<typeof websubDeps> | null;
}): BackgroundWork {
  const { config, log, database, state, metrics, pageCache, websub } = input;
  if (!config.ingest.enabled) return { scheduler: null, stop: async () => undefined };
  const scheduler = startScheduler(
    {
      ...ingestDeps(database.db, config, log, state),
      onOutcome: (outcome) => {
        metrics.feedRefreshed(outcome);
        if (outcome.inserted > 0 || outcome.updated > 0) pageCache?.invalidate();
      },
    },
    { tickMs: config.ingest.tickMs },
  );
  const alerts: AlertWatch = startAlertWatch(alertDeps(database.db, config, log));
  const websubUpkeep = websub ? startWebsubUpkeep(websub) : null;
  return { scheduler, stop: () => Promise.all([scheduler.stop(6_000), alerts.stop(), websubUpkeep?.stop()]) };
}

/** The configuration from the environment; a bad value stops the process with one line per variable. */
function readConfig(): Config {
  try {
    const config = loadConfig(process.env);
    checkWebServerConfig(config);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Logged once with its stack; a rejection is a bug to fix, an exception leaves the process in an unknown state. */
function reportProcessFailures(log: Logger): void {
  process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled promise rejection"));
  process.on("uncaughtException", (error) => {
    log.fatal({ err: error }, "uncaught exception");
    process.exit(1);
  });
}

/** Opens the database (migrations; articles without a story get theirs) and loads the reference data. */
async function openStore(config: Config, log: Logger, state: ProcessState): Promise<OpenDatabase> {
  const database = await openDatabase(databaseLocation(config), {
    ...openOptionsOf(config),
    afterMigrations: (db) => state.grouping.placeUnplaced(db),
  });
  const sync = await syncReferenceData(database.db, loadSources(config.sourcesFile));
  log.info({ ...database.description, ...sync }, "database ready");
  for (const warning of database.warnings) log.warn(database.description, warning);
  return database;
}

/** What every loader and action receives (the per-request parts, clientIp and log, are filled per request). */
function createLoadContext(input: {
  config: Config;
  log: Logger;
  database: OpenDatabase;
  cookies: { secret: string; secure: boolean };
  buildId: string;
  pageStyles: PageStyles;
  onContactStored: () => void;
  /** Every post's outcome, for the metrics (bot signals counted, never the message text). */
  onContactPosted: (outcome: ContactOutcome) => void;
}): AppLoadContext {
  const { config, log, database, cookies } = input;
  return {
    db: database.db,
    config,
    log,
    themeSessions: createThemeSessions(cookies),
    regionCookie: createRegionCookie({ secure: cookies.secure }),
    flash: createFlashToasts(cookies),
    contact: createContactService({
      db: database.db,
      config,
      secret: cookies.secret,
      log,
      onStored: input.onContactStored,
      onOutcome: input.onContactPosted,
    }),
    searchLimiter:
      config.searchRateLimit > 0
        ? createRateLimiter(database.db, { points: config.searchRateLimit, durationSeconds: SEARCH_WINDOW_SECONDS, keyPrefix: "busqueda" })
        : NO_LIMIT,
    apiLimiter:
      config.searchRateLimit > 0
        ? createRateLimiter(database.db, { points: config.searchRateLimit, durationSeconds: SEARCH_WINDOW_SECONDS, keyPrefix: "api" })
        : NO_LIMIT,
    clientIp: "",
    shed: null,
    buildId: input.buildId,
    startedAt: Date.now(),
    pageStyles: input.pageStyles,
  };
}

/** The express app: middleware in the order that matters (see docs/architecture.md, Hardening), then Remix. */
function createWebApp(input: {
  config: Config;
  log: Logger;
  root: string;
  build: ServerBuild;
  context: AppLoadContext;
  builds: ReturnType<typeof createBuildRegistry>;
  metrics: ReturnType<typeof createMetrics>;
  pageCache: ReturnType<typeof createMicroCache> | null;
  lifecycle: Lifecycle;
  db: OpenDatabase["db"];
  websub: ReturnType<typeof websubDeps> | null;
}) {
  const { config, log, root, build, context, builds, metrics, pageCache, lifecycle } = input;
  const expensiveWork = createWorkGate(config.expensiveWork);
  metrics.watchWorkGate(expensiveWork);
  const app = express();
  app.disable("x-powered-by");
  // Whose X-Forwarded-* headers are believed (TRUST_PROXY): req.ip (the rate limits), req.secure
  // (HSTS) and the host of the same-origin check rely on it; other peers' are removed here.
  app.set("trust proxy", config.trustProxy);
  app.use(distrustForwarding(log));
  app.use(metrics.http);
  app.use(requestLogging(log));
  app.use(closeConnectionsWhenDraining(lifecycle));
  // WebSub's callback: hubs' verifications and signed deliveries, with their own body and rate limits.
  if (input.websub) app.use("/websub", websubEndpoint(input.websub));
  // Pages identical for every reader, served from memory with their stored headers (CSP included)
  // and pre-compressed bytes; before compression and the security headers, which a hit skips.
  if (pageCache) app.use(pageCache.middleware);
  app.use(compression());
  // After compression, so that the policy hashes the page's own bytes; before anything that answers.
  app.use(securityHeaders({ development: config.env === "development" }));
  app.use(requestLimits(), refuseUnknownMethods(), refuseInvalidHosts(), asciiLocations(), ignoreLegacyDataParam(), escapeNetworkPaths());
  // Uncached searches, reports and CSV run a few at a time; past a short queue, 503 at once (as
  // early as the headers allow: a refusal must cost next to nothing during a storm).
  app.use(shedExpensiveWork(expensiveWork, { onShed: () => metrics.shed() }));
  // Fingerprinted bundles never change: cache them for a year; brotli/gzip copies made at build time.
  app.use(
    "/build",
    precompressedAssets(join(root, "public", "build")),
    express.static(join(root, "public", "build"), { immutable: true, maxAge: "1y" }),
  );
  app.use(filesOnly(join(root, "public"), express.static(join(root, "public"), { maxAge: "1h" })));
  app.use(escapeUndecodablePaths());
  app.use(healthEndpoints({ db: input.db, buildId: context.buildId, lifecycle }));
  app.get("/metrics", metrics.endpoint);
  app.use(buildEndpoints(builds));
  // A form posted from another site gets a 403 here; Remix's own check would answer it with a 500.
  app.use(rejectCrossSiteWrites(config.siteUrl));
  if (config.testHooks) app.use(testHookEndpoints({ builds, flash: context.flash }));
  // Pages: Cache-Control by path (private for readers with cookies), Vary: Cookie, ETag and 304.
  app.use(pageCaching());
  app.all(
    "*",
    createPageHandler({
      build,
      mode: config.env === "development" ? "development" : "production",
      // The per-request parts: the reader's address (X-Forwarded-For from a trusted proxy) and the request's logger.
      // `shed`: a `.data` request the load shedder refused, for its loader to answer 503.
      getLoadContext: (req, res) => ({
        ...context,
        clientIp: req.ip ?? "",
        log: req.log,
        shed: (res.locals.shed as AppLoadContext["shed"] | undefined) ?? null,
      }),
    }),
  );
  app.use(failedRequests());
  return app;
}

/**
 * SIGTERM/SIGINT: readiness fails at once; a second later the listener closes; requests in flight
 * finish; fetches stop (a batch being stored commits or rolls back); then the database closes.
 */
function stopOnSignals(
  config: Config,
  log: Logger,
  parts: {
    server: ReturnType<typeof createHttpServer>;
    lifecycle: Lifecycle;
    stopWork: () => Promise<unknown>;
    close: () => Promise<unknown>;
  },
): void {
  const stop = (signal: string) => {
    if (parts.lifecycle.shuttingDown) return;
    log.info({ signal }, "shutting down: not ready any more, finishing requests in flight");
    void shutDown(
      parts.server,
      parts.lifecycle,
      { drainMs: config.env === "development" ? 0 : SHUTDOWN_DRAIN_MS, deadlineMs: 9_500 },
      {
        stopWork: parts.stopWork,
        close: parts.close,
      },
    ).then((code) => {
      if (code === 0) log.info("stopped");
      else log.error("shutdown took too long: exiting anyway");
      process.exit(code);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** Time between readiness going 503 and the listener closing, for load balancers to notice. */
const SHUTDOWN_DRAIN_MS = 1_000;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
