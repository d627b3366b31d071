import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Arrival, decideStory, GROUPING_RULES, matchScore, namesDiffer, type PlacedArticle } from "./decide.js";
import { storyFeatures } from "./features.js";
import { type TermStats, weighTerms } from "./similarity.js";

const HOUR = 3_600_000;
/** A quiet window: every term is rare, as in the first hours of a new database. */
const QUIET: TermStats = { articles: 50, frequency: () => 0 };

let nextId = 1;

function arrival(title: string, summary = "", options: { newspaperId?: number; at?: number; stats?: TermStats } = {}): Arrival {
  const features = storyFeatures({ title, summary });
  const stats = options.stats ?? QUIET;
  const terms = weighTerms(features, stats, GROUPING_RULES.rareTermMaxFrequency);
  const rare = new Set([...features.terms.keys()].filter((term) => stats.frequency(term) <= GROUPING_RULES.rareTermMaxFrequency));
  return { id: nextId++, newspaperId: options.newspaperId ?? 1, publishedAt: options.at ?? 0, features, terms, rare };
}

function placed(
  story: number | null,
  title: string,
  summary = "",
  options: { newspaperId?: number; at?: number; stats?: TermStats } = {},
): PlacedArticle {
  const a = arrival(title, summary, options);
  return {
    id: a.id,
    story: story ?? a.id,
    newspaperId: a.newspaperId,
    publishedAt: a.publishedAt,
    titleKey: a.features.titleKey,
    titleWords: a.features.titleWords,
    facts: a.features,
    terms: a.terms,
  };
}

/** Story sizes as the candidates show them (every member of a story is a candidate). */
const sizesOf = (candidates: PlacedArticle[]) => (story: number) => candidates.filter((c) => c.story === story).length;

describe("matchScore: agreeing on what happened", () => {
  it("does not link two events that share only a town and a figure with its unit", () => {
    const a = arrival("Unas 35.000 personas asistieron al cierre de la Fiesta de la Cosecha en Pereira", "No hubo riñas.", {
      newspaperId: 2,
    });
    const b = placed(null, "Desempleo en Pereira bajó a 8,9 %: 35.000 personas siguen sin trabajo", "El Dane reportó una mejora.");
    expect(matchScore(a, b)).toBe(0);
    const c = arrival("Recaudo del impuesto predial en Bogotá llega a $4,1 billones", "", { newspaperId: 2 });
    expect(matchScore(c, placed(null, "Ecopetrol reporta utilidades de $4,1 billones en el trimestre"))).toBe(0);
  });

  it("still links one figure told in other words when a word for what happened is shared", () => {
    const a = arrival("El Huila vendió al exterior 12 % más café que hace un año", "", { newspaperId: 2 });
    expect(matchScore(a, placed(null, "Exportaciones de café del Huila crecen 12 % en el primer semestre"))).toBeGreaterThan(0);
  });

  it("does not link two headlines that share one phrase and each tell their own event around it", () => {
    const a = arrival("Biólogos graban por primera vez el canto del mono aullador rojo en cautiverio", "", { newspaperId: 2 });
    const rescue = placed(null, "Bomberos rescatan a un mono aullador rojo que cayó a una piscina");
    expect(matchScore(a, rescue)).toBe(0);
    const phraseOff = { ...GROUPING_RULES, ownWordsBesidesPhrase: 99 as typeof GROUPING_RULES.ownWordsBesidesPhrase };
    expect(matchScore(a, rescue, phraseOff)).toBeGreaterThan(0);
    // The same thing at the same place is one event told with other words.
    const b = arrival("Gobernación de Norte de Santander ofrece recompensa por el ataque al peaje de Cúcuta", "", { newspaperId: 2 });
    expect(matchScore(b, placed(null, "Ataque contra el peaje de Cúcuta deja 12 heridos"))).toBeGreaterThan(0);
    // A word one headline opens with and the other names in its summary is a name, not what happened.
    const court = arrival(
      "Corte Constitucional tumba el artículo 12 del régimen especial para la Orinoquía",
      "Los magistrados votaron seis contra tres; la plenaria del Senado deberá corregir el texto.",
      { newspaperId: 2 },
    );
    expect(matchScore(court, placed(null, "Senado aprueba en tercer debate el régimen especial para la Orinoquía"))).toBe(0);
    // Nor does a surname both summaries give for two people.
    const arrest = arrival(
      "Capturan a la exalcaldesa de Aracataca por peculado por apropiación",
      "Leidy Johana Acosta Ibáñez fue detenida en Santa Marta.",
      { newspaperId: 2 },
    );
    const charge = placed(
      null,
      "Fiscalía imputa peculado por apropiación a exgerente del hospital de Montenegro",
      "Fredy Correa Ibáñez habría favorecido a un contratista.",
    );
    expect(matchScore(arrest, charge)).toBe(0);
    // The same words in another order are two sentences telling one thing, not one phrase.
    const c = arrival("Precio del ACPM subirá $200 por galón la próxima semana", "", { newspaperId: 2 });
    expect(matchScore(c, placed(null, "Gobierno anuncia alza de $200 en el precio del ACPM desde el lunes"))).toBeGreaterThan(0);
  });

  it("does not link one body doing one thing to two different objects", () => {
    const fines = arrival("Corte Constitucional tumba artículo del Código de Tránsito sobre fotomultas", "", { newspaperId: 2 });
    expect(matchScore(fines, placed(null, "Corte Constitucional tumba el decreto de conmoción interior en el Catatumbo"))).toBe(0);
    const bill = arrival("Senado aprueba proyecto que prohíbe el matrimonio infantil en Colombia", "", { newspaperId: 2 });
    expect(matchScore(bill, placed(null, "Senado aprueba en último debate la reforma pensional"))).toBe(0);
    // The same object told with other words around it is one event.
    const same = arrival("Se cae la conmoción interior: la Corte Constitucional tumba el decreto del Catatumbo", "", { newspaperId: 2 });
    expect(matchScore(same, placed(null, "Corte Constitucional tumba el decreto de conmoción interior en el Catatumbo"))).toBeGreaterThan(
      0,
    );
  });
});

