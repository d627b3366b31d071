import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { countArticles, listArticles } from "../models/article.server.js";
import { findFeed, type FeedToRefresh } from "../models/feed.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import type { FetchFeedResult } from "./fetch-feed.server.js";
import { type RefreshDeps, refreshFeed } from "./refresh-feed.server.js";
import { runIngestionCycle } from "./scheduler.server.js";
import { grouping } from "../../tests/support/grouping.js";

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 22, 15, 0);
const FEED_URL = "https://diario.invalid/rss.xml";

function rss(items: { title: string; link: string; minutesAgo: number; category?: string }[]): Uint8Array {
  const body = items
    .map(
      (item) => `<item><title>${item.title}</title><link>${item.link}</link><guid>${item.link}</guid>
        <description>Resumen de ${item.title}</description>
        <pubDate>${new Date(NOW - item.minutesAgo * MINUTE).toUTCString()}</pubDate>
        ${item.category ? `<category>${item.category}</category>` : ""}</item>`,
    )
    .join("\n");
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Diario de prueba</title><link>https://diario.invalid/</link><ttl>20</ttl>${body}</channel></rss>`);
}

const hints = { maxAgeSeconds: null, retryAfterSeconds: null };
const ok = (bytes: Uint8Array, extra: Partial<Extract<FetchFeedResult, { status: "ok" }>> = {}): FetchFeedResult => ({
  status: "ok",
  url: FEED_URL,
  permanentUrl: null,
  httpStatus: 200,
  bytes,
  contentType: "application/rss+xml; charset=utf-8",
  etag: '"v1"',
  lastModified: null,
  hints,
  ...extra,
});

let database: OpenDatabase;
let responses: (FetchFeedResult | Error)[];
let requests: { url: string; etag?: string | null }[];
let deps: RefreshDeps;

async function feed(): Promise<FeedToRefresh> {
  const found = await findFeed(database.db, 1);
  if (!found) throw new Error("no feed");
  return found;
}

beforeEach(async () => {
  database = await createTestDatabase({ referenceData: false });
  await syncReferenceData(database.db, [
    {
      slug: "diario-de-prueba",
      name: "Diario de Prueba",
      siteUrl: "https://diario.invalid",
      homeDepartment: "huila",
      feeds: [{ url: FEED_URL, category: null }],
    },
  ]);
  responses = [];
  requests = [];
  deps = {
    db: database.db,
    grouping,
    fetchOptions: { userAgent: "test", allowPrivate: false },
    now: () => NOW,
    random: () => 0.5,
    fetch: async (request) => {
      requests.push(request);
      const next = responses.shift();
      if (!next) throw new Error("no response queued");
      if (next instanceof Error) throw next;
      return next;
    },
  };
});

afterEach(async () => {
  await database.close();
});

