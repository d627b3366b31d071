import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.js";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"])
  .transform((value) => ["1", "true", "on", "yes"].includes(value));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_PATH: z.string().min(1).default("./data/rotativa.db"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(?:ql)?:\/\/\S+$/i, "must be a postgres:// (or postgresql://) URL")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3_600).default(60),
    // The site's origin: pages, links and redirects are served at the root, so an address with a
    // path ("https://example.org/noticias") would make canonical and shared links point elsewhere.
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .refine((value) => {
        const url = new URL(value);
        return url.pathname === "/" && !url.search && !url.hash;
      }, "must be the site's origin (https://host[:port]), without a path: Rotativa is served at the root")
      .optional(),
    COOKIE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SOURCES_FILE: z.string().min(1).optional(),
    ENABLE_TEST_HOOKS: booleanFlag.default(false),
    INGEST: booleanFlag.default(true),
    FEEDS_ALLOW_PRIVATE: booleanFlag.default(false),
    INGEST_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    INGEST_PER_HOST: z.coerce.number().int().min(1).max(16).default(2),
    INGEST_TICK_SECONDS: z.coerce.number().min(0.2).max(600).default(15),
    BUILD_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    CONTACT_MIN_FILL_SECONDS: z.coerce.number().min(0).max(120).default(3),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    CONTACT_EMAIL_TO: z.email().optional(),
    CONTACT_EMAIL_FROM: z.string().min(3).max(200).optional(),
    ALERT_EMAIL: z.email().optional(),
    ALERT_AFTER_HOURS: z.coerce
      .number()
      .min(0.1)
      .max(24 * 30)
      .default(6),
    WEBSUB: booleanFlag.default(false),
    TRUST_PROXY: z
      .string()
      .default("none")
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (parsed.ok) return parsed.value;
        context.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }),
    SEARCH_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(60),
    EXPENSIVE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    EXPENSIVE_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
    EXPENSIVE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(500),
    SEARCH_BUDGET_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(32),
    SQLITE_CACHE_MB: z.coerce.number().min(0.5).max(4096).default(8),
    SQLITE_MMAP_MB: z.coerce.number().min(0).max(65_536).default(0),
    STATEMENT_CACHE_SIZE: z.coerce.number().int().min(10).max(10_000).default(200),
    HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(50),
  })
  .refine((env) => !env.SMTP_URL || env.CONTACT_EMAIL_TO || env.ALERT_EMAIL, {
    path: ["CONTACT_EMAIL_TO"],
    message: "is required when SMTP_URL is set (where contact messages are forwarded), unless SMTP_URL is only for ALERT_EMAIL",
  });

/** The validated settings every part of the app reads; built once by a composition root. */
export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  databasePath: string;
  /** A PostgreSQL server (postgres://…) used instead of the SQLite file when set. */
  databaseUrl: string | undefined;
  /** PostgreSQL: connections this process keeps, and how long one statement may run (ms; 0 = the server's own setting). */
  databasePool: { size: number; statementTimeoutMs: number };
  siteUrl: string;
  /** Secret that signs the colour-mode cookie; generated beside the database when not given. */
  cookieSecret: string | undefined;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** An operator's own sources file replacing app/data/sources.json. */
  sourcesFile: string | undefined;
  /** Test-only endpoints (simulated failures); never enable on a public site. */
  testHooks: boolean;
  /** How often open pages ask whether a new build was deployed, ms; 0 = only when a tab becomes visible again. */
  buildCheckIntervalMs: number;
  /** Peers whose X-Forwarded-For, -Proto and -Host are believed (express's "trust proxy"); false = none. */
  trustProxy: TrustProxy;
  /** The in-process cache of pages identical for every reader (app/http/micro-cache.server.ts); ttlMs 0 = off. */
  pageCache: { ttlMs: number; maxBytes: number };
  /**
   * Memory the SQLite connection may hold (docs/deploy.md, Memory): its page cache (PRAGMA
   * cache_size), the part of the file mapped into memory (PRAGMA mmap_size; mapped pages count in
   * the resident size), and how many prepared statements are kept.
   */
  sqliteMemory: { cacheBytes: number; mmapBytes: number; statements: number };
  /**
   * How far V8 lets its heap grow past what the last full collection kept, in per cent (V8's
   * --heap-growing-percent; app/config/heap.server.ts); 0 leaves V8's own factor (up to 4×).
   */
  heapGrowingPercent: number;
  /** Searches one client address may run per minute (a long query counts as several); 0 = no limit. */
  searchRateLimit: number;
  /**
   * Expensive work (uncached searches, reports, CSV; app/http/work-gate.server.ts): requests run at
   * once, requests queued, and the longest expected wait a request is queued for (503 beyond).
   */
  expensiveWork: { concurrency: number; queue: number; maxWaitMs: number };
  /** Time a search may take in the database before it is stopped (503). */
  searchBudgetMs: number;
  /** Bearer token that opens /metrics to any address; without it only direct loopback peers may read it. */
  metricsToken: string | undefined;
  contact: {
    /** A form sent sooner than this after it was shown is a bot's (the time trap), ms. */
    minFillMs: number;
    /** Where messages are forwarded by e-mail; null keeps them in the database only. */
    smtp: { url: string; to: string; from: string } | null;
  };
  /** Feed alerts (app/ingest/feed-alerts.server.ts). */
  alerts: {
    /** A feed failing this long, or a newspaper whose every feed is in alert, is reported (ms; ALERT_AFTER_HOURS). */
    afterMs: number;
    /** Where each change of alert state is e-mailed (ALERT_EMAIL with SMTP_URL); null logs it only. */
    email: { url: string; to: string; from: string } | null;
  };
  /** Subscribe to the hubs feeds advertise (WEBSUB=on; app/ingest/websub/). */
  websub: boolean;
  ingest: {
    /** Run the ingestion scheduler inside the web process. */
    enabled: boolean;
    /** Allow feeds on loopback and private addresses (the demo and tests). */
    allowPrivate: boolean;
    concurrency: number;
    perHost: number;
    /** The longest an idle scheduler sleeps before it looks for due feeds again (feeds added or due by another worker's hand). */
    tickMs: number;
  };
}

