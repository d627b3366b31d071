import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { bogotaDate } from "./search-form.js";
import { loadSearchPage } from "./search-page.server.js";
import { readSearchParams } from "./search-params.server.js";

const NOW = Date.UTC(2025, 5, 15, 17);
let database: OpenDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await createArticle(database.db, {
    title: "Paro armado en el Cauca",
    summary: "Comercio cerrado por el paro.",
    category_slug: "seguridad",
    departments: ["cauca"],
    published_at: NOW - 3_600_000,
  });
  await createArticle(database.db, {
    title: "Paro de maestros",
    summary: "",
    category_slug: "educacion",
    published_at: NOW - 40 * 86_400_000,
  });
});

afterAll(async () => {
  await database.close();
});

async function page(query: string) {
  return loadSearchPage(database.db, await readSearchParams(database.db, new URLSearchParams(query)), NOW);
}

describe("loadSearchPage", () => {
  it("returns the results with the stretches to highlight", async () => {
    const data = await page("q=paro+cauca");
    expect(data.results?.articles.slice(0, 1).map((a) => [a.title, a.marks])).toEqual([
      [
        "Paro armado en el Cauca",
        {
          title: [
            [0, 4],
            [18, 23],
          ],
          summary: [[24, 28]],
        },
      ],
    ]);
    expect(data.options.categories.length).toBeGreaterThan(10);
  });

  it("suggests only wider searches that find something when nothing matched", async () => {
    const suggestions = async (query: string) => {
      const data = await page(query);
      expect(data.results?.total).toBe(0);
      return data.suggestions.map((s) => [s.label, s.count, s.href]);
    };
    expect(await suggestions("q=paro&categoria=deportes")).toEqual([["En todas las categorías", 2, "/busqueda?q=paro"]]);
    const from = bogotaDate(NOW - 90 * 86_400_000);
    const to = bogotaDate(NOW - 60 * 86_400_000);
    expect(await suggestions(`q=paro&desde=${from}&hasta=${to}`)).toEqual([
      ["Sin límite de fechas", 2, "/busqueda?q=paro"],
      ["Las mismas palabras en la última semana", 1, `/busqueda?q=paro&desde=${bogotaDate(NOW - 6 * 86_400_000)}`],
    ]);
    expect(await suggestions("q=paro+cauca&categoria=deportes")).toEqual([["En todas las categorías", 1, "/busqueda?q=paro+cauca"]]);
  });

  it("shows the articles holding most of the words after those holding all of them, and says so", async () => {
    const data = await page("q=paro+armado+maestros");
    expect(data.results?.articles.map((a) => [a.title, a.partial])).toEqual([
      ["Paro armado en el Cauca", true],
      ["Paro de maestros", true],
    ]);
    expect(data.results).toMatchObject({ fullTotal: 0, partialTotal: 2 });
  });

  it("explains that exclusions alone ask for nothing", async () => {
    const data = await page("q=-paro");
    expect(data.results).toBeNull();
    expect(data.query).toMatchObject({ searchable: false, excludedOnly: true });
  });

  it("makes the page's links and texts: order, filter chips with their names, the count", async () => {
    const data = await page("q=paro&categoria=seguridad&departamento=cauca");
    expect(data.links).toMatchObject({
      self: "/busqueda?q=paro&categoria=seguridad&departamento=cauca",
      filtersOpen: true,
      recent: "/busqueda?q=paro&categoria=seguridad&departamento=cauca&orden=recientes",
      firstPage: "/busqueda?q=paro&categoria=seguridad&departamento=cauca",
      previous: null,
      next: null,
    });
    expect(data.links.chips.map((chip) => [chip.label, chip.value, chip.remove])).toEqual([
      ["Categoría", "Seguridad y orden público", "/busqueda?q=paro&departamento=cauca"],
      ["Departamento", "Cauca", "/busqueda?q=paro&categoria=seguridad"],
    ]);
    expect(data.texts.count).toBe("1 resultado para «paro»");
    expect((await page("q=paro")).links).toMatchObject({ filtersOpen: false, chips: [] });
  });
});
