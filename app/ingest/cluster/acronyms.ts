/*
 * Acronyms read from the names themselves. Colombian newsrooms write most public bodies by the
 * initials of their name's capitalised words — "Autoridad Nacional de Licencias Ambientales" is
 * ANLA, "Comisión de Regulación de Comunicaciones" CRC, "Unidad de Búsqueda de Personas dadas por
 * Desaparecidas" UBPD — in one paper and in full in another. The lexicon (entities.ts) lists the
 * bodies whose short name is not their initials (Ideam, Invima, BanRep); every other body is read
 * here without any list: a full name is written as its initials, so that both papers write the
 * same name (its words still count in the term statistics, as the lexicon's forms do). Pure.
 */

/** Words that join the capitalised words of an institution's name ("de", "para la", "y"); not "a" or "en", which join a verb to its object or place. */
const CONNECTORS: ReadonlySet<string> = new Set(["de", "del", "la", "las", "los", "para", "y", "e", "por"]);

/**
 * The nouns that open the name of a body the press writes by its initials: agencies, units,
 * institutes, commissions, companies, funds, councils, federations, universities. Not the offices
 * of a town or department ("Gobernación", "Secretaría", "Alcaldía"), which no paper abbreviates,
 * nor a court ("Corte"), whose two-word name is its usual one. Folded.
 */
const HEADS: ReadonlySet<string> = new Set([
  "agencia",
  "asociacion",
  "autoridad",
  "banco",
  "caja",
  "camara",
  "central",
  "centrales",
  "centro",
  "comando",
  "comision",
  "compania",
  "confederacion",
  "consejo",
  "corporacion",
  "cuerpo",
  "departamento",
  "direccion",
  "ejercito",
  "empresa",
  "empresas",
  "escuela",
  "federacion",
  "fondo",
  "frente",
  "fuerzas",
  "instituto",
  "jurisdiccion",
  "movimiento",
  "oficina",
  "organizacion",
  "partido",
  "programa",
  "red",
  "registro",
  "servicio",
  "sistema",
  "sociedad",
  "superintendencia",
  "unidad",
  "universidad",
]);

/** At most this many lower-case words between two capitalised words of one name ("dadas por"). */
const MAX_GAP = 2;
/** A name worth an acronym has this many capitalised words or more. */
const MIN_INITIALS = 3;
/** Acronyms are short: a longer run of capitals is a headline in capitals or a list of names. */
const MAX_INITIALS = 6;

/** A word of a text (letters and digits, an apostrophe or hyphen inside). */
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
/** A word written as an acronym: capitals only, two to six of them ("ANSV", "UBPD", "EPS"). */
const ACRONYM = /^\p{Lu}{2,6}$/u;

function capitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase() && !/^\p{N}/u.test(word);
}

function fold(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function initial(word: string): string {
  return word.charAt(0).normalize("NFD").charAt(0).toUpperCase();
}

/**
 * A text with each institution's full name written as its initials ("la Agencia Nacional de
 * Seguridad Vial" → "la ANSV"), the initials found and the names replaced: a run of capitalised words (three or more) joined by
 * connectors, at least one of them, opening with a noun that heads a body's name (HEADS: a
 * person's "Dilian Francisca Toro" or a town's "San Vicente del Caguán" keeps no initials). Unchanged when the text already writes those
 * initials in brackets after the name, they are written once; a text in capitals is left alone
 * (no name can be told there).
 */
export function withDerivedAcronyms(text: string): { text: string; acronyms: string[]; replaced: string[] } {
  const words = [...text.matchAll(WORD)];
  const acronyms: string[] = [];
  const replaced: string[] = [];
  if (words.length < MIN_INITIALS) return { text, acronyms, replaced };
  const lowerCase = words.filter((word) => /\p{Ll}/u.test(word[0])).length;
  if (lowerCase * 2 < words.length) return { text, acronyms, replaced };
  const spans: { from: number; to: number; acronym: string }[] = [];
  let index = 0;
  while (index < words.length) {
    const first = words[index] as RegExpMatchArray;
    if (!capitalised(first[0]) || !HEADS.has(fold(first[0]))) {
      index += 1;
      continue;
    }
    // Extend the run: capitalised words, and gaps of up to MAX_GAP lower-case words that end with a
    // connector and are followed by a capitalised word.
    const caps = [first];
    let connected = false;
    let next = index + 1;
    for (;;) {
      let gap = 0;
      while (gap < MAX_GAP + 1 && next + gap < words.length && !capitalised((words[next + gap] as RegExpMatchArray)[0])) gap += 1;
      const after = words[next + gap];
      if (gap > MAX_GAP || !after || ACRONYM.test(after[0])) break;
      const gapWords = words.slice(next, next + gap).map((word) => word[0]);
      if (gap > 0 && !CONNECTORS.has(gapWords[gapWords.length - 1] as string)) break;
      // Words of one name follow each other closely: no punctuation between them but spaces.
      const previous = words[next - 1] as RegExpMatchArray;
      const between = text.slice((previous.index ?? 0) + previous[0].length, after.index);
      if (/[^\s]/u.test(between.replace(/[\p{L}\p{N}]+/gu, ""))) break;
      if (gap > 0) connected = true;
      caps.push(after);
      next += gap + 1;
    }
    index = next;
    if (!connected || caps.length < MIN_INITIALS || caps.length > MAX_INITIALS) continue;
    const acronym = caps.map((word) => initial(word[0])).join("");
    const last = caps[caps.length - 1] as RegExpMatchArray;
    const from = first.index ?? 0;
    let to = (last.index ?? 0) + last[0].length;
    // "la Autoridad Nacional de Licencias Ambientales (ANLA)": the initials once.
    const spelled = new RegExp(`^\\s*\\(${acronym}\\)`, "u").exec(text.slice(to));
    if (spelled) to += spelled[0].length;
    spans.push({ from, to, acronym });
    acronyms.push(acronym);
    replaced.push(text.slice(from, (last.index ?? 0) + last[0].length));
  }
  let result = text;
  for (const { from, to, acronym } of spans.reverse()) result = `${result.slice(0, from)}${acronym}${result.slice(to)}`;
  return { text: result, acronyms, replaced };
}
