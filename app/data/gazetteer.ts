/*
 * The data behind the place classifier (app/ingest/classify/departments.ts): a gazetteer of
 * Colombian place names and the tables that tell a place from a homonym. Names are written as
 * Spanish readers write them; matching folds accents and case (see app/ingest/classify/ for how
 * each flag is applied).
 *
 * Choices documented here rather than in code:
 *   - A name that belongs to municipalities of several departments (Granada, Barbosa, La Unión…)
 *     is left out (AMBIGUOUS_NAMES): naming it does not say which department is meant. When the
 *     text qualifies it ("Granada, Meta") the department name after the comma does the work.
 *   - A name shared with a well-known place abroad (Armenia, Florencia, Pamplona, Cartago…)
 *     carries `abroad` cues; it is dropped in international news or when a cue appears.
 *   - Department names that are also people, common words or companies (Bolívar, Sucre, Nariño,
 *     Santander, Caldas, Córdoba, Cesar, Meta, Magdalena, Valle) need a designator before them
 *     ("Gobernación de", "sur de", "en", "del"…), a qualifier position ("Tame, Arauca"), a place of
 *     the same department elsewhere in the article, or the newspaper's home department.
 *   - Sports clubs named after places (SPORTS_CLUBS) never tag a department: a match report is
 *     not news about the club's region. A club mention also counts as "the article is about a
 *     club", so a regional paper's home department is not added to it either.
 *   - Regions spanning several departments (Sierra Nevada de Santa Marta, La Mojana, Magdalena
 *     Medio, Montes de María, Eje Cafetero) are blocked so that the place inside their name
 *     (Santa Marta, Magdalena) does not tag one department wrongly.
 *   - Rivers, streets, lotteries and volcanoes named after places are not the places
 *     (PRECEDING_VETOES: "río Cauca", "avenida Boyacá", "Lotería de Boyacá", "Nevado del Huila").
 *   - Demonyms count only in the plural ("cucuteños", "atletas antioqueños"): a singular demonym
 *     mostly describes one person's origin ("el boyacense Nairo Quintana"), not news about a place.
 *   - Rionegro (Antioquia and Santander) is kept for Antioquia, whose Rionegro (airport, a city of
 *     130,000) is the one national news means; Ciudad Bolívar is kept for Bogotá's locality.
 *   - Every municipality of DANE's DIVIPOLA list (app/data/municipalities.ts) is a place too: the
 *     names above carry their municipality's code, and the names they do not list are added from
 *     the list with the caution homonyms.ts asks for (a common word, a surname or a place abroad
 *     needs a designator or its department's support). A name several municipalities share
 *     (Granada, La Unión, San Pedro…) or that is also a department (Caldas, Córdoba, Sucre…) has
 *     one candidate per municipality; the context picks one (app/ingest/classify/) or none.
 */

import { MUNICIPALITIES } from "./municipalities.js";
import { fold } from "../text/spanish.js";
import { COMMON_WORDS, FOREIGN_PLACES, PERSON_NAMES, QUALIFIED_ONLY } from "./homonyms.js";

/** What kind of name an entry is (the place rules treat municipalities and demonyms differently). */
export type PlaceKind = "department" | "capital" | "municipality" | "place" | "demonym";

/** How much evidence a name needs before it counts. */
export type PlaceContext = "free" | "designator" | "support";

/** One name of the gazetteer and how to tell it from its homonyms. */
export interface GazetteerEntry {
  /** The name as written in Spanish (matched folded, on word boundaries, longest first). */
  name: string;
  /** The department slug it pins (app/data/departments.ts). */
  department: string;
  kind: PlaceKind;
  /**
   * free: counts wherever it appears; designator: needs a designator word before it, a qualifier
   * position, or another mention of the same department; support: only with another mention of the
   * same department (or a qualifier).
   */
  context: PlaceContext;
  /** Folded words that, right before the name, make it the place (for context "designator"). */
  designators: readonly string[];
  /** Whether the name counts when it opens the title or summary ("Santander: lluvias…"). */
  atStart: boolean;
  /** Also an ordinary word: counts only when capitalised in the text ("Pasto" but not "el pasto"). */
  proper: boolean;
  /** Also a person's name: not counted inside a longer capitalised name ("Soledad Acosta"). */
  person: boolean;
  /** Folded words that reveal the homonym abroad; the name is also dropped in international news. */
  abroad: readonly string[];
  /** The accents must be written as in `name` ("Cesar" the department, not "César" the name). */
  exactSpelling: boolean;
  /** Folded words that may not follow the name ("Valle de…" is another valley). */
  notBefore: readonly string[];
  /** DIVIPOLA code of the municipality the name pins (a town, or a place inside one), or null. */
  code: string | null;
  /** Written by hand above (true) or added from DANE's list (false): a hand-written entry is the
   *  reading a shared name gets unless the context points to another candidate. */
  curated: boolean;
  /** Also a well-known place abroad: in international news it needs its department next to it. */
  foreign: boolean;
  /** Far more often something else ("Colombia" the country): counts only when qualified by its
   *  department or after a municipal designator, never from its department's support. */
  qualifiedOnly: boolean;
}

/** Options of one gazetteer row; everything not given takes the default of a free, safe name. */
type EntryOptions = Partial<Omit<GazetteerEntry, "name" | "department" | "kind" | "curated">>;
type Spec = string | readonly [name: string, options: EntryOptions];

/** Words that, right before a department name, make it the territory ("gobernación de", "en", "sur del"). */
const PREPOSITIONS = ["de", "del", "en", "por", "a", "al", "para", "desde", "hacia", "hasta", "entre"] as const;
/** Department names that take the article in Spanish ("el Meta", "del Cesar", "en el Valle"). */
const ARTICLES = ["el", "del", "al"] as const;

/** A department name that is also a person's name: Bolívar, Sucre, Nariño, Santander, Caldas, Córdoba. */
const PERSON_DEPARTMENT: EntryOptions = {
  context: "designator",
  designators: PREPOSITIONS,
  atStart: true,
  proper: true,
  person: true,
};
/** A department name that is also a common word or a company: Meta, Cesar, Valle, Magdalena. */
const ARTICLE_DEPARTMENT: EntryOptions = {
  context: "designator",
  designators: ARTICLES,
  proper: true,
  person: true,
};
const COMMON_WORD: EntryOptions = { proper: true };
const PERSON_NAME: EntryOptions = { proper: true, person: true };
const NEEDS_SUPPORT: EntryOptions = { context: "support", proper: true, person: true };

/** The names of one department, by kind. */
interface DepartmentPlaces {
  names: readonly Spec[];
  capital: readonly Spec[];
  municipalities: readonly Spec[];
  places: readonly Spec[];
  /** Singular masculine demonyms; only their plural forms are matched. */
  demonyms: readonly string[];
}

