import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { routeLabel } from "./route-label.js";

describe("routeLabel", () => {
  it("names the route, never the slug or the id", () => {
    expect(routeLabel("/")).toBe("/");
    expect(routeLabel("/_root.data")).toBe("/.data");
    expect(routeLabel("/articulos/123")).toBe("/articulos/:id");
    expect(routeLabel("/articulos/123.data")).toBe("/articulos/:id.data");
    expect(routeLabel("/historias/123")).toBe("/historias/:id");
    expect(routeLabel("/historias/123.data")).toBe("/historias/:id.data");
    expect(routeLabel("/historias/123/rss.xml")).toBe("/historias/:id/rss.xml");
    expect(routeLabel("/historias/123/_payload.json")).toBe("/historias/:id/_payload.json");
    expect(routeLabel("/categorias/politica")).toBe("/categorias/:slug");
    expect(routeLabel("/departamentos/huila/ultima-hora")).toBe("/departamentos/:slug/:ventana");
    expect(routeLabel("/departamentos/huila/titulares")).toBe("/departamentos/:slug/titulares");
    expect(routeLabel("/departamentos/huila/hoy")).toBe("/departamentos/:slug/hoy");
    expect(routeLabel("/departamentos/huila/hoy/rss.xml")).toBe("/departamentos/:slug/hoy/rss.xml");
    expect(routeLabel("/mi-region")).toBe("/mi-region");
    expect(routeLabel("/accion/region")).toBe("/accion/region");
    expect(routeLabel("/periodicos/el-tiempo/rss.xml")).toBe("/periodicos/:slug/rss.xml");
    expect(routeLabel("/busqueda")).toBe("/busqueda");
    expect(routeLabel("/build/_shared/chunk-ABC.js")).toBe("/build/*");
    expect(routeLabel("/wp-admin/setup.php")).toBe("other");
    expect(routeLabel("/categorias/politica/otra-cosa")).toBe("other");
    expect(routeLabel("/_payload.json")).toBe("/_payload.json");
    expect(routeLabel("/articulos/123/_payload.json")).toBe("/articulos/:id/_payload.json");
    expect(routeLabel("/departamentos/huila/ultima-hora/_payload.json")).toBe("/departamentos/:slug/:ventana/_payload.json");
    expect(routeLabel("/wp-admin/_payload.json")).toBe("other");
    expect(routeLabel("/articulos/1.data/_payload.json")).toBe("other");
    expect(routeLabel("/api")).toBe("/api");
    expect(routeLabel("/fuentes.opml")).toBe("/fuentes.opml");
    expect(routeLabel("/guardadas")).toBe("/guardadas");
    expect(routeLabel("/guardadas.data")).toBe("/guardadas.data");
    expect(routeLabel("/accion/guardar")).toBe("/accion/guardar");
  });

  it("has a small, fixed set of values whatever the path", () => {
    const labels = new Set<string>();
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.constantFrom("", "/articulos/", "/categorias/", "/departamentos/x/", "/build/", "/builds/meta/", "/sitemaps/"),
        (path, prefix) => {
          labels.add(routeLabel(prefix + path.replace(/^\//, "")));
        },
      ),
      { numRuns: 2_000 },
    );
    expect(labels.size).toBeLessThan(80);
    for (const label of labels) expect(label).toMatch(/^(other|\/[a-z0-9/:._*-]*)$/);
  });
});
