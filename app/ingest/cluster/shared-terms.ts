/*
 * What two articles share that says they report one event: rare words that tell what happened
 * rather than where or when, the names both headlines write as names, and the anchors of one event
 * (a shared name with a shared word for what happened). Pure; used by decide.ts.
 */
import { COUNTRY_DEMONYMS, COUNTRY_NAMES } from "../../data/countries.js";
import { termOf, WORD } from "./headline-words.js";
import type { HeadlineFacts, WeightedTerms } from "./similarity.js";

/** What these rules read of the arriving article (decide.ts's Arrival). */
interface Arrival {
  features: HeadlineFacts & { titleKey: string };
  terms: WeightedTerms;
  rare: ReadonlySet<string>;
}

/** What they read of a placed one (decide.ts's PlacedArticle). */
interface PlacedArticle {
  titleKey: string;
  terms: WeightedTerms;
  facts: HeadlineFacts;
}

/** The terms of countries and their demonyms: where, not what (see distinctive). */
const COUNTRY_TERMS: ReadonlySet<string> = new Set(
  [...COUNTRY_NAMES, ...COUNTRY_DEMONYMS].flatMap((name) => (name.match(WORD) ?? []).filter((word) => word.length > 2).map(termOf)),
);

/** Figures that measure time ("14 horas", "tres días"): a duration is when, not what. */
const TIME_UNITS: ReadonlySet<string> = new Set(["hora", "horas", "minutos", "dias", "días", "semanas", "meses", "años"].map(termOf));

/**
 * Whether a shared term says what happened rather than where or when: not a place (the
 * gazetteer's, or a country or its demonym) and not a duration. Two events in one country or
 * town, or lasting as long ("14 horas"), share only such terms. Names the headline places the
 * event at ("en Tebsa") stay distinctive: they are as often a plant or a building as a town.
 */
function distinctive(
  term: string,
  a: { terms: WeightedTerms; facts: HeadlineFacts },
  b: { terms: WeightedTerms; facts: HeadlineFacts },
): boolean {
  if (a.terms.places.has(term) || b.terms.places.has(term) || COUNTRY_TERMS.has(term)) return false;
  if (term.startsWith("#")) {
    const unit = term.slice(term.indexOf(":") + 1);
    if (term.includes(":") && TIME_UNITS.has(unit)) return false;
  }
  return true;
}

/**
 * Whether the arrival shares a rare term with a placed article that says what happened (see
 * distinctive), or at least `minWhere` rare terms that say where or how long. A single shared
 * word, with no rare place besides, proves nothing when each headline has `ownWords` rare words
 * of its own.
 */
export function sharesAny(terms: ReadonlySet<string>, weights: ReadonlyMap<string, number>): boolean {
  for (const term of terms) if (weights.has(term)) return true;
  return false;
}

/**
 * Whether a term is a name of a headline: one of its subjects, or the capitalised word opening
 * it right before one ("Gustavo Bolívar renuncia…", "Universidad Nacional abre…").
 */
function nameOf(titleKey: string, terms: WeightedTerms, term: string, quoted: readonly string[] = []): boolean {
  if (terms.subjects.includes(term) || quoted.includes(term)) return true;
  const [first, second] = titleKey.split(" ", 2);
  return first !== undefined && second !== undefined && termOf(first) === term && terms.subjects.includes(termOf(second));
}

/** Letters two words must open with to be one word's forms ("intervención", "interviene"). */
const SAME_ROOT_LETTERS = 5;

function sameRoot(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < SAME_ROOT_LETTERS || b.length < SAME_ROOT_LETTERS) return false;
  return a.slice(0, SAME_ROOT_LETTERS) === b.slice(0, SAME_ROOT_LETTERS);
}

/**
 * Whether two articles share a word for what happened besides names, common or rare, or two forms
 * of one ("intervención" and "interviene" stem apart): with it, a shared name is an actor of the
 * same event; without it, only the same actor.
 */
function sharesWhatWord(arrival: Arrival, placed: PlacedArticle): boolean {
  const words = (titleKey: string, terms: WeightedTerms, quoted: readonly string[] | undefined) =>
    [...terms.weights.keys()].filter(
      (term) => !term.startsWith("#") && !terms.places.has(term) && !nameOf(titleKey, terms, term, quoted) && !COUNTRY_TERMS.has(term),
    );
  const theirs = words(placed.titleKey, placed.terms, placed.facts.quoted);
  return words(arrival.features.titleKey, arrival.terms, arrival.features.quoted).some((term) =>
    theirs.some((other) => sameRoot(term, other)),
  );
}

