import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storyFeatures } from "./features.js";
import { termOf } from "./headline-words.js";
import { weighTerms } from "./similarity.js";
import { parseStoredFeatures, type PlacedFacts, serialiseFeatures } from "./stored-features.js";
import { DayCounts, INDEX_READ_AHEAD_MS, MAX_INDEX_SPAN_MS, StoryIndex, StoryIndexRegistry, topScores } from "./story-index.js";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const T = Date.UTC(2025, 2, 11, 15);

function factsOf(title: string): PlacedFacts {
  const features = storyFeatures({ title, summary: "" });
  const terms = weighTerms(features, { articles: 100, frequency: () => 1 });
  const { quantities, weekdays, dates, places, towns, namesDepartment, alerts } = features;
  return {
    titleKey: features.titleKey,
    titleWords: features.titleWords,
    facts: { quantities, weekdays, dates, places, towns, namesDepartment, alerts },
    terms,
  };
}

describe("stored features", () => {
  it("read back as what placement compares", () => {
    const features = storyFeatures({
      title: "Sismo de magnitud 4,8 sacude Bucaramanga este martes",
      summary: "El Servicio Geológico reportó el temblor.",
    });
    const terms = weighTerms(features, { articles: 500, frequency: (term) => term.length });
    const parsed = parseStoredFeatures(serialiseFeatures(features, terms));
    expect(parsed.titleKey).toBe(features.titleKey);
    expect(parsed.titleWords).toBe(features.titleWords);
    expect(parsed.facts).toEqual({
      quantities: features.quantities,
      weekdays: features.weekdays,
      dates: features.dates,
      places: features.places,
      towns: features.towns,
      namesDepartment: features.namesDepartment,
      alerts: features.alerts,
      revision: features.revision,
      locatives: features.locatives,
      quoted: features.quoted,
      roads: features.roads,
    });
    expect(parsed.terms).toEqual({
      ...terms,
      subjects: [...terms.subjects],
      rareTitle: [...terms.rareTitle],
      titlePlaces: [...terms.titlePlaces],
    });
    expect(parsed.terms.titlePlaces).toContain(termOf("Bucaramanga"));
  });

  it("read rows stored before the where rule as naming no title place, revision or locative name", () => {
    const features = storyFeatures({ title: "Ataque en La Plata deja 3 heridos", summary: "" });
    const terms = weighTerms(features, { articles: 500, frequency: () => 1 });
    const stored = JSON.parse(serialiseFeatures(features, terms)) as Record<string, unknown>;
    expect(stored.lc).toEqual([termOf("Plata")]);
    delete stored.tp;
    delete stored.rv;
    delete stored.lc;
    const parsed = parseStoredFeatures(JSON.stringify(stored));
    expect(parsed.facts.revision).toBe(false);
    expect(parsed.facts.locatives).toEqual([]);
    expect(parsed.terms.titlePlaces).toEqual([]);
  });
});

describe("DayCounts", () => {
  it("sums a term over the two days before, the day itself and the next", () => {
    const counts = new DayCounts();
    for (const [day, n] of [
      [8, 100],
      [9, 1],
      [10, 2],
      [11, 4],
      [12, 8],
      [13, 100],
    ] as const)
      counts.add("sism", day, n);
    expect(counts.around("sism", 11)).toBe(1 + 2 + 4 + 8);
    expect(counts.around("otro", 11)).toBe(0);
    counts.clear();
    expect(counts.around("sism", 11)).toBe(0);
  });
});

