import { describe, expect, it } from "vitest";
import { urlHash } from "./url-hash.js";

/** Hashes fixed once: stored rows are found by them, so the function may never change (PostgreSQL's twin is checked against it in postgres-smaller-rows.pg.test.ts). */
const KNOWN_HASHES: [string, number][] = [
  ["https://www.eltiempo.com/politica/congreso/debate-123", 97028082731591],
  ["https://www.elespectador.com/colombia/más-regiones/café-huila/", 20827689520166],
  ["https://www.semana.com/nacion/articulo-1", -135541744533235],
];

describe("urlHash", () => {
  it("is the first six bytes of the URL's SHA-256 as a signed integer, the same on every run", () => {
    for (const [url, hash] of KNOWN_HASHES) expect(urlHash(url)).toBe(hash);
  });

  it("fits six bytes (what SQLite stores it in) and is a safe JavaScript integer", () => {
    for (let i = 0; i < 2000; i += 1) {
      const hash = urlHash(`https://diario.invalid/nota-${i}`);
      expect(Number.isSafeInteger(hash)).toBe(true);
      expect(Math.abs(hash)).toBeLessThanOrEqual(2 ** 47);
    }
  });
});
