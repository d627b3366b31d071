import { request as httpRequest, type IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";
import { parseFeed } from "htmlparser2";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { CATEGORIES } from "../../app/data/categories.js";
import { DEPARTMENTS } from "../../app/data/departments.js";
import realSources from "../../app/data/sources.json";
import { DEMO_NEWSPAPERS } from "./catalog.js";
import { MINUTE_MS, NewsGenerator } from "./news-generator.js";
import { GZIP_BOMB_EXPANDED_BYTES, type Newsroom, type NewsroomFeed, gzipBomb, startNewsroom } from "./newsroom.server.js";

const START = Date.UTC(2025, 2, 14, 15, 0, 30); // Friday 14 March 2025, 10:00:30 in Bogotá.
const SEED = 1234;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const categorySlugs = new Set(CATEGORIES.map((c) => c.slug));
const departmentSlugs = new Set(DEPARTMENTS.map((d) => d.slug));

let clock = START;
let newsroom: Newsroom;

beforeAll(async () => {
  newsroom = await startNewsroom({ port: 0, seed: SEED, now: () => clock, slowDelayMs: 800 });
});

afterAll(async () => {
  await newsroom.close();
});

beforeEach(() => {
  clock = START;
});

function feedsWith(...behaviours: NewsroomFeed["behaviour"][]): NewsroomFeed[] {
  return newsroom.feeds.filter((f) => behaviours.includes(f.behaviour));
}

function only(behaviour: NewsroomFeed["behaviour"]): NewsroomFeed {
  const [feed] = feedsWith(behaviour);
  if (!feed) throw new Error(`no ${behaviour} feed`);
  return feed;
}

/** Feeds that answer 200 with a usable document straight away. */
function healthyFeeds(): NewsroomFeed[] {
  return feedsWith("healthy", "latin1");
}

async function fetchWithTimeout(url: string, ms: number, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** A raw GET on loopback without transparent decompression: status, headers and the first chunk. */
function rawGet(url: string, headers: Record<string, string> = {}, wholeBody = true): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (!wholeBody) {
          req.destroy();
          resolve({ res, body: Buffer.concat(chunks) });
        }
      });
      res.on("end", () => resolve({ res, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", (error) => {
      if (wholeBody) reject(error);
    });
    req.end();
  });
}

/**
 * A small XML well-formedness check: entities are escaped, tags nest and close, and there is one
 * root element. Enough to tell our healthy feeds from the deliberately broken ones.
 */
function wellFormed(xml: string): boolean {
  const text = xml
    .replace(/^\uFEFF/, "")
    .replace(/<\?[\s\S]*?\?>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "");
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) return false;
  const stack: string[] = [];
  let roots = 0;
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (text.slice(last, match.index).includes("<")) return false;
    last = match.index + match[0].length;
    const [, closing, name = "", , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    } else if (stack.length === 0) roots += 1;
  }
  return !text.slice(last).includes("<") && stack.length === 0 && roots === 1;
}

const ROOTS: Record<NewsroomFeed["format"], RegExp> = {
  rss2: /^\uFEFF?<\?xml[^>]*\?>\s*<rss\b[^>]*version="2\.0"/,
  atom: /^<\?xml[^>]*\?>\s*<feed\b[^>]*xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/,
  rdf: /^<\?xml[^>]*\?>\s*<rdf:RDF\b[^>]*xmlns="http:\/\/purl\.org\/rss\/1\.0\/"/,
  json: /^\{/,
};

interface SimpleItem {
  guid: string;
  link: string;
  title: string;
  pubDate: string;
}

/** Items of an RSS 2.0 document, read with regular expressions (enough for our own output). */
function rssItems(xml: string): SimpleItem[] {
  const field = (block: string, name: string): string => new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(block)?.[1] ?? "";
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, block = ""]) => ({
    guid: field(block, "guid"),
    link: field(block, "link"),
    title: field(block, "title"),
    pubDate: field(block, "pubDate"),
  }));
}

/**
 * Titles of a healthy feed, whatever its format: read by htmlparser2's own feed reader (RSS, RDF,
 * Atom) or JSON.parse, not by Rotativa's mapping, so that the newsroom is checked independently.
 */
