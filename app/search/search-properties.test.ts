import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { filteredQuery } from "../db/engine/postgres-tsvector.js";
import { filteredExpression } from "../db/engine/sqlite-full-text.server.js";
import { queryMatch } from "./match.js";
import { highlightRanges } from "./highlight.js";
import { parseQuery } from "./query.js";
import { searchArticles } from "./search.server.js";

/*
 * Property tests: no query, whatever its characters, makes search throw, and none of what the
 * reader typed reaches either engine's full-text syntax (FTS5's MATCH, PostgreSQL's tsquery).
 */

let database: OpenDatabase;
const NOW = Date.UTC(2025, 0, 10, 12);
const FILTERS = { category: "medio-ambiente", newspaperId: 3, department: "valle-del-cauca" };

beforeAll(async () => {
  database = await createTestDatabase();
  const texts = [
    ['Bogotá: "paro armado" (AND) OR NEAR* ^título', 'Resumen con comillas " y dos puntos : y guiones -x'],
    ["Elecciones en Medellín", "La Registraduría abre inscripciones."],
    ["Niños y niñas vacunados en Cúcuta 😀", "Campaña de vacunación 100 % gratuita."],
  ];
  for (const [i, [title, summary]] of texts.entries()) {
    await createArticle(database.db, { title, summary, published_at: NOW - i * 3_600_000, departments: ["bogota"] });
  }
});

afterAll(async () => {
  await database.close();
});

/** Pieces of FTS5 and SQL syntax, Spanish words and odd characters, to build hostile queries from. */
const PIECES = [
  '"',
  "'",
  "-",
  "*",
  "^",
  ":",
  "(",
  ")",
  "{",
  "}",
  "+",
  "|",
  "\\",
  "%",
  "_",
  ";",
  "--",
  "/*",
  "*/",
  "AND",
  "OR",
  "NOT",
  "NEAR(",
  "NEAR",
  ",",
  "title:",
  "{title}",
  "rowid",
  "MATCH",
  "DROP TABLE articles",
  "bogota",
  "Bogotá",
  "paro",
  "armado",
  "elección",
  "de",
  "la",
  "ñ",
  "\u0301",
  "\u0000",
  "\u200b",
  "\uFEFF",
  "😀",
  "👩‍👩‍👧",
  "\n",
  "\t",
  " ",
];
const hostile = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join("")),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 20 }).map((parts) => parts.join(" ")),
);

/** What FTS5 syntax our expressions may contain once every quoted string is removed. */
const ALLOWED_SYNTAX =
  /^(?:\s|\(|\)|:|AND|OR|NOT|\{(?:title|summary|title_stems|summary_stems|facets)(?: (?:title|summary|title_stems|summary_stems))*\})*$/;

describe("search never breaks", () => {
  it("returns results or nothing for 10,000 arbitrary Unicode queries, with every filter and order", async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.boolean(), fc.boolean(), fc.integer({ min: 1, max: 60 }), async (q, filtered, newest, page) => {
        const results = await searchArticles(database.db, {
          query: parseQuery(q),
          filters: filtered ? { department: "bogota", category: "politica", from: NOW - 86_400_000, to: NOW } : {},
          order: newest ? "recientes" : "relevancia",
          page,
          now: NOW,
        });
        expect(results.total).toBeGreaterThanOrEqual(0);
        expect(results.articles.length).toBeLessThanOrEqual(20);
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it("lets no typed character reach FTS5 outside a quoted string", () => {
    fc.assert(
      fc.property(hostile, (q) => {
        const match = queryMatch(parseQuery(q));
        if (match === null) return;
        const expression = filteredExpression(match, FILTERS);
        const outside = expression.replace(/"(?:[^"]|"")*"/g, " ");
        expect(outside).toMatch(ALLOWED_SYNTAX);
      }),
      { numRuns: 5_000 },
    );
  });

  it("lets no typed character reach a tsquery outside a quoted lexeme", () => {
    fc.assert(
      fc.property(hostile, (q) => {
        const match = queryMatch(parseQuery(q));
        if (match === null) return;
        const outside = filteredQuery(match, FILTERS).replace(/'(?:[^'\\]|''|\\.)*'/g, " ");
        expect(outside).toMatch(/^[\s()&|!<\->:AB*]*$/);
      }),
      { numRuns: 5_000 },
    );
  });

  it("highlights stretches inside the text, in order, never overlapping", () => {
    fc.assert(
      fc.property(hostile, fc.string({ unit: "grapheme", maxLength: 120 }), (q, text) => {
        const ranges = highlightRanges(text, parseQuery(q));
        let end = 0;
        for (const [start, stop] of ranges) {
          expect(start).toBeGreaterThanOrEqual(end);
          expect(stop).toBeGreaterThan(start);
          expect(stop).toBeLessThanOrEqual(text.length);
          end = stop;
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
