import { describe, expect, it } from "vitest";
import { storyFeatures } from "./features.js";
import { termOf } from "./headline-words.js";
import { contradiction, cosine, idf, likeness, storyLikeness, type TermStats, usuallyAName, weighTerms } from "./similarity.js";

/** Statistics of a window with `articles` articles and the given term frequencies. */
function stats(articles: number, frequencies: Record<string, number> = {}): TermStats {
  return { articles, frequency: (term) => frequencies[term] ?? 0 };
}

const facts = (title: string) => storyFeatures({ title, summary: "" });

describe("idf", () => {
  it("weighs rare terms above common ones, and never below zero", () => {
    const window = stats(5000, { dolar: 400, ecopetrol: 3 });
    expect(idf(window, "ecopetrol")).toBeGreaterThan(idf(window, "dolar"));
    expect(idf(stats(10, { x: 10 }), "x")).toBeGreaterThan(0);
  });

  it("does not let the words two reports share weigh least when the window is nearly empty", () => {
    // One earlier article contained the term: without virtual articles its weight would collapse.
    expect(idf(stats(1, { junior: 1 }), "junior") / idf(stats(1), "medellin")).toBeGreaterThan(0.7);
  });
});

describe("weighTerms", () => {
  it("weighs headline words over summary words, and names over common words", () => {
    const weighted = weighTerms(
      storyFeatures({ title: "Capturan al alcalde de Yopal", summary: "El alcalde fue capturado por la Fiscalía." }),
      stats(100),
    );
    const weight = (word: string) => weighted.weights.get(termOf(word)) ?? 0;
    expect(weight("Yopal")).toBeGreaterThan(weight("alcalde"));
    expect(weight("alcalde")).toBeGreaterThan(weight("Fiscalía") / 1.5);
    expect(weighted.norm).toBeGreaterThan(0);
  });

  it("learns from the window whether a word opening a headline is a name", () => {
    const features = storyFeatures({ title: "Senado aprueba la reforma laboral", summary: "" });
    const senado = termOf("Senado");
    const asName = stats(100, { [senado]: 10, [`^${senado}`]: 9 });
    const asWord = stats(100, { [senado]: 10, [`^${senado}`]: 1 });
    expect(usuallyAName(asName, senado)).toBe(true);
    expect(weighTerms(features, asName).subjects).toContain(senado);
    expect(weighTerms(features, asWord).subjects).not.toContain(senado);
  });

  it("lists the headline's rare words", () => {
    const features = storyFeatures({ title: "Ecopetrol reporta utilidades", summary: "" });
    const weighted = weighTerms(features, stats(1000, { [termOf("reporta")]: 300 }), 10);
    expect(weighted.rareTitle).toContain(termOf("Ecopetrol"));
    expect(weighted.rareTitle).not.toContain(termOf("reporta"));
  });
});

describe("likeness", () => {
  const window = stats(100);
  const of = (title: string, summary = "") => weighTerms(storyFeatures({ title, summary }), window);

  it("is 1 for the same text, 0 for texts without a common word, and symmetric", () => {
    const a = of("Sismo de magnitud 4,8 sacude Santander");
    const b = of("Karol G anuncia conciertos en Medellín");
    expect(cosine(a, a)).toBeCloseTo(1, 3);
    expect(cosine(a, b)).toBe(0);
    const c = of("Temblor de 4,8 en Santander");
    expect(cosine(a, c)).toBeCloseTo(cosine(c, a), 10);
    expect(cosine(a, c)).toBeGreaterThan(0.3);
  });

  it("tells the part of the likeness that place names make", () => {
    const a = of("Incendio en una bodega de Soacha");
    const b = of("Capturan a una banda de extorsionistas en Soacha");
    const { cosine: total, places } = likeness(a, b);
    expect(total).toBeGreaterThan(0);
    expect(places).toBeCloseTo(total, 5);
  });
});

