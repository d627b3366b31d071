import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readFeed, type ReadFeedResult } from "./read-feed.js";

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/feeds/${name}`, import.meta.url));
const enc = (s: string) => new TextEncoder().encode(s);
const fetchedAt = Date.UTC(2022, 0, 1, 12, 0, 0);

function ok(result: ReadFeedResult): Extract<ReadFeedResult, { ok: true }> {
  if (!result.ok) throw new Error(`read failed: ${result.error}`);
  return result;
}

describe("readFeed", () => {
  it("reads a WordPress feed end to end", () => {
    const result = ok(readFeed({ bytes: fixture("rss2-wordpress.xml"), url: "https://lavozdelcauca.example.com/feed/" }, fetchedAt));
    // The feed's own link as it writes it (without the slash a canonical URL would add).
    expect(result.feed).toEqual({
      title: "La Voz del Cauca – Noticias de Popayán",
      link: "https://lavozdelcauca.example.com",
      language: "es-CO",
      ttlMinutes: null,
    });
    expect(result.rejected).toBe(0);
    expect(result.items).toHaveLength(2);
    expect(result.items[0]).toEqual({
      guid: "https://lavozdelcauca.example.com/?p=48213",
      url: "https://lavozdelcauca.example.com/2021/07/14/gobernacion-cauca-vias-terciarias/",
      fragment: null,
      title: "Gobernación del Cauca anuncia inversión de $20.000 millones en vías terciarias",
      summary:
        "El gobernador explicó que los recursos llegarán a 14 municipios y que las obras empezarán en agosto “sin más demoras”. Los alcaldes de la región…",
      publishedAt: Date.UTC(2021, 6, 14, 15, 30),
      publishedAtFromFeed: true,
      updatedAt: null,
      author: "María Fernanda Muñoz",
      imageUrl: "https://lavozdelcauca.example.com/wp-content/uploads/2021/07/vias-cauca.jpg",
      categories: ["Regionales", "Cauca", "Popayán"],
    });
    expect(result.items[1]).toMatchObject({
      url: "https://lavozdelcauca.example.com/2021/07/14/puente-humilladero/",
      summary: "La restauración del puente, ícono de la ciudad, tendrá un costo de $1.200 millones.",
      author: "Redacción",
      // The lazy-loaded image, not the data: placeholder.
      imageUrl: "https://lavozdelcauca.example.com/wp-content/uploads/2021/07/humilladero.jpg",
      categories: ["Popayán"],
    });
  });

  it("reads an Arc Publishing feed with odd dates", () => {
    const result = ok(
      readFeed({ bytes: fixture("rss2-arc.xml"), url: "https://www.observadorandino.example.com/arc/outboundfeeds/rss/" }, fetchedAt),
    );
    expect(result.feed.ttlMinutes).toBe(1);
    expect(result.items.map((i) => new Date(i.publishedAt).toISOString())).toEqual([
      "2021-07-14T15:30:48.000Z",
      "2021-07-14T15:10:00.000Z",
      "2021-07-14T15:05:00.000Z",
    ]);
    expect(result.items[0]?.imageUrl).toContain("TASA.jpg?auth=5f1c2e&width=1200&height=675");
    expect(result.items[1]?.imageUrl).toBe("https://www.observadorandino.example.com/resizer/Q1w2=/1200x675/metro-thumb.jpg");
  });

  it("reads Atom 1.0 with xml:base and relative links", () => {
    const result = ok(readFeed({ bytes: fixture("atom10.xml"), url: "https://opinion.example.com.co/feeds/atom" }, fetchedAt));
    expect(result.feed.title).toBe("Columnas de opinión & análisis");
    expect(result.items.map((i) => i.url)).toEqual([
      "https://opinion.example.com.co/blog/2021/07/buenaventura-no-da-espera.html",
      "https://opinion.example.com.co/otros/universidad-publica-pacifico.html",
    ]);
    expect(result.items[0]).toMatchObject({
      title: "Buenaventura no da espera",
      summary: "El puerto necesita inversión social, no solo militar.",
      updatedAt: Date.UTC(2021, 6, 14, 14, 30),
      imageUrl: "https://blogger.googleusercontent.com/img/b/R29v/AVvXsE/s1600/buenaventura.jpg",
    });
    expect(result.items[1]).toMatchObject({
      publishedAt: Date.UTC(2021, 6, 13, 19, 45),
      publishedAtFromFeed: true,
      author: "Consejo editorial",
    });
  });

  it("reads Atom 0.3, RSS 1.0 and JSON Feed", () => {
    const atom03 = ok(readFeed({ bytes: fixture("atom03.xml"), url: "https://cronicasbaq.example.blogspot.com/atom.xml" }, fetchedAt));
    expect(atom03.items[0]).toMatchObject({
      summary: "La Batalla de Flores tendrá nuevo recorrido.",
      publishedAt: Date.UTC(2021, 6, 14, 12, 30),
    });
    const rdf = ok(readFeed({ bytes: fixture("rss1-rdf.xml"), url: "https://universidad.example.edu.co/rss.xml" }, fetchedAt));
    expect(rdf.items).toHaveLength(2);
    expect(rdf.items[0]?.imageUrl).toBe("https://universidad.example.edu.co/sites/default/files/sensores.jpg");
    const json = ok(readFeed({ bytes: fixture("jsonfeed11.json"), url: "https://regional.example.co/feed.json" }, fetchedAt));
    expect(json.items[0]).toMatchObject({
      url: "https://regional.example.co/santander/bucaramanga-metrolinea",
      categories: ["Santander", "Movilidad"],
      imageUrl: "https://regional.example.co/img/metrolinea.jpg",
    });
    expect(json.items[1]).toMatchObject({
      guid: "20210713",
      url: "https://regional.example.co/antioquia/medellin-feria-de-las-flores",
      title: "La Feria de las Flores vuelve con desfile de silleteros presencial después de dos años.",
      summary: "",
    });
  });

  it("repairs mojibake but leaves genuine 'Ã' alone (mojibake.xml)", () => {
    const result = ok(readFeed({ bytes: fixture("mojibake.xml"), url: "https://universalcaribe.example.com/rss" }, fetchedAt));
    expect(result.items.map((i) => i.title)).toEqual([
      "Educación: “la niñez primero”, dice el ministro",
      "Bogotá ya tiene nuevo metro",
      "SÃO PAULO y Ã: letras que no son mojibake",
    ]);
    expect(result.items[0]?.summary).toBe("El Ministerio de Educación presentó el plan para el año escolar en Cartagena.");
    expect(result.items[0]?.categories).toEqual(["Educación"]);
  });

  it("decodes double-escaped entities without leaving markup (double-escaped.xml)", () => {
    const result = ok(readFeed({ bytes: fixture("double-escaped.xml"), url: "https://tolima.example.com/rss" }, fetchedAt));
    expect(result.items.map((i) => [i.title, i.summary])).toEqual([
      ['Ibagué celebra el Festival Folclórico "Colombiano"', "La ciudad musical de Colombia recibe a más de 300 artistas."],
      ["España y Colombia firman convenio", "El convenio incluye becas para estudiantes del Tolima & Huila."],
    ]);
  });

  it("reads Spanish and broken dates (spanish-dates.xml)", () => {
    const result = ok(readFeed({ bytes: fixture("spanish-dates.xml"), url: "https://fechas.example.com/rss" }, fetchedAt));
    const dates = result.items.map((i) => (i.publishedAtFromFeed ? new Date(i.publishedAt).toISOString() : "fetch time"));
    expect(dates).toEqual([
      "2021-07-14T15:00:00.000Z",
      "2021-07-14T15:00:00.000Z",
      "2021-07-14T05:00:00.000Z",
      "2021-07-14T20:30:00.000Z",
      "2021-09-03T13:05:00.000Z",
      "2021-12-06T23:00:00.000Z",
      "2021-03-02T12:45:00.000Z",
      "2021-07-14T15:00:00.000Z",
      "fetch time",
      "fetch time",
      "fetch time",
    ]);
    for (const item of result.items) expect(item.publishedAt).toBeLessThanOrEqual(fetchedAt);
  });

  it("cleans tracking URLs and pixels (tracking-urls.xml)", () => {
    const result = ok(readFeed({ bytes: fixture("tracking-urls.xml"), url: "https://rastreo.example.com/feed/" }, fetchedAt));
    expect(result.rejected).toBe(2);
    expect(result.items.map((i) => i.url)).toEqual([
      "https://www.rastreo.example.com/noticias/nota.html?id=77&page=2",
      "https://rastreo.example.com/noticias/relativa",
      "https://rastreo.example.com/noticias/sin-esquema",
      "https://rastreo.example.com/noticias/desde-guid",
    ]);
    expect(result.items[0]?.imageUrl).toBe("https://rastreo.example.com/fotos/nota-77.jpg?w=800&h=450");
    expect(result.items[1]?.imageUrl).toBe("https://rastreo.example.com/fotos/relativa.jpg");
  });

  it("cuts a huge summary to about 300 characters (huge-summary.xml)", () => {
    const result = ok(readFeed({ bytes: fixture("huge-summary.xml"), url: "https://concejo.example.com/rss" }, fetchedAt));
    const summary = result.items[0]?.summary ?? "";
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary.length).toBeGreaterThan(250);
    expect(summary.endsWith("…")).toBe(true);
    expect(summary.startsWith("El Concejo de Bogotá debatió")).toBe(true);
  });

  it("keeps items that share a page but not a guid or an anchor, lists every item, and counts what it skips", () => {
    const text =
      '<rss version="2.0"><channel><title>A</title>' +
      "<item><title>Uno</title><link>https://x.co/a?utm_source=rss</link><guid>1</guid></item>" +
      "<item><title>Uno otra vez</title><link>https://x.co/a#top</link><guid>2</guid></item>" +
      "<item><title>Sin enlace</title></item>" +
      "<item><title>Dos</title><link>https://x.co/b</link><guid>3</guid></item>" +
      "<item><title>Dos, repetido</title><link>https://x.co/b</link><guid>3</guid></item>" +
      "</channel></rss>";
    const result = ok(readFeed({ bytes: enc(text), url: "https://x.co/feed" }, fetchedAt));
    expect(result.entries.map((e) => [e.item.title, e.item.url, e.skip])).toEqual([
      ["Uno", "https://x.co/a?utm_source=rss", null],
      ["Uno otra vez", "https://x.co/a#top", null],
      ["Sin enlace", null, "no-address"],
      ["Dos", "https://x.co/b", null],
      ["Dos, repetido", "https://x.co/b", "duplicate"],
    ]);
    expect(result.items.map((i) => [i.title, i.url, i.fragment])).toEqual([
      ["Uno", "https://x.co/a", null],
      ["Uno otra vez", "https://x.co/a", "#top"],
      ["Dos", "https://x.co/b", null],
    ]);
    expect(result.skipped).toEqual({ "no-address": 1, duplicate: 1 });
    expect(result.rejected).toBe(2);
  });

  it("shows the description but stores the richer content, and stores a Feedburner item under its original address", () => {
    const conformance = (name: string) => readFileSync(new URL(`../../tests/fixtures/feeds/conformance/${name}`, import.meta.url));
    const richer = ok(readFeed({ bytes: conformance("rss20-content-richer.xml"), url: "https://example.com/feed.xml" }, fetchedAt));
    expect(richer.entries[0]?.item.summary).toBe("Breve.");
    expect(richer.items[0]?.summary).toBe("El texto completo de la nota, mucho más largo que su descripción breve, con detalles.");
    const proxied = ok(readFeed({ bytes: conformance("rss20-feedburner.xml"), url: "https://example.com/feed.xml" }, fetchedAt));
    expect(proxied.entries[0]?.item.url).toBe("http://feedproxy.google.com/~r/x/~3/abc/");
    expect(proxied.items[0]?.url).toBe("https://example.com/original");
  });

  it("forgets guids that several different articles share", () => {
    const text =
      '<rss version="2.0"><channel><title>A</title>' +
      '<item><title>Uno</title><link>https://x.co/a</link><guid isPermaLink="false">https://x.co/</guid></item>' +
      '<item><title>Dos</title><link>https://x.co/b</link><guid isPermaLink="false">https://x.co/</guid></item>' +
      '<item><title>Tres</title><link>https://x.co/c</link><guid isPermaLink="false">c</guid></item>' +
      "</channel></rss>";
    expect(ok(readFeed({ bytes: enc(text), url: "https://x.co/feed" }, fetchedAt)).items.map((i) => i.guid)).toEqual([null, null, "c"]);
  });

  it("passes parse errors through", () => {
    expect(readFeed({ bytes: fixture("html-page.html"), url: "https://x.co/feed" }, fetchedAt)).toEqual({
      ok: false,
      error: "not a feed (HTML page)",
    });
  });

  it("reads an empty feed", () => {
    expect(readFeed({ bytes: fixture("empty-feed.xml"), url: "https://elpilon.example.com/deportes/feed/" }, fetchedAt)).toEqual({
      ok: true,
      feed: { title: "Sección Deportes - El Pilón", link: "https://elpilon.example.com/deportes/", language: "es", ttlMinutes: 60 },
      entries: [],
      items: [],
      skipped: {},
      rejected: 0,
      warnings: [],
    });
  });
});
