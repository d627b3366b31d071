/*
 * The invented newspapers of the simulated newsroom and how each of their feeds behaves.
 * Names are fictional on purpose: none of them is (or imitates) a real Colombian newspaper.
 */

/** The syndication format a feed is written in. */
export type FeedFormat = "rss2" | "atom" | "rdf" | "json";

/** What a feed's URL does when asked: a healthy feed, or one of the misbehaviours a fetcher must survive. */
export type FeedBehaviour =
  | "healthy"
  | "latin1"
  | "500"
  | "429"
  | "404"
  | "hang"
  | "slow"
  | "redirect-301"
  | "redirect-302"
  | "redirect-loop"
  | "malformed"
  | "truncated"
  | "gzip-bomb"
  | "not-modified"
  | "html";

/** How item dates are written: RFC 822 in Colombian time, in GMT, with Spanish names, or an odd local format. */
export type DateStyle = "rfc822" | "rfc822-gmt" | "rfc822-no-weekday" | "spanish" | "iso-local";

/** How item guids are written. */
export type GuidStyle = "permalink" | "urn" | "wordpress";

/** One feed of an invented newspaper. */
export interface DemoFeedSpec {
  /** The path on the newsroom server, starting with "/". */
  path: string;
  /** The section (category slug) the feed covers, or null for a general feed. */
  category: string | null;
  format: FeedFormat;
  behaviour: FeedBehaviour;
  /** Whether the feed appears in the sources list (redirect targets do not). */
  listed: boolean;
  /** The path a redirecting feed finally leads to (or the next hop of a loop). */
  redirectTo?: string;
  dateStyle?: DateStyle;
  /** The <ttl> (minutes) an RSS feed declares. */
  ttl?: number;
  /** The Cache-Control max-age the feed is served with. */
  maxAge?: number;
  /** Write links relative to an xml:base (Atom only). */
  xmlBase?: boolean;
  /** Put a UTF-8 byte order mark before the XML declaration. */
  bom?: boolean;
  /** Write descriptions as entity-escaped HTML instead of CDATA. */
  escapedHtml?: boolean;
  /** Overrides the Content-Type header of a healthy feed. */
  contentType?: string;
}

/** An invented newspaper: identity, editorial profile and feeds. */
export interface DemoNewspaper {
  slug: string;
  name: string;
  /** One Spanish sentence describing the newspaper. */
  tagline: string;
  homeDepartment: string | null;
  /** Core newspapers take turns guaranteeing a new item every minute; the rest exist only to misbehave. */
  core: boolean;
  /** The whole newspaper exists only when the newsroom misbehaves. */
  misbehavingOnly: boolean;
  /** Chance, each minute, of an extra item besides the shared per-minute rota. */
  extraRate: number;
  guidStyle: GuidStyle;
  /** Path segment per category in article URLs; a missing category falls back to its slug, and null means no section segment. */
  sections: Partial<Record<string, string>> | null;
  /** Section label written in <category> per category slug, when it differs from the category's name. */
  labels?: Partial<Record<string, string>>;
  /** Relative weights of categories in the newspaper's own stories. */
  weights: Partial<Record<string, number>>;
  /** Share of items carrying an image. */
  imageShare: number;
  /** Whether items carry full content (content:encoded, atom:content, content_html). */
  fullContent: boolean;
  feeds: DemoFeedSpec[];
}

const NATIONAL_WEIGHTS: Partial<Record<string, number>> = {
  politica: 5,
  economia: 4,
  judicial: 4,
  seguridad: 4,
  deportes: 4,
  cultura: 2,
  entretenimiento: 2,
  tecnologia: 1,
  ciencia: 1,
  salud: 3,
  educacion: 2,
  "medio-ambiente": 2,
  internacional: 3,
  opinion: 2,
  general: 3,
};

const REGIONAL_WEIGHTS: Partial<Record<string, number>> = {
  politica: 3,
  economia: 2,
  judicial: 3,
  seguridad: 5,
  deportes: 3,
  cultura: 2,
  entretenimiento: 1,
  tecnologia: 1,
  ciencia: 1,
  salud: 3,
  educacion: 2,
  "medio-ambiente": 2,
  internacional: 1,
  opinion: 1,
  general: 5,
};

function healthy(path: string, category: string | null, format: FeedFormat, extra: Partial<DemoFeedSpec> = {}): DemoFeedSpec {
  return { path, category, format, behaviour: "healthy", listed: true, ...extra };
}

