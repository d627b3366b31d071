import { describe, expect, it } from "vitest";
import { withDerivedAcronyms } from "./acronyms.js";
import { oneNamePerInstitution } from "./entities.js";

const written = (text: string) => withDerivedAcronyms(text).text;

describe("acronyms read from the names themselves", () => {
  it("writes a body's full name as the initials of its capitalised words", () => {
    expect(written("Agencia Nacional de Seguridad Vial reporta 41 muertos")).toBe("ANSV reporta 41 muertos");
    expect(written("Operadores piden a la Comisión de Regulación de Comunicaciones revisar la medida")).toBe(
      "Operadores piden a la CRC revisar la medida",
    );
    // Two lower-case words may sit inside a name when the second joins ("dadas por").
    expect(written("Unidad de Búsqueda de Personas dadas por Desaparecidas halla restos")).toBe("UBPD halla restos");
    expect(written("Empresa de Acueducto y Alcantarillado de Bogotá explica el plan")).toBe("EAAB explica el plan");
  });

  it("writes the initials once when the text already gives them in brackets", () => {
    expect(written("La Autoridad Nacional de Licencias Ambientales (ANLA) niega la licencia")).toBe("La ANLA niega la licencia");
  });

  it("reports the names it replaced, which still count in the term statistics", () => {
    expect(withDerivedAcronyms("Instituto Nacional de Cancerología suspende cirugías")).toEqual({
      text: "INC suspende cirugías",
      acronyms: ["INC"],
      replaced: ["Instituto Nacional de Cancerología"],
    });
  });

  it("leaves people, towns, offices, short names and verbs between names alone", () => {
    for (const text of [
      "Dilian Francisca Toro declara calamidad pública en el Valle",
      "Ejército rescata a comerciante en San Vicente del Caguán",
      "Gobernación de Norte de Santander ofrece recompensa",
      "Comisión Primera aprueba el proyecto",
      "Universidad Nacional abre inscripciones",
      "Consejo de Estado anula la elección de Pérez",
      "James Rodríguez y Luis Díaz encabezan la nómina",
      "UNIDAD DE BÚSQUEDA DE PERSONAS HALLA RESTOS EN DABEIBA",
      "",
    ])
      expect(written(text)).toBe(text);
  });

  it("comes after the lexicon, whose forms are not initials", () => {
    expect(oneNamePerInstitution("Instituto de Hidrología, Meteorología y Estudios Ambientales emite alerta").text).toBe(
      "Ideam emite alerta",
    );
    expect(oneNamePerInstitution("Comisión de Regulación de Comunicaciones prohíbe el cobro")).toEqual({
      text: "CRC prohíbe el cobro",
      replaced: ["Comisión de Regulación de Comunicaciones"],
      names: ["CRC"],
    });
  });
});