const PLACES: Readonly<Record<string, DepartmentPlaces>> = {
  amazonas: {
    names: ["Amazonas"],
    capital: [["Leticia", PERSON_NAME]],
    municipalities: ["Puerto Nariño"],
    places: ["Trapecio Amazónico", "Parque Nacional Amacayacu", "Amacayacu"],
    demonyms: ["amazonense", "leticiano"],
  },
  antioquia: {
    names: ["Antioquia"],
    capital: ["Medellín"],
    municipalities: [
      ["Bello", PERSON_NAME],
      "Itagüí",
      "Envigado",
      "Sabaneta",
      ["La Estrella", COMMON_WORD],
      "Girardota",
      ["Copacabana", { abroad: ["brasil", "janeiro", "titicaca"] }],
      "Rionegro",
      "Marinilla",
      ["La Ceja", COMMON_WORD],
      ["El Retiro", COMMON_WORD],
      "Guarne",
      "El Carmen de Viboral",
      "Guatapé",
      "Apartadó",
      ["Turbo", COMMON_WORD],
      "Carepa",
      "Chigorodó",
      "Necoclí",
      "Arboletes",
      "Caucasia",
      ["El Bagre", COMMON_WORD],
      "Yarumal",
      "Santa Rosa de Osos",
      "Ituango",
      "Puerto Berrío",
      "Puerto Nare",
      "Puerto Triunfo",
      "Sonsón",
      "Santa Fe de Antioquia",
      "Sopetrán",
      "San Jerónimo",
      "Dabeiba",
      "Urrao",
      "Frontino",
      "Anorí",
      "Tarazá",
      "Nechí",
      "Yondó",
      ["Amagá", COMMON_WORD],
      "Titiribí",
      "Abejorral",
      "Cocorná",
      "San Pedro de los Milagros",
      "San Andrés de Cuerquia",
      "Yolombó",
      "Mutatá",
      "Vigía del Fuerte",
    ],
    places: [
      "Urabá",
      "Urabá antioqueño",
      "Bajo Cauca",
      "Bajo Cauca antioqueño",
      "Valle de Aburrá",
      "Área Metropolitana del Valle de Aburrá",
      "Oriente antioqueño",
      "Suroeste antioqueño",
      "Nordeste antioqueño",
      "Norte antioqueño",
      "Occidente antioqueño",
      "Magdalena Medio antioqueño",
      "Hidroituango",
      ["UdeA", { exactSpelling: true }],
      ["El Poblado", COMMON_WORD],
      "aeropuerto José María Córdova",
      "Peñol de Guatapé",
    ],
    demonyms: ["antioqueño", "medellinense"],
  },
  arauca: {
    names: ["Arauca"],
    capital: [],
    municipalities: ["Saravena", "Tame", "Arauquita", "Fortul", "Puerto Rondón", "Cravo Norte"],
    places: ["Caño Limón"],
    demonyms: ["araucano"],
  },
  atlantico: {
    names: ["Atlántico"],
    capital: ["Barranquilla"],
    municipalities: [
      ["Soledad", PERSON_NAME],
      "Malambo",
      "Puerto Colombia",
      "Galapa",
      "Baranoa",
      "Sabanagrande",
      "Palmar de Varela",
      "Luruaco",
      "Repelón",
      "Tubará",
      "Campo de la Cruz",
      "Suan",
      "Ponedera",
      "Polonuevo",
      "Usiacurí",
    ],
    places: ["Bocas de Ceniza", "Área Metropolitana de Barranquilla"],
    demonyms: ["atlanticense", "barranquillero", "soledeño"],
  },
  bogota: {
    names: ["Bogotá", "Bogotá D.C.", "Santafé de Bogotá", "Distrito Capital"],
    capital: [],
    municipalities: [],
    places: [
      "Usaquén",
      "Chapinero",
      "localidad de Santa Fe",
      "localidad de San Cristóbal",
      "Usme",
      "Tunjuelito",
      "Bosa",
      ["Kennedy", { context: "designator", designators: ["en"], proper: true, person: true }],
      "localidad de Kennedy",
      "Fontibón",
      "Engativá",
      ["Suba", COMMON_WORD],
      "Barrios Unidos",
      "Teusaquillo",
      ["Los Mártires", COMMON_WORD],
      "Puente Aranda",
      ["La Candelaria", COMMON_WORD],
      ["Ciudad Bolívar", { abroad: ["venezuela", "venezolano", "venezolana", "orinoco"] }],
      "TransMilenio",
      "estadio El Campín",
      "El Campín",
      "Monserrate",
      "aeropuerto El Dorado",
      // The airport named alone ("filas en El Dorado") shares its name with a town of the Meta:
      // either needs the text's or the URL's support.
      ["El Dorado", NEEDS_SUPPORT],
      "Palacio Liévano",
      "Corferias",
    ],
    demonyms: ["bogotano", "capitalino"],
  },
  bolivar: {
    names: [["Bolívar", { ...PERSON_DEPARTMENT, abroad: ["venezuela", "venezolano", "venezolana", "bolivares"] }]],
    capital: ["Cartagena", "Cartagena de Indias"],
    municipalities: [
      "Magangué",
      "Turbaco",
      ["Arjona", PERSON_NAME],
      "El Carmen de Bolívar",
      "Mompox",
      "Mompós",
      "Santa Cruz de Mompox",
      "San Juan Nepomuceno",
      "María la Baja",
      "Santa Rosa del Sur",
      "Simití",
      "Achí",
      "Turbana",
    ],
    places: ["Islas del Rosario", ["Barú", COMMON_WORD], "Bocagrande", "Getsemaní", "Canal del Dique"],
    demonyms: ["bolivarense", "cartagenero"],
  },
  boyaca: {
    names: ["Boyacá"],
    capital: ["Tunja"],
    municipalities: [
      "Duitama",
      "Sogamoso",
      "Chiquinquirá",
      "Paipa",
      "Villa de Leyva",
      "Villa de Leiva",
      "Puerto Boyacá",
      "Moniquirá",
      "Garagoa",
      "Guateque",
      "Samacá",
      "Nobsa",
      "Tibasosa",
      "Ráquira",
      "Soatá",
      "El Cocuy",
      "Güicán",
      "Ventaquemada",
      "Muzo",
      "Chivor",
      "Somondoco",
      "Ramiriquí",
      "Santa Rosa de Viterbo",
      "Tenza",
    ],
    places: [
      "Valle de Tenza",
      "Lago de Tota",
      "Laguna de Tota",
      "Sierra Nevada del Cocuy",
      "Puente de Boyacá",
      ["UPTC", { exactSpelling: true }],
    ],
    demonyms: ["boyacense", "tunjano"],
  },
  caldas: {
    names: [["Caldas", PERSON_DEPARTMENT]],
    capital: ["Manizales"],
    municipalities: [
      ["La Dorada", COMMON_WORD],
      "Chinchiná",
      "Villamaría",
      "Anserma",
      ["Aguadas", COMMON_WORD],
      "Supía",
      "Marmato",
      "Pácora",
    ],
    places: [],
    demonyms: ["caldense", "manizaleño"],
  },
  caqueta: {
    names: ["Caquetá"],
    capital: [["Florencia", { ...PERSON_NAME, abroad: ["italia", "italiano", "italiana", "toscana", "florentino", "florentina"] }]],
    municipalities: [
      "San Vicente del Caguán",
      "Cartagena del Chairá",
      "El Doncello",
      "Belén de los Andaquíes",
      ["Solita", COMMON_WORD],
      "Curillo",
      "El Paujil",
    ],
    places: ["Caguán", "Chiribiquete", "Serranía de Chiribiquete"],
    demonyms: ["caqueteño", "florenciano"],
  },
  casanare: {
    names: ["Casanare"],
    capital: ["Yopal"],
    municipalities: ["Aguazul", "Tauramena", "Paz de Ariporo", "Orocué", "Hato Corozal", "Pore", "Nunchía"],
    places: [],
    demonyms: ["casanareño", "yopaleño"],
  },
  cauca: {
    names: ["Cauca"],
    capital: ["Popayán"],
    municipalities: [
      "Santander de Quilichao",
      "Puerto Tejada",
      "Patía",
      ["El Bordo", COMMON_WORD],
      "Guapi",
      "Timbiquí",
      "López de Micay",
      "Piendamó",
      "Caldono",
      "Toribío",
      "Caloto",
      "Jambaló",
      "Inzá",
      "Cajibío",
      "Timbío",
      "Totoró",
      ["Mercaderes", COMMON_WORD],
    ],
    places: ["Tierradentro", "Isla Gorgona", "Gorgona", "Unicauca"],
    demonyms: ["caucano", "payanés"],
  },
  cesar: {
    names: [["Cesar", { ...ARTICLE_DEPARTMENT, exactSpelling: true }]],
    capital: ["Valledupar"],
    municipalities: [
      "Aguachica",
      "Bosconia",
      "La Jagua de Ibirico",
      "Curumaní",
      "Chimichagua",
      "El Copey",
      "Pailitas",
      "Pelaya",
      ["Becerril", PERSON_NAME],
      "San Alberto",
      "Chiriguaná",
      "Astrea",
      "Manaure Balcón del Cesar",
      "Tamalameque",
    ],
    places: [],
    demonyms: ["cesarense", "valduparense"],
  },
  choco: {
    names: ["Chocó"],
    capital: ["Quibdó"],
    municipalities: [
      "Istmina",
      "Tadó",
      "Condoto",
      "Bahía Solano",
      "Nuquí",
      "Acandí",
      "Unguía",
      "Carmen del Darién",
      "Bojayá",
      ["Medio Atrato", COMMON_WORD],
      ["Alto Baudó", COMMON_WORD],
      ["Medio Baudó", COMMON_WORD],
      ["Bajo Baudó", COMMON_WORD],
      ["Juradó", COMMON_WORD],
      ["Lloró", COMMON_WORD],
      "Bagadó",
      "Certeguí",
      "Nóvita",
      "Belén de Bajirá",
    ],
    places: ["Baudó", "Capurganá", "Sapzurro", "Urabá chocoano"],
    demonyms: ["chocoano", "quibdoseño"],
  },
  cordoba: {
    names: [["Córdoba", { ...PERSON_DEPARTMENT, abroad: ["argentina", "argentino", "espana", "andalucia", "cordobes", "cordobesa"] }]],
    capital: ["Montería"],
    municipalities: [
      "Lorica",
      "Santa Cruz de Lorica",
      "Cereté",
      "Sahagún",
      "Montelíbano",
      "Tierralta",
      "Planeta Rica",
      "Puerto Libertador",
      "Ayapel",
      "Ciénaga de Oro",
      "Chinú",
      "San Andrés de Sotavento",
      "Moñitos",
      "San Bernardo del Viento",
      "Canalete",
      "Los Córdobas",
      "San Pelayo",
      "Momil",
      "Tuchín",
    ],
    places: [],
    demonyms: ["monteriano"],
  },
  cundinamarca: {
    names: ["Cundinamarca"],
    capital: [],
    municipalities: [
      "Soacha",
      "Zipaquirá",
      "Facatativá",
      "Fusagasugá",
      ["Chía", COMMON_WORD],
      ["Girardot", PERSON_NAME],
      ["Mosquera", NEEDS_SUPPORT],
      ["Madrid", { ...NEEDS_SUPPORT, abroad: ["espana", "espanol", "espanola", "europa"] }],
      "Funza",
      "Cajicá",
      "Sopó",
      ["La Calera", COMMON_WORD],
      "Tocancipá",
      "Gachancipá",
      "Tenjo",
      "Tabio",
      ["Cota", COMMON_WORD],
      "Villeta",
      ["Guaduas", COMMON_WORD],
      "Ubaté",
      "Villa de San Diego de Ubaté",
      "Chocontá",
      "Sibaté",
      "Silvania",
      ["Pacho", PERSON_NAME],
      "Anapoima",
      "Tocaima",
      "Nemocón",
      "Suesca",
      "Sesquilé",
      "Guatavita",
      "Agua de Dios",
      "Yacopí",
      "Puerto Salgar",
      "Cáqueza",
      "Choachí",
      "Subachoque",
    ],
    places: ["Sabana de Bogotá", "Sabana Centro", "Laguna de Guatavita"],
    demonyms: ["cundinamarqués", "soachuno", "zipaquireño"],
  },
  guainia: {
    names: ["Guainía"],
    capital: ["Inírida", "Puerto Inírida"],
    municipalities: ["Barrancominas"],
    places: ["Cerros de Mavecure", "Mavecure"],
    demonyms: ["guainiano"],
  },
  guaviare: {
    names: ["Guaviare"],
    capital: ["San José del Guaviare"],
    municipalities: [["El Retorno", COMMON_WORD]],
    places: ["Serranía de La Lindosa", "La Lindosa"],
    demonyms: ["guaviarense"],
  },
  huila: {
    names: ["Huila"],
    capital: ["Neiva"],
    municipalities: ["Pitalito", ["Garzón", NEEDS_SUPPORT], "Campoalegre", "Isnos", "Aipe", "Yaguará", "Timaná", "Villavieja", "Baraya"],
    places: [
      "Parque Arqueológico de San Agustín",
      "Desierto de la Tatacoa",
      "Universidad Surcolombiana",
      "Surcolombiana",
      "Tatacoa",
      "represa de Betania",
      "represa del Quimbo",
      "El Quimbo",
    ],
    demonyms: ["huilense", "opita", "neivano"],
  },
  "la-guajira": {
    names: ["La Guajira", ["Guajira", COMMON_WORD], "Alta Guajira", "Media Guajira", "Baja Guajira"],
    capital: ["Riohacha"],
    municipalities: ["Maicao", "Uribia", "Manaure", "San Juan del Cesar", "Dibulla", "Hatonuevo", "Urumita"],
    places: ["Cabo de la Vela", "Punta Gallinas", "Cerrejón"],
    demonyms: ["guajiro", "riohachero"],
  },
  magdalena: {
    names: [["Magdalena", { ...ARTICLE_DEPARTMENT, designators: ["el", "del", "al", "en"] }]],
    capital: ["Santa Marta"],
    municipalities: [["Ciénaga", COMMON_WORD], "Aracataca", "Zona Bananera", "Pivijay", "Sitionuevo"],
    places: [
      "Parque Tayrona",
      "Tayrona",
      "Parque Nacional Natural Tayrona",
      "Taganga",
      "El Rodadero",
      "Minca",
      ["Ciudad Perdida", COMMON_WORD],
      "Ciénaga Grande de Santa Marta",
    ],
    demonyms: ["magdalenense", "samario"],
  },
  meta: {
    names: [["Meta", ARTICLE_DEPARTMENT]],
    capital: ["Villavicencio"],
    municipalities: [
      ["Acacías", COMMON_WORD],
      "Puerto López",
      "Puerto Gaitán",
      "Puerto Lleras",
      "Puerto Concordia",
      ["Mesetas", COMMON_WORD],
      ["Vista Hermosa", COMMON_WORD],
      "Cumaral",
      "Castilla la Nueva",
      "Mapiripán",
      "Cubarral",
      ["Lejanías", COMMON_WORD],
      "Fuente de Oro",
      "San Juan de Arama",
      "Barranca de Upía",
    ],
    places: ["Caño Cristales", "Serranía de La Macarena", "Sierra de La Macarena"],
    demonyms: ["metense", "villavicense"],
  },
  narino: {
    names: [["Nariño", PERSON_DEPARTMENT]],
    capital: [["Pasto", COMMON_WORD], "San Juan de Pasto"],
    municipalities: [
      "Tumaco",
      "San Andrés de Tumaco",
      "Ipiales",
      "Túquerres",
      ["Barbacoas", COMMON_WORD],
      ["El Charco", COMMON_WORD],
      "Sandoná",
      "Buesaco",
      "Cumbal",
      ["Policarpa", PERSON_NAME],
      "Guachucal",
      "Pupiales",
      "Cumbitara",
    ],
    places: ["Santuario de Las Lajas", "Rumichaca", "Laguna de La Cocha", "Pacífico nariñense"],
    demonyms: ["nariñense", "pastuso"],
  },
  "norte-de-santander": {
    names: ["Norte de Santander", "Nortesantander"],
    capital: ["Cúcuta", "San José de Cúcuta"],
    municipalities: [
      "Ocaña",
      ["Pamplona", { abroad: ["espana", "navarra", "fermin", "osasuna", "sanfermines"] }],
      "Villa del Rosario",
      ["Los Patios", COMMON_WORD],
      ["El Zulia", { abroad: ["venezuela", "venezolano", "venezolana", "maracaibo"] }],
      "Tibú",
      "Sardinata",
      "Ábrego",
      "Teorama",
      "El Tarra",
      "Hacarí",
      "Chinácota",
      "San Calixto",
    ],
    places: [
      "Catatumbo",
      "Universidad Francisco de Paula Santander",
      ["UFPS", { exactSpelling: true }],
      "La Gabarra",
      "Puente Internacional Simón Bolívar",
      "puente Simón Bolívar",
      "Puente Internacional Francisco de Paula Santander",
      ["Tienditas", COMMON_WORD],
    ],
    demonyms: ["nortesantandereano", "cucuteño"],
  },
  putumayo: {
    names: ["Putumayo"],
    capital: ["Mocoa"],
    municipalities: [
      "Puerto Asís",
      "Orito",
      "Puerto Leguízamo",
      "Valle del Guamuez",
      ["La Hormiga", COMMON_WORD],
      "Sibundoy",
      "Villagarzón",
      "Puerto Caicedo",
      "Puerto Guzmán",
    ],
    places: ["Valle de Sibundoy", "Bajo Putumayo", "Medio Putumayo", "Alto Putumayo"],
    demonyms: ["putumayense"],
  },
  quindio: {
    names: ["Quindío"],
    capital: [["Armenia", { abroad: ["azerbaiyan", "erevan", "armenio", "armenios", "nagorno", "karabaj", "caucaso"] }]],
    municipalities: [
      "Calarcá",
      ["La Tebaida", COMMON_WORD],
      "Circasia",
      "Filandia",
      ["Salento", { abroad: ["italia", "lecce", "puglia", "apulia"] }],
    ],
    places: ["Valle de Cocora", "Parque del Café"],
    demonyms: ["quindiano"],
  },
  risaralda: {
    names: ["Risaralda"],
    capital: [["Pereira", PERSON_NAME]],
    municipalities: [
      "Dosquebradas",
      "Santa Rosa de Cabal",
      ["La Virginia", COMMON_WORD],
      "Belén de Umbría",
      "Quinchía",
      "Apía",
      "Mistrató",
      "Guática",
    ],
    places: [],
    demonyms: ["risaraldense", "pereirano"],
  },
  "san-andres-y-providencia": {
    names: ["San Andrés y Providencia", "San Andrés, Providencia y Santa Catalina", "archipiélago de San Andrés"],
    capital: ["San Andrés", "San Andrés Isla"],
    municipalities: [["Providencia", { context: "designator", designators: ["en", "de", "y", "a"], proper: true }]],
    places: ["isla de Providencia", "Johnny Cay"],
    demonyms: ["sanandresano", "raizal"],
  },
  santander: {
    names: [["Santander", PERSON_DEPARTMENT]],
    capital: ["Bucaramanga"],
    municipalities: [
      "Floridablanca",
      ["Girón", PERSON_NAME],
      "San Juan de Girón",
      "Piedecuesta",
      "Barrancabermeja",
      "San Gil",
      ["Socorro", COMMON_WORD],
      "Puerto Wilches",
      "Sabana de Torres",
      ["Cimitarra", COMMON_WORD],
      "Zapatoca",
      "Barichara",
      "Curití",
      "Charalá",
      "San Vicente de Chucurí",
      "El Carmen de Chucurí",
      ["Landázuri", PERSON_NAME],
      "Oiba",
      ["Mogotes", COMMON_WORD],
    ],
    places: [
      "Cañón del Chicamocha",
      "Parque Nacional del Chicamocha",
      "Mesa de los Santos",
      "Área Metropolitana de Bucaramanga",
      "Universidad Industrial de Santander",
      ["UIS", { exactSpelling: true }],
    ],
    demonyms: ["santandereano", "bumangués"],
  },
  sucre: {
    names: [["Sucre", { ...PERSON_DEPARTMENT, abroad: ["bolivia", "boliviano", "boliviana", "cumana", "venezuela"] }]],
    capital: ["Sincelejo"],
    municipalities: [
      ["Corozal", COMMON_WORD],
      "Tolú",
      "Santiago de Tolú",
      "Tolú Viejo",
      "Coveñas",
      "Sampués",
      "San Onofre",
      "Majagual",
      "San Benito Abad",
      "Morroa",
      ["Los Palmitos", COMMON_WORD],
    ],
    places: ["Golfo de Morrosquillo", "Morrosquillo"],
    demonyms: ["sucreño", "sincelejano"],
  },
  tolima: {
    names: ["Tolima"],
    capital: ["Ibagué"],
    municipalities: [
      ["Espinal", COMMON_WORD],
      "El Espinal",
      ["Melgar", PERSON_NAME],
      ["Honda", COMMON_WORD],
      ["Mariquita", COMMON_WORD],
      ["Chaparral", COMMON_WORD],
      "Planadas",
      "Rioblanco",
      "Natagaima",
      ["Guamo", COMMON_WORD],
      "Armero",
      "Coyaima",
      "Venadillo",
      "Ambalema",
      "Carmen de Apicalá",
    ],
    places: ["Cañón de Las Hermosas"],
    demonyms: ["tolimense", "ibaguereño"],
  },
  "valle-del-cauca": {
    names: ["Valle del Cauca", ["Valle", { ...ARTICLE_DEPARTMENT, notBefore: ["de", "del"] }]],
    capital: ["Cali", "Santiago de Cali"],
    municipalities: [
      ["Palmira", { abroad: ["siria", "sirio"] }],
      ["Buenaventura", COMMON_WORD],
      "Tuluá",
      "Buga",
      "Guadalajara de Buga",
      ["Cartago", { abroad: ["costa rica", "tunez", "anibal", "cartagines", "romanos"] }],
      "Jamundí",
      "Yumbo",
      ["El Cerrito", COMMON_WORD],
      ["Zarzal", COMMON_WORD],
      "Roldanillo",
      "Caicedonia",
      "Dagua",
      "Ansermanuevo",
      "Bugalagrande",
      ["Calima", COMMON_WORD],
      "Vijes",
      "Guacarí",
    ],
    places: ["Valle del Lili", "Valle de Lili", "Aguablanca", "Distrito de Aguablanca", "Lago Calima", "Pacífico vallecaucano", "Univalle"],
    demonyms: ["vallecaucano", "valluno", "caleño"],
  },
  vaupes: {
    names: ["Vaupés"],
    capital: ["Mitú"],
    municipalities: ["Carurú", "Taraira"],
    places: [],
    demonyms: ["vaupense"],
  },
  vichada: {
    names: ["Vichada"],
    capital: ["Puerto Carreño"],
    municipalities: ["Cumaribo"],
    places: ["El Tuparro", "Parque Nacional Natural El Tuparro"],
    demonyms: ["vichadense"],
  },
};

