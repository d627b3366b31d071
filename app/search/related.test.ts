import { describe, expect, it } from "vitest";
import { parseQuery } from "./query.js";
import { derivedTerms, expandQuery, hasRelated, MAX_RELATED_PER_WORD, MAX_RELATED_TERMS, relatedTerms } from "./related.js";
import { RELATED_CLASSES } from "./related-words.js";

const texts = (folded: string) =>
  relatedTerms(folded).map((term) => (term.kind === "word" ? term.word.text : term.words.map((w) => w.text).join(" ")));

describe("the related-words lexicon", () => {
  it("is a list of classes, each with a reason and no word in two classes", () => {
    const seen = new Map<string, number>();
    RELATED_CLASSES.forEach((cls, index) => {
      expect(cls.why.length, cls.words.join()).toBeGreaterThan(10);
      expect(cls.words.length + (cls.alsoFinds?.length ?? 0), cls.words.join()).toBeGreaterThanOrEqual(2);
      for (const word of [...cls.words, ...(cls.alsoFinds ?? [])]) {
        expect(seen.get(word), `${word} in two classes`).toBeUndefined();
        seen.set(word, index);
      }
    });
  });

  it("leads a word to its class in any inflection, never to itself", () => {
    expect(texts("sismo")).toEqual(["temblor", "terremoto", "sísmico"]);
    expect(texts("temblores")).toEqual(["sismo", "terremoto", "sísmico"]);
    expect(texts("robos")).toEqual(["hurto", "atraco"]);
    expect(texts("ipc")).toContain("inflación");
    const terremoto = parseQuery("terremoto").required[0]?.[0];
    expect(terremoto?.kind === "word" && hasRelated(terremoto.word)).toBe(true);
  });

  it("finds a word with a second meaning from its class, never the class from it", () => {
    expect(texts("petróleo")).toContain("crudo");
    expect(texts("crudo")).toEqual([]);
    expect(texts("huelga")).toContain("paro");
    expect(texts("paro")).toEqual([]);
  });

  it("keeps phrases as phrases", () => {
    const expanded = expandQuery(parseQuery("accidente de tránsito"));
    expect(expanded).toBeNull();
    const term = relatedTerms("desempleo")[0];
    expect(term).toMatchObject({ kind: "word" });
    expect(relatedTerms("narcotráfico")[0]).toMatchObject({ kind: "exact" });
  });

  it("bounds what one word and one query add", () => {
    for (const cls of RELATED_CLASSES)
      for (const word of cls.words) expect(relatedTerms(word).length).toBeLessThanOrEqual(MAX_RELATED_PER_WORD);
    const expanded = expandQuery(parseQuery("sismo hurto huelga lluvia cárcel"));
    expect(expanded?.added.length).toBe(MAX_RELATED_TERMS);
  });
});

describe("expanding a query", () => {
  it("widens each plain word's group with its related words, as alternatives", () => {
    const expanded = expandQuery(parseQuery("sismo Meta"));
    expect(expanded?.added.map((a) => a.text)).toEqual(["temblor", "terremoto", "sísmico"]);
    expect(expanded?.query.required.map((group) => group.length)).toEqual([4, 1]);
  });

  it("leaves words without related words, quoted words and queries with operators as written", () => {
    expect(expandQuery(parseQuery("Medellín alcaldía"))).toBeNull();
    expect(expandQuery(parseQuery('"sismo" Meta'))).toBeNull();
    expect(expandQuery(parseQuery("lluvias -Bogotá"))).toBeNull();
    expect(expandQuery(parseQuery("sismo OR temblor"))).toBeNull();
  });
});

describe("siblings by derivation (-ista / -ismo)", () => {
  const derived = (folded: string) => derivedTerms(folded).map((term) => (term.kind === "word" ? term.word.text : ""));

  it("lead the one who does a thing to the thing and back, in any number, and the adjective to both", () => {
    expect(derived("turistas")).toEqual(["turismo"]);
    expect(derived("turismo")).toEqual(["turista"]);
    expect(derived("ciclistas")).toEqual(["ciclismo"]);
    expect(derived("machismo")).toEqual(["machista"]);
    // Where the stemmer already joins them ("terror"), there is nothing to add.
    expect(derived("terrorismo")).toEqual([]);
    expect(derived("turisticos")).toEqual(["turismo"]); // "turístico" stems as "turista" does
  });

  it("leave other words alone, and are not lexicon words (a misspelt one is still corrected)", () => {
    expect(derived("lista")).toEqual([]);
    expect(derived("vista")).toEqual([]);
    expect(derived("bogota")).toEqual([]);
    const word = parseQuery("turistas").required[0]?.[0];
    expect(word?.kind === "word" && hasRelated(word.word)).toBe(false);
  });

  it("widen a query like related words", () => {
    const expanded = expandQuery(parseQuery("turistas Cartagena"));
    expect(expanded?.added.map((a) => a.text)).toEqual(["turismo"]);
    expect(expandQuery(parseQuery("turistas -Cartagena"))).toBeNull();
  });
});
