/*
 * Related words of Colombian news (data, reviewed by hand): classes of words that name the same
 * thing in the press, so that a reader who types one finds articles that wrote another ("sismo"
 * and "temblor", "hurto" and "robo"). search/related.ts searches them only after the reader's own
 * word (ranked below every match of it), never inside quotes, exclusions or partial matches.
 *
 * Source and reasoning. Each class is a set of words the Colombian press uses interchangeably for
 * one event or thing, checked against how the national dailies and the agencies word their
 * headlines (a headline often says "temblor" where the next paragraph says "sismo"; the Policía
 * reports "hurto" where readers say "robo"; "siniestro vial" is the official word for a traffic
 * accident; "comicios" the headline word for elections; the Ministerio de Educación says
 * "docentes" where readers say "profesores" or "maestros"). The list was written from that
 * vocabulary as a whole, not from the queries that failed: most classes have no labelled query.
 *
 * Rules the list keeps:
 * - equivalence, not association: "EPS" is not "salud", "vacuna" (the extortion payment in
 *   slang) is not "extorsión", "paro armado" is not a strike: a broader or merely related word is
 *   left out, because every word of a class widens every search for the others;
 * - `words` find each other; `alsoFinds` are found from the class but find nothing themselves,
 *   for a word with a second common meaning ("crudo" is also raw or harsh; "invierno" is also
 *   the northern winter in international news);
 * - a phrase ("siniestro vial") is searched as a phrase; a word in any inflection (its stems), so
 *   "temblores" finds "sismos".
 */

/** One class of related words. */
export interface RelatedClass {
  /** Words (or phrases) that name the same thing: each finds the others. */
  words: readonly string[];
  /** Words found from the class that do not lead back to it (a second common meaning). */
  alsoFinds?: readonly string[];
  /** Why they belong together. */
  why: string;
}

export const RELATED_CLASSES: readonly RelatedClass[] = [
  { words: ["sismo", "temblor", "terremoto", "sísmico"], why: "the same earthquake in headline and body; sísmico is its adjective" },
  { words: ["petróleo", "petrolero"], alsoFinds: ["crudo"], why: "the industry writes crudo for oil; crudo alone is also 'raw'" },
  { words: ["homicidio", "asesinato"], why: "the legal and the ordinary word for a killing" },
  { words: ["hurto", "robo", "atraco"], why: "the Policía's word and the readers' words for theft" },
  { words: ["secuestro", "plagio"], why: "plagio is the press's synonym for a kidnapping" },
  {
    words: ["huelga", "cese de actividades"],
    alsoFinds: ["paro"],
    why: "a strike; paro is also an armed stoppage (paro armado), so it does not lead back",
  },
  { words: ["profesor", "docente", "maestro", "educador"], why: "teachers: the ministry's word and the readers'" },
  { words: ["estudiante", "alumno"], why: "pupils: the ordinary and the school's word" },
  {
    words: ["lluvia", "aguacero", "chaparrón", "precipitaciones"],
    alsoFinds: ["invierno", "temporada invernal", "ola invernal"],
    why: "rain; in Colombia the rainy season is called invierno, which elsewhere means winter",
  },
  { words: ["inundación", "anegación", "anegado"], why: "a flood: the ordinary and the formal word" },
  { words: ["deslizamiento", "derrumbe", "alud", "remoción en masa"], why: "landslides: the Ideam's and the readers' words" },
  { words: ["incendio", "conflagración"], why: "a fire; conflagración is the headline word for a large one" },
  { words: ["sequía", "estiaje"], why: "the dry season's lack of water" },
  {
    words: ["accidente de tránsito", "siniestro vial", "accidente vial"],
    alsoFinds: ["accidente", "siniestro"],
    why: "traffic accidents; the official word is siniestro vial",
  },
  { words: ["desempleo", "desocupación"], why: "unemployment (the DANE uses both)" },
  { words: ["dólar", "divisa", "billete verde"], alsoFinds: ["tasa de cambio", "trm"], why: "the dollar and its exchange rate" },
  { words: ["inflación", "ipc", "carestía", "costo de vida"], why: "inflation and the index that measures it" },
  { words: ["salario", "sueldo"], why: "pay: the legal and the ordinary word" },
  { words: ["pensión", "jubilación"], why: "retirement pay: the legal and the ordinary word" },
  { words: ["impuesto", "tributo", "gravamen"], why: "taxes: the ordinary word and the two of the tax laws" },
  { words: ["ciberataque", "hackeo", "ataque informático", "ataque cibernético"], why: "a cyberattack in plain and technical words" },
  { words: ["elecciones", "comicios"], why: "elections: comicios is the headline word" },
  { words: ["cárcel", "prisión", "penitenciaría", "centro penitenciario"], why: "prison: the ordinary word and the INPEC's" },
  { words: ["captura", "arresto", "detenido"], why: "an arrest: the Fiscalía's word and the readers'" },
  { words: ["narcotráfico", "tráfico de drogas"], why: "drug trafficking: the legal word and the plain one" },
  { words: ["cocaína", "alcaloide"], why: "the police's reports call seized cocaine alcaloide" },
  { words: ["migrante", "inmigrante"], why: "people who migrate (Venezuelans in most of the news)" },
  { words: ["protesta", "manifestación", "movilización"], why: "a demonstration in the street" },
  { words: ["alcalde", "burgomaestre"], why: "the mayor; burgomaestre is the headline synonym" },
  { words: ["avión", "aeronave"], why: "an aircraft: the ordinary word and the Aerocivil's" },
  { words: ["bus", "autobús", "buseta"], why: "buses of the cities and the towns" },
  { words: ["covid", "coronavirus", "covid-19"], why: "the same disease under its three names" },
  { words: ["fútbol", "balompié"], why: "football; balompié is the sports pages' synonym" },
  { words: ["soldado", "militar"], why: "members of the army" },
  { words: ["colegio", "escuela", "institución educativa"], why: "schools: the official and the ordinary word" },
  { words: ["deforestación", "tala de bosques"], why: "clearing the forest" },
];