function titlesOf(format: NewsroomFeed["format"], text: string): string[] {
  const items: { title?: unknown }[] =
    format === "json" ? (JSON.parse(text) as { items: { title?: unknown }[] }).items : (parseFeed(text, { xmlMode: true })?.items ?? []);
  return items.map((item) => {
    if (typeof item.title === "string" && item.title !== "") return item.title;
    throw new Error(`${format}: item without title`);
  });
}

async function body(feed: NewsroomFeed): Promise<{ res: Response; text: string; bytes: Buffer }> {
  const res = await fetchWithTimeout(feed.url, 5000);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: feed.behaviour === "latin1" ? bytes.toString("latin1") : bytes.toString("utf8") };
}

describe("sources", () => {
  it("has the shape of the sources file, with valid slugs, departments and categories", () => {
    const slugs = newsroom.sources.map((n) => n.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const newspaper of newsroom.sources) {
      expect(Object.keys(newspaper).sort()).toEqual(["feeds", "homeDepartment", "name", "siteUrl", "slug"]);
      expect(newspaper.slug).toMatch(SLUG);
      expect(newspaper.slug.length).toBeLessThanOrEqual(80);
      expect(newspaper.name.trim()).not.toBe("");
      expect(new URL(newspaper.siteUrl).protocol).toBe("http:");
      if (newspaper.homeDepartment !== null) expect(departmentSlugs.has(newspaper.homeDepartment), newspaper.homeDepartment).toBe(true);
      expect(newspaper.feeds.length).toBeGreaterThan(0);
      for (const feed of newspaper.feeds) {
        expect(Object.keys(feed).sort()).toEqual(["category", "url"]);
        expect(new URL(feed.url).protocol).toBe("http:");
        if (feed.category !== null) expect(categorySlugs.has(feed.category), feed.category).toBe(true);
      }
    }
  });

  it("points every URL at the newsroom on loopback", () => {
    expect(newsroom.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const urls = newsroom.sources.flatMap((n) => [n.siteUrl, ...n.feeds.map((f) => f.url)]);
    for (const url of [...urls, ...newsroom.feeds.map((f) => f.url)]) expect(url.startsWith(`${newsroom.url}/`), url).toBe(true);
  });

  it("has about twenty invented newspapers: 6-7 national, regional ones in at least 12 departments", () => {
    const wellBehaved = DEMO_NEWSPAPERS.filter((n) => !n.misbehavingOnly);
    expect(wellBehaved.length).toBeGreaterThanOrEqual(18);
    expect(wellBehaved.length).toBeLessThanOrEqual(22);
    const national = wellBehaved.filter((n) => n.homeDepartment === null);
    expect(national.length).toBeGreaterThanOrEqual(6);
    expect(national.length).toBeLessThanOrEqual(7);
    expect(new Set(wellBehaved.map((n) => n.homeDepartment).filter(Boolean)).size).toBeGreaterThanOrEqual(12);
    expect(wellBehaved.some((n) => n.feeds.length === 1)).toBe(true);
    expect(wellBehaved.some((n) => n.feeds.filter((f) => f.category !== null).length >= 2)).toBe(true);
  });

  it("uses no real newspaper's name or slug, and slugs are the plain slug of the name", () => {
    const realNames = new Set(realSources.newspapers.map((n) => n.name.toLowerCase()));
    const realSlugs = new Set(realSources.newspapers.map((n) => n.slug));
    for (const newspaper of DEMO_NEWSPAPERS) {
      expect(realNames.has(newspaper.name.toLowerCase()), newspaper.name).toBe(false);
      expect(realSlugs.has(newspaper.slug), newspaper.slug).toBe(false);
      const plain = newspaper.name
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "");
      expect(newspaper.slug).toBe(plain);
    }
  });

  it("lists every misbehaviour, each under an invented newspaper", () => {
    const behaviours = new Set(newsroom.feeds.map((f) => f.behaviour));
    for (const expected of [
      "healthy",
      "latin1",
      "500",
      "429",
      "404",
      "hang",
      "slow",
      "redirect-301",
      "redirect-302",
      "redirect-loop",
      "malformed",
      "truncated",
      "gzip-bomb",
      "not-modified",
      "html",
    ] as const) {
      expect(behaviours.has(expected), expected).toBe(true);
    }
    const listed = new Set(newsroom.sources.flatMap((n) => n.feeds.map((f) => f.url)));
    for (const feed of newsroom.feeds) expect(listed.has(feed.url), feed.path).toBe(feed.listed);
  });

  it("serves the sources file itself", async () => {
    const res = await fetchWithTimeout(`${newsroom.url}/sources.json`, 2000);
    const json = (await res.json()) as { newspapers: unknown };
    expect(json.newspapers).toEqual(newsroom.sources);
  });
});

