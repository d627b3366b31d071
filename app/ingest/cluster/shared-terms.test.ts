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
  it("reads the names of a headline as runs of name words", () => {
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
    // Two people of one surname, one of them with a first name that stems short ("esperanza").
    const representative = headline("Representante Héctor Fabio Cifuentes radica proyecto para limitar el ruido");
    const senator = headline("Senadora Esperanza Cifuentes radica proyecto para limitar el ruido");
    expect(namesOwn(representative, senator)).toBe(true);
    expect(namesOwn(senator, representative)).toBe(true);
    // Two people of one surname whose second first name stems short ("maría", "mejía").
    const angela = headline("Corte Suprema de Justicia abre investigación contra la senadora Ángela María Agudelo");
    const maria = headline("Corte Suprema de Justicia abre investigación contra la senadora María Fernanda Agudelo");
    expect(namesOwn(angela, maria)).toBe(true);
    expect(namesOwn(maria, angela)).toBe(true);
    // Two people of one club's first names: a part of a name keeps its end, the surname.
    const avila = headline("Atlético Bucaramanga anuncia a Juan Sebastián Ávila como nuevo director técnico");
    const firstNames = headline("Atlético Nacional anuncia a Juan Sebastián como nuevo director técnico");
    expect(namesOwn(avila, firstNames)).toBe(true);
    const parade = headline("Así se vivió el Desfile de Silleteros en Medellín");
    const cars = headline("Así se vivió el Desfile de Autos Clásicos y Antiguos en Medellín");
    expect(namesOwn(parade, cars)).toBe(true);
    expect(namesOwn(cars, parade)).toBe(true);
  });
});
