import { describe, expect, it } from "vitest";
import { cleanText, feedTextToPlain, findHtmlImages, readableText, summarize, toPlainText } from "./text.js";

describe("toPlainText", () => {
  it.each([
    ["<p>Hola <b>mundo</b></p>", "Hola mundo"],
    ["Uno<br>dos<br/>tres", "Uno dos tres"],
    ["<p>Párrafo uno.</p><p>Párrafo dos.</p>", "Párrafo uno. Párrafo dos."],
    ["<b>Bo</b>gotá", "Bogotá"],
    ["<script>alert('x')</script>Texto<style>p{color:red}</style>", "Texto"],
    // As feedparser's sanitizer: only script, style and applet lose their text.
    ["<noscript><img src=x></noscript><iframe src='https://youtube.com'>fallback</iframe>Nota", "fallback Nota"],
    ["Antes<!-- comentario --> después", "Antes después"],
    ["Caf&eacute; &amp; t&#233; &#x00F1; &nbsp;fin", "Café & té ñ fin"],
    ["Ibagu&amp;eacute; y Folcl&amp;#243;rico", "Ibagué y Folclórico"],
    ["&lt;p&gt;Escapado &lt;b&gt;una vez&lt;/b&gt;&lt;/p&gt;", "Escapado una vez"],
    // HTML escaped once more than it should be is read once more; a third level is text.
    ["&amp;lt;p&amp;gt;Escapado dos veces&amp;lt;/p&amp;gt;", "<p>Escapado dos veces</p>"],
    ["Espa&amp;ntilde;a", "España"],
    ["&lt;script&gt;alert(1)&lt;/script&gt;Seguro", "Seguro"],
    ["a < b y c > d", "a < b y c > d"],
    ["3<5", "3<5"],
    ["Tom & Jerry", "Tom & Jerry"],
    ["  muchos \n\t espacios  ", "muchos espacios"],
    ["cero\u200Bancho\u200D y\u00AD suave\uFEFF", "ceroancho y suave"],
    ["control\u0001es\u0007 fuera\u0081", "controles fuera"],
    // C1 controls are windows-1252 characters read as Latin-1 (the reference parser maps them too).
    ["\u0093comillas\u0094 \u0096 raya", "“comillas” – raya"],
    ["e\u0301 compuesta", "é compuesta"],
    ["<p>sin cerrar <b>negrita", "sin cerrar negrita"],
    ["<div><ul><li>uno</li><li>dos</li></ul></div>", "uno dos"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(toPlainText(input)).toBe(expected);
  });

  it("keeps a literal '<' that is text, and reads plain text as written", () => {
    expect(toPlainText("History of the &lt;blink&gt; tag")).toBe("History of the <blink> tag");
    expect(feedTextToPlain({ type: "text", value: "&lt;b&gt; &amp; 1 < 2" })).toBe("&lt;b&gt; &amp; 1 < 2");
    expect(feedTextToPlain({ type: "html", value: "<b>1</b> &lt; 2" })).toBe("1 < 2");
  });

  it("returns an empty string for non-strings", () => {
    expect(toPlainText(null as unknown as string)).toBe("");
  });
});

describe("readableText (what readers are shown) and feedTextToPlain (what the feed says)", () => {
  it("reads markup written in a plain-text field as HTML for readers, and shows it as written in parse-feed", () => {
    const attack = { type: "text" as const, value: "<script>alert(1)</script>Concejo aprueba presupuesto" };
    expect(readableText(attack)).toBe("Concejo aprueba presupuesto");
    expect(feedTextToPlain(attack)).toBe("<script>alert(1)</script>Concejo aprueba presupuesto");
    expect(readableText({ type: "text", value: '<img src=x onerror="alert(2)">Lluvias en la costa' })).toBe("Lluvias en la costa");
    expect(readableText({ type: "text", value: "<b>Negrita</b> escapada" })).toBe("Negrita escapada");
  });

  it("leaves text that only mentions a tag or compares numbers", () => {
    expect(readableText({ type: "text", value: "History of the <blink> tag" })).toBe("History of the <blink> tag");
    expect(readableText({ type: "text", value: "1 < 2 y 3 > 2" })).toBe("1 < 2 y 3 > 2");
  });

  it("reads HTML escaped twice once more for readers, once in parse-feed", () => {
    const twice = { type: "html" as const, value: "&lt;p&gt;Espa&amp;ntilde;a&lt;/p&gt;" };
    expect(readableText(twice)).toBe("España");
    expect(feedTextToPlain(twice)).toBe("<p>Espa&ntilde;a</p>");
  });
});

describe("cleanText", () => {
  it("removes lone surrogates and noncharacters", () => {
    expect(cleanText("a\uD800b\uDC00c\uFFFEd")).toBe("abcd");
    expect(cleanText("emoji 😀 ok")).toBe("emoji 😀 ok");
  });
});

describe("summarize", () => {
  it("returns short text unchanged", () => {
    expect(summarize("Texto corto.", 300)).toBe("Texto corto.");
  });

  it("cuts at a word boundary and ends with an ellipsis", () => {
    const text = "El Concejo de Bogotá aprobó el presupuesto distrital para el próximo año después de un largo debate";
    const result = summarize(text, 40);
    expect(result).toBe("El Concejo de Bogotá aprobó el…");
    expect(result.length).toBeLessThanOrEqual(40);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(summarize("Primera frase, segunda frase, tercera frase larga", 22)).toBe("Primera frase…");
  });

  it("cuts a single long word when it has to", () => {
    const result = summarize("a".repeat(50), 10);
    expect(result).toBe(`${"a".repeat(9)}…`);
  });

  it("never splits a surrogate pair", () => {
    const result = summarize(`${"x".repeat(8)}😀😀😀`, 10);
    expect(result).not.toMatch(/[\uD800-\uDBFF]…$/);
    expect(result.length).toBeLessThanOrEqual(10);
  });

  it("defaults to 300 characters", () => {
    const result = summarize("palabra ".repeat(100));
    expect(result.length).toBeLessThanOrEqual(300);
    expect(result.endsWith("palabra…")).toBe(true);
  });
});

describe("findHtmlImages", () => {
  it("lists images in order with their declared size", () => {
    expect(findHtmlImages('<p><img src="/a.jpg" width="640" height="480px"><img src="b.png"></p>')).toEqual([
      { url: "/a.jpg", width: 640, height: 480 },
      { url: "b.png", width: null, height: null },
    ]);
  });

  it("prefers lazy-load sources over data: placeholders, and falls back to srcset", () => {
    const html =
      '<img src="data:image/gif;base64,R0lGOD" data-lazy-src="https://x.co/real.jpg"><img srcset="https://x.co/s.jpg 300w, https://x.co/l.jpg 1024w">';
    expect(findHtmlImages(html).map((i) => i.url)).toEqual(["https://x.co/real.jpg", "https://x.co/s.jpg"]);
  });

  it("decodes entities in attributes and ignores HTML without images", () => {
    expect(findHtmlImages('<img src="https://x.co/i.jpg?a=1&amp;b=2">')[0]?.url).toBe("https://x.co/i.jpg?a=1&b=2");
    expect(findHtmlImages("<p>sin imágenes</p>")).toEqual([]);
  });
});
