import type SQLite from "better-sqlite3";
import { indexStems } from "./analyze.js";

/**
 * Registers the SQL functions the search index's triggers and view call (migration 0003_search).
 * The stemmed columns are computed in JavaScript (Snowball's Spanish stemmer has no SQLite
 * tokenizer), so every connection that writes articles must register them before it does:
 * openDatabase() does it before migrating. A connection without them (the sqlite3 shell) can
 * still read, and delete articles, but inserting or editing one fails with "no such function".
 */
export function registerSearchFunctions(sqlite: SQLite.Database): void {
  sqlite.function("search_stems", { deterministic: true }, (text: unknown) => (typeof text === "string" ? indexStems(text) : ""));
}