describe("contradiction", () => {
  it("separates the same daily item on other days and in other cities", () => {
    expect(contradiction(facts("Pico y placa en Bogotá para este lunes"), facts("Pico y placa en Bogotá para este martes"))).toBe(
      "weekday",
    );
    expect(contradiction(facts("Pico y placa 10 de marzo"), facts("Pico y placa 11 de marzo"))).toBe("date");
    expect(contradiction(facts("Pico y placa en Bogotá este martes"), facts("Pico y placa en Medellín este martes"))).toBe("place");
    expect(contradiction(facts("Pico y placa en Bogotá este lunes 10 de marzo"), facts("Pico y placa hoy lunes en Bogotá"))).toBeNull();
  });

  it("separates other towns of one department unless a headline widens to the department", () => {
    expect(contradiction(facts("Desplazan a 200 familias en Caucasia"), facts("Desplazan a 90 familias en Apartadó"))).toBe("town");
    expect(contradiction(facts("Desplazan a 200 familias en Caucasia"), facts("Desplazamiento masivo en Caucasia"))).toBeNull();
    expect(contradiction(facts("Sismo en Bucaramanga, Santander"), facts("Temblor se sintió en Barrancabermeja"))).toBeNull();
  });

  it("separates other scores, prices, percentages, magnitudes and counts of the same thing", () => {
    expect(contradiction(facts("Nacional venció 2-1 a Junior"), facts("Nacional y Junior empataron 1-1"))).toBe("figure score");
    expect(contradiction(facts("Junior cayó 0-2 ante Santa Fe"), facts("Santa Fe venció 2-0 a Junior"))).toBeNull();
    expect(contradiction(facts("Dólar cierra en $4.102"), facts("Dólar cierra en $4.087"))).toBe("figure $");
    expect(contradiction(facts("Dólar cierra en $4.311 y baja $64"), facts("Dólar cierra en $4.429 y sube $64"))).toBe("figure $");
    expect(contradiction(facts("Dólar cierra en $4.102 y sube $38"), facts("Dólar: cierre en $4.102, con alza de 38 pesos"))).toBeNull();
    expect(contradiction(facts("Inflación de 5,28 %"), facts("Inflación de 5,35 %"))).toBe("figure %");
    expect(contradiction(facts("Sismo de 5,1 en el Meta"), facts("Temblor de magnitud 4,8"))).toBe("figure dec");
    expect(
      contradiction(facts("Pasto recibe el torneo de tejo con 119 equipos"), facts("Pasto recibe el torneo de tejo con 134 equipos")),
    ).toBe(`count of ${termOf("equipos")}`);
    expect(contradiction(facts("Egan Bernal fue segundo en la etapa 4"), facts("Caída de Egan Bernal en la quinta etapa"))).toBe(
      `count of ${termOf("etapa")}`,
    );
  });

  it("lets a death toll rise: casualty counts are revised as a story develops", () => {
    expect(
      contradiction(facts("Accidente de bus deja ocho muertos"), facts("Sube a once la cifra de muertos por el accidente de bus")),
    ).toBeNull();
  });

  it("separates other alert levels", () => {
    expect(contradiction(facts("Volcán Puracé en alerta naranja"), facts("Volcán Nevado del Ruiz sigue en alerta amarilla"))).toBe(
      "alert level",
    );
  });
});

describe("storyLikeness", () => {
  const vector = (weights: Record<string, number>) => {
    const map = new Map(Object.entries(weights));
    const norm = Math.sqrt([...map.values()].reduce((sum, weight) => sum + weight * weight, 0));
    return { weights: map, norm, places: new Set<string>(), subjects: [], rareTitle: [], titlePlaces: [] };
  };

  it("weighs the terms every member uses over those of one member", () => {
    const members = [vector({ atrato: 3, crecient: 2, quibdo: 2 }), vector({ atrato: 3, ideam: 2, alerta: 2 })];
    const core = storyLikeness(vector({ atrato: 3, desbord: 2 }), members);
    const side = storyLikeness(vector({ quibdo: 2, desbord: 2 }), members);
    expect(core).toBeGreaterThan(side);
    expect(storyLikeness(vector({ otro: 1 }), members)).toBe(0);
    expect(storyLikeness(vector({ atrato: 1 }), [])).toBe(0);
  });
});