/**
 * The country's macro-regions as news name them, each spanning several departments: never a tag,
 * but an item when they close or open a list of places ("Bogotá, Medellín y la Costa Caribe" is a
 * national list, app/ingest/classify/place-roles.ts). Folded words; general knowledge.
 */
export const MACRO_REGIONS: readonly string[] = [
  "costa caribe",
  "costa atlantica",
  "region caribe",
  "caribe colombiano",
  "region pacifica",
  "pacifico colombiano",
  "llanos orientales",
  "los llanos",
  "orinoquia",
  "amazonia",
  "region andina",
  "eje cafetero",
  "magdalena medio",
  "santanderes",
  "los santanderes",
];

/**
 * Names of municipalities in several departments, or of places spanning several: deliberately left
 * out of the gazetteer (the tests check it). Listed with the departments they could mean.
 */
export const AMBIGUOUS_NAMES: Readonly<Record<string, readonly string[]>> = {
  Granada: ["antioquia", "cundinamarca", "meta"],
  Barbosa: ["antioquia", "santander"],
  "La Unión": ["antioquia", "narino", "sucre", "valle-del-cauca"],
  "San Pedro": ["antioquia", "sucre", "valle-del-cauca"],
  Albania: ["caqueta", "la-guajira", "santander"],
  Toledo: ["antioquia", "norte-de-santander"],
  Riosucio: ["caldas", "choco"],
  "Santa Rosa": ["bolivar", "cauca", "risaralda"],
  Buenavista: ["boyaca", "cordoba", "quindio", "sucre"],
  Candelaria: ["atlantico", "valle-del-cauca"],
  "Santa Bárbara": ["antioquia", "narino", "santander"],
  "San Luis": ["antioquia", "tolima"],
  Argelia: ["antioquia", "cauca", "valle-del-cauca"],
  "El Tambo": ["cauca", "narino"],
  Belén: ["boyaca", "narino"],
  "Puerto Rico": ["caqueta", "meta"],
  "Puerto Santander": ["amazonas", "norte-de-santander"],
  "San Martín": ["cesar", "meta"],
  Villanueva: ["bolivar", "casanare", "la-guajira", "santander"],
  Sabanalarga: ["antioquia", "atlantico", "casanare"],
  Salamina: ["caldas", "magdalena"],
  Calamar: ["bolivar", "guaviare"],
  Jericó: ["antioquia", "boyaca"],
  Guamal: ["magdalena", "meta"],
  "La Vega": ["cauca", "cundinamarca"],
  Ricaurte: ["cundinamarca", "narino"],
  "El Peñol": ["antioquia", "narino"],
  Miraflores: ["boyaca", "guaviare"],
  Balboa: ["cauca", "risaralda"],
  Santuario: ["antioquia", "risaralda"],
  "La Victoria": ["boyaca", "valle-del-cauca"],
  "Pueblo Bello": ["antioquia", "cesar"],
  "Sierra Nevada de Santa Marta": ["cesar", "la-guajira", "magdalena"],
  "La Mojana": ["antioquia", "bolivar", "cordoba", "sucre"],
  "Magdalena Medio": ["antioquia", "bolivar", "boyaca", "cesar", "santander"],
  "Montes de María": ["bolivar", "sucre"],
  "Eje Cafetero": ["caldas", "quindio", "risaralda"],
  "Nudo de Paramillo": ["antioquia", "cordoba"],
  "Nevado del Ruiz": ["caldas", "tolima"],
};

