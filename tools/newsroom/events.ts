/*
 * Shared events: news that several newspapers cover at once, each with its own wording, so that a
 * story-grouping feature has realistic material. An event's facts (place, figures, people) come from
 * the event's own random stream; each covering newspaper gets a different version of the text.
 */
import { type Ctx, type Story, cap, fmtInt } from "./stories.js";
import { BILLS, CLUBS, COUNTRIES, CRIMES, FESTIVALS, type Place, PLACES, ROADS } from "./vocabulary.js";

const PLACE_DEPT = new Map(PLACES.map((p) => [p.name, p.dept]));

/** A kind of shared event: its category, whether it is tied to a department, and its versions. */
export interface EventKind {
  key: string;
  category: string;
  /** National events have no department of their own; regional ones happen in the department given to build. */
  regional: boolean;
  /** How often this kind happens, relative to the others. */
  weight: number;
  /**
   * A short list the event is about (bills, roads, festivals): the generator gives each event of
   * the kind the next element in a rotation (Ctx.subject), so a bill is not passed twice in a day.
   */
  subjects?: readonly unknown[];
  /**
   * Monthly figures (inflation, the central bank's rate, test results) come out once: when such
   * a kind was drawn within this many events before, another kind takes the slot.
   */
  minGapEvents?: number;
  /** The department a subject happens in, which then replaces the event's random one. */
  subjectDept?(subject: unknown): string | null;
  /** Draws the facts with the event's context and returns every wording (at least four). */
  build(c: Ctx, dept: string): Story[];
}

function clubIn(c: Ctx, dept: string) {
  const local = CLUBS.filter((k) => k.dept === dept);
  return local.length > 0 ? c.pick(local) : c.pick(CLUBS);
}

