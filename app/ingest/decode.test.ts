import { readFileSync } from "node:fs";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeFeedBytes, repairMojibake } from "./decode.js";

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/feeds/${name}`, import.meta.url));
const utf8 = (s: string) => new TextEncoder().encode(s);

describe("decodeFeedBytes", () => {
  it("follows the declared charset before sniffing UTF-8 (feedparser's order); the mojibake is repaired later", () => {
    const result = decodeFeedBytes(utf8("<title>Bogotá, año nuevo</title>"), "text/xml; charset=ISO-8859-1");
    expect(result).toEqual({ text: "<title>BogotÃ¡, aÃ±o nuevo</title>", encoding: "windows-1252" });
    expect(repairMojibake(result.text)).toBe("<title>Bogotá, año nuevo</title>");
  });

  it("reads the HTTP charset before the XML declaration, and the declaration before UTF-8 sniffing", () => {
    const koi8 = new Uint8Array([
      ...utf8('<?xml version="1.0" encoding="koi8-r"?><t>'),
      0xed,
      0xcf,
      0xd3,
      0xcb,
      0xd7,
      0xc1,
      ...utf8("</t>"),
    ]);
    expect(decodeFeedBytes(koi8).text).toContain("<t>Москва</t>");
    expect(decodeFeedBytes(koi8, "application/xml; charset=windows-1252").encoding).toBe("windows-1252");
  });

  it("strips a UTF-8 byte-order mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("<rss>ñ</rss>")]);
    expect(decodeFeedBytes(bytes)).toEqual({ text: "<rss>ñ</rss>", encoding: "utf-8" });
  });

  it("uses the XML declaration for real ISO-8859-1 bytes (latin1.xml)", () => {
    const { text, encoding } = decodeFeedBytes(fixture("latin1.xml"));
    expect(encoding).toBe("windows-1252");
    expect(text).toContain("¿Cuándo llegará la vacunación a Dosquebradas? ¡Aquí las fechas!");
    expect(text).toContain("niños y señoras");
    expect(text).not.toContain("\uFFFD");
  });

  it("uses the HTTP charset when the document has no declaration (windows1252-no-declaration.xml)", () => {
    const bytes = fixture("windows1252-no-declaration.xml");
    for (const contentType of [
      "text/xml; charset=windows-1252",
      'application/rss+xml;charset="ISO-8859-1"',
      "text/xml; charset=us-ascii",
    ]) {
      const { text, encoding } = decodeFeedBytes(bytes, contentType);
      expect(encoding).toBe("windows-1252");
      expect(text).toContain("“El peso se recupera”: el dólar cae a $3.800 – análisis");
      expect(text).toContain("El euro (€) también baja…");
    }
  });

  it("falls back to windows-1252 when nothing is declared and the bytes are not UTF-8", () => {
    const { text, encoding } = decodeFeedBytes(fixture("windows1252-no-declaration.xml"));
    expect(encoding).toBe("windows-1252");
    expect(text).toContain("Ibagué");
  });

  it("decodes UTF-16 with a byte-order mark (utf16.xml)", () => {
    const { text, encoding } = decodeFeedBytes(fixture("utf16.xml"), "text/xml; charset=iso-8859-1");
    expect(encoding).toBe("utf-16le");
    expect(text.startsWith("<?xml")).toBe(true);
    expect(text).toContain("Boletín de la Alcaldía de Tunja");
  });

  it("decodes big-endian UTF-16 and sniffs UTF-16 without a BOM", () => {
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode('<?xml version="1.0"?><rss>Cúcuta</rss>', "utf-16be")]);
    expect(decodeFeedBytes(be)).toEqual({ text: '<?xml version="1.0"?><rss>Cúcuta</rss>', encoding: "utf-16be" });
    const le = iconv.encode('<?xml version="1.0" encoding="UTF-16"?><rss>Neiva</rss>', "utf-16le");
    expect(decodeFeedBytes(le).text).toBe('<?xml version="1.0" encoding="UTF-16"?><rss>Neiva</rss>');
  });

  it("never yields U+FFFD for the bytes windows-1252 leaves undefined", () => {
    const { text } = decodeFeedBytes(
      new Uint8Array([0x41, 0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x80, 0x93, 0x94]),
      "text/plain; charset=windows-1252",
    );
    expect(text).toBe("A\u0081\u008D\u008F\u0090\u009D€“”");
  });

  it("reads unknown labels as windows-1252", () => {
    const { text, encoding } = decodeFeedBytes(new Uint8Array([0x50, 0xe9, 0x72, 0x65, 0x7a]), "text/xml; charset=x-no-such-charset");
    expect(encoding).toBe("windows-1252");
    expect(text).toBe("Pérez");
  });

  it("honours other single-byte charsets iconv-lite knows (ISO-8859-15 has € at 0xA4)", () => {
    const { text, encoding } = decodeFeedBytes(new Uint8Array([0x31, 0x30, 0x20, 0xa4, 0x20, 0xf1]), "text/xml; charset=iso-8859-15");
    expect(encoding).toBe("iso-8859-15");
    expect(text).toBe("10 € ñ");
  });

  it("keeps the UTF-8 of a mostly-UTF-8 document and reads stray Latin-1 bytes as windows-1252", () => {
    const bytes = new Uint8Array([...utf8("Bogotá y Medellín, "), 0xf1, ...utf8(" Cúcuta")]);
    expect(decodeFeedBytes(bytes, "text/xml; charset=utf-8")).toEqual({ text: "Bogotá y Medellín, ñ Cúcuta", encoding: "utf-8" });
  });

  it("reads a Latin-1 document mislabelled as UTF-8 as windows-1252", () => {
    const bytes = iconv.encode("“ATENCIÓN” en Popayán: niños y señoras", "windows-1252");
    const { text, encoding } = decodeFeedBytes(bytes, "text/xml; charset=UTF-8");
    expect(encoding).toBe("windows-1252");
    expect(text).toBe("“ATENCIÓN” en Popayán: niños y señoras");
  });

  it("returns empty text for empty input", () => {
    expect(decodeFeedBytes(new Uint8Array())).toEqual({ text: "", encoding: "utf-8" });
  });
});

describe("repairMojibake", () => {
  it.each([
    ["Ã±", "ñ"],
    ["â€œ", "“"],
    ["EducaciÃ³n", "Educación"],
    ["â€œla niÃ±ezâ€\u009D", "“la niñez”"],
    ["primeroâ€\uFFFD, dice", "primero”, dice"],
    ["Â¿QuÃ© pasÃ³?", "¿Qué pasó?"],
    ["BogotÃƒÂ¡", "Bogotá"],
    ["MedellÃ­n â€“ Antioquia", "Medellín – Antioquia"],
    ["CÃºcuta", "Cúcuta"],
  ])("repairs %j", (input, expected) => {
    expect(repairMojibake(input)).toBe(expected);
  });

  it.each(["SÃO PAULO", "Ã: la letra", "Ñandú y árbol", "año, niño, acción", "plain ASCII", "", "Â"])(
    "leaves genuine text %j alone",
    (text) => {
      expect(repairMojibake(text)).toBe(text);
    },
  );

  it("is idempotent", () => {
    for (const text of ["BogotÃƒÂ¡", "EducaciÃ³n", "â€œhola"]) expect(repairMojibake(repairMojibake(text))).toBe(repairMojibake(text));
  });
});