describe("StoryIndex", () => {
  const span = (from: number, to: number) => ({ from, to, firstDay: Math.floor(from / DAY) - 2, lastDay: Math.floor(to / DAY) + 1 });

  it("asks for a whole span first, then only for what it lacks", () => {
    const index = new StoryIndex();
    const first = span(T - 48 * HOUR, T + 48 * HOUR);
    // A day ahead too: news arrives in time order, and the next batches will need it.
    const firstTo = first.to + INDEX_READ_AHEAD_MS;
    expect(index.extend(first)).toEqual({ articles: [[first.from, firstTo]], days: [[first.firstDay, first.lastDay + 1]] });
    expect(index.extend(first)).toEqual({ articles: [], days: [] });
    expect(index.extend(span(T - 47 * HOUR, T + 49 * HOUR))).toEqual({ articles: [], days: [] });
    // Later news beyond what was read: the next hours, and a day more.
    const later = span(T - 40 * HOUR, T + 80 * HOUR);
    const load = index.extend(later);
    expect(load.articles).toEqual([[firstTo + 1, later.to + INDEX_READ_AHEAD_MS]]);
    expect(load.days).toEqual(later.lastDay > first.lastDay + 1 ? [[first.lastDay + 2, later.lastDay + 1]] : []);
    expect(index.covered).toMatchObject({ from: first.from, to: later.to + INDEX_READ_AHEAD_MS });
    expect(index.extend(span(T - 40 * HOUR, T + 70 * HOUR))).toEqual({ articles: [], days: [] });
    // Older news: exactly what is missing.
    const older = span(T - 60 * HOUR, T);
    expect(index.extend(older)).toEqual({
      articles: [[older.from, first.from - 1]],
      days: older.firstDay < first.firstDay ? [[older.firstDay, first.firstDay - 1]] : [],
    });
  });

  it("starts afresh rather than grow wider than its limit", () => {
    const index = new StoryIndex();
    index.extend(span(T - 48 * HOUR, T + 48 * HOUR));
    index.place({ id: 1, story: 1, newspaperId: 1, publishedAt: T, facts: factsOf("Sismo sacude Bucaramanga"), keys: ["sism"] });
    const far = span(T + MAX_INDEX_SPAN_MS, T + MAX_INDEX_SPAN_MS + 96 * HOUR);
    expect(index.extend(far)).toEqual({ articles: [[far.from, far.to + INDEX_READ_AHEAD_MS]], days: [[far.firstDay, far.lastDay + 1]] });
    expect(index.size).toBe(0);
    expect(index.postingsOf("sism")).toBeUndefined();
  });

  it("finds articles by their keys, knows their stories, and follows merges", () => {
    const index = new StoryIndex();
    index.extend(span(T - 48 * HOUR, T + 48 * HOUR));
    const stored = serialiseFeatures(
      storyFeatures({ title: "Sismo sacude Bucaramanga", summary: "" }),
      factsOf("Sismo sacude Bucaramanga").terms,
    );
    index.loadArticle({
      id: 10,
      story: 10,
      newspaperId: 1,
      publishedAt: T - HOUR,
      features: stored,
      keys: JSON.stringify(["sism", "bucaramang"]),
    });
    index.loadArticle({ id: 11, story: null, newspaperId: 2, publishedAt: T - HOUR, features: null, keys: null });
    index.place({ id: 12, story: 12, newspaperId: 3, publishedAt: T, facts: factsOf("Temblor en Bucaramanga"), keys: ["sism", "temblor"] });
    expect(index.postingsOf("sism")?.map((posting) => posting.id)).toEqual([10, 12]);
    expect(index.placed(10)).toMatchObject({ id: 10, story: 10, newspaperId: 1, facts: { titleKey: "sismo sacude bucaramanga" } });
    // Not placed yet (stored before story grouping): never a candidate.
    expect(index.placed(11)).toBeNull();
    expect(index.placed(99)).toBeNull();
    index.merge(12, 10);
    expect(index.placed(12)?.story).toBe(10);
    expect(
      index
        .storyArticles(10)
        .map((article) => article.publishedAt)
        .sort(),
    ).toEqual([T - HOUR, T]);
    expect(index.storyArticles(12)).toEqual([]);
  });
});

describe("topScores", () => {
  it("gives what sorting every score (best first, the higher id first on a tie) and keeping the first ones gives", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(500), { maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 1, max: 15 }),
        (ids, values, limit) => {
          const scores = new Map(ids.map((id, k) => [id, (values[k] as number) / 4]));
          const sorted = [...scores]
            .sort((a, b) => b[1] - a[1] || b[0] - a[0])
            .slice(0, limit)
            .map(([id]) => id);
          expect(topScores(scores, limit)).toEqual(sorted);
        },
      ),
    );
  });
});

describe("StoryIndexRegistry", () => {
  it("hands an index out once per token and keeps the most recent few", () => {
    const registry = new StoryIndexRegistry(2);
    const [a, b, c] = [new StoryIndex(), new StoryIndex(), new StoryIndex()];
    registry.put("a", a);
    expect(registry.take("a")).toBe(a);
    // Taken out while a transaction uses it: a second writer finds nothing under that token.
    expect(registry.take("a")).toBeNull();
    registry.put("a", a);
    registry.put("b", b);
    registry.put("c", c);
    expect(registry.size).toBe(2);
    expect(registry.take("a")).toBeNull();
    expect(registry.take("c")).toBe(c);
  });
});
