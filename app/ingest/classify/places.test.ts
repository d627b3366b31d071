/*
 * The rules of issue 21, one by one: municipalities (DIVIPOLA codes), names shared by several
 * places, passing mentions (origins, destinations, comparisons, lists, birthplaces), the weight
 * of the title, and the home department only for local news.
 */
import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../types.js";
import { classifyPlaces, readsLocal } from "./departments.js";
import { findPlaceMentions } from "./place-choice.js";
import { classifyArticle } from "./index.js";

interface Options {
  category?: string;
  home?: string | null;
  url?: string;
}

function input(title: string, summary = "", options: Options = {}): ClassifyInput {
  return {
    title,
    summary,
    url: options.url ?? "https://noticias.example.com/2024/05/01/articulo-de-prueba/",
    feedCategory: null,
    itemCategories: [],
    newspaper: { slug: "prueba", homeDepartment: options.home ?? null },
  };
}

function places(title: string, summary = "", options: Options = {}): { departments: string[]; municipalities: string[] } {
  const { departments, municipalities } = classifyPlaces(input(title, summary, options), options.category ?? "general");
  return { departments: [...departments].sort(), municipalities: [...municipalities].sort() };
}

describe("municipalities", () => {
  it.each([
    ["Concejo de Barranquilla elige personero", ["atlantico"], ["08001"]],
    ["Lluvias en Cali y Jamundí", ["valle-del-cauca"], ["76001", "76364"]],
    ["Mar de leva en Tumaco", ["narino"], ["52835"]],
    ["Protestas en Mompox", ["bolivar"], ["13468"]],
    ["Vecinos de Sutatausa bloquean una mina", ["cundinamarca"], ["25781"]],
    ["Balacera en la localidad de Kennedy", ["bogota"], ["11001"]],
    ["Sellan discoteca en El Poblado", ["antioquia"], ["05001"]],
    ["Gobernación de Antioquia anuncia obras", ["antioquia"], []],
    ["Paro camionero en Urabá", ["antioquia"], []],
  ])("%s → %j %j", (title, departments, municipalities) => {
    expect(places(title)).toEqual({ departments, municipalities });
  });

  it("are given by classifyArticle beside the departments", () => {
    const result = classifyArticle(input("Alcalde de Yopal presenta su plan", ""));
    expect(result.departments).toEqual(["casanare"]);
    expect(result.municipalities).toEqual(["85001"]);
  });

  it("never come from the home department alone", () => {
    expect(places("Alcaldía anuncia cierre de vías en el centro", "", { home: "santander" })).toEqual({
      departments: ["santander"],
      municipalities: [],
    });
  });
});

describe("names several places share", () => {
  it.each([
    ["Inundaciones en Caldas, Antioquia", ["antioquia"], ["05129"]],
    ["Alcalde de Caldas, Boyacá, denuncia amenazas", ["boyaca"], ["15131"]],
    ["Fiestas en Córdoba, Quindío", ["quindio"], ["63212"]],
    ["Masacre en Bolívar, Cauca", ["cauca"], ["19100"]],
    ["Providencia, Nariño, elige alcalde", ["narino"], ["52565"]],
    ["Granada (Meta): ataque a la Policía", ["meta"], ["50313"]],
    ["Gobernación de Córdoba anuncia vías", ["cordoba"], []],
  ])("a department right after picks the place: %s", (title, departments, municipalities) => {
    expect(places(title)).toEqual({ departments, municipalities });
  });

  it("lets the other places of the article pick the candidate", () => {
    expect(places("Obras en Granada y Villavicencio")).toEqual({ departments: ["meta"], municipalities: ["50001", "50313"] });
    expect(places("Granada y Medellín firman convenio")).toEqual({ departments: ["antioquia"], municipalities: ["05001", "05313"] });
  });

  it("lets the newspaper's department pick the candidate when the text does not", () => {
    expect(places("Capturan a alias el Mono en Granada", "", { home: "meta" })).toEqual({
      departments: ["meta"],
      municipalities: ["50313"],
    });
    expect(places("Capturan a alias el Mono en Granada")).toEqual({ departments: [], municipalities: [] });
  });

  it("reads a municipal designator as the town, not the department of the same name", () => {
    expect(places("Alcalde de Nariño denuncia amenazas", "", { home: "antioquia" })).toEqual({
      departments: ["antioquia"],
      municipalities: ["05483"],
    });
    expect(places("Concejo de Arauca aprueba el plan de movilidad")).toEqual({ departments: ["arauca"], municipalities: ["81001"] });
    expect(places("Gobernadora de Arauca pide diálogo")).toEqual({ departments: ["arauca"], municipalities: [] });
  });

  it("keeps the country out of Colombia, Huila", () => {
    expect(places("Inflación en Colombia baja al 5 %", "", { home: "huila" })).toEqual({ departments: [], municipalities: [] });
    expect(places("Colombia, Huila, celebra 100 años")).toEqual({ departments: ["huila"], municipalities: ["41206"] });
  });

  it("needs a designator or its department for a town named like a common word or a surname", () => {
    expect(places("Uribe anuncia candidatura")).toEqual({ departments: [], municipalities: [] });
    expect(places("Ataque en Uribe, Meta, deja dos heridos")).toEqual({ departments: ["meta"], municipalities: ["50370"] });
    expect(places("La Plata, en el occidente del Huila, sin agua")).toEqual({ departments: ["huila"], municipalities: ["41396"] });
    expect(places("Precio de la plata sube en Londres")).toEqual({ departments: [], municipalities: [] });
  });

  it("keeps towns named like places abroad out of international news", () => {
    expect(places("Incendios en California obligan a evacuar", "", { category: "internacional" })).toEqual({
      departments: [],
      municipalities: [],
    });
    expect(places("Huracán toca tierra en Florida", "", { category: "internacional", home: "valle-del-cauca" })).toEqual({
      departments: [],
      municipalities: [],
    });
    expect(places("Florida, Valle, celebra sus fiestas")).toEqual({ departments: ["valle-del-cauca"], municipalities: ["76275"] });
  });
});