/**
 * Phrases that contain a place name but are not that place: people, institutions, the bank,
 * squares found in every town, foreign homonyms, and the multi-department regions above.
 * They are matched like places (longest first) and then ignored.
 */
export const BLOCKED_PHRASES: readonly string[] = [
  "Simón Bolívar",
  "Plaza de Bolívar",
  "plaza Bolívar",
  "Parque Bolívar",
  "Parque de Bolívar",
  "bolívar soberano",
  "bolívar digital",
  "Casa de Nariño",
  "Palacio de Nariño",
  "Antonio Nariño",
  "Antonio José de Sucre",
  "José de Sucre",
  "Mariscal Sucre",
  "Francisco José de Caldas",
  "José de Caldas",
  "Francisco de Paula Santander",
  "Paula Santander",
  "General Santander",
  "Banco Santander",
  "Grupo Santander",
  "Julio César",
  "Piedad Córdoba",
  "Andrés Bello",
  "Empresas Públicas de Medellín",
  "Atanasio Girardot",
  "Valle del Silicio",
  "Valle de México",
  "Puerto Rico",
  "Costa Rica",
  "Nueva Granada",
  // The feast of the Virgin of Candelaria (2 February), kept in many towns, is no Bogotá locality.
  "Fiestas de la Candelaria",
  "Fiesta de la Candelaria",
  "Virgen de la Candelaria",
  "Señora de la Candelaria",
  "Día de la Candelaria",
  "Universidad Militar Nueva Granada",
  ...Object.keys(AMBIGUOUS_NAMES).filter((name) => name.includes(" ")),
  "Mojana",
  "Sierra Nevada",
  "Paramillo",
];

