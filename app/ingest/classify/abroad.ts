/*
 * Where a headline's news happens when it happens abroad. A crime, a trial, an election, a
 * storm or a protest in another country is filed by Colombian newsrooms under "Mundo" /
 * "Internacional", whatever its topic; the keyword model reads only the topic ("sismo",
 * "elecciones", "ataque"). So when the title names a foreign country, its people or a foreign
 * city, and no Colombian place, a hard-news topic becomes "internacional". Soft topics (sport,
 * shows, culture, science, technology, health, economy) keep their section: a Colombian singer's
 * concert in Madrid is entertainment, the dollar's reaction to the Fed is economy.
 * A foreign place is evidence of international news only where the news happens: named as an
 * origin or a destination ("exportaciones a Estados Unidos", "ganado desde Venezuela", "rutas a
 * Lima") or in the lead of a headline about a Colombian place ("expuso en museos de Europa"), it
 * is a passing mention, as ADR 013 reads places (category.ts skips it; see passingForeignPlace).
 */
import { COUNTRY_DEMONYMS, COUNTRY_NAMES, FOREIGN_CITIES, FOREIGN_REGIONS } from "../../data/countries.js";
import { nameKey } from "../../data/gazetteer.js";
import { FOREIGN_PLACES } from "../../data/homonyms.js";
import { MUNICIPALITIES } from "../../data/municipalities.js";
import { DEPARTMENTS } from "../../data/departments.js";
import { ARMED_GROUPS, type CategorySlug } from "../../data/category-rules.js";
import type { Token } from "./text.js";
import { phraseIndex, words } from "./place-names.js";
import type { ArticleReading } from "./place-reading.js";

/** Topics that take the international section when they happen abroad. */
export const HARD_NEWS: ReadonlySet<CategorySlug> = new Set(["seguridad", "judicial", "politica", "medio-ambiente", "general"]);

/** Names that are also Colombian places (Argelia, Líbano, Palestina, Madrid…): never a foreign cue on their own. */
const COLOMBIAN_NAMES: ReadonlySet<string> = new Set([
  ...MUNICIPALITIES.map((m) => nameKey(m.name)),
  ...DEPARTMENTS.map((d) => nameKey(d.name)),
  ...FOREIGN_PLACES.map(nameKey),
  "colombia",
]);

const FOREIGN_LIST = [...COUNTRY_NAMES, ...FOREIGN_CITIES, ...FOREIGN_REGIONS].filter((name) => !COLOMBIAN_NAMES.has(nameKey(name)));
/** Foreign countries and cities by their first folded word. */
const FOREIGN_NAMES = phraseIndex(FOREIGN_LIST);
/** The same names, folded, words joined by spaces ("estados unidos"). */
export const FOREIGN_PLACE_KEYS: ReadonlySet<string> = new Set(FOREIGN_LIST.map((name) => words(name).join(" ")));
/**
 * The written forms of the demonyms of foreign countries ("venezolano", "venezolanas",
 * "estadounidenses", "francesa"), folded. Whole words, not stems: a stem would take "daño" for "danés".
 */
const DEMONYM_FORMS: ReadonlySet<string> = new Set(
  COUNTRY_DEMONYMS.flatMap((demonym) => {
    const word = words(demonym)[0] ?? "";
    if (word === "colombiano") return [];
    if (word.endsWith("o")) return [word, `${word.slice(0, -1)}a`, `${word}s`, `${word.slice(0, -1)}as`];
    if (word.endsWith("es")) return [word, `${word}a`, `${word}as`, `${word.slice(0, -2)}eses`];
    if (word.endsWith("an")) return [word, `${word}a`, `${word}as`, `${word}es`];
    if (word.endsWith("i")) return [word, `${word}es`, `${word}s`];
    return [word, `${word}s`];
  }).filter((form) => !COLOMBIAN_NAMES.has(form)),
);

/**
 * Whether the title (field 0) names a foreign country, city or people where its news happens: not
 * as an origin or destination ("ganado desde Venezuela", "rutas a Lima").
 */