describe("about, not mentioned", () => {
  it("does not tag origins", () => {
    expect(places("Ocupación hotelera en Palmira llega al 85 %", "Los visitantes llegaron en vuelos desde Bogotá y Medellín.")).toEqual({
      departments: ["valle-del-cauca"],
      municipalities: ["76520"],
    });
    expect(places("Minga indígena llega a Bogotá desde el Cauca")).toEqual({ departments: ["bogota"], municipalities: ["11001"] });
    expect(places("Turistas de Bogotá y Medellín, los que más visitan Cartagena")).toEqual({
      departments: ["bolivar"],
      municipalities: ["13001"],
    });
  });

  it("does not tag birthplaces", () => {
    expect(places("Boxeador nacido en Montería defiende su título en Las Vegas")).toEqual({ departments: [], municipalities: [] });
    expect(places("Ciclista oriunda de Urrao gana etapa del Giro")).toEqual({ departments: [], municipalities: [] });
    expect(places("Opita es nombrado embajador en Japón", "El diplomático nació en Neiva.")).toEqual({
      departments: [],
      municipalities: [],
    });
  });

  it("does not tag a transfer's destination", () => {
    expect(places("Ataque en Argelia, Cauca, deja tres soldados heridos", "Fueron trasladados a un hospital de Cali.")).toEqual({
      departments: ["cauca"],
      municipalities: ["19050"],
    });
    expect(places("Hospital de Soledad suspende cirugías", "Los pacientes serán remitidos a clínicas de Barranquilla.")).toEqual({
      departments: ["atlantico"],
      municipalities: ["08758"],
    });
  });

  it("does not tag comparisons", () => {
    expect(places("Arriendos en Medellín ya cuestan más que en Bogotá")).toEqual({ departments: ["antioquia"], municipalities: ["05001"] });
    expect(places("Medellín tiene menos homicidios que Cali y Barranquilla")).toEqual({
      departments: ["antioquia"],
      municipalities: ["05001"],
    });
    expect(places("Bucaramanga quiere bicicletas públicas como las de Bogotá")).toEqual({
      departments: ["santander"],
      municipalities: ["68001"],
    });
    expect(places("Temblor con epicentro en Los Santos, Santander", "Se sintió en Bucaramanga.")).toEqual({
      departments: ["santander"],
      municipalities: ["68418"],
    });
  });

  it("does not tag a list of cities of three departments or more (national news)", () => {
    expect(places("Pico y placa en Bogotá, Medellín, Cali y Cartagena para este viernes")).toEqual({ departments: [], municipalities: [] });
    expect(places("Desempleo bajó en septiembre", "Quibdó, Riohacha e Ibagué encabezan la lista.")).toEqual({
      departments: [],
      municipalities: [],
    });
    // Towns of one department are the subject, and so are departments listed by name.
    expect(places("Turbo, Necoclí y Apartadó, en alerta por mar de leva").departments).toEqual(["antioquia"]);
    expect(places("Alerta por lluvias en Cesar, Magdalena y La Guajira").departments).toEqual(["cesar", "la-guajira", "magdalena"]);
  });

  it("reads the lead's places as a list when the title is about places in general", () => {
    expect(places("Las cinco ciudades más caras para vivir", "Bogotá encabeza la lista, seguida de Medellín y Cali.")).toEqual({
      departments: [],
      municipalities: [],
    });
  });

  it("keeps a destination in the title when nothing else is named", () => {
    expect(places("Migrantes cruzan por trochas hacia Cúcuta")).toEqual({ departments: ["norte-de-santander"], municipalities: ["54001"] });
  });

  it("marks every passing mention with its role", () => {
    const { mentions } = findPlaceMentions(
      input("Cali, más cara que Bogotá", "Turistas llegan desde Medellín; trasladados a Pasto."),
      "general",
    );
    expect(mentions.map((m) => [m.text, m.role])).toEqual([
      ["Cali", "about"],
      ["Bogotá", "comparison"],
      ["Medellín", "origin"],
      ["Pasto", "destination"],
    ]);
  });
});

