import { storedSpellingKeys } from "../text/spelling.js";
import type SQLite from "better-sqlite3";
import { indexStems, textWords } from "../text/analyze.js";
import { urlHash } from "./url-hash.js";

/** The distinct words of a text as written (folded), as a JSON list: what search_terms holds. */
function searchWords(text: string): string {
  return JSON.stringify([...new Set(textWords(text).map((word) => word.folded))]);
}

/**
 * Registers the SQL functions the search index's triggers and view call (migrations 0003_search
 * and 0013_search_terms), the URL hash of migration 0019 and the spelling keys of 0020. The stemmed columns are computed in JavaScript (Snowball's Spanish
 * stemmer has no SQLite tokenizer), so every connection that writes articles must register them
 * before it does: openDatabase() does it before migrating. A connection without them (the sqlite3
 * shell) can still read, and delete articles, but inserting or editing one fails with "no such function".
 */
export function registerSearchFunctions(sqlite: SQLite.Database): void {
  sqlite.function("search_stems", { deterministic: true }, (text: unknown) => (typeof text === "string" ? indexStems(text) : ""));
  sqlite.function("search_words", { deterministic: true }, (text: unknown) => (typeof text === "string" ? searchWords(text) : "[]"));
  // The articles' url_hash column (migration 0019) is generated from the URL by this function.
  sqlite.function("rotativa_url_hash", { deterministic: true }, (url: unknown) => (typeof url === "string" ? urlHash(url) : null));
  // The keys a word of the index is found by when a search word is misspelt (migration 0020), as a JSON array.
  sqlite.function("spelling_keys", { deterministic: true }, (term: unknown) =>
    JSON.stringify(typeof term === "string" ? storedSpellingKeys(term) : []),
  );
}
