import { describe, expect, it } from "vitest";
import { DEPARTMENTS } from "../../data/departments.js";
import { AMBIGUOUS_NAMES, BLOCKED_PHRASES, GAZETTEER, SPORTS_CLUBS } from "./gazetteer.js";
import { fold } from "../../lib/spanish.js";

const SLUGS = new Set(DEPARTMENTS.map((d) => d.slug));
const key = (name: string) => (fold(name).match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");

/** Departments with few municipalities (Amazonía, Orinoquía, the islands): fewer names to list. */
const SMALL = new Set(["amazonas", "guainia", "guaviare", "vaupes", "vichada", "san-andres-y-providencia", "arauca", "bogota"]);

describe("gazetteer data", () => {
  it("only names departments that exist", () => {
    const unknown = GAZETTEER.filter((entry) => !SLUGS.has(entry.department)).map((e) => `${e.name} → ${e.department}`);
    expect(unknown).toEqual([]);
  });

  it("never maps one name to two departments", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of GAZETTEER) {
      const k = key(entry.name);
      const other = seen.get(k);
      if (other && other !== entry.department) clashes.push(`${entry.name}: ${other} / ${entry.department}`);
      seen.set(k, entry.department);
    }
    expect(clashes).toEqual([]);
  });

  it("lists no name twice", () => {
    const keys = GAZETTEER.map((e) => key(e.name));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("leaves out the names shared by several departments, and lists them with real departments", () => {
    const names = new Set(GAZETTEER.map((e) => key(e.name)));
    for (const [name, departments] of Object.entries(AMBIGUOUS_NAMES)) {
      expect(names.has(key(name)), name).toBe(false);
      expect(departments.length, name).toBeGreaterThanOrEqual(2);
      for (const slug of departments) expect(SLUGS.has(slug), `${name} → ${slug}`).toBe(true);
    }
  });

  it("covers every department's own name and its capital", () => {
    const byKey = new Map(GAZETTEER.map((e) => [key(e.name), e.department]));
    for (const department of DEPARTMENTS) {
      expect(byKey.get(key(department.name)), department.name).toBe(department.slug);
      // Cundinamarca's capital is Bogotá, which is its own district: the name tags Bogotá.
      const capitalOwner = department.slug === "cundinamarca" ? "bogota" : department.slug;
      expect(byKey.get(key(department.capital)), department.capital).toBe(capitalOwner);
    }
  });

  it("lists the main municipalities or places of every department", () => {
    for (const department of DEPARTMENTS) {
      const count = GAZETTEER.filter(
        (e) => e.department === department.slug && (e.kind === "municipality" || e.kind === "place"),
      ).length;
      expect(count, department.slug).toBeGreaterThanOrEqual(SMALL.has(department.slug) ? 1 : 5);
    }
  });

  it("keeps clubs and blocked phrases apart from place names", () => {
    const names = new Set(GAZETTEER.map((e) => key(e.name)));
    expect(SPORTS_CLUBS.filter((club) => names.has(key(club)))).toEqual([]);
    expect(BLOCKED_PHRASES.filter((phrase) => names.has(key(phrase)))).toEqual([]);
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
