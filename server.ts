/**
 * The web process's composition root: reads the configuration, opens the database, loads the
 * reference data, and serves the Remix app with security headers, limits, logs, metrics, static
 * files, health checks and a graceful shutdown.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { type AppLoadContext, broadcastDevReady, type ServerBuild } from "@remix-run/node";
import "./app/context.js";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { ConfigError, loadConfig } from "./app/config.server.js";
import { loadSources } from "./app/data/sources.server.js";
import { databaseLocation, openDatabase } from "./app/db/database.server.js";
import { writesByOthers, writesToPostgres } from "./app/lib/data-version.server.js";
import { closeFetchAgents } from "./app/ingest/fetch-feed.server.js";
import { ingestDeps } from "./app/ingest/ingest-deps.server.js";
import { startScheduler } from "./app/ingest/scheduler.server.js";
import { buildEndpoints, createBuildRegistry } from "./app/lib/builds.server.js";
import { createSmtpSender, startForwarder } from "./app/lib/contact-forward.server.js";
import { createContactService } from "./app/lib/contact.server.js";
import { createFlashToasts } from "./app/lib/flash.server.js";
import { healthEndpoints, type Lifecycle } from "./app/lib/health.server.js";
import { closeConnectionsWhenDraining, createHttpServer, shutDown } from "./app/lib/http-server.server.js";
import { createLogger } from "./app/lib/logger.server.js";
import { createMetrics } from "./app/lib/metrics.server.js";
import { createMicroCache } from "./app/lib/micro-cache.server.js";
import { withPageCache } from "./app/lib/page-cache-listener.server.js";
import { pageCaching } from "./app/lib/page-cache.server.js";
import { plainPage } from "./app/lib/plain-page.server.js";
import { precompressedAssets } from "./app/lib/precompressed.server.js";
import { projectRoot } from "./app/lib/project-root.server.js";
import { createRateLimiter, NO_LIMIT } from "./app/lib/rate-limit.server.js";
import { escapeNetworkPaths, ignoreLegacyDataParam, requestLimits } from "./app/lib/request-limits.server.js";
import { requestLogging } from "./app/lib/request-log.server.js";
import { rejectCrossSiteWrites } from "./app/lib/same-origin.server.js";
import { resolveCookieSecret } from "./app/lib/secret.server.js";
import { securityHeaders } from "./app/lib/security-headers.server.js";
import { testHookEndpoints } from "./app/lib/test-hooks.server.js";
import { syncReferenceData } from "./app/models/reference.server.js";
import { SEARCH_WINDOW_SECONDS } from "./app/search/search-limit.server.js";
import { THEME_COOKIE, createThemeSessions } from "./app/sessions.server.js";

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  // Logged once with its stack; a rejection is a bug to fix, an exception leaves the process in an unknown state.
  process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled promise rejection"));
  process.on("uncaughtException", (error) => {
    log.fatal({ err: error }, "uncaught exception");
    process.exit(1);
  });
  const root = projectRoot();
  const buildPath = join(root, "build", "index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

  const database = await openDatabase(databaseLocation(config));
  const sync = await syncReferenceData(database.db, loadSources(config.sourcesFile));
  if (database.kind === "sqlite") {
    log.info({ database: config.databasePath, pragmas: database.pragmas, ...sync }, "database ready");
    if (database.pragmas.journalMode !== "wal") log.warn({ journalMode: database.pragmas.journalMode }, "the database is not in WAL mode: readers will wait for writers");
  } else {
    log.info({ database: database.server, ...sync }, "database ready");
  }

  const cookies = { secret: resolveCookieSecret(config.cookieSecret, config.databasePath), secure: config.siteUrl.startsWith("https:") };
  // Contact messages are forwarded by e-mail only when SMTP_URL is set; they are stored either way.
  const smtp = config.contact.smtp;
  const forwarder = smtp
    ? startForwarder({ db: database.db, sender: createSmtpSender(smtp.url), to: smtp.to, from: smtp.from, siteUrl: config.siteUrl, log })
    : null;
  const context: AppLoadContext = {
    db: database.db,
    config,
    log,
    themeSessions: createThemeSessions(cookies),
    flash: createFlashToasts(cookies),
    contact: createContactService({ db: database.db, config, secret: cookies.secret, log, onStored: () => forwarder?.kick() }),
    searchLimiter:
      config.searchRateLimit > 0
        ? createRateLimiter(database.db, { points: config.searchRateLimit, durationSeconds: SEARCH_WINDOW_SECONDS, keyPrefix: "busqueda" })
        : NO_LIMIT,
    clientIp: "",
    buildId: build.assets.version,
    startedAt: Date.now(),
  };
  // The build's time is when `remix build` wrote it, so every instance of one build reports the same.
  const builds = createBuildRegistry({ id: context.buildId, timestamp: Math.round(statSync(buildPath).mtimeMs) });

  // Ingestion runs in the web process unless INGEST=off (then `cli worker` runs it elsewhere).
  const lifecycle: Lifecycle = { shuttingDown: false };
  let scheduler: ReturnType<typeof startScheduler> | null = null;
  const metrics = createMetrics({ db: database.db, token: config.metricsToken, ingestionPaused: () => Boolean(scheduler?.pausedUntil()) });

  const app = express();
  app.disable("x-powered-by");
  // Whose X-Forwarded-For names the client (TRUST_PROXY): req.ip, and so the rate limits, rely on it.
  app.set("trust proxy", config.trustProxy);
  app.use(metrics.http);
  app.use(requestLogging(log));
  app.use(closeConnectionsWhenDraining(lifecycle));
  // Pages identical for every reader, served from memory with their stored headers (CSP included)
  // and pre-compressed bytes; before compression and the security headers, which a hit skips.
  const pageCache =
    config.pageCache.ttlMs > 0
      ? createMicroCache({ ...config.pageCache, themeCookie: THEME_COOKIE, changed: database.kind === "sqlite" ? writesByOthers(database.sqlite) : writesToPostgres(database.db) })
      : null;
  if (pageCache) app.use(pageCache.middleware);
  app.use(compression());
  // After compression, so that the policy hashes the page's own bytes; before anything that answers.
  app.use(securityHeaders({ development: config.env === "development" }));
  app.use(requestLimits(), ignoreLegacyDataParam(), escapeNetworkPaths());
  // Fingerprinted bundles never change: cache them for a year; brotli/gzip copies made at build time.
  app.use("/build", precompressedAssets(join(root, "public", "build")), express.static(join(root, "public", "build"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(join(root, "public"), { maxAge: "1h" }));
  // A path with broken percent-encoding cannot be decoded into route params; escape its stray
  // '%' so the router sees a literal (unknown) path and answers with the 404 page, not a 400.
  // (@remix-run/express reads req.originalUrl, so both are rewritten.)
  app.use((req, _res, next) => {
    const [path = "", query] = splitOnce(req.originalUrl, "?");
    if (!isDecodable(path)) {
      req.url = req.originalUrl = path.replaceAll("%", "%25") + (query === undefined ? "" : `?${query}`);
    }
    next();
  });
  app.use(healthEndpoints({ db: database.db, buildId: context.buildId, lifecycle }));
  app.get("/metrics", metrics.endpoint);
  app.use(buildEndpoints(builds));
  // A form posted from another site gets a 403 here; Remix's own check would answer it with a 500.
  app.use(rejectCrossSiteWrites(config.siteUrl));
  if (config.testHooks) app.use(testHookEndpoints({ builds, flash: context.flash }));
  // Pages: Cache-Control by path (private for readers with cookies), Vary: Cookie, ETag and 304.
  app.use(pageCaching());
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: config.env === "development" ? "development" : "production",
      // The per-request parts: the reader's address (X-Forwarded-For from a trusted proxy) and the request's logger.
      getLoadContext: (req) => ({ ...context, clientIp: req.ip ?? "", log: req.log }),
    }),
  );
  // Failures outside Remix (whose own errors render its 500 page): logged once, answered with a plain 500 page.
  const failed: ErrorRequestHandler = (error, req, res, _next) => {
    req.log.error({ err: error }, "request failed outside the app");
    if (res.headersSent) return res.destroy();
    res
      .status(500)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(plainPage(500, "Internal Server Error", "Algo salió mal de nuestro lado. Ya quedó registrado; inténtelo de nuevo en unos minutos."));
  };
  app.use(failed);

  // Pages in the micro-cache are answered before express (app/lib/page-cache-listener.server.ts).
  const server = createHttpServer(pageCache ? withPageCache(app, { cache: pageCache, log, metrics, lifecycle }) : app);
  server.listen(config.port, config.host, () => {
    log.info({ url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`, build: context.buildId }, "Rotativa is serving");
    if (config.env === "development") broadcastDevReady(build);
  });
  server.on("error", (error) => {
    log.fatal({ err: error }, "cannot listen");
    process.exit(1);
  });

  if (config.ingest.enabled) {
    scheduler = startScheduler(
      {
        ...ingestDeps(database.db, config, log),
        onOutcome: (outcome) => {
          metrics.feedRefreshed(outcome);
          if (outcome.inserted > 0 || outcome.updated > 0) pageCache?.invalidate();
        },
      },
      { tickMs: config.ingest.tickMs },
    );
  }

  const stop = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    log.info({ signal }, "shutting down: not ready any more, finishing requests in flight");
    // Readiness fails at once; a second later the listener closes; requests in flight finish;
    // fetches stop (a batch being stored commits or rolls back); then the database closes.
    void shutDown(server, lifecycle, { drainMs: config.env === "development" ? 0 : SHUTDOWN_DRAIN_MS, deadlineMs: 9_500 }, {
      stopWork: () => Promise.all([scheduler?.stop(6_000), forwarder?.stop()]),
      close: () => Promise.all([database.close(), closeFetchAgents()]),
    }).then((code) => {
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

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
