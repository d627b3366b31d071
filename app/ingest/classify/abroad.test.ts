import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../types.js";
import { abroadCategory, titleNamesAbroad } from "./abroad.js";
import { classifyCategory, keywordCategory, keywordEvidence } from "./category.js";
import { readArticle } from "./place-reading.js";

function input(title: string, summary = ""): ClassifyInput {
  return {
    title,
    summary,
    url: "https://noticias.example.com/2025/11/20/una-noticia-cualquiera/",
    feedCategory: null,
    itemCategories: [],
    newspaper: { slug: "prueba", homeDepartment: null },
  };
}

const abroad = (title: string) => titleNamesAbroad(readArticle(title, "").tokens);

describe("where a headline's news happens abroad", () => {
  it("reads foreign countries, cities and peoples in the title", () => {
    expect(abroad("Sismo de magnitud 6,2 sacude el centro de Chile")).toBe(true);
    expect(abroad("Tiroteo en una escuela de Chicago deja tres heridos")).toBe(true);
    expect(abroad("Ecuatorianos protestan por los cortes de luz")).toBe(true);
    expect(abroad("Sismo de magnitud 4,1 sacude a Santander")).toBe(false);
  });

  it("does not take a word for a demonym's stem, nor a Colombian namesake for the country", () => {
    expect(abroad("Barrio amanece sin agua por daño en una tubería")).toBe(false);
    expect(abroad("Argelia, Cauca, recibe a familias desplazadas")).toBe(false);
    expect(abroad("Palestina, Huila, elige a su reina")).toBe(false);
  });

  it("reads a place only where it is written as a name: a river's basin is no Cuenca, Ecuador", () => {
    expect(abroad("Aunap decreta veda del bagre rayado en la cuenca del Magdalena")).toBe(false);
    expect(abroad("Protestas en Cuenca por el alza de los pasajes")).toBe(true);
    expect(abroad("PROTESTAS EN CUENCA POR EL ALZA DE LOS PASAJES")).toBe(true);
    expect(abroad("Inundaciones en Dubái dejan el aeropuerto paralizado")).toBe(true);
  });

  it("does not count a foreign origin or destination, nor a list after it", () => {
    expect(abroad("Contrabando de ganado desde Venezuela preocupa a los ganaderos")).toBe(false);
    expect(abroad("Nuevas rutas a Lima y Ciudad de México desde Rionegro")).toBe(false);
  });

  it("turns hard news abroad into international news and leaves soft topics alone", () => {
    const reading = readArticle("Protestas en Quito por el alza del combustible", "");
    expect(abroadCategory("seguridad", reading)).toBe("internacional");
    expect(abroadCategory(null, reading)).toBe("internacional");
    expect(abroadCategory("deportes", reading)).toBe("deportes");
    expect(abroadCategory("economia", reading)).toBe("economia");
  });

  it("keeps the topic when the title also names a Colombian place", () => {
    const reading = readArticle("Capturan en Cúcuta a venezolanos señalados de hurto", "");
    expect(abroadCategory("seguridad", reading)).toBe("seguridad");
  });

  it("keeps politics with Colombia's armed groups abroad: peace talks are the country's policy", () => {
    const talks = readArticle("Gobierno y Clan del Golfo instalan mesa de conversaciones en Doha", "");
    expect(abroadCategory("politica", talks)).toBe("politica");
    expect(abroadCategory("seguridad", readArticle("ELN ataca a militares venezolanos en Apure, Venezuela", ""))).toBe("internacional");
    expect(abroadCategory("politica", readArticle("Petro y Lula firman acuerdo amazónico en Brasilia", ""))).toBe("internacional");
  });

  it("classifies through the keyword model", () => {
    expect(classifyCategory(input("Ataque con explosivos en una estación de Moscú deja cinco muertos")).category).toBe("internacional");
    expect(classifyCategory(input("Ataque con explosivos en una estación de policía de Jamundí")).category).toBe("seguridad");
  });
});

describe("foreign places as category evidence", () => {
  const international = (title: string, summary = "") =>
    keywordEvidence(title, summary)
      .filter((hit) => hit.category === "internacional")
      .map((hit) => hit.words);

  it("counts the lead's foreign place where the news happens", () => {
    expect(international("Tres candidatos empatan en las encuestas", "Las elecciones en Perú se definirán en segunda vuelta.")).toContain(
      "peru",
    );
  });

  it("leaves the headline's foreign places to the abroad rule: hard news there is international, soft news keeps its topic", () => {
    const title = "Elecciones en Perú: la oposición denuncia fraude en el conteo de votos";
    expect(international(title)).not.toContain("peru");
    expect(keywordCategory(title, "")).toBe("politica");
    expect(classifyCategory(input(title)).category).toBe("internacional");
    expect(
      classifyCategory(
        input("Cartagena, España, y Cartagena de Indias firman hermanamiento", "Las dos ciudades intercambiarán programas culturales."),
      ).category,
    ).toBe("cultura");
  });

  it("does not count one named as an origin or a destination", () => {
    expect(international("Exportaciones de flores a Estados Unidos crecen")).toEqual([]);
    expect(international("Llegan vuelos desde Venezuela y Ecuador")).toEqual([]);
  });

  it("does not count the lead's foreign places in a headline about a Colombian place", () => {
    expect(international("Artesanos de Ráquira celebran su feria", "Sus piezas se venden en Europa y Estados Unidos.")).toEqual([]);
    expect(international("Artesanos celebran su feria", "Sus piezas se venden en Europa y Estados Unidos.")).not.toEqual([]);
  });
});
