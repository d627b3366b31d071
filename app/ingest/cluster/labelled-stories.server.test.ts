/*
 * The labelled sets through the real path: each item stored (normalize-free, as an article row)
 * one at a time in publication order, as feeds would bring them, and grouped in the transaction
 * that stores it. The figures are printed so a change of the rules can be judged on the whole set.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newspaperId } from "../../../tests/support/builders.js";
import { createTestDatabase } from "../../../tests/support/test-db.js";
import type { OpenDatabase } from "../../db/database.server.js";
import type { Db } from "../../db/schema.js";
import { grouping as storyGrouping } from "../../../tests/support/grouping.js";
import { type LabelledStoryItem, storyLabels } from "../../../tests/support/labels.js";
import { storiesOf } from "../../models/story.server.js";
import { storeArticles } from "../store.server.js";
import { formatQuality, groupingQuality } from "../../../tests/support/grouping-quality.js";

const LABELLED_STORIES = storyLabels("stories-labelled");
const HOLDOUT_STORIES = storyLabels("stories-holdout");
const EVENT_STORIES = storyLabels("stories-events");
const EVENT_HOLDOUT_STORIES = storyLabels("stories-events-holdout");
const PARAPHRASE_STORIES = storyLabels("stories-paraphrase");
const PARAPHRASE_HOLDOUT_STORIES = storyLabels("stories-paraphrase-holdout");
/** Written by the lead before a round, seen by none of its engineers: how the rules do on unseen news. */
const LEAD_HOLDOUT_STORIES = storyLabels("stories-lead-holdout");
const PARAPHRASE2_STORIES = storyLabels("stories-paraphrase2");

/** The targets of the issue: a wrong merge hurts readers more than a missed one. */
const MIN_BCUBED_F1 = 0.9;
const MIN_PAIRWISE_PRECISION = 0.95;

let database: OpenDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

/** Stores the set in publication order, `batch` items per transaction; returns item id → article id. */
async function store(db: Db, items: readonly LabelledStoryItem[], batch = 1): Promise<Map<string, number>> {
  const ordered = [...items].sort((a, b) => a.publishedAt - b.publishedAt || a.id.localeCompare(b.id));
  const articleOf = new Map<string, number>();
  for (let start = 0; start < ordered.length; start += batch) {
    const chunk = ordered.slice(start, start + batch);
    const rows = [];
    for (const item of chunk) {
      const publishedAt = item.publishedAt;
      rows.push({
        url: `https://etiquetado.rotativa.invalid/${item.newspaper}/${item.id}`,
        guid: null,
        newspaper_id: await newspaperId(db, item.newspaper),
        feed_id: null,
        title: item.title,
        summary: item.summary,
        image_url: null,
        author: null,
        category_slug: "general",
        published_at: publishedAt,
        fetched_at: publishedAt,
        updated_at: publishedAt,
        departments: [],
      });
    }
    const ids = await storeArticles(db, storyGrouping, rows);
    chunk.forEach((item, index) => articleOf.set(item.id, ids[index] as number));
  }
  return articleOf;
}

/** The predicted grouping: item id → story id. */
async function grouping(db: Db, articleOf: Map<string, number>): Promise<Map<string, number>> {
  const stories = await storiesOf(db, [...articleOf.values()]);
  return new Map([...articleOf].map(([item, article]) => [item, stories.get(article) as number]));
}

/** Whether two groupings put the same items together (story ids may differ). */
function samePartition(a: Map<string, number>, b: Map<string, number>): boolean {
  const pairs = (grouping: Map<string, number>) => {
    const byStory = new Map<number, string[]>();
    for (const [item, story] of grouping) byStory.set(story, [...(byStory.get(story) ?? []), item]);
    return [...byStory.values()].map((items) => items.sort().join(",")).sort();
  };
  return JSON.stringify(pairs(a)) === JSON.stringify(pairs(b));
}

