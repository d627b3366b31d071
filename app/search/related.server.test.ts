import { describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { freshDatabaseForEachTest } from "../../tests/support/fresh-database.js";
import { parseQuery } from "./query.js";
import { PARTIAL_BELOW, searchArticles, type SearchRequest } from "./search.server.js";

/*
 * Related words (related.ts): articles that hold a query's words only through a related word
 * follow every article holding the reader's own words, and the page is told which related words
 * they hold.
 */
const NOW = Date.UTC(2025, 5, 15, 17, 0, 0);
const HOUR = 3_600_000;

const fresh = freshDatabaseForEachTest();

function article(title: string, hoursAgo = 1) {
  return createArticle(fresh.db, { title, summary: "", published_at: NOW - hoursAgo * HOUR });
}

async function search(q: string, options: Omit<SearchRequest, "query" | "now"> = {}) {
  return searchArticles(fresh.db, { query: parseQuery(q), now: NOW, ...options });
}

const titles = (found: Awaited<ReturnType<typeof search>>) => found.articles.map((a) => [a.title, a.related]);

describe("related words", () => {
  it("lists the reader's own word first, then articles holding only a related word, however newer they are", async () => {
    await article("Sismo de magnitud 5 sacude Santander", 200);
    await article("Temblor en el Meta no deja daños", 1);
    await article("Terremoto en Japón: Cancillería busca a colombianos", 2);
    await article("Precio del café sube en Nueva York", 3);
    const found = await search("sismo");
    expect(titles(found)).toEqual([
      ["Sismo de magnitud 5 sacude Santander", false],
      ["Temblor en el Meta no deja daños", true],
      ["Terremoto en Japón: Cancillería busca a colombianos", true],
    ]);
    expect(found).toMatchObject({ fullTotal: 1, relatedTotal: 2, partialTotal: 0, total: 3, relatedWords: ["temblor", "terremoto"] });
    const newest = await search("sismo", { order: "recientes" });
    expect(titles(newest).map(([, related]) => related)).toEqual([false, true, true]);
  });

  it("finds a word no article holds through its related words, in a query of several words too", async () => {
    await article("Temblor de magnitud 4,6 en el Meta", 5);
    await article("Lluvias en el Meta", 1);
    const alone = await search("terremoto");
    expect(titles(alone)).toEqual([["Temblor de magnitud 4,6 en el Meta", true]]);
    expect(alone.missing).toEqual([]);
    expect(alone.corrections.applied).toBeNull();
    const two = await search("terremoto Meta");
    expect(titles(two)[0]).toEqual(["Temblor de magnitud 4,6 en el Meta", true]);
    expect(two.missing).toEqual([]);
  });

  it("finds a word's sibling by derivation after the word itself (turistas, turismo)", async () => {
    await article("Cartagena espera un millón de turistas en diciembre", 20);
    await article("Barranquilla y Cartagena compiten por el turismo de fin de año", 2);
    await article("Apagón en Cartagena durante seis horas", 1);
    const found = await search("turistas Cartagena");
    expect(titles(found)).toEqual([
      ["Cartagena espera un millón de turistas en diciembre", false],
      ["Barranquilla y Cartagena compiten por el turismo de fin de año", true],
      ["Apagón en Cartagena durante seis horas", false],
    ]);
    expect(found.relatedWords).toEqual(["turismo"]);
  });

  it("names only the related words the results hold", async () => {
    await article("Sismo en Santander", 3);
    await article("Temblor en el Meta", 1);
    expect((await search("sismo")).relatedWords).toEqual(["temblor"]);
  });

  it("never widens a quoted word, an exclusion, a query with OR, or partial matches", async () => {
    await article("Sismo en Santander", 3);
    await article("Temblor en el Meta", 1);
    await article("Huelga de pilotos en El Dorado", 2);
    await article("Paro armado en el Cauca", 4);
    expect(titles(await search('"sismo"'))).toEqual([["Sismo en Santander", false]]);
    expect(titles(await search("sismo -Santander"))).toEqual([]);
    expect(titles(await search("sismo OR lluvias"))).toEqual([["Sismo en Santander", false]]);
    // "paro" does not lead to huelga, and huelga is not a partial match of "paro armado".
    const paro = await search("paro armado");
    expect(paro.articles.map((a) => a.title)).toEqual(["Paro armado en el Cauca"]);
  });

  it(`is not searched when the reader's own words find ${PARTIAL_BELOW} articles or more`, async () => {
    for (let i = 0; i < PARTIAL_BELOW; i += 1) await article(`Sismo número ${i} en Santander`, 10 + i);
    await article("Temblor en el Meta", 1);
    const found = await search("sismo", { pageSize: 100, page: 2 });
    expect(found).toMatchObject({ relatedTotal: 0, relatedWords: [] });
  });
});
