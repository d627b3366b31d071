/*
 * Words Colombian newsrooms use interchangeably for the same fact, as Snowball stems of the
 * lower-cased word (accents kept, then folded). One paper writes "temblor" where another writes
 * "sismo", "detienen" where another writes "capturan": without this table two reports of one event
 * can share almost no words. Only near-exact synonyms belong here; a word with a second common
 * meaning ("cae" for a price and for an arrest, "mata" for a plant) stays out.
 */

/** Canonical stem → the stems that mean the same in a news headline. */
const GROUPS: Readonly<Record<string, readonly string[]>> = {
  sism: ["temblor", "terremot"],
  muert: ["muer", "mur", "muri", "fallec", "falleci", "deceso"],
  captur: ["deten", "detien", "detuv", "arrest", "aprehend"],
  her: ["lesion"],
  derrumb: ["desliz", "alud", "avalanch"],
  // In Colombia "invierno" is the rainy season: "emergencia invernal", "ola invernal", "lluvias".
  lluvi: ["aguacer", "lluvios", "lluev", "llov", "precipit", "inviern", "invernal"],
  accident: ["choqu", "siniestr", "volc"],
  secuestr: ["plagi"],
  gan: ["venc", "venci", "derrot", "triunf", "gole", "victori"],
  empat: ["empatad"],
  cierr: ["cerr", "clausur"],
  sub: ["alza", "aument", "increment", "encarec"],
  ataqu: ["atent", "atac"],
  combat: ["enfrent"],
  asesin: ["asesinat", "homicidi"],
  eleccion: ["comici"],
  militar: ["sold"],
  renunci: ["dimit", "dimision"],
  explos: ["bomb", "artefact"],
  incendi: ["conflagr"],
  desemple: ["desocup"],
  energ: ["luz", "electr"],
};

const CANONICAL: ReadonlyMap<string, string> = new Map(
  Object.entries(GROUPS).flatMap(([canonical, stems]) => [[canonical, canonical] as const, ...stems.map((s) => [s, canonical] as const)]),
);

/** The canonical stem of a stem: itself unless it is a listed synonym. */
export function canonicalStem(stemmed: string): string {
  return CANONICAL.get(stemmed) ?? stemmed;
}
