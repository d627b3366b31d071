import { describe, expect, it } from "vitest";
import { storyFeatures } from "./features.js";
import { happeningsDiffer, happeningsOf } from "./happening.js";

const key = (title: string) => storyFeatures({ title, summary: "" }).titleKey;
/** Read both ways: the answer must not depend on which article came first. */
const differ = (a: string, b: string) => {
  const forward = happeningsDiffer(key(a), key(b));
  expect(happeningsDiffer(key(b), key(a))).toBe(forward);
  return forward;
};

describe("happeningsDiffer: another kind of happening", () => {
  it("tells a landslide from works and from a blockade on one road, and a fire from an accident in one town", () => {
    const landslide = "Derrumbe cierra la autopista Medellín-Bogotá a la altura de Cocorná";
    expect(differ("Cierre total en la autopista Medellín-Bogotá por obras de estabilización durante 5 días", landslide)).toBe(true);
    expect(differ("Habitantes bloquean la autopista Medellín-Bogotá en protesta por el cierre de un hospital", landslide)).toBe(true);
    expect(
      differ("Incendio en una bodega de reciclaje en Soacha deja dos bomberos heridos", "Accidente de un bus en Soacha deja dos heridos"),
    ).toBe(true);
  });

  it("keeps the same kind told in other words, and a headline that names no kind, together", () => {
    const landslide = "Derrumbe cierra la autopista Medellín-Bogotá a la altura de Cocorná";
    expect(differ("Autopista Medellín-Bogotá sigue cerrada por el deslizamiento en Cocorná", landslide)).toBe(false);
    expect(differ("Reabren a un carril la autopista Medellín-Bogotá", landslide)).toBe(false);
    // One headline naming two kinds shares one with the other.
    expect(differ("Tras el derrumbe, transportadores bloquean la vía al Llano", "Derrumbe en la vía al Llano deja 3 muertos")).toBe(false);
    // An avalanche is water and earth at once.
    expect(differ("Avalancha en Mocoa deja 20 muertos", "Creciente del río Mocoa arrasa con 3 barrios")).toBe(false);
    expect(happeningsOf(key("Ataque con dron contra la base de Tibú"))).toEqual(new Set(["attack"]));
  });
});
