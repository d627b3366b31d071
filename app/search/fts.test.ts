import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../data/categories.js";
import { DEPARTMENTS } from "../data/departments.js";
import { categoryFacet, departmentFacet, ftsString, matchExpression } from "./fts.js";
import { parseQuery } from "./query.js";

describe("matchExpression", () => {
  it("quotes every word and joins terms with AND, exclusions with NOT", () => {
    expect(matchExpression(parseQuery('-fútbol deportes "paro armado"'))).toBe(
      '(({title_stems summary_stems} : "deport") AND ({title summary} : "paro armado")) NOT ({title_stems summary_stems} : "futbol")',
    );
    expect(matchExpression(parseQuery("Petro OR Uribe"))).toBe(
      '(({title_stems summary_stems} : "petr") OR ({title_stems summary_stems} : "urib"))',
    );
  });

  it("asks for the facets of the filters", () => {
    expect(matchExpression(parseQuery("lluvias"), { category: "medio-ambiente", newspaperId: 7, department: "valle-del-cauca" })).toBe(
      '({title_stems summary_stems} : "lluvi") AND ({facets} : "cmedioambiente") AND ({facets} : "n7") AND ({facets} : "dvalledelcauca")',
    );
  });

  it("has nothing to ask when the query has no required word", () => {
    expect(matchExpression(parseQuery(""))).toBeNull();
    expect(matchExpression(parseQuery("-fútbol"))).toBeNull();
    expect(matchExpression(parseQuery("😀 *** ()"))).toBeNull();
  });

  it("doubles quotes inside strings", () => {
    expect(ftsString('a"b')).toBe('"a""b"');
  });

  it("gives every category and department its own facet token", () => {
    const tokens = [...CATEGORIES.map((c) => categoryFacet(c.slug)), ...DEPARTMENTS.map((d) => departmentFacet(d.slug))];
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[a-z0-9]+$/);
  });
});
