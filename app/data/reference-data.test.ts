import { describe, expect, it } from "vitest";

import { CATEGORIES, FALLBACK_CATEGORY } from "./categories.js";
import { DEPARTMENT_POPULATION, DEPARTMENTS, POPULATION_SOURCE } from "./departments.js";
import sources from "./sources.json";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 80;

/** Folds accents, lowercases and joins words with single hyphens. */
function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) dupes.add(value);
    seen.add(value);
  }
  return [...dupes];
}

function expectValidSlug(slug: string): void {
  expect(slug, `slug "${slug}"`).toMatch(SLUG_PATTERN);
  expect(slug.length, `slug "${slug}" length`).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
}

const categorySlugs = new Set(CATEGORIES.map((c) => c.slug));
const departmentSlugs = new Set(DEPARTMENTS.map((d) => d.slug));
const newspapers = sources.newspapers;

describe("categories", () => {
  it("has exactly the 15 expected slugs in order", () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([
      "politica",
      "economia",
      "judicial",
      "seguridad",
      "deportes",
      "cultura",
      "entretenimiento",
      "tecnologia",
      "ciencia",
      "salud",
      "educacion",
      "medio-ambiente",
      "internacional",
      "opinion",
      "general",
    ]);
  });

  it("has unique, well-formed slugs", () => {
    expect(duplicates(CATEGORIES.map((c) => c.slug))).toEqual([]);
    for (const category of CATEGORIES) expectValidSlug(category.slug);
  });

  it("has exactly one catch-all category and it is the fallback", () => {
    expect(CATEGORIES.filter((c) => c.slug === "general")).toHaveLength(1);
    expect(FALLBACK_CATEGORY).toBe("general");
    expect(categorySlugs.has(FALLBACK_CATEGORY)).toBe(true);
  });

  it("marks exactly the front-page sections as main", () => {
    const main = CATEGORIES.filter((c) => c.main).map((c) => c.slug);
    expect(main.sort()).toEqual(["cultura", "deportes", "economia", "internacional", "judicial", "politica", "salud", "seguridad"].sort());
  });

  it("gives every category a name and a one-sentence description", () => {
    for (const category of CATEGORIES) {
      expect(category.name.trim()).not.toBe("");
      expect(category.description, category.slug).toMatch(/^\p{Lu}.*\.$/u);
      expect(slugify(category.name).startsWith(category.slug.split("-")[0] ?? "")).toBe(true);
    }
  });
});

describe("departments", () => {
  it("has 33 entries (32 departments plus Bogotá D.C.)", () => {
    expect(DEPARTMENTS).toHaveLength(33);
  });

  it("has unique, well-formed slugs", () => {
    expect(duplicates(DEPARTMENTS.map((d) => d.slug))).toEqual([]);
    for (const department of DEPARTMENTS) expectValidSlug(department.slug);
  });

  it("derives every slug from the accent-folded name, except Bogotá", () => {
    const exceptions: Record<string, string> = { bogota: "Bogotá D.C." };
    for (const department of DEPARTMENTS) {
      if (department.slug in exceptions) {
        expect(department.name).toBe(exceptions[department.slug]);
      } else {
        expect(department.slug).toBe(slugify(department.name));
      }
    }
  });

  it("has unique two-digit DANE codes", () => {
    expect(duplicates(DEPARTMENTS.map((d) => d.daneCode))).toEqual([]);
    for (const department of DEPARTMENTS) expect(department.daneCode).toMatch(/^\d{2}$/);
  });

  it("uses the official DANE codes for a sample of departments", () => {
    const code = (slug: string) => DEPARTMENTS.find((d) => d.slug === slug)?.daneCode;
    expect(code("antioquia")).toBe("05");
    expect(code("atlantico")).toBe("08");
    expect(code("bogota")).toBe("11");
    expect(code("narino")).toBe("52");
    expect(code("san-andres-y-providencia")).toBe("88");
    expect(code("vichada")).toBe("99");
  });

  it("is sorted by name the way Spanish readers expect", () => {
    const names = DEPARTMENTS.map((d) => d.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, "es", { sensitivity: "base" }));
    expect(names).toEqual(sorted);
  });

  it("gives every department a non-empty capital", () => {
    for (const department of DEPARTMENTS) expect(department.capital.trim(), department.slug).not.toBe("");
  });
});

describe("sources.json", () => {
  it("carries an operator note", () => {
    expect(sources.note.trim()).not.toBe("");
  });

  it("lists national and regional newspapers", () => {
    const national = newspapers.filter((n) => n.homeDepartment === null);
    const regional = newspapers.filter((n) => n.homeDepartment !== null);
    expect(national.length).toBeGreaterThanOrEqual(10);
    expect(regional.length).toBeGreaterThanOrEqual(18);
  });

  it("has unique, well-formed newspaper slugs derived from the names", () => {
    expect(duplicates(newspapers.map((n) => n.slug))).toEqual([]);
    for (const newspaper of newspapers) {
      expectValidSlug(newspaper.slug);
      expect(newspaper.slug).toBe(slugify(newspaper.name));
    }
  });

  it("points every home department at a known department", () => {
    for (const newspaper of newspapers) {
      if (newspaper.homeDepartment !== null) {
        expect(departmentSlugs.has(newspaper.homeDepartment), `${newspaper.slug} → ${newspaper.homeDepartment}`).toBe(true);
      }
    }
  });

  it("gives every newspaper an absolute site URL and at least one feed", () => {
    for (const newspaper of newspapers) {
      expect(new URL(newspaper.siteUrl).protocol, newspaper.slug).toMatch(/^https?:$/);
      expect(newspaper.feeds.length, newspaper.slug).toBeGreaterThan(0);
    }
  });

  it("uses only known categories on section feeds", () => {
    for (const newspaper of newspapers) {
      for (const feed of newspaper.feeds) {
        if (feed.category !== null) {
          expect(categorySlugs.has(feed.category), `${feed.url} → ${feed.category}`).toBe(true);
        }
      }
    }
  });

  it("has unique, absolute http(s) feed URLs", () => {
    const urls = newspapers.flatMap((n) => n.feeds.map((f) => f.url));
    expect(duplicates(urls)).toEqual([]);
    for (const url of urls) {
      const parsed = new URL(url);
      expect(parsed.protocol, url).toMatch(/^https?:$/);
      expect(parsed.hostname, url).toContain(".");
    }
  });
});

describe("department populations", () => {
  it("has a figure for every department and nothing else, with its source and year", () => {
    expect(Object.keys(DEPARTMENT_POPULATION).sort()).toEqual(DEPARTMENTS.map((d) => d.slug).sort());
    expect(POPULATION_SOURCE.source).toMatch(/DANE/);
    expect(POPULATION_SOURCE.year).toBeGreaterThanOrEqual(2018);
  });

  it("adds up to Colombia's population (about 52–54 million) with plausible sizes", () => {
    const figures = Object.values(DEPARTMENT_POPULATION);
    const total = figures.reduce((sum, value) => sum + value, 0);
    expect(total).toBeGreaterThan(51_000_000);
    expect(total).toBeLessThan(55_000_000);
    for (const value of figures) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThan(30_000);
      expect(value).toBeLessThan(9_000_000);
    }
    expect(DEPARTMENT_POPULATION.bogota).toBeGreaterThan(DEPARTMENT_POPULATION.antioquia as number);
    expect(DEPARTMENT_POPULATION.vaupes).toBeLessThan(DEPARTMENT_POPULATION.amazonas as number);
  });
});