/** The kinds of shared events the newsroom produces. */
export const EVENT_KINDS: readonly EventKind[] = [
  {
    key: "sismo",
    category: "general",
    regional: true,
    weight: 1,
    build(c, dept) {
      const place: Place = c.placeIn(dept);
      const mag = c.dec(4, 5.9);
      const depth = c.int(4, 160);
      const name = c.at(place);
      const deptName = c.dept(place);
      const where = c.where(place);
      const when = c.clock();
      const sgc = c.inst("sgc");
      const body = [
        `${cap(sgc)} ubicó el epicentro en ${where}, a ${depth} kilómetros de profundidad.`,
        "Hasta el momento no se reportan víctimas ni daños graves.",
      ];
      return [
        { title: `Sismo de magnitud ${mag} sacude ${deptName}`, summary: body },
        {
          title: `Temblor de ${mag} con epicentro en ${name} se sintió en varias ciudades`,
          summary: [
            `El movimiento ocurrió a ${when} y fue percibido en ${deptName} y departamentos vecinos.`,
            "Los organismos de socorro hacen un recorrido por la zona rural.",
          ],
        },
        {
          title: `${c.Inst("sgc")} reporta sismo de ${mag} en ${name}, ${c.deptBare(place)}`,
          summary: [`La profundidad fue de ${depth} kilómetros, por lo que se considera ${depth < 30 ? "superficial" : "intermedio"}.`],
        },
        {
          title: `¿Lo sintió? Fuerte temblor en ${deptName} ${c.day()}`,
          summary: [`El sismo, de magnitud ${mag}, ocurrió a ${when}.`, "Vecinos salieron a las calles por precaución."],
        },
        { title: `Así fue el temblor de magnitud ${mag} que sacudió a ${name}`, summary: body.slice(0, 1) },
      ];
    },
  },
  {
    key: "dolar",
    category: "economia",
    regional: false,
    weight: 1,
    build(c) {
      const value = fmtInt(c.int(3750, 4450));
      const delta = c.int(5, 80);
      const up = c.chance(0.5);
      const volume = fmtInt(c.int(600, 1800));
      const facts = `La tasa de cierre quedó $${delta} ${up ? "por encima" : "por debajo"} de la TRM del día.`;
      const traded = `Se negociaron US$${volume} millones en el mercado de contado.`;
      return [
        { title: `Dólar cierra en $${value} y ${up ? "sube" : "baja"} $${delta}`, summary: [facts, traded] },
        { title: `El peso ${up ? "pierde" : "gana"} terreno: el dólar termina la jornada en $${value}`, summary: [traded] },
        { title: `Así cerró el dólar en Colombia ${c.day()}: $${value}`, summary: [facts] },
        {
          title: `La divisa estadounidense ${up ? "se encarece" : "se abarata"} $${delta} y cierra en $${value}`,
          summary: [traded, "Los analistas siguen atentos al precio del petróleo."],
        },
      ];
    },
  },
  {
    key: "tasas",
    category: "economia",
    regional: false,
    weight: 0.4,
    minGapEvents: 3 * 96,
    build(c) {
      const decision = c.pick(["mantiene", "recorta", "recorta", "sube"] as const);
      const rate = c.dec(5, 11, 2);
      const votes = c.pick(["unanimidad", "mayoría de cinco votos contra dos", "cuatro votos contra tres"]);
      const banrep = c.inst("banrep");
      const verb = decision === "mantiene" ? "mantiene" : decision === "recorta" ? "recorta" : "sube";
      const summary = [
        `La junta directiva tomó la decisión por ${votes}.`,
        `${cap(banrep)} dijo que la inflación sigue por encima de la meta del 3 %.`,
      ];
      return [
        { title: `${c.Inst("banrep")} ${verb} la tasa de interés ${decision === "mantiene" ? "en" : "a"} ${rate} %`, summary },
        {
          title: `Tasas de interés quedan en ${rate} %: lo que significa para su bolsillo`,
          summary: [summary[1] ?? "", "Los créditos de consumo e hipotecarios podrían ajustarse en las próximas semanas."],
        },
        {
          title: `Junta del Emisor decide por ${votes} ${decision === "mantiene" ? "no mover" : decision === "recorta" ? "bajar" : "subir"} las tasas`,
          summary: [`La tasa de referencia queda en ${rate} %.`],
        },
        { title: `El Emisor ${verb} tasas y las deja en ${rate} %`, summary },
      ];
    },
  },
  {
    key: "inflacion",
    category: "economia",
    regional: false,
    weight: 0.4,
    minGapEvents: 3 * 96,
    build(c) {
      const month = c.lastMonth();
      const annual = c.dec(3, 9.5, 2);
      const monthly = c.dec(0.1, 1.2, 2);
      const down = c.chance(0.6);
      const driver = c.pick(["los arriendos", "los alimentos", "las tarifas de energía", "los combustibles", "los restaurantes y hoteles"]);
      const dane = c.inst("dane");
      const summary = [
        `Según ${dane}, la variación mensual fue de ${monthly} %.`,
        `${cap(driver)} fueron el rubro que más presionó los precios.`,
      ];
      return [
        { title: `Inflación anual en Colombia fue de ${annual} % en ${month}`, summary },
        {
          title: `${c.Inst("dane")}: los precios subieron ${monthly} % en ${month}`,
          summary: [`La inflación anual quedó en ${annual} %.`],
        },
        { title: `El costo de vida ${down ? "baja" : "sube"} a ${annual} % anual, según el Dane`, summary },
        {
          title: `Inflación de ${month}: ${driver} empujaron los precios`,
          summary: [`La variación anual fue de ${annual} %, ${down ? "menor" : "mayor"} que la del mes anterior.`],
        },
      ];
    },
  },
  {
    key: "partido",
    category: "deportes",
    regional: true,
    weight: 2,
    build(c, dept) {
      const home = clubIn(c, dept);
      const away = c.pick(CLUBS.filter((k) => k !== home));
      const homeWins = c.chance(0.6);
      const winnerGoals = c.int(1, 4);
      const loserGoals = c.int(0, winnerGoals - 1);
      const winner = homeWins ? home : away;
      const loser = homeWins ? away : home;
      const w = c.club(winner);
      const l = c.club(loser);
      const scorer = c.person(false).name;
      const minute = c.int(3, 93);
      const score = `${winnerGoals}-${loserGoals}`;
      const summary = [
        `El gol decisivo fue de ${scorer} en el minuto ${minute}.`,
        `El partido se jugó en ${home.stadium}, en ${home.city}.`,
      ];
      return [
        { title: `${w} vence ${score} a ${l}${homeWins ? ` en ${home.stadium}` : " como visitante"}`, summary },
        { title: `${l} cae ${score} ante ${w}`, summary: [`${scorer} marcó en el minuto ${minute}.`] },
        { title: `Con gol de ${scorer} en el minuto ${minute}, ${w} derrota a ${l}`, summary: summary.slice(1) },
        { title: `Triunfo de ${w} sobre ${l} por ${score} en la Liga`, summary },
        { title: `${w} le gana ${score} a ${l} y sube en la tabla`, summary: summary.slice(0, 1) },
      ];
    },
  },
  {
    key: "senado",
    category: "politica",
    regional: false,
    weight: 0.35,
    subjects: BILLS,
    build(c) {
      const bill = c.rotated(BILLS);
      const yes = c.int(50, 80);
      const no = c.int(4, 30);
      const summary = [`La votación terminó ${yes} a favor y ${no} en contra.`, "El texto pasa ahora a sanción presidencial."];
      return [
        { title: `Senado aprueba en último debate ${bill.name}`, summary },
        {
          title: `Luz verde en el Senado para ${bill.name}`,
          summary: [`Con ${yes} votos a favor, la plenaria aprobó el proyecto ${c.day()}.`],
        },
        { title: `Con ${yes} votos, el Senado aprobó ${bill.name}`, summary: summary.slice(1) },
        { title: `${cap(bill.name)} supera su último debate en el Congreso`, summary },
      ];
    },
  },
  {
    key: "corte",
    category: "judicial",
    regional: false,
    weight: 0.35,
    subjects: BILLS,
    build(c) {
      const bill = c.rotated(BILLS);
      const upheld = c.chance(0.5);
      const votes = c.pick(["seis votos contra tres", "cinco votos contra cuatro", "siete votos contra dos"]);
      const court = c.inst("corteConstitucional");
      const summary = [
        `La sala plena decidió por ${votes}.`,
        upheld ? "Los magistrados no encontraron vicios de trámite." : "Los magistrados encontraron vicios de trámite en el Congreso.",
      ];
      return [
        { title: `${c.Inst("corteConstitucional")} ${upheld ? "avala" : "tumba"} ${bill.name}`, summary },
        { title: `${upheld ? "Espaldarazo" : "Revés"} de la Corte Constitucional a ${bill.name}`, summary },
        { title: `Corte declara ${upheld ? "exequible" : "inexequible"} ${bill.name}`, summary: summary.slice(0, 1) },
        {
          title: `Por ${votes}, la Corte ${upheld ? "mantiene" : "tumba"} ${bill.name}`,
          summary: [`La decisión de ${court} se conoció ${c.day()}.`],
        },
      ];
    },
  },
  {
    key: "lluvias",
    category: "medio-ambiente",
    regional: true,
    weight: 1.5,
    build(c, dept) {
      const place = c.placeIn(dept);
      const deptName = c.dept(dept);
      const name = c.at(place);
      const color = c.pick(["roja", "naranja"]);
      const towns = c.int(3, 18);
      const families = c.int(20, 700);
      const summary = [
        `${cap(c.inst("ideam"))} advirtió sobre crecientes súbitas y deslizamientos en ${towns} municipios.`,
        `En ${c.where(place)} hay ${families} familias damnificadas.`,
      ];
      return [
        { title: `Alerta ${color} en ${deptName} por lluvias: ${towns} municipios en riesgo`, summary },
        { title: `${c.Inst("ideam")} declara alerta ${color} en ${towns} municipios de ${deptName}`, summary: summary.slice(0, 1) },
        { title: `Lluvias dejan ${families} familias damnificadas en ${name}`, summary: [summary[0] ?? ""] },
        { title: `Temporada de lluvias: ${deptName} en alerta ${color} por posibles deslizamientos`, summary },
      ];
    },
  },
  {
    key: "ataque",
    category: "seguridad",
    regional: true,
    weight: 1.5,
    build(c, dept) {
      const place = c.placeIn(dept);
      const name = c.at(place);
      const deptName = c.dept(place);
      const injured = c.int(2, 12);
      const target = c.pick(["la estación de Policía", "una patrulla del Ejército", "el peaje", "la sede de la alcaldía"]);
      const summary = [
        `El ataque ocurrió a ${c.clock()} contra ${target} de ${c.where(place)}.`,
        `${injured} personas resultaron heridas y fueron trasladadas al hospital.`,
      ];
      return [
        { title: `Ataque contra ${target} de ${name} deja ${injured} heridos`, summary },
        { title: `${injured} heridos tras ataque con explosivos en ${name}, ${c.deptBare(place)}`, summary: summary.slice(0, 1) },
        { title: `Atentado en ${name}: lo que se sabe del ataque contra ${target}`, summary },
        {
          title: `Gobernación de ${deptName} ofrece recompensa tras el ataque en ${name}`,
          summary: [summary[1] ?? "", "La recompensa es de hasta 100 millones de pesos."],
        },
      ];
    },
  },
  {
    key: "captura",
    category: "judicial",
    regional: true,
    weight: 1.5,
    build(c, dept) {
      const place = c.placeIn(dept);
      const name = c.at(place);
      const suspect = c.person();
      const crime = c.pick(CRIMES);
      const amount = fmtInt(c.int(200, 9000));
      const exMayor = c.g(suspect, "exalcalde", "exalcaldesa");
      const summary = [
        `${cap(c.inst("fiscalia"))} investiga contratos por $${amount} millones firmados en ${c.where(place)}.`,
        `${suspect.name} deberá responder por ${crime}.`,
      ];
      return [
        { title: `Capturan ${c.g(suspect, "al exalcalde", "a la exalcaldesa")} de ${name} por ${crime}`, summary },
        { title: `${c.Inst("fiscalia")} captura a ${suspect.name}, ${exMayor} de ${name}`, summary: summary.slice(0, 1) },
        {
          title: `Cae ${c.g(suspect, "el exalcalde", "la exalcaldesa")} de ${name}: investigan contratos por $${amount} millones`,
          summary: summary.slice(1),
        },
        { title: `Detienen a ${suspect.name}, ${exMayor} de ${name}, por ${crime}`, summary },
      ];
    },
  },
  {
    key: "dengue",
    category: "salud",
    regional: true,
    weight: 1,
    build(c, dept) {
      const place = c.placeIn(dept);
      const deptName = c.dept(dept);
      const name = c.at(place);
      const cases = fmtInt(c.int(800, 16000));
      const deaths = c.int(1, 9);
      const summary = [
        `Van ${cases} casos y ${deaths} muertes probables en lo corrido del año.`,
        `Los hospitales de ${c.where(place)} reportan ocupación alta.`,
      ];
      return [
        { title: `${cap(deptName)} declara alerta por dengue tras superar ${cases} casos`, summary },
        { title: `Casos de dengue se disparan en ${deptName}: van ${cases}`, summary: summary.slice(1) },
        { title: `${c.Inst("minsalud")} prende las alarmas por el dengue en ${deptName}`, summary },
        { title: `Brote de dengue en ${name}: hospitales en alerta`, summary: summary.slice(0, 1) },
      ];
    },
  },
  {
    key: "icfes",
    category: "educacion",
    regional: false,
    weight: 0.3,
    minGapEvents: 3 * 96,
    build(c) {
      const top = c.place();
      const deptName = c.dept(top);
      const avg = c.int(245, 275);
      const student = c.person();
      const icfes = c.inst("icfes");
      const summary = [
        `${cap(icfes)} informó que el puntaje promedio nacional fue de ${avg} puntos.`,
        `${cap(deptName)} tuvo el mejor resultado entre los departamentos.`,
      ];
      return [
        { title: `${c.Inst("icfes")} publica los resultados de las pruebas Saber 11`, summary },
        { title: `Resultados Saber 11: ${deptName} tiene el mejor promedio del país`, summary: summary.slice(0, 1) },
        { title: `Puntaje promedio en las pruebas Saber 11 fue de ${avg} puntos`, summary: summary.slice(1) },
        {
          title: `${c.g(student, "Estudiante", "Estudiante")} de ${c.at(top)} obtiene el puntaje más alto en las pruebas Saber 11`,
          summary: [`${student.name} obtuvo ${c.int(480, 500)} de 500 puntos.`, summary[0] ?? ""],
        },
      ];
    },
  },
  {
    key: "festival",
    category: "cultura",
    regional: true,
    weight: 0.5,
    subjects: FESTIVALS,
    subjectDept: (festival) => PLACE_DEPT.get((festival as (typeof FESTIVALS)[number]).place) ?? null,
    build(c) {
      const festival = c.rotated(FESTIVALS);
      const place = c.named(festival.place);
      const name = c.at(place);
      c.dept(place);
      const artists = c.int(30, 250);
      const winner = c.person();
      const summary = [
        `La programación reúne a ${artists} artistas en escenarios de ${c.where(place)}.`,
        "Las autoridades esperan miles de visitantes.",
      ];
      return [
        { title: `Arranca ${festival.name} con ${artists} artistas en la programación`, summary },
        { title: `${cap(festival.name)} abre con lleno total en ${name}`, summary: summary.slice(0, 1) },
        {
          title: `${winner.name} gana el concurso principal de ${festival.name}`,
          summary: [`${c.g(winner, "El artista", "La artista")} se impuso entre ${c.int(10, 40)} participantes.`],
        },
        { title: `Lo que debe saber si va a ${festival.name} en ${name}`, summary },
      ];
    },
  },
  {
    key: "via",
    category: "general",
    regional: true,
    weight: 0.8,
    subjects: ROADS,
    subjectDept: (road) => PLACE_DEPT.get((road as (typeof ROADS)[number]).places[0] ?? "") ?? null,
    build(c, dept) {
      const road = c.rotated(ROADS);
      const place = c.named(road.places.find((p) => c.named(p).dept === dept) ?? road.places[0] ?? "Bogotá");
      const name = c.at(place);
      const days = c.int(2, 10);
      const summary = [
        `${cap(c.inst("invias"))} calcula que el paso estará cerrado ${days} días.`,
        `Hay filas de vehículos de carga cerca de ${c.where(place)}.`,
      ];
      return [
        { title: `Derrumbe cierra ${road.name}`, summary },
        { title: `${cap(road.name)}: paso cerrado por un deslizamiento cerca de ${name}`, summary: summary.slice(0, 1) },
        { title: `${c.Inst("invias")} anuncia cierre de ${road.name} por ${days} días tras un derrumbe`, summary: summary.slice(1) },
        { title: `Viajeros atrapados en ${road.name} por un derrumbe`, summary },
      ];
    },
  },
  {
    key: "cancilleria",
    category: "internacional",
    regional: false,
    weight: 0.5,
    subjects: COUNTRIES,
    build(c) {
      const country = c.rotated(COUNTRIES);
      const event = c.pick(["las inundaciones", "el terremoto", "el huracán", "los incendios forestales"]);
      const people = c.int(5, 300);
      const summary = [
        `${cap(c.inst("cancilleria"))} confirmó que ${people} colombianos han pedido ayuda al consulado.`,
        "Por ahora no hay connacionales entre las víctimas fatales.",
      ];
      return [
        { title: `${people} colombianos afectados por ${event} en ${country.name}`, summary },
        { title: `${c.Inst("cancilleria")} activa plan de asistencia para colombianos en ${country.name}`, summary: summary.slice(0, 1) },
        { title: `${cap(event)} en ${country.name}: lo que se sabe de los colombianos afectados`, summary },
        { title: `Colombianos en ${country.name} piden ayuda tras ${event}`, summary: summary.slice(1) },
      ];
    },
  },
];

