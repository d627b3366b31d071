import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance.js";
import { soundKey, spellingTrigrams, storedSpellingKeys, trigramLikeness, typedSpellingKeys, typoDistance } from "./spelling.js";

/** Whether a typed word finds an indexed one through the keys (what the index lookup does). */
function meets(typed: string, indexed: string): boolean {
  const stored = new Set(storedSpellingKeys(indexed));
  return typedSpellingKeys(typed).some((key) => stored.has(key));
}

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swapped neighbours", () => {
    expect(editDistance("politika", "politica")).toBe(1);
    expect(editDistance("antiokia", "antioquia")).toBe(2);
    expect(editDistance("deprotes", "deportes")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });
});

describe("soundKey and typoDistance", () => {
  it("hears seseo, yeísmo, b/v, g/j, k/qu/c and a silent h as one sound", () => {
    expect(soundKey("inflasion")).toBe(soundKey("inflacion"));
    expect(soundKey("bacunasion")).toBe(soundKey("vacunacion"));
    expect(soundKey("cartajena")).toBe(soundKey("cartagena"));
    expect(soundKey("ospital")).toBe(soundKey("hospital"));
    expect(typoDistance("vayenato", "vallenato")).toBe(0.5);
    expect(typoDistance("medelin", "medellin")).toBe(1);
  });
});

describe("spelling keys", () => {
  it("meet a word one edit away, whichever the edit", () => {
    expect(meets("medelin", "medellin")).toBe(true); // a letter missing
    expect(meets("bogotaa", "bogota")).toBe(true); // a letter more
    expect(meets("barranquila", "barranquilla")).toBe(true);
    expect(meets("elecciomes", "elecciones")).toBe(true); // a letter changed
    expect(meets("gobrenacion", "gobernacion")).toBe(true); // neighbours swapped
    expect(meets("bogta", "bogota")).toBe(true);
    expect(meets("cjoco", "choco")).toBe(true); // a letter of "ch" changed: one edit as written, more as sounded
  });

  it("meet any number of sound-alike spellings, and one edit more", () => {
    expect(meets("bacunasion", "vacunacion")).toBe(true);
    expect(meets("feminisidio", "feminicidio")).toBe(true);
    expect(meets("bacunasio", "vacunacion")).toBe(true);
  });

  it("meet two edits when the typed word has the extra letters or lacks one", () => {
    expect(meets("inundacionnes", "inundaciones")).toBe(true); // two more (sounds alike once doubled letters fold)
    expect(meets("inundaciomess", "inundaciones")).toBe(true); // one changed, one more
    expect(meets("eleciones", "elecciones")).toBe(true);
    expect(meets("gobernaion", "gobernacion")).toBe(true);
    expect(meets("medlin", "medellin")).toBe(true); // two letters missing, as written
  });

  it("do not meet words that are far apart", () => {
    expect(meets("medellin", "cartagena")).toBe(false);
    expect(meets("paro", "pereira")).toBe(false);
  });

  it("are few: an indexed word stores twice its length plus two at most, a typed word some hundreds", () => {
    expect(storedSpellingKeys("elecciones").length).toBeLessThanOrEqual(2 * ("elecciones".length + 1));
    expect(storedSpellingKeys("paro")).toHaveLength(5); // sounds as written: one set of keys
    expect(typedSpellingKeys("x".repeat(24)).length).toBeLessThan(1_000);
    expect(typedSpellingKeys("gobernacion").length).toBeLessThan(800);
    const long = typedSpellingKeys("abcdefghijklmnoprstuwxyz");
    expect(long.length).toBeLessThan(2_000);
  });

  it("leave out what no correction reaches: short words, figures, other scripts, pastes", () => {
    expect(storedSpellingKeys("de")).toEqual([]);
    expect(storedSpellingKeys("2025")).toEqual([]);
    expect(storedSpellingKeys("covid19")).toEqual([]);
    expect(storedSpellingKeys("a".repeat(40))).toEqual([]);
    expect(storedSpellingKeys("sol").length).toBeGreaterThan(0);
  });
});

describe("trigramLikeness", () => {
  it("pads and compares trigrams as pg_trgm does", () => {
    expect(spellingTrigrams("word")).toEqual(["  w", " wo", "wor", "ord", "rd "]);
    expect(trigramLikeness("word", "words")).toBeCloseTo(4 / 7, 10);
    expect(trigramLikeness("elecciones", "elecciones")).toBe(1);
    expect(trigramLikeness("", "x")).toBe(0);
  });
});
