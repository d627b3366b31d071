import { describe, expect, it } from "vitest";
import { Rng } from "./random.js";
import { Ctx, TEMPLATES } from "./stories.js";

const WHEN = Date.UTC(2025, 4, 14, 12);

/** Every own story the templates write with a few hundred seeds, at one time, from two home regions. */
function draws() {
  const stories = [];
  for (const [category, templates] of Object.entries(TEMPLATES)) {
    for (const [index, template] of templates.entries()) {
      for (let seed = 0; seed < 300; seed += 1) {
        const ctx = new Ctx(new Rng(seed * 7919 + index), seed % 2 === 0 ? "cesar" : null, WHEN);
        stories.push({ category, story: template(ctx) });
      }
    }
  }
  return stories;
}

describe("own stories about one thing", () => {
  it("tell the same figures and names wherever they are written (one vote, one minister, one call-up)", () => {
    const byIdentity = new Map<string, Set<string>>();
    for (const { story } of draws()) {
      if (!story.identity) continue;
      const figures = (story.title.match(/\d+/g) ?? []).join(",");
      byIdentity.set(story.identity, (byIdentity.get(story.identity) ?? new Set()).add(figures));
    }
    expect(byIdentity.size).toBeGreaterThan(20);
    // A headline may leave the count out ("Senado aprueba…" / "Con 61 votos, el Senado aprueba…").
    for (const figures of byIdentity.values()) expect([...figures].filter((f) => f !== "").length).toBeLessThanOrEqual(1);
  });

  it("give the same minister and coach a name in every story", () => {
    const names = new Map<string, Set<string>>();
    for (const { story } of draws()) {
      const censure = /contra (?:el ministro|la ministra) de ([\p{L} ]+):/u.exec(story.title);
      const named = /^La citación contra ([\p{L} ]+) la promovió/u.exec(story.summary[0] ?? "");
      if (censure?.[1] && named?.[1]) names.set(censure[1], (names.get(censure[1]) ?? new Set()).add(named[1]));
    }
    expect(names.size).toBeGreaterThan(3);
    for (const people of names.values()) expect(people.size).toBe(1);
  });
});
