/*
 * Bytes → text for feeds, in the order feedparser documents: a byte-order mark, then the HTTP
 * charset, then the XML declaration, then strict UTF-8, then windows-1252 (what browsers use for
 * "ISO-8859-1" and for unlabelled Western text). Servers lie in both directions: a declared UTF-8
 * that the bytes break falls back per byte, and UTF-8 mislabelled as Latin-1 comes out as
 * mojibake that normalisation repairs (repairMojibake) where it round-trips.
 */
import iconv from "iconv-lite";

/** The decoded text of a feed and the encoding that was used to read it. */
export interface DecodedFeed {
  text: string;
  encoding: string;
}

const UTF8_FATAL = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const UTF8_LENIENT = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * windows-1252 for 0x80–0x9F. The five bytes the code page leaves undefined map to the C1 control of
 * the same value, as the WHATWG Encoding Standard does, so decoding never yields U+FFFD.
 */
const CP1252_HIGH_CONTROLS =
  "\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F" +
  "\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178";

/** One character per byte value: the windows-1252 reading of that byte. */
const CP1252_TABLE: string[] = Array.from({ length: 256 }, (_, byte) =>
  byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH_CONTROLS.charAt(byte - 0x80) : String.fromCharCode(byte),
);

/** Labels browsers decode as windows-1252 (WHATWG Encoding Standard, "windows-1252" labels). */
const WINDOWS_1252_LABELS = new Set([
  "ansi_x3.4-1968",
  "ascii",
  "cp1252",
  "cp819",
  "csisolatin1",
  "ibm819",
  "iso-8859-1",
  "iso-ir-100",
  "iso8859-1",
  "iso88591",
  "iso_8859-1",
  "iso_8859-1:1987",
  "l1",
  "latin1",
  "us-ascii",
  "windows-1252",
  "x-cp1252",
]);

const UTF8_LABELS = new Set(["utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8"]);

/** Decodes bytes as windows-1252; never produces U+FFFD. */
function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    let chunk = "";
    for (let i = start; i < end; i++) chunk += CP1252_TABLE[bytes[i] as number];
    parts.push(chunk);
  }
  return parts.join("");
}

