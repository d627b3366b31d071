import { describe, expect, it } from "vitest";
import { storyFeatures } from "./features.js";
import { nameRuns, namesOwn } from "./shared-terms.js";
import { type TermStats, weighTerms } from "./similarity.js";

/** A quiet window: every term is rare. */
const QUIET: TermStats = { articles: 50, frequency: () => 0 };

function headline(title: string, summary = "") {
  const features = storyFeatures({ title, summary });
  return { titleKey: features.titleKey, terms: weighTerms(features, QUIET, 10) };
}

describe("names written in part", () => {
  it("reads the names of a headline as runs, joiners included", () => {
    const runs = nameRuns(
      headline("Corte Suprema condena al exsenador Julián Restrepo Ocampo").titleKey,
      headline("Corte Suprema condena al exsenador Julián Restrepo Ocampo").terms,
    );
    expect(runs).toHaveLength(2);
    expect(runs[1]).toHaveLength(3);
  });

  it("takes a surname for the full name it belongs to", () => {
    const full = headline("Falleció Hernán Durán, leyenda de la salsa de Cali");
    const surname = headline("Cali despide a Durán con un homenaje en la plazoleta Jairo Varela");
    expect(namesOwn(full, surname)).toBe(false);
    expect(namesOwn(surname, full)).toBe(true);
    const both = headline("Condenado Restrepo Ocampo por el desfalco a las regalías de Caldas");
    expect(namesOwn(headline("Corte Suprema condena al exsenador Julián Restrepo Ocampo"), both)).toBe(true);
    expect(namesOwn(both, headline("Corte Suprema condena al exsenador Julián Restrepo Ocampo"))).toBe(false);
  });

  it("does not take two names sharing a word for one", () => {
    const a = headline("Corte Suprema abre investigación contra el senador Jhon Jairo Londoño");
    const b = headline("Corte Suprema abre investigación contra el senador Jhon Jairo Hinestroza");
    expect(namesOwn(a, b)).toBe(true);
    expect(namesOwn(b, a)).toBe(true);
    const parade = headline("Así se vivió el Desfile de Silleteros en Medellín");
    const cars = headline("Así se vivió el Desfile de Autos Clásicos y Antiguos en Medellín");
    expect(namesOwn(parade, cars)).toBe(true);
    expect(namesOwn(cars, parade)).toBe(true);
  });
});
