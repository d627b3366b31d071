/*
 * Disk full and database locked: the worker pauses and retries without blaming any feed, readers
 * keep reading, the contact form answers "unavailable" (503), and everything resumes by itself
 * once the cause is gone — no restart.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteDatabase, type SqliteDatabaseHandle } from "../db/database.server.js";
import { createContactService } from "../pages/contact/contact.server.js";
import { listArticles } from "../models/article.server.js";
import { getDiagnostics } from "../models/diagnostics.server.js";
import { listContactMessages } from "../models/contact.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import type { FetchFeedResult } from "./fetch-feed.server.js";
import type { RefreshOutcome } from "./refresh-feed.server.js";
import { type Scheduler, startScheduler } from "./scheduler.server.js";
import { grouping } from "../../tests/support/grouping.js";

const SITE = "https://rotativa.invalid";
const FEEDS = ["https://diario.invalid/a.xml", "https://diario.invalid/b.xml", "https://otro.invalid/c.xml"];

let dir: string;
let database: SqliteDatabaseHandle;
let scheduler: Scheduler | null;
let outcomes: RefreshOutcome[];
let fetches: number;
// The clock runs 2,000 times faster than real time, so a feed is due again about 150 ms after a fetch.
let startedAt: number;
const now = () => startedAt + (Date.now() - startedAt) * 2_000;

function rss(url: string, serial: number): Uint8Array {
  const items = Array.from({ length: 5 }, (_, i) => {
    const link = `${url.replace(/\.xml$/, "")}/nota-${serial}-${i}`;
    return `<item><title>Noticia ${serial}-${i} de ${url}</title><link>${link}</link><guid>${link}</guid><description>Resumen ${serial}</description><pubDate>${new Date(now() - i * 60_000).toUTCString()}</pubDate></item>`;
  }).join("");
  return new TextEncoder().encode(
    `<?xml version="1.0"?><rss version="2.0"><channel><title>Prueba</title><link>https://diario.invalid/</link>${items}</channel></rss>`,
  );
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function start(): Scheduler {
  return startScheduler(
    {
      db: database.db,
      log: pino({ level: "silent" }),
      grouping,
      fetchOptions: { userAgent: "test", allowPrivate: false },
      now,
      random: () => 0.5,
      fetch: async (request): Promise<FetchFeedResult> => {
        fetches += 1;
        return {
          status: "ok",
          url: request.url,
          permanentUrl: null,
          httpStatus: 200,
          bytes: rss(request.url, fetches),
          contentType: "application/rss+xml",
          etag: null,
          lastModified: null,
          hints: { maxAgeSeconds: null, retryAfterSeconds: null },
        };
      },
      onOutcome: (outcome) => outcomes.push(outcome),
    },
    { tickMs: 100, backoff: { initialMs: 50, maxMs: 300 } },
  );
}

const contact = () =>
  createContactService({
    db: database.db,
    config: { siteUrl: SITE, contact: { minFillMs: 0, smtp: null } },
    secret: "s".repeat(40),
    log: { info: () => undefined, warn: () => undefined },
  });

function contactPost(service: ReturnType<typeof contact>, message: string) {
  const body = new URLSearchParams({
    inicio: service.formToken(Date.now() - 10_000),
    sitio_web: "",
    nombre: "Lectora",
    correo: "lectora@example.co",
    motivo: "otro",
    mensaje: message,
  });
  return new Request(`${SITE}/contacto`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
    body: body.toString(),
  });
}

const stored = () => outcomes.filter((outcome) => outcome.status === "stored").length;
const blamedFeeds = async () =>
  (await database.db.selectFrom("feeds").select(["consecutive_failures", "last_error"]).execute()).filter(
    (feed) => feed.consecutive_failures > 0 || feed.last_error,
  );

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "rotativa-faults-"));
  database = await openSqliteDatabase(join(dir, "rotativa.db"), { busyTimeoutMs: 100 });
  await syncReferenceData(database.db, [
    {
      slug: "diario",
      name: "Diario",
      siteUrl: "https://diario.invalid",
      homeDepartment: null,
      feeds: FEEDS.slice(0, 2).map((url) => ({ url, category: null })),
    },
    {
      slug: "otro",
      name: "Otro",
      siteUrl: "https://otro.invalid",
      homeDepartment: null,
      feeds: [{ url: FEEDS[2] as string, category: null }],
    },
  ]);
  outcomes = [];
  fetches = 0;
  startedAt = Date.now();
  scheduler = null;
});

afterEach(async () => {
  await scheduler?.stop(2_000);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("when the storage is unavailable", () => {
  it("disk full: ingestion pauses and resumes, reads go on, the contact form says 'unavailable' and later stores", async () => {
    scheduler = start();
    await until(() => stored() >= 3, "the first batches");

    // The disk is full: the file may not grow by a single page.
    const pages = Number(database.sqlite.pragma("page_count", { simple: true }));
    database.sqlite.pragma(`max_page_count = ${pages}`);
    const storedBefore = stored();
    await until(() => scheduler?.pausedUntil() !== null, "ingestion to pause");
    expect(await blamedFeeds()).toEqual([]);

    // Readers keep reading.
    const page = await listArticles(database.db, { limit: 5, now: now() });
    expect(page.articles.length).toBe(5);
    expect((await getDiagnostics(database.db)).databaseReachable).toBe(true);
    // The contact form cannot store (a long message needs a new page): it says so instead of failing.
    // Letters of two bytes each: within the 5,000 characters a message may have, more than a page of 8 KiB.
    const service = contact();
    const long = `Un mensaje con el disco lleno. ${"ñáéíóú ".repeat(680)}`;
    expect(await service.submit(contactPost(service, long), "203.0.113.9")).toMatchObject({
      kind: "unavailable",
      retryAfterSeconds: 60,
      form: { values: { mensaje: long } },
    });
    expect(await listContactMessages(database.db)).toEqual([]);
    // While paused, retries are spaced out rather than hammering the feeds.
    const fetchesWhilePaused = fetches;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetches - fetchesWhilePaused).toBeLessThanOrEqual(6);

    // Space is freed: everything resumes without a restart.
    database.sqlite.pragma("max_page_count = 1073741823");
    await until(() => stored() > storedBefore + 2 && scheduler?.pausedUntil() === null, "ingestion to resume");
    expect(await service.submit(contactPost(service, "Un mensaje con espacio de nuevo."), "203.0.113.9")).toMatchObject({ kind: "stored" });
    expect(await blamedFeeds()).toEqual([]);
  });

  it("locked by another process: the same, until the other writer lets go", async () => {
    scheduler = start();
    await until(() => stored() >= 3, "the first batches");

    // Another process (an operator's shell, a stuck import) holds the write lock.
    const other = new SQLite(join(dir, "rotativa.db"));
    other.exec("begin immediate");
    try {
      const storedBefore = stored();
      await until(() => scheduler?.pausedUntil() !== null, "ingestion to pause");
      expect((await listArticles(database.db, { limit: 5, now: now() })).articles.length).toBe(5);
      const service = contact();
      expect(await service.submit(contactPost(service, "Un mensaje con la base bloqueada."), "203.0.113.9")).toMatchObject({
        kind: "unavailable",
      });

      other.exec("rollback");
      await until(() => stored() > storedBefore + 2 && scheduler?.pausedUntil() === null, "ingestion to resume");
      expect(await service.submit(contactPost(service, "Un mensaje con la base libre."), "203.0.113.9")).toMatchObject({ kind: "stored" });
      expect(await blamedFeeds()).toEqual([]);
    } finally {
      if (other.inTransaction) other.exec("rollback");
      other.close();
    }
  });
});
