/* Tests of the rejection rules (place-rejection.ts): sports clubs, rivers and streets, people named like places. */
import { describe, expect, it } from "vitest";
import { classifyDepartments } from "./departments.js";
import { input, tags } from "../../../tests/support/place-tags.js";

describe("sports clubs", () => {
  it.each([
    "Atlético Nacional empata con Millonarios",
    "Deportivo Cali presentó a su nuevo técnico",
    "América de Cali y Santa Fe empatan",
    "Junior de Barranquilla ficha a un argentino",
    "Independiente Medellín golea",
    "Deportes Tolima clasificó a cuartos",
    "Atlético Huila femenino a la final",
    "Real Cartagena vuelve a la A",
    "Cúcuta Deportivo asciende",
    "Deportivo Pasto cae de local",
    "Boyacá Chicó se salva del descenso",
    "Unión Magdalena despide al técnico",
    "Alianza FC vence al Deportivo Pereira",
    "Atlético Bucaramanga, campeón",
    "Con gol al final, el Cali derrotó al Medellín",
  ])("%s tags no department", (title) => {
    expect(tags(title)).toEqual([]);
  });

  it("does not stop a real place in the same article from counting", () => {
    expect(tags("Deportivo Cali jugará en Tunja", "El partido será en el estadio de la Independencia.")).toEqual(["boyaca"]);
  });

  it("keeps the article with towns that take it and name no club", () => {
    expect(tags("Combates en el Medio Baudó")).toEqual(["choco"]);
    expect(tags("Fiestas del Espinal")).toEqual(["tolima"]);
  });

  it("keeps a regional paper's home department off club news", () => {
    const result = classifyDepartments(input("Junior anuncia la llegada de un delantero", "", { home: "atlantico" }), "deportes");
    expect(result.departments).toEqual([]);
    expect(result.clubs).toBe(1);
  });
});

describe("rivers, streets, lotteries and volcanoes", () => {
  it.each([
    ["Sequía del río Amazonas", []],
    ["Sequía del río Amazonas deja incomunicada a Leticia", ["amazonas"]],
    ["Lluvias en el Amazonas", ["amazonas"]],
    ["Desbordamiento del río Putumayo", []],
    ["Navegación por el río Magdalena", []],
    ["Nivel del río Cauca baja", []],
    ["Crecida del río Caquetá", []],
    ["Crecida del río Guaviare", []],
    ["Pesca en el río Vichada", []],
    ["Cierres en la avenida Boyacá", []],
    ["Resultados de la Lotería de Boyacá y la Lotería del Cauca", []],
    ["Actividad en el Nevado del Huila", []],
    ["Disidencias atacan en el Cauca", ["cauca"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("people named like places", () => {
  it.each([
    ["Kennedy: 60 años del asesinato", "El magnicidio de Kennedy sigue generando preguntas.", []],
    ["Balacera en Kennedy deja dos heridos", "", ["bogota"]],
    ["Soledad Acosta, la escritora olvidada", "", []],
    ["Hospital de Soledad suspende cirugías", "", ["atlantico"]],
    ["Leticia Bonilla gana el premio", "", []],
    ["Capturan en Bello a un homicida", "", ["antioquia"]],
  ])("%s → %j", (title, summary, expected) => {
    expect(tags(title, summary)).toEqual(expected);
  });
});
