/*
 * parse-feed against the reference parser: each fixture of tests/fixtures/feeds/reference (one
 * behaviour per file: text constructs, entities, sanitizing, links, dates, authors, categories,
 * languages, formats, ill-formed documents, encodings) is read by parse-feed and compared, field
 * by field, with what Python's feedparser read in it (feedparser.json, recorded by
 * `node scripts/compare-feedparser.mjs --record tests/fixtures/feeds/reference`). The only
 * differences allowed are those differences.json lists with their reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFeedOutput } from "../cli/parse-feed.server.js";
import { readFeed } from "./read-feed.js";

const dir = new URL("../../tests/fixtures/feeds/reference/", import.meta.url);

interface FeedparserEntry {
  id: string | null;
  link: string | null;
  title: string | null;
  summary: string | null;
  published: string | null;
  updated: string | null;
  author: string | null;
  categories: string[];
}
interface FeedparserReading {
  feed: { title: string | null; link: string | null; language: string | null };
  entries: FeedparserEntry[];
}

const recorded = JSON.parse(readFileSync(new URL("feedparser.json", dir), "utf8")) as { readings: Record<string, FeedparserReading> };
const allowed = new Set(
  (
    JSON.parse(readFileSync(new URL("differences.json", dir), "utf8")) as { differences: { file: string; field: string }[] }
  ).differences.map((d) => `${d.file} ${d.field}`),
);
const served = new Map(
  readFileSync(new URL("cases.jsonl", dir), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { file: string; url: string; contentType?: string })
    .map((c) => [c.file, c]),
);
const files = readdirSync(dir).filter((name) => name.endsWith(".xml"));

/** Values compared as feedparser's plain text is: whitespace runs are one space, blank is absent. */
const same = (ours: unknown, theirs: unknown): boolean => {
  const norm = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : (v ?? ""));
  return JSON.stringify(norm(ours)) === JSON.stringify(norm(theirs));
};

describe("parse-feed reads the reference fixtures as feedparser does", () => {
  it("has a recorded reading for every fixture", () => {
    expect(files.length).toBeGreaterThanOrEqual(160);
    expect(files.filter((f) => !recorded.readings[f])).toEqual([]);
  });

  for (const file of files) {
    it(file, () => {
      const c = served.get(file);
      const read = readFeed(
        { bytes: readFileSync(new URL(file, dir)), url: c?.url ?? `https://example.com/${file}`, contentType: c?.contentType ?? null },
        Date.UTC(2030, 0, 1),
        { zoneless: "auto" },
      );
      if (!read.ok) throw new Error(read.error);
      const ours = parseFeedOutput(read);
      const theirs = recorded.readings[file] as FeedparserReading;
      const differences: string[] = [];
      const check = (field: string, a: unknown, b: unknown) => {
        if (!same(a, b) && !allowed.has(`${file} ${field}`))
          differences.push(`${field}: parse-feed ${JSON.stringify(a)}, feedparser ${JSON.stringify(b)}`);
      };
      check("item count", ours.items.length, theirs.entries.length);
      check("feed.title", ours.feed.title, theirs.feed.title);
      check("feed.link", ours.feed.link, theirs.feed.link);
      check("feed.language", ours.feed.language, theirs.feed.language);
      theirs.entries.forEach((entry, i) => {
        const item = ours.items[i];
        if (!item) return;
        check("guid", item.guid, entry.id);
        check("url", item.url, entry.link);
        check("title", item.title, entry.title);
        check("summary", item.summary, entry.summary);
        check("publishedAt", item.publishedAt, entry.published);
        check("updatedAt", item.updatedAt, entry.updated);
        check("author", item.author, entry.author);
        check("categories", item.categories, entry.categories);
      });
      expect(differences).toEqual([]);
    });
  }
});
