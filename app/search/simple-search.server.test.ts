import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { queryWords, searchArticles } from "./simple-search.server.js";

let database: OpenDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
  await createArticle(database.db, { title: "Alerta por lluvias en Medellín", summary: "El río Medellín creció.", published_at: 1_000 });
  await createArticle(database.db, { title: "Cartagena recibe turistas", summary: "Temporada alta 100% ocupada", published_at: 2_000 });
});

afterEach(async () => {
  await database.close();
});

describe("queryWords", () => {
  it("keeps letters and digits of any script and drops the rest", () => {
    expect(queryWords('  "lluvias"  AND (Medellín) -río NEAR( ')).toEqual(["lluvias", "AND", "Medellín", "río", "NEAR"]);
    expect(queryWords("\u0000\u0007😀")).toEqual([]);
  });

  it("caps the number of words", () => {
    expect(queryWords("a b c d e f g h i j k")).toHaveLength(8);
  });
});

describe("searchArticles", () => {
  it("needs every word, in the title or the summary", async () => {
    const titles = async (q: string) => (await searchArticles(database.db, q, 10)).map((a) => a.title);
    expect(await titles("lluvias medellín")).toEqual(["Alerta por lluvias en Medellín"]);
    expect(await titles("río")).toEqual(["Alerta por lluvias en Medellín"]);
    expect(await titles("lluvias cartagena")).toEqual([]);
  });

  it("treats LIKE wildcards and query syntax as plain text", async () => {
    expect(await searchArticles(database.db, "%", 10)).toEqual([]);
    expect(await searchArticles(database.db, "_", 10)).toEqual([]);
    expect((await searchArticles(database.db, "100%", 10)).map((a) => a.title)).toEqual(["Cartagena recibe turistas"]);
    expect(await searchArticles(database.db, "' OR 'x'='x' --", 10)).toEqual([]);
  });
});
