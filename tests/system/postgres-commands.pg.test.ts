/*
 * Operator commands on PostgreSQL need only DATABASE_URL (the PostgreSQL pass, `npm run test:pg`):
 * the compiled CLI runs with an environment holding nothing but DATABASE_URL (and PATH), and the
 * web server, which signs cookies, refuses to start without COOKIE_SECRET in one line naming it.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../../app/db/database.server.js";
import { ROOT } from "../support/compiled-app.js";
import { createPostgresTestDatabase, databaseUrlFor, testDatabaseUrl } from "../support/test-db.js";

let database: OpenDatabase;
let databaseUrl: string;
let dir: string;

/** Runs a compiled entry point with exactly this environment (nothing inherited but PATH). */
function run(
  script: "cli.js" | "server.js",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, "dist", script), ...args],
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const cli = (...args: string[]) => run("cli.js", args, { DATABASE_URL: databaseUrl });

beforeAll(async () => {
  if (!testDatabaseUrl) throw new Error("this test runs in the PostgreSQL pass: npm run test:pg (TEST_DATABASE_URL)");
  database = await createPostgresTestDatabase({ referenceData: false, poolSize: 2 });
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  databaseUrl = databaseUrlFor(rows[0]?.name as string);
  dir = mkdtempSync(join(tmpdir(), "rotativa-pg-cli-"));
});

afterAll(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("operator commands on PostgreSQL with only DATABASE_URL", () => {
  it("migrate, import, search, status, feeds and check, without COOKIE_SECRET", async () => {
    expect((await cli("migrate")).code).toBe(0);
    expect((await cli("sync-sources")).code).toBe(0);
    const file = join(dir, "articles.jsonl");
    const published = new Date(Date.now() - 3_600_000).toISOString();
    writeFileSync(
      file,
      [
        {
          title: "Elecciones regionales: la Registraduría abre las inscripciones",
          summary: "Los candidatos tienen un mes.",
          url: "https://diario.invalid/elecciones",
          newspaper: "el-tiempo",
          publishedAt: published,
        },
        {
          title: "Temporada de lluvias en Bogotá",
          summary: "El IDIGER pide precaución.",
          url: "https://diario.invalid/lluvias",
          newspaper: "el-tiempo",
          publishedAt: published,
        },
      ]
        .map((line) => JSON.stringify(line))
        .join("\n"),
    );
    const imported = await cli("import", file);
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);

    const search = await cli("search", "elección", "--json");
    expect(search.code).toBe(0);
    const found = JSON.parse(search.stdout) as { results: { url: string }[]; total: number };
    expect(found.total).toBe(1);
    expect(found.results[0]?.url).toBe("https://diario.invalid/elecciones");

    const status = await cli("status");
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ articles: 2 });
    expect((await cli("feeds", "--json")).code).toBe(0);
    const check = await cli("check");
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ ok: true, problems: [], counts: { articles: 2, searchRows: 2 } });
  });

  it("backup points to PostgreSQL's own tools instead of copying a file", async () => {
    const backup = await cli("backup", join(dir, "copia.db"));
    expect(backup.code).toBe(2);
    expect(backup.stderr.trim().split("\n")).toHaveLength(1);
    expect(backup.stderr).toMatch(/this database is PostgreSQL: use pg_dump/);
  });

  it("the web server alone asks for COOKIE_SECRET, in one line naming it", async () => {
    const server = await run("server.js", [], {
      DATABASE_URL: databaseUrl,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      INGEST: "off",
    });
    expect(server.code).toBe(1);
    const lines = server.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/COOKIE_SECRET is required by the web server when DATABASE_URL is set/);
  });
});
