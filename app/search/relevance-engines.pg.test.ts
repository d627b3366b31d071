import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeLabelledArticles } from "../../tests/support/builders.js";
import { createPostgresTestDatabase } from "../../tests/support/test-db.js";
import { openDatabase, type OpenDatabase } from "../db/database.server.js";
import { loadSources } from "../data/sources.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { LABELLED_QUERIES } from "./labelled-articles.js";
import { parseQuery } from "./query.js";
import { searchArticles } from "./search.server.js";

/*
 * The PostgreSQL pass only (vitest.pg.config.ts): the labelled set searched on both engines at
 * once. Where the engines find the same articles for a query, the order of its top results must
 * be the same (the ranking is shared; only the matching differs). Where they find different
 * articles (PostgreSQL's Snowball stems and stopwords are its own), the queries are printed.
 */
const NOW = Date.UTC(2025, 8, 1, 17, 0, 0);
const TOP = 5;

let sqlite: OpenDatabase;
let postgres: OpenDatabase;
const keyOf = { sqlite: new Map<number, string>(), postgres: new Map<number, string>() };


beforeAll(async () => {
  sqlite = await openDatabase(":memory:");
  await syncReferenceData(sqlite.db, loadSources());
  postgres = await createPostgresTestDatabase();
  keyOf.sqlite = await storeLabelledArticles(sqlite.db, NOW);
  keyOf.postgres = await storeLabelledArticles(postgres.db, NOW);
});

afterAll(async () => {
  await sqlite.close();
  await postgres.close();
});

describe("the labelled queries on SQLite and PostgreSQL", () => {
  it(`give the same top ${TOP} in the same order wherever both engines find the same articles`, async () => {
    const agreeing: string[] = [];
    const differing: string[] = [];
    const misordered: string[] = [];
    for (const query of LABELLED_QUERIES) {
      const request = { query: parseQuery(query.q), filters: query.filters, pageSize: 100, now: NOW };
      const [a, b] = await Promise.all([searchArticles(sqlite.db, request), searchArticles(postgres.db, request)]);
      const onSqlite = a.articles.map((article) => keyOf.sqlite.get(article.id) ?? "?");
      const onPostgres = b.articles.map((article) => keyOf.postgres.get(article.id) ?? "?");
      const label = `${query.q}${query.filters ? ` ${JSON.stringify(query.filters)}` : ""}`;
      if ([...onSqlite].sort().join() !== [...onPostgres].sort().join()) {
        const onlySqlite = onSqlite.filter((key) => !onPostgres.includes(key));
        const onlyPostgres = onPostgres.filter((key) => !onSqlite.includes(key));
        differing.push(`${label}: only SQLite finds [${onlySqlite.join(", ")}], only PostgreSQL [${onlyPostgres.join(", ")}]`);
        continue;
      }
      agreeing.push(label);
      if (onSqlite.slice(0, TOP).join() !== onPostgres.slice(0, TOP).join()) {
        misordered.push(`${label}: SQLite ${onSqlite.slice(0, TOP).join(", ")} / PostgreSQL ${onPostgres.slice(0, TOP).join(", ")}`);
      }
    }
    process.stdout.write(
      `Labelled queries: ${agreeing.length} of ${LABELLED_QUERIES.length} find the same articles on both engines` +
        (differing.length > 0 ? `; where they differ:\n${differing.map((line) => `  ${line}`).join("\n")}\n` : "\n"),
    );
    expect(misordered).toEqual([]);
    // Most queries must match alike: a broken PostgreSQL matching would fail here first.
    expect(agreeing.length).toBeGreaterThanOrEqual(Math.ceil(LABELLED_QUERIES.length * 0.8));
  });
});
