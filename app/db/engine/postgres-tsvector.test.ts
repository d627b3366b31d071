import { describe, expect, it } from "vitest";
import { articleTerms, filteredQuery, STEM } from "./postgres-tsvector.js";

describe("PostgreSQL's tsvector of an article", () => {
  it("holds every word as written with its positions (title A, summary B), each stem once per field, and the facets", () => {
    const terms = articleTerms({
      title: "Elecciones: ¡las elecciones!",
      summary: "Bogotá elige",
      category_slug: "politica",
      newspaper_id: 7,
      departments: ["bogota"],
    });
    expect(terms).toBe(
      [
        "'elecciones':1A,3A",
        `'${STEM}eleccion':1A`,
        "'las':2A",
        // The summary starts one position after the title's last word: no phrase spans the two.
        "'bogota':5B",
        `'${STEM}bogot':5B`,
        "'elige':6B",
        `'${STEM}elig':6B`,
        "'#c:politica'",
        "'#n:7'",
        "'#d:bogota'",
      ].join(" "),
    );
  });

  it("quotes lexemes so that no text becomes tsvector or tsquery syntax", () => {
    expect(articleTerms({ title: "", summary: "", category_slug: "a'b", newspaper_id: 1, departments: ["c\\d"] })).toBe(
      "'#c:a''b' '#n:1' '#d:c\\\\d'",
    );
    expect(filteredQuery({ forms: ["o'neill"], field: "text" }, { category: "x'y" })).toBe("'o''neill' & '#c:x''y'");
  });
});