/** Words that scale a figure ("$4,1 billones", "20 mil"): part of the figure, not of what happened. */
const SCALE_WORDS: ReadonlySet<string> = new Set(["mil", "millon", "millones", "billon", "billones"].map(termOf));

/**
 * Whether two articles share a word besides places, countries and figures — the units of their
 * shared figures and the words that scale them included ("35.000 personas", "con 40 votos",
 * "$4,1 billones") —, or at least `minWhere` places and countries ("Perú" and "colombianos"). Two
 * events in one town that counted alike share nothing else.
 */
export function sharesBesidesFigures(arrival: Arrival, placed: PlacedArticle, minWhere: number): boolean {
  const units = new Set<string>();
  for (const term of arrival.terms.weights.keys()) {
    const colon = term.indexOf(":");
    if (term.startsWith("#") && colon > 0 && placed.terms.weights.has(term)) units.add(term.slice(colon + 1));
  }
  let where = 0;
  for (const term of arrival.terms.weights.keys()) {
    if (!placed.terms.weights.has(term) || term.startsWith("#") || units.has(term) || SCALE_WORDS.has(term)) continue;
    if (arrival.terms.places.has(term) || placed.terms.places.has(term) || COUNTRY_TERMS.has(term)) where += 1;
    else return true;
  }
  return where >= minWhere;
}

/**
 * Common nouns that say where, not what happened ("la vía al Llano", "el río Cauca", "el barrio
 * X"): two events on one road or river share them and the road's name.
 */
const WHERE_NOUNS: ReadonlySet<string> = new Set(
  [
    "vía",
    "carretera",
    "autopista",
    "tramo",
    "corredor",
    "troncal",
    "río",
    "barrio",
    "comuna",
    "municipio",
    "departamento",
    "ciudad",
    "puente",
    "sector",
    "zona",
    "región",
    "frontera",
    "vereda",
    "corregimiento",
    "calle",
    "avenida",
    "estadio",
  ].map(termOf),
);

/** The test of a term that says where for a pair (topic.ts, onlyPhraseShared): a place or a noun of where. */
export function whereTerm(arrival: Arrival, placed: PlacedArticle): (term: string) => boolean {
  return (term) => arrival.terms.places.has(term) || placed.terms.places.has(term) || WHERE_NOUNS.has(term);
}

/** The test of a word a headline tells its own event with (topic.ts, onlyPhraseShared): no figure, no name. */
export function detailTerm(arrival: Arrival, placed: PlacedArticle): (term: string) => boolean {
  return (term) =>
    !term.startsWith("#") &&
    !nameOf(arrival.features.titleKey, arrival.terms, term, arrival.features.quoted) &&
    !nameOf(placed.titleKey, placed.terms, term, placed.facts.quoted);
}

/**
 * The test of a term that says what happened for a pair (topic.ts, onlyPhraseShared): a word of
 * the headlines' own (detailTerm) that is no place, country or noun of where (whereTerm).
 */
export function whatTerm(arrival: Arrival, placed: PlacedArticle): (term: string) => boolean {
  const [detail, where] = [detailTerm(arrival, placed), whereTerm(arrival, placed)];
  return (term) => detail(term) && !where(term) && !COUNTRY_TERMS.has(term);
}

/** The term of the word opening a headline (folded words). */
function opening(titleKey: string): string | null {
  const first = titleKey.split(" ", 1)[0];
  return first ? termOf(first) : null;
}

/**
 * Whether a pair shares the anchors of one event in their headlines: a rare name both write as a
 * name (a person, an institution, a team) and a rare word or figure for what happened that
 * neither writes as a name and that is no place, country or duration. The same institution in two events shares only its name; the same
 * word in two events ("recaudo") rarely comes with the same actor.
 */
export function anchored(arrival: Arrival, placed: PlacedArticle): boolean {
  const self = { terms: arrival.terms, facts: arrival.features };
  let name = false;
  let what = false;
  for (const term of arrival.terms.rareTitle) {
    if (!arrival.rare.has(term) || !placed.terms.rareTitle.includes(term) || !distinctive(term, self, placed)) continue;
    if (WHERE_NOUNS.has(term)) continue;
    const named = [
      nameOf(arrival.features.titleKey, arrival.terms, term, arrival.features.quoted),
      nameOf(placed.titleKey, placed.terms, term, placed.facts.quoted),
    ];
    // The word opening one headline is capitalised whatever it is: a name there when the other
    // headline writes it as one ("DIAN reporta…" / "Recaudo de la DIAN…").
    const opens = [opening(arrival.features.titleKey) === term, opening(placed.titleKey) === term];
    if ((named[0] || opens[0]) && (named[1] || opens[1]) && (named[0] || named[1])) name = true;
    else if (!named[0] && !named[1]) what = true;
    if (name && what) return true;
  }
  return false;
}

