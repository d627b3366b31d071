import { describe, expect, it } from "vitest";
import { DEPARTMENTS } from "./departments.js";
import { MUNICIPALITIES } from "./municipalities.js";
import { AMBIGUOUS_NAMES, BLOCKED_PHRASES, GAZETTEER, MUNICIPALITY_ALIASES, SPORTS_CLUBS } from "./gazetteer.js";
import { COMMON_WORDS, FOREIGN_PLACES, PERSON_NAMES, QUALIFIED_ONLY } from "./homonyms.js";
import { fold } from "../text/spanish.js";

const SLUGS = new Set(DEPARTMENTS.map((d) => d.slug));
const key = (name: string) => (fold(name).match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");

/** Departments with few municipalities (Amazonía, Orinoquía, the islands): fewer names to list. */
const CURATED = GAZETTEER.filter((entry) => entry.curated);
const DERIVED = GAZETTEER.filter((entry) => !entry.curated);

const SMALL = new Set(["amazonas", "guainia", "guaviare", "vaupes", "vichada", "san-andres-y-providencia", "arauca", "bogota"]);

describe("gazetteer data", () => {
  it("only names departments that exist", () => {
    const unknown = GAZETTEER.filter((entry) => !SLUGS.has(entry.department)).map((e) => `${e.name} → ${e.department}`);
    expect(unknown).toEqual([]);
  });

  it("never maps one hand-written name to two departments", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of CURATED) {
      const k = key(entry.name);
      const other = seen.get(k);
      if (other && other !== entry.department) clashes.push(`${entry.name}: ${other} / ${entry.department}`);
      seen.set(k, entry.department);
    }
    expect(clashes).toEqual([]);
  });

  it("lists no hand-written name twice, and no municipality twice under one name", () => {
    const keys = CURATED.map((e) => key(e.name));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const pairs = GAZETTEER.filter((e) => e.code).map((e) => `${key(e.name)}|${e.code}`);
    expect(pairs.filter((p, i) => pairs.indexOf(p) !== i)).toEqual([]);
  });

  it("leaves the names shared by several departments out of the hand-written list; each of their places waits for context", () => {
    const curated = new Set(CURATED.map((e) => key(e.name)));
    for (const [name, departments] of Object.entries(AMBIGUOUS_NAMES)) {
      expect(curated.has(key(name)), name).toBe(false);
      expect(departments.length, name).toBeGreaterThanOrEqual(2);
      for (const slug of departments) expect(SLUGS.has(slug), `${name} → ${slug}`).toBe(true);
      for (const entry of DERIVED.filter((e) => key(e.name) === key(name))) {
        expect(entry.context, `${name} (${entry.code})`).not.toBe("free");
      }
    }
  });

  it("gives every municipality of DANE's list an entry with its code, and every hand-written town its code", () => {
    const coded = new Set(GAZETTEER.map((e) => e.code));
    expect(MUNICIPALITIES.filter((m) => !coded.has(m.code)).map((m) => m.name)).toEqual([]);
    const towns = CURATED.filter((e) => e.kind === "capital" || e.kind === "municipality");
    expect(towns.filter((e) => !e.code).map((e) => e.name)).toEqual([]);
    for (const entry of GAZETTEER.filter((e) => e.code)) {
      const municipality = MUNICIPALITIES.find((m) => m.code === entry.code);
      expect(municipality?.department, `${entry.name} ${entry.code}`).toBe(entry.department);
    }
    for (const code of Object.keys(MUNICIPALITY_ALIASES))
      expect(
        MUNICIPALITIES.some((m) => m.code === code),
        code,
      ).toBe(true);
  });

  it("tags Bogotá's every place with Bogotá's code, and departments with none", () => {
    for (const entry of GAZETTEER.filter((e) => e.department === "bogota" && e.kind !== "demonym"))
      expect(entry.code, entry.name).toBe("11001");
    for (const entry of GAZETTEER.filter((e) => e.kind === "department" && e.department !== "bogota"))
      expect(entry.code, entry.name).toBeNull();
  });

  it("never lets a name of DANE's list that is a common word, a surname, a place abroad or shared count on its own", () => {
    const flagged = new Set([...COMMON_WORDS, ...PERSON_NAMES, ...FOREIGN_PLACES, ...QUALIFIED_ONLY].map(key));
    for (const entry of DERIVED) {
      if (flagged.has(key(entry.name))) expect(entry.context, entry.name).not.toBe("free");
      expect(entry.proper, entry.name).toBe(true);
    }
    for (const name of QUALIFIED_ONLY) {
      for (const entry of DERIVED.filter((e) => key(e.name) === key(name))) expect(entry.qualifiedOnly, name).toBe(true);
    }
  });

  it("covers every department's own name and its capital", () => {
    const byKey = new Map(CURATED.map((e) => [key(e.name), e.department]));
    for (const department of DEPARTMENTS) {
      expect(byKey.get(key(department.name)), department.name).toBe(department.slug);
      // Cundinamarca's capital is Bogotá, which is its own district: the name tags Bogotá.
      const capitalOwner = department.slug === "cundinamarca" ? "bogota" : department.slug;
      expect(byKey.get(key(department.capital)), department.capital).toBe(capitalOwner);
    }
  });

  it("lists the main municipalities or places of every department", () => {
    for (const department of DEPARTMENTS) {
      const count = GAZETTEER.filter((e) => e.department === department.slug && (e.kind === "municipality" || e.kind === "place")).length;
      expect(count, department.slug).toBeGreaterThanOrEqual(SMALL.has(department.slug) ? 1 : 5);
    }
  });

  it("keeps clubs and blocked phrases apart from hand-written place names", () => {
    const names = new Set(CURATED.map((e) => key(e.name)));
    expect(SPORTS_CLUBS.filter((club) => names.has(key(club)))).toEqual([]);
    expect(BLOCKED_PHRASES.filter((phrase) => names.has(key(phrase)))).toEqual([]);
    // A town of DANE's list named like a blocked phrase ("Puerto Rico", "Nueva Granada") waits for context.
    for (const entry of DERIVED.filter((e) => BLOCKED_PHRASES.some((phrase) => key(phrase) === key(e.name)))) {
      expect(entry.context, entry.name).not.toBe("free");
    }
  });

  it("guards every department name that is also a person, a word or a company", () => {
    const guarded = ["Bolívar", "Sucre", "Nariño", "Santander", "Caldas", "Córdoba", "Cesar", "Meta", "Magdalena", "Valle"];
    for (const name of guarded) {
      const entry = GAZETTEER.find((e) => e.name === name);
      expect(entry?.context, name).toBe("designator");
      expect(entry?.designators.length, name).toBeGreaterThan(0);
    }
  });

  it("gives designators only to entries that need context", () => {
    for (const entry of GAZETTEER) {
      if (entry.context !== "designator") continue;
      expect(entry.designators.length, entry.name).toBeGreaterThan(0);
    }
  });

  it("keeps only plural demonyms (a singular one is a person's origin)", () => {
    for (const entry of GAZETTEER.filter((e) => e.kind === "demonym")) expect(entry.name, entry.name).toMatch(/s$/u);
  });

  it("writes abroad cues and vetoes folded, as the matcher compares them", () => {
    for (const entry of GAZETTEER) {
      for (const cue of [...entry.abroad, ...entry.notBefore, ...entry.designators]) expect(cue).toBe(fold(cue));
    }
  });
});
