import { describe, expect, it } from "vitest";
import { classifyPlaces } from "./departments.js";
import { tokenize } from "./text.js";
import type { ClassifyInput } from "../types.js";
import { nationalActVenue } from "./venue.js";

/** The venue's word as written, or null. */
function venueOf(title: string, summary = ""): string | null {
  const tokens = tokenize([title, summary]);
  const at = nationalActVenue(tokens);
  return at < 0 ? null : (tokens.find((token) => token.index === at)?.raw ?? "?");
}

function places(title: string, summary = "", homeDepartment: string | null = null): string[] {
  const input: ClassifyInput = {
    title,
    summary,
    url: "https://noticias.example.com/politica/una-noticia",
    feedCategory: null,
    itemCategories: [],
    newspaper: { slug: "prueba", homeDepartment },
  };
  return classifyPlaces(input, "politica").departments;
}

describe("the venue of a national act", () => {
  it("is where a president, a minister or the national government signs, issues or presents a law, decree or reform", () => {
    expect(venueOf("Petro firma desde Cartagena el decreto de emergencia económica", "El presidente anunció la medida.")).toBe("Cartagena");
    expect(venueOf("Gobierno expide en Cali el decreto del salario mínimo")).toBe("Cali");
    expect(venueOf("Ministra de Minas presenta en la Guajira el proyecto de ley de transición energética")).toBe("Guajira");
  });

  it("is no venue when the actor is local, the act is no legal act, or the instrument does not follow", () => {
    expect(venueOf("Alcalde firma en Bello el decreto de toque de queda", "El mandatario local firmó la medida.")).toBeNull();
    expect(venueOf("Gobernador sanciona en Tunja la ordenanza de la Secretaría de la Mujer")).toBeNull();
    expect(venueOf("Petro anuncia en Tumaco la construcción de un hospital", "El presidente visitó la ciudad.")).toBeNull();
    expect(venueOf("Petro firma en Quibdó un acuerdo con los mineros del Chocó", "El presidente se reunió con los líderes.")).toBeNull();
    // A law named without a national actor anywhere: who signs it is unknown.
    expect(venueOf("Firma en Cali la ley de bomberos")).toBeNull();
  });

  it("tags nothing, while the same words with a local actor tag the town", () => {
    expect(places("Petro sanciona en Santa Marta la ley de jurisdicción agraria", "El presidente firmó la norma.")).toEqual([]);
    const input: ClassifyInput = {
      title: "Petro sanciona en Santa Marta la ley de jurisdicción agraria",
      summary: "El presidente firmó la norma.",
      url: "https://noticias.example.com/politica/una-noticia",
      feedCategory: null,
      itemCategories: [],
      newspaper: { slug: "prueba", homeDepartment: null },
    };
    // Still a place of the article (story grouping reads it), in the role that tags nothing.
    expect(classifyPlaces(input, "politica").mentions.map((mention) => [mention.text, mention.accepted, mention.role])).toEqual([
      ["Santa Marta", true, "venue"],
    ]);
    expect(places("Alcalde firma en Bello el decreto de toque de queda para menores")).toEqual(["antioquia"]);
  });
});
