/*
 * Roles that make a named place a passing mention: a person's former office, a university's name
 * in national news. The other roles (origins, destinations, comparisons, lists, birthplaces) are
 * tested in places.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../types.js";
import { classifyPlaces } from "./departments.js";
import { findPlaceMentions } from "./place-choice.js";

function input(title: string, summary = "", home: string | null = null): ClassifyInput {
  return {
    title,
    summary,
    url: "https://noticias.example.com/2024/05/01/articulo-de-prueba/",
    feedCategory: null,
    itemCategories: [],
    newspaper: { slug: "prueba", homeDepartment: home },
  };
}

const departments = (title: string, summary = "", category = "general", home: string | null = null) =>
  [...classifyPlaces(input(title, summary, home), category).departments].sort();

const roles = (title: string, category = "general") =>
  findPlaceMentions(input(title), category).mentions.map((mention) => [mention.text, mention.role]);

describe("a person's former office", () => {
  it.each([
    ["Exalcalde de Pereira será el nuevo superintendente de Industria"],
    ["La exgobernadora del Quindío encabeza la lista al Senado"],
    ["Ex gobernador de Boyacá asume la embajada en Chile"],
    ["El ministro, ex-concejal de Ibagué, presenta el plan de vivienda"],
    ["Exsecretario de Hacienda de Neiva, nuevo viceministro"],
  ])("is not what the news is about: %s", (title) => {
    expect(departments(title, "", "politica")).toEqual([]);
  });

  it("names the role, and stops at the clause's end", () => {
    expect(roles("Exalcalde de Pereira inaugura una biblioteca en Dosquebradas")).toEqual([
      ["Pereira", "former-office"],
      ["Dosquebradas", "about"],
    ]);
    expect(departments("Exalcalde de Pereira inaugura una biblioteca en Dosquebradas")).toEqual(["risaralda"]);
    // After a comma the office no longer reaches the place.
    expect(roles("Habló el exalcalde, y en Pereira hubo protestas")).toEqual([["Pereira", "about"]]);
  });

  it("a sitting official's place is still the news", () => {
    expect(departments("Alcalde de Pereira anuncia nuevas rutas de bus")).toEqual(["risaralda"]);
  });

  it("a word merely starting with 'ex' is no office", () => {
    expect(departments("Exportaciones del Huila crecen 12 % en el semestre")).toEqual(["huila"]);
    expect(departments("Expertos de Manizales estudian el volcán")).toEqual(["caldas"]);
  });

  it("in a court case the office's place is the news: its acts are judged", () => {
    expect(departments("Condenan a exalcalde de Pereira por contratos de alumbrado", "", "judicial")).toEqual(["risaralda"]);
  });

  it("a national office's place is a constituency, even in a court case", () => {
    expect(departments("Excongresista del Huila es condenado por peculado", "", "judicial")).toEqual([]);
    expect(departments("Condenan a exsenador de Santander por compra de votos", "", "judicial")).toEqual([]);
  });
});

describe("a university named after its region", () => {
  it("is its place in local news", () => {
    expect(departments("Universidad de Cartagena amplía su sede en el centro")).toEqual(["bolivar"]);
  });

  it("is not the place of national news", () => {
    expect(departments("Universidad de Cartagena: la deserción escolar del país sube al 9 %", "", "educacion")).toEqual([]);
  });
});

describe("organisations and institutions named after a place", () => {
  const departments = (title: string, summary = "", category = "economia") => classifyPlaces(input(title, summary), category).departments;

  it("never tags the place in a company's, a cartel's or a lottery's name", () => {
    expect(departments("Banco de Bogotá reporta utilidades de 1,2 billones", "La entidad creció 8 %.")).toEqual([]);
    expect(departments("Resultados de la Lotería de Medellín del viernes", "Consulte los números ganadores.", "general")).toEqual([]);
  });

  it("reads an institution's name with words between its head and its place", () => {
    expect(departments("Cámara de Comercio de Bogotá: 30 % de las empresas del país cerró", "El informe es nacional.")).toEqual([]);
    expect(departments("Universidad Tecnológica de Pereira abre 500 cupos", "Las inscripciones van hasta diciembre.", "educacion")).toEqual(
      ["risaralda"],
    );
  });

  it("still tags a place named after the organisation", () => {
    expect(departments("Banco de Bogotá abre oficina en Tunja", "Es la tercera sede en Boyacá.")).toEqual(["boyaca"]);
  });
});

describe("a congressman's constituency", () => {
  it.each([
    ["Representante por Santander radica proyecto para prohibir el fracking"],
    ["Senador por el Cesar pide debate de control al ministro de Minas"],
    ["Representante a la Cámara por Bolívar propone bajar el salario de los congresistas"],
  ])("is not the news's place: %s", (title) => {
    expect(departments(title, "", "politica")).toEqual([]);
  });

  it("is when the news is the seat's election", () => {
    expect(departments("Consejo de Estado anula la elección de un representante a la Cámara por Arauca", "", "judicial")).toEqual([
      "arauca",
    ]);
  });

  it("needs the office right before it: a visit is no constituency", () => {
    expect(departments("El presidente pasó por Cali y anunció un hospital", "", "politica")).toEqual(["valle-del-cauca"]);
  });
});

describe("a road named after its ends", () => {
  it("gives way to the town where the news happens", () => {
    expect(roles("Paperos bloquean la vía Tunja-Bogotá en Ventaquemada")).toEqual([
      ["Tunja", "route"],
      ["Bogotá", "route"],
      ["Ventaquemada", "about"],
    ]);
    expect(departments("Paperos bloquean la vía Tunja-Bogotá en Ventaquemada", "", "economia")).toEqual(["boyaca"]);
    expect(
      classifyPlaces(input("Tragedia en la vía Panamericana: bus cayó a un abismo en Rosas", "Cubría la ruta Popayán-Pasto."), "general")
        .municipalities,
    ).toEqual(["19622"]);
  });

  it("is the news's place when the text names no town", () => {
    expect(departments("Deslizamiento en la vía Pereira-Manizales mantiene cerrado el paso", "", "medio-ambiente")).toEqual([
      "caldas",
      "risaralda",
    ]);
    expect(classifyPlaces(input("Gobernador del Valle inaugura la vía Cali-Candelaria"), "general").municipalities.sort()).toEqual([
      "76001",
      "76130",
    ]);
  });

  it("needs a road word and a dash: two towns joined otherwise are not a road", () => {
    expect(roles("Incautan cocaína en la vía entre Cúcuta y Ocaña").map(([, role]) => role)).toEqual(["about", "about"]);
  });
});

describe("a natural region spanning several departments", () => {
  it("keeps the regional paper's home department out", () => {
    expect(
      departments(
        "Ideam prevé lluvias por encima de lo normal en la región Andina",
        "Pide a los municipios revisar sus planes.",
        "medio-ambiente",
        "risaralda",
      ),
    ).toEqual([]);
  });
});

describe("an athlete named by a home town in sport news", () => {
  it("is where the athlete comes from, not the news's place", () => {
    expect(departments("Ajedrecista de Duitama, campeona panamericana sub-16", "Ganó el torneo disputado en Lima.", "deportes")).toEqual(
      [],
    );
    expect(departments("Ciclista de Zipaquirá gana la etapa en Francia", "", "deportes")).toEqual([]);
  });

  it("is still a place outside sport news", () => {
    expect(departments("Ciclista de Zipaquirá muere atropellado por un bus", "", "general")).toEqual(["cundinamarca"]);
  });
});