describe("matchScore", () => {
  it("matches two newspapers' versions of one event", () => {
    const a = arrival("Sismo de magnitud 4,8 sacude Santander", "El epicentro fue en Los Santos.", { newspaperId: 2 });
    const b = placed(null, "Temblor de 4,8 con epicentro en Los Santos se sintió en Bucaramanga", "No hay daños.");
    expect(matchScore(a, b)).toBeGreaterThanOrEqual(GROUPING_RULES.joinThreshold);
  });

  it("never compares articles further apart than the window", () => {
    const a = arrival("Sismo de magnitud 4,8 sacude Santander", "", { newspaperId: 2, at: 60 * HOUR });
    expect(matchScore(a, placed(null, "Sismo de magnitud 4,8 sacude Santander", "", { at: 0 }))).toBe(0);
  });

  it("returns null when the headlines contradict each other", () => {
    const a = arrival("Pico y placa en Bogotá para este martes", "", { newspaperId: 2 });
    expect(matchScore(a, placed(null, "Pico y placa en Bogotá para este lunes"))).toBeNull();
  });

  it("takes an identical headline within a day as the same story, and not later", () => {
    const title = "Gobierno radica proyecto de ley de competencias ante el Congreso";
    expect(matchScore(arrival(title, "", { newspaperId: 2, at: 3 * HOUR }), placed(null, title, "Texto de Colprensa."))).toBe(1);
    expect(matchScore(arrival("Última hora", "", { newspaperId: 2 }), placed(null, "Última hora"))).not.toBe(1);
    expect(matchScore(arrival(title, "", { newspaperId: 2, at: 30 * HOUR }), placed(null, title))).not.toBe(1);
  });

  it("asks more of two articles of the same newspaper", () => {
    const a = arrival("Sismo de magnitud 4,8 sacude Santander", "El epicentro fue en Los Santos.", { newspaperId: 1 });
    const b = placed(null, "Temblor de 4,8 con epicentro en Los Santos se sintió en Bucaramanga", "No hay daños.", { newspaperId: 1 });
    const score = matchScore({ ...a, newspaperId: 2 }, b) ?? 0;
    expect(score).toBeLessThan(GROUPING_RULES.sameNewspaperThreshold);
    expect(matchScore(a, b)).toBe(0);
  });

  it("does not link the same formula about other people", () => {
    const a = arrival("Corte Suprema abre investigación contra el senador Jhon Jairo Londoño", "Por contratos en Ibagué.", {
      newspaperId: 2,
    });
    const b = placed(null, "Corte Suprema abre investigación contra el senador Jhon Jairo Hinestroza", "Por contratos en Ibagué.");
    expect(namesDiffer(a.terms, b.terms)).toBe(true);
    // Not linked (0), or refused (null): another surname after the same first names is a name's
    // second half filled differently (fillsDiffer).
    expect([0, null]).toContain(matchScore(a, b));
  });

  it("does not link two events that share only a work's quoted title, and links one event told twice", () => {
    const rating = arrival("La telenovela 'Tierra de nadie' lidera el rating con 12,2 puntos", "", { newspaperId: 2 });
    expect(matchScore(rating, placed(null, "Escritor Héctor Fabio Núñez presenta 'Tierra de nadie', una novela sobre la migración"))).toBe(
      0,
    );
    const premiere = arrival("Llega la segunda parte de 'Cien años de soledad' a Netflix: lo que debe saber", "", { newspaperId: 2 });
    expect(matchScore(premiere, placed(null, "Netflix estrena la segunda parte de 'Cien años de soledad'"))).toBeGreaterThanOrEqual(
      GROUPING_RULES.joinThreshold,
    );
  });

  it("does not link two events that share only their town", () => {
    const a = arrival("Incendio consume una bodega de reciclaje en Soacha", "", { newspaperId: 2 });
    expect(matchScore(a, placed(null, "Capturan a cinco extorsionistas en Soacha"))).toBe(0);
  });

  it("needs a rare word in common: common words alone are another event told the same way", () => {
    const busy: TermStats = { articles: 6000, frequency: (term) => (term.startsWith("^") ? 0 : 500) };
    const a = arrival("Corte Constitucional tumba la ley", "La sala plena decidió por mayoría.", { newspaperId: 2, stats: busy });
    const b = placed(null, "Corte Constitucional tumba la ley", "La sala plena decidió por mayoría.", { stats: busy, at: 30 * HOUR });
    expect(matchScore(a, b)).toBe(0);
  });
});

