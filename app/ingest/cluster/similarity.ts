/*
 * How alike two articles are, and what proves they report different events. Pure.
 *
 * Likeness is the cosine of the two articles' term vectors, each term weighted by how rare it was
 * among recent articles (IDF), by where it appears (title over summary) and by what it is (names
 * and figures over common words). Proof of difference is a contradiction between the headlines'
 * facts: another weekday or date, places in other departments, another score, price, percentage or
 * count of the same thing. A contradiction vetoes a match whatever the likeness: a wrong merge
 * misleads readers more than a missed one.
 */
import {
  NAME_PREFIX,
  type Quantity,
  type StoryFeatures,
  TERM_ENTITY,
  TERM_LEADING,
  TERM_NUMBER,
  TERM_PLACE,
  TERM_TITLE,
} from "./features.js";

/** A term's weight in the summary relative to the title. */
export const SUMMARY_WEIGHT = 0.6;
/** Extra weight of a name (capitalised mid-sentence). */
export const ENTITY_BOOST = 1.5;
/** Extra weight of a figure. */
export const NUMBER_BOOST = 1.5;

/** An article's weighted terms as stored for later comparisons. */
export interface WeightedTerms {
  weights: Map<string, number>;
  norm: number;
  /** The terms that are place names. */
  places: ReadonlySet<string>;
  /** The names the headline is about: people, organisations, teams, places, events. */
  subjects: readonly string[];
  /** The headline's words that were rare among recent articles (see weighTerms). */
  rareTitle: readonly string[];
  /** The place names of the headline (terms), for the where rule (see whereDiffers). */
  titlePlaces: readonly string[];
}

/** Document frequencies of the recent window: how many articles there were and how many had each term. */
export interface TermStats {
  articles: number;
  frequency(term: string): number;
}

/**
 * Virtual articles in which no term appears, added to the window's count. Without them a fresh
 * database (or a quiet night) gives absurd weights: with one earlier article, the very words two
 * reports share would weigh least. With them a term must be seen often before it weighs little.
 */
export const PRIOR_ARTICLES = 100;

/** Inverse document frequency: rare terms weigh more; a term in every article still weighs a little. */
export function idf(stats: TermStats, term: string): number {
  return Math.log((stats.articles + PRIOR_ARTICLES + 1) / (stats.frequency(term) + 0.5));
}

/**
 * Whether a word that opens a headline is a name: it is when recent articles mostly wrote it
 * capitalised in mid-sentence ("Senado", "Junior", "Petro"), and not when they wrote it in lower
 * case ("Pico y placa", "Inflación"). Learned from the stream, so new names are learned too.
 */
export function usuallyAName(stats: TermStats, term: string): boolean {
  const asName = stats.frequency(`${NAME_PREFIX}${term}`);
  return asName >= 2 && 2 * asName >= stats.frequency(term);
}

/**
 * Weighs an article's terms against the recent window's statistics. Headline terms found in at
 * most `rareLimit` recent articles are its rare words.
 */
export function weighTerms(features: StoryFeatures, stats: TermStats, rareLimit = 0): WeightedTerms {
  const rareTitle: string[] = [];
  const weights = new Map<string, number>();
  const places = new Set<string>();
  const subjects: string[] = [];
  const titlePlaces: string[] = [];
  let squares = 0;
  for (const [term, flags] of features.terms) {
    if (flags & TERM_PLACE) places.add(term);
    if (flags & TERM_PLACE && flags & TERM_TITLE) titlePlaces.push(term);
    const name = (flags & TERM_ENTITY) !== 0 || ((flags & TERM_LEADING) !== 0 && usuallyAName(stats, term));
    if (name && flags & TERM_TITLE && !(flags & TERM_PLACE)) subjects.push(term);
    if (flags & TERM_TITLE && stats.frequency(term) <= rareLimit) rareTitle.push(term);
    let weight = idf(stats, term) * (flags & TERM_TITLE ? 1 : SUMMARY_WEIGHT);
    if (name) weight *= ENTITY_BOOST;
    if (flags & TERM_NUMBER) weight *= NUMBER_BOOST;
    // Stored with three decimals: what is compared later must be what was stored.
    weight = Math.round(weight * 1000) / 1000;
    if (weight <= 0) continue;
    weights.set(term, weight);
    squares += weight * weight;
  }
  return { weights, norm: Math.round(Math.sqrt(squares) * 1000) / 1000, places, subjects, rareTitle, titlePlaces };
}

