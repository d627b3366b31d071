/*
 * The keyword model's evidence rules beyond single words (issue 21, third round): terms that count
 * only beside other evidence of their category.
 */
import { describe, expect, it } from "vitest";
import { DEPENDENT_TERMS, KEYWORDS } from "../../data/category-rules.js";
import { headlineActor, namesJusticeAgent } from "./actors.js";
import { classifyCategory, keywordCategory } from "./category.js";

describe("dependent terms", () => {
  it("are terms of their category's vocabulary", () => {
    for (const { category, terms } of DEPENDENT_TERMS) {
      const written = new Set(KEYWORDS[category].map(([term]) => term));
      for (const term of terms) expect(written.has(term), `${category}: ${term}`).toBe(true);
    }
  });

  it("read casualties without an agent of crime as an accident, general news", () => {
    expect(keywordCategory("Tres muertos y dos heridos deja un choque en la vía", "")).toBe("general");
  });

  it("read casualties beside an agent or act of crime as security news", () => {
    expect(keywordCategory("Tres muertos deja un ataque de sicarios en un billar", "")).toBe("seguridad");
    expect(
      keywordCategory("Explosión en una vía deja dos heridos", "Las disidencias activaron un artefacto al paso de una patrulla."),
    ).toBe("seguridad");
  });

  it("read a find as science and a premiere as a show only beside other evidence of them", () => {
    expect(keywordCategory("Hallan una caleta con dos toneladas de cocaína", "")).not.toBe("ciencia");
    expect(keywordCategory("Paleontólogos hallan un fósil de tortuga gigante", "")).toBe("ciencia");
    expect(keywordCategory("Neiva estrena hospital materno infantil", "")).toBe("salud");
    expect(keywordCategory("Netflix estrena la serie sobre la vida de un cantante", "")).toBe("entretenimiento");
  });

  it("read a venue as sport only beside a match or a competition", () => {
    expect(keywordCategory("Miles de fieles llenarán el estadio para una misa campal", "")).not.toBe("deportes");
    expect(keywordCategory("Junior goleó en el estadio y es líder de la liga", "")).toBe("deportes");
  });
});

describe("the institution a headline opens with", () => {
  it("makes a court's or a control body's act a judicial case, whatever its words", () => {
    expect(headlineActor("Consejo de Estado anula la elección de un senador")).toBe("judicial");
    expect(headlineActor("La Procuraduría suspende al alcalde por participación en política")).toBe("judicial");
    expect(keywordCategory("Corte Suprema abre investigación contra senador por compra de votos", "")).toBe("judicial");
  });

  it("makes a legislative body's act politics", () => {
    expect(keywordCategory("Asamblea aprueba empréstito para pavimentar vías", "El crédito financiará obras.")).toBe("politica");
    expect(headlineActor("Senado elige a la nueva magistrada de la Corte Constitucional")).toBe("politica");
  });

  it("reads the subject after a regional paper's dateline", () => {
    expect(headlineActor("BUCARAMANGA. Concejo aprueba la compra de 40 buses eléctricos")).toBe("politica");
    expect(headlineActor("Valledupar.- Procuraduría suspende al alcalde")).toBe("judicial");
    expect(headlineActor("Arauca: Concejo aprueba el plan de movilidad")).toBe("politica");
    expect(headlineActor("Génova: el Senado italiano aprueba la ley")).toBeNull();
  });

  it("counts only the headline's subject, and not another body of the same name", () => {
    expect(headlineActor("Petro pide a la Corte Suprema elegir fiscal")).toBeNull();
    expect(headlineActor("Cámara de Comercio de Cali reporta más empresas")).toBeNull();
    expect(headlineActor("Asamblea de accionistas de Ecopetrol aprueba dividendos")).toBeNull();
  });

  it("picks a politics section's court cases", () => {
    const url = "https://www.example.com/politica/consejo-de-estado-anula-la-eleccion/";
    const input = {
      title: "Consejo de Estado anula la elección del gobernador",
      summary: "",
      url,
      feedCategory: null,
      itemCategories: [],
      newspaper: { slug: "prueba", homeDepartment: null },
    };
    expect(classifyCategory(input).category).toBe("judicial");
  });
});

describe("accidents and emergencies", () => {
  it("are general news, and a bus that overturned is no volcano", () => {
    expect(keywordCategory("Bus con 30 pasajeros se volcó en la vía al mar", "")).toBe("general");
    expect(keywordCategory("Bomberos rescatan a trabajadores atrapados en un pozo", "")).toBe("general");
    expect(keywordCategory("Volcán Galeras entra en alerta naranja", "")).toBe("medio-ambiente");
  });

  it("keep the crime when the headline's act is one", () => {
    expect(
      keywordCategory("Capturan al conductor que atropelló a una familia y huyó", "La Policía lo ubicó por las cámaras de seguridad."),
    ).toBe("seguridad");
  });

  it("abroad: a place 'frente a' which the news happens is where it happens", () => {
    const input = {
      title: "Naufragio de una lancha con migrantes frente a Panamá",
      summary: "",
      url: "https://example.com/2025/naufragio/",
      feedCategory: null,
      itemCategories: [],
      newspaper: { slug: "prueba", homeDepartment: null },
    };
    expect(classifyCategory(input).category).toBe("internacional");
  });
});

describe("a section's court cases need an agent of justice", () => {
  const politics = (title: string, summary = "") =>
    classifyCategory({
      title,
      summary,
      url: "https://www.example.com/politica/nota/",
      feedCategory: null,
      itemCategories: [],
      newspaper: { slug: "prueba", homeDepartment: null },
    }).category;

  it("a law about a jurisdiction, signed by the president, stays politics", () => {
    expect(namesJusticeAgent("Petro sanciona la ley de jurisdicción agraria", "El presidente firmó la norma con campesinos.")).toBe(false);
    expect(politics("Petro sanciona la ley de jurisdicción agraria", "El presidente firmó la norma con campesinos.")).toBe("politica");
  });

  it("a court or a court's act named anywhere lets the text read as a case", () => {
    expect(namesJusticeAgent("Piedad Córdoba: archivan el último proceso en su contra", "La Fiscalía cerró la investigación.")).toBe(true);
    expect(namesJusticeAgent("Exsenador condenado a ocho años", "")).toBe(true);
  });
});
