/*
 * The keyword model's evidence rules beyond single words (issue 21, third round): terms that count
 * only beside other evidence of their category.
 */
import { describe, expect, it } from "vitest";
import { DEPENDENT_TERMS, KEYWORDS } from "../../data/category-rules.js";
import { keywordCategory } from "./category.js";

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
    expect(keywordCategory("Explosión en una vía deja dos heridos", "Las disidencias activaron un artefacto al paso de una patrulla.")).toBe(
      "seguridad",
    );
  });

  it("read a venue as sport only beside a match or a competition", () => {
    expect(keywordCategory("Miles de fieles llenarán el estadio para una misa campal", "")).not.toBe("deportes");
    expect(keywordCategory("Junior goleó en el estadio y es líder de la liga", "")).toBe("deportes");
  });
});
