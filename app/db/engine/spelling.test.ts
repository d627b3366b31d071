import { describe, expect, it } from "vitest";
import { rankByTypo } from "./spelling.js";

describe("rankByTypo", () => {
  it("ranks candidates closest first (sounding alike, then by edits), ties in code-point order, dropping the far and repeated", () => {
    expect(rankByTypo("eleciones", ["lecciones", "elecciones", "selecciones", "bogota", "elecciones", "elesiones"], 5)).toEqual([
      { term: "elesiones", distance: 0.5 },
      { term: "elecciones", distance: 1 },
      { term: "lecciones", distance: 2 },
      { term: "selecciones", distance: 2 },
    ]);
  });

  it("allows one edit to a short word and two to a longer one, and keeps at most `limit`", () => {
    // "pero" is one edit too, but shares too little of the spelling (the likeness guard, below).
    expect(rankByTypo("paro", ["pare", "para", "pero", "pasos"], 5).map((t) => t.term)).toEqual(["para", "pare"]);
    expect(rankByTypo("paro", ["pare", "para", "pero"], 2).map((t) => t.term)).toEqual(["para", "pare"]);
    expect(rankByTypo("medlin", ["medellin"], 5)).toEqual([{ term: "medellin", distance: 2 }]);
  });
});

describe("rankByTypo's likeness guard", () => {
  it("keeps a sound-alike however little its letters share, and drops an edit that shares little spelling", () => {
    expect(rankByTypo("bacunasion", ["vacunacion"], 5)).toEqual([{ term: "vacunacion", distance: 0.5 }]);
    expect(rankByTypo("quasar", ["causar"], 5)).toEqual([]);
    expect(rankByTypo("cjoco", ["choco"], 5)).toEqual([{ term: "choco", distance: 1 }]);
  });
});
