import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { UsageError } from "./io.server.js";
import { searchCommand } from "./search.server.js";
import { captureIO } from "../../tests/support/capture-io.js";

const NOW = Date.UTC(2025, 5, 15, 17);
let database: OpenDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await createArticle(database.db, {
    url: "https://example.invalid/cauca",
    title: "Disidencias anuncian un paro armado en el Cauca",
    summary: "El comercio de El Bordo cerró por el paro armado.",
    category_slug: "seguridad",
    departments: ["cauca"],
    published_at: NOW - 3_600_000,
  });
  await createArticle(database.db, {
    url: "https://example.invalid/choco",
    title: "Paro armado en el Chocó deja comunidades confinadas",
    category_slug: "seguridad",
    departments: ["choco"],
    published_at: NOW - 30 * 86_400_000,
  });
});

afterAll(async () => {
  await database.close();
});

describe("search command", () => {
  it("prints the results best first as JSON with --json", async () => {
    const io = captureIO();
    await searchCommand(io, database.db, { q: '"paro armado"', json: true, now: NOW });
    const printed = JSON.parse(io.out()) as { results: Record<string, unknown>[]; total: number };
    expect(printed).toMatchObject({ total: 2, fullTotal: 2, query: '"paro armado"', correction: null, missing: [] });
    expect(printed.results.map((r) => Object.keys(r).sort())).toEqual([
      ["id", "match", "newspaper", "publishedAt", "snippet", "title", "url"],
      ["id", "match", "newspaper", "publishedAt", "snippet", "title", "url"],
    ]);
    expect(printed.results[0]).toMatchObject({
      url: "https://example.invalid/cauca",
      title: "Disidencias anuncian un paro armado en el Cauca",
      newspaper: "el-tiempo",
      publishedAt: new Date(NOW - 3_600_000).toISOString(),
      snippet: "El comercio de El Bordo cerró por el paro armado.",
    });
  });

  it("corrects a misspelt word, names the correction, and lists partial matches after full ones in one flat list", async () => {
    const io = captureIO();
    await searchCommand(io, database.db, { q: "cjoco paro armado", json: true, now: NOW });
    const printed = JSON.parse(io.out()) as {
      results: { title: string; match: string }[];
      correction: { from: string; to: string; words: { from: string; to: string }[] } | null;
      query: string;
    };
    expect(printed.correction).toEqual({ from: "cjoco paro armado", to: "Chocó paro armado", words: [{ from: "cjoco", to: "Chocó" }] });
    expect(printed.query).toBe("Chocó paro armado");
    expect(printed.results[0]).toMatchObject({ title: "Paro armado en el Chocó deja comunidades confinadas", match: "full" });
    expect(printed.results.slice(1).every((result) => result.match === "partial")).toBe(true);
    const literal = captureIO();
    await searchCommand(literal, database.db, { q: "cjoco", json: true, now: NOW, noCorrect: true });
    expect(JSON.parse(literal.out())).toMatchObject({ results: [], correction: null });
  });

  it("lists articles found through a related word after the others, marked and named", async () => {
    await createArticle(database.db, {
      url: "https://example.invalid/robo",
      title: "Robo de celulares en TransMilenio aumenta 15 %",
      published_at: NOW - 7_200_000,
    });
    const io = captureIO();
    await searchCommand(io, database.db, { q: "hurto", json: true, now: NOW });
    expect(JSON.parse(io.out())).toMatchObject({
      results: [{ url: "https://example.invalid/robo", match: "related" }],
      fullTotal: 0,
      related: ["robo"],
    });
    const text = captureIO();
    await searchCommand(text, database.db, { q: "hurto", json: false, now: NOW });
    expect(text.out()).toContain("Con palabras relacionadas («robo»):");
  });

  it("applies the filters and prints a readable list without --json", async () => {
    const io = captureIO();
    await searchCommand(io, database.db, { q: "paro", departamento: "choco", json: false, now: NOW });
    expect(io.out()).toMatch(
      /^1 resultado para «paro»\n\n1\. Paro armado en el Chocó deja comunidades confinadas\n {3}El Tiempo · .+\n {3}https:\/\/example\.invalid\/choco\n/,
    );
  });

  it("refuses invalid options and empty queries with a usage error", async () => {
    await expect(searchCommand(captureIO(), database.db, { q: "paro", categoria: "nada", json: true })).rejects.toThrow(UsageError);
    await expect(searchCommand(captureIO(), database.db, { q: "paro", categoria: "nada", json: true })).rejects.toThrow(
      /^--category: La categoría «nada» no existe$/,
    );
    await expect(searchCommand(captureIO(), database.db, { q: "paro", limit: "0", json: true })).rejects.toThrow(
      "--limit must be a whole number",
    );
    await expect(searchCommand(captureIO(), database.db, { q: "-paro", json: true })).rejects.toThrow("at least one word");
  });
});
