import { describe, expect, it } from "vitest";
import { oneNamePerInstitution } from "./entities.js";
import { storyFeatures } from "./features.js";
import { termOf } from "./headline-words.js";

const written = (text: string) => oneNamePerInstitution(text).text;

describe("one name per institution", () => {
  it("writes an acronym, a full name and a head's title as one name", () => {
    expect(written("Dirección de Impuestos y Aduanas Nacionales reporta recaudo récord")).toBe("DIAN reporta recaudo récord");
    expect(written("Instituto de Hidrología, Meteorología y Estudios Ambientales emite alerta roja")).toBe("Ideam emite alerta roja");
    expect(written("El ministro de Defensa viajó a Arauca")).toBe("El Ministerio de Defensa viajó a Arauca");
    expect(written("Mindefensa anuncia refuerzo")).toBe("Ministerio de Defensa anuncia refuerzo");
    expect(written("Ministerio de Hacienda y Crédito Público radica el presupuesto")).toBe("Ministerio de Hacienda radica el presupuesto");
    expect(written("Ejercito de Liberacion Nacional ataca base")).toBe("ELN ataca base");
  });

  it("reads a full name without its national qualifier, unless another country's body follows", () => {
    expect(written("Temblor de 4,8 en Santander: esto dijo el Servicio Geológico")).toBe("Temblor de 4,8 en Santander: esto dijo el SGC");
    expect(written("El Servicio Geológico Colombiano reportó un sismo")).toBe("El SGC reportó un sismo");
    // Chile's central bank is not BanRep: it keeps a name of its own, its initials (acronyms.ts).
    expect(written("El Banco Central de Chile sube su tasa")).toBe("El BCC sube su tasa");
    expect(written("La Policía revisa el caso")).toBe("La Policía revisa el caso");
  });

  it("writes an insurer whose name is common words as one name, apart from the word it shares", () => {
    expect(written("Supersalud prorroga la intervención de la Nueva EPS")).toBe("Supersalud prorroga la intervención de la NuevaEPS");
    expect(written("Salud Total abre nuevas sedes")).toBe("SaludTotal abre nuevas sedes");
    expect(written("la salud total del paciente")).toBe("la salud total del paciente");
  });

  it("leaves common words and lower-case names alone", () => {
    expect(written("La migración de aves y el bienestar familiar")).toBe("La migración de aves y el bienestar familiar");
    expect(written("Una armada de voluntarios")).toBe("Una armada de voluntarios");
    expect(written("")).toBe("");
  });

  it("reports the forms it replaced, which still count in the term statistics", () => {
    expect(oneNamePerInstitution("Bienestar Familiar rescata a tres niños").replaced).toEqual(["Bienestar Familiar"]);
    const features = storyFeatures({ title: "Banco de la República recorta su tasa", summary: "" });
    expect(features.terms.has(termOf("BanRep"))).toBe(true);
    expect(features.terms.has(termOf("Banco"))).toBe(false);
    expect(features.countedAs).toEqual(expect.arrayContaining([termOf("Banco"), termOf("República")]));
  });
});
