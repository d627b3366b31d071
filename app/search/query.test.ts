import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, MAX_TERMS, parseQuery, queryCost, type QueryTerm } from "./query.js";

/** A compact picture of a parsed query: groups of terms, exclusions and ignored words. */
function shape(raw: string) {
  const query = parseQuery(raw);
  const show = (term: QueryTerm) =>
    term.kind === "word" ? [...term.word.stems, ...term.word.forms].join("+") : `"${term.words.map((w) => w.folded).join(" ")}"`;
  return {
    required: query.required.map((group) => group.map(show).join("|")),
    excluded: query.excluded.map(show),
    ignored: query.ignored,
  };
}

describe("parseQuery", () => {
  it("reads words by their folded stem, so accents, case and inflections do not matter", () => {
    expect(shape("Elecciones")).toEqual(shape("elección"));
    expect(shape("bogota").required).toEqual(shape("BOGOTÁ").required);
    expect(shape("vacunas").required).toEqual(shape("vacuna").required);
    const word = parseQuery("Medellín").required[0]?.[0];
    expect(word).toEqual({ kind: "word", word: { text: "Medellín", folded: "medellin", stems: ["medellin"], forms: [] } });
  });

  it("matches words with a very short stem by their singular and plural as written", () => {
    expect(parseQuery("paro").required[0]).toEqual([
      { kind: "word", word: { text: "paro", folded: "paro", stems: [], forms: ["paro", "paros"] } },
    ]);
    expect(parseQuery("Dólares").required[0]).toEqual([
      { kind: "word", word: { text: "Dólares", folded: "dolares", stems: [], forms: ["dolares", "dolar"] } },
    ]);
  });

  it("leaves Spanish function words out; a query of nothing else asks for nothing", () => {
    expect(shape("la reforma de la salud")).toEqual({
      required: [shape("reforma").required[0], shape("salud").required[0]],
      excluded: [],
      ignored: ["la", "de"],
    });
    expect(shape("de la").required).toEqual([]);
    expect(parseQuery("de la")).toMatchObject({ onlyFunctionWords: true, ignored: ["de", "la"], proximity: null });
    expect(parseQuery("reforma de la").onlyFunctionWords).toBe(false);
    // Quoted, they are what the reader asked for.
    expect(shape('"de la"').required).toEqual(['"de la"']);
    expect(parseQuery('"de la"').onlyFunctionWords).toBe(false);
  });

  it("keeps quoted phrases whole, with their function words", () => {
    expect(shape('"paro armado" Cauca').required).toEqual(['"paro armado"', shape("cauca").required[0]]);
    expect(shape("«alcaldía de Bogotá»").required).toEqual(['"alcaldia de bogota"']);
    expect(shape("“paro armado”").required).toEqual(['"paro armado"']);
    // A quote left open runs to the end; an empty one asks for nothing.
    expect(shape('"paro armado').required).toEqual(['"paro armado"']);
    expect(shape('"" ""').required).toEqual([]);
  });

  it("reads a leading '-' (or NOT) as an exclusion and a dash inside a word as part of it", () => {
    expect(shape("-fútbol deportes")).toEqual({ required: shape("deportes").required, excluded: shape("futbol").required, ignored: [] });
    expect(shape('deportes -"copa américa"').excluded).toEqual(['"copa america"']);
    expect(shape("deportes NOT fútbol").excluded).toEqual(shape("futbol").required);
    expect(shape("covid-19").required).toEqual(['"covid 19"']);
    expect(shape("dólar 4.000").required).toEqual([shape("dolar").required[0], '"4 000"']);
    expect(shape("deportes - fútbol").excluded).toEqual([]);
  });

  it("joins terms around OR into one group and accepts AND", () => {
    expect(shape("Petro OR Uribe senado").required).toEqual([
      `${shape("petro").required[0]}|${shape("uribe").required[0]}`,
      shape("senado").required[0],
    ]);
    expect(shape("Petro AND Uribe").required).toEqual([shape("petro").required[0], shape("uribe").required[0]]);
    expect(shape("OR AND NOT").required).toEqual([]);
    expect(shape("or and").required).toEqual([shape("or").required[0], shape("and").required[0]]);
  });

  it("turns full-text syntax into plain words", () => {
    expect(shape("title:bogota* ^paro NEAR(a b) (x)").required).toEqual(shape("title bogota paro near b x").required);
    expect(shape("'; DROP TABLE articles; --").required).toEqual(shape("drop table articles").required);
  });

  it("drops control characters, lone surrogates and emoji, and cuts long queries", () => {
    expect(parseQuery("\u0000bo\u0007go\u200bta\uD800").text).toBe("bo go ta");
    expect(shape("😀🎉").required).toEqual([]);
    const long = parseQuery("ñ".repeat(5000));
    expect(long.text).toHaveLength(MAX_QUERY_LENGTH);
    expect(long.truncated).toBe(true);
    const many = parseQuery(Array.from({ length: 40 }, (_, i) => `palabra${i}`).join(" "));
    expect(many.required.flat()).toHaveLength(MAX_TERMS);
    expect(many.truncated).toBe(true);
    expect(many.termsDropped).toBe(true);
    expect(long.termsDropped).toBe(false);
  });

  it("bounds long OR chains by the same term limit, and says so", () => {
    const chain = parseQuery(Array.from({ length: 20 }, (_, i) => `tema${i}`).join(" OR "));
    expect(chain.required).toHaveLength(1);
    expect(chain.required[0]).toHaveLength(MAX_TERMS);
    expect(chain.termsDropped).toBe(true);
    // Exclusions count too.
    const excluded = parseQuery(`paro ${Array.from({ length: 20 }, (_, i) => `-tema${i}`).join(" ")}`);
    expect(excluded.required.flat().length + excluded.excluded.length).toBe(MAX_TERMS);
    expect(excluded.termsDropped).toBe(true);
    expect(parseQuery("paro camionero").termsDropped).toBe(false);
  });

  it("costs one search for a simple query and one more per term beyond three", () => {
    expect(queryCost(parseQuery("paro"))).toBe(1);
    expect(queryCost(parseQuery("paro camionero vía"))).toBe(1);
    expect(queryCost(parseQuery("paro camionero -bogota vía llano"))).toBe(3);
    expect(queryCost(parseQuery(Array.from({ length: 12 }, (_, i) => `tema${i}`).join(" OR ")))).toBe(10);
    // Past the term limit nothing is searched, so nothing more is charged.
    expect(queryCost(parseQuery(Array.from({ length: 40 }, (_, i) => `tema${i}`).join(" OR ")))).toBe(1 + MAX_TERMS - 3);
    // Function words left out cost nothing.
    expect(queryCost(parseQuery("la reforma de la salud"))).toBe(1);
  });

  it("drops repeated terms, and an exclusion of a required term", () => {
    expect(shape("elecciones elección -elecciones")).toEqual({ required: shape("elecciones").required, excluded: [], ignored: [] });
  });

  it("notes the run of typed words for the phrase bonus, trimmed of function words", () => {
    expect(parseQuery("la reforma a la salud").proximity?.map((w) => w.folded)).toEqual(["reforma", "a", "la", "salud"]);
    expect(parseQuery("salud").proximity).toBeNull();
    expect(parseQuery('"paro armado" cauca').proximity).toBeNull();
  });
});
