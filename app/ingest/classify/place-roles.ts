/* About or mentioned: the role each accepted place gets from the words before it (origin, destination, comparison, list…). */
import { MACRO_REGIONS, PASSING_CUES } from "../../data/gazetteer.js";
import type { Token } from "./text.js";
import { phraseIndex, precededBy, sameField, words } from "./place-names.js";
import type { Pending, PlaceMention, PlaceRole } from "./place-types.js";
import { nationalActVenue } from "./venue.js";

const ARTICLES: ReadonlySet<string> = new Set(["el", "la", "los", "las"]);
/** Plural nouns of places: a title about them ranks or lists places ("las ciudades más caras"). */
const PLURAL_PLACES: ReadonlySet<string> = new Set(["ciudades", "capitales", "municipios", "departamentos", "regiones"]);
const COORDINATION: ReadonlySet<string> = new Set(["y", "e", "o"]);
const ORIGIN = PASSING_CUES.origin.map((cue) => words(cue));
const BIRTHPLACE = PASSING_CUES.birthplace.map((cue) => words(cue));
const DESTINATION = PASSING_CUES.destination.map((cue) => words(cue));
const TRANSFER_STEMS = PASSING_CUES.transferStems;
const COMPARISON = PASSING_CUES.comparison.map((cue) => words(cue));
const COMPARATIVES: ReadonlySet<string> = new Set(PASSING_CUES.comparatives);
const OFFICE_STEMS = PASSING_CUES.officeStems;
const NATIONAL_OFFICE_STEMS = PASSING_CUES.nationalOfficeStems;
/** Words that may stand between a former office and its place: "exdirector de Planeación de Bogotá". */
const OFFICE_LINKS: ReadonlySet<string> = new Set(["de", "del", "la", "el", "los", "las", "por"]);

/**
 * Words that name a road or a pipeline after its two ends ("la vía Tunja-Bogotá", "la ruta
 * Popayán-Pasto", "el oleoducto Caño Limón-Coveñas").
 */
const ROAD_WORDS: ReadonlySet<string> = new Set([
  "via",
  "carretera",
  "autopista",
  "troncal",
  "ruta",
  "corredor",
  "tramo",
  "trayecto",
  "oleoducto",
  "gasoducto",
  "poliducto",
]);
/**
 * Athletes named by their home town in sport news ("ajedrecista de Duitama", "ciclista de
 * Zipaquirá"): the town is where the athlete comes from, as a birthplace is, not where the
 * competition happens. By the start of the folded word, so that both genders and plurals count.
 */
const ATHLETE_STEMS: readonly string[] = [
  "ciclista",
  "ajedrecista",
  "atleta",
  "pesista",
  "tenista",
  "boxeador",
  "nadador",
  "patinador",
  "futbolista",
  "golfista",
  "maratonista",
  "deportista",
  "pugilista",
  "luchador",
  "clavadista",
  "gimnasta",
  "arquer",
  "delanter",
  "volante",
];
/** Words of an election: a constituency whose seat is elected, counted or annulled is the news's place. */
const ELECTION_WORDS: readonly string[] = ["eleccion", "elecciones", "elegido", "elegida", "escrutinio", "curul", "votos"];
/** Words that may stand between a national office and "por" its constituency ("representante a la Cámara por"). */
const CONSTITUENCY_LINKS: ReadonlySet<string> = new Set(["a", "la", "el", "camara", "de", "del"]);

/** Whether a folded word names a national office, or a former one ("senadora", "excongresista"). */
function isNationalOffice(norm: string): boolean {
  const bare = norm.startsWith("ex") ? norm.slice(2) : norm;
  return NATIONAL_OFFICE_STEMS.some((stem) => norm.startsWith(stem) || bare.startsWith(stem));
}

/**
 * Whether the place is a congressman's constituency: "por" (and an article) right before it, after
 * a national office and only the words of its title ("senador por el Cesar", "representante a la
 * Cámara por Santander"). The member's place is whom they represent, not where the news happens.
 */
function afterConstituencyCue(tokens: readonly Token[], start: number): boolean {
  let k = start - 1;
  if (ARTICLES.has(tokens[k]?.norm ?? "")) k -= 1;
  if (tokens[k]?.norm !== "por" || !sameField(tokens, k, start)) return false;
  for (let j = k - 1; j >= Math.max(0, k - 4); j -= 1) {
    const token = tokens[j] as Token;
    if (!sameField(tokens, j, start) || /[.;:!?,]/u.test(token.after)) return false;
    if (isNationalOffice(token.norm)) return true;
    if (!CONSTITUENCY_LINKS.has(token.norm)) return false;
  }
  return false;
}

