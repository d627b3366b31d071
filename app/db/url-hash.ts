import { createHash } from "node:crypto";

/*
 * The fixed-size key articles are found by instead of their URL's text (migration 0019): the first
 * six bytes of the SHA-256 of the canonical URL (UTF-8), read as a signed big-endian integer, so
 * it is a safe JavaScript number and SQLite stores it in six bytes. Two URLs may share a hash:
 * readers compare the URLs of the rows a hash finds (article-write.server.ts). SQLite computes it
 * with this very function (rotativa_url_hash(), sqlite-functions.server.ts); PostgreSQL with SQL that gives
 * the same number (engine/postgres-schema.server.ts), checked by a test.
 */
export function urlHash(url: string): number {
  return createHash("sha256").update(url, "utf8").digest().readIntBE(0, 6);
}