describe("decideStory", () => {
  it("starts a new story when nothing is close", () => {
    const a = arrival("Karol G anuncia tres conciertos en Medellín");
    const candidates = [placed(10, "Sismo de magnitud 4,8 sacude Santander")];
    expect(decideStory(a, candidates, sizesOf(candidates))).toEqual({ story: null, absorbed: [], score: 0 });
  });

  it("joins the story of its best match", () => {
    const a = arrival("Temblor de 4,8 en Los Santos, Santander", "Se sintió en Bucaramanga.", { newspaperId: 3 });
    const candidates = [placed(10, "Sismo de magnitud 4,8 sacude Santander", "El epicentro fue en Los Santos.", { newspaperId: 1 })];
    const decision = decideStory(a, candidates, sizesOf(candidates));
    expect(decision.story).toBe(10);
    expect(decision.absorbed).toEqual([]);
  });

  it("stays out of a story when any of its articles contradicts it", () => {
    const a = arrival("Pico y placa en Bogotá para este martes", "", { newspaperId: 3 });
    const candidates = [
      placed(10, "Pico y placa en Bogotá", "", { newspaperId: 1 }),
      placed(10, "Pico y placa en Bogotá este lunes", "", { newspaperId: 2 }),
    ];
    expect(decideStory(a, candidates, sizesOf(candidates)).story).toBeNull();
  });

  it("merges two stories it bridges, keeping the older id", () => {
    const a = arrival("Sismo de magnitud 4,8 en Los Santos, Santander, se sintió en Bucaramanga", "", { newspaperId: 3 });
    const candidates = [
      placed(20, "Temblor de 4,8 sacude Bucaramanga", "", { newspaperId: 1 }),
      placed(10, "Sismo de magnitud 4,8 en Los Santos", "", { newspaperId: 2 }),
    ];
    const decision = decideStory(a, candidates, sizesOf(candidates));
    expect(decision.story).toBe(10);
    expect(decision.absorbed).toEqual([20]);
  });

  it("does not join a big story of which it resembles one article only", () => {
    const a = arrival("Temblor de 4,8 en Los Santos, Santander", "", { newspaperId: 3 });
    const candidates = [placed(10, "Sismo de magnitud 4,8 sacude Santander", "", { newspaperId: 1 })];
    expect(decideStory(a, candidates, () => 1).story).toBe(10);
    expect(decideStory(a, candidates, () => 40).story).toBeNull();
  });

  it("gives the same answer whatever the order of the candidates", () => {
    const a = arrival("Sismo de magnitud 4,8 en Los Santos, Santander", "Se sintió en Bucaramanga y Bogotá.", { newspaperId: 9 });
    const pool = [
      placed(30, "Temblor de 4,8 sacude Santander", "", { newspaperId: 1 }),
      placed(31, "Sismo de 4,8 en Los Santos", "", { newspaperId: 2 }),
      placed(31, "Reportan sismo de magnitud 4,8 en Santander", "", { newspaperId: 3 }),
      placed(32, "Pico y placa en Bogotá este lunes", "", { newspaperId: 4 }),
      placed(33, "Sismo de magnitud 5,1 en el Meta", "", { newspaperId: 5 }),
    ];
    const expected = decideStory(a, pool, sizesOf(pool));
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: pool.length, maxLength: pool.length }), (shuffled) => {
        expect(decideStory(a, shuffled, sizesOf(shuffled))).toEqual(expected);
      }),
    );
  });
});

