/* Tests of the place decision (departments.ts): matching end to end, weights, demonyms, the home department. */
import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../types.js";
import { classifyDepartments, detectDepartments, MAX_DEPARTMENTS } from "./departments.js";
import { input, tags } from "../../../tests/support/place-tags.js";

describe("matching", () => {
  it.each([
    ["Lluvias en Medellín", ["antioquia"]],
    ["LLUVIAS EN MEDELLÍN", ["antioquia"]],
    ["lluvias en medellin y bogota", ["antioquia", "bogota"]],
    ["Trancón en Bogotá D.C. por obras", ["bogota"]],
    ["Asesinan a dos personas en Santander de Quilichao", ["cauca"]],
    ["Emergencia en Norte de Santander por lluvias", ["norte-de-santander"]],
    ["Brote de malaria en San José del Guaviare", ["guaviare"]],
    ["Ataque a la Policía en Cartagena del Chairá", ["caqueta"]],
    ["Turistas llegan a Puerto Nariño", ["amazonas"]],
    ["Festival en San Juan del Cesar", ["la-guajira"]],
    ["Feria en San Andrés de Sotavento", ["cordoba"]],
    ["La Gobernación del Valle del Cauca anuncia obras", ["valle-del-cauca"]],
    ["Protestas en Soacha y Zipaquirá", ["cundinamarca"]],
    ["Paro camionero en Urabá", ["antioquia"]],
    ["Combates en el Catatumbo", ["norte-de-santander"]],
    ["Cierran el Parque Tayrona", ["magdalena"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });

  it("orders departments by weight (title, then lead), then first position, and keeps at most four", () => {
    const result = detectDepartments(
      input("Lluvias en Cali; daños en Pasto; alerta en Neiva; evacuación en Tunja; emergencia en Yopal", "Yopal declara calamidad."),
      "general",
    );
    expect(result).toEqual(["casanare", "valle-del-cauca", "narino", "huila"]);
    expect(result).toHaveLength(MAX_DEPARTMENTS);
  });

  it("never throws, whatever the input", () => {
    const broken = { title: null, summary: undefined, url: "::", itemCategories: null, newspaper: null } as unknown as ClassifyInput;
    expect(detectDepartments(broken, "general")).toEqual([]);
    expect(detectDepartments(input("", ""), "general")).toEqual([]);
  });
});

describe("demonyms", () => {
  it("counts plural demonyms and ignores a singular one (a person's origin)", () => {
    expect(tags("Cucuteños madrugaron a sacar el pasaporte")).toEqual(["norte-de-santander"]);
    expect(tags("Atletas antioqueños ganan medallas")).toEqual(["antioquia"]);
    expect(tags("El boyacense Nairo Quintana anuncia su retiro")).toEqual([]);
  });
});

describe("a regional paper's home department", () => {
  const local = { home: "caldas", url: "https://www.lapatria.com/manizales/una-noticia-de-la-ciudad-sin-lugar/" };

  it("applies to local news that names no place", () => {
    const result = classifyDepartments(
      input("Volcán sigue en alerta naranja", "La Gobernación pidió a las veredas cercanas estar atentas.", { home: "caldas" }),
      "medio-ambiente",
    );
    expect(result).toMatchObject({ departments: ["caldas"], municipalities: [], rule: "home" });
  });

  it("is not added when the article names other places", () => {
    // The URL's section (/manizales/) stands in only when the text names no place.
    expect(tags("Lluvias en Pereira", "", local)).toEqual(["risaralda"]);
    expect(tags("Lluvias dejan 30 familias damnificadas", "", local)).toEqual(["caldas"]);
    expect(tags("Lluvias en Pereira", "", { home: "caldas" })).toEqual(["risaralda"]);
  });

  it("does not apply to international news or national sections", () => {
    expect(tags("Elecciones en Venezuela", "", { home: "caldas", category: "internacional" })).toEqual([]);
    expect(
      tags("Alza en el precio del café", "", { home: "caldas", url: "https://www.lapatria.com/colombia/alza-en-el-precio-del-cafe-hoy" }),
    ).toEqual([]);
  });

  it("does not apply to wire material: science, technology, entertainment, opinion", () => {
    for (const category of ["ciencia", "tecnologia", "entretenimiento", "opinion"]) {
      expect(tags("Astrónomos detectan un agujero negro", "", { home: "caldas", category })).toEqual([]);
    }
  });

  it("does not apply to national stories, unless local cues say otherwise", () => {
    expect(tags("El Congreso aprueba la reforma laboral", "", { home: "caldas", category: "politica" })).toEqual([]);
    expect(tags("El Congreso aprueba recursos para la Gobernación", "", { home: "caldas", category: "politica" })).toEqual(["caldas"]);
  });

  it("never applies to a national paper", () => {
    expect(tags("Volcán sigue en alerta naranja", "", { home: null, category: "medio-ambiente" })).toEqual([]);
  });
});