/**
 * Football clubs named after places (and the best-known foreign ones named after Colombian
 * homonyms). Their names never tag a department; see the header for why.
 */
export const SPORTS_CLUBS: readonly string[] = [
  "Atlético Nacional",
  "Millonarios",
  "Independiente Santa Fe",
  "Santa Fe",
  "Junior",
  "Junior de Barranquilla",
  "Deportivo Cali",
  "América de Cali",
  "Independiente Medellín",
  "DIM",
  "Deportes Tolima",
  "Atlético Huila",
  "Once Caldas",
  "Deportivo Pereira",
  "Atlético Bucaramanga",
  "Real Santander",
  "Cúcuta Deportivo",
  "Deportivo Pasto",
  "Boyacá Chicó",
  "Patriotas Boyacá",
  "Jaguares de Córdoba",
  "Unión Magdalena",
  "Alianza FC",
  "Alianza Valledupar",
  "Valledupar FC",
  "Real Cartagena",
  "Envigado FC",
  "Envigado Fútbol Club",
  "Águilas Doradas",
  "Rionegro Águilas",
  "Deportes Quindío",
  "Fortaleza CEIF",
  "Bogotá FC",
  "Tigres FC",
  "La Equidad",
  "Internacional de Bogotá",
  "Llaneros FC",
  "Orsomarso",
  "Barranquilla FC",
  "Leones FC",
  "Cortuluá",
  "Atlético FC",
  "Boca Juniors de Cali",
  "Real Cundinamarca",
  "Internacional de Palmira",
  "Inter Palmira",
  "Real Madrid",
  "Atlético de Madrid",
  "Atlético Madrid",
  "Valencia CF",
  "Real Sociedad",
  "Córdoba CF",
  "Club Atlético Talleres de Córdoba",
  "Club Bolívar",
  "Independiente del Valle",
];

