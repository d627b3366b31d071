import { describe, expect, it } from "vitest";
import { GROUPING_RULES } from "./decide.js";
import { storyFeatures } from "./features.js";
import { matchesDiffer, readMatch } from "./match-report.js";
import { type TermStats, weighTerms } from "./similarity.js";

const QUIET: TermStats = { articles: 50, frequency: () => 0 };

function side(title: string) {
  const features = storyFeatures({ title, summary: "" });
  return { titleKey: features.titleKey, terms: weighTerms(features, QUIET, GROUPING_RULES.rareTermMaxFrequency), facts: features };
}

/** Read both ways: the answer must not depend on which article came first. */
const differ = (a: string, b: string) => {
  const forward = matchesDiffer(side(a), side(b));
  expect(matchesDiffer(side(b), side(a))).toBe(forward);
  return forward;
};

const reading = (title: string, options?: { scoreless: boolean }) => {
  const read = readMatch(side(title), options);
  if (!read) return null;
  return read.kind === "win" ? { winner: [...read.winner], loser: [...read.loser] } : { draw: read.teams.map((team) => [...team]) };
};

describe("readMatch: who beat whom", () => {
  it("reads the winner and the loser from a verb of winning or losing", () => {
    expect(reading("Junior gana 2-1 en su visita a América")).toEqual({ winner: ["junior"], loser: ["amer"] });
    expect(reading("Santa Fe cae 2-1 ante Millonarios y se complica en la Liga")).toEqual({ winner: ["millonari"], loser: ["sant", "fe"] });
    expect(reading("Huila le gana 1-0 a Jaguares y sube en la tabla")).toEqual({ winner: ["huil"], loser: ["jaguar"] });
    expect(reading("Jaguares y Tolima empatan 3-3 en el Jaraguay")).toEqual({ draw: [["jaguar"], ["tolim"]] });
  });

  it("reads a result told as a noun: the team after 'de' won, or lost when it is a defeat", () => {
    expect(reading("Triunfo de Pereira sobre Once Caldas por 2-1 en la Liga")).toEqual({ winner: ["pereir"], loser: ["once", "cald"] });
    expect(reading("Victoria de Nacional ante Junior por 3-1 en el Atanasio Girardot")).toEqual({
      winner: ["nacional"],
      loser: ["junior"],
    });
    expect(reading("Derrota de Junior ante Tolima por 3-1 en el Manuel Murillo Toro")).toEqual({ winner: ["tolim"], loser: ["junior"] });
    expect(differ("Triunfo de Pasto sobre Junior por 4-1 en la Liga", "Triunfo de Cúcuta sobre Pasto por 4-1 en la Liga")).toBe(true);
    expect(differ("Triunfo de Cúcuta sobre Pasto por 4-1 en la Liga", "Cúcuta le gana 4-1 a Pasto y sube en la tabla")).toBe(false);
    expect(differ("Derrota de Junior ante Tolima por 3-1", "Tolima le gana 3-1 a Junior y sueña con la final")).toBe(false);
  });

  it("leaves a city or a stadium after 'en' out, and reads nothing it cannot read", () => {
    expect(reading("América cae 1-0 en Barranquilla y se aleja de la final")).toBeNull();
    expect(reading("Con gol de Wilson Burbano, Chicó derrota a Junior")).toBeNull();
  });

  it("reads a headline without a score only beside one with a score: then both tell a match", () => {
    expect(reading("Chicó derrota a Junior y sale del fondo de la tabla", { scoreless: true })).toEqual({
      winner: ["chic"],
      loser: ["junior"],
    });
    expect(reading("Petro firma en Cartagena el decreto de frontera", { scoreless: true })).toBeNull();
  });
});

