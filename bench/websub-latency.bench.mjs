// Publication-to-stored latency of one feed's news with WebSub against polling, median of 20,
// in the same run (issue 25). The feed (served on loopback) advertises the local hub of the
// simulated newsroom (tools/newsroom/hub.server.ts); Rotativa's callback runs in an express app
// like the web server's.
// - WebSub: 20 publications, each pushed by the hub as a signed delivery; latency = from the
//   moment the item is published (hub.publish starts) until its article is in the database.
// - Polling: the scheduler's own next-fetch delay for this feed (what refreshFeed records after a
//   read, from the feed's rhythm) and the measured time of a poll that stores one new item. A
//   publication at a uniformly random moment waits on average half the delay: for 20 moments
//   spread evenly over the delay, latency = time left until the next poll + the poll's duration.
//   The waiting is computed, not slept (it is minutes long).
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { app, now, quantile, report, round, tool } from "./support/common.mjs";

const SAMPLES = 20;
const express = (await import("express")).default;
const { openDatabase } = await app("db/database.server.js");
const { syncReferenceData } = await app("models/reference.server.js");
const { findFeed } = await app("models/feed.server.js");
const { refreshFeed } = await app("ingest/refresh-feed.server.js");
const { createStoryGrouping } = await app("ingest/cluster/grouping.server.js");
const { websubHook } = await app("ingest/websub/subscriber.server.js");
const { websubEndpoint } = await app("http/websub.server.js");
const { startLocalHub } = await tool("newsroom/hub.server.js");

const silent = { info: () => undefined, warn: () => undefined };
const TOPICS = ["Concejo", "Gobernación", "Alcaldía", "Fiscalía", "Policía", "Hospital", "Universidad", "Metro"];
const PLACES = ["Medellín", "Cali", "Barranquilla", "Bucaramanga", "Pereira", "Manizales", "Cúcuta", "Pasto"];
const items = [];
let hubUrl = "";
let feedUrl = "";

function publishItem(i) {
  const title = `${TOPICS[i % TOPICS.length]} de ${PLACES[(i * 3) % PLACES.length]} anuncia medida número ${i}`;
  items.unshift({ guid: `n${i}`, title, at: new Date() });
  if (items.length > 30) items.pop();
  return `n${i}`;
}

function rss() {
  const entries = items
    .map(
      (item) =>
        `<item><guid>${item.guid}</guid><link>https://fuente.example.co/${item.guid}</link><title>${item.title}</title><description>${item.title}. Detalles del anuncio.</description><pubDate>${item.at.toUTCString()}</pubDate></item>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>La Fuente</title><link>https://fuente.example.co/</link><atom:link rel="hub" href="${hubUrl}"/><atom:link rel="self" href="${feedUrl}"/>${entries}</channel></rss>`;
}

const dir = mkdtempSync(join(tmpdir(), "rotativa-websub-"));
const database = await openDatabase(join(dir, "websub.db"));
const hub = await startLocalHub({ leaseSeconds: 3600 });
hubUrl = hub.url;
const feedServer = createServer((_req, res) => res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(rss()));
await new Promise((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
feedUrl = `http://127.0.0.1:${feedServer.address().port}/rss.xml`;
const grouping = createStoryGrouping();
const web = express();
const late = { handler: null };
web.use("/websub", (req, res, next) => late.handler(req, res, next));
const callback = createServer(web);
await new Promise((resolve) => callback.listen(0, "127.0.0.1", resolve));
const deps = { db: database.db, log: silent, siteUrl: `http://127.0.0.1:${callback.address().port}`, grouping };
late.handler = websubEndpoint(deps, { perMinute: 10_000 });

const stored = async (guid) =>
  (await database.db.selectFrom("articles").select("id").where("guid", "=", guid).executeTakeFirst()) !== undefined;

try {
  await syncReferenceData(database.db, [
    {
      slug: "la-fuente",
      name: "La Fuente",
      siteUrl: "https://fuente.example.co",
      homeDepartment: null,
      feeds: [{ url: feedUrl, category: null }],
    },
  ]);
  // A history: one item every 10 minutes over the last five hours, so the scheduler knows the rhythm.
  for (let i = 0; i < 30; i += 1)
    items.push({
      guid: `h${i}`,
      title: `${TOPICS[i % 8]} de ${PLACES[i % 8]}: informe ${i}`,
      at: new Date(Date.now() - (i + 1) * 600_000),
    });
  const pollDeps = { db: database.db, grouping, fetchOptions: { userAgent: "bench", allowPrivate: true } };

  // Polling: the scheduler's delay after a read, and the time of a read that stores a new item.
  const pollMs = [];
  let delayMs = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const guid = publishItem(1000 + i);
    const feed = await findFeed(database.db, feedUrl);
    const start = now();
    const outcome = await refreshFeed(pollDeps, feed);
    pollMs.push(now() - start);
    if (outcome.status !== "stored" || !(await stored(guid))) throw new Error(`poll did not store ${guid}: ${outcome.status}`);
    delayMs = outcome.nextFetchAt - Date.now();
  }
  const polling = pollMs.map((ms, i) => (1 - (i + 0.5) / SAMPLES) * delayMs + ms);

  // WebSub: subscribe through a read (discovery), then 20 pushed publications.
  const feed = await findFeed(database.db, feedUrl);
  await refreshFeed({ ...pollDeps, websub: websubHook(deps) }, feed);
  await hub.idle();
  if (hub.subscriptions().length !== 1) throw new Error("the hub did not verify the subscription");
  const pushed = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const guid = publishItem(2000 + i);
    const start = now();
    const statuses = await hub.publish(feedUrl, rss());
    if (statuses[0] !== 202 || !(await stored(guid))) throw new Error(`delivery not stored: ${statuses}`);
    pushed.push(now() - start);
  }

  const websubMedian = quantile(pushed, 0.5);
  const pollingMedian = quantile(polling, 0.5);
  report(
    "WebSub latency",
    [
      { path: "websub", "median ms": round(websubMedian), "p90 ms": round(quantile(pushed, 0.9)), samples: SAMPLES },
      { path: "polling", "median ms": round(pollingMedian), "p90 ms": round(quantile(polling, 0.9)), samples: SAMPLES },
    ],
    [
      `publication to stored, median of ${SAMPLES}: WebSub ${round(websubMedian)} ms, polling ${round(pollingMedian / 1000)} s (${round(pollingMedian / websubMedian, 0)}× WebSub)`,
      `polling: the scheduler's next-fetch delay for this feed (one item every 10 min) is ${round(delayMs / 60_000)} min; a poll that stores one item takes ${round(quantile(pollMs, 0.5))} ms (median); the wait until the next poll is computed, not slept`,
      "WebSub: signed delivery from the local hub over loopback HTTP → signature check → read → classify → group → store",
    ],
  );
} finally {
  await hub.close();
  callback.close();
  feedServer.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