/** Thrown for bad settings; its message names every bad variable so an operator can fix them at once. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * What only the web server needs beyond loadConfig, checked when it starts (operator commands sign
 * no cookies and need none of it). A generated cookie secret lives beside the SQLite file; web
 * instances sharing a PostgreSQL database would each generate their own, and a cookie signed by
 * one would be refused by the next, so DATABASE_URL calls for COOKIE_SECRET. Throws one line
 * naming the missing variable.
 */
export function checkWebServerConfig(config: Config): void {
  checkWebsubConfig(config);
  if (config.databaseUrl && !config.cookieSecret) {
    throw new ConfigError(
      "Invalid configuration: COOKIE_SECRET is required by the web server when DATABASE_URL is set (every instance must sign cookies with the same secret, at least 32 characters)",
    );
  }
}

/**
 * WebSub needs hubs to reach the callback: in production SITE_URL must be https, unless it is a
 * loopback address (the demo, with its local hub). Throws one line naming the variable.
 */
export function checkWebsubConfig(config: Config): void {
  if (!config.websub || config.env !== "production") return;
  const url = new URL(config.siteUrl);
  const loopback = url.hostname === "localhost" || url.hostname === "[::1]" || /^127\./.test(url.hostname);
  if (url.protocol !== "https:" && !loopback) {
    throw new ConfigError(
      "Invalid configuration: WEBSUB=on needs SITE_URL to be the site's public https:// address (hubs send their deliveries there)",
    );
  }
}

/** Reads the environment, failing fast with one clear line per bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, as they do in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `  ${name}=${JSON.stringify(present[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example and README.md.`);
  }
  const value = result.data;
  const publicHost = value.HOST === "0.0.0.0" || value.HOST === "::" ? "localhost" : value.HOST;
  const siteUrl = (value.SITE_URL ?? `http://${publicHost}:${value.PORT}`).replace(/\/+$/, "");
  const defaultFrom = `Rotativa <rotativa@${new URL(siteUrl).hostname}>`;
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    databasePath: value.DATABASE_PATH,
    databaseUrl: value.DATABASE_URL,
    databasePool: { size: value.DATABASE_POOL_SIZE, statementTimeoutMs: Math.round(value.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000) },
    siteUrl,
    cookieSecret: value.COOKIE_SECRET,
    logLevel: value.LOG_LEVEL,
    sourcesFile: value.SOURCES_FILE,
    testHooks: value.ENABLE_TEST_HOOKS,
    buildCheckIntervalMs: value.BUILD_CHECK_INTERVAL_SECONDS * 1000,
    trustProxy: value.TRUST_PROXY,
    pageCache: { ttlMs: value.PAGE_CACHE_SECONDS * 1000, maxBytes: Math.round(value.PAGE_CACHE_MB * 1024 * 1024) },
    sqliteMemory: {
      cacheBytes: Math.round(value.SQLITE_CACHE_MB * 1024 * 1024),
      mmapBytes: Math.round(value.SQLITE_MMAP_MB * 1024 * 1024),
      statements: value.STATEMENT_CACHE_SIZE,
    },
    heapGrowingPercent: value.HEAP_GROWING_PERCENT,
    searchRateLimit: value.SEARCH_RATE_LIMIT,
    expensiveWork: { concurrency: value.EXPENSIVE_CONCURRENCY, queue: value.EXPENSIVE_QUEUE, maxWaitMs: value.EXPENSIVE_WAIT_MS },
    searchBudgetMs: value.SEARCH_BUDGET_MS,
    metricsToken: value.METRICS_TOKEN,
    contact: {
      minFillMs: Math.round(value.CONTACT_MIN_FILL_SECONDS * 1000),
      smtp:
        value.SMTP_URL && value.CONTACT_EMAIL_TO
          ? { url: value.SMTP_URL, to: value.CONTACT_EMAIL_TO, from: value.CONTACT_EMAIL_FROM ?? defaultFrom }
          : null,
    },
    alerts: {
      afterMs: Math.round(value.ALERT_AFTER_HOURS * 3_600_000),
      email:
        value.SMTP_URL && value.ALERT_EMAIL
          ? { url: value.SMTP_URL, to: value.ALERT_EMAIL, from: value.CONTACT_EMAIL_FROM ?? defaultFrom }
          : null,
    },
    websub: value.WEBSUB,
    ingest: {
      enabled: value.INGEST,
      allowPrivate: value.FEEDS_ALLOW_PRIVATE,
      concurrency: value.INGEST_CONCURRENCY,
      perHost: value.INGEST_PER_HOST,
      tickMs: Math.round(value.INGEST_TICK_SECONDS * 1000),
    },
  };
}
