import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { getNewspaper } from "../models/newspaper.server.js";
import { MAX_PAGE, readSearchParams } from "./search-params.server.js";

let database: OpenDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const read = (query: string) => readSearchParams(database.db, new URLSearchParams(query));

describe("readSearchParams", () => {
  it("turns valid parameters into the form and the filters", async () => {
    const { form, filters, issues } = await read(
      "q=+paro+armado+&categoria=seguridad&periodico=el-tiempo&departamento=cauca&municipio=19050&desde=2025-03-01&hasta=2025-03-31&orden=recientes&pagina=2",
    );
    expect(issues).toEqual([]);
    expect(form).toEqual({
      q: "paro armado",
      categoria: "seguridad",
      periodico: "el-tiempo",
      departamento: "cauca",
      municipio: "19050",
      desde: "2025-03-01",
      hasta: "2025-03-31",
      orden: "recientes",
      pagina: 2,
      corregir: "",
    });
    expect(filters).toEqual({
      category: "seguridad",
      newspaperId: (await getNewspaper(database.db, "el-tiempo"))?.id,
      department: "cauca",
      municipality: "19050",
      from: Date.UTC(2025, 2, 1, 5),
      to: Date.UTC(2025, 3, 1, 5) - 1,
    });
  });

  it("drops each invalid filter with a Spanish message, keeping the rest", async () => {
    const { form, filters, issues } = await read(
      "q=lluvias&categoria=deportez&periodico=NO_VALIDO&departamento=atlantida&desde=2025-02-30&hasta=ayer&orden=mejor&pagina=0",
    );
    expect(form).toMatchObject({
      q: "lluvias",
      categoria: "",
      periodico: "",
      departamento: "",
      desde: "",
      hasta: "",
      orden: "relevancia",
      pagina: 1,
    });
    expect(filters).toEqual({});
    expect(issues.map((issue) => issue.field)).toEqual(["categoria", "periodico", "departamento", "desde", "hasta", "orden", "pagina"]);
    expect(issues[0]?.message).toBe("La categoría «deportez» no existe; se buscó en todas.");
    expect(issues[3]?.message).toBe("La fecha «2025-02-30» no es válida (use el formato AAAA-MM-DD); se ignoró.");
  });

  it("reads a municipality by its DIVIPOLA code and drops an unknown or malformed one", async () => {
    expect((await read("q=x&municipio=76520")).filters).toEqual({ municipality: "76520" });
    for (const value of ["99999", "Palmira", "7652", "765200"]) {
      const { form, filters, issues } = await read(`q=x&municipio=${value}`);
      expect(form.municipio, value).toBe("");
      expect(filters, value).toEqual({});
      expect(issues, value).toEqual([
        { field: "municipio", message: `El municipio «${value}» no existe (use su código DIVIPOLA de cinco cifras); se buscó en todos.` },
      ]);
    }
  });

  it("ignores an end date before the start date", async () => {
    const { form, filters, issues } = await read("q=x&desde=2025-05-10&hasta=2025-05-01");
    expect(form.desde).toBe("2025-05-10");
    expect(form.hasta).toBe("");
    expect(filters.to).toBeUndefined();
    expect(issues).toEqual([{ field: "hasta", message: "La fecha final (2025-05-01) es anterior a la inicial (2025-05-10); se ignoró." }]);
  });

  it("bounds pages and quotes hostile values short and on one line", async () => {
    expect((await read(`q=x&pagina=${MAX_PAGE}`)).form.pagina).toBe(MAX_PAGE);
    expect((await read(`q=x&pagina=${MAX_PAGE + 1}`)).issues.map((i) => i.field)).toEqual(["pagina"]);
    const { issues } = await read(`q=x&categoria=${encodeURIComponent(`<script>\n${"a".repeat(500)}`)}`);
    expect(issues[0]?.message).toBe(`La categoría «<script> ${"a".repeat(31)}…» no existe; se buscó en todas.`);
  });

  it("cuts the query to 200 characters and reads the first of repeated parameters", async () => {
    expect((await read(`q=${"ñ".repeat(300)}`)).form.q).toHaveLength(200);
    expect((await read("q=uno&q=dos")).form.q).toBe("uno");
  });
});
