import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../data/categories.js";
import { DEPARTMENTS } from "../data/departments.js";
import { filteredQuery, tsquery } from "../db/engine/postgres-tsvector.js";
import { categoryFacet, departmentFacet, filteredExpression, ftsExpression, ftsString } from "../db/engine/sqlite-full-text.server.js";
import { queryMatch, rankQuestions } from "./match.js";
import { parseQuery } from "./query.js";

const fts = (q: string, filters = {}) => {
  const match = queryMatch(parseQuery(q));
  return match === null ? null : filteredExpression(match, filters);
};
const ts = (q: string, filters = {}) => {
  const match = queryMatch(parseQuery(q));
  return match === null ? null : filteredQuery(match, filters);
};

describe("queryMatch, as each engine writes it", () => {
  it("asks for every required group by its stems, exact words as a phrase, and none of the exclusions", () => {
    expect(queryMatch(parseQuery('-fútbol deportes "paro armado"'))).toEqual({
      allOf: [
        { stems: ["deport"], field: "text" },
        { phrase: ["paro", "armado"], field: "text" },
      ],
      noneOf: [{ stems: ["futbol"], field: "text" }],
    });
    expect(fts('-fútbol deportes "paro armado"')).toBe(
      '(({title_stems summary_stems} : "deport") AND ({title summary} : "paro armado")) NOT ({title_stems summary_stems} : "futbol")',
    );
    expect(ts('-fútbol deportes "paro armado"')).toBe("('~deport' & ('paro' <-> 'armado') & !'~futbol')");
  });

  it("joins alternatives with OR, and matches short-stem words by their forms as written", () => {
    expect(fts("Petro OR Uribe")).toBe('(({title_stems summary_stems} : "petr") OR ({title_stems summary_stems} : "urib"))');
    expect(ts("Petro OR Uribe")).toBe("('~petr' | '~urib')");
    expect(ts("paro")).toBe("('paro' | 'paros')");
  });

  it("asks for the facets of the filters", () => {
    const filters = { category: "medio-ambiente", newspaperId: 7, department: "valle-del-cauca" };
    expect(fts("lluvias", filters)).toBe(
      '(({title_stems summary_stems} : "lluvi")) AND ({facets} : "cmedioambiente") AND ({facets} : "n7") AND ({facets} : "dvalledelcauca")',
    );
    expect(ts("lluvias", filters)).toBe("'~lluvi' & '#c:medio-ambiente' & '#n:7' & '#d:valle-del-cauca'");
  });

  it("has nothing to ask when the query has no required word", () => {
    expect(queryMatch(parseQuery(""))).toBeNull();
    expect(queryMatch(parseQuery("-fútbol"))).toBeNull();
    expect(queryMatch(parseQuery("😀 *** ()"))).toBeNull();
  });

  it("asks the ranking's questions restricted to the title, and the typed words as a phrase", () => {
    const { questions, titleAt, exactAt, phraseAt } = rankQuestions(parseQuery("reforma a la salud"));
    expect(titleAt).toEqual([0, 1]);
    expect(exactAt).toEqual([-1, -1]);
    expect(questions[phraseAt]?.match).toEqual({ phrase: ["reforma", "a", "la", "salud"], field: "text" });
    expect(ftsExpression(questions[0]?.match ?? { forms: [], field: "text" })).toBe('{title_stems} : "reform"');
    expect(tsquery(questions[0]?.match ?? { forms: [], field: "text" })).toBe("'~reform':A");
    // One word: its title form and the word as typed imply the query, so an engine may ask them alone.
    const one = rankQuestions(parseQuery("Vacunas"));
    expect(one.questions.map((q) => q.impliesMatch)).toEqual([true, true]);
    expect(one.questions[one.exactAt[0] ?? -1]?.match).toEqual({ forms: ["vacunas"], field: "text" });
  });

  it("quotes what it passes: FTS5 strings double their quotes, tsquery lexemes their quotes and backslashes", () => {
    expect(ftsString('a"b')).toBe('"a""b"');
    expect(tsquery({ forms: ["it's", "a\\b"], field: "title" })).toBe("('it''s':A | 'a\\\\b':A)");
    expect(tsquery({ prefix: "ele", field: "text" })).toBe("'ele':*");
  });

  it("gives every category and department its own facet token", () => {
    const tokens = [...CATEGORIES.map((c) => categoryFacet(c.slug)), ...DEPARTMENTS.map((d) => departmentFacet(d.slug))];
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[a-z0-9]+$/);
  });
});
