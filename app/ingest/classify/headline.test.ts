/*
 * The headline read as a clause (headline.ts): its circumstances — where, when, what for — weigh
 * as the lead's words, and the people a casualty names are its victims, not the news' topic.
 */
import { describe, expect, it } from "vitest";
import { CASUALTY_WORDS } from "../../data/category-rules.js";
import { fold, stem } from "../../text/spanish.js";
import { keywordCategory, keywordEvidence } from "./category.js";
import { headlineCircumstances, isCasualty } from "./headline.js";

const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words of a headline that stand in a circumstance, joined. */
function circumstance(title: string): string {
  const ws = words(title);
  const inside = headlineCircumstances(title, ws);
  return ws.filter((_, i) => inside?.[i]).join(" ");
}

describe("a headline's circumstances", () => {
  it("are the noun phrases opened by en or durante", () => {
    expect(circumstance("Se cae el techo de un coliseo durante un partido de microfútbol")).toBe("durante un partido de microfutbol");
    expect(circumstance("Así funcionará el metro durante el clásico paisa")).toBe("durante el clasico paisa");
    expect(circumstance("Paro camionero en Urabá afecta la exportación de banano")).toBe("en uraba");
  });

  it("end at the verb after a proper name, at a new noun phrase and at a clause break", () => {
    expect(circumstance("Nuevo peaje en Barbosa genera protestas de conductores")).toBe("en barbosa");
    expect(circumstance("Alcaldía declara la alerta en Cali y Palmira")).toBe("en cali y palmira");
    expect(circumstance("Hospital en alerta y pide apoyo a la Gobernación")).toBe("en alerta");
    expect(circumstance("Senado aprueba en último debate la reforma laboral")).toBe("en ultimo debate");
    expect(circumstance("Emergencia en mina de carbón de Sutatausa: cinco mineros atrapados")).toBe("en mina de carbon de sutatausa");
    expect(circumstance("Maluma se presenta en el Madison Square Garden de Nueva York")).toBe("en el madison square garden de nueva york");
  });

  it("leave a cause or a preceding event alone (it is often the topic) and a headline that opens none", () => {
    expect(circumstance("Alcalde pide ayudas tras el vendaval")).toBe("");
    expect(circumstance("Gobernación destina recursos para vías terciarias")).toBe("");
    expect(
      headlineCircumstances("La Plata se queda sin agua por la sequía", words("La Plata se queda sin agua por la sequía")),
    ).toBeUndefined();
    expect(headlineCircumstances("Senado aprueba la reforma laboral", words("Senado aprueba la reforma laboral"))).toBeUndefined();
    // The first word is the subject, whatever it is.
    expect(circumstance("En Cali, el dengue sigue en aumento")).toBe("en aumento");
  });

  it("weigh as the lead's words in the keyword model", () => {
    const inMatch = keywordEvidence("Se cae el techo de un coliseo durante un partido de microfútbol", "").find(
      (hit) => hit.words === "microfutbol",
    );
    const inTitle = keywordEvidence("Partido de microfútbol termina en empate", "").find((hit) => hit.words === "microfutbol");
    expect(inMatch?.weight).toBeLessThan(inTitle?.weight ?? 0);
    expect(
      keywordCategory(
        "Se cae el techo de un coliseo durante un partido de microfútbol: doce heridos",
        "Los lesionados fueron llevados al hospital.",
      ),
    ).toBe("general");
  });
});

describe("a circumstance's evidence", () => {
  it("does not make a venue sport news: a match during which something happens is no match report", () => {
    const lead = "Habrá servicio extendido hasta la medianoche en la estación del estadio.";
    expect(keywordCategory("Así funcionará el metro durante el clásico paisa", lead)).not.toBe("deportes");
    expect(keywordCategory("Nacional ganó el clásico paisa", lead)).toBe("deportes");
  });
});

describe("a casualty's victims", () => {
  it("are words of the casualty list", () => {
    for (const word of CASUALTY_WORDS) expect(isCasualty(stem(fold(word)))).toBe(true);
    expect(isCasualty(stem("mineros"))).toBe(false);
  });

  it("are no evidence of their trade's section", () => {
    expect(keywordCategory("Se desplomó la cubierta de un colegio: seis estudiantes lesionados", "")).toBe("general");
    const hits = keywordEvidence("Explosión deja cinco mineros muertos", "");
    expect(hits.some((hit) => hit.words === "mineros")).toBe(false);
  });

  it("are security's news when they are police officers or soldiers", () => {
    expect(keywordCategory("Dos policías heridos en Jamundí", "")).toBe("seguridad");
    expect(keywordCategory("Cuatro concejales heridos en un accidente de tránsito", "")).toBe("general");
  });

  it("are the environment's news when they are animals", () => {
    expect(
      keywordEvidence("Hallan 30 tortugas muertas en una playa", "").some(
        (hit) => hit.words === "tortugas" && hit.category === "medio-ambiente",
      ),
    ).toBe(true);
  });
});
