/*
 * Integration: story grouping through the real pipeline (fetch over HTTP → parse → normalize →
 * classify → store and group) against the simulated newsroom, measured with the newsroom's ground
 * truth: items covering one shared event carry its key; every other item is its own story (two
 * items the generator happened to write with the same headline within two days count as one, as
 * any reader would count them: tools/newsroom/ground-truth.ts).
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.js";
import { type Newsroom, startNewsroom } from "../../tools/newsroom/newsroom.server.js";
import type { GeneratedItem } from "../../tools/newsroom/news-generator.js";
import { groundTruth } from "../../tools/newsroom/ground-truth.js";
import { CLUBS } from "../../tools/newsroom/vocabulary.js";
import type { OpenDatabase } from "../db/database.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { formatQuality, groupingQuality } from "../../tests/support/grouping-quality.js";
import { runIngestionCycle } from "./scheduler.server.js";
import { grouping } from "../../tests/support/grouping.js";

const CLUB_NAMES = new Set(CLUBS.map((club) => club.name));

let newsroom: Newsroom;
let database: OpenDatabase;
/** Stored articles with the generator's item behind each. */
let stored: { id: number; story: number; item: GeneratedItem }[];

/** Hours between two reads of every feed, and how many reads: a day and a half of news, read as it comes. */
const STEP_HOURS = 4;
const CYCLES = 9;

beforeAll(async () => {
  const start = Date.UTC(2025, 4, 14, 5, 0);
  let clock = start;
  newsroom = await startNewsroom({ now: () => clock, misbehaving: false, itemsPerFeed: 150 });
  database = await createTestDatabase({ referenceData: false });
  await syncReferenceData(database.db, newsroom.sources);
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    clock = start + cycle * STEP_HOURS * 3_600_000;
    await runIngestionCycle(
      {
        db: database.db,
        log: pino({ level: "silent" }),
        now: () => clock,
        grouping,
        fetchOptions: { userAgent: "Rotativa/test (+http://127.0.0.1)", allowPrivate: true, timeoutMs: 10_000 },
      },
      // Every feed is read at every step, whatever its schedule says.
      { feeds: newsroom.feeds.filter((feed) => feed.listed).map((feed) => feed.url) },
    );
  }
  const rows = await database.db
    .selectFrom("articles as a")
    .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
    .select(["a.id", "a.url", "a.story_id", "n.slug"])
    .execute();
  stored = [];
  for (const row of rows) {
    const id = Number(/-(\d+)(?:\.html)?$/.exec(new URL(row.url).pathname)?.[1] ?? Number.NaN);
    const item = Number.isFinite(id) ? newsroom.generator.articleById(row.slug, id, clock + 1) : null;
    if (item && row.story_id !== null) stored.push({ id: row.id, story: row.story_id, item });
  }
}, 300_000);

afterAll(async () => {
  await newsroom?.close();
  await database?.close();
});

/** The ground-truth story of each stored item (see tools/newsroom/ground-truth.ts). */
let truth: Map<GeneratedItem, string>;
function truthOf(item: GeneratedItem): string {
  truth ??= groundTruth(new Map(stored.map((row) => [row.item, row.item])));
  return truth.get(item) as string;
}

/** Pairs of stored articles of different newspapers whose items satisfy `related`, and how many share a story. */
function pairs(related: (a: GeneratedItem, b: GeneratedItem) => boolean): { pairs: number; together: number } {
  let count = 0;
  let together = 0;
  for (let i = 0; i < stored.length; i += 1) {
    for (let j = i + 1; j < stored.length; j += 1) {
      const a = stored[i] as (typeof stored)[number];
      const b = stored[j] as (typeof stored)[number];
      if (a.item.newspaper === b.item.newspaper || !related(a.item, b.item)) continue;
      count += 1;
      if (a.story === b.story) together += 1;
    }
  }
  return { pairs: count, together };
}

describe("stories of the simulated newsroom", () => {
  it("are close to the newsroom's ground truth", () => {
    expect(stored.length).toBeGreaterThan(500);
    const quality = groupingQuality(
      new Map(stored.map((row) => [row.id, truthOf(row.item)])),
      new Map(stored.map((row) => [row.id, row.story])),
    );
    const events = pairs((a, b) => a.eventKey !== null && a.eventKey === b.eventKey);
    // eslint-disable-next-line no-console -- the figures are worth seeing in the test output
    console.log(
      `${formatQuality("Newsroom ground truth", quality)}\n` +
        `Shared events: ${events.together} of ${events.pairs} pairs of two newspapers' versions grouped`,
    );
    // The newsroom's own stories come from templates (the same headline with another name, town or
    // figure, dozens a day), harsher on precision than real news; B-cubed weighs every article once.
    expect(quality.bcubed.f1).toBeGreaterThan(0.9);
    expect(quality.bcubed.precision).toBeGreaterThan(0.85);
    expect(events.together / events.pairs).toBeGreaterThan(0.75);
    // Counting pairs walks millions of them: room for a loaded machine (vitest's default is 5 s).
  }, 60_000);

  it("keeps each day's and each city's pico y placa apart, and groups each one's coverage", () => {
    const picoYPlaca = stored.filter((row) => row.item.eventKey && /pico y placa/i.test(row.item.title));
    expect(new Set(picoYPlaca.map((row) => row.item.eventKey)).size).toBeGreaterThanOrEqual(4);
    const apart = pairs((a, b) => a.eventKey !== b.eventKey && /pico y placa/i.test(a.title) && /pico y placa/i.test(b.title));
    expect(apart.pairs).toBeGreaterThan(0);
    expect(apart.together).toBe(0);
    const same = pairs((a, b) => a.eventKey !== null && a.eventKey === b.eventKey && /pico y placa/i.test(a.title));
    // eslint-disable-next-line no-console -- the figures are worth seeing in the test output
    console.log(
      `Pico y placa: ${same.together} of ${same.pairs} same-day pairs grouped; ${apart.together} of ${apart.pairs} other-day or other-city pairs`,
    );
    expect(same.together / same.pairs).toBeGreaterThan(0.8);
  }, 60_000);

  it("keeps different matches of the same team apart", () => {
    // Match reports: a score in the headline; the clubs are among the item's tags.
    const isMatch = (item: GeneratedItem) => item.category === "deportes" && /\d+-\d+/.test(item.title);
    const clubsOf = (item: GeneratedItem) => item.tags.filter((tag) => CLUB_NAMES.has(tag));
    const otherMatch = pairs(
      (a, b) => isMatch(a) && isMatch(b) && truthOf(a) !== truthOf(b) && clubsOf(a).some((club) => clubsOf(b).includes(club)),
    );
    // eslint-disable-next-line no-console -- the figures are worth seeing in the test output
    console.log(`Different matches of one team: ${otherMatch.together} of ${otherMatch.pairs} pairs grouped`);
    expect(otherMatch.pairs).toBeGreaterThan(0);
    expect(otherMatch.together / otherMatch.pairs).toBeLessThan(0.02);
  }, 60_000);
});