/** Length of the valid UTF-8 sequence starting at `i`, or 0 when the byte there starts none (RFC 3629 table). */
function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] as number;
  if (b0 < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => {
    const b = bytes[i + k];
    return b !== undefined && b >= lo && b <= hi;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0;
  if (b0 === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((b0 >= 0xe1 && b0 <= 0xec) || b0 === 0xee || b0 === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (b0 === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (b0 === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (b0 >= 0xf1 && b0 <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (b0 === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** Counts valid multi-byte UTF-8 sequences and bytes that start no valid sequence. */
function utf8Stats(bytes: Uint8Array): { multibyte: number; invalid: number } {
  let multibyte = 0;
  let invalid = 0;
  for (let i = 0; i < bytes.length;) {
    if ((bytes[i] as number) < 0x80) {
      i++;
      continue;
    }
    const len = utf8SequenceLength(bytes, i);
    if (len === 0) {
      invalid++;
      i++;
    } else {
      multibyte++;
      i += len;
    }
  }
  return { multibyte, invalid };
}

/**
 * Decodes mostly-UTF-8 bytes, reading each byte that starts no valid sequence as windows-1252: the
 * usual breakage is a UTF-8 page with a few Latin-1 bytes pasted in from an old CMS.
 */
function decodeUtf8WithFallback(bytes: Uint8Array): string {
  const parts: string[] = [];
  let runStart = 0;
  for (let i = 0; i < bytes.length;) {
    const len = (bytes[i] as number) < 0x80 ? 1 : utf8SequenceLength(bytes, i);
    if (len > 0) {
      i += len;
      continue;
    }
    if (i > runStart) parts.push(UTF8_LENIENT.decode(bytes.subarray(runStart, i)));
    parts.push(CP1252_TABLE[bytes[i] as number] as string);
    i++;
    runStart = i;
  }
  if (runStart < bytes.length) parts.push(UTF8_LENIENT.decode(bytes.subarray(runStart)));
  return parts.join("");
}

/** The charset parameter of a Content-Type header, lower-cased, or null. */
function charsetFromContentType(contentType: string | null | undefined): string | null {
  if (typeof contentType !== "string") return null;
  const match = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** The encoding named by an XML declaration at the start of the bytes (read as ASCII), or null. */
function charsetFromXmlDeclaration(bytes: Uint8Array): string | null {
  const head = decodeWindows1252(bytes.subarray(0, 1024));
  const match = /^[\s\uFEFF\u00EF\u00BB\u00BF]*<\?xml[^>]*?\bencoding\s*=\s*["']\s*([A-Za-z0-9._:+-]+)\s*["']/.exec(head);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Decodes with a label the caller declared; single-byte tables that leave gaps fall back to windows-1252 per byte. */
function decodeWithLabel(bytes: Uint8Array, label: string): DecodedFeed | null {
  if (WINDOWS_1252_LABELS.has(label)) return { text: decodeWindows1252(bytes), encoding: "windows-1252" };
  if (label === "utf-16" || label === "utf-16le" || label === "utf-16be" || label === "unicode" || label === "ucs-2") {
    const be = label === "utf-16be";
    const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), be ? "utf-16be" : "utf-16le");
    return { text: text.replace(/^\uFEFF/, ""), encoding: be ? "utf-16be" : "utf-16le" };
  }
  if (!iconv.encodingExists(label)) return null;
  let text: string;
  try {
    text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), label);
  } catch {
    return null;
  }
  // A single-byte code page decodes one character per byte; patch its undefined bytes.
  if (text.includes("\uFFFD") && text.length === bytes.length) {
    let patched = "";
    for (let i = 0; i < text.length; i++) {
      const ch = text.charAt(i);
      patched += ch === "\uFFFD" ? (CP1252_TABLE[bytes[i] as number] as string) : ch;
    }
    text = patched;
  }
  return { text: text.replace(/^\uFEFF/, ""), encoding: label };
}

/** Turns raw feed bytes into text, trusting valid UTF-8 first and never producing U+FFFD for single-byte input. */
export function decodeFeedBytes(bytes: Uint8Array, contentType?: string | null): DecodedFeed {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) return { text: "", encoding: "utf-8" };
  const b0 = bytes[0];
  const b1 = bytes[1];
  const b2 = bytes[2];
  const b3 = bytes[3];

  // UTF-8 BOM: the document says what it is.
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
    const body = bytes.subarray(3);
    const stats = utf8Stats(body);
    if (stats.invalid === 0 || stats.multibyte >= stats.invalid) return { text: decodeUtf8WithFallback(body), encoding: "utf-8" };
    return { text: decodeWindows1252(body), encoding: "windows-1252" };
  }
  // A UTF-16 BOM can never be valid UTF-8 and is unambiguous, so it beats any label (XML 1.0 appendix F).
  if (b0 === 0xff && b1 === 0xfe) return decodeWithLabel(bytes.subarray(2), "utf-16le") as DecodedFeed;
  if (b0 === 0xfe && b1 === 0xff) return decodeWithLabel(bytes.subarray(2), "utf-16be") as DecodedFeed;
  // UTF-16 without a BOM: '<?' as 16-bit units. ASCII in UTF-16 is "valid UTF-8" full of NULs, so sniff first.
  if (b0 === 0x3c && b1 === 0x00 && b2 === 0x3f && b3 === 0x00) return decodeWithLabel(bytes, "utf-16le") as DecodedFeed;
  if (b0 === 0x00 && b1 === 0x3c && b2 === 0x00 && b3 === 0x3f) return decodeWithLabel(bytes, "utf-16be") as DecodedFeed;

  // Then what the server and the document declare, in the order feedparser documents (RFC 3023):
  // the HTTP charset, then the XML declaration. A declared UTF-8 that the bytes break is mostly
  // UTF-8 with a few Latin-1 bytes pasted in, or Latin-1 text mislabelled.
  for (const label of [charsetFromContentType(contentType), charsetFromXmlDeclaration(bytes)]) {
    if (!label) continue;
    if (UTF8_LABELS.has(label)) return decodeUtf8Lenient(bytes);
    const decoded = decodeWithLabel(bytes, label);
    if (decoded) return decoded;
  }
  // Nothing usable declared: strict UTF-8, then windows-1252.
  return decodeUtf8Lenient(bytes);
}

/** Valid UTF-8 as such; otherwise mostly-UTF-8 keeps its characters, and anything else is Latin-1 text. */
function decodeUtf8Lenient(bytes: Uint8Array): DecodedFeed {
  try {
    return { text: UTF8_FATAL.decode(bytes), encoding: "utf-8" };
  } catch {
    // Not valid UTF-8.
  }
  const stats = utf8Stats(bytes);
  if (stats.multibyte > 0 && stats.multibyte >= stats.invalid) return { text: decodeUtf8WithFallback(bytes), encoding: "utf-8" };
  return { text: decodeWindows1252(bytes), encoding: "windows-1252" };
}

/** Reverse windows-1252 (and raw C1 controls, for text decoded as true ISO-8859-1) → byte, for U+0080 and up. */
const BYTE_OF_CHAR: ReadonlyMap<string, number> = new Map(
  Array.from({ length: 0x80 }, (_, offset) => 0x80 + offset).flatMap((byte): [string, number][] => [
    ...(byte <= 0x9f ? [[String.fromCharCode(byte), byte] as [string, number]] : []),
    [CP1252_TABLE[byte] as string, byte],
  ]),
);

/** Characters a UTF-8 lead byte becomes when misread: Â Ã (Latin-1 supplement), Å (Œ œ Š š Ÿ Ž), â (punctuation, €). */
const MOJIBAKE_RUN =
  /[ÂÃÅâ][\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]{1,2}/g;

/** Repairs one mojibake pass, fixing only runs whose bytes form valid UTF-8 that round-trips. */
function repairOnce(text: string): string {
  return text.replace(MOJIBAKE_RUN, (run) => {
    const bytes: number[] = [];
    for (const ch of run) {
      const byte = BYTE_OF_CHAR.get(ch);
      if (byte === undefined) return run;
      bytes.push(byte);
    }
    const arr = Uint8Array.from(bytes);
    const len = utf8SequenceLength(arr, 0);
    if (len === 0) return run;
    let decoded: string;
    try {
      decoded = UTF8_FATAL.decode(arr.subarray(0, len));
    } catch {
      return run;
    }
    // Round trip: the repaired character must encode back to exactly the bytes we read.
    const again = new TextEncoder().encode(decoded);
    if (again.length !== len || again.some((b, k) => b !== arr[k])) return run;
    // Characters beyond the sequence (the match can take one more than a 2-byte sequence needs) stay as they were.
    return decoded + run.slice(len);
  });
}

/** Undoes UTF-8-read-as-Latin-1 mojibake ('Ã±' → 'ñ', 'â€œ' → '“'), also when it happened twice; other text is untouched. */
export function repairMojibake(text: string): string {
  if (typeof text !== "string" || !/[ÂÃÅâ]/.test(text)) return typeof text === "string" ? text : "";
  // windows-1252 has no character for 0x9D, so the '”' (E2 80 9D) of misread text often ends as 'â€' + U+FFFD.
  let current = text.replace(/â€\uFFFD/g, "”");
  for (let pass = 0; pass < 3; pass++) {
    const next = repairOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