/** Digits that cannot circulate on a day, by city: a rotation of the date like the real schemes. */
function restrictedDigits(city: string, dayOfMonth: number): string {
  if (city === "Bogotá") return dayOfMonth % 2 === 0 ? "6, 7, 8, 9 y 0" : "1, 2, 3, 4 y 5";
  const first = (dayOfMonth * 2) % 10;
  return `${first} y ${(first + 1) % 10}`;
}

/**
 * The daily pico y placa of the big cities: the same formula every morning, covered by several
 * newspapers. Each day's is its own story; another day's, or another city's the same day, is a
 * near miss a story grouper must keep apart.
 */
export const PICO_Y_PLACA: EventKind = {
  key: "pico-y-placa",
  category: "general",
  regional: true,
  weight: 0,
  build(c, dept) {
    const city = c.at(c.capitalOf(dept));
    const weekday = c.weekday();
    const date = c.date();
    const digits = restrictedDigits(city, Number(date.split(" ")[0]));
    const hours = city === "Bogotá" ? "de las 6:00 de la mañana a las 9:00 de la noche" : "de las 5:00 de la mañana a las 8:00 de la noche";
    const summary = [
      `No circulan los vehículos particulares con placas terminadas en ${digits}, ${hours}.`,
      `La Secretaría de Movilidad de ${city} recordó que la multa supera los 600.000 pesos.`,
    ];
    return [
      { title: `Pico y placa en ${city} este ${weekday} ${date}: placas que no pueden circular`, summary },
      { title: `Pico y placa hoy ${weekday} ${date} en ${city}`, summary: summary.slice(0, 1) },
      {
        title: `¿Tiene pico y placa este ${weekday}? Así rige la medida en ${city}`,
        summary: [summary[1] ?? "", `La restricción aplica ${hours}.`],
      },
      { title: `Pico y placa en ${city} para este ${weekday}: placas terminadas en ${digits}`, summary: summary.slice(1) },
      { title: `Así funciona el pico y placa en ${city} el ${weekday} ${date}`, summary },
    ];
  },
};

/** The recurring events of every day: the local quarter-hour slot (0 = midnight) and the department. */
export const DAILY_EVENTS: readonly { slot: number; kind: EventKind; dept: string }[] = [
  { slot: 20, kind: PICO_Y_PLACA, dept: "bogota" },
  { slot: 21, kind: PICO_Y_PLACA, dept: "antioquia" },
  { slot: 22, kind: PICO_Y_PLACA, dept: "valle-del-cauca" },
];