/**
 * Cosine similarity of two weighted term vectors (0 when either is empty), the part of it place
 * names make, and how many terms they share.
 */
export function likeness(a: WeightedTerms, b: WeightedTerms): { cosine: number; places: number; shared: number } {
  if (a.norm === 0 || b.norm === 0) return { cosine: 0, places: 0, shared: 0 };
  const [small, large] = a.weights.size <= b.weights.size ? [a.weights, b.weights] : [b.weights, a.weights];
  let dot = 0;
  let placeDot = 0;
  let shared = 0;
  for (const [term, weight] of small) {
    const other = large.get(term);
    if (other === undefined) continue;
    shared += 1;
    dot += weight * other;
    if (a.places.has(term) || b.places.has(term)) placeDot += weight * other;
  }
  return { cosine: dot / (a.norm * b.norm), places: placeDot / (a.norm * b.norm), shared };
}

/** Cosine similarity of two weighted term vectors (0 when either is empty). */
export function cosine(a: WeightedTerms, b: WeightedTerms): number {
  return likeness(a, b).cosine;
}

/**
 * Counts whose figure changes as a story develops (a death toll rises): different numbers of these
 * prove different events only when neither headline announces a revision ("sube a", "ya son").
 */
const REVISED_COUNTS = new Set(["muert", "her", "victim", "desaparec", "lesion", "herid"]);

function disjoint(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  for (const x of a) if (b.includes(x)) return false;
  return true;
}

function valuesOf(quantities: readonly Quantity[], kind: Quantity["kind"], unit?: string): string[] {
  return quantities.filter((q) => q.kind === kind && (unit === undefined || q.unit === unit)).map((q) => q.value);
}

/** The facts of the headlines that vary between the story's candidates: what the conflict check reads. */
export type HeadlineFacts = Pick<StoryFeatures, "quantities" | "weekdays" | "dates" | "places" | "towns" | "namesDepartment" | "alerts"> &
  Partial<Pick<StoryFeatures, "revision" | "locatives" | "quoted" | "roads">>;

/**
 * Why two headlines cannot report the same event, or null when nothing contradicts. Only the
 * headlines' own facts count: summaries mention other days, places and figures in passing.
 */
export function contradiction(a: HeadlineFacts, b: HeadlineFacts): string | null {
  if (disjoint(a.weekdays, b.weekdays)) return "weekday";
  if (disjoint(a.dates, b.dates)) return "date";
  if (disjoint(a.places, b.places)) return "place";
  // Towns of one department: when neither headline widens to the department, other towns are
  // other events ("desplazan a 200 familias en Caucasia" and "… en Apartadó").
  if (!a.namesDepartment && !b.namesDepartment && disjoint(a.towns, b.towns)) return "town";
  if (disjoint(a.alerts, b.alerts)) return "alert level";
  // Two roads named by their ends, none the same: a closure or a blockade elsewhere.
  if (disjoint(a.roads ?? [], b.roads ?? [])) return "road";
  // Every figure rule compares figures both headlines have.
  if (a.quantities.length === 0 || b.quantities.length === 0) return null;
  for (const kind of ["$", "%", "score", "dec"] as const) {
    const [x, y] = [valuesOf(a.quantities, kind), valuesOf(b.quantities, kind)];
    if (disjoint(x, y)) return `figure ${kind}`;
    // "cierra en $4.311 y baja $64" and "cierra en $4.429 y sube $64": the headline figure differs.
    // "cierra en $4.311 y baja $64" and "cierra en $4.311 y baja $17": two days that closed alike.
    if (x.length > 1 && y.length > 1 && (x.some((v) => !y.includes(v)) || y.some((v) => !x.includes(v)))) return `figure ${kind}`;
  }
  const revised = a.revision === true || b.revision === true;
  const units = new Set(
    a.quantities.filter((q) => q.kind === "num" && q.unit !== "" && !(revised && REVISED_COUNTS.has(q.unit))).map((q) => q.unit),
  );
  for (const unit of units) {
    if (disjoint(valuesOf(a.quantities, "num", unit), valuesOf(b.quantities, "num", unit))) return `count of ${unit}`;
  }
  return null;
}