describe("matchesDiffer: another winner or loser, another match", () => {
  it("tells matches with one score and a team in common apart, in whichever role", () => {
    expect(differ("Junior gana 2-1 en su visita a América", "Pereira gana 2-1 en su visita a Junior")).toBe(true);
    expect(
      differ("Unión Magdalena golea 4-0 a Huila y lidera la Liga Femenina", "Huila golea 4-0 a Unión Magdalena y lidera la Liga Femenina"),
    ).toBe(true);
    expect(differ("Colombia vence 3-1 a Perú en el Suramericano de voleibol", "Perú cae 3-1 ante Argentina y queda eliminado")).toBe(true);
    expect(differ("Jaguares y Tolima empatan 3-3 en el Jaraguay", "Jaguares y Llaneros empatan 3-3 en el Jaraguay")).toBe(true);
    expect(differ("Deportivo Pasto vence 2-0 a Tolima", "Deportivo Cali vence 2-0 a Tolima")).toBe(true);
  });

  it("tells a match without a score from another match with one", () => {
    // A scorer's headline gives no score; the team in common won one match and lost the other.
    expect(
      differ(
        "Con gol de Juan Sebastián Valencia en el minuto 82, Deportivo Cali derrota a Unión Magdalena",
        "Unión Magdalena le gana 1-0 a Medellín",
      ),
    ).toBe(true);
    expect(differ("Con un golazo de tiro libre, Bucaramanga derrota a Santa Fe", "Santa Fe vence 2-0 a Águilas Doradas en El Campín")).toBe(
      true,
    );
    expect(differ("Con gol de Carlos Perea en el minuto 40, Junior derrota a Pasto", "Junior le gana 3-1 a Pasto y sube en la tabla")).toBe(
      false,
    );
    expect(differ("Con gol de Dayro Moreno, Once Caldas vence a Deportivo Pasto", "Deportivo Pasto cae 2-0 ante Once Caldas")).toBe(false);
    // Without a score, only a team that won one and lost the other proves two matches: a nickname
    // ("la Selección") or a name read before the verb that is none ("Mundial") is no other team.
    expect(differ("La Selección derrotó a Bolivia en el Metropolitano con goles de Díaz y James", "Colombia vence 2-0 a Bolivia")).toBe(
      false,
    );
    expect(differ("¿Qué necesita Colombia para clasificar al Mundial tras ganarle a Bolivia?", "Colombia vence 2-0 a Bolivia")).toBe(false);
    // Two headlines without a score prove nothing: either may not tell a match at all.
    expect(differ("Con gol de Wilson Burbano, Chicó derrota a Junior", "Con gol de Dayro Moreno, Junior derrota a Tolima")).toBe(false);
  });

  it("keeps one match told from both sides together", () => {
    expect(differ("Millonarios vence 2-1 a Santa Fe en el clásico capitalino", "Santa Fe cae 2-1 ante Millonarios y se complica")).toBe(
      false,
    );
    expect(differ("Con doblete de Dayro Moreno, Once Caldas vence 2-0 a Deportivo Pasto", "Deportivo Pasto cae 2-0 ante Once Caldas")).toBe(
      false,
    );
    expect(differ("Atlético Nacional le gana 3-0 al Medellín", "Medellín pierde 3-0 ante Nacional en el clásico")).toBe(false);
    expect(differ("Huila y Envigado empatan 2-2", "Envigado empata 2-2 con Huila en Neiva")).toBe(false);
    expect(
      differ("Con gol de Marlon Torres en el minuto 80, Tolima derrota a Pereira", "Tolima vence 1-0 a Pereira en el Murillo Toro"),
    ).toBe(false);
  });

  it("reads a headline without a score against one with a score for the same teams the other way round", () => {
    expect(differ("Con gol de Marlon Torres, Pereira derrota a Tolima", "Tolima vence 2-1 a Pereira")).toBe(true);
    // Another name without a score proves nothing: a team has several ("la Selección", "Colombia").
    expect(differ("La Selección derrotó a Bolivia en el Metropolitano", "Colombia vence 2-0 a Bolivia")).toBe(false);
    expect(differ("Con gol de Marlon Torres, Tolima derrota a Pereira", "Con gol de Hugo Díaz, Tolima derrota a Cúcuta")).toBe(false);
  });
});
