import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeFeedBytes, repairMojibake } from "./decode.js";
import { parseFeedDate, trustedPublishedAt } from "./dates.js";
import { normalizeItem } from "./normalize-item.js";
import { parseFeed } from "./parse-feed.js";
import { readFeed, type ReadFeedResult } from "./read-feed.js";
import { summarize, toPlainText } from "./text.js";
import type { ParsedItem } from "./types.js";
import { canonicalizeUrl } from "./url.js";

const FIXTURE_DIR = new URL("../../tests/fixtures/feeds/", import.meta.url);
const fixtures = readdirSync(FIXTURE_DIR, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name !== "huge-summary.xml")
  .map((entry) => entry.name)
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(new URL(name, FIXTURE_DIR))) }));
const enc = (s: string) => new TextEncoder().encode(s);
const FETCHED_AT = Date.UTC(2022, 0, 1, 12, 0, 0);
/** A tag as a browser would read one: '<' followed by a letter, '/', '!' or '?'. */

/** Checks every invariant a reader of readFeed's output relies on. */
function checkReadResult(result: ReadFeedResult): void {
  if (!result.ok) {
    expect(typeof result.error).toBe("string");
    return;
  }
  expect(result.entries.filter((e) => e.skip === null)).toHaveLength(result.items.length);
  expect(Object.values(result.skipped).reduce<number>((a, b) => a + (b ?? 0), 0)).toBe(result.rejected);
  for (const item of result.items) {
    // Text may hold a literal '<' ('1 < 2', 'the <blink> tag'): pages escape it; it never holds U+FFFD or stray whitespace.
    for (const text of [item.title, item.summary, item.author ?? "", ...item.categories]) {
      expect(text).not.toContain("\uFFFD");
      expect(text).toBe(text.trim());
    }
    expect(item.title).not.toBe("");
    expect(item.summary.length).toBeLessThanOrEqual(300);
    expect(item.url).toMatch(/^https?:\/\//);
    expect(canonicalizeUrl(item.url)).toBe(item.url);
    if (item.imageUrl !== null) expect(item.imageUrl).toMatch(/^https?:\/\//);
    expect(item.publishedAt).toBeLessThanOrEqual(FETCHED_AT);
    if (item.updatedAt !== null) expect(item.updatedAt).toBeLessThanOrEqual(FETCHED_AT);
    expect(item.categories.length).toBeLessThanOrEqual(20);
  }
  // Items share a page only when a guid or an anchor tells them apart.
  const identities = result.items.map((i) => (i.guid !== null ? `g:${i.guid}` : `u:${i.url}${i.fragment ?? ""}`));
  expect(new Set(identities).size).toBe(result.items.length);
  if (result.feed.title !== null) expect(result.feed.title).not.toContain("\uFFFD");
}

/** Snippets real feeds are made of, to build documents that are almost feeds. */
const FEED_PIECES = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<rss version="2.0">',
  "</rss>",
  "<channel>",
  "</channel>",
  "<item>",
  "</item>",
  "<title>",
  "</title>",
  "<link>",
  "</link>",
  "https://x.co/a?utm_source=1",
  "/relativo",
  "javascript:alert(1)",
  "<description>",
  "</description>",
  "<![CDATA[",
  "]]>",
  "<!--",
  "-->",
  "<!DOCTYPE r [<!ENTITY e 'x'>]>",
  "&e;",
  "&amp;",
  "&amp;lt;b&amp;gt;",
  "&lt;script&gt;",
  "&",
  "<",
  ">",
  "<p>",
  "<img src='/a.jpg'>",
  "<pubDate>Wed, 14 Jul 2021 10:00:00 -0500</pubDate>",
  "<pubDate>mié., 14 jul. 2099 10:00</pubDate>",
  '<feed xmlns="http://www.w3.org/2005/Atom">',
  "<entry>",
  "</entry>",
  '<link href="e.html"/>',
  "</feed>",
  "Bogotá",
  "Ã±",
  "\u0001",
  "\uFEFF",
  '{"items":[{"id":"1","url":"https://x.co/j","title":"<b>j</b>"}]}',
];

// Thousands of generated documents per property: well above vitest's 5 s default on a busy machine.
describe("ingestion properties", { timeout: 60_000 }, () => {
  it("parseFeed and readFeed never throw on arbitrary bytes", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 2000 }),
        fc.option(fc.constantFrom("text/xml", "application/json", "text/html; charset=utf-16", "text/xml; charset=foo")),
        (bytes, contentType) => {
          expect(() => parseFeed({ bytes, contentType, url: "https://x.co/feed" })).not.toThrow();
          checkReadResult(readFeed({ bytes, contentType, url: "https://x.co/feed" }, FETCHED_AT));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("parseFeed and readFeed never throw on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 500 }), (text) => {
        expect(() => parseFeed({ bytes: enc(text), url: "https://x.co/feed" })).not.toThrow();
        checkReadResult(readFeed({ bytes: enc(text), url: "https://x.co/feed" }, FETCHED_AT));
      }),
      { numRuns: 300 },
    );
  });

  it("readFeed keeps its invariants on documents made of feed pieces", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...FEED_PIECES), fc.string({ maxLength: 8 })), { maxLength: 60 }), (pieces) => {
        checkReadResult(readFeed({ bytes: enc(pieces.join("")), url: "https://x.co/feed/" }, FETCHED_AT));
      }),
      { numRuns: 400 },
    );
  });

  it("readFeed keeps its invariants on mutated fixtures (truncated, spliced, with bytes removed)", () => {
    const mutation = fc.record({
      fixture: fc.constantFrom(...fixtures),
      kind: fc.constantFrom("truncate", "insert", "delete", "replace"),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      length: fc.nat({ max: 64 }),
      insert: fc.uint8Array({ maxLength: 16 }),
    });
    fc.assert(
      fc.property(mutation, ({ fixture, kind, at, length, insert }) => {
        const src = fixture.bytes;
        const i = Math.floor(at * src.length);
        let bytes: Uint8Array;
        if (kind === "truncate") bytes = src.subarray(0, i);
        else if (kind === "insert") bytes = new Uint8Array([...src.subarray(0, i), ...insert, ...src.subarray(i)]);
        else if (kind === "delete") bytes = new Uint8Array([...src.subarray(0, i), ...src.subarray(i + length)]);
        else bytes = new Uint8Array([...src.subarray(0, i), ...insert, ...src.subarray(i + insert.length)]);
        const contentType = fixture.name.startsWith("windows1252") ? "text/xml; charset=windows-1252" : null;
        checkReadResult(readFeed({ bytes, contentType, url: "https://feeds.example.com/feed/" }, FETCHED_AT));
      }),
      { numRuns: 400 },
    );
  });

  it("toPlainText drops script contents, collapses whitespace and is stable", () => {
    const htmlish = fc
      .array(
        fc.oneof(
          fc.constantFrom("<", ">", "/", "&", ";", "amp", "lt", "gt", "#60", "b", "p", "script", "!--", "-->", '"', "'", "=", " ", "é"),
          fc.string({ maxLength: 5 }),
        ),
        { maxLength: 40 },
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), htmlish), (input) => {
        const text = toPlainText(`<script>alert(1)</script>${input}`);
        expect(text).not.toContain("alert(1)");
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s{2}/);
      }),
      { numRuns: 1000 },
    );
  });

  it("summarize never exceeds its limit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.integer({ min: 2, max: 400 }), (text, max) => {
        expect(summarize(text, max).length).toBeLessThanOrEqual(Math.max(max, text.trim().length <= max ? text.trim().length : 0));
      }),
    );
  });

  it("canonical URLs are http(s) and idempotent", () => {
    const messyUrl = fc
      .tuple(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.array(fc.constantFrom("utm_source=x", "fbclid=1", "id=3", "p=2", "%7Ea=1", "", "a=%2f", "mc_eid=9", "page=1"), { maxLength: 4 }),
      )
      .map(([url, params]) => (params.length > 0 ? `${url}${url.includes("?") ? "&" : "?"}${params.join("&")}` : url));
    fc.assert(
      fc.property(fc.oneof(messyUrl, fc.string({ maxLength: 80 })), fc.option(fc.webUrl()), (raw, base) => {
        const once = canonicalizeUrl(raw, base);
        if (once === null) return;
        expect(once).toMatch(/^https?:\/\//);
        expect(canonicalizeUrl(once)).toBe(once);
        // Only the query proper: a '#/…' single-page route is kept as written.
        expect(once.split("#")[0]).not.toMatch(/[?&](?:utm_[a-z]+|fbclid|mc_eid)=/i);
      }),
      { numRuns: 1000 },
    );
  });

  it("published dates are never after the fetch time", () => {
    const dateLike = fc.oneof(
      fc.date({ min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }).map((d) => d.toUTCString()),
      fc.date({ min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(dateLike, fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (value, fetchedAt) => {
        const { publishedAt, fromFeed } = trustedPublishedAt(value, fetchedAt);
        expect(publishedAt).toBeLessThanOrEqual(fetchedAt);
        if (!fromFeed) expect(publishedAt).toBe(fetchedAt);
        const parsed = parseFeedDate(value);
        if (parsed !== null) expect(Number.isFinite(parsed)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("normalizeItem never throws and never dates an item after the fetch time", () => {
    const item: fc.Arbitrary<ParsedItem> = fc.record({
      guid: fc.option(fc.string({ maxLength: 30 })),
      guidIsPermaLink: fc.boolean(),
      link: fc.option(fc.oneof(fc.webUrl(), fc.string({ maxLength: 30 }))),
      origLink: fc.option(fc.oneof(fc.webUrl(), fc.string({ maxLength: 30 }))),
      base: fc.option(fc.oneof(fc.webUrl(), fc.string({ maxLength: 10 }))),
      title: fc.option(
        fc.record({ type: fc.constantFrom("text" as const, "html" as const), value: fc.string({ unit: "binary", maxLength: 60 }) }),
      ),
      summary: fc.option(
        fc.record({ type: fc.constantFrom("text" as const, "html" as const), value: fc.string({ unit: "binary", maxLength: 200 }) }),
      ),
      content: fc.option(fc.record({ type: fc.constantFrom("text" as const, "html" as const), value: fc.string({ maxLength: 200 }) })),
      published: fc.option(fc.string({ maxLength: 40 })),
      updated: fc.option(
        fc.date({ noInvalidDate: true, min: new Date("1900-01-01"), max: new Date("2200-01-01") }).map((d) => d.toISOString()),
      ),
      author: fc.option(fc.string({ maxLength: 40 })),
      inheritedAuthor: fc.option(fc.string({ maxLength: 40 })),
      images: fc.array(
        fc.record({
          url: fc.oneof(fc.webUrl(), fc.string({ maxLength: 20 })),
          width: fc.option(fc.integer({ min: 0, max: 3000 })),
          height: fc.option(fc.integer({ min: 0, max: 3000 })),
        }),
        { maxLength: 3 },
      ),
      categories: fc.array(fc.string({ maxLength: 20 }), { maxLength: 25 }),
      complete: fc.boolean(),
    });
    fc.assert(
      fc.property(item, (parsedItem) => {
        const { article: result, skip } = normalizeItem(parsedItem, { feedUrl: "https://x.co/feed", fetchedAt: FETCHED_AT });
        if (result === null) {
          expect(typeof skip).toBe("string");
          return;
        }
        expect(result.publishedAt).toBeLessThanOrEqual(FETCHED_AT);
        expect(result.title).not.toBe("");
        expect(result.url).toMatch(/^https?:\/\//);
      }),
      { numRuns: 500 },
    );
  });

  it("single-byte input never decodes to U+FFFD", () => {
    const singleByte = fc
      .uint8Array({ maxLength: 500 })
      .filter(
        (b) =>
          !(b[0] === 0xff && b[1] === 0xfe) &&
          !(b[0] === 0xfe && b[1] === 0xff) &&
          !(b[0] === 0xef && b[1] === 0xbb) &&
          !(b[1] === 0 || b[0] === 0),
      );
    fc.assert(
      fc.property(
        singleByte,
        fc.constantFrom(
          null,
          "text/xml; charset=windows-1252",
          "text/xml; charset=ISO-8859-1",
          "text/xml; charset=utf-8",
          "text/xml; charset=bogus",
        ),
        (bytes, contentType) => {
          // Valid UTF-8 that itself encodes U+FFFD (EF BF BD) is the only way to get one, and it is not single-byte text.
          fc.pre(!Buffer.from(bytes).includes(Buffer.from([0xef, 0xbf, 0xbd])));
          expect(decodeFeedBytes(bytes, contentType).text).not.toContain("\uFFFD");
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("repairMojibake is idempotent and never touches ASCII", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (text) => {
        const once = repairMojibake(text);
        expect(repairMojibake(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", maxLength: 80 }), (text) => {
        expect(repairMojibake(text)).toBe(text);
      }),
    );
  });
});