/**
 * Folded word sequences that, right before a place name, show it is something else: a river,
 * a street, a lottery, a volcano, a foreign state, a neighbourhood named after a city.
 */
export const PRECEDING_VETOES: readonly (readonly string[])[] = [
  ["rio"],
  ["rios"],
  ["estado"],
  ["estado", "de"],
  ["avenida"],
  ["av"],
  ["autopista"],
  ["calle"],
  ["carrera"],
  ["transversal"],
  ["diagonal"],
  ["loteria"],
  ["loteria", "de"],
  ["loteria", "del"],
  ["nevado"],
  ["nevado", "del"],
  ["nevado", "de"],
  ["volcan"],
  ["oceano"],
  ["provincia", "de"],
  ["barrio"],
  ["hotel"],
  ["edificio"],
  ["teatro"],
  ["centro", "comercial"],
];

/** Folded country names that, after a comma or in brackets, place the preceding name abroad. */
export const FOREIGN_QUALIFIERS: readonly string[] = [
  "argentina",
  "espana",
  "bolivia",
  "venezuela",
  "ecuador",
  "peru",
  "chile",
  "mexico",
  "italia",
  "francia",
  "estados unidos",
  "ee uu",
  "eeuu",
  "brasil",
  "panama",
  "costa rica",
  "cuba",
  "honduras",
  "nicaragua",
  "guatemala",
  "el salvador",
  "filipinas",
  "portugal",
  "alemania",
  "reino unido",
  "siria",
  "tunez",
];

/** Masculine articles that, before a city, name its football club ("el Cali", "al Medellín"). */
export const CLUB_ARTICLES: readonly string[] = ["el", "del", "al"];

/*
 * Scope: when a regional paper's article names no place, its home department applies unless the
 * article is national, international or lifestyle material (see app/ingest/classify/departments.ts).
 */

/** Categories whose articles in regional papers are mostly wire or national material. */
export const NO_HOME_CATEGORIES: ReadonlySet<string> = new Set(["internacional", "ciencia", "tecnologia", "entretenimiento", "opinion"]);

/** URL sections (folded) that hold national, international or lifestyle news, not local news. */
export const NON_LOCAL_SECTIONS: ReadonlySet<string> = new Set([
  "colombia",
  "nacional",
  "nacionales",
  "nacion",
  "pais",
  "mundo",
  "internacional",
  "internacionales",
  "america",
  "latinoamerica",
  "estados unidos",
  "europa",
  "venezuela",
  "world",
  "tendencias",
  "vida moderna",
  "estilo de vida",
  "virales",
  "horoscopo",
  "loterias",
  "gente",
  "farandula",
  "entretenimiento",
  "tecnologia",
  "tecnosfera",
  "ciencia",
]);

/** Folded phrases that mark an article as national in scope. */
export const NATIONAL_SCOPE_CUES: readonly string[] = [
  "congreso",
  "senado",
  "camara de representantes",
  "corte constitucional",
  "corte suprema",
  "consejo de estado",
  "gobierno nacional",
  "gobierno petro",
  "presidente de la republica",
  "casa de narino",
  "en el pais",
  "del pais",
  "todo el pais",
  "a nivel nacional",
  "colombianos",
  "dane",
  "banco de la republica",
  "paro nacional",
  "gobierno",
  "ministro",
  "ministra",
  "ministerio",
  "minsalud",
  "mineducacion",
  "mintic",
  "minhacienda",
  "mindefensa",
  "superintendencia",
  "supersalud",
  "registraduria",
  "icetex",
  "invima",
  "instituto nacional de salud",
  "colombia",
  "colombiano",
  "colombiana",
  "del pais",
];

/**
 * The words before a place name that make it a passing mention: where people or goods come from,
 * where someone is taken, what the place is compared with. Folded; an article between the cue
 * and the name is allowed ("desde el Cauca").
 */
export const PASSING_CUES = {
  origin: [
    "desde",
    "procedente de",
    "procedentes de",
    "proveniente de",
    "provenientes de",
    "llegados de",
    "llegadas de",
    "que llegaron de",
    "que vienen de",
    "que viene de",
    "turistas de",
    "visitantes de",
    "viajeros de",
    "pasajeros de",
    "reservas de viajeros de",
  ],
  birthplace: [
    "oriundo de",
    "oriunda de",
    "oriundos de",
    "oriundas de",
    "nacido en",
    "nacida en",
    "nacidos en",
    "natural de",
    "nativo de",
    "nativa de",
    "criado en",
    "criada en",
    "nacio en",
    "nacieron en",
    "crecio en",
  ],
  destination: ["hacia", "rumbo a", "con destino a", "con rumbo a", "via a", "via al", "carretera a", "carretera al"],
  /** Transfers: "trasladado(s) a", "remitidos a", "llevados a", "enviados a". */
  transferStems: ["traslad", "remitid", "remiten", "llevad", "enviad", "viaj"],
  /**
   * Public offices, by the start of their name: after "ex" ("exalcalde", "ex gobernadora",
   * "ex-congresista") a place is a person's former title, not what the news is about.
   */
  officeStems: [
    "alcald",
    "gobernador",
    "congresist",
    "senador",
    "representante",
    "concejal",
    "diputad",
    "ministr",
    "director",
    "secretari",
    "president",
    "personer",
    "contralor",
    "fiscal",
    "procurador",
    "defensor",
    "registrador",
    "rector",
    "gerente",
    "embajador",
    "comandante",
    "magistrad",
  ],
  /**
   * The national ones among them: a congressman's or a minister's place is a constituency or an
   * origin, not the place of the acts a court judges ("excongresista del Huila es condenado").
   */
  nationalOfficeStems: ["congresist", "senador", "representante", "ministr", "president", "embajador", "magistrad"],
  comparison: [
    "como",
    "como en",
    "como el de",
    "como la de",
    "a diferencia de",
    "al igual que",
    "igual que",
    "despues de",
    "seguida de",
    "seguido de",
    "seguidas de",
    "seguidos de",
    "superando a",
    "supera a",
    "supero a",
    // where an earthquake or a storm was felt, not where it struck
    "se sintio en",
    "se sintio tambien en",
    "se sintieron en",
    "sentido en",
  ],
  /** Words that make the next "que" a comparison ("más caro que en Bogotá"). */
  comparatives: ["mas", "menos", "mayor", "menor", "mejor", "peor", "mejores", "peores", "mayores", "menores"],
} as const;