export function titleNamesAbroad(tokens: readonly Token[]): boolean {
  let afterCue = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    if (token.field !== 0) break;
    const sequences = FOREIGN_NAMES.get(token.norm);
    // A place's name is written with a capital ("la cuenca del Magdalena" is no Cuenca, Ecuador);
    // a people's name is not ("venezolanos").
    const named =
      ((token.capitalised || token.caseless) &&
        sequences?.some((sequence) => sequence.every((word, k) => tokens[i + k]?.norm === word && tokens[i + k]?.field === 0))) ||
      DEMONYM_FORMS.has(token.norm);
    if (named && !afterCue) return true;
    // "frente a", "junto a" say where, not whither: no cue.
    if (PASSING_CUE_WORDS.has(token.norm) && !LOCATIVE_BEFORE_CUE.has(tokens[i - 1]?.norm ?? "")) afterCue = true;
    else if (!named && !LIST_LINKS.has(token.norm)) afterCue = false;
  }
  return false;
}

/** Whether the title names a Colombian place that needs no context (not a homonym of a place abroad, a person, a word). */
export function titleNamesColombia(reading: ArticleReading): boolean {
  return reading.places.some(
    (place) =>
      reading.tokens[place.match.start]?.field === 0 &&
      place.candidates.some((candidate) => !candidate.rejection && !candidate.entry.foreign && candidate.entry.context === "free"),
  );
}

const ARMED_GROUP_NAMES = phraseIndex(ARMED_GROUPS);

/** Whether the title (field 0) names one of Colombia's armed groups. */
function titleNamesArmedGroup(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length && tokens[i]?.field === 0; i += 1) {
    const sequences = ARMED_GROUP_NAMES.get((tokens[i] as Token).norm);
    if (sequences?.some((sequence) => sequence.every((word, k) => tokens[i + k]?.norm === word && tokens[i + k]?.field === 0))) return true;
  }
  return false;
}

/**
 * The category of hard news the title places abroad: "internacional" instead of its topic. Politics
 * with one of Colombia's armed groups abroad (peace talks in Doha, Caracas or La Habana) stays
 * politics: the foreign city is only where the country's peace policy is negotiated.
 */
export function abroadCategory(topic: CategorySlug | null, reading: ArticleReading): CategorySlug | null {
  if (topic !== null && !HARD_NEWS.has(topic)) return topic;
  if (!titleNamesAbroad(reading.tokens) || titleNamesColombia(reading)) return topic;
  if (topic === "politica" && titleNamesArmedGroup(reading.tokens)) return topic;
  return "internacional";
}

/** Words that make the foreign place right after them an origin or a destination. */
const PASSING_CUE_WORDS: ReadonlySet<string> = new Set(["desde", "hacia", "a", "al"]);
/** Words after which "a" locates ("frente a Panamá") rather than points to a destination. */
const LOCATIVE_BEFORE_CUE: ReadonlySet<string> = new Set(["frente", "junto"]);
/** Words that may stand inside a list of places after such a cue ("a Lima y Ciudad de México"). */
const LIST_LINKS: ReadonlySet<string> = new Set(["y", "e", "o", "de", "del", "la", "el", "las", "los", "ciudad"]);

/** What a word does in the foreign-place reading, as bits: a cue, a foreign place, a list link. */
export const CUE = 1;
export const FOREIGN = 2;
export const LINK = 4;
const WORD_ROLES: ReadonlyMap<string, number> = (() => {
  const roles = new Map<string, number>();
  const mark = (word: string, bit: number) => roles.set(word, (roles.get(word) ?? 0) | bit);
  for (const word of PASSING_CUE_WORDS) mark(word, CUE);
  for (const key of FOREIGN_PLACE_KEYS) if (!key.includes(" ")) mark(key, FOREIGN);
  for (const word of LIST_LINKS) mark(word, LINK);
  return roles;
})();

/** A folded word's role in the foreign-place reading (0 for most words): one lookup. */
export function foreignRole(word: string): number {
  return WORD_ROLES.get(word) ?? 0;
}
