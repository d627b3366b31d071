import { parseOpml } from "../../../tests/support/opml.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../../db/database.server.js";
import { listPublicSources, type PublicSource } from "../../models/feed-directory.server.js";
import { createTestDatabase } from "../../../tests/support/test-db.js";
import { loadSourceList, renderSourcesOpml } from "./sources.server.js";

const SOURCES: PublicSource[] = [
  {
    slug: "el-tiempo",
    name: "El Tiempo",
    siteUrl: "https://www.eltiempo.com",
    homeDepartment: null,
    feeds: [
      { url: "https://www.eltiempo.com/rss/colombia.xml", title: null, category: null },
      { url: "https://www.eltiempo.com/rss/deportes.xml?a=1&b=2", title: "Deportes", category: { slug: "deportes", name: "Deportes" } },
    ],
  },
  {
    slug: "la-voz",
    name: 'La "Voz" <del> Llano & Sabana',
    siteUrl: "https://lavoz.example",
    homeDepartment: { slug: "meta", name: "Meta" },
    feeds: [{ url: "https://lavoz.example/feed", title: null, category: null }],
  },
];

describe("renderSourcesOpml", () => {
  it("writes OPML 2.0 that reads back with every feed, in a national and a regional folder, whatever the names hold", () => {
    const text = renderSourcesOpml("https://rotativa.example", SOURCES, new Date("2026-11-20T15:00:00Z"));
    expect(text).toMatch(/<opml version="2\.0">/);
    const opml = parseOpml(text);
    expect(opml.head?.title).toBe("Rotativa: las fuentes de los periódicos de Colombia");
    expect(opml.head?.docs).toBe("https://rotativa.example/api");
    const [national, regional] = opml.body?.outlines ?? [];
    expect(national?.text).toBe("Periódicos nacionales");
    expect(national?.outlines?.map((feed) => [feed.text, feed.xmlUrl, feed.type])).toEqual([
      ["El Tiempo", "https://www.eltiempo.com/rss/colombia.xml", "rss"],
      ["El Tiempo · Deportes", "https://www.eltiempo.com/rss/deportes.xml?a=1&b=2", "rss"],
    ]);
    expect(regional?.outlines?.[0]).toMatchObject({
      text: 'La "Voz" <del> Llano & Sabana',
      htmlUrl: "https://lavoz.example",
      category: "/Colombia/Meta",
    });
  });

  it("leaves out an empty folder", () => {
    const opml = parseOpml(renderSourcesOpml("https://rotativa.example", SOURCES.slice(0, 1), new Date()));
    expect(opml.body?.outlines?.map((folder) => folder.text)).toEqual(["Periódicos nacionales"]);
  });
});

describe("the public list of sources", () => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it("names every newspaper with its enabled feeds, and leaves out the feeds removed from the sources file", async () => {
    const before = await listPublicSources(database.db);
    const feeds = before.flatMap((source) => source.feeds);
    expect(before.length).toBeGreaterThan(10);
    const removed = feeds[0]?.url ?? "";
    await database.db.updateTable("feeds").set({ enabled: 0 }).where("url", "=", removed).execute();
    const list = await loadSourceList(database.db);
    expect(list.version).toBe(1);
    const urls = list.newspapers.flatMap((newspaper) => newspaper.feeds.map((feed) => feed.url));
    expect(urls).toHaveLength(feeds.length - 1);
    expect(urls).not.toContain(removed);
    for (const newspaper of list.newspapers) {
      expect(newspaper.page).toBe(`/periodicos/${newspaper.slug}`);
      expect(newspaper.feeds.length).toBeGreaterThan(0);
    }
  });
});
