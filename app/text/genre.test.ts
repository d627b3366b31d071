import { describe, expect, it } from "vitest";
import { genreOf } from "./genre.js";

describe("genreOf", () => {
  it("labels pieces classified as opinion", () => {
    expect(genreOf({ categorySlug: "opinion", url: "https://www.example.com.co/2024/10/la-ciudad-espera" })).toBe("opinion");
  });

  it("labels columns filed under an opinion path even when their topic won the category", () => {
    expect(genreOf({ categorySlug: "politica", url: "https://www.eltiempo.com/opinion/columnistas/maria/la-paz-3345000" })).toBe("opinion");
    expect(genreOf({ categorySlug: "economia", url: "https://diario.example.co/Columnistas/el-precio-del-dolar" })).toBe("opinion");
  });

  it("says Análisis when the URL or the feed files the piece under análisis", () => {
    expect(genreOf({ categorySlug: "opinion", url: "https://www.semana.com/analisis/articulo/que-gana-el-pais/2024" })).toBe("analisis");
    expect(genreOf({ categorySlug: "economia", url: "https://diario.example.co/an%C3%A1lisis/las-cifras-del-dane" })).toBe("analisis");
    expect(genreOf({ categorySlug: "opinion", url: "https://diario.example.co/2024/nota", feedTitle: "Diario - Análisis" })).toBe(
      "analisis",
    );
    expect(
      genreOf({
        categorySlug: "opinion",
        url: "https://diario.example.co/2024/nota",
        feedUrl: "https://diario.example.co/rss/analisis.xml",
      }),
    ).toBe("analisis");
    expect(
      genreOf({ categorySlug: "opinion", url: "https://diario.example.co/2024/nota", feedUrl: "https://diario.example.co/analisis/rss" }),
    ).toBe("analisis");
  });

  it("does not label news from an análisis feed that was not classified as commentary", () => {
    expect(
      genreOf({ categorySlug: "economia", url: "https://diario.example.co/economia/sube-el-dolar", feedTitle: "Diario - Análisis" }),
    ).toBeNull();
  });

  it("reads the path, not the host: La Opinión's news are news", () => {
    expect(genreOf({ categorySlug: "seguridad", url: "https://www.laopinion.co/region/combates-en-el-catatumbo" })).toBeNull();
    expect(genreOf({ categorySlug: "general", url: "https://opinion.example.co/noticias/colegios" })).toBeNull();
  });

  it("treats missing or malformed addresses as news unless classified as opinion", () => {
    expect(genreOf({ categorySlug: "deportes", url: "no es una url" })).toBeNull();
    expect(genreOf({ categorySlug: "deportes" })).toBeNull();
    expect(genreOf({ categorySlug: "opinion", url: null })).toBe("opinion");
  });
});
