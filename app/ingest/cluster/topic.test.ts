import { describe, expect, it } from "vitest";
import { storyFeatures } from "./features.js";
import { onlyTopicShared } from "./topic.js";

const key = (title: string) => storyFeatures({ title, summary: "" }).titleKey;
/** Read both ways: the answer must not depend on which article came first. */
const topicOnly = (a: string, b: string) => {
  const forward = onlyTopicShared(key(a), key(b));
  expect(onlyTopicShared(key(b), key(a))).toBe(forward);
  return forward;
};

describe("onlyTopicShared: works about one topic", () => {
  it("finds headlines that share only what follows 'sobre'", () => {
    expect(
      topicOnly(
        "Museo de Pasto abre una exposición de 123 piezas sobre la cocina tradicional del Pacífico",
        "Documental colombiano sobre la cocina tradicional del Pacífico gana el premio del jurado",
      ),
    ).toBe(true);
    expect(
      topicOnly(
        "Investigadores presentan un libro sobre los manglares de la bahía de Cartagena",
        "Gremios debaten en un foro sobre los manglares de la bahía de Cartagena",
      ),
    ).toBe(true);
  });

  it("leaves headlines that share a word before 'sobre', or lack it, to the other rules", () => {
    expect(
      topicOnly("Museo de Antioquia abre una exposición sobre Débora Arango", "Exposición sobre Débora Arango llega al Museo de Antioquia"),
    ).toBe(false);
    expect(
      topicOnly(
        "Documental colombiano sobre el río Atrato gana el premio del público",
        "Documental colombiano sobre el río Atrato gana el premio del jurado",
      ),
    ).toBe(false);
    expect(topicOnly("Senado abre el debate sobre la reforma pensional", "Senado aprueba la reforma pensional")).toBe(false);
  });
});
