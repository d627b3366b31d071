// Starts the compiled production server for the end-to-end tests: a fresh database in a
// temporary folder, the sample articles loaded (times relative to now), test hooks on.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
// One folder per port, so the tests can read what the server stored (tests/e2e/support.ts).
const port = process.env.E2E_PORT ?? "3199";
const dir = join(tmpdir(), `rotativa-e2e-${port}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
// The PostgreSQL pass (scripts/with-postgres.mjs) gives a server: the suite then runs against a
// fresh database of its own there, the same data loaded through the same CLI.
const server = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || "";
let database = join(dir, "e2e.db");
if (server) {
  const { default: pg } = await import("pg");
  const name = `rt_e2e_${port}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  database = url.toString();
}

const seeded = spawnSync(process.execPath, [join(root, "dist", "cli.js"), "seed-sample", "--database", database], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production" },
});
if (seeded.status !== 0) {
  console.error("e2e: could not seed the database (did `npm run build` run?)");
  process.exit(1);
}

// 500 older articles of one newspaper, through the real import path, for the pagination walk
// (tests/e2e/reading.spec.ts): 40 to 50 days old, so that no window or recent listing changes; fifty
// of them share one instant, so that pages must break ties by id.
const PAGINATION_ARTICLES = 500;
const bulk = join(dir, "paginacion.jsonl");
const base = Date.now() - 40 * 86_400_000;
writeFileSync(
  bulk,
  Array.from({ length: PAGINATION_ARTICLES }, (_, i) =>
    JSON.stringify({
      title: `Archivo de prueba número ${i + 1}: crónica de la semana en el archivo`,
      summary: `Nota de archivo ${i + 1} para recorrer un listado largo página por página.`,
      url: `https://archivo.example.com.co/notas/${i + 1}`,
      newspaper: "diario-de-paginacion",
      publishedAt: new Date(i < 50 ? base - 86_400_000 : base - i * 1_800_000).toISOString(),
    }),
  ).join("\n") + "\n",
);
const imported = spawnSync(process.execPath, [join(root, "dist", "cli.js"), "import", bulk, "--database", database], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production" },
});
if (imported.status !== 0) {
  console.error("e2e: could not import the pagination articles");
  process.exit(1);
}

Object.assign(process.env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: port,
  ...(server
    ? { DATABASE_URL: database, DATABASE_PATH: join(dir, "unused.db"), COOKIE_SECRET: "e2e-cookie-secret-e2e-cookie-secret-0123" }
    : { DATABASE_PATH: database }),
  ENABLE_TEST_HOOKS: "1",
  // The tests play the proxy on this machine: their X-Forwarded-* headers name the reader.
  TRUST_PROXY: "loopback",
  INGEST: "off",
  LOG_LEVEL: "warn",
  // The contact form's time trap, shortened so that tests filling the form need not wait 3 s.
  CONTACT_MIN_FILL_SECONDS: "1",
  // The whole suite searches from one address, faster than any reader; the limit itself is
  // tested on a server of its own (tests/e2e/security.spec.ts).
  SEARCH_RATE_LIMIT: "1000",
});
const cleanup = () => rmSync(dir, { recursive: true, force: true });
process.on("exit", cleanup);
await import(pathToFileURL(join(root, "dist", "server.js")).href);