describe("merging", () => {
  it("does not merge two stories about other names through an article that names neither", () => {
    const a = arrival("Jaguares golea 3-0 y lidera la Liga Femenina", "", { newspaperId: 9 });
    const candidates = [
      placed(10, "Nacional golea 3-0 a Millonarios y lidera la Liga Femenina", "", { newspaperId: 1 }),
      placed(20, "Deportivo Cali golea 3-0 a Alianza y lidera la Liga Femenina", "", { newspaperId: 2 }),
    ];
    expect(decideStory(a, candidates, sizesOf(candidates)).absorbed).toEqual([]);
  });
});

describe("agreement with the whole story", () => {
  it("keeps one template about two towns apart: another victim count, or a town against a name the other is placed at", () => {
    const cucuta = placed(10, "Ataque contra el peaje de Cúcuta deja 12 heridos", "", { newspaperId: 1 });
    expect(matchScore(arrival("Ataque contra el peaje de La Plata deja 3 heridos", "", { newspaperId: 2 }), cucuta)).toBeNull();
    expect(matchScore(arrival("Atentado contra el peaje en La Plata: lo que se sabe", "", { newspaperId: 2 }), cucuta)).toBeNull();
    const jamundi = placed(20, "Explosión de moto bomba en Jamundí deja heridos", "", { newspaperId: 1 });
    expect(matchScore(arrival("Explosión de moto bomba en Suárez deja heridos", "", { newspaperId: 2 }), jamundi)).toBeNull();
    // Two names the events are placed at, neither a known place.
    const plata = placed(30, "Capturan a banda dedicada al hurto de motocicletas en La Plata", "", { newspaperId: 1 });
    expect(
      matchScore(arrival("Capturan a banda dedicada al hurto de motocicletas en San Agustín", "", { newspaperId: 2 }), plata),
    ).toBeNull();
  });

  it("keeps one template with the same reward or percentage in two places apart: only a measurement is felt in two places", () => {
    const plateado = placed(40, "Ofrecen $200 millones de recompensa por el asesinato de un firmante de paz en El Plateado", "", {
      newspaperId: 1,
    });
    expect(
      matchScore(
        arrival("Ofrecen $200 millones de recompensa por el asesinato de un firmante de paz en Tibú", "", { newspaperId: 2 }),
        plateado,
      ),
    ).toBeNull();
  });

  it("keeps one template about two roads apart, and one road named from either end together", () => {
    const road = placed(50, "Cierre total en la vía Bogotá-Girardot por la caída de un puente durante 3 días", "", { newspaperId: 1 });
    expect(
      matchScore(arrival("Cierre total en la vía Medellín-Quibdó por la caída de un puente durante 3 días", "", { newspaperId: 2 }), road),
    ).toBeNull();
    expect(
      matchScore(arrival("Por la caída de un puente, cierre total de la vía Girardot-Bogotá durante 3 días", "", { newspaperId: 2 }), road),
    ).toBeGreaterThan(0);
  });

  it("still joins a report that tells the same event by its town and its people", () => {
    const town = placed(10, "Ataque contra el peaje de Cúcuta deja 12 heridos", "", { newspaperId: 1 });
    expect(
      matchScore(arrival("12 heridos tras ataque con explosivos en el peaje de Cúcuta", "", { newspaperId: 2 }), town),
    ).toBeGreaterThan(0);
    const match = placed(20, "Junior cayó 2-1 ante Nacional en Medellín", "", { newspaperId: 1 });
    expect(matchScore(arrival("Nacional le ganó 2-1 a Junior con un golazo de Cardona", "", { newspaperId: 2 }), match)).not.toBeNull();
  });

  it("takes another toll as the same event when a headline says it was revised", () => {
    const first = placed(10, "Derrumbe en Rosas deja 3 muertos", "", { newspaperId: 1 });
    expect(matchScore(arrival("Derrumbe en Rosas deja 5 muertos", "", { newspaperId: 2 }), first)).toBeNull();
    expect(matchScore(arrival("Sube a 5 la cifra de muertos por el derrumbe en Rosas", "", { newspaperId: 2 }), first)).not.toBeNull();
  });

  it("stays out of a story when an article that is not among its closest candidates contradicts it", () => {
    const a = arrival("Ataque contra el peaje deja 3 heridos en la madrugada", "", { newspaperId: 3 });
    const close = placed(10, "Ataque contra el peaje deja heridos en la madrugada", "", { newspaperId: 1 });
    const far = placed(10, "Ataque contra el peaje de Cúcuta deja 12 heridos", "", { newspaperId: 2 });
    expect(decideStory(a, [close], () => 1).story).toBe(10);
    expect(
      decideStory(
        a,
        [close],
        () => 2,
        GROUPING_RULES,
        () => [close, far],
      ).story,
    ).toBeNull();
  });

  it("does not bridge two stories when an article of one contradicts an article of the other", () => {
    const a = arrival("Ataque contra el peaje deja heridos en la madrugada del lunes", "", { newspaperId: 3 });
    const one = placed(10, "Ataque contra el peaje deja heridos en la madrugada", "", { newspaperId: 1 });
    const two = placed(20, "Ataque contra el peaje deja heridos en la madrugada de este lunes", "", { newspaperId: 2 });
    const members = new Map([
      [10, [one, placed(10, "Ataque contra el peaje de Cúcuta deja 12 heridos", "", { newspaperId: 4 })]],
      [20, [two, placed(20, "Ataque contra el peaje de La Plata deja 3 heridos", "", { newspaperId: 5 })]],
    ]);
    expect(decideStory(a, [one, two], () => 1).absorbed).toEqual([20]);
    const decision = decideStory(
      a,
      [one, two],
      () => 1,
      GROUPING_RULES,
      (story) => members.get(story) ?? [],
    );
    expect(decision.absorbed).toEqual([]);
  });
});

