/** One cell of a CSV file. */
export type CsvCell = string | number | null;

/**
 * The two flavours of CSV Rotativa writes: RFC 4180 (comma separated, decimal point) for scripts
 * and most programs, and "excel" for a spreadsheet set up for Colombia, where the comma is the
 * decimal separator and the list separator is therefore a semicolon.
 */
export type CsvFormat = "rfc4180" | "excel";

const SEPARATORS: Record<CsvFormat, string> = { rfc4180: ",", excel: ";" };

/**
 * Writes rows as CSV (CRLF line ends, quotes doubled, RFC 4180 by default). Text that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is
 * prefixed with an apostrophe: contact messages, feed errors and headlines come from strangers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], format: CsvFormat = "rfc4180"): string {
  const separator = SEPARATORS[format];
  return [header, ...rows].map((row) => row.map((value) => csvCell(value, format)).join(separator)).join("\r\n") + "\r\n";
}

function csvCell(value: CsvCell, format: CsvFormat): string {
  if (value === null) return "";
  // No thousands separators: spreadsheets read "1234,5" as a number, "1.234,5" only in some locales.
  if (typeof value === "number")
    return Number.isFinite(value) ? (format === "excel" ? String(value).replace(".", ",") : String(value)) : "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const HOUR_MS = 3_600_000;

/**
 * An instant as Bogotá's wall clock in ISO 8601 with its offset ("2026-11-22T10:00:00-05:00"), the
 * same time the pages show. Bogotá has been UTC−5 all year since 1993 (no daylight saving).
 */
export function bogotaIsoTime(epochMs: number): string {
  return `${new Date(epochMs - 5 * HOUR_MS).toISOString().slice(0, 19)}-05:00`;
}

/** An instant as Bogotá's wall clock the way spreadsheets recognise a date and time ("2026-11-22 10:00:00"). */
export function bogotaSpreadsheetTime(epochMs: number): string {
  return new Date(epochMs - 5 * HOUR_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** A UTF-8 byte order mark: spreadsheet programs read accents right only with it (the "excel" files start with it). */
export const UTF8_BOM = "\uFEFF";
