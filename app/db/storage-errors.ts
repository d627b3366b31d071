/*
 * Failures of the storage itself, as opposed to bugs or bad data: the disk is full, another
 * process holds the write lock longer than the busy timeout, the file became read-only or the
 * disk returned an I/O error. None of them is a feed's or a reader's fault, and all of them go
 * away without a restart once the cause is fixed, so callers back off and retry (the ingestion
 * worker) or answer 503 (the contact form) instead of recording a failure or answering 500.
 */

/** SQLite result codes (primary, and the prefixes of their extended codes) meaning "storage unavailable". */
const UNAVAILABLE_CODES = [
  "SQLITE_FULL",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_IOERR",
  "SQLITE_READONLY",
  "SQLITE_CANTOPEN",
  "SQLITE_PROTOCOL",
];

/** Whether an error (better-sqlite3's SqliteError, possibly wrapped as a cause) means the storage is unavailable for now. */
export function isStorageUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`))) return true;
    // A closed connection (shutting down) is unavailable storage too.
    if (current instanceof TypeError && /database connection is not open/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Thrown by code that met unavailable storage and wants its caller to back off rather than record a failure. */
export class StorageUnavailableError extends Error {
  override name = "StorageUnavailableError";
  constructor(cause: unknown) {
    super(`storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
