/*
 * Story templates for the simulated newsroom: headline, summary sentences and body paragraphs in
 * Spanish, filled from the vocabularies. Templates are TypeScript functions, so a slot that does not
 * exist is a compile error and no placeholder can leak into a headline.
 */
import { DEPARTMENTS } from "../../app/data/departments.js";
import { hashInts, hashString, Rng } from "./random.js";
import {
  ANIMALS,
  APP_SERVICES,
  BILLS,
  CLUBS,
  type Club,
  COMPANY_KINDS,
  COUNTRIES,
  CRIMES,
  CULTURE_TOPICS,
  DISEASES,
  EXPORTS,
  FESTIVALS,
  FIRST_NAMES,
  GENRES,
  INSTITUTIONS,
  MONTHS,
  type Place,
  PLACES,
  PRODUCTS,
  RIVERS,
  ROADS,
  SCAMS,
  SUBJECTS,
  SURNAMES,
  TAXA,
  UNIVERSITIES,
  VOLCANOES,
  WEEKDAYS,
  WORK_TITLES,
  WORKS,
} from "./vocabulary.js";

/** An invented person with the grammatical gender used for agreement. */
export interface Person {
  name: string;
  female: boolean;
}

/** What a template writes: a headline, one to three summary sentences and optional extra paragraphs. */
export interface Story {
  title: string;
  summary: string[];
  body?: string[];
  /** A quoted sentence with its attribution, for the full content. */
  quote?: string;
  /** Overrides the byline (opinion columns are signed by their columnist). */
  author?: string;
  /**
   * What makes two newspapers' own stories one event to a reader ("debate|Senado|…|tercer|2841"):
   * one chamber votes a bill at one stage once, a ministry has one minister. Such a thing's facts
   * come from Ctx.facts, so every story about it tells the same figures and names; the ground truth
   * counts stories with one identity within the grouping window as one event (ground-truth.ts).
   */
  identity?: string;
}

/** The period within which the facts of one thing stay the same (Ctx.facts): a week. */
const FACTS_PERIOD_MS = 7 * 24 * 3_600_000;

/** A story template for one category. */
export type Template = (c: Ctx) => Story;

const DEPARTMENT_NAMES = new Map(DEPARTMENTS.map((d) => [d.slug, d.name]));
const DEPARTMENT_CAPITALS = new Map(DEPARTMENTS.map((d) => [d.slug, d.capital]));
/** Departments Colombian Spanish names with the article: "el Meta", "del Huila". */
const DEPARTMENTS_WITH_ARTICLE = new Set([
  "amazonas",
  "atlantico",
  "caqueta",
  "casanare",
  "cauca",
  "cesar",
  "choco",
  "guainia",
  "guaviare",
  "huila",
  "magdalena",
  "meta",
  "putumayo",
  "quindio",
  "tolima",
  "valle-del-cauca",
  "vaupes",
  "vichada",
]);
const PLACES_BY_NAME = new Map(PLACES.map((p) => [p.name, p]));
const CAPITAL_PLACES: readonly Place[] = PLACES.filter(
  (p) => DEPARTMENT_CAPITALS.get(p.dept) === p.name || (p.name === "Cartagena" && p.dept === "bolivar"),
);

