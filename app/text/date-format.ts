/*
 * Dates typed by readers in a fixed format ("mm/dd/yy", "dd/mm/aaaa"…). A browser's own date
 * picker shows whatever its locale says; a text field with a stated format reads the same for
 * everyone and is parsed identically by the server when JavaScript is off.
 */

/** A calendar date without time or zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

type Token = "day" | "month" | "year2" | "year4";

/** A format split into its parts: tokens and the literal separators between them. */
export interface DateFormat {
  source: string;
  parts: (Token | { literal: string })[];
}

// "aa"/"aaaa" are the Spanish names of the year ("año"), so a Spanish hint can be shown as is.
const TOKENS: [string, Token][] = [
  ["yyyy", "year4"],
  ["aaaa", "year4"],
  ["dd", "day"],
  ["mm", "month"],
  ["yy", "year2"],
  ["aa", "year2"],
];

/** Splits a format such as "mm/dd/yy" into tokens; throws when it lacks a day, month or year or repeats one. */
export function parseDateFormat(source: string): DateFormat {
  const parts: DateFormat["parts"] = [];
  let rest = source.toLowerCase();
  while (rest.length > 0) {
    const token = TOKENS.find(([text]) => rest.startsWith(text));
    if (token) {
      parts.push(token[1]);
      rest = rest.slice(token[0].length);
      continue;
    }
    if (/^[a-z0-9]/.test(rest)) throw new Error(`Unknown date format part in "${source}"`);
    const last = parts[parts.length - 1];
    if (last && typeof last === "object") last.literal += rest[0];
    else parts.push({ literal: rest[0] as string });
    rest = rest.slice(1);
  }
  const tokens = parts.filter((part): part is Token => typeof part === "string");
  const years = tokens.filter((t) => t === "year2" || t === "year4").length;
  if (tokens.filter((t) => t === "day").length !== 1 || tokens.filter((t) => t === "month").length !== 1 || years !== 1) {
    throw new Error(`A date format needs one day, one month and one year: "${source}"`);
  }
  return { source, parts };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

/** Writes a date in a format ("03/07/26" for 7 March 2026 in "mm/dd/yy"). */
export function formatDate(date: CalendarDate, format: string | DateFormat): string {
  const parsed = typeof format === "string" ? parseDateFormat(format) : format;
  return parsed.parts
    .map((part) => {
      if (typeof part === "object") return part.literal;
      if (part === "day") return pad(date.day, 2);
      if (part === "month") return pad(date.month, 2);
      if (part === "year2") return pad(date.year % 100, 2);
      return pad(date.year, 4);
    })
    .join("");
}

/** Days in a month of the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads a date typed in a format, or null when it does not fit or names no real day (31/02).
 * Day and month may have one digit; any of "/", "-", "." or a space separates parts, whatever
 * the format says, since readers type what they are used to. Two-digit years are in 2000–2099:
 * the dates a news site asks for are recent.
 */
export function parseDate(text: string, format: string | DateFormat): CalendarDate | null {
  const parsed = typeof format === "string" ? parseDateFormat(format) : format;
  const tokens = parsed.parts.filter((part): part is Token => typeof part === "string");
  const pieces = text.trim().split(/[/.\-\s]+/);
  if (pieces.length !== tokens.length || pieces.some((piece) => !/^\d+$/.test(piece))) return null;
  let day = 0;
  let month = 0;
  let year = 0;
  for (const [index, token] of tokens.entries()) {
    const piece = pieces[index] as string;
    const value = Number(piece);
    if (token === "day") {
      if (piece.length > 2) return null;
      day = value;
    } else if (token === "month") {
      if (piece.length > 2) return null;
      month = value;
    } else if (token === "year2") {
      // A reader may type the full year even where two digits are asked.
      if (piece.length === 2) year = 2000 + value;
      else if (piece.length === 4) year = value;
      else return null;
    } else {
      if (piece.length !== 4) return null;
      year = value;
    }
  }
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** "2026-03-07": the ISO form URLs and databases use. */
export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Reads an ISO date ("2026-03-07"), or null. */
export function fromIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  return parseDate(`${match[3]}/${match[2]}/${match[1]}`, "dd/mm/yyyy");
}

/**
 * What a date field shows for a value, in its format: a date, an ISO "yyyy-mm-dd" string written
 * in the format, or the reader's own text (kept after an error) as typed. Pages work it out in
 * their loader, so that the browser needs none of this (app/components/date-field.tsx).
 */
export function dateFieldText(value: CalendarDate | string | null | undefined, format: string): string {
  if (typeof value === "string") {
    const iso = fromIsoDate(value);
    return iso ? formatDate(iso, format) : value;
  }
  return value ? formatDate(value, format) : "";
}
