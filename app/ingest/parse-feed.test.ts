import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFeed, sanitizeXml } from "./parse-feed.js";
import type { ParsedFeed, ParseResult } from "./types.js";

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/feeds/${name}`, import.meta.url));
const enc = (s: string) => new TextEncoder().encode(s);

function parsed(result: ParseResult): ParsedFeed {
  if (!result.ok) throw new Error(`parse failed: ${result.error}`);
  return result.feed;
}

function parseFixture(name: string, url = "https://feeds.example.com/feed/", contentType: string | null = null): ParsedFeed {
  return parsed(parseFeed({ bytes: fixture(name), url, contentType }));
}

describe("parseFeed: fixtures", () => {
  it("rss091.xml: RSS 0.91 items without guid or date", () => {
    const feed = parseFixture("rss091.xml");
    expect(feed).toMatchObject({ format: "rss", title: "Diario del Huila - Titulares", link: "https://www.diariodelhuila.com/", language: "es-co", ttlMinutes: null });
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toEqual({
      guid: null,
      link: "https://www.diariodelhuila.com/neiva-amplia-el-horario-del-pico-y-placa",
      base: null,
      title: "Neiva amplía el horario del pico y placa",
      summary: "La Alcaldía de Neiva anunció que la medida regirá también los sábados.",
      content: null,
      published: null,
      updated: null,
      author: null,
      images: [],
      categories: [],
    });
  });

  it("rss092.xml: ttl, category domain, audio enclosure (not an image), item without title", () => {
    const feed = parseFixture("rss092.xml");
    expect(feed.ttlMinutes).toBe(30);
    expect(feed.items[0]?.categories).toEqual(["Frontera"]);
    expect(feed.items[0]?.images).toEqual([]);
    expect(feed.items[1]?.title).toBeNull();
    expect(feed.items[1]?.summary).toMatch(/^Fuertes lluvias/);
  });

  it("rss2-wordpress.xml: content:encoded, dc:creator, media:content, categories, entities", () => {
    const feed = parseFixture("rss2-wordpress.xml", "https://lavozdelcauca.example.com/feed/");
    expect(feed).toMatchObject({ format: "rss", title: "La Voz del Cauca – Noticias de Popayán", link: "https://lavozdelcauca.example.com", language: "es-CO" });
    const [first, second] = feed.items;
    expect(first).toMatchObject({
      guid: "https://lavozdelcauca.example.com/?p=48213",
      link: "https://lavozdelcauca.example.com/2021/07/14/gobernacion-cauca-vias-terciarias/",
      title: "Gobernación del Cauca anuncia inversión de $20.000 millones en vías terciarias",
      published: "Wed, 14 Jul 2021 15:30:00 +0000",
      author: "María Fernanda Muñoz",
      categories: ["Regionales", "Cauca", "Popayán", "cauca"],
      images: [{ url: "https://lavozdelcauca.example.com/wp-content/uploads/2021/07/vias-cauca.jpg", width: null, height: null, type: null }],
    });
    expect(first?.summary).toContain("&#8220;sin más demoras&#8221;");
    expect(first?.content).toContain('<img decoding="async" src="https://lavozdelcauca.example.com/wp-content/uploads/2021/07/vias-cauca-1024x683.jpg"');
    // &#038; in the link is an escaped '&'.
    expect(second?.link).toBe("https://lavozdelcauca.example.com/2021/07/14/puente-humilladero/?utm_source=rss&utm_medium=rss&utm_campaign=puente-humilladero");
    expect(second?.summary).toBe("La restauraci&oacute;n del puente, &iacute;cono de la ciudad, tendr&aacute; un costo de $1.200 millones.");
  });

  it("rss2-arc.xml: CDATA everywhere, resizer images with query, video thumbnail, odd dates, ttl", () => {
    const feed = parseFixture("rss2-arc.xml");
    expect(feed).toMatchObject({ title: "El Observador Andino", language: "es", ttlMinutes: 1 });
    expect(feed.items).toHaveLength(3);
    expect(feed.items[0]?.images[0]).toEqual({
      url: "https://www.observadorandino.example.com/resizer/Yk9x=/1200x675/smart/filters:format(jpg):quality(70)/cloudfront-us-east-1.images.arcpublishing.com/observador/TASA.jpg?auth=5f1c2e&width=1200&height=675",
      width: 1200,
      height: 675,
      type: "image/jpeg",
    });
    expect(feed.items[0]?.author).toBe("Redacción Economía");
    // The video itself is not an image; its thumbnail is.
    expect(feed.items[1]?.images).toEqual([{ url: "https://www.observadorandino.example.com/resizer/Q1w2=/1200x675/metro-thumb.jpg", width: 1200, height: 675, type: null }]);
    expect(feed.items[1]?.published).toBe("2021-07-14T15:10:00.000Z");
    expect(feed.items[2]?.published).toBe("14 Jul 2021 10:05 GMT-5");
  });

  it("rss1-rdf.xml: rdf:about, dc:date, dc:subject, and items missing from a stale rdf:Seq", () => {
    const feed = parseFixture("rss1-rdf.xml");
    expect(feed).toMatchObject({ format: "rdf", title: "Noticias Universidad del Valle", link: "https://universidad.example.edu.co/noticias", language: "es-CO" });
    expect(feed.items.map((i) => i.guid)).toEqual([
      "https://universidad.example.edu.co/noticias/investigacion-cali-aire",
      "https://universidad.example.edu.co/noticias/admisiones-2021-2",
    ]);
    expect(feed.items[0]).toMatchObject({
      published: "2021-07-14T09:15:00-05:00",
      author: "Oficina de Comunicaciones",
      categories: ["Investigación", "Medio ambiente"],
    });
    expect(feed.items[0]?.content).toContain("<strong>40 sensores</strong>");
  });

  it("atom03.xml: issued/modified, escaped content, feed author", () => {
    const feed = parseFixture("atom03.xml");
    expect(feed).toMatchObject({ format: "atom", title: "Crónicas de Barranquilla", link: "https://cronicasbaq.example.blogspot.com/", language: "es" });
    expect(feed.items[0]).toMatchObject({
      guid: "tag:blogger.com,1999:blog-123.post-456",
      link: "https://cronicasbaq.example.blogspot.com/2021/07/carnaval-via-40.html",
      published: "2021-07-14T07:30:00-05:00",
      updated: "2021-07-14T08:00:00-05:00",
      content: "<p>La <b>Batalla de Flores</b> tendrá nuevo recorrido.</p>",
      author: "Álvaro Cepeda",
    });
    expect(feed.items[1]).toMatchObject({ published: null, updated: "2021-07-13T20:00:00Z", summary: "El plato más tradicional de Barranquilla, paso a paso." });
  });

  it("atom10.xml: xml:base, relative links, rel=alternate, categories with label/term, html text", () => {
    const feed = parseFixture("atom10.xml", "https://opinion.example.com.co/feeds/atom");
    expect(feed).toMatchObject({ format: "atom", link: "https://opinion.example.com.co/blog/", language: "es-CO" });
    expect(feed.title).toBe("Columnas de opini&oacute;n &amp; análisis");
    const [first, second] = feed.items;
    expect(first).toMatchObject({
      link: "2021/07/buenaventura-no-da-espera.html",
      base: "https://opinion.example.com.co/blog/",
      title: "Buenaventura <em>no da espera</em>",
      summary: "<p>El puerto necesita <strong>inversión social</strong>, no solo militar.</p>",
      published: "2021-07-14T08:00:00-05:00",
      updated: "2021-07-14T09:30:00-05:00",
      author: "Ana Milena Rentería",
      categories: ["Paz y posconflicto", "Chocó"],
    });
    expect(first?.content).toContain('<img src="/images/buenaventura.jpg"');
    expect(first?.images[0]?.url).toBe("https://blogger.googleusercontent.com/img/b/R29v/AVvXsE/s72-c/buenaventura.jpg");
    expect(second).toMatchObject({ link: "universidad-publica-pacifico.html", base: "https://opinion.example.com.co/otros/", author: "Consejo editorial", categories: ["Educación"] });
  });

  it("jsonfeed11.json: JSON Feed 1.1 fields, a numeric id and a 1.0-style author", () => {
    const feed = parseFixture("jsonfeed11.json", "https://regional.example.co/feed.json", "application/feed+json");
    expect(feed).toMatchObject({ format: "json", title: "Pulzo Regional", link: "https://regional.example.co/", language: "es-CO", ttlMinutes: null });
    expect(feed.items[0]).toEqual({
      guid: "https://regional.example.co/santander/bucaramanga-metrolinea",
      link: "https://regional.example.co/santander/bucaramanga-metrolinea?utm_source=jsonfeed",
      base: null,
      title: "Metrolínea recibe 30 buses eléctricos",
      summary: "Bucaramanga estrena flota eléctrica en el sistema de transporte masivo.",
      content: '<p>Bucaramanga estrena <em>flota eléctrica</em>.</p><p><img src="https://regional.example.co/img/metrolinea-inline.jpg"></p>',
      published: "2021-07-14T10:00:00-05:00",
      updated: "2021-07-14T11:30:00-05:00",
      author: "Laura Gómez",
      images: [
        { url: "https://regional.example.co/img/metrolinea.jpg", width: null, height: null, type: null },
        { url: "https://regional.example.co/img/metrolinea-banner.jpg", width: null, height: null, type: null },
      ],
      categories: ["Santander", "Movilidad", "santander"],
    });
    expect(feed.items[1]).toMatchObject({ guid: "20210713", link: "/antioquia/medellin-feria-de-las-flores", title: null, author: "Redacción Antioquia" });
  });

  it("latin1.xml: ISO-8859-1 bytes", () => {
    const feed = parseFixture("latin1.xml");
    expect(feed.items[0]?.title).toBe("¿Cuándo llegará la vacunación a Dosquebradas? ¡Aquí las fechas!");
    expect(feed.items[0]?.categories).toEqual(["Risaralda"]);
  });

  it("windows1252-no-declaration.xml: charset from the Content-Type header only", () => {
    const feed = parseFixture("windows1252-no-declaration.xml", "https://nuevodia.example.com/rss", "text/xml; charset=iso-8859-1");
    expect(feed.title).toBe("Economía – El Nuevo Día");
    expect(feed.items[0]?.title).toBe("“El peso se recupera”: el dólar cae a $3.800 – análisis");
    expect(feed.items[0]?.summary).toBe("El euro (€) también baja… según los analistas de Ibagué.");
  });

  it("utf16.xml: UTF-16 with a BOM", () => {
    const feed = parseFixture("utf16.xml");
    expect(feed.title).toBe("Boletín de la Alcaldía de Tunja");
    expect(feed.items[0]?.link).toBe("https://tunja.example.gov.co/noticias/aguinaldo");
  });

  it("mojibake.xml: parses the text as written (normalisation repairs it)", () => {
    const feed = parseFixture("mojibake.xml");
    expect(feed.items[0]?.title).toBe("EducaciÃ³n: â€œla niÃ±ez primeroâ€\uFFFD, dice el ministro");
    expect(feed.items).toHaveLength(3);
  });

  it("broken-ampersand.xml: bare '&', HTML entities and a literal '<'", () => {
    const feed = parseFixture("broken-ampersand.xml");
    expect(feed.title).toBe("Noticias R&D Colombia");
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({
      title: "Ecopetrol & Petrobras firman acuerdo de I+D",
      link: "https://ryd.example.com/nota.php?id=15&seccion=economia",
      summary: "La alianza AT&T-Claro\u00A0no está incluida. Inversión de USD 5 millones & más.",
    });
    expect(feed.items[1]).toMatchObject({
      title: "Inflación < 4 % en junio, según el DANE",
      link: "https://ryd.example.com/nota.php?id=16&seccion=economia&pagina=2",
      summary: "Tom & Jerry; precios & salarios; 3 < 5 > 2.",
    });
  });

  it("control-chars.xml: C0 control characters are removed", () => {
    const feed = parseFixture("control-chars.xml");
    expect(feed.title).toBe("Noticias del Meta");
    expect(feed.items.map((i) => i.title)).toEqual(["Villavicencio recibe el Torneo Internacional del Joropo", "Segunda nota"]);
    expect(feed.items[0]?.summary).toBe("Más de 2.000 parejas de baile participan.");
  });

  it("truncated.xml: keeps the complete items and drops the cut one", () => {
    const feed = parseFixture("truncated.xml");
    expect(feed.title).toBe("Vanguardia Santandereana");
    expect(feed.items.map((i) => i.title)).toEqual(["Primera noticia completa", "Segunda noticia completa"]);
  });

  it("html-page.html: an HTML page is not a feed", () => {
    expect(parseFeed({ bytes: fixture("html-page.html"), url: "https://heraldollano.example.com/rss", contentType: "text/html; charset=utf-8" })).toEqual({
      ok: false,
      error: "not a feed (HTML page)",
    });
  });

  it("billion-laughs.xml: parses fast without expanding entities", () => {
    const started = performance.now();
    const result = parseFeed({ bytes: fixture("billion-laughs.xml"), url: "https://hostil.example.com/feed" });
    expect(performance.now() - started).toBeLessThan(500);
    const feed = parsed(result);
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]?.link).toBe("https://hostil.example.com/nota-1");
    expect(feed.items[0]?.title).toBe("Titular &lol9; legítimo");
    expect(JSON.stringify(feed)).not.toContain("lollol");
    expect(feed.items[0]?.summary).toContain("Texto normal & entidades é á");
  });

  it("external-entity.xml: the external entity is never resolved", () => {
    const feed = parsed(parseFeed({ bytes: fixture("external-entity.xml"), url: "https://xxe.example.com/feed" }));
    expect(feed.items[0]?.title).toBe("Nota &xxe;");
    expect(feed.items[0]?.summary).toBe("Contenido: &xxe;");
    expect(JSON.stringify(feed)).not.toMatch(/root:|daemon:|\/bin\/|attacker/);
  });

  it("spanish-dates.xml: dates are passed through as written", () => {
    const feed = parseFixture("spanish-dates.xml");
    expect(feed.items).toHaveLength(11);
    expect(feed.items[0]?.published).toBe("mié., 14 jul. 2021 10:00:00 -0500");
    expect(feed.items[7]?.published).toBe("2021-07-14 10:00:00");
  });

  it("tracking-urls.xml: links as written, declared images with sizes, guid fallback", () => {
    const feed = parseFixture("tracking-urls.xml", "https://rastreo.example.com/feed/");
    expect(feed.items).toHaveLength(6);
    expect(feed.items[0]?.images.map((i) => [i.url, i.width])).toEqual([
      ["https://rastreo.example.com/pixel.gif", 1],
      ["https://rastreo.example.com/fotos/nota-77.jpg?w=800&h=450", 800],
    ]);
    expect(feed.items[3]?.link).toBe("javascript:alert('hola')");
    // A guid without isPermaLink="false" is a permalink (RSS 2.0).
    expect(feed.items[5]?.link).toBe("https://rastreo.example.com/noticias/desde-guid?utm_campaign=x");
    expect(feed.items[4]?.link).toBe("mailto:redaccion@rastreo.example.com");
  });

  it("double-escaped.xml: one level of escaping is removed by the XML parser", () => {
    const feed = parseFixture("double-escaped.xml");
    expect(feed.items[0]?.title).toBe("Ibagu&eacute; celebra el Festival Folcl&#243;rico &quot;Colombiano&quot;");
    expect(feed.items[1]?.summary).toBe("&lt;p&gt;El convenio incluye becas para estudiantes del Tolima &amp;amp; Huila.&lt;/p&gt;");
  });

  it("empty-feed.xml: a feed without items", () => {
    expect(parseFixture("empty-feed.xml")).toEqual({
      format: "rss",
      title: "Sección Deportes - El Pilón",
      link: "https://elpilon.example.com/deportes/",
      language: "es",
      ttlMinutes: 60,
      items: [],
    });
  });

  it("huge-summary.xml: a 200 KB description parses quickly", () => {
    const started = performance.now();
    const feed = parseFixture("huge-summary.xml");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]?.summary?.length).toBeGreaterThan(200_000);
  });
});

describe("sanitizeXml", () => {
  it("removes DOCTYPE (with its internal subset) and comments, keeps CDATA and repairs character data", () => {
    const input = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "]>"><!-- > -->]><r a="1&2">x & y < z &amp; &#233;<!-- c --><![CDATA[a & b < c]]></r>';
    expect(sanitizeXml(input)).toBe('<?xml version="1.0"?><r a="1&amp;2">x &amp; y &lt; z &amp; &#233;<![CDATA[a & b < c]]></r>');
  });

  it("closes an unterminated CDATA section at the end of its element", () => {
    expect(sanitizeXml("<d><![CDATA[<p>texto</d><e>f</e>")).toBe("<d><![CDATA[<p>texto]]></d><e>f</e>");
  });

  it("treats an unterminated comment as text", () => {
    expect(sanitizeXml("<t>a <!-- b</t>")).toBe("<t>a &lt;!-- b</t>");
  });
});

describe("parseFeed: recovery", () => {
  const parseText = (text: string, contentType?: string) => parseFeed({ bytes: enc(text), url: "https://x.co/feed", contentType });

  it("skips junk before the XML declaration (PHP warnings, BOMs, whitespace)", () => {
    const text = '<br />\n<b>Warning</b>: Undefined index in <b>/var/www/feed.php</b><br />\n<?xml version="1.0"?><rss version="2.0"><channel><title>A</title><item><title>T</title><link>https://x.co/1</link></item></channel></rss>';
    expect(parsed(parseText(text)).items[0]?.title).toBe("T");
    expect(parsed(parseText(`\uFEFF\n  <rss version="2.0"><channel><title>A</title></channel></rss>`)).title).toBe("A");
  });

  it("finds the root after junk even without an XML declaration", () => {
    const text = '<b>Notice</b>: x<br/>\n<rss version="2.0"><channel><title>A</title><item><title>T</title></item></channel></rss>';
    expect(parsed(parseText(text)).items).toHaveLength(1);
  });

  it("ignores junk after the root element", () => {
    const text = '<rss version="2.0"><channel><title>A</title><item><title>T</title></item></channel></rss>\n<!-- cache 0.2s --><br/><b>Warning</b>';
    expect(parsed(parseText(text)).items).toHaveLength(1);
  });

  it("keeps the other items when one item is broken (unterminated CDATA, unclosed tag)", () => {
    const text =
      '<rss version="2.0"><channel><title>A</title>' +
      "<item><title>Uno</title><link>https://x.co/1</link></item>" +
      "<item><title><![CDATA[Dos]]></title><description><![CDATA[<p>sin cierre</description><link>https://x.co/2</link></item>" +
      "<item><title>Tres</title><foo>sin cerrar</item>" +
      "<item><title>Cuatro</title><link>https://x.co/4</link></item>" +
      "</channel></rss>";
    const titles = parsed(parseText(text)).items.map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(["Uno", "Tres", "Cuatro"]));
  });

  it("reads a bare <channel> without the <rss> wrapper", () => {
    expect(parsed(parseText("<channel><title>C</title><item><title>T</title><link>https://x.co/1</link></item></channel>")).items).toHaveLength(1);
  });

  it("reads upper-case element names", () => {
    const feed = parsed(parseText('<RSS VERSION="2.0"><CHANNEL><TITLE>A</TITLE><ITEM><TITLE>T</TITLE><LINK>https://x.co/1</LINK><PUBDATE>Wed, 14 Jul 2021 10:00:00 -0500</PUBDATE></ITEM></CHANNEL></RSS>'));
    expect(feed.items[0]).toMatchObject({ title: "T", link: "https://x.co/1", published: "Wed, 14 Jul 2021 10:00:00 -0500" });
  });

  it("prefers Feedburner's origLink over the proxy link", () => {
    const text =
      '<rss version="2.0" xmlns:feedburner="http://rssnamespace.org/feedburner/ext/1.0"><channel><title>A</title>' +
      "<item><title>T</title><link>http://feedproxy.google.com/~r/blog/~3/abc/</link><feedburner:origLink>https://blog.example.com/post-1</feedburner:origLink></item>" +
      "</channel></rss>";
    expect(parsed(parseText(text)).items[0]?.link).toBe("https://blog.example.com/post-1");
  });

  it("decides whether media:content is a picture by medium, type, then URL", () => {
    const text =
      '<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>A</title><item><title>T</title><link>https://x.co/1</link>' +
      '<media:content url="https://www.youtube.com/watch?v=abc"/>' +
      '<media:content url="https://x.co/clip.mp4"/>' +
      '<media:content url="https://x.co/doc.jpg" medium="document"/>' +
      '<media:content url="https://x.co/resizer/abc=/1200x675/smart/foto"/>' +
      '<media:content url="https://x.co/a.webp"/>' +
      '<media:content url="https://x.co/b" type="image/png"/>' +
      "</item></channel></rss>";
    expect(parsed(parseText(text)).items[0]?.images.map((i) => i.url)).toEqual(["https://x.co/resizer/abc=/1200x675/smart/foto", "https://x.co/a.webp", "https://x.co/b"]);
  });

  it("reads media and Dublin Core elements whose prefix is undeclared or aliased", () => {
    const text =
      '<rss version="2.0" xmlns:m="http://search.yahoo.com/mrss/"><channel><title>A</title><item><title>T</title><link>https://x.co/1</link>' +
      '<dc:creator>Pepe Pérez</dc:creator><m:thumbnail url="https://x.co/t.jpg" width="640"/><content:encoded><![CDATA[<p>x</p>]]></content:encoded></item></channel></rss>';
    expect(parsed(parseText(text)).items[0]).toMatchObject({ author: "Pepe Pérez", content: "<p>x</p>", images: [{ url: "https://x.co/t.jpg", width: 640, height: null, type: null }] });
  });

  it("reads an Atom feed whose elements carry a prefix", () => {
    const text = '<atom:feed xmlns:atom="http://www.w3.org/2005/Atom"><atom:title>P</atom:title><atom:entry><atom:id>1</atom:id><atom:title>E</atom:title><atom:link href="https://x.co/e"/></atom:entry></atom:feed>';
    expect(parsed(parseText(text)).items[0]).toMatchObject({ guid: "1", title: "E", link: "https://x.co/e" });
  });

  it("does not mistake a feed quoted inside CDATA for the document's format", () => {
    const text =
      '<feed xmlns="http://www.w3.org/2005/Atom"><title>F</title><entry><id>1</id><title>x</title><content type="html"><![CDATA[<rss version="2.0"><channel><item>]]></content></entry></feed>';
    expect(parsed(parseText(text)).format).toBe("atom");
  });

  it("reads JSON Feeds without version or title, with raw control characters or trailing junk", () => {
    expect(parsed(parseText('{"items":[{"id":"1","url":"https://x.co/1","title":"a\tb"}]}')).items[0]?.title).toBe("a b");
    expect(parsed(parseText('{"version":"https://jsonfeed.org/version/1","title":"J","items":[{"id":"1","url":"https://x.co/1"}]}\n<!-- 0.1s -->')).items).toHaveLength(1);
    expect(parsed(parseText('  {"title":"J","items":[]}', "application/json")).items).toEqual([]);
  });

  it.each<[string, string, string | undefined]>([
    ["empty document", "", undefined],
    ["empty document", "   \n ", undefined],
    ["not a feed (HTML page)", "<!doctype html><html><body>Hola</body></html>", "text/html"],
    ["not a feed (HTML page)", "<html><head><title>503</title></head></html>", undefined],
    ["not a feed (root element <opml>)", '<?xml version="1.0"?><opml version="2.0"><head/><body/></opml>', undefined],
    ["not a feed (root element <urlset>)", '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.co/</loc></url></urlset>', undefined],
    ["not a feed (no XML element)", "Service Unavailable", undefined],
    ["not a feed (JSON without items)", '{"error":"not found"}', "application/json"],
    ["malformed feed (invalid JSON)", "{not json", undefined],
  ])("reports %j", (error, text, contentType) => {
    expect(parseText(text, contentType)).toEqual({ ok: false, error });
  });

  it("reports gzip bytes that were never decompressed", () => {
    expect(parseFeed({ bytes: new Uint8Array([0x1f, 0x8b, 0x08, 0x00]), url: "https://x.co/feed" })).toEqual({ ok: false, error: "not a feed (gzip-compressed data)" });
  });

  it("never throws on nonsense input", () => {
    for (const bytes of [new Uint8Array([0xff, 0xfe, 0x00]), enc("<"), enc("<rss"), enc("<rss><channel><item><![CDATA["), enc("<feed><entry>"), enc("<!DOCTYPE x [")]) {
      expect(() => parseFeed({ bytes, url: "" })).not.toThrow();
    }
    expect(() => parseFeed(null as unknown as Parameters<typeof parseFeed>[0])).not.toThrow();
  });
});
