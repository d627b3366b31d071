import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeLabelledArticles } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { LABELLED_ARTICLES, LABELLED_QUERIES } from "./labelled-articles.js";
import { parseQuery } from "./query.js";
import { searchArticles } from "./search.server.js";

/*
 * Search quality on the labelled set (labelled-articles.ts): for each query, recall@10 (the share
 * of its relevant articles, up to ten, found in the first ten results) and the reciprocal rank of
 * the first relevant result (0 when none is in the first ten); their means are printed. Floors
 * sit a little under what the search reaches, so that a change that makes it worse fails.
 */

const NOW = Date.UTC(2025, 8, 1, 17, 0, 0);
const RECALL_FLOOR = 0.75;
const MRR_FLOOR = 0.9;

let database: OpenDatabase;
let idToKey = new Map<number, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  idToKey = await storeLabelledArticles(database.db, NOW);
});

afterAll(async () => {
  await database.close();
});

describe("search quality on the labelled set", () => {
  it("has at least 300 articles and 40 queries, every label naming a real article", () => {
    expect(LABELLED_ARTICLES.length).toBeGreaterThanOrEqual(300);
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LABELLED_ARTICLES.map((a) => a.key)).size).toBe(LABELLED_ARTICLES.length);
    const keys = new Set(LABELLED_ARTICLES.map((a) => a.key));
    for (const query of LABELLED_QUERIES) {
      for (const key of [...query.relevant, ...(query.forbidden ?? [])]) expect(keys.has(key), `${query.q}: ${key}`).toBe(true);
    }
  });

  it(`reaches recall@10 ≥ ${RECALL_FLOOR} and MRR ≥ ${MRR_FLOOR}, and never shows an excluded article`, async () => {
    const rows: string[] = [];
    let recallSum = 0;
    let reciprocalSum = 0;
    const violations: string[] = [];
    for (const query of LABELLED_QUERIES) {
      const results = await searchArticles(database.db, {
        query: parseQuery(query.q),
        filters: query.filters,
        pageSize: 10,
        now: NOW,
      });
      const keys = results.articles.map((article) => idToKey.get(article.id) ?? "?");
      const relevant = new Set(query.relevant);
      const found = keys.filter((key) => relevant.has(key)).length;
      const recall = found / Math.min(relevant.size, 10);
      const firstRelevant = keys.findIndex((key) => relevant.has(key));
      const reciprocal = firstRelevant >= 0 ? 1 / (firstRelevant + 1) : 0;
      recallSum += recall;
      reciprocalSum += reciprocal;
      for (const key of query.forbidden ?? []) {
        if (keys.includes(key)) violations.push(`${query.q}: ${key}`);
      }
      const filters = query.filters ? ` ${JSON.stringify(query.filters)}` : "";
      rows.push(`${`${query.q}${filters}`.padEnd(48)} recall@10 ${recall.toFixed(2)}  RR ${reciprocal.toFixed(2)}  (${query.about})`);
    }
    const recall = recallSum / LABELLED_QUERIES.length;
    const mrr = reciprocalSum / LABELLED_QUERIES.length;
    process.stdout.write(
      `${rows.join("\n")}\n\nLabelled set: ${LABELLED_ARTICLES.length} articles, ${LABELLED_QUERIES.length} queries — ` +
        `recall@10 ${recall.toFixed(3)}, MRR ${mrr.toFixed(3)}\n`,
    );
    expect(violations).toEqual([]);
    expect(recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(mrr).toBeGreaterThanOrEqual(MRR_FLOOR);
  });
});
