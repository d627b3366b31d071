import { describe, expect, it } from "vitest";
import { GROUPING_RULES } from "./decide.js";
import { storyFeatures } from "./features.js";
import { fillsDiffer } from "./formula.js";
import { type TermStats, weighTerms } from "./similarity.js";

const QUIET: TermStats = { articles: 50, frequency: () => 0 };

function side(title: string, summary = "") {
  const features = storyFeatures({ title, summary });
  return { titleKey: features.titleKey, terms: weighTerms(features, QUIET, GROUPING_RULES.rareTermMaxFrequency), facts: features };
}

/** Read both ways: the answer must not depend on which article came first. */
const differ = (a: string, b: string, summaryA = "", summaryB = "") => {
  const forward = fillsDiffer(side(a, summaryA), side(b, summaryB));
  expect(fillsDiffer(side(b, summaryB), side(a, summaryA))).toBe(forward);
  return forward;
};

describe("fillsDiffer: one formula, another fill", () => {
  it("reads the object after another verb to the end, however long", () => {
    expect(
      differ(
        "Corte Constitucional avala el artículo 36 de la ley de acceso a internet como servicio esencial",
        "Corte Constitucional tumba el artículo 36 del nuevo Código Electoral",
      ),
    ).toBe(true);
    expect(
      differ(
        "Corte Constitucional avala el artículo 36 de la ley de acceso a internet como servicio esencial",
        "Corte Constitucional declara exequible el artículo 36 de la ley de internet como servicio esencial",
      ),
    ).toBe(false);
  });

  it("reads two phrases between shared words as a second gap, not a reworded verb", () => {
    expect(
      differ(
        "Fiscalía imputa lavado de activos a exsecretario de Salud de Palmira",
        "Fiscalía imputa concierto para delinquir a exsecretario de Salud de Fundación",
      ),
    ).toBe(true);
    // One word against a phrase is a rewording: the budget presented told twice.
    expect(
      differ(
        "MinHacienda radica presupuesto de $557 billones para 2026",
        "Ministerio de Hacienda presentó al Congreso el Presupuesto General de la Nación para 2026",
      ),
    ).toBe(false);
  });

  it("reads a road's name as a slot, though it is made of places", () => {
    const closure = (road: string) => `Cierre total en la ${road} por la instalación de un viaducto durante cuatro días`;
    expect(differ(closure("vía al Llano"), closure("vía Cúcuta-Pamplona"))).toBe(true);
    expect(differ(closure("Troncal del Caribe"), closure("Ruta del Sol"))).toBe(true);
    const blockade = (road: string) => `Habitantes bloquean desde hace 12 horas la ${road} en protesta por los cortes de energía`;
    expect(differ(blockade("vía Cali-Buenaventura"), blockade("vía al Llano"))).toBe(true);
    // One road told by its name and by its ends, in other sentences: no formula.
    expect(
      differ("Derrumbe cierra la vía al Llano a la altura de Chipaque", "Cierre total en la vía Bogotá-Villavicencio por un derrumbe"),
    ).toBe(false);
    expect(differ(closure("vía al Llano"), closure("vía al Llano"))).toBe(false);
  });

  it("reads a gap after a preposition or an article, inside the headline or at its end", () => {
    expect(
      differ("Ministerio de Salud confirma 49 casos de malaria en Bogotá", "Ministerio de Salud confirma 49 casos de varicela en Bogotá"),
    ).toBe(true);
    expect(
      differ(
        "Corte Constitucional tumba el artículo 55 de la reforma a la educación superior",
        "Corte Constitucional tumba el artículo 55 de la ley de financiamiento",
      ),
    ).toBe(true);
    expect(differ("Alianza golea 3-0 a Envigado y lidera la Liga Femenina", "Medellín golea 3-0 a Tolima y lidera la Liga Femenina")).toBe(
      true,
    );
    expect(
      differ(
        "Documental colombiano sobre los barrios populares gana el premio del público en un festival de Ecuador",
        "Documental colombiano sobre la cocina tradicional del Pacífico gana el premio del público en un festival de Ecuador",
      ),
    ).toBe(true);
  });

  it("reads a fill that opens with an article as a noun phrase, whatever comes before it", () => {
    expect(
      differ(
        "Escritor Brayan Correa presenta 'El silencio de la montaña', una novela sobre la memoria del conflicto",
        "Escritor Brayan Correa presenta 'Marea alta', una novela sobre la memoria del conflicto",
      ),
    ).toBe(true);
  });

  it("keeps a reworded verb: the same event told with another word for what was done", () => {
    expect(
      differ(
        "Fiscalía imputa a exalcalde de Yopal por contratos de alimentación escolar",
        "Fiscalía acusa a exalcalde de Yopal por contratos de alimentación escolar",
      ),
    ).toBe(false);
    expect(
      differ("Petro sanciona la reforma laboral en un acto en Barranquilla", "Petro firma la reforma laboral en un acto en Barranquilla"),
    ).toBe(false);
  });

  it("leaves where to the place rules: a gap after en, desde or hacia, or a place for a place", () => {
    expect(
      differ(
        "Jhon Fredy Muñoz, líder comunal, fue asesinado en el sur del Cauca",
        "¿Quién era Jhon Fredy Muñoz, el líder social asesinado en Argelia?",
      ),
    ).toBe(false);
    expect(
      differ("Sismo de magnitud 5,6 sacude a Santander esta madrugada", "Sismo de magnitud 5,6 sacude a Bucaramanga esta madrugada"),
    ).toBe(false);
  });

  it("needs the same sentence: a few shared words around a different wording are a paraphrase", () => {
    expect(
      differ(
        "Aeropuerto Rafael Núñez de Cartagena suspende operaciones por una falla en la pista",
        "Cierran el aeropuerto de Cartagena por daño en la pista",
      ),
    ).toBe(false);
  });

  it("does not count a fill the other article names elsewhere (its summary) nor an added detail", () => {
    expect(
      differ(
        "Explosión en una vivienda de Soacha deja cinco heridos",
        "Explosión en un edificio de Soacha deja cinco heridos",
        "",
        "La vivienda, un edificio de tres pisos, quedó destruida.",
      ),
    ).toBe(false);
    expect(differ("Senado aprueba la reforma laboral", "Senado aprueba la reforma laboral en último debate")).toBe(false);
    expect(differ("Senado aprueba la reforma laboral", "Senado aprueba la reforma laboral")).toBe(false);
  });

  it("reads a formula from identical opening words, however long the fills", () => {
    expect(
      differ(
        "Cámara aprueba en primer debate la regulación de las plataformas de transporte",
        "Cámara aprueba en primer debate la reforma laboral",
      ),
    ).toBe(true);
    // The same vote with its object reworded: no article or preposition opens the gap.
    expect(differ("Cámara aprueba en primer debate la reforma a la justicia", "Cámara aprueba en primer debate la reforma judicial")).toBe(
      false,
    );
  });

  it("reads another bare figure in the same sentence as another event, unless a toll is revised", () => {
    expect(
      differ("Baloto: estos son los números ganadores del sorteo 2431", "Baloto: estos son los números ganadores del sorteo 2432"),
    ).toBe(true);
    expect(
      differ(
        "Pico y placa en Cali: placas terminadas en 4 y 9 no circulan el próximo viernes",
        "Pico y placa en Cali: placas terminadas en 1 y 9 no circulan el próximo viernes",
      ),
    ).toBe(true);
    expect(differ("Casos de dengue se disparan en el Meta: van 963", "Casos de dengue se disparan en el Meta: van 1.799")).toBe(true);
    expect(
      differ("Sube a 12 la cifra de muertos por el deslizamiento en Rosas", "Sube a 14 la cifra de muertos por el deslizamiento en Rosas"),
    ).toBe(false);
  });

  it("reads a reworded verb with a noun slot filled differently besides as two gaps of one formula", () => {
    expect(
      differ(
        "Corte Constitucional avala el artículo 104 de la ley de financiamiento",
        "Corte Constitucional tumba el artículo 104 de la reforma a la salud",
      ),
    ).toBe(true);
    // The verb alone, or with the same object reworded where no noun slot opens, is one ruling.
    expect(
      differ(
        "Corte Constitucional tumba el artículo 33 de la reforma pensional",
        "Corte Constitucional hunde el artículo 33 de la reforma a las pensiones",
      ),
    ).toBe(false);
  });

  it("reads two towns in the place gap of one sentence as two events, unless one measurement is felt in both", () => {
    expect(
      differ(
        "Gobernación de Antioquia ofrece recompensa tras el ataque en Caucasia",
        "Gobernación de Antioquia ofrece recompensa tras el ataque en Tarazá",
      ),
    ).toBe(true);
    expect(
      differ("Temblor de magnitud 4,8 se sintió con fuerza en Bucaramanga", "Temblor de magnitud 4,8 se sintió con fuerza en San Gil"),
    ).toBe(false);
  });

  it("reads two stages of one process: another ordinal is another event", () => {
    expect(
      differ("Cámara aprueba en primer debate la jurisdicción agraria", "Cámara aprueba en último debate la jurisdicción agraria"),
    ).toBe(true);
    expect(differ("Con 61 votos, el Senado aprueba en segundo debate la reforma", "Senado aprueba en tercer debate la reforma")).toBe(true);
    expect(
      differ(
        "Cámara aprueba en primer debate la jurisdicción agraria",
        "Cámara aprueba en primer debate la jurisdicción agraria tras 8 horas",
      ),
    ).toBe(false);
  });

  it("reads the opening team of two match reports with one score: another winner, another match", () => {
    expect(differ("América le gana 1-0 a Pasto y sube en la tabla", "Tolima le gana 1-0 a Pasto y sube en la tabla")).toBe(true);
    expect(differ("América le gana 1-0 a Pasto y sube en la tabla", "América vence 1-0 a Pasto en el Pascual Guerrero")).toBe(false);
    expect(differ("Pasto cae 1-0 ante América", "América vence 1-0 a Pasto")).toBe(false);
  });

  it("reads two gaps filled differently as a formula, without the same-sentence test", () => {
    expect(
      differ(
        "Cierre total en la vía Yopal-Aguazul por un derrumbe durante 2 días",
        "Cierre total en la Troncal del Caribe por la instalación de un viaducto durante 2 días",
      ),
    ).toBe(true);
    expect(
      differ("Cierre total en la vía al Llano por un derrumbe", "Cierre total en la vía al Llano tras un derrumbe en el kilómetro 18"),
    ).toBe(false);
  });

  it("reads a gap between two identical runs of the sentence as a formula's, however long its fills", () => {
    expect(
      differ(
        "Cierre total en la vía Neiva-Pitalito por la construcción de un puente durante 11 días",
        "Cierre total en la Ruta del Sol en el sector de Aguachica por la construcción de un puente durante 11 días",
      ),
    ).toBe(true);
  });

  it("counts a place against a thing (a region's regime against a law); a place against a place is the place rules'", () => {
    expect(
      differ(
        "Senado aprueba en último debate la reforma a la salud",
        "Senado aprueba en último debate el régimen especial para la Orinoquía",
      ),
    ).toBe(true);
  });

  it("reads two objects after the same opening as two votes, however long they are", () => {
    expect(
      differ(
        "Senado aprueba en segundo debate la ley que regula el uso adulto del cannabis",
        "Senado aprueba en segundo debate el proyecto de jornada única en colegios públicos",
      ),
    ).toBe(true);
    expect(
      differ(
        "Cámara aprueba en tercer debate la ley de acceso a internet como servicio esencial",
        "Cámara aprueba en tercer debate el proyecto que prohíbe el fracking",
      ),
    ).toBe(true);
    // The same object reworded shares a word; a person named or described has no article.
    expect(
      differ(
        "Senado aprueba en segundo debate la regulación del cannabis",
        "Senado aprueba en segundo debate el proyecto que regula el uso del cannabis",
      ),
    ).toBe(false);
    expect(
      differ("Fiscalía imputa cargos por lavado a Nicolás Petro", "Fiscalía imputa cargos por lavado al hijo del presidente Gustavo Petro"),
    ).toBe(false);
  });

  it("reads the shared opening wherever it starts, and two complements of one head noun", () => {
    expect(
      differ(
        "Con 61 votos, el Senado aprueba en segundo debate el proyecto que regula la venta de vapeadores",
        "Senado aprueba en segundo debate el proyecto de licencia de paternidad extendida",
      ),
    ).toBe(true);
    expect(
      differ(
        "Senado aprueba en tercer debate la ley de acceso a internet como servicio esencial",
        "Con 56 votos, el Senado aprueba en tercer debate el régimen especial para la Orinoquía",
      ),
    ).toBe(true);
    // One object told twice shares a word after the head noun; an adjective is not a complement.
    expect(
      differ(
        "Con 61 votos, el Senado aprueba en segundo debate el proyecto que regula la venta de vapeadores",
        "Senado aprueba en segundo debate el proyecto que pone reglas a la venta de vapeadores",
      ),
    ).toBe(false);
    expect(
      differ(
        "Cámara aprueba en primer debate la reforma a la justicia",
        "Con 19 votos, la Cámara aprueba en primer debate la reforma judicial",
      ),
    ).toBe(false);
  });

  it("reads a name's second half as a slot: another park, another university", () => {
    expect(
      differ(
        "Parques Nacionales Naturales cierra el Parque Gorgona durante 8 semanas por daños en los senderos",
        "Parques Nacionales Naturales cierra el Parque Utría durante 8 semanas por daños en los senderos",
      ),
    ).toBe(true);
    expect(
      differ(
        "La Universidad Industrial de Santander presenta un bus eléctrico hecho en Colombia",
        "La Universidad Nacional presenta un bus eléctrico hecho en Colombia",
      ),
    ).toBe(true);
    // The same name written longer is one name.
    expect(
      differ(
        "El Parque Tayrona cerrará durante todo febrero por descanso ecológico",
        "El Parque Nacional Natural Tayrona cerrará durante todo febrero por descanso ecológico",
      ),
    ).toBe(false);
  });

  it("never throws on odd titles", () => {
    for (const title of ["", " ", "a", "de de de", "1 2 3", "¿?", "x".repeat(500)]) {
      expect(() => differ(title, "Ministerio de Salud confirma 49 casos de malaria en Bogotá")).not.toThrow();
    }
  });
});
