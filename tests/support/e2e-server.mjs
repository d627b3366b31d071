// Starts the compiled production server for the end-to-end tests: a fresh database in a
// temporary folder, the sample articles loaded (times relative to now), test hooks on.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
// One folder per port, so the tests can read what the server stored (tests/e2e/support.ts).
const port = process.env.E2E_PORT ?? "3199";
const dir = join(tmpdir(), `rotativa-e2e-${port}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
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
  PORT: port,
  DATABASE_PATH: database,
  ENABLE_TEST_HOOKS: "1",
  INGEST: "off",
  LOG_LEVEL: "warn",
  // The contact form's time trap, shortened so that tests filling the form need not wait 3 s.
  CONTACT_MIN_FILL_SECONDS: "1",
});
const cleanup = () => rmSync(dir, { recursive: true, force: true });
process.on("exit", cleanup);
await import(pathToFileURL(join(root, "dist", "server.js")).href);
