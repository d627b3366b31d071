import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshDatabaseForEachTest } from "../../tests/support/fresh-database.js";
import { listen } from "../../tests/support/listen.js";
import { type LocalHub, startLocalHub } from "../../tools/newsroom/hub.server.js";
import { websubEndpoint } from "./websub.server.js";
import { findFeed } from "../models/feed.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { findSubscription } from "../models/websub.server.js";
import { createStoryGrouping } from "../ingest/cluster/grouping.server.js";
import { POLL_WITH_WEBSUB_MS, refreshFeed } from "../ingest/refresh-feed.server.js";
import { discoverHub } from "../ingest/websub/discover.js";
import { upkeepSubscriptions, websubHook, type WebsubDeps } from "../ingest/websub/subscriber.server.js";

const fresh = freshDatabaseForEachTest({ referenceData: false });
const silent = { info: () => undefined, warn: () => undefined };

function rss(hub: string, self: string, items: { guid: string; title: string; at: Date }[]): string {
  const entries = items
    .map(
      (item) => `<item><guid>${item.guid}</guid><link>https://fuente.example.co/${item.guid}</link><title>${item.title}</title>
<description>${item.title}. Informe completo de la alcaldía de Medellín sobre el tema.</description><pubDate>${item.at.toUTCString()}</pubDate></item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>La Fuente</title><link>https://fuente.example.co/</link>
<atom:link rel="hub" href="${hub}"/><atom:link rel="self" href="${self}"/>
${entries}</channel></rss>`;
}

describe("WebSub discovery", () => {
  it("finds the hub in the Link header first, then in the document (RSS, Atom, JSON Feed)", () => {
    const url = "http://127.0.0.1:9/rss.xml";
    expect(discoverHub({ text: rss("http://hub.example/", "http://127.0.0.1:9/self.xml", []), linkHeader: null, url })).toEqual({
      hub: "http://hub.example/",
      topic: "http://127.0.0.1:9/self.xml",
    });
    expect(
      discoverHub({ text: "<feed/>", linkHeader: '<http://other.example/hub>; rel="hub", <http://127.0.0.1:9/t>; rel="self"', url }),
    ).toEqual({ hub: "http://other.example/hub", topic: "http://127.0.0.1:9/t" });
    expect(
      discoverHub({ text: '<feed><link rel="hub" href="/hub"/><entry><link rel="hub" href="/no"/></entry></feed>', linkHeader: null, url }),
    ).toEqual({
      hub: "http://127.0.0.1:9/hub",
      topic: url,
    });
    expect(
      discoverHub({
        text: JSON.stringify({ hubs: [{ type: "WebSub", url: "https://h.example/" }], feed_url: url }),
        linkHeader: null,
        url,
      }),
    ).toEqual({
      hub: "https://h.example/",
      topic: url,
    });
    expect(discoverHub({ text: '<rss><channel><link rel="hub" href="javascript:x"/></channel></rss>', linkHeader: null, url })).toBeNull();
    expect(discoverHub({ text: "<rss><channel></channel></rss>", linkHeader: null, url })).toBeNull();
  });
});

describe("WebSub against the local hub", () => {
  let hub: LocalHub;
  let feedServer: Server;
  let feedUrl: string;
  let callback: Awaited<ReturnType<typeof listen>>;
  let deps: WebsubDeps;
  let clock: number;
  const stored: number[] = [];

  beforeEach(async () => {
    clock = Date.UTC(2026, 10, 26, 12, 0);
    hub = await startLocalHub({ leaseSeconds: 600 });
    feedServer = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" });
      res.end(rss(hub.url, feedUrl, [{ guid: "uno", title: "Primera noticia de la mañana en Medellín", at: new Date(clock - 3_600_000) }]));
    });
    await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/rss.xml`;
    await syncReferenceData(fresh.db, [
      {
        slug: "la-fuente",
        name: "La Fuente",
        siteUrl: "https://fuente.example.co",
        homeDepartment: null,
        feeds: [{ url: feedUrl, category: null }],
      },
    ]);
    stored.length = 0;
    // The callback server's address is only known once it listens: deps are filled in after.
    const app = express();
    const late: { handler: express.RequestHandler | null } = { handler: null };
    app.use("/websub", (req, res, next) => late.handler?.(req, res, next));
    callback = await listen(app);
    deps = {
      db: fresh.db,
      log: silent,
      siteUrl: callback.base,
      grouping: createStoryGrouping(),
      now: () => clock,
      onStored: (_feed, inserted) => stored.push(inserted),
    };
    late.handler = websubEndpoint(deps, { maxBodyBytes: 64 * 1024, perMinute: 5, now: () => clock });
  });
  afterEach(async () => {
    await callback.close();
    await hub.close();
    await new Promise<void>((resolve) => feedServer.close(() => resolve()));
  });

  async function subscribeByPolling(): Promise<number> {
    const feed = await findFeed(fresh.db, feedUrl);
    if (!feed) throw new Error("no feed");
    const outcome = await refreshFeed(
      {
        db: fresh.db,
        grouping: deps.grouping,
        fetchOptions: { userAgent: "prueba", allowPrivate: true },
        now: () => clock,
        websub: websubHook(deps),
      },
      feed,
    );
    expect(["stored", "unchanged"]).toContain(outcome.status);
    await hub.idle();
    return feed.id;
  }

  const count = async () =>
    Number(
      (
        await fresh.db
          .selectFrom("articles")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const delivery = (guid: string, title: string) => rss(hub.url, feedUrl, [{ guid, title, at: new Date(clock) }]);

  it("subscribes when a read finds the hub, answers the verification, and stores signed deliveries through the pipeline", async () => {
    const feedId = await subscribeByPolling();
    expect(hub.requests.map((request) => [request.mode, request.topic, request.callback])).toEqual([
      ["subscribe", feedUrl, `${callback.base}/websub/${feedId}`],
    ]);
    const subscription = await findSubscription(fresh.db, feedId);
    expect(subscription).toMatchObject({ state: "active", hub: hub.url, topic: feedUrl, leaseUntil: clock + 600_000 });
    expect(hub.subscriptions()).toHaveLength(1);
    expect(await count()).toBe(1);

    // Signed with sha256, then sha1: both stored, classified and grouped like a polled read.
    expect(await hub.publish(feedUrl, delivery("dos", "El Concejo de Medellín aprueba el presupuesto de 2027"))).toEqual([202]);
    expect(await hub.publish(feedUrl, delivery("tres", "Cierran el túnel de Oriente por un derrumbe"), { algorithm: "sha1" })).toEqual([
      202,
    ]);
    const rows = await fresh.db.selectFrom("articles").select(["title", "feed_id", "story_id", "category_slug"]).orderBy("id").execute();
    expect(rows.map((row) => row.title)).toEqual([
      "Primera noticia de la mañana en Medellín",
      "El Concejo de Medellín aprueba el presupuesto de 2027",
      "Cierran el túnel de Oriente por un derrumbe",
    ]);
    expect(rows.every((row) => row.feed_id === feedId && row.story_id !== null && row.category_slug !== "")).toBe(true);
    expect(stored).toEqual([1, 1]);
    expect((await findSubscription(fresh.db, feedId))?.deliveries).toBe(2);

    // The next poll is the safety net: an hour away at least.
    const feed = await fresh.db.selectFrom("feeds").select("next_fetch_at").where("id", "=", feedId).executeTakeFirstOrThrow();
    await subscribeByPolling();
    const after = await fresh.db.selectFrom("feeds").select("next_fetch_at").where("id", "=", feedId).executeTakeFirstOrThrow();
    expect(Number(after.next_fetch_at) - clock).toBeGreaterThanOrEqual(POLL_WITH_WEBSUB_MS);
    expect(feed.next_fetch_at).not.toBeNull();
  });

  it("refuses a delivery with a bad or missing signature and stores nothing", async () => {
    const feedId = await subscribeByPolling();
    expect(await hub.publish(feedUrl, delivery("falsa", "Noticia falsa inyectada"), { forgeSignature: true })).toEqual([403]);
    const unsigned = await fetch(`${callback.base}/websub/${feedId}`, {
      method: "POST",
      headers: { "Content-Type": "application/rss+xml" },
      body: delivery("sin-firma", "Noticia sin firma"),
    });
    expect(unsigned.status).toBe(403);
    expect(await count()).toBe(1);
    expect(stored).toEqual([]);
  });

  it("answers 404 to a verification it did not ask for", async () => {
    const feedId = await subscribeByPolling();
    const wrongTopic = await fetch(`${callback.base}/websub/${feedId}?hub.mode=subscribe&hub.topic=http://otro/&hub.challenge=abc`);
    expect(wrongTopic.status).toBe(404);
    const unknownFeed = await fetch(
      `${callback.base}/websub/999?hub.mode=subscribe&hub.topic=${encodeURIComponent(feedUrl)}&hub.challenge=abc`,
    );
    expect(unknownFeed.status).toBe(404);
    const unasked = await fetch(
      `${callback.base}/websub/${feedId}?hub.mode=unsubscribe&hub.topic=${encodeURIComponent(feedUrl)}&hub.challenge=abc`,
    );
    expect(unasked.status).toBe(404);
  });

  it("renews the lease before it ends, and not before its last fifth", async () => {
    const feedId = await subscribeByPolling();
    clock += 400_000; // 400 s of a 600 s lease: not yet.
    expect(await upkeepSubscriptions(deps)).toEqual({ renewed: 0, unsubscribed: 0 });
    clock += 100_000; // 100 s left: renew.
    expect(await upkeepSubscriptions(deps)).toEqual({ renewed: 1, unsubscribed: 0 });
    await hub.idle();
    expect(hub.requests.map((request) => request.mode)).toEqual(["subscribe", "subscribe"]);
    expect(await findSubscription(fresh.db, feedId)).toMatchObject({ state: "active", leaseUntil: clock + 600_000 });
    // A delivery still gets through with the renewed subscription.
    expect(await hub.publish(feedUrl, delivery("cuatro", "Nueva ciclorruta en El Poblado"))).toEqual([202]);
    expect(await count()).toBe(2);
  });

  it("unsubscribes when the feed is removed from the sources", async () => {
    const feedId = await subscribeByPolling();
    await syncReferenceData(fresh.db, [
      { slug: "la-fuente", name: "La Fuente", siteUrl: "https://fuente.example.co", homeDepartment: null, feeds: [] },
    ]);
    expect(await upkeepSubscriptions(deps)).toEqual({ renewed: 0, unsubscribed: 1 });
    await hub.idle();
    expect(hub.requests.map((request) => request.mode)).toEqual(["subscribe", "unsubscribe"]);
    expect(hub.subscriptions()).toEqual([]);
    expect((await findSubscription(fresh.db, feedId))?.state).toBe("ended");
    expect(await upkeepSubscriptions(deps)).toEqual({ renewed: 0, unsubscribed: 0 });
  });

  it("limits each hub's deliveries per minute and the size of a delivery", async () => {
    const feedId = await subscribeByPolling();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(...(await hub.publish(feedUrl, delivery(`r${i}`, `Noticia número ${i} del día en Antioquia`))));
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    clock += 61_000;
    const big = rss(hub.url, feedUrl, [{ guid: "grande", title: `Grande ${"x".repeat(70 * 1024)}`, at: new Date(clock) }]);
    expect(await hub.publish(feedUrl, big)).toEqual([413]);
    expect(await count()).toBe(6);
    expect((await findSubscription(fresh.db, feedId))?.deliveries).toBe(5);
  });
});
