/**
 * The web process's composition root: reads the configuration, opens the database, loads the
 * reference data, and serves the Remix app with static files, a health check and a clean shutdown.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { type AppLoadContext, broadcastDevReady, type ServerBuild } from "@remix-run/node";
import "./app/context.js";
import compression from "compression";
import express from "express";
import { ConfigError, loadConfig } from "./app/config.server.js";
import { loadSources } from "./app/data/sources.server.js";
import { openDatabase } from "./app/db/database.server.js";
import { closeFetchAgents } from "./app/ingest/fetch-feed.server.js";
import { ingestDeps } from "./app/ingest/ingest-deps.server.js";
import { startScheduler } from "./app/ingest/scheduler.server.js";
import { buildEndpoints, createBuildRegistry } from "./app/lib/builds.server.js";
import { createSmtpSender, startForwarder } from "./app/lib/contact-forward.server.js";
import { createContactService } from "./app/lib/contact.server.js";
import { createFlashToasts } from "./app/lib/flash.server.js";
import { createLogger } from "./app/lib/logger.server.js";
import { pageCaching } from "./app/lib/page-cache.server.js";
import { projectRoot } from "./app/lib/project-root.server.js";
import { rejectCrossSiteWrites } from "./app/lib/same-origin.server.js";
import { resolveCookieSecret } from "./app/lib/secret.server.js";
import { testHookEndpoints } from "./app/lib/test-hooks.server.js";
import { getDiagnostics } from "./app/models/diagnostics.server.js";
import { syncReferenceData } from "./app/models/reference.server.js";
import { createThemeSessions } from "./app/sessions.server.js";

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
  const root = projectRoot();
  const buildPath = join(root, "build", "index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

  const database = await openDatabase(config.databasePath);
  const sync = await syncReferenceData(database.db, loadSources(config.sourcesFile));
  log.info({ database: config.databasePath, ...sync }, "database ready");

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
    clientIp: "",
    buildId: build.assets.version,
    startedAt: Date.now(),
  };
  // The build's time is when `remix build` wrote it, so every instance of one build reports the same.
  const builds = createBuildRegistry({ id: context.buildId, timestamp: Math.round(statSync(buildPath).mtimeMs) });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());
  // Fingerprinted bundles never change: cache them for a year.
  app.use("/build", express.static(join(root, "public", "build"), { immutable: true, maxAge: "1y" }));
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
  app.get("/healthz", async (_req, res) => {
    const diagnostics = await getDiagnostics(database.db);
    res.set("Cache-Control", "no-store");
    res.status(diagnostics.databaseReachable ? 200 : 503).json({ ok: diagnostics.databaseReachable, build: context.buildId });
  });
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
      // The only per-request part: the reader's address (express resolves X-Forwarded-For from a loopback proxy).
      getLoadContext: (req) => ({ ...context, clientIp: req.ip ?? "" }),
    }),
  );

  const server = app.listen(config.port, config.host, () => {
    log.info({ url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`, build: context.buildId }, "Rotativa is serving");
    if (config.env === "development") broadcastDevReady(build);
  });
  server.on("error", (error) => {
    log.fatal({ err: error }, "cannot listen");
    process.exit(1);
  });

  // Ingestion runs in the web process unless INGEST=off (then `cli worker` runs it elsewhere).
  const scheduler = config.ingest.enabled ? startScheduler(ingestDeps(database.db, config, log)) : null;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    // Stop accepting connections and fetching feeds, let work in flight finish, then close the database.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    void Promise.all([closed, scheduler?.stop(8_000), forwarder?.stop()])
      .then(() => Promise.all([database.close(), closeFetchAgents()]))
      .then(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

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