/** Department and town names that are also rivers: after a word about water they are the river. */
export const RIVER_NAMES: readonly string[] = [
  "magdalena",
  "cauca",
  "atrato",
  "putumayo",
  "caqueta",
  "guaviare",
  "meta",
  "arauca",
  "amazonas",
  "vichada",
  "vaupes",
  "guainia",
  "inirida",
  "sinu",
  "patia",
  "baudo",
  "cesar",
];

/** Words about water that, a few words before a river's name, make it the river ("crecida del Magdalena"). */
export const WATER_WORDS: readonly string[] = [
  "rio",
  "crecida",
  "creciente",
  "caudal",
  "cauce",
  "nivel",
  "niveles",
  "orillas",
  "orilla",
  "riberas",
  "ribera",
  "aguas",
  "desbordamiento",
  "desembocadura",
  "afluente",
  "navegacion",
  "cuenca",
  "subienda",
  "ribereno",
  "riberena",
  "riberenos",
  "riberenas",
];

/** Folded words of a match report: in one, a town that names a club is the club ("vence a Bucaramanga"). */
export const SPORT_RESULT_CUES: readonly string[] = [
  "vence",
  "vencio",
  "vencen",
  "empata",
  "empato",
  "empatan",
  "empataron",
  "empate",
  "derrota",
  "derroto",
  "golea",
  "goleo",
  "goleada",
  "cae",
  "cayo",
  "iguala",
  "igualo",
  "igualan",
  "gana",
  "gano",
  "ganarle",
  "pierde",
  "perdio",
  "remonta",
  "remonto",
  "clasico",
  "clasifico",
  "eliminado",
];

/**
 * Words of local news, for a regional paper's article that names no place: a local service, crime,
 * institution, event or place within a town. National news rarely needs them; when it does, its
 * national cues (NATIONAL_SCOPE_CUES) win.
 */
export const LOCAL_NATURE_CUES: readonly string[] = [
  "municipal",
  "municipio",
  "municipios",
  "departamental",
  "distrital",
  // services and works
  "acueducto",
  "alcantarillado",
  "servicio de agua",
  "servicio de energia",
  "servicio de gas",
  "cortes de agua",
  "corte de agua",
  "cortes de energia",
  "suspension del servicio",
  "alumbrado",
  "basuras",
  "recoleccion",
  "carrotanques",
  "valorizacion",
  "obras",
  "pavimentacion",
  "huecos",
  "semaforos",
  "avenida",
  "carrera",
  "calle",
  "vias",
  "carretera",
  "puente",
  "pico y placa",
  "transporte publico",
  "mototaxistas",
  "mototaxista",
  "terminal",
  "plaza de mercado",
  "hospital",
  "hospital universitario",
  "centro de salud",
  "colegios oficiales",
  "secretaria de educacion",
  "secretaria de salud",
  "secretaria de movilidad",
  "empresas publicas",
  "factura",
  "facturas",
  "usuarios",
  "comerciantes",
  "vendedores",
  "parque",
  "parque principal",
  "malecon",
  // crime and public order
  "capturan",
  "capturado",
  "capturados",
  "asesinan",
  "asesinado",
  "asesinada",
  "asesinato",
  "sicarios",
  "homicidio",
  "hurto",
  "hurtos",
  "atraco",
  "atracos",
  "rina",
  "balacera",
  "extorsion",
  "extorsionistas",
  "microtrafico",
  "fleteo",
  "banda",
  "disparos",
  "policia metropolitana",
  "laboratorio",
  "zona rural",
  // institutions
  "gobernacion",
  "gobernador",
  "gobernadora",
  "alcaldia",
  "alcalde",
  "alcaldesa",
  "concejo",
  "concejales",
  "asamblea",
  "ordenanza",
  "personeria",
  "bomberos",
  // places within a town and events
  "barrio",
  "barrios",
  "comuna",
  "vereda",
  "veredas",
  "veredal",
  "corregimiento",
  "rancherias",
  "frontera",
  "centro de la ciudad",
  "del centro",
  "la ciudad",
  "el departamento",
  "departamentales",
  "festival",
  "carnaval",
  "feria",
  "fiestas",
  "desfile",
  "reinado",
  "estadio",
];

/**
 * Folded phrases that mark an article as local even when it has national cues ("municipio",
 * "municipal" and the like are not among them: a national law speaks of municipalities too).
 */
export const LOCAL_SCOPE_CUES: readonly string[] = [
  "alcaldia",
  "alcalde",
  "alcaldesa",
  "gobernacion",
  "gobernador",
  "gobernadora",
  "concejo",
  "concejal",
  "asamblea departamental",
  "diputados",
  "barrio",
  "barrios",
  "comuna",
  "corregimiento",
  "vereda",
  "zona rural",
  "casco urbano",
  "area metropolitana",
  "la ciudad",
];

/** Plural forms of a singular masculine demonym ("antioqueño" → "antioqueños", "antioqueñas"). */
function pluralDemonyms(singular: string): string[] {
  if (singular.endsWith("o")) return [`${singular}s`, `${singular.slice(0, -1)}as`];
  if (singular.endsWith("és")) return [`${singular.slice(0, -2)}eses`, `${singular.slice(0, -2)}esas`];
  if (singular.endsWith("a") || singular.endsWith("e")) return [`${singular}s`];
  if (singular.endsWith("l")) return [`${singular}es`];
  return [`${singular}s`];
}

const DEFAULTS: Omit<GazetteerEntry, "name" | "department" | "kind" | "curated"> = {
  context: "free",
  designators: [],
  atStart: false,
  proper: false,
  person: false,
  abroad: [],
  exactSpelling: false,
  notBefore: [],
  code: null,
  foreign: false,
  qualifiedOnly: false,
};

/** Folded words of a name, joined by single spaces: how names are compared. */
export function nameKey(name: string): string {
  return (fold(name).match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
}

/**
 * Names the news use for a municipality instead of DANE's ("Cali" for Santiago de Cali, "Mompox"
 * for Mompós, "Tumaco" for San Andrés de Tumaco), and towns that are the seat of a municipality of
 * another name (El Bordo is Patía's, La Hormiga Valle del Guamuez's), by DIVIPOLA code.
 */
export const MUNICIPALITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "13001": ["Cartagena", "Cartagena de Indias"],
  "13468": ["Mompox", "Santa Cruz de Mompox"],
  "15407": ["Villa de Leiva"],
  "15332": ["Güicán"],
  "54001": ["San José de Cúcuta"],
  "76001": ["Santiago de Cali"],
  "76111": ["Buga"],
  "52001": ["San Juan de Pasto"],
  "52835": ["Tumaco"],
  "23417": ["Santa Cruz de Lorica"],
  "94001": ["Puerto Inírida"],
  "73268": ["El Espinal"],
  "73443": ["Mariquita"],
  "25843": ["Ubaté"],
  "19548": ["Piendamó"],
  "70820": ["Tolú"],
  "50287": ["Fuente de Oro"],
  "50711": ["Vista Hermosa"],
  "94343": ["Barrancominas"],
  "19532": ["El Bordo"],
  "86865": ["La Hormiga"],
  "88001": ["San Andrés Isla"],
  "05674": ["San Vicente"],
  "05237": ["Don Matías"],
  "20013": ["Codazzi"],
  "44090": ["Dibula"],
  "05607": ["El Retiro"],
  "68307": ["San Juan de Girón"],
};

