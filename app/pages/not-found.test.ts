import { describe, expect, it } from "vitest";
import { searchWordsOf, type SuggestionCandidate, suggestPages } from "./not-found.js";

const CANDIDATES: SuggestionCandidate[] = [
  { family: "categorias", slug: "politica", name: "Política" },
  { family: "categorias", slug: "deportes", name: "Deportes" },
  { family: "periodicos", slug: "el-tiempo", name: "El Tiempo" },
  { family: "periodicos", slug: "el-colombiano", name: "El Colombiano" },
  { family: "departamentos", slug: "antioquia", name: "Antioquia" },
  { family: "departamentos", slug: "bogota", name: "Bogotá D.C." },
];

describe("suggestPages", () => {
  it("finds the category a misspelt slug meant", () => {
    expect(suggestPages("/categorias/politika", CANDIDATES)).toEqual([{ href: "/categorias/politica", name: "Política" }]);
  });

  it("keeps the window segment and reads accents and capitals in the path", () => {
    expect(suggestPages("/departamentos/Antiókia/ultima-hora", CANDIDATES)).toEqual([
      { href: "/departamentos/antioquia/ultima-hora", name: "Antioquia" },
    ]);
  });

  it("forgives a misspelt family and a missing family", () => {
    expect(suggestPages("/periodico/el-tiempo", CANDIDATES)).toEqual([{ href: "/periodicos/el-tiempo", name: "El Tiempo" }]);
    expect(suggestPages("/deprotes", CANDIDATES)).toEqual([{ href: "/categorias/deportes", name: "Deportes" }]);
    expect(suggestPages("/bogota", CANDIDATES)).toEqual([{ href: "/departamentos/bogota", name: "Bogotá D.C." }]);
  });

  it("suggests nothing far from every slug, nor for unrelated paths", () => {
    expect(suggestPages("/categorias/astrologia", CANDIDATES)).toEqual([]);
    expect(suggestPages("/nada", CANDIDATES)).toEqual([]);
    expect(suggestPages("/", CANDIDATES)).toEqual([]);
    expect(suggestPages("/wp-admin/setup/install.php/x", CANDIDATES)).toEqual([]);
    // A short slug tolerates one typo only.
    expect(suggestPages("/departamentos/bgtaa", CANDIDATES)).toEqual([]);
  });

  it("keeps to the family the path names", () => {
    expect(suggestPages("/periodicos/politika", CANDIDATES)).toEqual([]);
  });
});

describe("searchWordsOf", () => {
  it("keeps the reader's words and drops the site's own and numbers", () => {
    expect(searchWordsOf("/categorias/politika")).toBe("politika");
    expect(searchWordsOf("/articulos/elecciones-en-Cali-2027")).toBe("elecciones en cali");
    expect(searchWordsOf("/%E0%A4%A")).toBe("");
    expect(searchWordsOf("/nada")).toBe("nada");
  });
});
