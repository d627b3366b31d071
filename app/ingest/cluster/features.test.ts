import { describe, expect, it } from "vitest";
import { figureTerm, readFigures } from "./figures.js";
import {
  quotedTitleTerms,
  roadsOf,
  statisticsKeys,
  storyFeatures,
  TERM_ENTITY,
  TERM_LEADING,
  TERM_NUMBER,
  TERM_PLACE,
  TERM_SUMMARY,
  TERM_TITLE,
} from "./features.js";
import { termOf } from "./headline-words.js";

const values = (text: string, kind?: string) =>
  readFigures(text)
    .quantities.filter((q) => kind === undefined || q.kind === kind)
    .map((q) => (q.unit ? `${q.value} ${q.unit}` : q.value));

describe("readFigures", () => {
  it("reads Colombian thousands dots and decimal commas", () => {
    expect(values("Dólar cierra en $4.102 y sube $38", "$")).toEqual(["4102", "38"]);
    expect(values("Sismo de magnitud 4,8 sacude Santander", "dec")).toEqual(["4.8"]);
    expect(values("Inflación bajó a 5,28 % en febrero", "%")).toEqual(["5.28"]);
    expect(values("Utilidades de $14,9 billones", "$")).toEqual(["14.9"]);
  });

  it("reads a spelled-out number opening a name as part of the name, not as a count", () => {
    expect(readFigures("Once Caldas anuncia a Hernán Darío Gómez como nuevo director técnico").quantities).toEqual([]);
    expect(readFigures("Ocho muertos deja el deslizamiento en Rosas").quantities).toEqual([
      { kind: "num", value: "8", unit: termOf("muertos") },
    ]);
  });

  it("takes 'pesos' and 'dólares' after a figure as money", () => {
    expect(values("El galón sube 100 pesos", "$")).toEqual(["100"]);
    expect(values("Contratos por 12.000 millones de pesos", "$")).toEqual(["12000"]);
  });

  it("reads match results as one unordered score", () => {
    expect(values("Junior cayó 0-2 ante Santa Fe", "score")).toEqual(["0-2"]);
    expect(values("Santa Fe venció 2-0 a Junior", "score")).toEqual(["0-2"]);
    expect(values("Nacional 1 - 1 Millonarios", "score")).toEqual(["1-1"]);
  });

  it("names what a count counts, skipping function words and multipliers", () => {
    expect(values("Accidente deja ocho muertos y 21 heridos", "num")).toEqual(["21 her", "8 muert"]);
    expect(values("Capturan a cinco integrantes de una banda", "num")).toEqual(["5 integr"]);
  });

  it("gives a numbered thing's number to its noun, whether the figure follows or an ordinal precedes", () => {
    expect(values("Egan Bernal fue segundo en la etapa 4 de la Vuelta", "num")).toContain("4 etap");
    expect(values("Caída de Bernal en la quinta etapa", "num")).toEqual(["5 etap"]);
    expect(values("Derrumbe en el kilómetro 58 de la vía al Llano", "num")).toEqual(["58 kilometr"]);
  });

  it("keeps dates apart from figures, and ignores clock times and years", () => {
    const read = readFigures("Pico y placa para este lunes 10 de marzo de 2025 a las 6:30");
    expect(read.dates).toEqual(["10-3"]);
    expect(read.quantities).toEqual([]);
  });
});

describe("storyFeatures", () => {
  it("stems, folds and merges synonyms, without function words, weekdays or months", () => {
    const { terms } = storyFeatures({ title: "Fuerte temblor sacudió a Santander este lunes 10 de marzo", summary: "" });
    expect(terms.has(termOf("sismo"))).toBe(true);
    expect(terms.has(termOf("temblor"))).toBe(true);
    for (const dropped of ["a", "este", "lunes", "marzo", "de"]) expect(terms.has(dropped)).toBe(false);
  });

  it("marks where a term appears and what it is", () => {
    const { terms } = storyFeatures({
      title: "Capturan en Soacha a alias el Flaco por extorsión a 40 comerciantes",
      summary: "La Policía de Cundinamarca dijo que el Gaula hizo seis allanamientos.",
    });
    const flags = (word: string) => terms.get(termOf(word)) ?? 0;
    expect(flags("Soacha") & TERM_TITLE).toBeTruthy();
    expect(flags("Soacha") & TERM_ENTITY).toBeTruthy();
    expect(flags("Soacha") & TERM_PLACE).toBeTruthy();
    expect(flags("Gaula") & TERM_SUMMARY).toBeTruthy();
    expect(flags("Gaula") & TERM_TITLE).toBeFalsy();
    expect(flags("Capturan") & TERM_LEADING).toBeTruthy();
    expect(terms.get(figureTerm({ kind: "num", value: "40", unit: termOf("comerciantes") }))).toBe(TERM_TITLE | TERM_NUMBER);
  });

  it("treats a name opening the headline as a name when it appears again mid-sentence", () => {
    const { terms } = storyFeatures({
      title: "Petro anuncia cambios en su gabinete",
      summary: "El presidente Petro habló en la Casa de Nariño.",
    });
    expect((terms.get(termOf("Petro")) ?? 0) & TERM_ENTITY).toBeTruthy();
  });

  it("does not take the capitals of a Title Case headline for names", () => {
    const { terms } = storyFeatures({ title: "Pico Y Placa Hoy En Bogotá Para Los Particulares", summary: "" });
    expect([...terms.values()].some((flags) => (flags & TERM_ENTITY) !== 0)).toBe(false);
  });

  it("but a headline full of names is still sentence case", () => {
    const { terms } = storyFeatures({
      title: "Consejo Nacional Electoral abre investigación a la campaña de Ángela María Muñoz en Quibdó",
      summary: "",
    });
    expect((terms.get(termOf("Muñoz")) ?? 0) & TERM_ENTITY).toBeTruthy();
  });

  it("reads the headline's weekday, date, places, towns and alert level", () => {
    const facts = storyFeatures({ title: "Alerta roja en Tibú, Norte de Santander, este martes 11 de marzo", summary: "" });
    expect(facts.weekdays).toEqual(["martes"]);
    expect(facts.dates).toEqual(["11-3"]);
    expect(facts.places).toEqual(["norte-de-santander"]);
    expect(facts.towns).toEqual(["tibu"]);
    expect(facts.namesDepartment).toBe(true);
    expect(facts.alerts).toEqual(["roja"]);
  });

  it("keeps the headline's folded words as its exact key", () => {
    const a = storyFeatures({ title: "Gobierno radica proyecto de ley de competencias", summary: "x" });
    const b = storyFeatures({ title: "GOBIERNO radica proyecto de ley de competencias.", summary: "y" });
    expect(a.titleKey).toBe("gobierno radica proyecto de ley de competencias");
    expect(b.titleKey).toBe(a.titleKey);
    expect(a.titleWords).toBe(5);
  });

  it("counts the names among its statistics keys", () => {
    const keys = statisticsKeys(storyFeatures({ title: "Senado aprueba la reforma", summary: "El Senado votó la reforma de Petro." }));
    expect(keys).toContain(termOf("Senado"));
    expect(keys).toContain(`^${termOf("Senado")}`);
    expect(keys).not.toContain(`^${termOf("reforma")}`);
  });

  it("never throws and reads nothing from empty or odd text", () => {
    for (const text of ["", "¿?", "123", "\u0000", "a".repeat(5000)]) {
      expect(() => storyFeatures({ title: text, summary: text })).not.toThrow();
    }
    expect(storyFeatures({ title: "", summary: "" }).terms.size).toBe(0);
  });
});

