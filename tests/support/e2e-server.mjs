// Starts the compiled production server for the end-to-end tests: a fresh database in a
// temporary folder, the sample articles loaded (times relative to now), test hooks on.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dir = mkdtempSync(join(tmpdir(), "rotativa-e2e-"));
const database = join(dir, "e2e.db");

const seeded = spawnSync(process.execPath, [join(root, "dist", "cli.js"), "seed-sample", "--database", database], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production" },
});
if (seeded.status !== 0) {
  console.error("e2e: could not seed the database (did `npm run build` run?)");
  process.exit(1);
}

Object.assign(process.env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: process.env.E2E_PORT ?? "3199",
  DATABASE_PATH: database,
  ENABLE_TEST_HOOKS: "1",
  INGEST: "off",
  LOG_LEVEL: "warn",
});
const cleanup = () => rmSync(dir, { recursive: true, force: true });
process.on("exit", cleanup);
await import(pathToFileURL(join(root, "dist", "server.js")).href);