describe("refreshFeed", () => {
  it("stores a feed's items with their category and departments, and schedules the next fetch", async () => {
    responses.push(
      ok(
        rss([
          { title: "Alerta en Neiva por lluvias", link: "https://diario.invalid/huila/alerta", minutesAgo: 30 },
          {
            title: "Gol de último minuto en el estadio",
            link: "https://diario.invalid/deportes/gol",
            minutesAgo: 10,
            category: "Deportes",
          },
        ]),
      ),
    );
    const outcome = await refreshFeed(deps, await feed());
    expect(outcome).toMatchObject({ status: "stored", inserted: 2, updated: 0, error: null });
    const page = await listArticles(database.db, { limit: 10, now: NOW });
    expect(page.articles.map((a) => a.title)).toEqual(["Gol de último minuto en el estadio", "Alerta en Neiva por lluvias"]);
    expect(page.articles[0]?.category.slug).toBe("deportes");
    expect(await countArticles(database.db, { department: "huila", now: NOW })).toBeGreaterThanOrEqual(1);
    const state = await database.db.selectFrom("feeds").selectAll().executeTakeFirstOrThrow();
    expect(state).toMatchObject({
      etag: '"v1"',
      consecutive_failures: 0,
      last_success_at: NOW,
      items_stored: 2,
      title: "Diario de prueba",
    });
    // The feed's <ttl> of 20 minutes is respected.
    expect(Number(state.next_fetch_at) - NOW).toBeGreaterThanOrEqual(20 * MINUTE);
  });

  it("sends the stored validators and writes nothing on 304 or on identical bytes", async () => {
    const bytes = rss([{ title: "Uno", link: "https://diario.invalid/uno", minutesAgo: 5 }]);
    responses.push(ok(bytes), { status: "not-modified", url: FEED_URL, permanentUrl: null, httpStatus: 304, hints }, ok(bytes));
    await refreshFeed(deps, await feed());
    expect((await refreshFeed(deps, await feed())).status).toBe("not-modified");
    expect(requests[1]?.etag).toBe('"v1"');
    const before = await database.db.selectFrom("articles").select(["id", "updated_at"]).execute();
    expect((await refreshFeed(deps, await feed())).status).toBe("unchanged");
    expect(await database.db.selectFrom("articles").select(["id", "updated_at"]).execute()).toEqual(before);
  });

  it("updates a re-fetched item instead of duplicating it", async () => {
    responses.push(
      ok(rss([{ title: "Versión inicial", link: "https://diario.invalid/nota", minutesAgo: 5 }])),
      ok(rss([{ title: "Versión corregida", link: "https://diario.invalid/nota?utm_source=rss", minutesAgo: 5 }])),
    );
    await refreshFeed(deps, await feed());
    const second = await refreshFeed(deps, await feed());
    expect(second).toMatchObject({ inserted: 0, updated: 1 });
    const page = await listArticles(database.db, { limit: 10, now: NOW });
    expect(page.articles.map((a) => a.title)).toEqual(["Versión corregida"]);
  });

  it("records failures, backs off exponentially and keeps what was stored", async () => {
    responses.push(
      ok(rss([{ title: "Guardada", link: "https://diario.invalid/guardada", minutesAgo: 5 }])),
      { status: "error", url: FEED_URL, httpStatus: 500, code: "http-error", error: "server error", hints },
      {
        status: "error",
        url: FEED_URL,
        httpStatus: 429,
        code: "http-error",
        error: "too many",
        hints: { maxAgeSeconds: null, retryAfterSeconds: 3600 },
      },
    );
    await refreshFeed(deps, await feed());
    const first = await refreshFeed(deps, await feed());
    expect(first.status).toBe("failed");
    expect(first.error).toMatch(/HTTP 500/);
    let state = await database.db.selectFrom("feeds").selectAll().executeTakeFirstOrThrow();
    expect(state).toMatchObject({ consecutive_failures: 1, failing_since: NOW, last_status: 500 });
    expect(Number(state.next_fetch_at) - NOW).toBe(5 * MINUTE);
    await refreshFeed(deps, await feed());
    state = await database.db.selectFrom("feeds").selectAll().executeTakeFirstOrThrow();
    expect(state.consecutive_failures).toBe(2);
    // Retry-After beats the 10-minute backoff.
    expect(Number(state.next_fetch_at) - NOW).toBe(60 * MINUTE);
    expect(await countArticles(database.db, { now: NOW })).toBe(1);
  });

  it("records a page that is not a feed as a parse error", async () => {
    responses.push(ok(new TextEncoder().encode("<!doctype html><html><body><h1>Hola</h1></body></html>"), { contentType: "text/html" }));
    const outcome = await refreshFeed(deps, await feed());
    expect(outcome.status).toBe("failed");
    expect(outcome.error).toMatch(/^parse:/);
  });

  it("never throws: a crash is recorded on the feed", async () => {
    responses.push(new Error("socket hang up"));
    const outcome = await refreshFeed(deps, await feed());
    expect(outcome).toMatchObject({ status: "failed", error: "internal: socket hang up" });
    expect((await database.db.selectFrom("feeds").select("last_error").executeTakeFirstOrThrow()).last_error).toBe(
      "internal: socket hang up",
    );
  });

  it("follows a permanent redirect by updating the feed's URL", async () => {
    responses.push(ok(rss([]), { url: "https://diario.invalid/nuevo.xml", permanentUrl: "https://diario.invalid/nuevo.xml" }));
    await refreshFeed(deps, await feed());
    expect((await feed()).url).toBe("https://diario.invalid/nuevo.xml");
  });
});

describe("runIngestionCycle", () => {
  it("refreshes every due feed, failures included, and sums up", async () => {
    await syncReferenceData(database.db, [
      {
        slug: "diario-de-prueba",
        name: "Diario de Prueba",
        siteUrl: "https://diario.invalid",
        homeDepartment: "huila",
        feeds: [{ url: FEED_URL, category: null }],
      },
      {
        slug: "otro",
        name: "Otro",
        siteUrl: "https://otro.invalid",
        homeDepartment: null,
        feeds: [
          { url: "https://otro.invalid/a", category: "economia" },
          { url: "https://otro.invalid/b", category: null },
        ],
      },
    ]);
    const byUrl = new Map<string, FetchFeedResult>([
      [FEED_URL, ok(rss([{ title: "Uno", link: "https://diario.invalid/uno", minutesAgo: 1 }]))],
      ["https://otro.invalid/a", ok(rss([{ title: "Dólar sube", link: "https://otro.invalid/dolar", minutesAgo: 2 }]))],
      [
        "https://otro.invalid/b",
        { status: "error", url: "https://otro.invalid/b", httpStatus: null, code: "timeout", error: "timed out", hints },
      ],
    ]);
    const summary = await runIngestionCycle({
      ...deps,
      log: pino({ level: "silent" }),
      fetch: async (request) => byUrl.get(request.url) as FetchFeedResult,
    });
    expect(summary).toMatchObject({ feeds: 3, stored: 2, failed: 1, inserted: 2 });
    // Nothing is due any more: a second cycle has nothing to do.
    expect((await runIngestionCycle({ ...deps, log: pino({ level: "silent" }) })).feeds).toBe(0);
  });
});