describe("weekdays", () => {
  it("tells this Thursday from next Thursday and last Thursday", () => {
    expect(storyFeatures({ title: "Pico y placa hoy jueves 15 de mayo", summary: "" }).weekdays).toEqual(["jueves"]);
    expect(storyFeatures({ title: "Nuevas placas no circulan el próximo jueves", summary: "" }).weekdays).toEqual(["proximo jueves"]);
    expect(storyFeatures({ title: "Lo que dejó el paro del pasado jueves", summary: "" }).weekdays).toEqual(["pasado jueves"]);
  });
});

describe("where a headline places its event", () => {
  it("does not read the ends of a road as places, and reads names after 'en' as locative names", () => {
    const road = storyFeatures({ title: "Tres muertos en accidente de bus en la vía Bogotá-Villavicencio", summary: "" });
    expect(road.places).toEqual([]);
    expect(road.towns).toEqual([]);
    expect(storyFeatures({ title: "Explosión de moto bomba en Suárez deja dos heridos", summary: "" }).locatives).toEqual([
      termOf("Suárez"),
    ]);
    // "de" introduces people as often as places.
    expect(storyFeatures({ title: "Nacional le ganó 2-1 a Junior con un golazo de Cardona", summary: "" }).locatives).toEqual([]);
  });

  it("knows a headline that revises a toll", () => {
    expect(storyFeatures({ title: "Sube a 8 la cifra de muertos por el derrumbe", summary: "" }).revision).toBe(true);
    expect(storyFeatures({ title: "Derrumbe deja 8 muertos", summary: "" }).revision).toBe(false);
  });
});

describe("quotedTitleTerms", () => {
  it("reads the title of a work a headline quotes, not what someone said", () => {
    expect(quotedTitleTerms("La telenovela 'Tierra de nadie' lidera el rating")).toEqual([termOf("tierra"), termOf("nadie")]);
    expect(quotedTitleTerms("Escritora presenta «Marea alta», una novela sobre el río")).toEqual([termOf("marea"), termOf("alta")]);
    expect(quotedTitleTerms("'No habrá reforma tributaria', dice el ministro")).toEqual([]);
    expect(quotedTitleTerms("Petro: 'no habrá reforma tributaria este año'")).toEqual([]);
    expect(quotedTitleTerms(`Dice que "${"palabra ".repeat(12).trim()}" y se va`)).toEqual([]);
    expect(quotedTitleTerms("'".repeat(500))).toEqual([]);
  });
});

describe("roadsOf", () => {
  it("reads a road by its two ends, in either order", () => {
    expect(roadsOf("Transportadores bloquean la vía Cartagena-Barranquilla en protesta por un peaje")).toEqual(["barranquilla-cartagena"]);
    expect(roadsOf("Protesta bloquea la vía Barranquilla - Cartagena")).toEqual(["barranquilla-cartagena"]);
    expect(roadsOf("Cierre total en la carretera Neiva–Pitalito por un derrumbe")).toEqual(["neiva-pitalito"]);
  });

  it("reads no road where a hyphen joins other things", () => {
    expect(roadsOf("Selección Colombia sub-20 convoca a 26 jugadores")).toEqual([]);
    expect(roadsOf("Acuerdo colombo-venezolano para reabrir la frontera")).toEqual([]);
    expect(roadsOf("Cerrada la vía al Llano por derrumbe en Guayabetal")).toEqual([]);
    expect(roadsOf("-".repeat(500))).toEqual([]);
  });
});