/**
 * Whether two headlines say the event happened in different places: one names a town (or each
 * places the event at a name of its own), the other places the event at a name of its own ("en Suárez", "en La Plata": a locative name) that the
 * first never mentions (title or summary), and they have no named place or department in common.
 * So "Ataque en Cúcuta" and "Atentado en La Plata" differ though only one of them is a
 * known place; two known towns are the place rule's (contradiction). Headlines with the same
 * exact measurement (a magnitude or another decimal figure, a score) are not told apart so: "Temblor de 4,8 sacude
 * Bucaramanga" and "Sismo de 4,8 en Los Santos" are one earthquake felt in two places.
 */
export function whereDiffers(
  a: { terms: WeightedTerms; facts: HeadlineFacts },
  b: { terms: WeightedTerms; facts: HeadlineFacts },
): boolean {
  const [aLocatives, bLocatives] = [a.facts.locatives ?? [], b.facts.locatives ?? []];
  const [aTown, bTown] = [namesTown(a.facts), namesTown(b.facts)];
  if (!aTown && !bTown && (aLocatives.length === 0 || bLocatives.length === 0)) return false;
  if (a.facts.places.some((place) => b.facts.places.includes(place))) return false;
  // The same magnitude or score is the event's own measurement: one earthquake felt in two towns,
  // one match told by each club's city. A reward, a price or a percentage is not: templates repeat
  // them ("ofrecen $200 millones de recompensa", "ocupación hotelera llega al 71 %").
  const exact = (q: Quantity) => q.kind === "dec" || q.kind === "score";
  if (a.facts.quantities.some((x) => exact(x) && b.facts.quantities.some((y) => y.kind === x.kind && y.value === x.value))) return false;
  const mentions = (x: WeightedTerms, y: WeightedTerms) => x.titlePlaces.some((place) => y.weights.has(place));
  if (mentions(a.terms, b.terms) || mentions(b.terms, a.terms)) return false;
  const aOwn = aLocatives.length > 0 && aLocatives.every((name) => !b.terms.weights.has(name));
  const bOwn = bLocatives.length > 0 && bLocatives.every((name) => !a.terms.weights.has(name));
  return (aTown && bOwn) || (bTown && aOwn) || (aOwn && bOwn);
}

/** Whether a headline names a town or city (Bogotá, a district, is one). */
function namesTown(facts: HeadlineFacts): boolean {
  return facts.towns.length > 0 || facts.places.includes("bogota");
}

/**
 * How alike an article is to a story as a whole: the cosine of its terms with the mean of the
 * members' term vectors, so that a term every member uses weighs fully and a term of one member
 * weighs by one in n. A follow-up that shares the story's core ("Atrato", "desbordamiento", "Ideam")
 * with each member only in part is close to the whole.
 */
export function storyLikeness(article: WeightedTerms, members: readonly WeightedTerms[]): number {
  if (article.norm === 0 || members.length === 0) return 0;
  const mean = new Map<string, number>();
  for (const member of members) {
    if (member.norm === 0) continue;
    for (const [term, weight] of member.weights) mean.set(term, (mean.get(term) ?? 0) + weight / member.norm);
  }
  let dot = 0;
  let squares = 0;
  for (const [term, weight] of mean) {
    squares += weight * weight;
    const own = article.weights.get(term);
    if (own !== undefined) dot += own * weight;
  }
  return squares === 0 ? 0 : dot / (article.norm * Math.sqrt(squares));
}
