import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/*
 * The PostgreSQL pass (`npm run test:pg`, through scripts/with-postgres.mjs, which sets
 * TEST_DATABASE_URL): every unit test that opens a database through tests/support/test-db.ts or
 * tests/support/fresh-database.ts (those run against PostgreSQL there; tests without a database would only repeat the SQLite
 * pass), and the system tests written for PostgreSQL (tests/system/*.pg.test.ts: several processes
 * on one database). Found by reading the files, so a new database test joins by itself.
 *
 * Left to the SQLite pass, to keep CI's two passes under 15 minutes: the two ingestion runs over
 * the whole simulated newsroom (75 s on PostgreSQL; ingestion on PostgreSQL is exercised by the
 * multi-process test, refresh-feed, story and concurrency tests here).
 */
const SQLITE_ONLY = new Set(["app/ingest/newsroom-ingest.server.test.ts", "app/ingest/newsroom-stories.server.test.ts"]);
const root = fileURLToPath(new URL(".", import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const databaseTests = ["app", "tools"]
  .flatMap((dir) => testFiles(join(root, dir)))
  .filter((file) => !file.endsWith(".pg.test.ts"))
  .filter((file) => /tests\/support\/(?:test-db|fresh-database)/.test(readFileSync(file, "utf8")))
  .map((file) => relative(root, file))
  .filter((file) => !SQLITE_ONLY.has(file));

export default defineConfig({
  test: {
    include: [...databaseTests, "app/**/*.pg.test.ts", "tests/system/**/*.pg.test.ts"],
    environment: "node",
    globalSetup: ["tests/system/build.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // As in the SQLite pass (vitest.config.ts): files share their worker's modules.
    isolate: false,
  },
});
