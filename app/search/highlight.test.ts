import { describe, expect, it } from "vitest";
import { excerpt, highlightRanges } from "./highlight.js";
import { splitByRanges } from "../text/marks.js";
import { parseQuery } from "./query.js";

function marked(text: string, q: string): string {
  return splitByRanges(text, highlightRanges(text, parseQuery(q)))
    .map((piece) => (piece.marked ? `[${piece.text}]` : piece.text))
    .join("");
}

describe("highlightRanges", () => {
  it("marks words folded and by stem, whatever the accents and case", () => {
    expect(marked("Registraduría abre inscripciones para las elecciones en Bogotá", "elección bogota")).toBe(
      "Registraduría abre inscripciones para las [elecciones] en [Bogotá]",
    );
    expect(marked("Vacunas y vacunación: la VACUNA llega", "vacuna")).toBe("[Vacunas] y [vacunación]: la [VACUNA] llega");
  });

  it("marks a quoted phrase only where its words stand together, as one stretch", () => {
    expect(marked("El paro armado y el paro de camioneros armado", '"paro armado"')).toBe(
      "El [paro armado] y el paro de camioneros armado",
    );
  });

  it("never marks excluded or omitted words", () => {
    expect(marked("Deportes: fútbol de la liga", "-fútbol deportes de")).toBe("[Deportes]: fútbol de la liga");
  });

  it("keeps the text intact around the marks", () => {
    const text = 'Comillas "raras" <b>y</b> & símbolos 😀 en Bogotá';
    expect(
      splitByRanges(text, highlightRanges(text, parseQuery("bogota símbolos")))
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
  });
});

describe("excerpt", () => {
  it("returns short texts whole and cuts long ones around the first match, at spaces", () => {
    expect(excerpt("Corto", [], 200)).toBe("Corto");
    const long = `${"palabra ".repeat(60)}Bogotá ${"final ".repeat(60)}`.trim();
    const cut = excerpt(long, highlightRanges(long, parseQuery("bogota")), 100);
    expect(cut.startsWith("…")).toBe(true);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).toContain("Bogotá");
    expect(cut.length).toBeLessThanOrEqual(102);
    expect(
      cut
        .slice(1, -1)
        .split(" ")
        .every((w) => w === "palabra" || w === "Bogotá" || w === "final"),
    ).toBe(true);
  });
});
