/** One cell of a CSV file. */
export type CsvCell = string | number | null;

/**
 * Writes rows as CSV (RFC 4180: comma separated, CRLF, quotes doubled). Text that a spreadsheet
 * would run as a formula (starting with =, +, -, @, tab or carriage return) is prefixed with an
 * apostrophe: contact messages and feed errors come from strangers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

function csvCell(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A UTF-8 byte order mark: spreadsheet programs read accents right only with it. */
export const UTF8_BOM = "\uFEFF";
