import { describe, expect, it } from "vitest";
import { indexStems, numberForms, searchStem, textWords } from "./analyze.js";

describe("textWords", () => {
  it("finds words with their offsets, folded, in composed and decomposed text", () => {
    expect(textWords("¡Bogotá, 2026!")).toEqual([
      { start: 1, end: 7, folded: "bogota" },
      { start: 9, end: 13, folded: "2026" },
    ]);
    const decomposed = "Medelli\u0301n";
    expect(textWords(decomposed)).toEqual([{ start: 0, end: decomposed.length, folded: "medellin" }]);
    expect(textWords("covid-19 😀 NIÑOS")).toEqual([
      { start: 0, end: 5, folded: "covid" },
      { start: 6, end: 8, folded: "19" },
      { start: 12, end: 17, folded: "ninos" },
    ]);
  });
});

describe("stems", () => {
  it("gives the singular and plural of a word one stem where Snowball agrees", () => {
    expect(searchStem("elecciones")).toBe(searchStem("eleccion"));
    expect(searchStem("vacunacion")).toBe(searchStem("vacunas"));
  });

  it("pairs a word with its other number", () => {
    expect(numberForms("dolar")).toEqual(["dolar", "dolares"]);
    expect(numberForms("dolares")).toEqual(["dolares", "dolar"]);
    expect(numberForms("vacuna")).toEqual(["vacuna", "vacunas"]);
    expect(numberForms("luz")).toEqual(["luz", "luces"]);
    expect(numberForms("luces")).toEqual(["luces", "luz"]);
    expect(numberForms("eps")).toEqual(["eps"]);
  });

  it("indexes the stems of a text without its stopwords", () => {
    expect(indexStems("Las elecciones de la Región Caribe")).toBe(["elecciones", "region", "caribe"].map(searchStem).join(" "));
    expect(indexStems("")).toBe("");
  });
});