export function sharesDistinctive(arrival: Arrival, placed: PlacedArticle, minWhere: number, ownWords: number): boolean {
  const self = { terms: arrival.terms, facts: arrival.features };
  let where = 0;
  let what = 0;
  let places = 0;
  let names = 0;
  for (const term of arrival.rare) {
    if (!placed.terms.weights.has(term)) continue;
    if (distinctive(term, self, placed)) {
      what += 1;
      const named =
        nameOf(arrival.features.titleKey, arrival.terms, term, arrival.features.quoted) &&
        nameOf(placed.titleKey, placed.terms, term, placed.facts.quoted);
      if (named) names += 1;
    } else {
      where += 1;
      if (!term.startsWith("#")) places += 1;
    }
  }
  if (what === 0) return where >= minWhere;
  // Only names in common (a person, a university): who, not what happened. The same actor is in
  // several events a day ("El actor Germán Figueroa gana premio" / "Águilas anuncia a Germán
  // Figueroa como director técnico").
  if (names === what && places === 0 && !sharesWhatWord(arrival, placed)) return false;
  if (what > 1 || places > 0) return true;
  // One word in common and nothing else rare, while each headline says three rare things of its
  // own: a coincidence ("trámites en línea" and "La Línea"), not one event.
  const own = (x: WeightedTerms, y: WeightedTerms) =>
    x.rareTitle.filter((term) => !y.weights.has(term) && distinctive(term, self, placed)).length;
  return own(arrival.terms, placed.terms) < ownWords || own(placed.terms, arrival.terms) < ownWords;
}

/** A name's stem a folded word must open with to be read as that name (see nameRuns). */
const MIN_STEM = 3;

/**
 * The names of a headline grouped as written, one group per run of name words in a row (subjects
 * and places): "julian restrepo ocampo". No joiner ("de", "del") links two runs: "Martha
 * Carvajalino del Ministerio de Agricultura" is a person and a ministry. Terms, in headline order.
 */
export function nameRuns(titleKey: string, terms: WeightedTerms, alsoNames: readonly string[] = []): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  const names = [...terms.subjects, ...terms.places, ...alsoNames.filter((name) => terms.weights.has(name))];
  for (const word of titleKey.split(" ")) {
    // The headline key is folded, and a folded word may stem otherwise than as written ("durán"
    // and "duran"): a word is also a name's when it opens with that name's stem ("esperanza").
    const own = termOf(word);
    const term = names.includes(own) ? own : names.find((name) => name.length >= MIN_STEM && word.startsWith(name));
    if (term !== undefined) run.push(term);
    else {
      if (run.length > 0) runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Whether a headline names someone or something the other article never mentions. A name written
 * in part is the same name (the other headline's words this one writes as names count as names
 * there too): "Durán" against "Hernán Durán", "Restrepo Ocampo" against "Julián
 * Restrepo Ocampo". So a word of a name is not the headline's own when the other headline writes
 * a name made only of that name's other words, its last one (the surname) among them; not when each writes words of its own ("el Desfile
 * de Silleteros" and "el Desfile de Autos Clásicos": two parades).
 */
export function namesOwn(x: { titleKey: string; terms: WeightedTerms }, y: { titleKey: string; terms: WeightedTerms }): boolean {
  const own = x.terms.subjects.filter((subject) => !y.terms.weights.has(subject));
  if (own.length === 0) return false;
  const runs = nameRuns(x.titleKey, x.terms);
  // A word the other headline opens with is capitalised whatever it is: a name there when this
  // headline writes it as one ("Toro pide ayuda…" / "Dilian Francisca Toro declara…").
  const theirs = nameRuns(y.titleKey, y.terms, x.terms.subjects);
  // The part keeps the name's end: a surname ("Durán", "Restrepo Ocampo"), not first names that
  // two people share ("Juan Sebastián" Ávila and "Juan Sebastián" Mejía).
  const partOf = (run: readonly string[]) =>
    theirs.some((other) => other.includes(run[run.length - 1] as string) && other.every((term) => run.includes(term)));
  return own.some((subject) => !runs.some((run) => run.includes(subject) && partOf(run)));
}
