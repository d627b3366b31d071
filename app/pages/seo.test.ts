import { describe, expect, it } from "vitest";
import { absoluteUrl, breadcrumbList, canonicalPath, pagedTitle, seoMeta, shortDescription } from "./seo.js";

describe("canonicalPath", () => {
  it("keeps the pagination cursor and the listing filters, in a fixed order, and drops the rest", () => {
    expect(canonicalPath("/todas-las-noticias", "?utm_source=x&departamento=cauca&antes=1.2&categoria=politica")).toBe(
      "/todas-las-noticias?antes=1.2&categoria=politica&departamento=cauca",
    );
    expect(canonicalPath("/", "?fbclid=abc")).toBe("/");
  });
});

describe("seoMeta", () => {
  const tags = seoMeta("https://rotativa.example", {
    title: "Política · Rotativa",
    description: "Noticias de política",
    path: "/categorias/politica",
    image: "https://img.example/a.jpg",
    rss: { href: "/categorias/politica/rss.xml", title: "Política" },
    jsonLd: [breadcrumbList("https://rotativa.example", [{ name: "Política", path: "/categorias/politica" }])],
  });

  it("gives an absolute canonical URL, Open Graph and Twitter tags in Spanish", () => {
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://rotativa.example/categorias/politica" });
    expect(tags).toContainEqual({ property: "og:locale", content: "es_CO" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://img.example/a.jpg" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Política",
      href: "https://rotativa.example/categorias/politica/rss.xml",
    });
  });

  it("renders breadcrumbs as JSON-LD with absolute URLs, home first", () => {
    const ld = tags.find((tag) => "script:ld+json" in tag) as {
      "script:ld+json": { itemListElement: { item: string; position: number }[] };
    };
    expect(ld["script:ld+json"].itemListElement.map((item) => item.item)).toEqual([
      "https://rotativa.example/",
      "https://rotativa.example/categorias/politica",
    ]);
  });

  it("never offers a non-http picture", () => {
    const plain = seoMeta("https://rotativa.example", { title: "t", description: "d", path: "/", image: "javascript:alert(1)" });
    expect(plain.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
    expect(plain).toContainEqual({ name: "twitter:card", content: "summary" });
  });
});

describe("absoluteUrl and shortDescription", () => {
  it("joins the site URL and a path whatever the trailing slash", () => {
    expect(absoluteUrl("https://r.example", "/a?b=1")).toBe("https://r.example/a?b=1");
    expect(absoluteUrl("https://r.example/", "/a")).toBe("https://r.example/a");
  });

  it("cuts at a word boundary with an ellipsis", () => {
    const text = "El Gobierno anunció hoy un paquete de medidas para contener la inflación en los alimentos básicos de la canasta familiar";
    const short = shortDescription(text, 60);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short.endsWith("…")).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(shortDescription("Corto.")).toBe("Corto.");
  });
});

describe("pagedTitle", () => {
  it("names the page from the second on, before the site's name", () => {
    expect(pagedTitle("Política · Rotativa", 1)).toBe("Política · Rotativa");
    expect(pagedTitle("Política · Rotativa", undefined)).toBe("Política · Rotativa");
    expect(pagedTitle("Política · Última hora · Rotativa", 2)).toBe("Política · Última hora · página 2 · Rotativa");
    expect(pagedTitle("Archivo", 3)).toBe("Archivo · página 3");
  });

  it("keeps the page number in the canonical URL beside the cursor", () => {
    expect(canonicalPath("/categorias/politica", "?pagina=2&antes=1.2")).toBe("/categorias/politica?antes=1.2&pagina=2");
  });
});
