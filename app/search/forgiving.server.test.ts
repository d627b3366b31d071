import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { freshDatabaseForEachTest } from "../../tests/support/fresh-database.js";
import { correctQuery } from "./correct.server.js";
import { parseQuery } from "./query.js";
import { searchArticles, type SearchRequest } from "./search.server.js";

/*
 * Search that forgives (issue 19): partial matches after full ones, words no article holds left
 * out, misspelt words corrected, versions of one story grouped.
 */
const NOW = Date.UTC(2025, 5, 15, 17, 0, 0);
const HOUR = 3_600_000;

const fresh = freshDatabaseForEachTest();

function article(title: string, summary = "", hoursAgo = 1, extra: Parameters<typeof createArticle>[1] = {}) {
  return createArticle(fresh.db, { title, summary, published_at: NOW - hoursAgo * HOUR, ...extra });
}

async function search(q: string, options: Omit<SearchRequest, "query" | "now"> = {}) {
  return searchArticles(fresh.db, { query: parseQuery(q), now: NOW, ...options });
}

describe("partial matches", () => {
  it("ranks the articles holding every word first, then those holding most, rarer words weighing more", async () => {
    for (let i = 0; i < 6; i += 1) await article(`Lluvias en el país, informe ${i}`, "", 30 + i);
    await article("Inundación en Quibdó por el río Atrato", "", 5);
    await article("Quibdó celebra sus fiestas patronales", "", 2);
    await article("Lluvias dejan una inundación en Quibdó", "", 10);
    const found = await search("inundación lluvias Quibdó");
    expect(found.articles.map((a) => [a.title, a.partial])).toEqual([
      ["Lluvias dejan una inundación en Quibdó", false],
      // Two of three words; the rarer ones (inundación, Quibdó) before the common one.
      ["Inundación en Quibdó por el río Atrato", true],
    ]);
    expect(found).toMatchObject({ fullTotal: 1, partialTotal: 1 });
  });

  it("keeps quoted phrases, exclusions and OR in partial matches", async () => {
    await article("Paro armado en el Cauca", "", 1);
    await article("El paro de maestros sigue en el Cauca", "", 2);
    await article("Disidencias del Cauca anuncian paro armado y combates", "", 3);
    await article("Combates en el Cauca dejan dos heridos", "", 4);
    // The phrase must still be whole; "combates" is excluded everywhere, partial matches included.
    const found = await search('"paro armado" Cauca Popayán -combates');
    expect(found.articles.map((a) => [a.title, a.partial])).toEqual([
      ["Paro armado en el Cauca", false],
      // Half of what counts (Cauca, not the phrase): a partial match.
      ["El paro de maestros sigue en el Cauca", true],
    ]);
    expect(found.missing).toEqual(["Popayán"]);
    const either = await search("Caquetá OR Cauca maestros Huila");
    expect(either.articles.map((a) => a.title)).toContain("El paro de maestros sigue en el Cauca");
  });

  it("leaves out words no article holds, and names them", async () => {
    await article("Junior vence a Millonarios y pasa a la final", "", 3);
    await article("Millonarios confirma la renovación de su arquero", "", 1);
    const found = await search("Junior vs Millonarios 2025");
    expect(found.missing).toEqual(["vs", "2025"]);
    expect(found.articles.map((a) => [a.title, a.partial])).toEqual([
      ["Junior vence a Millonarios y pasa a la final", false],
      ["Millonarios confirma la renovación de su arquero", true],
    ]);
  });

  it("answers a query of only function words with nothing", async () => {
    await article("De la sal a la mesa");
    expect(await search("de la")).toMatchObject({ total: 0, articles: [] });
  });
});

describe("typo tolerance", () => {
  it("replaces a word no article holds with the closest one some do, places and ordinary words alike", async () => {
    await article("Medellín estrena metro de la 80", "", 1);
    await article("La inflación baja en junio", "", 2);
    const found = await search("medelin");
    expect(found.articles.map((a) => a.title)).toEqual(["Medellín estrena metro de la 80"]);
    expect(found.corrections.applied).toEqual({ text: "Medellín", words: [{ from: "medelin", to: "Medellín" }] });
    const ordinary = await search("Inflasion junio");
    expect(ordinary.corrections.applied).toEqual({ text: "Inflación junio", words: [{ from: "Inflasion", to: "Inflación" }] });
    expect(ordinary.articles.map((a) => a.title)).toEqual(["La inflación baja en junio"]);
    // Asked not to correct ("buscar en cambio «medelin»"): nothing.
    expect(await search("medelin", { correct: false })).toMatchObject({ total: 0, corrections: { applied: null } });
  });

  it("never replaces a word with results of its own, but offers a far commoner close one", async () => {
    await article("Un bus cae al río en la vía a Medelin", "", 1);
    for (let i = 0; i < 25; i += 1) await article(`Medellín, noticia ${i}`, "", 2 + i);
    const found = await search("medelin");
    expect(found.corrections.applied).toBeNull();
    expect(found.corrections.offered).toEqual({ text: "Medellín", words: [{ from: "medelin", to: "Medellín" }] });
    expect(found.articles.map((a) => a.title)).toEqual(["Un bus cae al río en la vía a Medelin"]);
  });

  it("corrects neither short words, figures, quoted words nor exclusions", async () => {
    await article("Medellín y Cali firman convenio", "", 1);
    expect((await correctQuery(fresh.db, parseQuery('"medelin" vs 2025 -medelin cali'))).applied).toBeNull();
  });
});

describe("grouping by story", () => {
  it("shows one version of a story, with how many more there are, and lets coverage lift a story", async () => {
    const versions = [
      await article("Sismo de magnitud 5,1 sacude Santander", "El temblor se sintió en Bogotá.", 2, { newspaper: "el-tiempo" }),
      await article("Sismo de magnitud 5,1 sacude Santander", "El temblor se sintió en Bogotá.", 2, { newspaper: "el-espectador" }),
      await article("Sismo de magnitud 5,1 sacude Santander", "El temblor se sintió en Bogotá.", 2, { newspaper: "semana" }),
    ];
    const { rows } = await sql<{ story_id: number | null }>`select story_id from articles where id in (${sql.join(versions)})`.execute(
      fresh.db,
    );
    expect(new Set(rows.map((row) => row.story_id)).size, "the three versions form one story").toBe(1);
    await article("Sismo en el Huila sin daños", "", 1);
    const grouped = await search("sismo", { groupByStory: true });
    expect(grouped.articles.map((a) => [a.title, a.moreVersions])).toEqual([
      // Three newspapers' story ranks above a newer one only one tells.
      ["Sismo de magnitud 5,1 sacude Santander", 2],
      ["Sismo en el Huila sin daños", 0],
    ]);
    expect(grouped.total).toBe(2);
    // Flat (the CLI): every article.
    expect((await search("sismo")).articles).toHaveLength(4);
  });
});