/**
 * Places of the gazetteer that lie inside one municipality (a neighbourhood, an island, a park, an
 * airport), by folded name: an article about them is about that municipality. Places spanning
 * several municipalities (Urabá, the Tayrona, Hidroituango) have none. Every place of Bogotá is
 * Bogotá's (a district that is both a department and a municipality).
 */
const PLACE_CODES: Readonly<Record<string, string>> = {
  "el poblado": "05001",
  "aeropuerto jose maria cordova": "05615",
  "penol de guatape": "05321",
  "bocas de ceniza": "08001",
  "islas del rosario": "13001",
  baru: "13001",
  bocagrande: "13001",
  getsemani: "13001",
  taganga: "47001",
  "el rodadero": "47001",
  minca: "47001",
  "ciudad perdida": "47001",
  "la gabarra": "54810",
  aguablanca: "76001",
  "distrito de aguablanca": "76001",
  "valle del lili": "76001",
  "valle de lili": "76001",
  capurgana: "27006",
  sapzurro: "27006",
  rumichaca: "52356",
  "santuario de las lajas": "52356",
  "laguna de la cocha": "52001",
  "johnny cay": "88001",
  "cabo de la vela": "44847",
  "punta gallinas": "44847",
  "parque arqueologico de san agustin": "41668",
  "cano cristales": "50350",
  "cerros de mavecure": "94001",
  mavecure: "94001",
  "valle de cocora": "63690",
  "parque del cafe": "63470",
  "isla gorgona": "19318",
  gorgona: "19318",
  "isla de providencia": "88564",
};

/** DANE's municipalities by folded name and alias (several share a name). */
const MUNICIPALITY_BY_KEY: ReadonlyMap<string, { code: string; department: string }[]> = (() => {
  const byKey = new Map<string, { code: string; department: string }[]>();
  for (const municipality of MUNICIPALITIES) {
    const add = (name: string) => {
      const key = nameKey(name);
      const list = byKey.get(key) ?? [];
      if (!list.some((m) => m.code === municipality.code)) list.push({ code: municipality.code, department: municipality.department });
      byKey.set(key, list);
    };
    add(municipality.name);
    for (const alias of MUNICIPALITY_ALIASES[municipality.code] ?? []) add(alias);
  }
  return byKey;
})();

/** The municipality a hand-written entry pins, from its kind, department and name. */
function codeOf(department: string, kind: PlaceKind, name: string, explicit: string | null | undefined): string | null {
  if (explicit !== undefined) return explicit;
  if (department === "bogota" && kind !== "demonym") return "11001";
  const key = nameKey(name);
  if (kind === "place") return PLACE_CODES[key] ?? null;
  if (kind !== "capital" && kind !== "municipality") return null;
  return MUNICIPALITY_BY_KEY.get(key)?.find((m) => m.department === department)?.code ?? null;
}

function toEntries(department: string, kind: PlaceKind, specs: readonly Spec[]): GazetteerEntry[] {
  return specs.map((spec) => {
    const [name, options] = typeof spec === "string" ? [spec, {} as EntryOptions] : spec;
    return {
      ...DEFAULTS,
      ...options,
      name,
      department,
      kind,
      code: codeOf(department, kind, name, options.code),
      curated: true,
      foreign: options.foreign ?? (options.abroad ?? []).length > 0,
    };
  });
}

/** The hand-written entries, one per name. */
const CURATED: readonly GazetteerEntry[] = Object.entries(PLACES).flatMap(([department, places]) => [
  ...toEntries(department, "department", places.names),
  ...toEntries(department, "capital", places.capital),
  ...toEntries(department, "municipality", places.municipalities),
  ...toEntries(department, "place", places.places),
  ...toEntries(department, "demonym", places.demonyms.flatMap(pluralDemonyms)),
]);

/** Designators that make a municipality of an ordinary word or a surname: "municipio de", "alcalde de", "en"… */
export const MUNICIPAL_DESIGNATORS: readonly string[] = [
  "municipio de",
  "municipio del",
  "alcalde de",
  "alcaldesa de",
  "alcaldia de",
  "concejo de",
  "personero de",
  "personeria de",
  "casco urbano de",
  "cabecera municipal de",
  "zona rural de",
  "habitantes de",
  "pobladores de",
  "en",
];

const flagged = (names: readonly string[]) => new Set(names.map(nameKey));
const COMMON = flagged(COMMON_WORDS);
const PERSONS = flagged(PERSON_NAMES);
const FOREIGN = flagged(FOREIGN_PLACES);
const STRICT = flagged(QUALIFIED_ONLY);
/** Ambiguous names the hand-written list leaves out on purpose also become candidates, never free. */
const SHARED_BY_LIST = flagged(Object.keys(AMBIGUOUS_NAMES));

/**
 * Entries for DANE's names the hand-written list does not give (every municipality is a place):
 * a name shared by several municipalities or with a department waits for its department's
 * support; a common word or a surname needs a designator ("municipio de", "en") or that support;
 * a place abroad needs its department's support; any other name counts when capitalised.
 */
function divipolaEntries(curated: readonly GazetteerEntry[]): GazetteerEntry[] {
  const curatedKeys = new Map<string, GazetteerEntry[]>();
  for (const entry of curated) curatedKeys.set(nameKey(entry.name), [...(curatedKeys.get(nameKey(entry.name)) ?? []), entry]);
  const entries: GazetteerEntry[] = [];
  for (const municipality of MUNICIPALITIES) {
    for (const name of [municipality.name, ...(MUNICIPALITY_ALIASES[municipality.code] ?? [])]) {
      const key = nameKey(name);
      const same = curatedKeys.get(key) ?? [];
      // The hand-written entry already says it (with its own caution).
      if (same.some((entry) => entry.code === municipality.code)) continue;
      if (entries.some((entry) => entry.code === municipality.code && nameKey(entry.name) === key)) continue;
      const shared = same.length > 0 || (MUNICIPALITY_BY_KEY.get(key)?.length ?? 0) > 1 || SHARED_BY_LIST.has(key);
      const foreign = FOREIGN.has(key);
      const base = {
        ...DEFAULTS,
        name,
        department: municipality.department,
        kind: "municipality" as const,
        code: municipality.code,
        curated: false,
        foreign,
      };
      if (STRICT.has(key)) {
        const designators = MUNICIPAL_DESIGNATORS.filter((designator) => designator !== "en");
        entries.push({ ...base, context: "designator", designators, proper: true, person: true, qualifiedOnly: true });
      } else if (shared || foreign) entries.push({ ...base, context: "support", proper: true, person: true });
      else if (COMMON.has(key) || PERSONS.has(key)) {
        entries.push({ ...base, context: "designator", designators: MUNICIPAL_DESIGNATORS, proper: true, person: true });
      } else entries.push({ ...base, proper: true, person: true });
    }
  }
  return entries;
}

/**
 * Every place name of the gazetteer: the hand-written entries first (one per name), then DANE's
 * municipalities they do not cover. A name may have several entries (one per candidate place).
 */
export const GAZETTEER: readonly GazetteerEntry[] = [...CURATED, ...divipolaEntries(CURATED)];