describe("headlines that name only an origin, and where the URL files the article", () => {
  it("tags a headline's origin when it names nothing else, never a birthplace", () => {
    expect(places("Exportaciones de café desde el Huila crecen 20 %")).toEqual({ departments: ["huila"], municipalities: [] });
    expect(places("Boxeador nacido en Montería gana el título")).toEqual({ departments: [], municipalities: [] });
  });

  it("lets the URL's regional section stand in only when the text names no place", () => {
    const url = "https://www.eluniversal.com.co/cartagena/una-noticia-cualquiera-123";
    expect(places("Cortes de energía en 82 barrios de Magangué", "", { url }).departments).toEqual(["bolivar"]);
    expect(places("Cortes de energía en 61 barrios de Duitama", "", { url }).departments).toEqual(["boyaca"]);
    expect(places("Cortes de energía programados este viernes", "", { url }).departments).toEqual(["bolivar"]);
  });

  it("places a volcano named like its town in that town, not one named like a department", () => {
    expect(places("Sismos en el volcán Puracé").departments).toEqual(["cauca"]);
    expect(places("Alerta en el Nevado del Huila").departments).toEqual([]);
  });
});

describe("homonyms in context", () => {
  it("reads a town that names a club as the club in a match report", () => {
    expect(places("Junior empata con Bucaramanga en el Metropolitano", "", { category: "deportes" })).toEqual({
      departments: [],
      municipalities: [],
    });
    expect(places("Tolima vence al Cali en el Manuel Murillo Toro", "", { category: "deportes" })).toEqual({
      departments: [],
      municipalities: [],
    });
    // The airport named alone shares its name with a town of the Meta: the URL's section decides.
    expect(
      places("Falla en Migración genera largas filas en El Dorado", "Los viajeros esperaron tres horas.", {
        url: "https://www.eltiempo.com/bogota/falla-en-migracion-3410033",
      }),
    ).toEqual({ departments: ["bogota"], municipalities: ["11001"] });
    expect(places("Falla en Migración genera largas filas en El Dorado", "Los viajeros esperaron tres horas.")).toEqual({
      departments: [],
      municipalities: [],
    });
    // A foreign club named like a department (Club Bolívar of La Paz), in any sport news.
    expect(places("Bolívar elimina a Millonarios de la Copa Libertadores", "", { category: "deportes" })).toEqual({
      departments: [],
      municipalities: [],
    });
    expect(places("Colombia vence 2-1 a Argentina en Barranquilla", "", { category: "deportes" })).toEqual({
      departments: ["atlantico"],
      municipalities: ["08001"],
    });
  });

  it("reads a river after a word about water", () => {
    expect(places("Crecida del Magdalena obliga a evacuar familias en Barranquilla")).toEqual({
      departments: ["atlantico"],
      municipalities: ["08001"],
    });
    expect(places("Sequía en el Amazonas: el río toca mínimos")).toEqual({ departments: [], municipalities: [] });
    expect(places("El municipio ribereño del Magdalena espera visitantes")).toEqual({ departments: [], municipalities: [] });
  });

  it("does not read a town inside a person's name", () => {
    expect(places("Atlético Nacional golea en el Atanasio Girardot", "", { category: "deportes" })).toEqual({
      departments: [],
      municipalities: [],
    });
    expect(places("Carlos Fernando Galán presenta su plan para Bogotá")).toEqual({ departments: ["bogota"], municipalities: ["11001"] });
  });
});

describe("the home department, only for local news", () => {
  it("applies to local services, crime, institutions and events", () => {
    for (const [title, summary] of [
      ["Suspenden el servicio de agua en 30 barrios este jueves", ""],
      ["Capturan a dos hombres por hurto a una tienda", "La Policía Metropolitana los sorprendió huyendo."],
      ["Concejo aprueba el nuevo estatuto de valorización", ""],
      ["Desfile de carrozas abre las fiestas", ""],
    ] as const) {
      expect(places(title, summary, { home: "bolivar" }).departments, title).toEqual(["bolivar"]);
    }
  });

  it("never applies to national economy or politics, international news or match results", () => {
    for (const [title, summary, category] of [
      ["Dólar cierra en $3.831 y acumula tres jornadas de caída", "La divisa bajó 22 pesos.", "economia"],
      ["Inflación anual bajó a 5,2 % en octubre", "Los alimentos pesaron en el índice.", "economia"],
      ["Senado hunde la reforma a la justicia", "Faltaron cinco votos en la plenaria.", "politica"],
      ["Terremoto sacude el sur de México", "Daños en viviendas.", "internacional"],
      ["Millonarios venció 2-0 a Atlético Nacional", "Los goles llegaron en el primer tiempo.", "deportes"],
      ["Minsalud confirma aumento de casos de tosferina en hospitales", "", "salud"],
    ] as const) {
      expect(places(title, summary, { home: "bolivar", category }).departments, title).toEqual([]);
    }
  });

  it("reads local nature from its cues", () => {
    expect(readsLocal(input("Asesinan a un mototaxista en el barrio Primero de Mayo"))).toBe(true);
    expect(readsLocal(input("Ecopetrol reporta utilidades del trimestre"))).toBe(false);
  });
});
