// A farm of feeds for the ingestion-cycle benchmark, run as its own process (pinned to another
// core than the reader): `node feed-farm.mjs <healthy|faulty> <feeds>`. Feeds are spread over
// fifty loopback hosts (127.0.0.2 … 127.0.0.51), four consecutive feeds per host, so that the per-host limit acts
// as it would on the real web. In faulty mode one feed in five misbehaves, in ten different ways.
// Prints one JSON line {"port","feeds":[{"url","behaviour"}]} once listening.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { generateItems, renderDocument } from "./corpus.mjs";

const mode = process.argv[2] ?? "healthy";
const count = Number(process.argv[3] ?? 200);
const HOSTS = 50;
const ITEMS_PER_FEED = 30;
// BENCH_FAULTS=slow,hang limits the faults to some kinds (to see what each costs).
const BEHAVIOURS = process.env.BENCH_FAULTS
  ? process.env.BENCH_FAULTS.split(",")
  : ["500", "429", "404", "slow", "hang", "malformed", "truncated", "html", "gzip-bomb", "redirect-loop"];

const items = generateItems(count * ITEMS_PER_FEED, { baseUrl: "https://farm.example" });
const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
const feeds = [];
const byPath = new Map();
for (let i = 0; i < count; i += 1) {
  const path = `/feed-${i}.xml`;
  const behaviour = mode === "faulty" && i % 5 === 4 ? BEHAVIOURS[Math.floor(i / 5) % BEHAVIOURS.length] : "healthy";
  const feedItems = items.slice(i * ITEMS_PER_FEED, (i + 1) * ITEMS_PER_FEED);
  // Consecutive feeds share a host (as a newspaper's section feeds do), so faults spread over hosts.
  const host = `127.0.0.${2 + (Math.floor((i * HOSTS) / count) % HOSTS)}`;
  const feed = { path, host, behaviour, body: null };
  if (behaviour === "healthy" || behaviour === "slow") feed.body = renderDocument(feedItems, { feedUrl: `http://${host}${path}` });
  if (behaviour === "malformed")
    feed.body = Buffer.from(
      renderDocument(feedItems, { feedUrl: `http://${host}${path}` })
        .toString("utf8")
        .replace(/&amp;/g, "&")
        .replace(/<\/title>/, ""),
    );
  if (behaviour === "truncated") {
    const whole = renderDocument(feedItems, { feedUrl: `http://${host}${path}` });
    feed.body = whole.subarray(0, Math.floor(whole.length * 0.6));
  }
  feeds.push(feed);
  byPath.set(`${host}${path}`, feed);
}

const handler = (req, res) => {
  const feed = byPath.get(`${req.socket.localAddress}${req.url}`);
  if (!feed) {
    res.writeHead(404).end();
    return;
  }
  const xml = { "Content-Type": "application/rss+xml; charset=utf-8" };
  switch (feed.behaviour) {
    case "500":
      res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
      return;
    case "429":
      res.writeHead(429, { "Retry-After": "120" }).end();
      return;
    case "404":
      res.writeHead(404).end();
      return;
    case "hang":
      return; // never answers
    case "slow":
      setTimeout(() => res.writeHead(200, xml).end(feed.body), 3_000);
      return;
    case "html":
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<!doctype html><html><body><h1>Portal</h1></body></html>");
      return;
    case "gzip-bomb":
      res.writeHead(200, { ...xml, "Content-Encoding": "gzip" }).end(bomb);
      return;
    case "redirect-loop":
      res.writeHead(302, { Location: req.url }).end();
      return;
    default:
      res.writeHead(200, xml).end(feed.body);
  }
};

const servers = [];
let port = 0;
for (let h = 0; h < HOSTS; h += 1) {
  const server = createServer(handler);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, `127.0.0.${2 + h}`, resolve);
  });
  port = server.address().port;
  servers.push(server);
}
process.stdout.write(
  `${JSON.stringify({ port, feeds: feeds.map((f) => ({ url: `http://${f.host}:${port}${f.path}`, behaviour: f.behaviour })) })}\n`,
);
process.on("SIGTERM", () => process.exit(0));
