import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createArticle, newspaperId } from "../../tests/support/builders.js";
import { freshDatabaseForEachTest } from "../../tests/support/fresh-database.js";
import { loadSources } from "../data/sources.server.js";
import { engineOf } from "../db/engine/index.server.js";
import { openDatabase } from "../db/database.server.js";
import { grouping } from "../../tests/support/grouping.js";
import { storeArticles } from "../ingest/store.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { parseQuery } from "./query.js";
import { CANDIDATE_WINDOW, COUNT_LIMIT, searchArticles, type SearchRequest } from "./search.server.js";

const NOW = Date.UTC(2025, 5, 15, 17, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const fresh = freshDatabaseForEachTest();

async function search(q: string, options: Omit<SearchRequest, "query" | "now"> = {}) {
  return searchArticles(fresh.db, { query: parseQuery(q), now: NOW, ...options });
}

async function titles(q: string, options: Omit<SearchRequest, "query" | "now"> = {}) {
  return (await search(q, options)).articles.map((a) => a.title);
}

/** Stores an article published `hoursAgo` before NOW. */
function article(title: string, summary = "", hoursAgo = 1, extra: Parameters<typeof createArticle>[1] = {}) {
  return createArticle(fresh.db, { title, summary, published_at: NOW - hoursAgo * HOUR, ...extra });
}

describe("searchArticles: Spanish-aware matching", () => {
  it("ignores accents and case", async () => {
    await article("Lluvias inundan barrios de Bogotá");
    await article("Medellín inaugura su nuevo tranvía");
    await article("Cartagena recibe cruceros");
    expect(await titles("bogota")).toEqual(["Lluvias inundan barrios de Bogotá"]);
    expect(await titles("MEDELLIN")).toEqual(["Medellín inaugura su nuevo tranvía"]);
    expect(await titles("Tranvia medellín")).toEqual(["Medellín inaugura su nuevo tranvía"]);
  });

  it("matches inflections sharing a Snowball stem", async () => {
    await article("Registraduría abre inscripciones para las elecciones de octubre");
    await article("Minsalud amplía la vacunación contra la influenza");
    await article("Llegan 2 millones de vacunas al país");
    await article("Una vacuna nueva contra el dengue");
    await article("Vacaciones escolares comienzan en junio");
    expect(await titles("elección")).toEqual(["Registraduría abre inscripciones para las elecciones de octubre"]);
    expect((await titles("vacuna")).sort()).toEqual(
      [
        "Llegan 2 millones de vacunas al país",
        "Minsalud amplía la vacunación contra la influenza",
        "Una vacuna nueva contra el dengue",
      ].sort(),
    );
  });

  it("does not let function words drown the results", async () => {
    await article("Senado aprueba la reforma de la salud", "", 3);
    await article("La reforma pensional llega a la Cámara", "", 1);
    await article("De la sal a la mesa", "", 1);
    const found = await search("la reforma de la salud");
    expect(found.articles.map((a) => [a.title, a.partial])).toEqual([
      ["Senado aprueba la reforma de la salud", false],
      // "reforma" alone: half of the words that count, ranked after the full match.
      ["La reforma pensional llega a la Cámara", true],
    ]);
    expect(found).toMatchObject({ fullTotal: 1, partialTotal: 1, total: 2 });
    expect(await titles("de la")).toEqual([]);
  });

  it("searches quoted phrases as phrases", async () => {
    await article("Gobernación del Cauca rechaza el paro armado", "", 2);
    await article("El paro de transportadores termina; el grupo armado se retira", "", 1);
    expect(await titles('"paro armado"')).toEqual(["Gobernación del Cauca rechaza el paro armado"]);
    expect((await titles("paro armado")).sort()).toEqual(
      ["El paro de transportadores termina; el grupo armado se retira", "Gobernación del Cauca rechaza el paro armado"].sort(),
    );
    // Unquoted, the words written together still rank first.
    expect((await titles("paro armado"))[0]).toBe("Gobernación del Cauca rechaza el paro armado");
  });

  it("leaves out articles with an excluded word, in any inflection", async () => {
    await article("Nairo gana la etapa reina", "Deportes: ciclismo en la Vuelta a Colombia.");
    await article("Millonarios gana el clásico", "Deportes: fútbol en El Campín.");
    await article("Selección de fútbol convoca jugadores", "Deportes y más deportes.");
    expect(await titles("-fútbol deportes")).toEqual(["Nairo gana la etapa reina"]);
    expect(await titles("deportes -futbol")).toEqual(["Nairo gana la etapa reina"]);
    expect(await titles('deportes -"etapa reina"')).toHaveLength(2);
  });

  it("reads OR between terms", async () => {
    await article("Petro visita Cali");
    await article("Uribe visita Cali");
    await article("Duque visita Cali");
    const found = await search("Petro OR Uribe cali");
    expect(found.fullTotal).toBe(2);
    expect(
      found.articles
        .slice(0, 2)
        .map((a) => a.title)
        .sort(),
    ).toEqual(["Petro visita Cali", "Uribe visita Cali"]);
    // "Cali" alone holds one of the two groups: a partial match, after them.
    expect(found.articles.slice(2).map((a) => [a.title, a.partial])).toEqual([["Duque visita Cali", true]]);
  });

  it("answers any query, however hostile, with results or nothing, never an error", async () => {
    await article('Comillas "raras" y símbolos * ^ : ( ) en un título');
    for (const q of [
      '"',
      '""',
      "'",
      "*",
      "-",
      "^",
      ":",
      "(",
      ")",
      "AND",
      "OR",
      "NOT",
      "NEAR(",
      "NEAR(a b, 2)",
      'title:"x"',
      "a*",
      "\u0000",
      "😀",
      "ñ".repeat(5000),
      '-"',
      "OR OR",
      "- -",
      '"unclosed',
      "{title}: x",
      "x OR",
      "NOT",
    ]) {
      const results = await search(q);
      expect(Array.isArray(results.articles), q).toBe(true);
    }
    expect(await titles("símbolos título")).toEqual(['Comillas "raras" y símbolos * ^ : ( ) en un título']);
  });
});

describe("searchArticles: ranking", () => {
  it("weighs a title match above a summary match", async () => {
    await article("Balance del fin de semana", "Cierre de la vía al Llano por derrumbes.", 1);
    await article("Derrumbes cierran la vía al Llano", "El tránsito se desvía por Sumapaz.", 2);
    expect(await titles("derrumbes")).toEqual(["Derrumbes cierran la vía al Llano", "Balance del fin de semana"]);
  });

  it("puts today's story before last month's near-identical one, and orden=recientes sorts by time", async () => {
    await article("Sismo de magnitud 5,2 sacude Santander", "Sin daños reportados.", 24 * 30);
    await article("Sismo de magnitud 4,8 sacude Santander", "Sin daños reportados.", 3);
    await article("Réplicas del sismo en Santander", "El Servicio Geológico reporta réplicas del sismo.", 30);
    expect((await titles("sismo santander"))[0]).toBe("Sismo de magnitud 4,8 sacude Santander");
    expect(await titles("sismo santander", { order: "recientes" })).toEqual([
      "Sismo de magnitud 4,8 sacude Santander",
      "Réplicas del sismo en Santander",
      "Sismo de magnitud 5,2 sacude Santander",
    ]);
  });

  it("puts an article about a place (filed under its department) before one that only names it", async () => {
    await article("Accidente en la vía Bogotá–Girardot deja 12 heridos", "", 2, { departments: ["cundinamarca"] });
    await article("Sismo en Santander se siente en Bogotá", "", 1, { departments: ["santander"] });
    await article("Bogotá abre la Feria del Libro", "", 60, { departments: ["bogota"] });
    await article("Medellín estrena estación del metro", "", 30, { departments: ["antioquia"] });
    await article("Chocó pide reabrir la vía a Medellín", "", 3, { departments: ["choco"] });
    expect((await titles("bogota"))[0]).toBe("Bogotá abre la Feria del Libro");
    expect(await titles("Medellín")).toEqual(["Medellín estrena estación del metro", "Chocó pide reabrir la vía a Medellín"]);
    // Newest first leaves the order to time.
    expect((await titles("bogota", { order: "recientes" }))[0]).toBe("Sismo en Santander se siente en Bogotá");
  });

  it("prefers the word as typed over other words sharing its stem", async () => {
    await article("Jornada de vacunación en Neiva", "", 1);
    await article("Vacunas llegan a Neiva", "", 1);
    expect((await titles("vacunas"))[0]).toBe("Vacunas llegan a Neiva");
    expect((await titles("vacunación"))[0]).toBe("Jornada de vacunación en Neiva");
  });
});

describe("searchArticles: filters and pages", () => {
  it("filters by category, newspaper, department and dates", async () => {
    await article("Lluvias en Antioquia", "", 1, {
      category_slug: "medio-ambiente",
      departments: ["antioquia"],
      newspaper: "el-colombiano",
    });
    await article("Lluvias en el Valle", "", 30, { category_slug: "general", departments: ["valle-del-cauca"], newspaper: "el-pais" });
    await article("Lluvias en Bogotá", "", 24 * 10, { category_slug: "general", departments: ["bogota"], newspaper: "el-tiempo" });
    expect(await titles("lluvias", { filters: { category: "medio-ambiente" } })).toEqual(["Lluvias en Antioquia"]);
    expect(await titles("lluvias", { filters: { newspaperId: await newspaperId(fresh.db, "el-pais") } })).toEqual(["Lluvias en el Valle"]);
    expect(await titles("lluvias", { filters: { department: "valle-del-cauca" } })).toEqual(["Lluvias en el Valle"]);
    expect(await titles("lluvias", { filters: { department: "bogota", category: "general" } })).toEqual(["Lluvias en Bogotá"]);
    expect(await titles("lluvias", { filters: { from: NOW - 2 * DAY }, order: "recientes" })).toEqual([
      "Lluvias en Antioquia",
      "Lluvias en el Valle",
    ]);
    expect(await titles("lluvias", { filters: { to: NOW - 2 * DAY } })).toEqual(["Lluvias en Bogotá"]);
    expect(await titles("lluvias", { filters: { from: NOW - 3 * HOUR, to: NOW - 30 * 60_000 } })).toEqual(["Lluvias en Antioquia"]);
    expect(await titles("lluvias", { filters: { from: NOW + DAY } })).toEqual([]);
    expect(await titles("lluvias", { filters: { department: "choco" } })).toEqual([]);
  });

  it("filters by municipality (DIVIPOLA code), written with the article or later", async () => {
    await article("Lluvias en Palmira", "", 2, { departments: ["valle-del-cauca"], municipalities: ["76520"] });
    await article("Lluvias en Cali", "", 3, { departments: ["valle-del-cauca"], municipalities: ["76001"] });
    const later = await article("Lluvias en el norte del Valle", "", 4, { departments: ["valle-del-cauca"] });
    expect(await titles("lluvias", { filters: { municipality: "76520" } })).toEqual(["Lluvias en Palmira"]);
    expect(await titles("lluvias", { filters: { municipality: "76520", department: "valle-del-cauca" } })).toEqual(["Lluvias en Palmira"]);
    expect(await titles("lluvias", { filters: { municipality: "05001" } })).toEqual([]);
    // Tagged after it was stored (as `places rebuild` does): the index follows.
    await fresh.db
      .insertInto("article_municipalities")
      .values({ article_id: later, municipality_code: "76520", published_at: NOW - 4 * HOUR })
      .execute();
    expect(await titles("lluvias", { filters: { municipality: "76520" }, order: "recientes" })).toEqual([
      "Lluvias en Palmira",
      "Lluvias en el norte del Valle",
    ]);
    await fresh.db.deleteFrom("article_municipalities").where("article_id", "=", later).execute();
    expect(await titles("lluvias", { filters: { municipality: "76520" } })).toEqual(["Lluvias en Palmira"]);
  });

  it("pages through the results and counts them", async () => {
    for (let i = 0; i < 45; i += 1) await article(`Noticia de mercados número ${i}`, "", i + 1);
    const first = await search("mercados", { order: "recientes", pageSize: 20 });
    expect(first).toMatchObject({ total: 45, totalIsMinimum: false, page: 1, pageCount: 3, windowLimited: false });
    expect(first.articles.map((a) => a.title).slice(0, 2)).toEqual(["Noticia de mercados número 0", "Noticia de mercados número 1"]);
    const third = await search("mercados", { order: "recientes", pageSize: 20, page: 3 });
    expect(third.articles.map((a) => a.title)).toEqual([
      "Noticia de mercados número 40",
      "Noticia de mercados número 41",
      "Noticia de mercados número 42",
      "Noticia de mercados número 43",
      "Noticia de mercados número 44",
    ]);
    expect((await search("mercados", { pageSize: 20, page: 4 })).articles).toEqual([]);
  });

  it("ranks the newest matches of a very common word, and says the total is a lower bound past the count limit", async () => {
    const newspaper = await newspaperId(fresh.db);
    const items = Array.from({ length: CANDIDATE_WINDOW + 30 }, (_, i) => ({
      url: `https://example.invalid/comun-${i}`,
      guid: null,
      newspaper_id: newspaper,
      feed_id: null,
      title: `Palabra común en la noticia ${i}`,
      summary: "",
      category_slug: "general",
      published_at: NOW - (CANDIDATE_WINDOW + 30 - i) * HOUR,
      fetched_at: NOW,
      updated_at: NOW,
    }));
    await storeArticles(fresh.db, grouping, items);
    // Past COUNT_LIMIT (the window's size) the page says "más de"; the CLI counts them all.
    const results = await search("común", { pageSize: 20 });
    expect(results).toMatchObject({
      total: COUNT_LIMIT,
      totalIsMinimum: true,
      windowLimited: true,
      pageCount: CANDIDATE_WINDOW / 20,
    });
    expect(await search("común", { countLimit: Infinity })).toMatchObject({ total: CANDIDATE_WINDOW + 30, totalIsMinimum: false });
    expect(await search("común", { countLimit: 500 })).toMatchObject({ total: 500, totalIsMinimum: true });
  });
});

describe("the search index stays in step with the articles", () => {
  it("follows edits, department changes and deletions in the writer's transaction", async () => {
    const id = await article("Alcalde anuncia obras", "En el centro.", 1, { url: "https://example.invalid/obras", departments: ["cauca"] });
    expect(await titles("obras", { filters: { department: "cauca" } })).toEqual(["Alcalde anuncia obras"]);
    await article("Alcalde anuncia ciclovías", "En el centro.", 1, { url: "https://example.invalid/obras", departments: ["narino"] });
    expect(await titles("obras")).toEqual([]);
    expect(await titles("ciclovías", { filters: { department: "narino" } })).toEqual(["Alcalde anuncia ciclovías"]);
    expect(await titles("ciclovías", { filters: { department: "cauca" } })).toEqual([]);
    await fresh.db.deleteFrom("articles").where("id", "=", id).execute();
    expect(await titles("ciclovías")).toEqual([]);
  });

  it("forgets the articles of a deleted newspaper (cascade)", async () => {
    await article("Feria de las flores", "", 1, { newspaper: "periodico-efimero", departments: ["antioquia"] });
    expect(await titles("flores")).toHaveLength(1);
    await fresh.db.deleteFrom("newspapers").where("slug", "=", "periodico-efimero").execute();
    expect(await titles("flores")).toEqual([]);
    // The index itself holds nothing of them: no index row is left without its article.
    const index = await engineOf(fresh.db).fullText.check(fresh.db, 10);
    expect(index.problems).toEqual([]);
    expect(
      await engineOf(fresh.db)
        .fullText.search(fresh.db, { matches: [], filters: {} })
        .count({ match: { forms: ["flores"], field: "text" }, filters: {}, limit: 10 }),
    ).toBe(0);
  });

  it("is backfilled by the migration for articles stored before it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-search-"));
    try {
      const path = join(dir, "old.db");
      const first = await openDatabase(path);
      await syncReferenceData(first.db, loadSources());
      await createArticle(first.db, { title: "Artículo anterior al buscador", departments: ["huila"], published_at: NOW - HOUR });
      // Put the fresh.database back in the state it had before 0003_search.
      for (const name of [
        "articles_search_insert",
        "articles_search_update",
        "articles_search_dates",
        "articles_search_delete",
        "article_departments_search_insert",
        "article_departments_search_delete",
        "article_departments_search_update",
      ]) {
        await sql`drop trigger ${sql.raw(name)}`.execute(first.db);
      }
      await sql`drop view article_search_source`.execute(first.db);
      await sql`drop table article_search`.execute(first.db);
      await sql`drop table article_search_days`.execute(first.db);
      await sql`delete from kysely_migration where name = '0003_search'`.execute(first.db);
      await first.close();

      const reopened = await openDatabase(path);
      try {
        const results = await searchArticles(reopened.db, {
          query: parseQuery("anterior buscador"),
          now: NOW,
          filters: { department: "huila", from: NOW - DAY },
        });
        expect(results.articles.map((a) => a.title)).toEqual(["Artículo anterior al buscador"]);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