/** Whether a folded word names a former public office: "exalcalde", or "alcalde" right after "ex". */
function isFormerOffice(tokens: readonly Token[], k: number, stems: readonly string[]): boolean {
  const norm = (tokens[k] as Token).norm;
  if (norm.startsWith("ex") && stems.some((stem) => norm.startsWith(stem, 2))) return true;
  const prev = tokens[k - 1];
  return prev?.norm === "ex" && sameField(tokens, k - 1, k) && stems.some((stem) => norm.startsWith(stem));
}

/**
 * Whether a former office comes before the place in its clause, with only linking words and
 * capitalised names in between ("exalcaldesa de Bogotá", "ex gobernador del Meta",
 * "exdirector de Planeación de Bogotá"): the place is a person's past title.
 */
function afterFormerOffice(tokens: readonly Token[], start: number, stems: readonly string[]): boolean {
  for (let k = start - 1; k >= Math.max(0, start - 5); k -= 1) {
    const token = tokens[k] as Token;
    if (!sameField(tokens, k, start) || /[.;:!?,(]/u.test(token.after)) return false;
    if (isFormerOffice(tokens, k, stems)) return true;
    if (!OFFICE_LINKS.has(token.norm) && !(token.capitalised && !token.sentenceStart)) return false;
  }
  return false;
}

/** Passing cues by their last word, so that only the cues ending with the word before a place are tried. */
const CUES_BY_LAST: ReadonlyMap<string, { role: PlaceRole; words: string[] }[]> = (() => {
  const byLast = new Map<string, { role: PlaceRole; words: string[] }[]>();
  for (const [role, cues] of [
    ["origin", ORIGIN],
    ["birthplace", BIRTHPLACE],
    ["destination", DESTINATION],
    ["comparison", COMPARISON],
  ] as const) {
    for (const cue of cues) {
      const last = cue[cue.length - 1];
      if (last) byLast.set(last, [...(byLast.get(last) ?? []), { role, words: cue }]);
    }
  }
  return byLast;
})();

/** The passing role of the cue right before token `end` (exclusive), if any. */
function cueBefore(tokens: readonly Token[], end: number): PlaceRole | null {
  const last = tokens[end - 1];
  if (!last || !sameField(tokens, end - 1, end)) return null;
  for (const cue of CUES_BY_LAST.get(last.norm) ?? []) if (precededBy(tokens, end, cue.words)) return cue.role;
  return null;
}

/** First letters of the transfer stems: most words are rejected on their first letter. */
const TRANSFER_INITIALS: ReadonlySet<string> = new Set(TRANSFER_STEMS.map((stem) => stem.charAt(0)));

/** Whether a folded word is a form of a transfer verb ("trasladado", "remitidos", "viajan"). */
function isTransferWord(norm: string): boolean {
  return TRANSFER_INITIALS.has(norm.charAt(0)) && TRANSFER_STEMS.some((stem) => norm.startsWith(stem));
}

/**
 * Institutions whose name carries their region: their place is the news's unless the news is
 * national (a ranking of the country's universities). Written as folded words.
 */
const INSTITUTION_HEADS: readonly string[][] = [
  ["universidad"],
  ["camara", "de", "comercio"],
  ["hospital"],
  ["museo"],
  ["tribunal"],
  ["juzgado"],
];
/**
 * Organisations whose name carries a place they are not news about: a bank's results, a cement
 * maker's plant abroad, a cartel's history, a lottery's draw.
 */
const ORGANISATION_HEADS: readonly string[][] = [["banco"], ["cementos"], ["cartel"], ["loteria"], ["cerveceria"]];
/** The heads by their last word. */
const HEADS_BY_LAST: ReadonlyMap<string, { words: readonly string[]; role: PlaceRole }[]> = (() => {
  const byLast = new Map<string, { words: readonly string[]; role: PlaceRole }[]>();
  for (const [heads, role] of [
    [INSTITUTION_HEADS, "institution"],
    [ORGANISATION_HEADS, "organisation"],
  ] as const) {
    for (const words of heads) {
      const last = words[words.length - 1] ?? "";
      byLast.set(last, [...(byLast.get(last) ?? []), { words, role }]);
    }
  }
  return byLast;
})();
/** Words that may stand inside an institution's name before its place ("Pedagógica y Tecnológica"). */
const NAME_LINKS: ReadonlySet<string> = new Set(["y", "de", "del"]);

/**
 * The role of a place named at the end of an organisation's or institution's name: the name's head
 * is right before `link` ("de"), or a few capitalised words before it ("Universidad Industrial de").
 */
function organisationBefore(tokens: readonly Token[], link: number): PlaceRole | null {
  for (let end = link; end > Math.max(0, link - 5); end -= 1) {
    // Heads end with their last word ("comercio" of "cámara de comercio"): most words end none.
    const last = tokens[end - 1]?.norm ?? "";
    for (const { words: head, role } of HEADS_BY_LAST.get(last) ?? []) {
      const first = end - head.length;
      if (first >= 0 && sameField(tokens, first, link) && head.every((word, k) => tokens[first + k]?.norm === word)) return role;
    }
    // Only capitalised words (and their links) may stand between the head and the place.
    const word = tokens[end - 1];
    if (!word || !sameField(tokens, end - 1, link) || /[.;:!?,]/u.test(word.after)) return null;
    if (!word.capitalised && !NAME_LINKS.has(word.norm)) return null;
  }
  return null;
}

/** How the words before a place name make it a passing mention, or "about". */
function roleBefore(
  tokens: readonly Token[],
  start: number,
  cues: { que: boolean; como: boolean; formerOffice: readonly string[]; election: boolean; sport: boolean },
): PlaceRole {
  // Right before the name, or with one article in between ("desde el Cauca").
  const direct = cueBefore(tokens, start);
  if (direct) return direct;
  const prev = tokens[start - 1];
  if (prev && ARTICLES.has(prev.norm) && prev.before === "") {
    const withArticle = cueBefore(tokens, start - 1);
    if (withArticle) return withArticle;
  }
  // "como las de Bogotá", "como el de Medellín": "como" a few small words before.
  for (let k = start - 1; cues.como && k >= Math.max(0, start - 4); k -= 1) {
    const token = tokens[k];
    if (!token || !sameField(tokens, k, start) || /[.;:!?,]/u.test(token.after)) break;
    if (token.norm === "como") return "comparison";
    if (!ARTICLES.has(token.norm) && token.norm !== "de" && token.norm !== "en" && token.norm !== "del") break;
  }
  // "más caro que en Bogotá", "menos homicidios que Cali": "que" after a comparative.
  for (let k = start - 1; cues.que && k >= Math.max(0, start - 3); k -= 1) {
    const token = tokens[k];
    if (!token || !sameField(tokens, k, start) || /[.;:!?]/u.test(token.after)) break;
    if (token.norm === "que") {
      for (let j = k - 1; j >= Math.max(0, k - 4); j -= 1) {
        const word = tokens[j];
        if (!word || !sameField(tokens, j, k) || /[.;:!?,]/u.test(word.after)) break;
        if (COMPARATIVES.has(word.norm)) return "comparison";
      }
      break;
    }
    if (!ARTICLES.has(token.norm) && token.norm !== "en") break;
  }
  if (afterFormerOffice(tokens, start, cues.formerOffice)) return "former-office";
  if (!cues.election && afterConstituencyCue(tokens, start)) return "constituency";
  // "ajedrecista de Duitama, campeona panamericana": in sport news, an athlete's home town.
  const athlete = tokens[start - 2];
  if (
    cues.sport &&
    (tokens[start - 1]?.norm === "de" || tokens[start - 1]?.norm === "del") &&
    athlete &&
    sameField(tokens, start - 2, start) &&
    ATHLETE_STEMS.some((stem) => athlete.norm.startsWith(stem))
  )
    return "birthplace";
  // "trasladado a un hospital de Villavicencio": a transfer verb earlier in the clause.
  for (let k = start - 1; k >= Math.max(0, start - 6); k -= 1) {
    const token = tokens[k];
    if (!token || !sameField(tokens, k, start) || /[.;:!?,]/u.test(token.after)) break;
    if (isTransferWord(token.norm)) return "destination";
  }
  // (After transfers: "trasladados al Hospital Departamental de Villavicencio" is a destination.)
  // "Universidad de Antioquia", "Universidad Industrial de Santander", "Cámara de Comercio de
  // Bogotá": the place names an institution; "Banco de Bogotá", "Cartel de Cali": an organisation.
  const link = tokens[start - 1];
  if (link && (link.norm === "de" || link.norm === "del")) {
    const named = organisationBefore(tokens, start - 1);
    if (named) return named;
  }
  return "about";
}

/**
 * Decides how each accepted place is named: the words before it, the role of the place it continues
 * in a list ("desde Medellín, Cali y Bogotá"), and long lists of cities of several departments.
 */
export function assignRoles(
  tokens: readonly Token[],
  pending: readonly Pending[],
  mentions: PlaceMention[],
  normSet: ReadonlySet<string>,
  category: string,
): void {
  // A court case against a former official judges the acts of the office: there the place of a
  // local office is the news ("condenan a exgobernador del Cesar"); a national office's place is a
  // constituency ("excongresista del Huila"), and elsewhere any office's is the person's past title.
  const formerOffice = category === "judicial" ? NATIONAL_OFFICE_STEMS : OFFICE_STEMS;
  // The election of a constituency's member (a count, an annulled seat) is the constituency's news.
  const election = ELECTION_WORDS.some((word) => normSet.has(word));
  const cues = { que: normSet.has("que"), como: normSet.has("como"), formerOffice, election, sport: category === "deportes" };
  const venue = nationalActVenue(tokens);
  let previous = -1;
  const runs: number[][] = [];
  pending.forEach((item, index) => {
    const mention = mentions[index];
    if (!mention?.accepted) return;
    const { start } = item.place.match;
    const last = previous >= 0 ? pending[previous] : undefined;
    const gap = last ? start - last.place.match.end : -1;
    // A list item may take an article ("desde el Huila, el Caquetá y el Putumayo").
    const article = ARTICLES.has(tokens[start - 1]?.norm ?? "") ? 1 : 0;
    const joint = start - article;
    const continues =
      last !== undefined &&
      sameField(tokens, last.place.match.end - 1, start) &&
      ((gap === article && /^,$/u.test(tokens[joint]?.before ?? "")) ||
        (gap === 1 + article && COORDINATION.has(tokens[joint - 1]?.norm ?? "") && (tokens[joint - 1]?.before ?? "") === ""));
    const role = start === venue ? "venue" : roleBefore(tokens, start, cues);
    mention.role = role === "about" && continues && mentions[previous] ? (mentions[previous] as PlaceMention).role : role;
    // "la vía Tunja-Bogotá": two places joined by a dash after a road word name the road.
    const before = last ? last.place.match.start - 1 : -1;
    if (last && gap === 0 && /^[-–—]$/u.test(tokens[start]?.before ?? "") && ROAD_WORDS.has(tokens[before]?.norm ?? "")) {
      mention.role = "route";
      const first = mentions[previous];
      if (first?.role === "about") first.role = "route";
    }
    if (continues) runs[runs.length - 1]?.push(index);
    else runs.push([index]);
    previous = index;
  });
  // A title about "las ciudades", "los municipios" that names none: the lead's places are its list.
  const titleNamesPlace = mentions.some((m) => m.accepted && m.field === 0);
  if (!titleNamesPlace && tokens.some((t) => t.field === 0 && PLURAL_PLACES.has(t.norm))) {
    for (const mention of mentions) if (mention.accepted && mention.role === "about") mention.role = "list";
  }
  // Three cities or more of three departments or more, one after another: a national list. A
  // macro-region closing the list ("Bogotá, Medellín y la Costa Caribe") is one more item of
  // departments of its own.
  for (const run of runs) {
    const items = run.map((index) => mentions[index] as PlaceMention);
    const departments = new Set(items.map((m) => m.department));
    const cities = items.filter((m) => m.kind !== "department").length;
    const last = pending[run[run.length - 1] ?? -1];
    const region = last !== undefined && regionCloses(tokens, last.place.match.end) ? 1 : 0;
    if (items.length + region >= 3 && departments.size + 2 * region >= 3 && cities >= items.length - 1) {
      for (const item of items) if (item.role === "about") item.role = "list";
    }
  }
}

const REGIONS = phraseIndex(MACRO_REGIONS);
const LIST_ARTICLES: ReadonlySet<string> = new Set(["la", "el", "los", "las"]);

/** Whether a macro-region continues the list that ends at token `end` ("…, y la Costa Caribe"). */
function regionCloses(tokens: readonly Token[], end: number): boolean {
  let k = end;
  const joint = tokens[k];
  if (!joint || !sameField(tokens, end - 1, k)) return false;
  if (COORDINATION.has(joint.norm)) k += 1;
  else if (!/,/u.test(joint.before)) return false;
  if (LIST_ARTICLES.has(tokens[k]?.norm ?? "")) k += 1;
  const start = k;
  return (REGIONS.get(tokens[start]?.norm ?? "") ?? []).some((sequence) =>
    sequence.every((word, j) => tokens[start + j]?.norm === word && sameField(tokens, end - 1, start + j)),
  );
}
