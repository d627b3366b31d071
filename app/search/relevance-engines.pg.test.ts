import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeLabelledArticles } from "../../tests/support/builders.js";
import { searchLabels } from "../../tests/support/labels.js";
import { createPostgresTestDatabase } from "../../tests/support/test-db.js";
import { loadSources } from "../data/sources.server.js";
import { openDatabase, type OpenDatabase } from "../db/database.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { textWords } from "../text/analyze.js";
import { parseQuery } from "./query.js";
import { countSearchResults, searchArticles } from "./search.server.js";

/*
 * The PostgreSQL pass only (vitest.pg.config.ts): the labelled set stored and searched on both
 * engines at once. Both indexes hold the same analysis of the same text (app/text/analyze.ts) and
 * the search flow is one, so every query must give the same answer on both: the same articles, the
 * same top TOP in the same order, the same total, relevance and newest first.
 */
const { articles: LABELLED_ARTICLES, queries: LABELLED_QUERIES } = searchLabels();
const NOW = Date.UTC(2025, 8, 1, 17, 0, 0);
const TOP = 5;

let sqlite: OpenDatabase;
let postgres: OpenDatabase;
const keyOf = { sqlite: new Map<number, string>(), postgres: new Map<number, string>() };

beforeAll(async () => {
  sqlite = await openDatabase(":memory:");
  await syncReferenceData(sqlite.db, loadSources());
  postgres = await createPostgresTestDatabase();
  keyOf.sqlite = await storeLabelledArticles(sqlite.db, LABELLED_ARTICLES, NOW);
  keyOf.postgres = await storeLabelledArticles(postgres.db, LABELLED_ARTICLES, NOW);
});

afterAll(async () => {
  await sqlite.close();
  await postgres.close();
});

describe("the labelled queries on SQLite and PostgreSQL", () => {
  for (const order of ["relevancia", "recientes"] as const) {
    it(`give the same articles, the same top ${TOP} in the same order and the same total (${order})`, async () => {
      const differing: string[] = [];
      for (const query of LABELLED_QUERIES) {
        const request = { query: parseQuery(query.q), filters: query.filters, order, pageSize: 100, now: NOW };
        const [a, b] = await Promise.all([searchArticles(sqlite.db, request), searchArticles(postgres.db, request)]);
        const onSqlite = a.articles.map((article) => keyOf.sqlite.get(article.id) ?? "?");
        const onPostgres = b.articles.map((article) => keyOf.postgres.get(article.id) ?? "?");
        const label = `${query.q}${query.filters ? ` ${JSON.stringify(query.filters)}` : ""}`;
        if (onSqlite.slice(0, TOP).join() !== onPostgres.slice(0, TOP).join()) {
          differing.push(
            `${label}: top ${TOP} SQLite ${onSqlite.slice(0, TOP).join(", ")} / PostgreSQL ${onPostgres.slice(0, TOP).join(", ")}`,
          );
        }
        if ([...onSqlite].sort().join() !== [...onPostgres].sort().join()) {
          differing.push(
            `${label}: only SQLite finds [${onSqlite.filter((key) => !onPostgres.includes(key)).join(", ")}], only PostgreSQL [${onPostgres.filter((key) => !onSqlite.includes(key)).join(", ")}]`,
          );
        }
        if (a.total !== b.total || a.totalIsMinimum !== b.totalIsMinimum)
          differing.push(`${label}: total ${a.total} on SQLite, ${b.total} on PostgreSQL`);
        const counts = await Promise.all([
          countSearchResults(sqlite.db, request.query, request.filters ?? {}, 3),
          countSearchResults(postgres.db, request.query, request.filters ?? {}, 3),
        ]);
        if (counts[0] !== counts[1]) differing.push(`${label}: capped count ${counts[0]} on SQLite, ${counts[1]} on PostgreSQL`);
      }
      expect(differing).toEqual([]);
    });
  }

  it("offer the same corrections for misspelt words of the labelled queries", async () => {
    const words = [...new Set(LABELLED_QUERIES.flatMap((query) => textWords(query.q).map((word) => word.folded)))].filter(
      (word) => word.length >= 5,
    );
    expect(words.length).toBeGreaterThan(20);
    const differing: string[] = [];
    let corrected = 0;
    for (const word of words) {
      // A typing slip: two neighbouring letters swapped.
      const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
      const [a, b] = await Promise.all([
        sqlite.engine.fullText.termsSpelledLike(sqlite.db, typo, 5),
        postgres.engine.fullText.termsSpelledLike(postgres.db, typo, 5),
      ]);
      if (JSON.stringify(a) !== JSON.stringify(b)) differing.push(`${typo}: SQLite ${JSON.stringify(a)} / PostgreSQL ${JSON.stringify(b)}`);
      if (a.some((term) => term.term === word)) corrected += 1;
    }
    expect(differing).toEqual([]);
    // Most slips find the word meant among the five closest spellings the articles hold.
    expect(corrected).toBeGreaterThan(words.length * 0.5);
  });
});
