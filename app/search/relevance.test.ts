import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeLabelledArticles } from "../../tests/support/builders.js";
import { type LabelledQuery, searchLabels } from "../../tests/support/labels.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { parseQuery } from "./query.js";
import { searchArticles } from "./search.server.js";

/*
 * Search quality on the labelled sets (tests/fixtures/labels/search-*.jsonl): for each query,
 * recall@10 (the share of its relevant articles, up to ten, found in the first ten results) and
 * the reciprocal rank of the first relevant result (0 when none is in the first ten); their means
 * are printed. Floors sit a little under what the search reaches, so that a change that makes it
 * worse fails. The holdout set is never tuned on: its floors were set once, from its first run
 * with the rules it judges, and only catch a collapse.
 */

const { articles: LABELLED_ARTICLES, queries: LABELLED_QUERIES, holdout: HOLDOUT_QUERIES } = searchLabels();
const NOW = Date.UTC(2025, 8, 1, 17, 0, 0);
const FLOORS = { labelled: { recall: 0.94, mrr: 0.98 }, holdout: { recall: 0.5, mrr: 0.5 } };

let database: OpenDatabase;
let idToKey = new Map<number, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  idToKey = await storeLabelledArticles(database.db, LABELLED_ARTICLES, NOW);
});

afterAll(async () => {
  await database.close();
});

/** Recall@10 and MRR of a set of queries, each query's line, and any excluded article shown. */
async function evaluate(name: string, queries: readonly LabelledQuery[]) {
  const rows: string[] = [];
  let recallSum = 0;
  let reciprocalSum = 0;
  const violations: string[] = [];
  for (const query of queries) {
    const results = await searchArticles(database.db, { query: parseQuery(query.q), filters: query.filters, pageSize: 10, now: NOW });
    const keys = results.articles.map((article) => idToKey.get(article.id) ?? "?");
    const relevant = new Set(query.relevant);
    const found = keys.filter((key) => relevant.has(key)).length;
    const recall = found / Math.min(relevant.size, 10);
    const firstRelevant = keys.findIndex((key) => relevant.has(key));
    const reciprocal = firstRelevant >= 0 ? 1 / (firstRelevant + 1) : 0;
    recallSum += recall;
    reciprocalSum += reciprocal;
    for (const key of query.forbidden ?? []) if (keys.includes(key)) violations.push(`${query.q}: ${key}`);
    const filters = query.filters ? ` ${JSON.stringify(query.filters)}` : "";
    rows.push(`${`${query.q}${filters}`.padEnd(48)} recall@10 ${recall.toFixed(2)}  RR ${reciprocal.toFixed(2)}  (${query.about})`);
  }
  const recall = recallSum / queries.length;
  const mrr = reciprocalSum / queries.length;
  process.stdout.write(
    `${rows.join("\n")}\n\n${name}: ${LABELLED_ARTICLES.length} articles, ${queries.length} queries — ` +
      `recall@10 ${recall.toFixed(4)}, MRR ${mrr.toFixed(4)}\n`,
  );
  return { recall, mrr, violations };
}

function checkLabels(queries: readonly LabelledQuery[]) {
  const keys = new Set(LABELLED_ARTICLES.map((a) => a.key));
  for (const query of queries) {
    expect(query.relevant.length, query.q).toBeGreaterThan(0);
    for (const key of [...query.relevant, ...(query.forbidden ?? [])]) expect(keys.has(key), `${query.q}: ${key}`).toBe(true);
  }
}

describe("search quality on the labelled set", () => {
  it("has at least 300 articles, 90 queries and a holdout of 30, every label naming a real article", () => {
    expect(LABELLED_ARTICLES.length).toBeGreaterThanOrEqual(300);
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(90);
    expect(HOLDOUT_QUERIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(LABELLED_ARTICLES.map((a) => a.key)).size).toBe(LABELLED_ARTICLES.length);
    checkLabels(LABELLED_QUERIES);
    checkLabels(HOLDOUT_QUERIES);
    // A holdout query that is also a tuned one would not be held out.
    const tuned = new Set(LABELLED_QUERIES.map((query) => query.q.toLowerCase()));
    expect(HOLDOUT_QUERIES.filter((query) => tuned.has(query.q.toLowerCase()))).toEqual([]);
  });

  it(`reaches recall@10 ≥ ${FLOORS.labelled.recall} and MRR ≥ ${FLOORS.labelled.mrr}, and never shows an excluded article`, async () => {
    const { recall, mrr, violations } = await evaluate("Labelled set", LABELLED_QUERIES);
    expect(violations).toEqual([]);
    expect(recall).toBeGreaterThanOrEqual(FLOORS.labelled.recall);
    expect(mrr).toBeGreaterThanOrEqual(FLOORS.labelled.mrr);
  });

  it(`keeps the holdout above recall@10 ${FLOORS.holdout.recall} and MRR ${FLOORS.holdout.mrr}`, async () => {
    const { recall, mrr, violations } = await evaluate("Holdout set", HOLDOUT_QUERIES);
    expect(violations).toEqual([]);
    expect(recall).toBeGreaterThanOrEqual(FLOORS.holdout.recall);
    expect(mrr).toBeGreaterThanOrEqual(FLOORS.holdout.mrr);
  });
});
