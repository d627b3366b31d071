import { describe, expect, it } from "vitest";
import type { ArticleCard } from "../models/article.server.js";
import { compactCard } from "./front-page.server.js";

const card: ArticleCard = {
  id: 7,
  title: "Lluvias en Bogotá",
  summary: "El IDIGER pide precaución.",
  publishedAt: 1_700_000_000_000,
  imageUrl: "https://example.com/a.jpg",
  newspaper: { slug: "el-tiempo", name: "El Tiempo" },
  category: { slug: "general", name: "General" },
  departments: [{ slug: "bogota", name: "Bogotá D.C." }],
  coverage: 3,
  storyId: 42,
  genre: null,
};

describe("compactCard", () => {
  it("drops what a compact card does not show and keeps what it does", () => {
    const compact = compactCard(card);
    expect(compact).toEqual({ ...card, summary: "", imageUrl: null, departments: [] });
    // The headline, its link, the newspaper, the time, the coverage and its story stay.
    expect([compact.title, compact.id, compact.newspaper, compact.publishedAt, compact.coverage, compact.storyId]).toEqual([
      card.title,
      card.id,
      card.newspaper,
      card.publishedAt,
      card.coverage,
      card.storyId,
    ]);
    // The card given is left as it was (the payload API sends it whole).
    expect(card.summary).toBe("El IDIGER pide precaución.");
  });
});