// Real HTTP over every feed of the newsroom, each generated on request: seconds on a busy machine.
describe("healthy feeds", { timeout: 30_000 }, () => {
  it("answer 200 with their content type and a well-formed document of their format", async () => {
    const formats = new Set<string>();
    for (const feed of healthyFeeds()) {
      const { res, text } = await body(feed);
      expect(res.status, feed.path).toBe(200);
      expect(res.headers.get("content-type"), feed.path).toBe(feed.contentType);
      expect(text, feed.path).toMatch(ROOTS[feed.format]);
      if (feed.format === "json") {
        const json = JSON.parse(text) as { version: string; items: unknown[] };
        expect(json.version).toBe("https://jsonfeed.org/version/1.1");
        expect(json.items.length).toBeGreaterThan(0);
      } else {
        expect(wellFormed(text), feed.path).toBe(true);
      }
      const titles = titlesOf(feed.format, text);
      expect(titles.length, feed.path).toBeGreaterThan(5);
      expect(titles.length, feed.path).toBeLessThanOrEqual(30);
      if (feed.category === null) expect(titles.length, feed.path).toBe(30);
      formats.add(feed.format);
    }
    expect([...formats].sort()).toEqual(["atom", "json", "rdf", "rss2"]);
  });

  it("have unique headlines without template placeholders, written in Spanish", async () => {
    const all: string[] = [];
    for (const feed of healthyFeeds()) {
      const titles = titlesOf(feed.format, (await body(feed)).text);
      expect(new Set(titles.map((t) => t.toLowerCase())).size, feed.path).toBe(titles.length);
      for (const title of titles) {
        expect(title, feed.path).not.toMatch(/[{}]|\$\{|undefined|NaN|null|\[object|\s{2}|^\s|\s$/);
        expect(title, feed.path).toMatch(/^[A-ZÁÉÍÓÚÑ¿0-9]/u);
        expect(title, feed.path).not.toMatch(/\b(de|a) el\b/);
      }
      all.push(...titles);
    }
    expect(all.join(" ")).toMatch(/ñ/);
    expect(all.join(" ")).toMatch(/[áéíóú]/);
  });

  it("declare a <ttl> on some feeds, Cache-Control on some, and use odd date formats on some", async () => {
    const texts = new Map<string, string>();
    let cached = 0;
    for (const feed of feedsWith("healthy", "latin1").filter((f) => f.format === "rss2")) {
      const { res, text } = await body(feed);
      texts.set(feed.path, text);
      if (res.headers.get("cache-control") === "public, max-age=60") cached += 1;
    }
    const all = [...texts.values()];
    expect(all.filter((t) => /<ttl>\d+<\/ttl>/.test(t)).length).toBeGreaterThan(2);
    expect(cached).toBeGreaterThan(1);
    expect(
      all.some((t) => /<pubDate>(lun|mar|mié|jue|vie|sáb|dom), \d{2} (ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic) \d{4} /.test(t)),
    ).toBe(true);
    expect(all.some((t) => /<pubDate>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}<\/pubDate>/.test(t))).toBe(true);
    expect(all.some((t) => /<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/.test(t))).toBe(true);
    expect(all.some((t) => /<content:encoded>/.test(t) && /<dc:creator>/.test(t) && /<media:content /.test(t))).toBe(true);
    expect(all.some((t) => /<enclosure url="[^"]+" length="\d+" type="image\/png"\/>/.test(t))).toBe(true);
  });

  it("link items to dated article URLs on the newsroom, many with a section segment", async () => {
    const text = (await body(only("healthy"))).text;
    const items = rssItems(text);
    const pattern = new RegExp(
      `^${newsroom.url.replace(/\./g, "\\.")}/la-gaceta-republicana/(?:[a-z0-9-]+/)?\\d{4}/\\d{2}/\\d{2}/[a-z0-9-]+$`,
    );
    for (const item of items) expect(item.link).toMatch(pattern);
    expect(items.filter((i) => /\/la-gaceta-republicana\/[a-z-]+\/\d{4}\//.test(i.link)).length).toBeGreaterThan(10);
  });

  it("are stable within a minute and show new items on top when the clock advances", async () => {
    const feed = only("healthy");
    const first = await body(feed);
    clock = START + 25_000; // same minute
    const again = await body(feed);
    expect(again.text).toBe(first.text);
    expect(again.res.headers.get("etag")).toBe(first.res.headers.get("etag"));

    clock = START + 45 * MINUTE_MS;
    const later = await body(feed);
    const before = rssItems(first.text);
    const after = rssItems(later.text);
    expect(after.length).toBe(30);
    expect(before.some((i) => i.guid === after[0]?.guid)).toBe(false);
    const beforeByGuid = new Map(before.map((i) => [i.guid, i]));
    const kept = after.filter((i) => beforeByGuid.has(i.guid));
    expect(kept.length).toBeGreaterThan(10);
    for (const item of kept) expect(item).toEqual(beforeByGuid.get(item.guid));
    // The kept items are the newest of the earlier fetch, in the same order.
    expect(kept.map((i) => i.guid)).toEqual(before.slice(0, kept.length).map((i) => i.guid));
  });

  it("publish at least one new item every minute across all feeds", () => {
    const generator = new NewsGenerator({ seed: SEED, baseUrl: newsroom.url });
    for (let k = 1; k <= 12; k++) {
      const now = START + k * MINUTE_MS;
      const previousMinute = (Math.floor(now / MINUTE_MS) - 1) * MINUTE_MS;
      const fresh = DEMO_NEWSPAPERS.filter((n) => n.core).flatMap((n) =>
        generator.feedItems(n.slug, null, now, 3).filter((i) => i.publishedAt >= previousMinute),
      );
      expect(fresh.length, `minute ${k}`).toBeGreaterThan(0);
    }
  });

  it("answer 304 to a matching If-None-Match or If-Modified-Since, 200 otherwise", async () => {
    const feed = healthyFeeds().find((f) => f.format === "atom") ?? only("healthy");
    const first = await fetchWithTimeout(feed.url, 2000);
    await first.arrayBuffer();
    const etag = first.headers.get("etag") ?? "";
    const lastModified = first.headers.get("last-modified") ?? "";
    expect(etag).toMatch(/^"[^"]+"$/); // strong
    expect(new Date(lastModified).getTime()).toBeGreaterThan(START - 60 * MINUTE_MS);

    const byTag = await fetchWithTimeout(feed.url, 2000, { headers: { "If-None-Match": etag } });
    expect(byTag.status).toBe(304);
    expect((await byTag.arrayBuffer()).byteLength).toBe(0);
    expect(byTag.headers.get("etag")).toBe(etag);

    const byDate = await fetchWithTimeout(feed.url, 2000, { headers: { "If-Modified-Since": lastModified } });
    expect(byDate.status).toBe(304);

    const stale = await fetchWithTimeout(feed.url, 2000, { headers: { "If-None-Match": '"something-else"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it("serve gzip when asked and identity otherwise, with the same content", async () => {
    const feed = only("healthy");
    const gz = await rawGet(feed.url, { "Accept-Encoding": "gzip" });
    expect(gz.res.headers["content-encoding"]).toBe("gzip");
    expect(gz.res.headers.vary).toBe("Accept-Encoding");
    const plain = await rawGet(feed.url);
    expect(plain.res.headers["content-encoding"]).toBeUndefined();
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const refused = await rawGet(feed.url, { "Accept-Encoding": "gzip;q=0, identity" });
    expect(refused.res.headers["content-encoding"]).toBeUndefined();
  });

  it("write the ISO-8859-1 feed in real Latin-1 bytes", async () => {
    const feed = only("latin1");
    const { res, bytes } = await body(feed);
    expect(res.status).toBe(200);
    const text = bytes.toString("latin1");
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="ISO-8859-1"\?>/);
    expect(bytes.includes(0xf1)).toBe(true); // ñ
    expect(text).toContain("años");
    expect(bytes.includes(Buffer.from("ñ", "utf8"))).toBe(false);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    expect(wellFormed(text)).toBe(true);
  });

  it("serve the article pages and images the items link to", async () => {
    const item = rssItems((await body(only("healthy"))).text)[0];
    if (!item) throw new Error("no item");
    const page = await fetchWithTimeout(item.link, 2000);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>${item.title}</h1>`);
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? `${newsroom.url}/imagenes/la-gaceta-republicana/1.png`;
    const png = await fetchWithTimeout(image, 2000);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await png.arrayBuffer()).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const missing = await fetchWithTimeout(`${newsroom.url}/la-gaceta-republicana/2025/03/14/no-existe-10`, 2000);
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it("count requests per path", async () => {
    const feed = only("500");
    const before = newsroom.requests(feed.path);
    const total = newsroom.requests();
    await (await fetchWithTimeout(`${feed.url}?x=1`, 2000)).arrayBuffer();
    expect(newsroom.requests(feed.path)).toBe(before + 1);
    expect(newsroom.requests()).toBe(total + 1);
    expect(newsroom.requests("/never-asked")).toBe(0);
  });
});

describe("misbehaving feeds", () => {
  it("500 always fails", async () => {
    const res = await fetchWithTimeout(only("500").url, 2000);
    expect(res.status).toBe(500);
    await res.arrayBuffer();
  });

  it("429 asks to come back in two minutes", async () => {
    const res = await fetchWithTimeout(only("429").url, 2000);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("120");
    await res.arrayBuffer();
  });

  it("404 is gone", async () => {
    const res = await fetchWithTimeout(only("404").url, 2000);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });

  it("hang accepts the request and never answers", async () => {
    const feed = only("hang");
    const before = newsroom.requests(feed.path);
    await expect(fetchWithTimeout(feed.url, 300)).rejects.toThrow(/abort/i);
    expect(newsroom.requests(feed.path)).toBe(before + 1);
  });

  it("slow answers a healthy feed only after its delay", async () => {
    const feed = only("slow");
    await expect(fetchWithTimeout(feed.url, 200)).rejects.toThrow(/abort/i);
    const started = Date.now();
    const res = await fetchWithTimeout(feed.url, 3000);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(await res.text()).toMatch(ROOTS.rss2);
  });

  it("redirect-301 moves permanently to a healthy feed", async () => {
    const feed = only("redirect-301");
    const manual = await fetchWithTimeout(feed.url, 2000, { redirect: "manual" });
    expect(manual.status).toBe(301);
    expect(manual.headers.get("location")).toBe(`${newsroom.url}${feed.redirectsTo}`);
    await manual.arrayBuffer();
    const followed = await fetchWithTimeout(feed.url, 2000);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${newsroom.url}${feed.redirectsTo}`);
    expect(await followed.text()).toMatch(ROOTS.rss2);
  });

  it("redirect-302 takes two relative hops to a healthy feed", async () => {
    const feed = only("redirect-302");
    const first = await fetchWithTimeout(feed.url, 2000, { redirect: "manual" });
    expect(first.status).toBe(302);
    const hop = new URL(first.headers.get("location") ?? "", feed.url).href;
    await first.arrayBuffer();
    expect(hop).not.toBe(`${newsroom.url}${feed.redirectsTo}`);
    const second = await fetchWithTimeout(hop, 2000, { redirect: "manual" });
    expect(second.status).toBe(302);
    expect(new URL(second.headers.get("location") ?? "", hop).href).toBe(`${newsroom.url}${feed.redirectsTo}`);
    await second.arrayBuffer();
    const followed = await fetchWithTimeout(feed.url, 2000);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${newsroom.url}${feed.redirectsTo}`);
    await followed.arrayBuffer();
  });

  it("redirect-loop never ends", async () => {
    const feed = only("redirect-loop");
    const first = await fetchWithTimeout(feed.url, 2000, { redirect: "manual" });
    const other = new URL(first.headers.get("location") ?? "", feed.url).href;
    await first.arrayBuffer();
    const second = await fetchWithTimeout(other, 2000, { redirect: "manual" });
    expect(new URL(second.headers.get("location") ?? "", other).href).toBe(feed.url);
    await second.arrayBuffer();
    await expect(fetchWithTimeout(feed.url, 2000)).rejects.toThrow();
  });

  it("malformed and truncated answer 200 with XML that is not well-formed", async () => {
    const malformed = await body(only("malformed"));
    expect(malformed.res.status).toBe(200);
    expect(malformed.text).toMatch(/ & /);
    expect(malformed.text).toMatch(/<rss\b/);
    expect(wellFormed(malformed.text)).toBe(false);
    const truncated = await body(only("truncated"));
    expect(truncated.res.status).toBe(200);
    expect(truncated.text).toMatch(ROOTS.rss2);
    expect(truncated.text).not.toMatch(/<\/rss>\s*$/);
    expect(wellFormed(truncated.text)).toBe(false);
  });

  it("gzip-bomb sends a small gzip body that expands past 100 MB", async () => {
    const { res, body: first } = await rawGet(only("gzip-bomb").url, { "Accept-Encoding": "gzip" }, false);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const length = Number(res.headers["content-length"]);
    expect(length).toBeGreaterThan(10_000);
    expect(length).toBeLessThan(150_000);
    expect([first[0], first[1]]).toEqual([0x1f, 0x8b]);
    // The gzip trailer stores the expanded size (mod 2^32): no need to inflate it.
    const bomb = await gzipBomb();
    expect(bomb.length).toBe(length);
    expect(bomb.readUInt32LE(bomb.length - 4)).toBe(GZIP_BOMB_EXPANDED_BYTES);
    expect(GZIP_BOMB_EXPANDED_BYTES).toBeGreaterThan(100 * 1024 * 1024);
  });

  it("not-modified ignores conditional GET yet never changes", async () => {
    const feed = only("not-modified");
    const first = await fetchWithTimeout(feed.url, 2000);
    const text = await first.text();
    expect(first.headers.get("etag")).toBeNull();
    clock = START + 90 * MINUTE_MS;
    const second = await fetchWithTimeout(feed.url, 2000, { headers: { "If-Modified-Since": first.headers.get("last-modified") ?? "" } });
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(text);
    expect(second.headers.get("last-modified")).not.toBe(first.headers.get("last-modified"));
  });

  it("html answers a web page instead of a feed", async () => {
    const { res, text } = await body(only("html"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(text).toMatch(/^<!doctype html>/i);
    expect(text).toMatch(/<link rel="alternate" type="application\/rss\+xml"/);
  });
});

describe("generated news", () => {
  const generator = new NewsGenerator({ seed: SEED, baseUrl: "http://127.0.0.1:9" });
  const items = DEMO_NEWSPAPERS.flatMap((n) => generator.feedItems(n.slug, null, START, 200));

  it("is deterministic for a seed and differs between seeds", () => {
    const again = new NewsGenerator({ seed: SEED, baseUrl: "http://127.0.0.1:9" }).feedItems("el-mirador-nacional", null, START, 30);
    expect(again).toEqual(generator.feedItems("el-mirador-nacional", null, START, 30));
    const other = new NewsGenerator({ seed: SEED + 1, baseUrl: "http://127.0.0.1:9" }).feedItems("el-mirador-nacional", null, START, 30);
    expect(other.map((i) => i.title)).not.toEqual(again.map((i) => i.title));
  });

  it("covers every category and uses only known department slugs", () => {
    expect(new Set(items.map((i) => i.category))).toEqual(categorySlugs);
    for (const item of items) for (const dept of item.departments) expect(departmentSlugs.has(dept), dept).toBe(true);
    expect(new Set(items.flatMap((i) => i.departments)).size).toBeGreaterThanOrEqual(25);
  });

  it("has regional newspapers write mostly about their own department", () => {
    for (const newspaper of DEMO_NEWSPAPERS.filter((n) => n.core && n.homeDepartment !== null)) {
      const own = items.filter((i) => i.newspaper === newspaper.slug);
      const local = own.filter((i) => i.departments.includes(newspaper.homeDepartment ?? ""));
      expect(local.length / own.length, newspaper.slug).toBeGreaterThan(0.5);
    }
  });

  it("has stories covered by several newspapers with differently worded headlines", () => {
    const byEvent = new Map<string, Set<string>>();
    const papersByEvent = new Map<string, Set<string>>();
    for (const item of items) {
      if (!item.eventKey) continue;
      byEvent.set(item.eventKey, (byEvent.get(item.eventKey) ?? new Set()).add(item.title));
      papersByEvent.set(item.eventKey, (papersByEvent.get(item.eventKey) ?? new Set()).add(item.newspaper));
    }
    const shared = [...papersByEvent].filter(([, papers]) => papers.size >= 3);
    expect(shared.length).toBeGreaterThan(10);
    for (const [key] of shared) expect(byEvent.get(key)?.size, key).toBeGreaterThanOrEqual(2);
  });

  it("writes summaries of one to three sentences and times within the past", () => {
    for (const item of items) {
      const sentences = item.summary.split(/(?<=[.?!])\s+/).filter(Boolean);
      expect(sentences.length, item.summary).toBeGreaterThanOrEqual(1);
      expect(sentences.length, item.summary).toBeLessThanOrEqual(3);
      expect(item.publishedAt).toBeLessThan(Math.floor(START / MINUTE_MS) * MINUTE_MS);
    }
    const newest = Math.max(...items.map((i) => i.publishedAt));
    expect(START - newest).toBeLessThan(3 * MINUTE_MS);
  });
});

describe("lifecycle", () => {
  it("refuses to listen anywhere but loopback", async () => {
    await expect(startNewsroom({ host: "0.0.0.0" })).rejects.toThrow(/loopback/);
  });

  it("close() resolves while a hanging request is open", async () => {
    const local = await startNewsroom({ port: 0, now: () => START });
    const hang = local.feeds.find((f) => f.behaviour === "hang");
    if (!hang) throw new Error("no hang feed");
    const pending = fetch(hang.url).then(
      () => "answered",
      () => "failed",
    );
    for (let i = 0; i < 100 && local.requests(hang.path) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(local.requests(hang.path)).toBe(1);
    const closed = await Promise.race([local.close().then(() => "closed"), new Promise((r) => setTimeout(() => r("timeout"), 2000))]);
    expect(closed).toBe("closed");
    expect(await pending).toBe("failed");
  });

  it("without misbehaving, serves and lists only well-behaved feeds", async () => {
    const calm = await startNewsroom({ port: 0, now: () => START, misbehaving: false, itemsPerFeed: 5 });
    try {
      expect(calm.feeds.every((f) => f.behaviour === "healthy" || f.behaviour === "latin1")).toBe(true);
      expect(calm.sources.length).toBeGreaterThanOrEqual(18);
      expect(calm.sources.length).toBeLessThanOrEqual(22);
      expect(calm.sources.some((n) => n.slug === "el-atalaya-de-boyaca")).toBe(false);
      const res = await fetchWithTimeout(`${calm.url}/el-atalaya-de-boyaca/rss.xml`, 2000);
      expect(res.status).toBe(404);
      await res.arrayBuffer();
      const feed = calm.feeds[0];
      if (!feed) throw new Error("no feed");
      const text = await (await fetchWithTimeout(feed.url, 2000)).text();
      expect(rssItems(text)).toHaveLength(5);
    } finally {
      await calm.close();
    }
  });
});