describe("the labelled sets", () => {
  it("are what the issue asks for: 150 items or more, 40 stories or more, unique ids", () => {
    expect(LABELLED_STORIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(LABELLED_STORIES.map((item) => item.story)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(LABELLED_STORIES.map((item) => item.id)).size).toBe(LABELLED_STORIES.length);
    expect(new Set(HOLDOUT_STORIES.map((item) => item.id)).size).toBe(HOLDOUT_STORIES.length);
    expect(new Set(LEAD_HOLDOUT_STORIES.map((item) => item.id)).size).toBe(LEAD_HOLDOUT_STORIES.length);
    // Near misses: the same daily item on several days, and several stories per team and town.
    expect(LABELLED_STORIES.filter((item) => item.story.startsWith("pyp-")).map((item) => item.story)).toEqual(
      expect.arrayContaining(["pyp-bogota-lunes", "pyp-bogota-martes", "pyp-medellin-martes"]),
    );
    expect(new Set(LABELLED_STORIES.filter((item) => /soacha/.test(item.story)).map((item) => item.story)).size).toBeGreaterThanOrEqual(3);
  });

  it("are grouped above the targets (B-cubed F1 ≥ 0.90, pairwise precision ≥ 0.95)", async () => {
    const measure = async (items: readonly LabelledStoryItem[]) => {
      const other = await createTestDatabase();
      try {
        return groupingQuality(new Map(items.map((item) => [item.id, item.story])), await grouping(other.db, await store(other.db, items)));
      } finally {
        await other.close();
      }
    };
    const main = await measure(LABELLED_STORIES);
    const events = await measure(EVENT_STORIES);
    const holdout = await measure(HOLDOUT_STORIES);
    const eventsHoldout = await measure(EVENT_HOLDOUT_STORIES);
    const paraphrase = await measure(PARAPHRASE_STORIES);
    const paraphraseHoldout = await measure(PARAPHRASE_HOLDOUT_STORIES);
    const paraphrase2 = await measure(PARAPHRASE2_STORIES);
    const leadHoldout = await measure(LEAD_HOLDOUT_STORIES);
    // eslint-disable-next-line no-console -- the figures are the point of this test
    console.log(
      [
        formatQuality("Labelled set", main),
        formatQuality("Events set (same-template different events, paraphrased follow-ups)", events),
        formatQuality("Holdout (written before the rules; reported, not asserted)", holdout),
        formatQuality("Events holdout (written before the rules; reported, not asserted)", eventsHoldout),
        formatQuality("Paraphrase set (acronyms, surnames, roles, follow-ups)", paraphrase),
        formatQuality("Paraphrase holdout (written before the rules; reported, not asserted)", paraphraseHoldout),
        formatQuality("Second paraphrase set (derived acronyms, surnames, roles, same-template traps)", paraphrase2),
        formatQuality("Lead's holdout (unseen news across sections; reported, not asserted)", leadHoldout),
      ].join("\n"),
    );
    expect(main.bcubed.f1).toBeGreaterThanOrEqual(MIN_BCUBED_F1);
    expect(main.pairwise.precision).toBeGreaterThanOrEqual(MIN_PAIRWISE_PRECISION);
    expect(events.bcubed.f1).toBeGreaterThanOrEqual(MIN_BCUBED_F1);
    expect(events.pairwise.precision).toBeGreaterThanOrEqual(MIN_PAIRWISE_PRECISION);
    // The paraphrase set: a floor under what the rules reach (B-cubed F1 0.878, precision 0.978),
    // so that a change losing its paraphrases or merging its hard negatives is seen.
    expect(paraphrase.bcubed.f1).toBeGreaterThanOrEqual(0.85);
    expect(paraphrase.bcubed.precision).toBeGreaterThanOrEqual(0.95);
    // The second paraphrase set: its same-template other events must stay apart (pairwise
    // precision 100 % when written; 97 % is the hidden sets' bar) and its paraphrases found (B-cubed
    // F1 0.793 before derived acronyms, partial names and follow-ups; 0.871 after).
    expect(paraphrase2.pairwise.precision).toBeGreaterThanOrEqual(0.97);
    expect(paraphrase2.bcubed.f1).toBeGreaterThanOrEqual(0.85);
  }, 60_000);

  // The second paraphrase set too: its follow-ups join stories as they stand when they arrive.
  it.each([
    ["labelled", LABELLED_STORIES],
    ["second paraphrase", PARAPHRASE2_STORIES],
  ] as const)(
    "group the same whether stored one by one, in batches, or rebuilt from scratch (%s set)",
    async (_name, items) => {
      const { db } = database;
      const articleOf = await store(db, items, 1);
      const incremental = await grouping(db, articleOf);
      const summary = await storyGrouping.rebuild(db);
      expect(summary.articles).toBe(items.length);
      expect(summary.stories).toBe(new Set(incremental.values()).size);
      expect(samePartition(await grouping(db, articleOf), incremental)).toBe(true);

      const batched = await createTestDatabase();
      try {
        const batchedOf = await store(batched.db, items, 7);
        expect(samePartition(await grouping(batched.db, batchedOf), incremental)).toBe(true);
      } finally {
        await batched.close();
      }
    },
    60_000,
  );
});
