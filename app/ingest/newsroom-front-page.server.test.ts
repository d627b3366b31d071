/*
 * Integration: the demo's front page, as a reader first sees it. The simulated newsroom runs with a
 * fast clock — thirty simulated minutes read every five, from a fresh database, through the real
 * pipeline (fetch over HTTP → parse → normalize → classify → store and group) — and every story of
 * "Lo más importante" is checked against the newsroom's ground truth (tools/newsroom/ground-truth.ts):
 * all its articles must report one event. A story that joins two events ("Ataque contra el peaje de Cúcuta deja 12 heridos" with
 * an attack in La Plata) would climb the front page with a false "En N periódicos".
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.js";
import { grouping } from "../../tests/support/grouping.js";
import { type Newsroom, startNewsroom } from "../../tools/newsroom/newsroom.server.js";
import { groundTruth } from "../../tools/newsroom/ground-truth.js";
import type { GeneratedItem } from "../../tools/newsroom/news-generator.js";
import type { OpenDatabase } from "../db/database.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { loadFrontPage } from "../pages/front-page.server.js";
import { runIngestionCycle } from "./scheduler.server.js";

/** The fast clock: a read of every feed each five simulated minutes, for half an hour. */
const STEP_MINUTES = 5;
const STEPS = 6;
/** Two starts (a weekday morning and a Saturday evening), so the check does not rest on one day's news. */
const STARTS = [Date.UTC(2025, 5, 10, 13, 0), Date.UTC(2025, 5, 14, 23, 30)];

interface TopStory {
  headline: string;
  newspapers: number;
  members: { title: string; newspaper: string; truth: string }[];
}

let newsroom: Newsroom | undefined;
let database: OpenDatabase | undefined;
const fronts: TopStory[][] = [];

/** Runs the newsroom from `start` for the fast clock's half hour and reads the front page's top stories. */
async function frontPageAfterHalfAnHour(start: number): Promise<TopStory[]> {
  let clock = start;
  newsroom = await startNewsroom({ now: () => clock, misbehaving: false });
  database = await createTestDatabase({ referenceData: false });
  const { db } = database;
  await syncReferenceData(db, newsroom.sources);
  const feeds = newsroom.feeds.filter((feed) => feed.listed).map((feed) => feed.url);
  for (let step = 0; step <= STEPS; step += 1) {
    clock = start + step * STEP_MINUTES * 60_000;
    await runIngestionCycle(
      {
        db,
        log: pino({ level: "silent" }),
        now: () => clock,
        grouping,
        fetchOptions: { userAgent: "Rotativa/test (+http://127.0.0.1)", allowPrivate: true, timeoutMs: 10_000 },
      },
      { feeds },
    );
  }
  const page = await loadFrontPage(db, clock);
  const stories: TopStory[] = [];
  for (const card of page.top) {
    const lead = await db.selectFrom("articles").select("story_id").where("id", "=", card.id).executeTakeFirstOrThrow();
    if (lead.story_id === null) continue;
    const rows = await db
      .selectFrom("articles as a")
      .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
      .select(["a.url", "a.title", "n.slug"])
      .where("a.story_id", "=", lead.story_id)
      .execute();
    const items = new Map(
      rows.map((row) => {
        const id = Number(/-(\d+)(?:\.html)?$/.exec(new URL(row.url).pathname)?.[1] ?? Number.NaN);
        return [row, Number.isFinite(id) ? newsroom?.generator.articleById(row.slug, id, clock + 1) : null] as const;
      }),
    );
    // The ground truth of the story's items, read together (identical headlines within two days are one).
    const found = new Map([...items].filter((entry): entry is [(typeof rows)[number], GeneratedItem] => Boolean(entry[1])));
    const truth = groundTruth(found);
    const members = rows.map((row) => ({ title: row.title, newspaper: row.slug, truth: truth.get(row) ?? `?${row.url}` }));
    stories.push({ headline: card.title, newspapers: new Set(members.map((member) => member.newspaper)).size, members });
  }
  await newsroom.close();
  await database.close();
  newsroom = undefined;
  database = undefined;
  return stories;
}

beforeAll(async () => {
  for (const start of STARTS) fronts.push(await frontPageAfterHalfAnHour(start));
}, 600_000);

afterAll(async () => {
  await newsroom?.close();
  await database?.close();
});

describe("the demo's front page after half an hour of a fast clock", () => {
  it("shows covered stories in Lo más importante", () => {
    for (const top of fronts) {
      expect(top.length).toBeGreaterThanOrEqual(3);
      expect(top.some((story) => story.newspapers >= 2)).toBe(true);
    }
  });

  it("tells one event in every top story", () => {
    const mixed = fronts.flat().filter((story) => new Set(story.members.map((member) => member.truth)).size > 1);
    const report = mixed.map(
      (story) =>
        `«${story.headline}» joins ${new Set(story.members.map((member) => member.truth)).size} events:\n` +
        story.members.map((member) => `    ${member.newspaper}: ${member.title} [${member.truth}]`).join("\n"),
    );
    // eslint-disable-next-line no-console -- the stories read as a reader would, when one is wrong
    if (mixed.length > 0) console.log(report.join("\n"));
    expect(report).toEqual([]);
  });
});
