/*
 * What story_features stores of each article (pure): its headline's facts and weighted terms as a
 * compact JSON text, and back. Keys added later are optional, so rows written before them still
 * read (as empty) until `cli stories rebuild` writes them again.
 */
import type { PlacedArticle } from "./decide.js";
import type { Quantity, StoryFeatures } from "./features.js";
import type { WeightedTerms } from "./similarity.js";

/** What grouping knows of a placed article, besides where and when it is. */
export type PlacedFacts = Omit<PlacedArticle, "id" | "story" | "newspaperId" | "publishedAt">;

/** The JSON stored per article in story_features. */
interface StoredFeatures {
  k: string;
  c: number;
  w: [string, number][];
  n: number;
  q: [Quantity["kind"], string, string][];
  d: string[];
  t: string[];
  p: string[];
  a: string[];
  s: string[];
  r: string[];
  /** Place-name terms, towns of the title, whether the title names a department. */
  pl: string[];
  tw: string[];
  nd: boolean;
  /** Place-name terms of the title, and whether the title revises a toll (absent in older rows). */
  tp?: string[];
  rv?: boolean;
  /** Locative names of the title (absent in older rows). */
  lc?: string[];
  /** Terms of quoted works' titles (absent in older rows). */
  qt?: string[];
  /** Roads the title names by their ends (absent in older rows). */
  rd?: string[];
}

/** The stored text of an article's features and weighted terms (story_features.features). */
export function serialiseFeatures(features: StoryFeatures, terms: WeightedTerms): string {
  const stored: StoredFeatures = {
    k: features.titleKey,
    c: features.titleWords,
    w: [...terms.weights],
    n: terms.norm,
    q: features.quantities.map((q) => [q.kind, q.value, q.unit]),
    d: features.weekdays,
    t: features.dates,
    p: features.places,
    a: features.alerts,
    s: [...terms.subjects],
    r: [...terms.rareTitle],
    pl: [...terms.places],
    tw: features.towns,
    nd: features.namesDepartment,
    tp: [...terms.titlePlaces],
    rv: features.revision,
    lc: features.locatives,
    qt: features.quoted,
    rd: features.roads,
  };
  return JSON.stringify(stored);
}

/** What placement compares, from the stored text (the inverse of serialiseFeatures). */
export function parseStoredFeatures(text: string): PlacedFacts {
  const stored = JSON.parse(text) as StoredFeatures;
  return {
    titleKey: stored.k,
    titleWords: stored.c,
    facts: {
      quantities: stored.q.map(([kind, value, unit]) => ({ kind, value, unit })),
      weekdays: stored.d,
      dates: stored.t,
      places: stored.p,
      towns: stored.tw,
      namesDepartment: stored.nd,
      alerts: stored.a,
      revision: stored.rv ?? false,
      locatives: stored.lc ?? [],
      quoted: stored.qt ?? [],
      roads: stored.rd ?? [],
    },
    terms: {
      weights: new Map(stored.w),
      norm: stored.n,
      places: new Set(stored.pl),
      subjects: stored.s,
      rareTitle: stored.r,
      titlePlaces: stored.tp ?? [],
    },
  };
}
