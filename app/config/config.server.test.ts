import { describe, expect, it } from "vitest";
import { checkWebServerConfig, ConfigError, loadConfig } from "./config.server.js";

describe("loadConfig", () => {
  it("gives working defaults for a one-command start", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "production",
      host: "0.0.0.0",
      port: 3000,
      databasePath: "./data/rotativa.db",
      siteUrl: "http://localhost:3000",
      testHooks: false,
      ingest: { enabled: true, allowPrivate: false, concurrency: 8, perHost: 2, tickMs: 15_000 },
    });
  });

  it("switches to PostgreSQL with DATABASE_URL alone, as operator commands need", () => {
    const secret = "s".repeat(32);
    const config = loadConfig({
      DATABASE_URL: "postgres://rotativa:clave@db.internal:5432/rotativa",
      COOKIE_SECRET: secret,
      INGEST_TICK_SECONDS: "2",
    });
    expect(config.databaseUrl).toBe("postgres://rotativa:clave@db.internal:5432/rotativa");
    expect(config.ingest.tickMs).toBe(2000);
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: "postgres://db.internal/rotativa" }).databaseUrl).toBe("postgres://db.internal/rotativa");
    expect(() => loadConfig({ DATABASE_URL: "mysql://db.internal/rotativa", COOKIE_SECRET: secret })).toThrow(
      /DATABASE_URL.*postgres:\/\//,
    );
  });

  it("reads the PostgreSQL pool's size and statement timeout", () => {
    expect(loadConfig({}).databasePool).toEqual({ size: 10, statementTimeoutMs: 60_000 });
    expect(loadConfig({ DATABASE_POOL_SIZE: "4", DATABASE_STATEMENT_TIMEOUT_SECONDS: "0" }).databasePool).toEqual({
      size: 4,
      statementTimeoutMs: 0,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_SECONDS: "-1" })).toThrow(/DATABASE_STATEMENT_TIMEOUT_SECONDS/);
  });

  it("asks the web server for a shared COOKIE_SECRET on PostgreSQL, in one line naming it", () => {
    const alone = loadConfig({ DATABASE_URL: "postgres://db.internal/rotativa" });
    expect(() => checkWebServerConfig(alone)).toThrow(ConfigError);
    expect(() => checkWebServerConfig(alone)).toThrow(/^[^\n]*COOKIE_SECRET is required by the web server when DATABASE_URL is set[^\n]*$/);
    expect(() =>
      checkWebServerConfig(loadConfig({ DATABASE_URL: "postgres://db.internal/rotativa", COOKIE_SECRET: "s".repeat(32) })),
    ).not.toThrow();
    // One machine on SQLite generates its secret beside the database.
    expect(() => checkWebServerConfig(loadConfig({}))).not.toThrow();
  });

  it("reads the ingestion switches", () => {
    const config = loadConfig({ INGEST: "off", FEEDS_ALLOW_PRIVATE: "1", INGEST_CONCURRENCY: "3", INGEST_PER_HOST: "1" });
    expect(config.ingest).toEqual({ enabled: false, allowPrivate: true, concurrency: 3, perHost: 1, tickMs: 15_000 });
    expect(() => loadConfig({ INGEST: "maybe" })).toThrow(/INGEST/);
    expect(() => loadConfig({ INGEST_CONCURRENCY: "0" })).toThrow(/INGEST_CONCURRENCY/);
  });

  it("reads and coerces the variables", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_PATH: "/tmp/x.db",
      SITE_URL: "https://rotativa.co/",
      ENABLE_TEST_HOOKS: "1",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      databasePath: "/tmp/x.db",
      siteUrl: "https://rotativa.co",
      testHooks: true,
    });
  });

  it("reads the contact form's settings and needs a recipient when SMTP is set", () => {
    expect(loadConfig({}).contact).toEqual({ minFillMs: 3000, smtp: null });
    const config = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example.co:587",
      CONTACT_EMAIL_TO: "editores@example.co",
      SITE_URL: "https://rotativa.co",
    });
    expect(config.contact.smtp).toEqual({
      url: "smtp://user:pass@mail.example.co:587",
      to: "editores@example.co",
      from: "Rotativa <rotativa@rotativa.co>",
    });
    expect(loadConfig({ CONTACT_MIN_FILL_SECONDS: "1.5" }).contact.minFillMs).toBe(1500);
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.co" })).toThrow(/CONTACT_EMAIL_TO/);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.co", CONTACT_EMAIL_TO: "a@b.co" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.co", CONTACT_EMAIL_TO: "nadie" })).toThrow(/CONTACT_EMAIL_TO/);
  });

  it("reads the feed alerts' settings: 6 h by default, e-mailed to ALERT_EMAIL through SMTP_URL; WebSub off by default", () => {
    expect(loadConfig({}).alerts).toEqual({ afterMs: 6 * 3_600_000, email: null });
    expect(loadConfig({}).websub).toBe(false);
    expect(loadConfig({ WEBSUB: "on" }).websub).toBe(true);
    expect(loadConfig({ ALERT_AFTER_HOURS: "1.5" }).alerts.afterMs).toBe(5_400_000);
    // Alerts alone need no contact recipient; without SMTP_URL the address is not enough to send.
    const alertsOnly = loadConfig({
      SMTP_URL: "smtp://mail.example.co",
      ALERT_EMAIL: "operador@example.co",
      SITE_URL: "https://rotativa.co",
    });
    expect(alertsOnly.contact.smtp).toBeNull();
    expect(alertsOnly.alerts.email).toEqual({
      url: "smtp://mail.example.co",
      to: "operador@example.co",
      from: "Rotativa <rotativa@rotativa.co>",
    });
    expect(loadConfig({ ALERT_EMAIL: "operador@example.co" }).alerts.email).toBeNull();
    expect(() => loadConfig({ ALERT_EMAIL: "nadie" })).toThrow(/ALERT_EMAIL/);
    expect(() => loadConfig({ ALERT_AFTER_HOURS: "0" })).toThrow(/ALERT_AFTER_HOURS/);
  });

  it("let the web server run WebSub in production only with an https SITE_URL, or on loopback (the demo)", () => {
    expect(() => checkWebServerConfig(loadConfig({ WEBSUB: "on", SITE_URL: "http://rotativa.co" }))).toThrow(/WEBSUB=on needs SITE_URL/);
    expect(() => checkWebServerConfig(loadConfig({ WEBSUB: "on", SITE_URL: "https://rotativa.co" }))).not.toThrow();
    expect(() => checkWebServerConfig(loadConfig({ WEBSUB: "on", PORT: "3000" }))).not.toThrow();
    expect(() => checkWebServerConfig(loadConfig({ WEBSUB: "off", SITE_URL: "http://rotativa.co" }))).not.toThrow();
  });

  it("reads the hardening settings: trusted proxies, the search limit and the metrics token", () => {
    // Nobody's forwarding headers are believed until TRUST_PROXY names the proxy.
    expect(loadConfig({})).toMatchObject({ trustProxy: false, searchRateLimit: 60, metricsToken: undefined });
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "none" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8, 192.0.2.7" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
      "192.0.2.7",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY.*any client choose its own address/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.example.co" })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ SEARCH_RATE_LIMIT: "0" }).searchRateLimit).toBe(0);
    expect(() => loadConfig({ SEARCH_RATE_LIMIT: "-1" })).toThrow(/SEARCH_RATE_LIMIT/);
    expect(() => loadConfig({ METRICS_TOKEN: "corto" })).toThrow(/METRICS_TOKEN/);
  });

  it("reads the load-shedding settings", () => {
    expect(loadConfig({})).toMatchObject({ expensiveWork: { concurrency: 2, queue: 16, maxWaitMs: 500 }, searchBudgetMs: 1000 });
    expect(
      loadConfig({ EXPENSIVE_CONCURRENCY: "4", EXPENSIVE_QUEUE: "0", EXPENSIVE_WAIT_MS: "250", SEARCH_BUDGET_MS: "2000" }),
    ).toMatchObject({
      expensiveWork: { concurrency: 4, queue: 0, maxWaitMs: 250 },
      searchBudgetMs: 2000,
    });
    expect(() => loadConfig({ EXPENSIVE_CONCURRENCY: "0" })).toThrow(/EXPENSIVE_CONCURRENCY/);
    expect(() => loadConfig({ SEARCH_BUDGET_MS: "10" })).toThrow(/SEARCH_BUDGET_MS/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });

  it("names every bad variable in one error", () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: "abc", LOG_LEVEL: "loud", SITE_URL: "ftp://x" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toContain('PORT="abc"');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('SITE_URL="ftp://x"');
  });

  it("takes the site's origin as SITE_URL and refuses an address with a path", () => {
    expect(loadConfig({ SITE_URL: "https://rotativa.co:8443/" }).siteUrl).toBe("https://rotativa.co:8443");
    expect(() => loadConfig({ SITE_URL: "https://example.org/noticias" })).toThrow(/SITE_URL.*without a path/s);
    expect(() => loadConfig({ SITE_URL: "https://example.org/?x=1" })).toThrow(/SITE_URL/);
  });

  it("rejects a short cookie secret", () => {
    expect(() => loadConfig({ COOKIE_SECRET: "short" })).toThrow(/COOKIE_SECRET/);
  });

  it("rejects a port out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
  });
});