/** Formats an integer the Colombian way (dots between thousands). */
export function fmtInt(value: number): string {
  const digits = String(Math.abs(Math.round(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return value < 0 ? `-${grouped}` : grouped;
}

/** Formats a decimal number with a comma and the given number of decimals. */
export function fmtDec(value: number, decimals: number): string {
  const [whole = "0", fraction] = value.toFixed(decimals).split(".");
  return fraction ? `${fmtInt(Number(whole))},${fraction}` : fmtInt(Number(whole));
}

/** Upper-cases the first letter of a text. */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Applies the mandatory contractions "de el" → "del" and "a el" → "al" (not before a proper name's "El"). */
export function contract(text: string): string {
  return text.replace(/\b([Dd]e|[Aa]) el\b/g, (_, word: string) => (word.toLowerCase() === "de" ? `${word[0]}el` : `${word}l`));
}

/** A story with the contractions applied to every sentence. */
export function polish(story: Story): Story {
  return {
    ...story,
    title: contract(story.title),
    summary: story.summary.map(contract),
    body: story.body?.map(contract),
    quote: story.quote === undefined ? undefined : contract(story.quote),
  };
}

/** Drops a leading Spanish article ("la Fiscalía" → "Fiscalía"). */
function bare(name: string): string {
  return name.replace(/^(el|la|los|las) /, "");
}

/** The writing context of one story: its random stream, its home region and what it mentioned. */
export class Ctx {
  /** Department slugs of every place the story mentioned. */
  readonly departments = new Set<string>();
  /** Tags (places, institutions, clubs) the story mentioned. */
  readonly tags = new Set<string>();

  constructor(
    readonly r: Rng,
    /** The department a regional newspaper favours, or null for a national one. */
    readonly home: string | null,
    /** The story's publication time (epoch ms). */
    readonly when: number,
  ) {}

  /**
   * The facts of one thing in one period, the same in every story that tells it (a vote's count, a
   * minister's name): drawn from the thing's key and the period, not from the story's own stream,
   * and without a home region. Returns the facts and the period's key part for Story.identity.
   */
  facts<T>(key: string, draw: (c: Ctx) => T, periodMs = FACTS_PERIOD_MS): { facts: T; period: number } {
    const period = Math.floor(this.when / periodMs);
    const ctx = new Ctx(new Rng(hashInts(hashString(key), period)), null, this.when);
    const facts = draw(ctx);
    for (const dept of ctx.departments) this.departments.add(dept);
    for (const tag of ctx.tags) this.tags.add(tag);
    return { facts, period };
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return this.r.pick(items);
  }

  /** An integer between min and max, both included. */
  int(min: number, max: number): number {
    return this.r.int(min, max);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.r.chance(p);
  }

  /** A decimal between min and max written with a comma ("4,7"). */
  dec(min: number, max: number, decimals = 1): string {
    return fmtDec(min + this.r.next() * (max - min), decimals);
  }

  /** A place, usually in the home department of a regional newspaper, otherwise weighted by size. */
  place(): Place {
    if (this.home && this.r.chance(0.85)) return this.placeIn(this.home);
    return this.r.weighted(PLACES, (p) => p.weight);
  }

  /** A place in the given department (its capital more often than the rest). */
  placeIn(dept: string): Place {
    const local = PLACES.filter((p) => p.dept === dept);
    if (local.length === 0) return this.r.weighted(PLACES, (p) => p.weight);
    return this.r.weighted(local, (p) => p.weight);
  }

  /** A department capital (the cities the Dane reports on), home-biased. */
  capital(): Place {
    if (this.home && this.r.chance(0.85)) {
      const own = CAPITAL_PLACES.find((p) => p.dept === this.home);
      if (own) return own;
    }
    return this.r.weighted(CAPITAL_PLACES, (p) => p.weight);
  }

  /** The capital of a department (Bogotá for Bogotá D.C.). */
  capitalOf(dept: string): Place {
    return CAPITAL_PLACES.find((p) => p.dept === dept) ?? this.placeIn(dept);
  }

  /** The place with this name (every name used by the vocabularies is in PLACES). */
  named(name: string): Place {
    return PLACES_BY_NAME.get(name) ?? { name, dept: "bogota", weight: 1 };
  }

  /** An element of a list tied to places, preferring the home department. */
  local<T>(items: readonly T[], placeOf: (item: T) => string): T {
    if (this.home && this.r.chance(0.8)) {
      const own = items.filter((item) => this.named(placeOf(item)).dept === this.home);
      if (own.length > 0) return this.r.pick(own);
    }
    return this.r.pick(items);
  }

  /** Mentions a place: records its department and returns its name. */
  at(place: Place): string {
    this.departments.add(place.dept);
    this.tags.add(place.name);
    return place.name;
  }

  /** Mentions a department (by slug or through a place) and returns its name as a sentence uses it ("el Meta", "Antioquia"). */
  dept(where: Place | string): string {
    const name = this.deptBare(where);
    const slug = typeof where === "string" ? where : where.dept;
    return DEPARTMENTS_WITH_ARTICLE.has(slug) ? `el ${name}` : name;
  }

  /** Mentions a department and returns its bare name ("Meta"), for lists and parentheses. */
  deptBare(where: Place | string): string {
    const slug = typeof where === "string" ? where : where.dept;
    this.departments.add(slug);
    const name = DEPARTMENT_NAMES.get(slug) ?? slug;
    this.tags.add(name);
    return name;
  }

  /** "Tumaco (Nariño)" for a municipality, just "Pasto" for a capital or Bogotá. */
  where(place: Place): string {
    const name = this.at(place);
    if (place.dept === "bogota" || DEPARTMENT_CAPITALS.get(place.dept) === place.name) return name;
    return `${name} (${this.deptBare(place)})`;
  }

  /** An institution with its article, for sentences ("la Fiscalía"). */
  inst(key: keyof typeof INSTITUTIONS): string {
    const name = INSTITUTIONS[key];
    this.tags.add(cap(bare(name)));
    return name;
  }

  /** An institution without its article, for headlines ("Fiscalía"). */
  Inst(key: keyof typeof INSTITUTIONS): string {
    return cap(bare(this.inst(key)));
  }

  /** A football club, recording its department and name. */
  club(club: Club): string {
    this.departments.add(club.dept);
    this.tags.add(club.name);
    return club.short;
  }

  /** An invented person; gender is random unless given. */
  person(female?: boolean): Person {
    const pool = female === undefined ? FIRST_NAMES : FIRST_NAMES.filter(([, f]) => f === female);
    const [first, isFemale] = this.r.pick(pool);
    const surname = this.r.pick(SURNAMES);
    const second = this.r.chance(0.3) ? ` ${this.r.pick(SURNAMES.filter((s) => s !== surname))}` : "";
    return { name: `${first} ${surname}${second}`, female: isFemale };
  }

  /** The masculine or feminine form, agreeing with the person. */
  g(person: Person, masculine: string, feminine: string): string {
    return person.female ? feminine : masculine;
  }

  /**
   * The subject a shared event was given by the generator (a bill, a road, a festival), which
   * rotates so that the same kind of event never repeats its subject within two days.
   */
  subject: unknown = null;

  /** The event's rotated subject when it has one of this list, otherwise a random element. */
  rotated<T>(items: readonly T[]): T {
    return items.includes(this.subject as T) ? (this.subject as T) : this.r.pick(items);
  }

  /** The weekday of the story in Colombian time ("martes"). */
  weekday(): string {
    return WEEKDAYS[new Date(this.when - 5 * 3_600_000).getUTCDay()] ?? "lunes";
  }

  /** The calendar date of the story in Colombian time ("14 de mayo"). */
  date(): string {
    const local = new Date(this.when - 5 * 3_600_000);
    return `${local.getUTCDate()} de ${MONTHS[local.getUTCMonth()] ?? "enero"}`;
  }

  /** "este martes" for the story's day in Colombian time. */
  day(): string {
    return `este ${WEEKDAYS[new Date(this.when - 5 * 3_600_000).getUTCDay()] ?? "lunes"}`;
  }

  /** A weekday name a few days after the story, for announcements ("el próximo jueves"). */
  nextDay(): string {
    const offset = this.r.int(2, 6) * 86_400_000;
    return `el próximo ${WEEKDAYS[new Date(this.when - 5 * 3_600_000 + offset).getUTCDay()] ?? "lunes"}`;
  }

  /** The name of the month after the story's month (for announced dates). */
  nextMonth(): string {
    const month = new Date(this.when - 5 * 3_600_000).getUTCMonth();
    return MONTHS[(month + 1) % 12] ?? "enero";
  }

  /** "las 3:42 de la tarde": the story's time of day in Colombian time. */
  clock(): string {
    const local = new Date(this.when - 5 * 3_600_000);
    const hours = local.getUTCHours();
    const minutes = String(local.getUTCMinutes()).padStart(2, "0");
    const h12 = hours % 12 === 0 ? 12 : hours % 12;
    const part = hours < 6 ? "de la madrugada" : hours < 12 ? "de la mañana" : hours < 19 ? "de la tarde" : "de la noche";
    return `${h12 === 1 ? "la" : "las"} ${h12}:${minutes} ${part}`;
  }

  /** The name of the month before the story's month (the one statistics are published for). */
  lastMonth(): string {
    const month = new Date(this.when - 5 * 3_600_000).getUTCMonth();
    return MONTHS[(month + 11) % 12] ?? "enero";
  }
}

const ALIASES = [
  "el Flaco",
  "Mechas",
  "Pitufo",
  "la Madrina",
  "el Paisa",
  "Chucho",
  "Tornillo",
  "la Mona",
  "Cachaco",
  "el Costeño",
  "Marrano",
  "la Gata",
];
/** Municipalities where the armed conflict makes news (mine clearance, displacement, attacks). */
const CONFLICT_TOWNS = [
  "Tibú",
  "Tierralta",
  "El Tambo",
  "San Vicente del Caguán",
  "Puerto Asís",
  "Orito",
  "Tame",
  "Saravena",
  "La Macarena",
  "Apartadó",
  "Caucasia",
  "Istmina",
  "Chaparral",
  "El Carmen de Bolívar",
  "Santander de Quilichao",
  "Guapi",
  "Tumaco",
  "San José del Guaviare",
  "Ocaña",
  "Granada",
  "Riosucio",
  "La Jagua de Ibirico",
];
const PORTS = ["Buenaventura", "Tumaco", "Cartagena", "Santa Marta", "Turbo", "Barranquilla"];
const DISHES = [
  "sancocho de gallina",
  "mote de queso",
  "lechona",
  "ajiaco",
  "arroz con coco",
  "tamal tolimense",
  "mamona",
  "cuchuco de trigo",
  "viudo de bocachico",
  "sopa de mondongo",
];
const PARKS: readonly { name: string; place: string }[] = [
  { name: "el Parque Tayrona", place: "Santa Marta" },
  { name: "el Parque Los Nevados", place: "Manizales" },
  { name: "el Parque Utría", place: "Bahía Solano" },
  { name: "el Parque Amacayacu", place: "Leticia" },
  { name: "el Parque Gorgona", place: "Guapi" },
  { name: "el Parque Sierra de La Macarena", place: "La Macarena" },
  { name: "el santuario de flora y fauna Iguaque", place: "Villa de Leyva" },
  { name: "el Parque Old Providence McBean Lagoon", place: "Providencia" },
];
const BRIDGES: readonly { name: string; place: string; country: string }[] = [
  { name: "el puente internacional Simón Bolívar", place: "Villa del Rosario", country: "Venezuela" },
  { name: "el puente Francisco de Paula Santander", place: "Cúcuta", country: "Venezuela" },
  { name: "el puente internacional de Rumichaca", place: "Ipiales", country: "Ecuador" },
  { name: "el puente José Antonio Páez", place: "Arauca", country: "Venezuela" },
];

/** Templates for each category slug; every category of categories.ts has several. */
export const TEMPLATES: Readonly<Record<string, readonly Template[]>> = {
  politica: [
    (c) => {
      const bill = c.pick(BILLS);
      const senate = c.chance(0.5);
      const debate = c.pick(["primer", "segundo", "tercer", "último"]);
      // One chamber votes one bill at one stage once: every paper tells the same count.
      const key = `debate|${senate ? "Senado" : "Cámara"}|${bill.name}|${debate}`;
      const { facts, period } = c.facts(key, (f) => ({ yes: f.int(45, 92), no: f.int(3, 30) }));
      const { yes, no } = facts;
      return {
        identity: `${key}|${period}`,
        title: c.chance(0.5)
          ? `${senate ? "Senado" : "Cámara"} aprueba en ${debate} debate ${bill.name}`
          : `Con ${yes} votos, ${senate ? "el Senado" : "la Cámara"} aprueba en ${debate} debate ${bill.name}`,
        summary: [
          `La plenaria ${senate ? "del Senado" : "de la Cámara de Representantes"} votó ${yes} a favor y ${no} en contra ${c.day()}.`,
          c.pick([
            debate === "último"
              ? "El texto pasa ahora a conciliación entre las dos cámaras."
              : "El proyecto sigue su trámite en la otra cámara.",
            `La bancada de oposición anunció que demandará el texto ante ${c.inst("corteConstitucional")}.`,
            "El Gobierno celebró la votación y pidió agilidad en los debates que faltan.",
          ]),
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const plan = c.pick([
        "el plan de desarrollo",
        "el cupo de endeudamiento para obras",
        "la reestructuración de la Secretaría de Movilidad",
        "el presupuesto del próximo año",
        "la política pública de vendedores informales",
        "la creación de la Secretaría de la Mujer",
        "el plan de ordenamiento territorial",
        "la política de protección animal",
        "el cobro por congestión en el centro",
        "la creación de la empresa de transporte municipal",
        "el programa de renta básica para adultos mayores",
        "la venta de acciones de la empresa de energía",
      ]);
      const yes = c.int(8, 40);
      const mayor = c.person();
      return {
        title: `Concejo de ${c.at(place)} aprueba ${plan} con ${yes} votos`,
        summary: [
          `La iniciativa fue presentada por la administración ${c.g(mayor, "del alcalde", "de la alcaldesa")} ${mayor.name} hace ${c.int(3, 9)} semanas.`,
          c.pick([
            "Los concejales de oposición dejaron constancia de su voto negativo.",
            "La votación se aplazó dos veces por falta de quórum.",
            "Veedurías ciudadanas anunciaron que harán seguimiento a la ejecución.",
          ]),
        ],
      };
    },
    (c) => {
      const place = c.place();
      const governor = c.person();
      const amount = c.int(12, 480);
      const work = c.pick(WORKS);
      return {
        title: `${c.g(governor, "Gobernador", "Gobernadora")} de ${c.dept(place)} anuncia $${amount} mil millones para ${work} de ${c.at(place)}`,
        summary: [
          `${governor.name} dijo que los recursos saldrán del sistema general de regalías y de un crédito con la banca.`,
          `La obra beneficiará a unos ${fmtInt(c.int(8, 90) * 1000)} habitantes.`,
        ],
        quote: `"No vamos a dejar esta obra a medias", dijo ${c.g(governor, "el gobernador", "la gobernadora")} ${governor.name}.`,
      };
    },
    (c) => {
      const place = c.place();
      const stations = c.int(40, 900);
      return {
        title: c.pick([
          `Registraduría habilita ${stations} puestos de votación en ${c.dept(place)} para las próximas elecciones`,
          `Registraduría tiene ${fmtInt(c.int(2, 60) * 1000)} cédulas sin reclamar en ${c.at(place)}`,
        ]),
        summary: [
          `Según ${c.inst("registraduria")}, en ${c.where(place)} hay ${fmtInt(c.int(2, 60) * 1000)} documentos pendientes por reclamar.`,
          "Los ciudadanos pueden consultar su lugar de votación en la página web de la entidad.",
        ],
      };
    },
    (c) => {
      const author = c.person();
      const place = c.place();
      const goal = c.pick([
        "limitar el ruido en zonas residenciales",
        "crear un fondo para vías terciarias",
        "proteger a los recicladores de oficio",
        "regular el uso de patinetas eléctricas",
        "obligar a publicar las agendas de los funcionarios",
        "reducir el salario de los congresistas",
        "garantizar el agua potable en zonas rurales",
        "crear la licencia de paternidad compartida",
      ]);
      const senator = c.chance(0.5);
      const role = senator ? c.g(author, "Senador", "Senadora") : c.g(author, "Representante", "Representante");
      return {
        title: `${role} ${author.name} radica proyecto para ${goal}`,
        summary: [
          `${senator ? `${c.g(author, "El congresista", "La congresista")}` : `${c.g(author, "El representante", "La representante")} por ${c.dept(place)}`} reunió ${c.int(12, 60)} firmas de apoyo de distintos partidos.`,
          c.pick([
            "La iniciativa tendrá su primer debate en la comisión primera.",
            "Es la segunda vez que un proyecto similar se presenta en esta legislatura.",
          ]),
        ],
      };
    },
    (c) => {
      const candidate = c.person();
      const place = c.capital();
      return {
        title: `${c.Inst("cne")} abre investigación a la campaña de ${candidate.name} en ${c.at(place)}`,
        summary: [
          `La indagación busca establecer si se superaron los topes de gastos en la campaña a la alcaldía de ${c.where(place)}.`,
          c.pick([
            `${c.g(candidate, "El excandidato", "La excandidata")} aseguró que todas las cuentas están en regla.`,
            "La decisión se tomó con seis votos a favor y tres en contra.",
          ]),
        ],
      };
    },
    (c) => {
      const ministry = c.pick(["Transporte", "Minas y Energía", "Vivienda", "Agricultura", "Comercio", "Cultura"]);
      // A ministry has one minister, and a motion against them is voted once.
      const person = c.facts(`ministro|${ministry}`, (f) => f.person(), Number.MAX_SAFE_INTEGER).facts;
      const minister = `${c.g(person, "el ministro", "la ministra")} de ${ministry}`;
      const key = `censura|${ministry}`;
      const { facts, period } = c.facts(key, (f) => ({
        votes: f.int(40, 80),
        party: f.pick(["el Centro Democrático", "Cambio Radical", "el Partido Conservador", "el Partido Liberal", "La U"]),
        hours: f.int(3, 11),
      }));
      const { votes, party, hours } = facts;
      return {
        identity: `${key}|${period}`,
        title: `Se hunde la moción de censura contra ${minister}: obtuvo ${votes} votos`,
        summary: [
          `La citación contra ${person.name} la promovió ${party}; ${c.g(person, "el ministro", "la ministra")} respondió durante ${hours} horas.`,
          `Los ${votes} votos quedaron lejos de la mayoría absoluta que exige la Constitución.`,
        ],
      };
    },
    (c) => {
      const place = c.place();
      const mayor = c.person();
      const topic = c.pick([
        "el cobro de valorización",
        "la venta de la empresa de energía",
        "el nuevo relleno sanitario",
        "la tarifa del transporte público",
        "el cierre del centro histórico a los carros",
      ]);
      return {
        title: `${c.g(mayor, "Alcalde", "Alcaldesa")} de ${c.at(place)}, ${mayor.name}, convoca cabildo abierto sobre ${topic}`,
        summary: [
          `${mayor.name} dijo que la decisión final se tomará después de escuchar a las juntas de acción comunal de ${c.where(place)}.`,
          `El cabildo será ${c.nextDay()} en el coliseo municipal.`,
        ],
      };
    },
  ],
  economia: [
    (c) => {
      const value = c.int(3750, 4450);
      const delta = c.int(3, 70);
      const up = c.chance(0.5);
      return {
        title: `Dólar cierra en $${fmtInt(value)} y ${up ? "sube" : "baja"} $${delta} frente a la TRM`,
        summary: [
          `La divisa se negoció ${c.day()} en un rango de $${c.int(20, 90)} pesos.`,
          up
            ? "Los analistas atribuyen el alza a la caída del petróleo."
            : "El peso se benefició del buen ánimo en los mercados emergentes.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const rate = c.dec(7.5, 14.5);
      const down = c.chance(0.6);
      return {
        title: `Desempleo en ${c.at(place)} ${down ? "baja" : "sube"} a ${rate} %: ${fmtInt(c.int(4, 30) * place.weight * 1000)} personas buscan trabajo`,
        summary: [
          `${cap(c.inst("dane"))} informó que la ocupación en ${c.where(place)} ${down ? "creció" : "cayó"} en ${fmtInt(c.int(5, 40) * place.weight * 100)} personas.`,
          "El comercio y la construcción fueron los sectores que más pesaron en el resultado.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const product = c.pick(PRODUCTS);
      const pct = c.dec(4, 35);
      return {
        title: `Precio de ${product} sube ${pct} % en las plazas de mercado de ${c.at(place)}`,
        summary: [
          `Los comerciantes de ${c.where(place)} atribuyen el aumento a las lluvias en las zonas productoras.`,
          "Las autoridades descartan por ahora problemas de abastecimiento.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const jobs = c.int(8, 90) * 10;
      const kind = c.pick(COMPANY_KINDS);
      return {
        title: `${kind} abrirá planta en ${c.at(place)} y generará ${jobs} empleos`,
        summary: [
          `La inversión inicial será de $${c.int(20, 300)} mil millones, según la agencia de promoción de inversión de ${c.dept(place)}.`,
          `La operación comenzará ${c.pick(["el próximo semestre", "a finales de año", "en dieciocho meses"])}.`,
        ],
      };
    },
    (c) => {
      const item = c.local(EXPORTS, (e) => DEPARTMENT_CAPITALS.get(e.dept) ?? "Bogotá");
      const pct = c.dec(3, 28);
      return {
        title: `Exportaciones de ${item.product} desde ${c.dept(item.dept)} crecen ${pct} % en el año`,
        summary: [
          `Los principales destinos fueron Estados Unidos, los Países Bajos y Japón.`,
          `Los productores advierten que la revaluación del peso podría frenar la tendencia.`,
        ],
      };
    },
    (c) => {
      const amount = c.int(5, 60) * 10;
      return {
        title: `Galón de gasolina subirá $${amount} desde ${c.nextDay()}`,
        summary: [
          `El ajuste aplica en las principales ciudades del país, según la Comisión de Regulación de Energía y Gas.`,
          c.pick(["El precio del diésel se mantiene sin cambios.", "Los transportadores anunciaron reuniones con el Gobierno."]),
        ],
      };
    },
    (c) => {
      const price = c.int(1900, 3200) * 1000;
      return {
        title: `Carga de café se cotiza a $${fmtInt(price)} en el mercado interno`,
        summary: [
          `El precio responde al alza del grano en la bolsa de Nueva York y a la tasa de cambio.`,
          `Los caficultores de ${c.dept(c.pick(["huila", "antioquia", "caldas", "tolima", "cauca", "narino"]))} esperan una buena cosecha.`,
        ],
      };
    },
    (c) => {
      const place = c.place();
      const pct = c.int(55, 97);
      const season = c.pick(["la temporada", "Semana Santa", "las vacaciones de mitad de año", "el puente festivo"]);
      return {
        title: `Ocupación hotelera en ${c.at(place)} llega al ${pct} % en ${season}`,
        summary: [
          `Los gremios del turismo de ${c.where(place)} reportaron la llegada de visitantes nacionales y extranjeros.`,
          "Los vuelos desde Bogotá y Medellín estuvieron casi llenos.",
        ],
      };
    },
    (c) => {
      const amount = c.dec(14, 32, 2);
      return {
        title: `${c.Inst("dian")} recaudó $${amount} billones en ${c.lastMonth()}`,
        summary: [
          `La cifra es ${c.dec(2, 15)} % mayor que la del mismo mes del año pasado.`,
          "El impuesto de renta de las empresas explicó la mayor parte del aumento.",
        ],
      };
    },
  ],
  judicial: [
    (c) => {
      const place = c.place();
      const suspect = c.person();
      const role = c.pick([
        c.g(suspect, "exalcalde", "exalcaldesa"),
        c.g(suspect, "exsecretario de Salud", "exsecretaria de Salud"),
        c.g(suspect, "exgerente del hospital", "exgerente del hospital"),
        c.g(suspect, "excontratista", "excontratista"),
      ]);
      const crime = c.pick(CRIMES);
      return {
        title: `${c.Inst("fiscalia")} imputa ${crime} a ${role} de ${c.at(place)}`,
        summary: [
          `${suspect.name} habría favorecido a un contratista en ${c.pick(WORKS)} de ${c.where(place)}.`,
          c.pick([
            `${c.g(suspect, "El procesado", "La procesada")} no aceptó los cargos.`,
            "Un juez decidirá si le impone medida de aseguramiento.",
          ]),
        ],
      };
    },
    (c) => {
      const bill = c.pick(BILLS);
      const upheld = c.chance(0.5);
      const votes = c.pick(["seis votos contra tres", "cinco votos contra cuatro", "siete votos contra dos", "unanimidad"]);
      return {
        title: `${c.Inst("corteConstitucional")} ${upheld ? "avala" : "tumba"} el artículo ${c.int(2, 120)} de ${bill.name}`,
        summary: [
          `La decisión se tomó por ${votes}.`,
          upheld
            ? "Los magistrados consideraron que la norma respeta la reserva de ley."
            : "La sala plena encontró vicios de trámite en la votación del Congreso.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const alias = c.pick(ALIASES);
      const crime = c.pick(["extorsión", "homicidio agravado", "hurto calificado", "tráfico de estupefacientes", "secuestro extorsivo"]);
      return {
        title: `Juez envía a la cárcel a alias ${alias} por ${crime} en ${c.at(place)}`,
        summary: [
          `Según ${c.inst("fiscalia")}, el procesado hacía parte de una estructura que operaba en ${c.where(place)}.`,
          "La defensa anunció que apelará la medida.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const mayor = c.person();
      const fault = c.pick([
        "participación en política",
        "irregularidades en un contrato de alumbrado público",
        "demoras en el programa de alimentación escolar",
        "nombramientos sin requisitos",
      ]);
      return {
        title: `${c.Inst("procuraduria")} suspende ${c.g(mayor, "al alcalde", "a la alcaldesa")} de ${c.at(place)}, ${mayor.name}, por ${fault}`,
        summary: [
          `La suspensión provisional de ${mayor.name} es por tres meses.`,
          `${c.g(mayor, "El mandatario", "La mandataria")} de ${c.where(place)} dijo que demostrará su inocencia.`,
        ],
      };
    },
    (c) => {
      const place = c.place();
      const work = c.pick(WORKS);
      const amount = c.int(300, 9800);
      return {
        title: `${c.Inst("contraloria")} advierte sobrecostos de $${fmtInt(amount)} millones en ${work} de ${c.at(place)}`,
        summary: [
          `El hallazgo fiscal incluye pagos por obras que no se ejecutaron en ${c.where(place)}.`,
          "El informe fue trasladado a la Fiscalía y a la Procuraduría.",
        ],
      };
    },
    (c) => {
      const politician = c.person();
      const place = c.place();
      return {
        title: `${c.Inst("corteSuprema")} abre investigación contra ${c.g(politician, "el senador", "la senadora")} ${politician.name}`,
        summary: [
          `La indagación se relaciona con contratos firmados en ${c.where(place)} cuando ${c.g(politician, "el congresista", "la congresista")} era funcionario local.`,
          "Su abogado dijo que colaborará con la justicia.",
        ],
      };
    },
    (c) => {
      const councillor = c.person();
      const place = c.capital();
      return {
        title: `${c.Inst("consejoEstado")} anula la elección ${c.g(councillor, "del concejal", "de la concejala")} ${councillor.name} en ${c.at(place)}`,
        summary: [
          `El alto tribunal encontró doble militancia en la inscripción de la candidatura.`,
          `La curul en el Concejo de ${c.at(place)} pasará al siguiente de la lista.`,
        ],
      };
    },
    (c) => {
      const convict = c.person();
      const years = c.int(4, 40);
      const crime = c.pick(CRIMES);
      const place = c.place();
      return {
        title: `Condenan a ${years} años de prisión a ${convict.name} por ${crime}`,
        summary: [
          `El juzgado de ${c.where(place)} también le impuso una multa de ${c.int(50, 900)} salarios mínimos.`,
          c.pick(["La sentencia puede ser apelada.", "La condena se dio tras un preacuerdo con la Fiscalía."]),
        ],
      };
    },
  ],
  seguridad: [
    (c) => {
      const place = c.chance(0.7) ? c.named(c.local(CONFLICT_TOWNS, (t) => t)) : c.place();
      const injured = c.int(1, 9);
      const weapon = c.pick(["explosivos", "drones", "cilindros bomba", "fusiles"]);
      const target = c.pick(["estación de Policía", "base militar", "peaje", "torre de energía"]);
      return {
        title: `Ataque con ${weapon} contra ${target} en ${c.at(place)} deja ${injured} ${injured === 1 ? "herido" : "heridos"}`,
        summary: [
          `El ataque ocurrió hacia las ${c.int(1, 11)} de la noche en ${c.where(place)}.`,
          c.pick([
            "El Ejército reforzó la seguridad en la zona rural.",
            "La Gobernación ofreció una recompensa por información sobre los responsables.",
          ]),
        ],
      };
    },
    (c) => {
      const place = c.place();
      const n = c.int(3, 18);
      const crime = c.pick([
        "el hurto de motocicletas",
        "el fleteo",
        "el hurto de celulares",
        "el microtráfico",
        "la extorsión a comerciantes",
        "el robo a residencias",
      ]);
      return {
        title: `Capturan a ${n} presuntos integrantes de una banda dedicada a ${crime} en ${c.at(place)}`,
        summary: [
          `Los operativos se hicieron en ${c.int(4, 20)} allanamientos simultáneos en ${c.where(place)}.`,
          "A los capturados les incautaron armas, dinero en efectivo y teléfonos.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const pct = c.dec(3, 30);
      return {
        title: `Homicidios en ${c.at(place)} bajan ${pct} % en lo corrido del año`,
        summary: [
          `La Secretaría de Seguridad de ${c.where(place)} atribuye la reducción a los consejos de seguridad en los barrios.`,
          "El hurto a personas, en cambio, sigue en aumento.",
        ],
      };
    },
    (c) => {
      const port = c.named(c.local(PORTS, (p) => p));
      const tons = c.dec(1, 9);
      return {
        title: `Incautan ${tons} toneladas de cocaína en el puerto de ${c.at(port)}`,
        summary: [
          `La droga estaba camuflada en un cargamento de ${c.pick(["banano", "carbón", "madera", "atún congelado", "pulpa de fruta"])} con destino a Europa.`,
          "La Armada y la Policía Antinarcóticos participaron en el operativo.",
        ],
      };
    },
    (c) => {
      const road = c.local(ROADS, (r) => r.places[0] ?? "Bogotá");
      const place = c.named(road.places[0] ?? "Bogotá");
      const reason = c.pick([
        "el mal estado de la vía",
        "la falta de agua",
        "los cortes de energía",
        "el cierre de un hospital",
        "el incumplimiento de acuerdos con el Gobierno",
      ]);
      const group = c.pick([
        "Campesinos",
        "Transportadores",
        "Comunidades indígenas",
        "Mototaxistas",
        "Habitantes de la zona",
        "Mineros artesanales",
      ]);
      return {
        title: `${group} bloquean desde hace ${c.int(2, 48)} horas ${road.name} en protesta por ${reason}`,
        summary: [
          `El bloqueo comenzó en la madrugada cerca de ${c.where(place)} y hay largas filas de vehículos de carga.`,
          "Funcionarios del Ministerio del Interior llegaron a la zona para instalar una mesa de diálogo.",
        ],
      };
    },
    (c) => {
      const place = c.named(c.local(CONFLICT_TOWNS, (t) => t));
      return {
        title: `Desminado humanitario despeja ${c.int(20, 400)} hectáreas en ${c.at(place)}`,
        summary: [
          `Los equipos declararon zonas rurales de ${c.where(place)} libres de sospecha de minas antipersonal.`,
          "Las familias campesinas podrán volver a cultivar en las veredas despejadas.",
        ],
      };
    },
    (c) => {
      const place = c.named(c.local(CONFLICT_TOWNS, (t) => t));
      const families = c.int(20, 600);
      return {
        title: `Enfrentamientos entre grupos armados desplazan a ${families} familias en ${c.at(place)}`,
        summary: [
          `${cap(c.inst("defensoria"))} había emitido una alerta temprana para ${c.where(place)}.`,
          "Las familias están en albergues temporales en el casco urbano.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const reward = c.int(10, 200);
      return {
        title: `Secuestran a comerciante en ${c.at(place)}; ofrecen $${reward} millones de recompensa`,
        summary: [
          `El hombre fue interceptado por hombres armados cuando salía de su negocio en ${c.where(place)}.`,
          "El Gaula de la Policía asumió la investigación.",
        ],
      };
    },
  ],
  deportes: [
    (c) => {
      const home = c.local(CLUBS, (k) => k.city);
      const away = c.pick(CLUBS.filter((k) => k !== home));
      const a = c.int(0, 4);
      const b = c.int(0, 3);
      const scorer = c.person(false);
      const homeName = c.club(home);
      const awayName = c.club(away);
      const title =
        a === b
          ? `${homeName} y ${awayName} empatan ${a}-${b} en ${home.stadium}`
          : a > b
            ? `${homeName} vence ${a}-${b} a ${awayName} en ${home.stadium}`
            : `${awayName} gana ${b}-${a} en su visita a ${homeName}`;
      return {
        title,
        summary: [
          a + b === 0
            ? "Los arqueros fueron las figuras del partido."
            : `${scorer.name} fue la figura del compromiso${a + b > 1 ? " con un doblete" : ""}.`,
          c.pick([
            "El resultado mueve la tabla de la Liga en la lucha por los ocho.",
            "La próxima fecha se jugará a mitad de semana.",
            "La hinchada despidió al equipo con aplausos.",
          ]),
        ],
      };
    },
    (c) => {
      const club = c.local(CLUBS, (k) => k.city);
      const coach = c.person(false);
      return {
        title: `${club.name} anuncia a ${coach.name} como nuevo director técnico`,
        summary: [
          `El entrenador firmó por ${c.pick(["un año", "dos temporadas", "seis meses"])} y será presentado ${c.nextDay()}.`,
          `${c.club(club)} viene de ${c.int(3, 7)} partidos sin ganar.`,
        ],
      };
    },
    (c) => {
      const rider = c.person();
      const place = c.place();
      const stage = c.int(1, 10);
      return {
        title: `${rider.name} gana la etapa ${stage} de la ${rider.female ? "Vuelta a Colombia Femenina" : "Vuelta a Colombia"} con llegada en ${c.at(place)}`,
        summary: [
          `${c.g(rider, "El ciclista", "La ciclista")} atacó en el último ascenso y llegó ${c.g(rider, "solo", "sola")} a la meta en ${c.where(place)}.`,
          "La clasificación general sigue muy apretada.",
        ],
      };
    },
    (c) => {
      const category = c.pick(["sub-17", "sub-20", "femenina sub-20", "de mayores"]);
      const tournament = c.pick([
        "el Sudamericano",
        "los próximos amistosos",
        "el Mundial de la categoría",
        "los Juegos Panamericanos",
        "la fecha de eliminatorias",
      ]);
      // A team has one coach, and one list for a tournament: every paper tells the same one.
      const coach = c.facts(`tecnico|${category}`, (f) => f.person(), Number.MAX_SAFE_INTEGER).facts;
      const key = `convocatoria|${category}|${tournament}`;
      const { facts, period } = c.facts(key, (f) => ({
        players: f.int(22, 30),
        debutants: f.int(2, 9),
        abroad: f.int(3, 9),
        newcomer: f.person(category === "femenina sub-20"),
        club: f.pick(CLUBS),
      }));
      return {
        identity: `${key}|${period}`,
        title: `Selección Colombia ${category} convoca a ${facts.players} jugadores, ${facts.debutants} de ellos debutantes, para ${tournament}`,
        summary: [
          `${c.g(coach, "El técnico", "La técnica")} ${coach.name} incluyó a ${facts.abroad} futbolistas que juegan en el exterior.`,
          `La novedad es ${facts.newcomer.name}, de ${c.club(facts.club)}.`,
        ],
      };
    },
    (c) => {
      const athlete = c.person();
      const place = c.place();
      const sport = c.pick(["levantamiento de pesas", "patinaje de velocidad", "BMX", "atletismo", "lucha olímpica", "tiro con arco"]);
      return {
        title: `${athlete.name}, de ${c.at(place)}, gana oro en ${sport} en los Juegos Nacionales`,
        summary: [
          `${c.g(athlete, "El deportista", "La deportista")} de ${c.dept(place)} superó su propia marca personal.`,
          "La delegación departamental suma ya varias medallas en las justas.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const runners = c.int(30, 250) * 100;
      const race = c.pick(["la Media Maratón", "la carrera 10K", "la Carrera de la Mujer", "la Maratón"]);
      return {
        title: `Más de ${fmtInt(runners)} corredores participarán en ${race} de ${c.at(place)}`,
        summary: [
          `La carrera tendrá cierres viales en el centro de ${c.where(place)} desde las 5 de la mañana.`,
          "Las inscripciones siguen abiertas hasta el viernes.",
        ],
      };
    },
    (c) => {
      const club = c.local(CLUBS, (k) => k.city);
      const rival = c.pick(CLUBS.filter((k) => k !== club));
      const goals = c.int(2, 6);
      return {
        title: `${c.club(club)} golea ${goals}-0 a ${c.club(rival)} y lidera la Liga Femenina`,
        summary: [
          `La delantera ${c.person(true).name} anotó ${goals > 3 ? "tres" : "dos"} de los goles.`,
          "El equipo suma cinco victorias consecutivas en el torneo.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const teams = c.int(40, 160);
      return {
        title: `${c.at(place)} recibe el campeonato nacional de tejo con ${teams} equipos`,
        summary: [
          `Los partidos se jugarán ${c.pick(["desde este viernes", "desde el sábado", "durante el puente festivo", "desde el próximo jueves"])} en ${c.pick(["las canchas del parque principal", "el coliseo cubierto", "la cancha de la liga departamental"])} de ${c.where(place)}.`,
          `${c.pick(["Boyacá", "Cundinamarca", "Santander", "Caldas", "Tolima"])} defiende el título con ${c.int(3, 8)} equipos.`,
        ],
      };
    },
  ],
  cultura: [
    (c) => {
      const festival = c.local(FESTIVALS, (f) => f.place);
      const place = c.named(festival.place);
      const edition = c.int(12, 58);
      return {
        title: `${cap(festival.name)} anuncia su edición número ${edition} en ${c.at(place)} con ${c.int(20, 300)} artistas`,
        summary: [
          `La programación incluye ${c.int(20, 140)} actividades gratuitas en ${c.where(place)}.`,
          c.pick([
            "La boletería para los eventos principales sale a la venta la próxima semana.",
            "Los organizadores esperan más visitantes que el año pasado.",
          ]),
        ],
      };
    },
    (c) => {
      const place = c.place();
      const books = c.int(2, 40) * 500;
      return {
        title: `Biblioteca pública de ${c.at(place)} recibe donación de ${fmtInt(books)} libros`,
        summary: [
          `La colección incluye literatura infantil y libros de autores de ${c.dept(place)}.`,
          "La biblioteca ampliará su horario los fines de semana.",
        ],
      };
    },
    (c) => {
      const writer = c.person();
      const title = c.pick(WORK_TITLES);
      const topic = c.pick(CULTURE_TOPICS);
      return {
        title: `${c.g(writer, "Escritor", "Escritora")} ${writer.name} presenta '${title}', una novela sobre ${topic}`,
        summary: [
          `El libro será presentado en la Feria Internacional del Libro de Bogotá.`,
          `${writer.name} trabajó ${c.int(2, 8)} años en la investigación.`,
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const topic = c.pick(CULTURE_TOPICS);
      return {
        title: `Museo de ${c.at(place)} abre una exposición de ${c.int(40, 300)} piezas sobre ${topic}`,
        summary: [
          `La muestra estará abierta hasta fin de año en ${c.where(place)}.`,
          "La entrada es gratuita el último domingo de cada mes.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const tradition = c.pick([
        "la música de marimba",
        "los cantos de alabaos",
        "las cuadrillas",
        "la chirimía",
        "los tejidos en caña flecha",
        "la cerámica",
        "la talla en madera",
        "las danzas de los diablitos",
      ]);
      return {
        title: `Tras ${c.int(2, 30)} años de gestiones, declaran ${tradition} de ${c.at(place)} patrimonio cultural de ${c.dept(place)}`,
        summary: [
          "La declaratoria permitirá financiar escuelas y encuentros de sabedores.",
          "Los portadores de la tradición celebraron la noticia con una presentación en la plaza.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const musicians = c.int(30, 120);
      return {
        title: `Orquesta sinfónica juvenil de ${c.dept(place)}, con ${musicians} músicos, presenta concierto gratuito en ${c.at(place)}`,
        summary: ["En la agrupación tocan jóvenes de entre 12 y 24 años.", "El repertorio mezcla música clásica y ritmos tradicionales."],
      };
    },
    (c) => {
      const topic = c.pick(CULTURE_TOPICS);
      const country = c.pick(COUNTRIES);
      // One documentary on a topic wins in one country's festival: every paper tells the same one.
      const key = `documental|${topic}|${country.name}`;
      const { facts, period } = c.facts(key, (f) => ({
        prize: f.pick(["el premio del público", "el premio a mejor documental", "una mención especial", "el premio del jurado"]),
        director: f.person(),
        years: f.int(2, 6),
        place: f.place(),
      }));
      return {
        identity: `${key}|${period}`,
        title: `Documental colombiano sobre ${topic} gana ${facts.prize} en un festival de ${country.name}`,
        summary: [
          `La película, ${c.g(facts.director, "del director", "de la directora")} ${facts.director.name}, fue rodada durante ${facts.years} años en ${c.where(facts.place)}.`,
          "Sus realizadores buscan ahora distribución en salas del país.",
        ],
      };
    },
  ],
  entretenimiento: [
    (c) => {
      const singer = c.person();
      const genre = c.pick(GENRES);
      const place = c.capital();
      return {
        title: `${c.g(singer, "Cantante", "Cantante")} de ${genre} ${singer.name} anuncia concierto en ${c.at(place)}`,
        summary: [
          `El show será ${c.nextDay()} y las boletas cuestan desde $${fmtInt(c.int(6, 30) * 10000)}.`,
          `${singer.name} presentará las canciones de su nuevo álbum.`,
        ],
      };
    },
    (c) => {
      const title = c.pick(WORK_TITLES);
      const place = c.place();
      return {
        title: `La serie '${title}', grabada en ${c.at(place)}, llega con ${c.int(8, 60)} capítulos a las plataformas de streaming`,
        summary: [`La producción tiene un elenco de actores de ${c.dept(place)}.`, "Los primeros episodios se estrenan este viernes."],
      };
    },
    (c) => {
      const place = c.place();
      const dish = c.pick(DISHES);
      return {
        title: `${c.person().name}, de ${c.at(place)}, gana reality de cocina con una receta de ${dish}`,
        summary: [
          `La final se emitió anoche y fue lo más visto de la franja.`,
          "El premio incluye una beca para estudiar en una escuela de cocina.",
        ],
      };
    },
    (c) => {
      const comedian = c.person();
      const place = c.capital();
      return {
        title: `${c.g(comedian, "El humorista", "La humorista")} ${comedian.name} lleva su gira a ${c.at(place)}`,
        summary: [
          `Las funciones en ${c.where(place)} serán el fin de semana en el teatro municipal.`,
          "El espectáculo se burla de las costumbres de las familias colombianas.",
        ],
      };
    },
    (c) => {
      const title = c.pick(WORK_TITLES);
      const points = c.dec(6, 14);
      return {
        title: `La telenovela '${title}' lidera el rating con ${points} puntos`,
        summary: ["El capítulo de anoche tuvo el final más comentado en redes sociales.", "El canal confirmó una segunda temporada."],
      };
    },
    (c) => {
      const actor = c.person();
      const place = c.place();
      return {
        title: `${c.g(actor, "El actor", "La actriz")} ${actor.name}, de ${c.at(place)}, gana premio a mejor interpretación`,
        summary: [
          `El reconocimiento llegó por su papel en '${c.pick(WORK_TITLES)}'.`,
          `${c.g(actor, "Nacido", "Nacida")} en ${c.where(place)}, comenzó en el teatro universitario.`,
        ],
      };
    },
  ],
  tecnologia: [
    (c) => {
      const place = c.place();
      const villages = c.int(20, 400);
      return {
        title: `${c.Inst("mintic")} lleva internet a ${villages} veredas de ${c.dept(place)}`,
        summary: [
          `Los centros digitales se instalarán en escuelas rurales, entre ellas algunas de ${c.where(place)}.`,
          "El servicio será gratuito durante los primeros tres años.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const amount = c.dec(1, 30);
      const service = c.pick(APP_SERVICES);
      return {
        title: `Emprendimiento de ${c.at(place)} recibe US$${amount} millones para su plataforma de ${service}`,
        summary: [
          "La ronda de inversión fue liderada por fondos de capital de riesgo de la región.",
          `La empresa, fundada en ${c.where(place)}, tiene ${c.int(20, 300)} empleados.`,
        ],
      };
    },
    (c) => {
      const place = c.place();
      const entity = c.pick([
        "la Alcaldía",
        "la Gobernación",
        "el hospital",
        "la empresa de acueducto",
        "la Secretaría de Tránsito",
        "la universidad pública",
      ]);
      return {
        title: `Ciberataque a ${entity} de ${c.at(place)} suspende los trámites en línea por ${c.int(2, 15)} días`,
        summary: [
          `Los sistemas de ${c.where(place)} siguen fuera de servicio mientras se restablecen los servidores.`,
          "La entidad asegura que no hubo filtración de datos personales.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const scam = c.pick(SCAMS);
      return {
        title: `Van ${c.int(15, 300)} denuncias por estafas con ${scam} en ${c.at(place)}`,
        summary: [
          `La Policía de ${c.where(place)} recibió las denuncias en el último mes.`,
          "Las autoridades recomiendan no compartir códigos de verificación.",
        ],
      };
    },
    (c) => {
      const university = c.local(UNIVERSITIES, (u) => u.place);
      const place = c.named(university.place);
      return {
        title: `${cap(university.name)} crea en ${c.at(place)} un laboratorio de inteligencia artificial para ${c.pick(["la salud", "el agro", "la gestión del riesgo", "la movilidad", "la educación", "la justicia"])}`,
        summary: [
          "El laboratorio trabajará en proyectos de salud, agricultura y gestión del riesgo.",
          `Contará con ${c.int(10, 60)} investigadores y estudiantes de posgrado.`,
        ],
      };
    },
    (c) => {
      const place = c.place();
      const schools = c.int(10, 200);
      return {
        title: `${schools} colegios de ${c.at(place)} reciben computadores y conexión satelital`,
        summary: [
          `La entrega hace parte de un programa nacional de conectividad escolar en ${c.dept(place)}.`,
          "Los docentes recibirán capacitación en herramientas digitales.",
        ],
      };
    },
  ],
  ciencia: [
    (c) => {
      const taxon = c.pick(TAXA);
      const place = c.place();
      return {
        title: `Investigadores describen una nueva especie de ${taxon} a ${fmtInt(c.int(2, 38) * 100)} metros de altura en ${c.at(place)}`,
        summary: [
          `El hallazgo, publicado en una revista científica internacional, se hizo en bosques de ${c.where(place)}.`,
          "Los científicos piden proteger el área donde fue encontrada.",
        ],
      };
    },
    (c) => {
      const volcano = c.local(VOLCANOES, (v) => v.place);
      const place = c.named(volcano.place);
      return {
        title: `${c.Inst("sgc")} registra ${c.int(40, 900)} sismos en el volcán ${volcano.name} en la última semana`,
        summary: ["El volcán sigue en alerta amarilla.", `Las autoridades de ${c.where(place)} piden no acercarse al cráter.`],
      };
    },
    (c) => {
      const university = c.local(UNIVERSITIES, (u) => u.place);
      const invention = c.pick([
        "un biofertilizante a partir de cáscara de café",
        "un sensor de bajo costo para medir mercurio en los ríos",
        "una prueba rápida para detectar leishmaniasis",
        "un empaque comestible hecho con almidón de yuca",
        "un filtro de agua con arcilla y plata",
        "un mapa genético del aguacate criollo",
        "una app que detecta plagas en el cacao",
        "un ladrillo hecho con residuos de plástico",
        "un repelente natural a base de citronela",
        "un dron para sembrar árboles en zonas deforestadas",
      ]);
      c.at(c.named(university.place));
      const lead = c.person();
      return {
        title: `${cap(university.name)} desarrolla ${invention} tras ${c.int(2, 9)} años de investigación`,
        summary: [
          `${c.g(lead, "El investigador", "La investigadora")} ${lead.name} dirige un equipo de ${c.int(4, 20)} personas.`,
          c.pick([
            "El proyecto fue financiado por el Ministerio de Ciencia y tiene una patente en trámite.",
            `Las primeras pruebas se hicieron con productores de ${c.dept(c.place())}.`,
            "La universidad busca una empresa que lo lleve al mercado.",
          ]),
        ],
      };
    },
    (c) => {
      const place = c.place();
      return {
        title: `${c.pick(["Las Perseidas", "Las Gemínidas", "Las Líridas", "Las Oriónidas", "Las Cuadrántidas", "Las Eta Acuáridas"])} podrán verse desde ${c.at(place)}: hasta ${c.int(20, 120)} meteoros por hora`,
        summary: [
          `Los astrónomos recomiendan buscar zonas oscuras lejos del casco urbano de ${c.where(place)}.`,
          "El mejor momento será en la madrugada.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const birds = c.int(80, 600);
      return {
        title: `Expedición científica registra ${birds} especies de aves en ${c.at(place)}`,
        summary: [
          `Durante ${c.int(10, 40)} días, biólogos recorrieron bosques y humedales de ${c.dept(place)}.`,
          "Entre los registros hay especies endémicas y migratorias.",
        ],
      };
    },
    (c) => {
      const animal = c.pick(ANIMALS);
      const university = c.local(UNIVERSITIES, (u) => u.place);
      c.at(c.named(university.place));
      return {
        title: `Científicos de ${university.name} secuencian el genoma de ${animal.name} tras ${c.int(6, 48)} meses de trabajo`,
        summary: [
          "La información ayudará a diseñar planes de conservación.",
          "Los datos quedarán disponibles para investigadores de todo el mundo.",
        ],
      };
    },
  ],
  salud: [
    (c) => {
      const place = c.place();
      const cases = c.int(300, 15000);
      return {
        title: `Alerta por dengue en ${c.dept(place)}: van ${fmtInt(cases)} casos en lo corrido del año`,
        summary: [
          `La Secretaría de Salud pidió eliminar criaderos de zancudos en las casas de ${c.where(place)}.`,
          "Los hospitales reforzaron la atención de urgencias.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const beds = c.int(6, 60);
      const hospital = c.pick(["Hospital Universitario", "Hospital Departamental", "Hospital Infantil", "Clínica de la Mujer"]);
      const unit = c.pick(["cuidados intensivos", "cuidados intermedios", "hospitalización pediátrica"]);
      return {
        title: `${hospital} de ${c.at(place)} habilita ${beds} nuevas camas de ${unit}`,
        summary: [
          `La ampliación costó $${fmtInt(c.int(2, 40) * 1000)} millones y tardó un año.`,
          "Con esta obra disminuirán los traslados de pacientes a otras ciudades.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const disease = c.pick(DISEASES);
      return {
        title: `Jornada de vacunación contra ${disease} en ${c.at(place)}: habrá ${c.int(10, 80)} puntos este fin de semana`,
        summary: [
          `Los puntos de vacunación estarán en parques, centros comerciales y hospitales de ${c.where(place)}.`,
          "Las vacunas son gratuitas y no se necesita cita.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      return {
        title: `${c.int(20, 900)} pacientes denuncian falta de ${c.pick(["insulina", "medicamentos para la hipertensión", "anticonvulsivos", "medicamentos oncológicos", "inhaladores"])} en ${c.at(place)}`,
        summary: [
          `Usuarios de ${c.where(place)} aseguran que llevan semanas esperando sus tratamientos.`,
          `${cap(c.inst("supersalud"))} anunció una visita a los dispensarios.`,
        ],
      };
    },
    (c) => {
      const place = c.place();
      const members = c.int(50, 900) * 1000;
      return {
        title: `${c.Inst("supersalud")} ordena vigilancia especial a una EPS con ${fmtInt(members)} afiliados en ${c.dept(place)}`,
        summary: [
          "La medida busca corregir demoras en la autorización de procedimientos.",
          "La EPS tendrá seis meses para presentar un plan de mejoramiento.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const product = c.pick([
        "un medicamento para la hipertensión",
        "un suero oral",
        "un jarabe para la tos",
        "un suplemento dietario",
        "un antibiótico de uso común",
      ]);
      return {
        title: `${c.Inst("invima")} alerta sobre el lote L${c.int(1000, 9999)} de ${product} falsificado que se vende en ${c.at(place)}`,
        summary: [
          "El producto no tiene registro sanitario y podría causar efectos graves.",
          "Quien lo haya comprado debe suspender su uso y consultar a un médico.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const disease = c.pick(["tosferina", "malaria", "leptospirosis", "varicela", "hepatitis A"]);
      const cases = c.int(3, 90);
      return {
        title: `${c.Inst("minsalud")} confirma ${cases} casos de ${disease} en ${c.at(place)}`,
        summary: [
          `Los casos se concentran en barrios de ${c.where(place)} sin acueducto.`,
          "Brigadas de salud recorrerán las zonas afectadas.",
        ],
      };
    },
  ],
  educacion: [
    (c) => {
      const place = c.place();
      const points = c.int(2, 15);
      return {
        title: `${c.Inst("icfes")}: ${c.int(10, 300)} colegios de ${c.dept(place)} mejoran ${points} puntos en ${c.pick(["matemáticas", "lectura crítica", "inglés", "ciencias naturales", "sociales"])}`,
        summary: [
          `El mejor resultado del departamento fue el de un colegio público de ${c.where(place)}.`,
          "Matemáticas sigue siendo el área con los puntajes más bajos.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const problem = c.pick([
        "daños en el techo",
        "la falta de docentes",
        "el mal estado de los baños",
        "la falta de agua",
        "riesgo de deslizamiento",
      ]);
      return {
        title: `${fmtInt(c.int(200, 1800))} estudiantes de un colegio de ${c.at(place)} siguen sin clases por ${problem}`,
        summary: [
          `Los alumnos de ${c.where(place)} reciben guías en casa.`,
          "La Secretaría de Educación prometió una solución en las próximas semanas.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const reason = c.pick([
        "deudas en el pago de primas",
        "fallas en el servicio de salud",
        "la inseguridad en las zonas rurales",
        "retrasos en los nombramientos",
        "el cierre de sedes rurales",
        "la falta de transporte escolar",
        "el atraso en los salarios",
        "amenazas contra maestros",
      ]);
      return {
        title: `Docentes de ${c.dept(place)} anuncian paro de ${c.pick(["24", "48", "72"])} horas desde ${c.nextDay()} por ${reason}`,
        summary: [
          "El sindicato de maestros dijo que la protesta podría extenderse.",
          `Unos ${fmtInt(c.int(20, 300) * 1000)} estudiantes podrían quedar sin clases.`,
        ],
      };
    },
    (c) => {
      const place = c.place();
      const subject = c.pick(SUBJECTS);
      return {
        title: `Institución Educativa ${c.pick(SURNAMES)}, de ${c.at(place)}, gana ${c.pick(["oro", "plata", "bronce"])} en la olimpiada nacional de ${subject}`,
        summary: [
          `El equipo de ${c.where(place)} representará a Colombia en la competencia internacional.`,
          "Sus profesores piden apoyo para pagar los pasajes.",
        ],
      };
    },
    (c) => {
      const university = c.local(UNIVERSITIES, (u) => u.place);
      const place = c.named(university.place);
      const seats = c.int(5, 90) * 50;
      return {
        title: `${cap(university.name)} abre ${fmtInt(seats)} cupos con matrícula cero en ${c.pick(["ingenierías", "licenciaturas", "ciencias de la salud", "programas técnicos", "artes"])} en ${c.at(place)}`,
        summary: [
          "Las inscripciones estarán abiertas hasta el final del mes.",
          "Los aspirantes deben presentar los resultados de las pruebas Saber 11.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const schools = c.int(5, 120);
      return {
        title: `Denuncian raciones incompletas del PAE en ${schools} colegios de ${c.at(place)}`,
        summary: [
          `Padres de familia de ${c.where(place)} mostraron fotos de refrigerios sin proteína.`,
          `${cap(c.inst("contraloria"))} abrió una indagación preliminar.`,
        ],
      };
    },
  ],
  "medio-ambiente": [
    (c) => {
      const place = c.place();
      const color = c.pick(["roja", "naranja", "amarilla"]);
      const phenomenon = c.pick(["lluvias", "deslizamientos", "incendios forestales", "crecientes súbitas"]);
      const towns = c.int(3, 18);
      return {
        title: `${c.Inst("ideam")} declara alerta ${color} por ${phenomenon} en ${towns} municipios de ${c.dept(place)}`,
        summary: [`Entre los municipios en alerta está ${c.where(place)}.`, "Los organismos de socorro están en alistamiento."],
      };
    },
    (c) => {
      const place = c.place();
      const hectares = c.int(10, 900);
      return {
        title: `Incendio forestal consume ${hectares} hectáreas en ${c.at(place)}`,
        summary: [
          `Bomberos de ${c.where(place)} y de municipios vecinos trabajan para controlar las llamas.`,
          "El humo obligó a suspender las clases en dos veredas.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const animal = c.pick(ANIMALS);
      return {
        title: `Rescatan a ${animal.name} ${c.pick(["en un patio", "en una carretera", "en un colegio", "en una finca", "en un centro comercial", "en un barrio"])} de ${c.at(place)}`,
        summary: [
          `${c.pick(["Unos vecinos", "Unos estudiantes", "Un agente de Policía", "Unos trabajadores", "Un conductor"])} ${c.pick(["lo vieron", "dieron aviso", "llamaron a la línea 123"])} ${c.pick(["en la madrugada", "al mediodía", "en la tarde", "en la noche"])} en ${c.where(place)}.`,
          `${c.pick(["Tenía una herida en una pata", "Estaba deshidratado", "Estaba en buen estado", "Tenía signos de maltrato", "Estaba desorientado"])}; ${c.pick(["la corporación autónoma regional", "la autoridad ambiental", "un equipo de veterinarios"])} lo ${c.pick(["trasladó a un centro de rehabilitación", "llevó a un hogar de paso", "liberará en su hábitat"])}.`,
        ],
      };
    },
    (c) => {
      const place = c.place();
      const cause = c.pick([
        "el bajo caudal del río",
        "daños en la bocatoma",
        "la temporada seca",
        "la turbiedad del agua tras las lluvias",
      ]);
      return {
        title: `Racionamiento de agua de ${c.int(8, 36)} horas por sector en ${c.at(place)} por ${cause}`,
        summary: [
          `Los cortes en ${c.where(place)} se harán por turnos.`,
          "La empresa de acueducto enviará carrotanques a los barrios más afectados.",
        ],
      };
    },
    (c) => {
      const river = c.local(RIVERS, (r) => r.places[0] ?? "Bogotá");
      const place = c.named(c.pick(river.places));
      const families = c.int(15, 900);
      return {
        title: `Creciente del río ${river.name} obliga a evacuar ${families} familias en ${c.at(place)}`,
        summary: [`El agua inundó calles y cultivos en ${c.where(place)}.`, `${cap(c.inst("ungrd"))} envió ayudas humanitarias.`],
      };
    },
    (c) => {
      const place = c.place();
      const down = c.chance(0.6);
      const pct = c.dec(3, 40);
      return {
        title: `Deforestación en ${c.dept(place)} ${down ? "cae" : "aumenta"} ${pct} %, según el Ideam`,
        summary: [
          down
            ? "La reducción se atribuye a acuerdos con campesinos y a los controles en la frontera agrícola."
            : "La ganadería extensiva y los cultivos ilícitos siguen siendo las causas principales.",
          `${cap(c.inst("ideam"))} presentó las cifras en su boletín trimestral.`,
        ],
      };
    },
    (c) => {
      const park = c.local(PARKS, (p) => p.place);
      const place = c.named(park.place);
      const reason = c.pick([
        "labores de recuperación ecológica",
        "la temporada de lluvias",
        "una consulta con las comunidades indígenas",
        "daños en los senderos",
      ]);
      return {
        title: `${c.Inst("parques")} cierra ${park.name} durante ${c.int(2, 12)} semanas por ${reason}`,
        summary: [
          `El cierre afecta a operadores turísticos de ${c.where(place)}.`,
          "La reapertura dependerá de la evaluación de los guardaparques.",
        ],
      };
    },
  ],
  internacional: [
    (c) => {
      const country = c.pick(COUNTRIES);
      const event = c.pick(["las inundaciones", "un terremoto", "el incendio de un edificio", "el paso de un huracán", "una ola de calor"]);
      const people = c.int(3, 120);
      return {
        title: `${c.Inst("cancilleria")} confirma ${people} colombianos afectados por ${event} en ${country.name}`,
        summary: [
          "El consulado habilitó una línea de atención para las familias.",
          "Ningún connacional figura entre las víctimas fatales, según el último reporte.",
        ],
      };
    },
    (c) => {
      const country = c.pick(COUNTRIES);
      const purpose = c.pick([
        "combatir la minería ilegal",
        "facilitar el intercambio de estudiantes",
        "impulsar el comercio de productos agrícolas",
        "reconocer títulos profesionales",
        "proteger a los trabajadores migrantes",
        "perseguir el contrabando",
        "cooperar en la gestión de desastres",
        "conectar sus redes eléctricas",
      ]);
      const city = c.pick([
        c.named("Bogotá"),
        c.named("Cartagena"),
        c.named("Santa Marta"),
        c.named("Medellín"),
        c.named("Cali"),
        c.named("Barranquilla"),
      ]);
      return {
        title: `Colombia y ${country.name} firman en ${c.at(city)} un acuerdo para ${purpose}`,
        summary: ["Los cancilleres de ambos países encabezaron la ceremonia.", "El acuerdo debe ser ratificado por el Congreso."],
      };
    },
    (c) => {
      const bridge = c.local(BRIDGES, (b) => b.place);
      const place = c.named(bridge.place);
      const crossings = c.int(20, 140) * 500;
      return {
        title: `Por ${bridge.name} cruzan ${fmtInt(crossings)} personas al día`,
        summary: [
          `${c.inst("migracion")} reforzó su personal en ${c.where(place)} para agilizar los trámites con ${bridge.country}.`,
          "Comerciantes de la frontera reportan un aumento en las ventas.",
        ],
      };
    },
    (c) => {
      const place = c.pick([
        c.named("Bogotá"),
        c.named("Cartagena"),
        c.named("Medellín"),
        c.named("Cúcuta"),
        c.named("Ipiales"),
        c.named("San Andrés"),
      ]);
      const visitors = c.int(20, 400) * 1000;
      return {
        title: `${c.inst("migracion")} reporta ${fmtInt(visitors)} extranjeros que ingresaron por ${c.at(place)} en ${c.lastMonth()}`,
        summary: [
          "Estados Unidos, Venezuela y México encabezan la lista de nacionalidades.",
          "El turismo de cruceros explica buena parte del aumento.",
        ],
      };
    },
    (c) => {
      const country = c.pick(COUNTRIES);
      return {
        title: `${country.name} exigirá nuevos requisitos de ingreso a viajeros colombianos desde el ${c.int(1, 28)} de ${c.nextMonth()}`,
        summary: [
          "Las medidas incluyen un registro previo en línea.",
          `${cap(c.inst("cancilleria"))} dijo que buscará una reunión con las autoridades de ${country.name}.`,
        ],
      };
    },
    (c) => {
      const country = c.pick(COUNTRIES);
      const people = c.int(30, 800);
      return {
        title: `Consulado de Colombia en ${country.name} atiende a ${people} connacionales tras una redada`,
        summary: [
          "La mayoría de los detenidos ya recibió asistencia consular.",
          "Las familias pueden pedir información a través de la línea de la Cancillería.",
        ],
      };
    },
  ],
  opinion: [
    (c) => {
      const place = c.capital();
      const thing = c.pick([
        "un transporte público digno",
        "un plan serio contra las inundaciones",
        "más parques y menos cemento",
        "una política de vivienda para los jóvenes",
        "un hospital que funcione",
        "un centro histórico para la gente",
        "andenes por donde caminar",
        "una biblioteca abierta los domingos",
        "un río limpio",
        "ciclorrutas de verdad",
        "un plan contra el ruido",
        "mercados campesinos permanentes",
      ]);
      const columnist = c.person();
      const name = c.at(place);
      return {
        title: c.pick([`${name} merece ${thing}`, `¿Cuándo tendrá ${name} ${thing}?`, `Lo que ${name} necesita: ${thing}`]),
        summary: [
          `La ciudad lleva años esperando decisiones que no llegan, escribe ${columnist.name}.`,
          "El debate no puede seguir aplazándose.",
        ],
        author: columnist.name,
      };
    },
    (c) => {
      const place = c.place();
      const theme = c.pick([
        "agua potable",
        "salud rural",
        "vías terciarias",
        "educación superior",
        "conectividad",
        "seguridad en el campo",
        "vivienda",
        "empleo juvenil",
        "cultura",
        "deporte",
      ]);
      const columnist = c.person();
      return {
        title: `La deuda pendiente con ${c.pick([c.dept(place), c.at(place)])} en ${theme}`,
        summary: [`Los gobiernos pasan y ${c.where(place)} sigue esperando, sostiene ${columnist.name} en su columna.`],
        author: columnist.name,
      };
    },
    (c) => {
      const place = c.place();
      const problem = c.pick([
        "los huecos",
        "la basura en las calles",
        "el caos del tránsito",
        "los apagones",
        "el abandono del hospital",
        "la inseguridad en los barrios",
      ]);
      const columnist = c.person();
      return {
        title: `¿Quién responde por ${problem} de ${c.at(place)}?`,
        summary: [`${columnist.name} pide a las autoridades de ${c.where(place)} rendir cuentas a los ciudadanos.`],
        author: columnist.name,
      };
    },
    (c) => {
      const bill = c.pick(BILLS);
      if (c.chance(0.5)) {
        const place = c.place();
        return {
          title: `¿Qué gana ${c.dept(place)} con ${bill.name}?`,
          summary: [
            "Las regiones casi nunca aparecen en los debates del Congreso.",
            "Es hora de medir las reformas por sus efectos en cada territorio.",
          ],
          author: c.person().name,
        };
      }
      return {
        title: `Editorial: ${bill.name} necesita ${c.pick(["menos ruido y más datos", "un debate serio", "cifras claras", "escuchar a las regiones", "tiempo y no afanes"])}`,
        summary: [
          "El país merece un debate técnico y no una pelea de trinos.",
          "Los congresistas tienen la obligación de leer lo que votan.",
        ],
        author: "Editorial",
      };
    },
    (c) => {
      const topic = c.pick([
        "el empleo joven",
        "la pobreza rural",
        "la informalidad",
        "el costo de la comida",
        "las mujeres que cuidan",
        "la vivienda",
        "el campo",
        "los migrantes",
        "la educación",
        "los adultos mayores",
      ]);
      const columnist = c.person();
      return {
        title: `Lo que nos dicen las cifras del Dane sobre ${topic} en ${c.dept(c.place())}`,
        summary: [`${columnist.name} analiza los últimos datos y advierte que ${c.dec(10, 60)} % de los hogares sigue en riesgo.`],
        author: columnist.name,
      };
    },
    (c) => {
      const place = c.place();
      const columnist = c.person();
      const subject = c.pick(["sus ríos", "sus niños", "su memoria", "sus campesinos", "su patrimonio", "sus quebradas"]);
      return {
        title: `Carta abierta a la Alcaldía de ${c.at(place)} sobre ${subject}`,
        summary: [`${columnist.name} escribe a las autoridades de ${c.where(place)} con una lista de preguntas sin respuesta.`],
        author: columnist.name,
      };
    },
  ],
  general: [
    (c) => {
      const place = c.capital();
      return {
        title: `Pico y placa en ${c.at(place)}: placas terminadas en ${c.int(0, 4)} y ${c.int(5, 9)} no circulan ${c.nextDay()}`,
        summary: [
          `La Secretaría de Movilidad de ${c.where(place)} cambió la rotación de placas para particulares.`,
          "La multa por incumplir la medida supera los 600.000 pesos.",
        ],
      };
    },
    (c) => {
      const road = c.local(ROADS, (r) => r.places[0] ?? "Bogotá");
      const place = c.named(road.places[0] ?? "Bogotá");
      c.at(place);
      const reason = c.pick(["obras de estabilización", "un derrumbe", "la construcción de un puente", "la instalación de un viaducto"]);
      const days = c.int(2, 15);
      return {
        title: `Cierre total en ${road.name} por ${reason} durante ${days} días`,
        summary: [
          `${cap(c.inst("invias"))} recomendó usar rutas alternas y viajar de día.`,
          "El paso se habilitará de forma intermitente para vehículos de emergencia.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const cause = c.pick(["la neblina", "las fuertes lluvias", "una falla en la pista", "el cierre por mantenimiento de las luces"]);
      return {
        title: `Aeropuerto de ${c.at(place)} suspende operaciones por ${cause}: ${c.int(6, 40)} vuelos afectados`,
        summary: [
          `${cap(c.inst("aerocivil"))} informó que los vuelos fueron desviados o cancelados.`,
          "Los pasajeros deben consultar el estado de su vuelo con la aerolínea.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const barrios = c.int(8, 90);
      return {
        title: `Cortes de energía programados en ${barrios} barrios de ${c.at(place)} ${c.day()}`,
        summary: [
          `Los trabajos de mantenimiento en ${c.where(place)} irán de las 8 de la mañana a las 4 de la tarde.`,
          "La empresa de energía publicó la lista de sectores en su página web.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      return {
        title: `Día sin carro y sin moto en ${c.at(place)}: ${fmtInt(c.int(8, 60) * place.weight * 1000)} vehículos dejarán de circular`,
        summary: [
          `La medida regirá de 5 de la mañana a 7 de la noche en ${c.where(place)}.`,
          "El transporte público tendrá servicio reforzado durante la jornada.",
        ],
      };
    },
    (c) => {
      const place = c.place();
      const years = c.int(150, 480);
      return {
        title: `${c.at(place)} celebra ${years} años de fundación con desfile y conciertos`,
        summary: [
          `La programación en ${c.where(place)} incluye una cabalgata, muestras gastronómicas y fuegos artificiales.`,
          "La alcaldía decretó ley seca durante las noches de la celebración.",
        ],
      };
    },
    (c) => {
      const place = c.capital();
      const travellers = c.int(10, 60) * place.weight;
      return {
        title: `Terminal de transporte de ${c.at(place)} espera ${fmtInt(travellers * 1000)} viajeros en el puente festivo`,
        summary: [
          "Las horas de mayor movimiento serán el viernes en la tarde y el lunes en la noche.",
          "La Policía de Tránsito hará controles en las salidas de la ciudad.",
        ],
      };
    },
  ],
};

/** Generic closing paragraphs per category, used in full content. */
export const FILLERS: Readonly<Record<string, readonly ((c: Ctx) => string)[]>> = {
  politica: [
    () => "El debate se dio en medio de la discusión sobre la agenda legislativa del segundo semestre.",
    () => "Analistas consultados señalaron que la decisión tendrá efectos en las elecciones regionales.",
  ],
  economia: [
    () => "Los gremios pidieron al Gobierno reglas claras para mantener la inversión.",
    () => "El Banco de la República publicará su informe de política monetaria a finales del mes.",
  ],
  judicial: [
    () => "El proceso apenas comienza y los investigados tienen derecho a la presunción de inocencia.",
    () => "Las audiencias fueron transmitidas por la plataforma virtual de la Rama Judicial.",
  ],
  seguridad: [
    () => "Las autoridades pidieron a la ciudadanía denunciar a través de la línea 123.",
    () => "Un consejo extraordinario de seguridad evaluará la situación en los próximos días.",
  ],
  deportes: [
    () => "La Dimayor publicará en los próximos días la programación de la siguiente fecha.",
    () => "El cuerpo técnico dio dos días de descanso a la plantilla.",
  ],
  cultura: [
    () => "La entrada a la mayoría de los eventos es gratuita hasta completar el aforo.",
    () => "El Ministerio de las Culturas apoyó la iniciativa con recursos de la convocatoria de estímulos.",
  ],
  entretenimiento: [
    () => "Las boletas se pueden comprar en línea y en las taquillas habituales.",
    () => "En redes sociales, los seguidores celebraron el anuncio.",
  ],
  tecnologia: [
    () => "Los expertos recomiendan activar la verificación en dos pasos en todas las cuentas.",
    () => "El Ministerio TIC anunció nuevas convocatorias para el segundo semestre.",
  ],
  ciencia: [
    () => "Los resultados fueron revisados por pares antes de su publicación.",
    () => "El equipo espera continuar la investigación con nuevas salidas de campo.",
  ],
  salud: [
    () => "Ante cualquier síntoma, las autoridades recomiendan acudir al centro de salud más cercano.",
    () => "La Secretaría de Salud mantendrá la vigilancia epidemiológica en la zona.",
  ],
  educacion: [
    () => "Los padres de familia pidieron ser escuchados en las mesas de concertación.",
    () => "La Secretaría de Educación publicará un calendario de reposición de clases.",
  ],
  "medio-ambiente": [
    () => "Los organismos de socorro recomiendan no acercarse a las riberas durante la temporada de lluvias.",
    () => "La corporación autónoma regional hará seguimiento a la zona afectada.",
  ],
  internacional: [
    () => "La Cancillería recordó que los colombianos en el exterior pueden registrarse en el consulado más cercano.",
    () => "El tema será tratado en la próxima reunión de cancilleres de la región.",
  ],
  opinion: [
    () => "Las opiniones expresadas en esta columna son responsabilidad de su autor.",
    () => "Los lectores pueden enviar sus comentarios al correo del periódico.",
  ],
  general: [
    () => "Las autoridades pidieron a los ciudadanos planear sus desplazamientos con tiempo.",
    () => "La información se actualizará a medida que avance la jornada.",
  ],
};
