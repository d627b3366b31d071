import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle, newspaperId } from "../../../tests/support/builders.js";
import { createTestDatabase, testBackend } from "../../../tests/support/test-db.js";
import type { OpenDatabase } from "../database.server.js";
import { upsertArticles } from "../../models/article-write.server.js";
import { grouping } from "../../../tests/support/grouping.js";
import type { TextMatch } from "./full-text.js";

/*
 * The full-text primitives every engine offers (run on SQLite, and on PostgreSQL in its pass):
 * what search asks of an index, whichever keeps it.
 */
const NOW = Date.UTC(2025, 5, 15, 17);
const HOUR = 3_600_000;
let database: OpenDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const text = (match: TextMatch, limit = 10) =>
  database.engine.fullText.search(database.db, { matches: [], filters: {} }).newest({ match, filters: {}, limit, questions: [] });

describe("the full-text index of either engine", () => {
  it("finds words by stem and as written, phrases, partial words, in the title or anywhere, with facets", async () => {
    const a = await createArticle(database.db, {
      title: "Elecciones en Medellín",
      summary: "La Registraduría abre inscripciones.",
      published_at: NOW - HOUR,
      departments: ["antioquia"],
      category_slug: "economia",
    });
    const b = await createArticle(database.db, {
      title: "Nueva registraduría",
      summary: "Las elecciones atípicas de Medellín serán en julio.",
      published_at: NOW,
      category_slug: "politica",
    });
    const ids = async (match: TextMatch, filters = {}) =>
      (
        await database.engine.fullText
          .search(database.db, { matches: [], filters: {} })
          .newest({ match, filters, limit: 10, questions: [] })
      ).map((c) => c.id);
    expect(await ids({ stems: ["eleccion"], field: "text" })).toEqual([b, a]);
    expect(await ids({ stems: ["eleccion"], field: "title" })).toEqual([a]);
    expect(await ids({ forms: ["medellin"], field: "title" })).toEqual([a]);
    expect(await ids({ phrase: ["elecciones", "atipicas"], field: "text" })).toEqual([b]);
    expect(await ids({ phrase: ["medellin", "la"], field: "text" })).toEqual([]); // title and summary are not one run of words
    expect(await ids({ prefix: "registr", field: "text" })).toEqual([b, a]);
    expect(await ids({ stems: ["eleccion"], field: "text" }, { department: "antioquia" })).toEqual([a]);
    expect(await ids({ stems: ["eleccion"], field: "text" }, { category: "politica" })).toEqual([b]);
    expect(await ids({ allOf: [{ stems: ["eleccion"], field: "text" }], noneOf: [{ forms: ["julio"], field: "text" }] })).toEqual([a]);
  });

  it("answers the questions about each candidate, and counts", async () => {
    const a = await createArticle(database.db, {
      title: "Paro armado en el Chocó",
      summary: "Comunidades confinadas.",
      published_at: NOW - HOUR,
    });
    const b = await createArticle(database.db, { title: "Comunidades del Chocó", summary: "Sigue el paro armado.", published_at: NOW });
    const match: TextMatch = { stems: ["choc"], field: "text" };
    const found = await database.engine.fullText.search(database.db, { matches: [], filters: {} }).newest({
      match,
      filters: {},
      limit: 10,
      questions: [
        { match: { phrase: ["paro", "armado"], field: "title" }, impliesMatch: false },
        { match: { forms: ["comunidades"], field: "text" }, impliesMatch: false },
      ],
    });
    expect(found.map((c) => [c.id, c.answers])).toEqual([
      [b, [false, true]],
      [a, [true, true]],
    ]);
    expect(await database.engine.fullText.search(database.db, { matches: [], filters: {} }).count({ match, filters: {}, limit: 10 })).toBe(
      2,
    );
    // At most limit + 1: "more than" is all a caller needs past its limit.
    expect(await database.engine.fullText.search(database.db, { matches: [], filters: {} }).count({ match, filters: {}, limit: 1 })).toBe(
      2,
    );
    expect(
      await database.engine.fullText
        .search(database.db, { matches: [], filters: {} })
        .count({ match: { stems: ["inexistent"], field: "text" }, filters: {}, limit: 10 }),
    ).toBe(0);
    expect(await text(match, 1)).toHaveLength(1);
  });

  it("counts alternatives and exclusions as many as it finds", async () => {
    const titles = ["Gobierno y paro", "Gobiernos locales", "Paro de gobiernos y gobierno", "Paro camionero", "Lluvias"];
    for (const [i, title] of titles.entries()) await createArticle(database.db, { title, published_at: NOW - i * HOUR });
    const index = database.engine.fullText.search(database.db, { matches: [], filters: {} });
    const matches: TextMatch[] = [
      { stems: ["gobiern", "gobi"], field: "text" },
      {
        anyOf: [
          { forms: ["paro"], field: "text" },
          { forms: ["lluvias"], field: "text" },
        ],
      },
      { allOf: [{ forms: ["paro"], field: "text" }], noneOf: [{ stems: ["gobiern"], field: "text" }] },
      { allOf: [{ forms: ["paro"], field: "text" }], noneOf: [{ forms: ["paro"], field: "text" }] },
      {
        allOf: [
          { forms: ["paro"], field: "text" },
          { stems: ["gobiern"], field: "text" },
        ],
      },
    ];
    for (const match of matches) {
      const found = await index.newest({ match, filters: {}, limit: 100, questions: [] });
      expect(await index.count({ match, filters: {}, limit: 100 }), JSON.stringify(match)).toBe(found.length);
    }
    expect((await index.newest({ match: matches[2] as TextMatch, filters: {}, limit: 100, questions: [] })).length).toBe(1);
  });

  it("follows edits and deletions in the writer's transaction, and keeps the words of articles for corrections", async () => {
    const id = await createArticle(database.db, {
      title: "Temporada de lluvias",
      url: "https://example.invalid/lluvias",
      published_at: NOW - HOUR,
    });
    expect((await text({ stems: ["lluvi"], field: "text" })).map((c) => c.id)).toEqual([id]);
    await upsertArticles(
      database.db,
      [
        {
          url: "https://example.invalid/lluvias",
          title: "Temporada de sequía",
          summary: "",
          newspaper_id: await newspaperId(database.db),
          category_slug: "medio-ambiente",
          published_at: NOW - HOUR,
          fetched_at: NOW,
          updated_at: NOW,
        },
      ],
      grouping.placeNew,
    );
    expect(await text({ stems: ["lluvi"], field: "text" })).toEqual([]);
    expect((await text({ forms: ["sequia"], field: "text" })).map((c) => c.id)).toEqual([id]);
    expect(
      await database.engine.fullText
        .search(database.db, { matches: [], filters: {} })
        .count({ match: { forms: ["sequia"], field: "text" }, filters: {}, limit: 10 }),
    ).toBe(1);
    const spellings = await database.engine.fullText.termsSpelledLike(database.db, "sequai", 3);
    expect(spellings[0]?.term).toBe("sequia");
    expect(spellings[0]?.distance).toBe(1);
    await database.db.deleteFrom("articles").where("id", "=", id).execute();
    expect(await text({ forms: ["sequia"], field: "text" })).toEqual([]);
    expect(
      await database.engine.fullText
        .search(database.db, { matches: [], filters: {} })
        .count({ match: { forms: ["sequia"], field: "text" }, filters: {}, limit: 10 }),
    ).toBe(0);
    const check = await database.engine.fullText.check(database.db, 10);
    expect(check).toEqual({ problems: [], rows: 0 });
  });

  it("ranks spellings closest first (sounding alike before one edit before two), and offers nothing unlike", async () => {
    for (const [i, title] of [
      "Elecciones presidenciales",
      "Selección Colombia",
      "Eleccionario informe",
      "Lecciones de historia",
    ].entries()) {
      await createArticle(database.db, { title, published_at: NOW - i * HOUR });
    }
    const spellings = await database.engine.fullText.termsSpelledLike(database.db, "eleciones", 3);
    // "elecciones" is one letter more; "lecciones" two edits; "seleccion" and "eleccionario" further.
    expect(spellings).toEqual([
      { term: "elecciones", distance: 1 },
      { term: "lecciones", distance: 2 },
    ]);
    expect(await database.engine.fullText.termsSpelledLike(database.db, "xyzqw", 3)).toEqual([]);
    expect(await database.engine.fullText.termsSpelledLike(database.db, "", 3)).toEqual([]);
  });

  it("reports articles the index lost", async () => {
    const id = await createArticle(database.db, { title: "Feria de las flores", published_at: NOW });
    expect((await database.engine.fullText.check(database.db, 10)).problems).toEqual([]);
    if (testBackend === "postgres") await sql`delete from article_search where id = ${id}`.execute(database.db);
    else await sql`delete from article_search where rowid = ${id}`.execute(database.db);
    expect((await database.engine.fullText.check(database.db, 10)).problems.join()).toMatch(/1 articles are not indexed/);
  });
});
