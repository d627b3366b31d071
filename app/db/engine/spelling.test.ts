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
    expect(rankByTypo("paro", ["pare", "para", "pero", "pasos"], 5).map((t) => t.term)).toEqual(["para", "pare", "pero"]);
    expect(rankByTypo("paro", ["pare", "para", "pero"], 2).map((t) => t.term)).toEqual(["para", "pare"]);
    expect(rankByTypo("medlin", ["medellin"], 5)).toEqual([{ term: "medellin", distance: 2 }]);
  });
});
