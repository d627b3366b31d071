import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle, newspaperId } from "../../../tests/support/builders.js";
import { grouping } from "../../../tests/support/grouping.js";
import { createPostgresTestDatabase } from "../../../tests/support/test-db.js";
import { upsertArticles } from "../../models/article-write.server.js";
import type { OpenDatabase } from "../database.server.js";
import { migrateToLatest } from "../migrations.server.js";
import type { Db } from "../schema.js";

/*
 * PostgreSQL's search index only (the PostgreSQL pass): article_search written by the writers,
 * article_search_lexemes kept exact by its triggers, what `check` finds, and migration
 * 0013_search_terms building both from articles stored before it.
 */
const NOW = Date.UTC(2025, 5, 15, 17);
const HOUR = 3_600_000;
let database: OpenDatabase;

beforeEach(async () => {
  database = await createPostgresTestDatabase();
});
afterEach(async () => {
  await database.close();
});

/** The lexeme counts as the triggers keep them, and as counting the rows gives them (zeros left out). */
async function lexemeCounts(db: Db): Promise<{ kept: [string, number][]; counted: [string, number][] }> {
  const kept = await sql<{
    lexeme: string;
    articles: number;
  }>`select lexeme, articles from article_search_lexemes where articles <> 0 order by lexeme collate "C"`.execute(db);
  const counted = await sql<{ lexeme: string; articles: number }>`
    select lexeme, count(*) as articles from article_search, unnest(tsvector_to_array(terms)) as lexeme group by lexeme order by lexeme collate "C"`.execute(
    db,
  );
  const pairs = (rows: { lexeme: string; articles: number }[]) => rows.map((row): [string, number] => [row.lexeme, Number(row.articles)]);
  return { kept: pairs(kept.rows), counted: pairs(counted.rows) };
}

describe("PostgreSQL's search index", () => {
  it("keeps its lexeme counts equal to counting the rows through inserts, edits, department changes and deletions", async () => {
    const { db } = database;
    await createArticle(db, {
      title: "Elecciones en Medellín",
      summary: "Abre la inscripción.",
      url: "https://example.invalid/a",
      published_at: NOW - 2 * HOUR,
      departments: ["antioquia"],
    });
    await createArticle(db, { title: "Lluvias en Bogotá", summary: "Alerta naranja.", published_at: NOW - HOUR, departments: ["bogota"] });
    await createArticle(db, { title: "Feria de las flores", newspaper: "periodico-efimero", published_at: NOW });
    let counts = await lexemeCounts(db);
    expect(counts.kept).toEqual(counts.counted);
    expect(counts.kept).toContainEqual(["~eleccion", 1]);
    expect(counts.kept).toContainEqual(["#d:antioquia", 1]);

    // A re-fetched item with another headline and another department: its row is written again.
    await upsertArticles(
      db,
      [
        {
          url: "https://example.invalid/a",
          title: "Elecciones atípicas en Envigado",
          summary: "Abre la inscripción.",
          newspaper_id: await newspaperId(db),
          category_slug: "politica",
          published_at: NOW - 2 * HOUR,
          fetched_at: NOW,
          updated_at: NOW,
          departments: ["antioquia", "bogota"],
        },
      ],
      grouping.placeNew,
    );
    counts = await lexemeCounts(db);
    expect(counts.kept).toEqual(counts.counted);
    expect(counts.kept).toContainEqual(["#d:bogota", 2]);
    expect(counts.kept.find(([lexeme]) => lexeme === "medellin")).toBeUndefined();

    // A cascade from a deleted newspaper.
    await db.deleteFrom("newspapers").where("slug", "=", "periodico-efimero").execute();
    counts = await lexemeCounts(db);
    expect(counts.kept).toEqual(counts.counted);
    expect(counts.kept.find(([lexeme]) => lexeme === "flores")).toBeUndefined();
  });

  it("says when an article holds other words than its index row (edited outside Rotativa)", async () => {
    const { db } = database;
    const id = await createArticle(db, { title: "Feria de las flores", published_at: NOW });
    expect((await database.engine.fullText.check(db, 10)).problems).toEqual([]);
    await db.updateTable("articles").set({ title: "Feria del libro" }).where("id", "=", id).execute();
    expect((await database.engine.fullText.check(db, 10)).problems.join()).toMatch(
      /1 of the 1 newest articles are indexed with other words/,
    );
  });

  it("is built by migration 0013 from the articles stored before it, with exact lexeme counts", async () => {
    const { db } = database;
    const a = await createArticle(db, { title: "Elecciones en Medellín", published_at: NOW - HOUR, departments: ["antioquia"] });
    await createArticle(db, { title: "Lluvias en Bogotá", published_at: NOW });
    const before = await sql<{ id: number; terms: string }>`select id, terms::text as terms from article_search order by id`.execute(db);
    // Back to the state before 0013: no search index, no list of words (nor their keys, 0020), no counts.
    await sql`drop table article_search, search_terms, search_spellings, article_search_lexemes`.execute(db);
    await sql`drop function article_search_published, article_search_lexemes_insert, article_search_lexemes_update, article_search_lexemes_delete cascade`.execute(
      db,
    );
    await sql`delete from kysely_migration where name in ('0013_search_terms', '0020_spelling_keys')`.execute(db);
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const after = await sql<{ id: number; terms: string }>`select id, terms::text as terms from article_search order by id`.execute(db);
    expect(after.rows).toEqual(before.rows);
    const counts = await lexemeCounts(db);
    expect(counts.kept).toEqual(counts.counted);
    const found = await database.engine.fullText
      .search(db, { matches: [], filters: {} })
      .newest({ match: { stems: ["eleccion"], field: "text" }, filters: { department: "antioquia" }, limit: 10, questions: [] });
    expect(found.map((candidate) => candidate.id)).toEqual([a]);
    expect((await database.engine.fullText.termsSpelledLike(db, "medelin", 1))[0]?.term).toBe("medellin");
  });

  it("keys by migration 0020 the words listed before it, drops the trigram index, and keys the words writers add", async () => {
    const { db } = database;
    await createArticle(db, { title: "Inflación en Cartagena", published_at: NOW - HOUR });
    // The state before 0020: pg_trgm's index of the words, no keys.
    await sql`drop table search_spellings`.execute(db);
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index search_terms_trigrams on search_terms using gin (term gin_trgm_ops)`.execute(db);
    await sql`delete from kysely_migration where name = '0020_spelling_keys'`.execute(db);
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const index = await sql<{ n: number }>`select count(*)::int as n from pg_indexes where indexname = 'search_terms_trigrams'`.execute(db);
    expect(index.rows[0]?.n).toBe(0);
    expect((await database.engine.fullText.termsSpelledLike(db, "cartajena", 1))[0]).toEqual({ term: "cartagena", distance: 0.5 });
    expect((await database.engine.fullText.termsSpelledLike(db, "inflasion", 1))[0]?.term).toBe("inflacion");
    await createArticle(db, { title: "Vacunación en Pasto", published_at: NOW });
    expect((await database.engine.fullText.termsSpelledLike(db, "bacunasion", 1))[0]?.term).toBe("vacunacion");
  });
});