function broken(path: string, behaviour: FeedBehaviour, extra: Partial<DemoFeedSpec> = {}): DemoFeedSpec {
  return { path, category: null, format: "rss2", behaviour, listed: true, ...extra };
}

/** Every newspaper of the simulated newsroom, core newspapers first. */
export const DEMO_NEWSPAPERS: readonly DemoNewspaper[] = [
  // National newspapers.
  {
    slug: "la-gaceta-republicana",
    name: "La Gaceta Republicana",
    tagline: "Diario nacional de información general fundado en Bogotá.",
    homeDepartment: null,
    core: true,
    misbehavingOnly: false,
    extraRate: 0.1,
    guidStyle: "permalink",
    sections: { general: "colombia", judicial: "justicia", internacional: "mundo", "medio-ambiente": "ambiente" },
    weights: NATIONAL_WEIGHTS,
    imageShare: 0.8,
    fullContent: true,
    feeds: [
      healthy("/la-gaceta-republicana/rss/portada.xml", null, "rss2", { ttl: 15, maxAge: 60 }),
      healthy("/la-gaceta-republicana/rss/politica.xml", "politica", "rss2", { ttl: 15 }),
      healthy("/la-gaceta-republicana/rss/economia.xml", "economia", "rss2", { ttl: 15 }),
      healthy("/la-gaceta-republicana/rss/justicia.xml", "judicial", "rss2", { ttl: 15 }),
      healthy("/la-gaceta-republicana/rss/deportes.xml", "deportes", "rss2", { ttl: 15, maxAge: 60 }),
      healthy("/la-gaceta-republicana/rss/mundo.xml", "internacional", "rss2", { ttl: 30 }),
      healthy("/la-gaceta-republicana/rss/opinion.xml", "opinion", "rss2", { ttl: 60 }),
    ],
  },
  {
    slug: "el-mirador-nacional",
    name: "El Mirador Nacional",
    tagline: "Periodismo nacional con énfasis en política y regiones.",
    homeDepartment: null,
    core: true,
    misbehavingOnly: false,
    extraRate: 0.08,
    guidStyle: "urn",
    sections: { general: "nacion", internacional: "internacional", seguridad: "conflicto" },
    weights: NATIONAL_WEIGHTS,
    imageShare: 0.6,
    fullContent: true,
    feeds: [healthy("/el-mirador-nacional/feed.atom", null, "atom", { maxAge: 60 })],
  },
  {
    slug: "noticias-condor",
    name: "Noticias Cóndor",
    tagline: "Agencia de noticias con corresponsales en todo el país.",
    homeDepartment: null,
    core: true,
    misbehavingOnly: false,
    extraRate: 0.12,
    guidStyle: "urn",
    sections: null,
    weights: NATIONAL_WEIGHTS,
    imageShare: 0.3,
    fullContent: false,
    feeds: [
      healthy("/noticias-condor/rss", null, "rss2", { dateStyle: "rfc822-gmt", contentType: "text/xml; charset=utf-8" }),
      broken("/noticias-condor/especiales.xml", "gzip-bomb"),
    ],
  },
  {
    slug: "capital-y-mercados",
    name: "Capital y Mercados",
    tagline: "Economía, negocios y finanzas personales.",
    homeDepartment: null,
    core: true,
    misbehavingOnly: false,
    extraRate: 0.05,
    guidStyle: "permalink",
    sections: { economia: "economia", tecnologia: "innovacion" },
    weights: { economia: 5, tecnologia: 2 },
    imageShare: 0.7,
    fullContent: true,
    feeds: [
      healthy("/capital-y-mercados/feed.json", "economia", "json"),
      healthy("/capital-y-mercados/innovacion/feed.json", "tecnologia", "json"),
    ],
  },
  {
    slug: "la-tribuna-del-gol",
    name: "La Tribuna del Gol",
    tagline: "Todo el deporte colombiano, minuto a minuto.",
    homeDepartment: null,
    core: true,
    misbehavingOnly: false,
    extraRate: 0.05,
    guidStyle: "wordpress",
    sections: { deportes: "futbol" },
    weights: { deportes: 1 },
    imageShare: 0.9,
    fullContent: true,
    feeds: [healthy("/la-tribuna-del-gol/feed/", "deportes", "rss2", { ttl: 10 })],
  },
  {
    slug: "revista-orbita",
    name: "Revista Órbita",
    tagline: "Ciencia, tecnología y ambiente contados para todos.",
    homeDepartment: null,
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "permalink",
    sections: { "medio-ambiente": "ambiente" },
    weights: { ciencia: 3, tecnologia: 2, "medio-ambiente": 3, salud: 2 },
    imageShare: 0.7,
    fullContent: true,
    feeds: [
      healthy("/revista-orbita/ciencia.rdf", "ciencia", "rdf"),
      healthy("/revista-orbita/tecnologia.rdf", "tecnologia", "rdf"),
      healthy("/revista-orbita/ambiente.rdf", "medio-ambiente", "rdf"),
      healthy("/revista-orbita/salud.rdf", "salud", "rdf"),
    ],
  },
  {
    slug: "semanario-contraluz",
    name: "Semanario Contraluz",
    tagline: "Cultura, educación y opinión con mirada crítica.",
    homeDepartment: null,
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "urn",
    sections: { entretenimiento: "farandula", opinion: "columnas" },
    weights: { cultura: 3, entretenimiento: 2, opinion: 3, educacion: 2 },
    imageShare: 0.5,
    fullContent: true,
    feeds: [
      healthy("/semanario-contraluz/cultura/atom.xml", "cultura", "atom", { xmlBase: true }),
      healthy("/semanario-contraluz/farandula/atom.xml", "entretenimiento", "atom", { xmlBase: true }),
      healthy("/semanario-contraluz/columnas/atom.xml", "opinion", "atom", { xmlBase: true }),
      healthy("/semanario-contraluz/educacion/atom.xml", "educacion", "atom", { xmlBase: true }),
    ],
  },
  // Regional newspapers.
  {
    slug: "el-vigia-del-caribe",
    name: "El Vigía del Caribe",
    tagline: "El diario de Barranquilla y la región Caribe.",
    homeDepartment: "atlantico",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.04,
    guidStyle: "wordpress",
    sections: { general: "barranquilla", seguridad: "judiciales", judicial: "judiciales", deportes: "deportes" },
    labels: { seguridad: "Judiciales", judicial: "Judiciales", general: "Barranquilla" },
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.7,
    fullContent: true,
    feeds: [
      healthy("/el-vigia-del-caribe/feed/portada.xml", null, "rss2", { maxAge: 60 }),
      healthy("/el-vigia-del-caribe/feed/deportes.xml", "deportes", "rss2", { maxAge: 60 }),
      healthy("/el-vigia-del-caribe/feed/judiciales.xml", "seguridad", "rss2"),
    ],
  },
  {
    slug: "eco-de-la-montana",
    name: "Eco de la Montaña",
    tagline: "Noticias de Medellín, el Valle de Aburrá y las subregiones de Antioquia.",
    homeDepartment: "antioquia",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.04,
    guidStyle: "permalink",
    sections: { general: "antioquia", seguridad: "seguridad" },
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.6,
    fullContent: true,
    feeds: [healthy("/eco-de-la-montana/rss.xml", null, "rss2", { ttl: 30, dateStyle: "spanish" })],
  },
  {
    slug: "el-correo-del-valle",
    name: "El Correo del Valle",
    tagline: "Cali, el Valle del Cauca y el Pacífico en un solo lugar.",
    homeDepartment: "valle-del-cauca",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.04,
    guidStyle: "urn",
    sections: { general: "cali", deportes: "deportes" },
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.6,
    fullContent: true,
    feeds: [
      healthy("/el-correo-del-valle/atom/ultimas.xml", null, "atom"),
      healthy("/el-correo-del-valle/atom/deportes.xml", "deportes", "atom"),
    ],
  },
  {
    slug: "el-centinela-llanero",
    name: "El Centinela Llanero",
    tagline: "La voz de Villavicencio y los Llanos Orientales.",
    homeDepartment: "meta",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "wordpress",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [healthy("/el-centinela-llanero/feed", null, "rss2", { dateStyle: "iso-local", bom: true })],
  },
  {
    slug: "voces-de-santander",
    name: "Voces de Santander",
    tagline: "Bucaramanga, su área metropolitana y las provincias santandereanas desde hace veinte años.",
    homeDepartment: "santander",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "urn",
    sections: { general: "region" },
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.4,
    fullContent: false,
    feeds: [
      {
        ...healthy("/voces-de-santander/rss/ultimas-noticias.xml", null, "rss2", { dateStyle: "spanish", ttl: 20 }),
        behaviour: "latin1",
      },
    ],
  },
  {
    slug: "el-farol-de-cartagena",
    name: "El Farol de Cartagena",
    tagline: "Noticias de Cartagena y de Bolívar desde 1998.",
    homeDepartment: "bolivar",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "permalink",
    sections: { general: "cartagena", cultura: "cultura" },
    weights: { ...REGIONAL_WEIGHTS, cultura: 4 },
    imageShare: 0.6,
    fullContent: true,
    feeds: [
      healthy("/el-farol-de-cartagena/rss/cartagena.xml", null, "rss2", { escapedHtml: true }),
      healthy("/el-farol-de-cartagena/rss/cultura.xml", "cultura", "rss2", { escapedHtml: true }),
    ],
  },
  {
    slug: "diario-frontera-norte",
    name: "Diario Frontera Norte",
    tagline: "Cúcuta, Norte de Santander y la frontera con Venezuela.",
    homeDepartment: "norte-de-santander",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "permalink",
    sections: { general: "cucuta", internacional: "frontera" },
    weights: { ...REGIONAL_WEIGHTS, internacional: 4 },
    imageShare: 0.5,
    fullContent: true,
    feeds: [healthy("/diario-frontera-norte/index.rdf", null, "rdf")],
  },
  {
    slug: "el-eco-cafetero",
    name: "El Eco Cafetero",
    tagline: "Manizales, Caldas y el Eje Cafetero.",
    homeDepartment: "caldas",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "urn",
    sections: { general: "manizales" },
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.6,
    fullContent: true,
    feeds: [healthy("/el-eco-cafetero/feed.json", null, "json", { maxAge: 60 })],
  },
  {
    slug: "la-brujula-del-huila",
    name: "La Brújula del Huila",
    tagline: "Neiva, el Huila y el sur del país.",
    homeDepartment: "huila",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "wordpress",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: true,
    feeds: [healthy("/la-brujula-del-huila/feed/", null, "rss2", { ttl: 60, dateStyle: "rfc822-no-weekday" })],
  },
  {
    slug: "pacifico-vivo",
    name: "Pacífico Vivo",
    tagline: "Quibdó, el Chocó y la costa pacífica colombiana.",
    homeDepartment: "choco",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "permalink",
    sections: { general: "choco", "medio-ambiente": "ambiente" },
    weights: { ...REGIONAL_WEIGHTS, "medio-ambiente": 5 },
    imageShare: 0.8,
    fullContent: false,
    feeds: [healthy("/pacifico-vivo/rss/general.xml", null, "rss2"), healthy("/pacifico-vivo/rss/ambiente.xml", "medio-ambiente", "rss2")],
  },
  {
    slug: "el-mensajero-de-narino",
    name: "El Mensajero de Nariño",
    tagline: "Pasto, Nariño y la frontera sur.",
    homeDepartment: "narino",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "urn",
    sections: { general: "pasto" },
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: true,
    feeds: [healthy("/el-mensajero-de-narino/atom.xml", null, "atom")],
  },
  {
    slug: "sierra-y-mar",
    name: "Sierra y Mar",
    tagline: "Santa Marta, el Magdalena y la Sierra Nevada.",
    homeDepartment: "magdalena",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.03,
    guidStyle: "wordpress",
    sections: { general: "santa-marta" },
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.6,
    fullContent: true,
    feeds: [
      healthy("/sierra-y-mar/rss/noticias.xml", null, "rss2", { maxAge: 60 }),
      broken("/sierra-y-mar/rss/turismo.xml", "redirect-loop", { redirectTo: "/sierra-y-mar/rss/turismo-nuevo.xml" }),
    ],
  },
  {
    slug: "bogota-al-minuto",
    name: "Bogotá al Minuto",
    tagline: "Lo que pasa en las localidades de Bogotá, al minuto.",
    homeDepartment: "bogota",
    core: true,
    misbehavingOnly: false,
    extraRate: 0.05,
    guidStyle: "permalink",
    sections: { general: "bogota", seguridad: "seguridad", salud: "salud", politica: "concejo" },
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.7,
    fullContent: true,
    feeds: [
      healthy("/bogota-al-minuto/feed/portada.xml", null, "rss2", { ttl: 5 }),
      healthy("/bogota-al-minuto/feed/seguridad.xml", "seguridad", "rss2", { ttl: 5 }),
      healthy("/bogota-al-minuto/feed/salud.xml", "salud", "rss2", { ttl: 5 }),
      broken("/bogota-al-minuto/rss", "html"),
    ],
  },
  // Newspapers that exist only to misbehave.
  {
    slug: "el-atalaya-de-boyaca",
    name: "El Atalaya de Boyacá",
    tagline: "Tunja y las provincias de Boyacá.",
    homeDepartment: "boyaca",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "permalink",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [broken("/el-atalaya-de-boyaca/rss.xml", "500")],
  },
  {
    slug: "tolima-en-linea",
    name: "Tolima en Línea",
    tagline: "Ibagué y los municipios del Tolima.",
    homeDepartment: "tolima",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "permalink",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [broken("/tolima-en-linea/feed/", "429")],
  },
  {
    slug: "el-acordeon-informativo",
    name: "El Acordeón Informativo",
    tagline: "Valledupar y el norte del Cesar.",
    homeDepartment: "cesar",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "permalink",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [broken("/el-acordeon-informativo/rss.xml", "hang")],
  },
  {
    slug: "selva-adentro",
    name: "Selva Adentro",
    tagline: "Leticia, el Amazonas y la triple frontera.",
    homeDepartment: "amazonas",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "urn",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [broken("/selva-adentro/rss.xml", "slow")],
  },
  {
    slug: "brisa-islena",
    name: "Brisa Isleña",
    tagline: "Noticias de San Andrés, Providencia y Santa Catalina.",
    homeDepartment: "san-andres-y-providencia",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "permalink",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [
      broken("/brisa-islena/rss.xml", "redirect-301", { redirectTo: "/brisa-islena/noticias/rss.xml" }),
      { ...healthy("/brisa-islena/noticias/rss.xml", null, "rss2"), listed: false },
    ],
  },
  {
    slug: "el-sabanero-de-cordoba",
    name: "El Sabanero de Córdoba",
    tagline: "Montería, el Sinú y las sabanas de Córdoba.",
    homeDepartment: "cordoba",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "wordpress",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [
      broken("/el-sabanero-de-cordoba/feed", "redirect-302", { redirectTo: "/el-sabanero-de-cordoba/feed/rss2.xml" }),
      { ...healthy("/el-sabanero-de-cordoba/feed/rss2.xml", null, "rss2"), listed: false },
    ],
  },
  {
    slug: "noticias-del-caguan",
    name: "Noticias del Caguán",
    tagline: "Florencia, San Vicente del Caguán y el piedemonte amazónico.",
    homeDepartment: "caqueta",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "permalink",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [broken("/noticias-del-caguan/rss.xml", "malformed")],
  },
  {
    slug: "la-trocha-digital",
    name: "La Trocha Digital",
    tagline: "Mocoa, Puerto Asís y el Putumayo.",
    homeDepartment: "putumayo",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "urn",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [broken("/la-trocha-digital/feed.xml", "truncated")],
  },
  {
    slug: "sol-de-casanare",
    name: "Sol de Casanare",
    tagline: "Yopal y los municipios petroleros y ganaderos de Casanare.",
    homeDepartment: "casanare",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "wordpress",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [broken("/sol-de-casanare/feed/", "not-modified")],
  },
  {
    slug: "arena-y-viento",
    name: "Arena y Viento",
    tagline: "Riohacha, Maicao y la Alta Guajira.",
    homeDepartment: "la-guajira",
    core: false,
    misbehavingOnly: true,
    extraRate: 0.05,
    guidStyle: "permalink",
    sections: null,
    weights: REGIONAL_WEIGHTS,
    imageShare: 0.5,
    fullContent: false,
    feeds: [broken("/arena-y-viento/rss.xml", "404")],
  },
];

/** Whether a behaviour answers with a usable feed (possibly after redirects or a delay). */
export function servesFeed(behaviour: FeedBehaviour): boolean {
  return behaviour === "healthy" || behaviour === "latin1" || behaviour === "slow" || behaviour === "not-modified";
}

/** Whether a feed is part of the well-behaved newsroom (present even when misbehaving is off). */
export function isWellBehaved(feed: DemoFeedSpec): boolean {
  return feed.behaviour === "healthy" || feed.behaviour === "latin1";
}