describe("what a join needs besides where and when", () => {
  /** A busy window: the headline's common words are common, the names and figures rare. */
  const COMMON = new Set(["anunci", "gobiern", "med", "dej", "hor", "agu"]);
  const BUSY: TermStats = { articles: 5000, frequency: (term) => (COMMON.has(term) ? 400 : 0) };
  const ONE_WHERE: typeof GROUPING_RULES = { ...GROUPING_RULES, minSharedWhereTerms: 1 as typeof GROUPING_RULES.minSharedWhereTerms };

  it("does not link two events that share only a country", () => {
    const a = arrival("Gobierno de Japón anuncia nuevas medidas", "", { newspaperId: 2, stats: BUSY });
    const b = placed(null, "Japón: nuevas medidas del Gobierno tras el allanamiento", "", { stats: BUSY });
    // Without the rule, the country is the rare word they share and they would link.
    expect(matchScore(a, b, ONE_WHERE)).toBeGreaterThanOrEqual(GROUPING_RULES.joinThreshold);
    expect(matchScore(a, b)).toBe(0);
  });

  it("does not link two events that share only a duration", () => {
    const a = arrival("Racionamiento de agua de 14 horas anuncia el Gobierno", "", { newspaperId: 2, stats: BUSY });
    const b = placed(null, "Bloqueo de 14 horas deja sin agua al Gobierno", "", { stats: BUSY });
    expect(matchScore(a, b, ONE_WHERE)).toBeGreaterThanOrEqual(GROUPING_RULES.joinThreshold);
    expect(matchScore(a, b)).toBe(0);
  });

  it("still links two reports sharing a rare word that says what happened", () => {
    const a = arrival("Japón anuncia nuevas medidas contra el yen débil", "", { newspaperId: 2, stats: BUSY });
    const b = placed(null, "Las nuevas medidas de Japón para sostener el yen", "", { stats: BUSY });
    expect(matchScore(a, b)).toBeGreaterThanOrEqual(GROUPING_RULES.joinThreshold);
  });

  it("still links two reports sharing a country and a demonym (the same rules told in other words)", () => {
    const a = arrival("Perú exigirá nuevos requisitos a colombianos", "", { newspaperId: 2, stats: BUSY });
    const b = placed(null, "Nuevas reglas para entrar a Perú: lo que deben saber los colombianos", "", { stats: BUSY });
    expect(matchScore(a, b)).toBeGreaterThanOrEqual(GROUPING_RULES.joinThreshold);
  });

  it("does not link two headlines that share one word by chance, each saying three rare things of its own", () => {
    const a = arrival("Ciberataque al hospital de Soledad suspende los trámites en línea por 11 días", "", { newspaperId: 2, stats: BUSY });
    const b = placed(null, "Cierre total en el alto de La Línea por obras de estabilización durante 11 días", "", { stats: BUSY });
    const loose: typeof GROUPING_RULES = { ...ONE_WHERE, ownWordsAgainstOne: 99 as typeof GROUPING_RULES.ownWordsAgainstOne };
    expect(matchScore(a, b, loose)).not.toBe(0);
    expect(matchScore(a, b)).toBe(0);
  });

  it("does not link two events that share only an actor's name (who, not what happened)", () => {
    const a = arrival("Gustavo Bolívar lanza su precandidatura presidencial en Bogotá", "El exsenador recorrerá el país.", {
      newspaperId: 2,
    });
    expect(
      matchScore(a, placed(null, "Gustavo Bolívar renuncia a la dirección del DPS", "El funcionario dijo que se dedicará a la política.")),
    ).toBe(0);
    const b = arrival("Universidad Nacional gana premio internacional de biotecnología", "", { newspaperId: 2 });
    expect(matchScore(b, placed(null, "Universidad Nacional abre inscripciones para el primer semestre"))).toBe(0);
  });

  it("does not take figures only the summaries share for what happened when the headlines share only names", () => {
    const a = arrival("Corte Constitucional avala la ley de salud mental", "Los magistrados votaron seis contra tres.", { newspaperId: 2 });
    const other = placed(
      null,
      "Corte Constitucional tumba el artículo 12 del régimen especial para la Orinoquía",
      "Los magistrados votaron seis contra tres.",
    );
    expect(matchScore(a, other)).toBe(0);
    // With a word for what happened in both headlines, one event's reports repeat its summary's figures.
    const b = arrival("Corte Constitucional avala la ley de salud mental: la decisión", "Los magistrados votaron seis contra tres.", {
      newspaperId: 2,
    });
    expect(
      matchScore(b, placed(null, "Espaldarazo a la ley de salud mental en la Corte Constitucional", "Seis contra tres.")),
    ).toBeGreaterThan(0);
  });

  it("still links an actor's name with another form of the same word for what happened", () => {
    const a = arrival(
      "Intervención de Air-e: lo que cambia para los usuarios de Superservicios",
      "Un agente especial asumirá la gerencia.",
      {
        newspaperId: 2,
      },
    );
    expect(matchScore(a, placed(null, "Superservicios interviene a Air-e por seis meses"))).toBeGreaterThanOrEqual(
      GROUPING_RULES.joinThreshold,
    );
  });
});
