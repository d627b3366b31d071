import { describe, expect, it } from "vitest";
import { WORD_SENSES } from "../../data/category-rules.js";
import { keywordCategory, keywordEvidence } from "./category.js";
import { contextStems, senseOf } from "./senses.js";

const categoriesOf = (title: string, summary = "", word?: string) =>
  keywordEvidence(title, summary)
    .filter((hit) => word === undefined || hit.words === word)
    .map((hit) => hit.category);

describe("words of two senses, told apart by the words around them", () => {
  it("reads the extortionists' 'vacunas' where they are charged or paid, the health ones elsewhere", () => {
    expect(categoriesOf("Capturan a dos hombres que cobraban vacunas a tenderos", "", "vacunas")).toEqual(["seguridad"]);
    expect(categoriesOf("Ganaderos, obligados a pagar una vacuna por cada res", "", "vacuna")).toEqual(["seguridad"]);
    expect(categoriesOf("Llegan al país 500.000 vacunas contra la influenza", "", "vacunas")).toEqual(["salud"]);
    expect(categoriesOf("Científicos desarrollan una vacuna contra la leishmaniasis", "", "vacuna")).toEqual(["ciencia"]);
    expect(
      keywordCategory(
        "Comerciantes denuncian el cobro de vacunas de hasta un millón de pesos",
        "Los tenderos dicen que los extorsionistas los amenazan si no pagan.",
      ),
    ).toBe("seguridad");
    expect(keywordCategory("Llegan al país 500.000 vacunas contra la influenza para mayores de 60 años", "")).toBe("salud");
  });

  it("reads the 'maestro' of an art as culture and the school's as education", () => {
    expect(keywordCategory("Murió el maestro Fernando Botero a los 91 años", "El artista colombiano falleció en Mónaco.")).toBe("cultura");
    expect(keywordCategory("Maestros protestan por retrasos en el pago de sus primas", "Los docentes no han recibido el pago.")).toBe(
      "educacion",
    );
  });

  it("reads a 'concurso' by what is contested: a school's, a music one, or the television's", () => {
    expect(categoriesOf("Niña ganó concurso nacional de ortografía", "Superó a 300 estudiantes.", "concurso")).toEqual(["educacion"]);
    expect(categoriesOf("Concurso de bandas reúne a 40 agrupaciones", "", "concurso")).toEqual(["cultura"]);
    expect(categoriesOf("Nuevo concurso de cocina de la televisión elige a sus participantes", "", "concurso")).toEqual([
      "entretenimiento",
    ]);
  });

  it("takes a catch of fish for no arrest", () => {
    expect(categoriesOf("Pescadores reportan la mejor captura de bocachico", "Buena temporada de pesca.", "captura")).toEqual([]);
    expect(categoriesOf("Captura de alias el Gordo en Cúcuta", "", "captura")).toEqual(["seguridad"]);
  });

  it("reads a herd's vaccine as the farm's business, an extortionist's still as a crime", () => {
    expect(categoriesOf("Fedegán pide reforzar la vacunación del ganado", "", "vacunacion")).toEqual(["economia"]);
    expect(categoriesOf("Ganaderos, obligados a pagar una vacuna por cada res", "", "vacuna")).toEqual(["seguridad"]);
    expect(categoriesOf("Minsalud amplía la vacunación contra la influenza", "", "vacunacion")).toEqual(["salud"]);
  });

  it("takes a pest's attack on a crop and hackers' ransom for no crime", () => {
    expect(categoriesOf("El hongo que ataca las plantaciones de banano", "", "ataca")).toEqual([]);
    expect(categoriesOf("Disidencias atacan la estación de Policía", "", "atacan")).toEqual(["seguridad"]);
    expect(keywordCategory("Hackers secuestran los datos de la Alcaldía y piden rescate", "Suspendieron los pagos en línea.")).toBe(
      "tecnologia",
    );
    expect(categoriesOf("Secuestran a un comerciante en zona rural", "", "secuestran")).toEqual(["seguridad"]);
  });

  it("reads a drought that moves a market as the economy's, elsewhere as the environment's", () => {
    expect(categoriesOf("Sequía dispara el precio de la energía en bolsa", "", "sequia")).toEqual(["economia"]);
    expect(categoriesOf("Sequía en La Guajira: 30.000 familias sin agua potable", "", "sequia")).toEqual(["medio-ambiente"]);
  });

  it("reads a race or a match as the occasion of street closures and restrictions, no sport", () => {
    expect(keywordCategory("Cierres en la localidad de Usaquén por la media maratón", "Los desvíos regirán desde las 4:00 a. m.")).toBe(
      "general",
    );
    expect(keywordCategory("Ley seca y restricciones para el clásico en Barranquilla", "La Alcaldía prohibió el parrillero.")).toBe(
      "general",
    );
    expect(keywordCategory("Keniano gana la media maratón de Bogotá con récord", "El atleta cruzó la meta en 59 minutos.")).toBe(
      "deportes",
    );
  });

  it("reads Holy Week's processions as culture, the holiday week as general news", () => {
    expect(keywordCategory("Semana Santa en Pamplona: así serán las procesiones", "La Diócesis confirmó los horarios.")).toBe("cultura");
    expect(keywordCategory("Semana Santa: operación retorno por las vías del país", "")).toBe("general");
  });

  it("reads a television contest's final as no match", () => {
    expect(categoriesOf("Así fue la gran final del reality", "Los concursantes cantaron ante el jurado.", "final")).toEqual([
      "entretenimiento",
    ]);
    expect(categoriesOf("Nacional gana la final ante el Junior", "", "final")).toEqual(["deportes"]);
  });

  it("tries the senses in order and keeps the tabled sense without context", () => {
    const none = () => contextStems("una noticia sin contexto");
    expect(senseOf("vacunas", none)).toBeUndefined();
    expect(senseOf("palabra", none)).toBeUndefined();
    expect(senseOf("concurso", () => contextStems("estudiantes de bandas"))?.category).toBe("educacion");
    for (const sense of WORD_SENSES) {
      expect(sense.words.length).toBeGreaterThan(0);
      expect(sense.context.length).toBeGreaterThan(0);
    }
  });
});
