#!/usr/bin/env node
// Runs a command against PostgreSQL: `node scripts/with-postgres.mjs <command> [args…]`.
// With TEST_DATABASE_URL set (a server where the user may create databases), it uses that server.
// Otherwise it creates a throwaway cluster in a temporary folder with the system's PostgreSQL
// binaries (initdb, pg_ctl; Debian's /usr/lib/postgresql/<version>/bin or the PATH; installed from the
// system's packages first when missing and the machine can, scripts/system-packages.mjs), listening on
// loopback only, runs the command with TEST_DATABASE_URL pointing at it, and stops and removes it.
// The command also gets ROTATIVA_TEST_RUN (names this run's template databases, tests/support/test-db.ts).
import { spawn, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { ensurePostgres } from "./system-packages.mjs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: node scripts/with-postgres.mjs <command> [args…]");
  process.exit(2);
}
const port = Number(process.env.PG_TEST_PORT ?? 5433);
const run = randomBytes(4).toString("hex");

/** PostgreSQL refuses to run as root: a root caller runs the cluster as the `postgres` user. */
function asServerUser(args) {
  return userInfo().uid === 0 ? ["runuser", ["-u", "postgres", "--", ...args]] : [args[0], args.slice(1)];
}

function must(args, what) {
  const [file, rest] = asServerUser(args);
  const result = spawnSync(file, rest, { encoding: "utf8" });
  if (result.status !== 0) {
    console.error(`with-postgres: ${what} failed\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
}

let cluster = null;
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), "rotativa-pg-"));
  if (userInfo().uid === 0) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(id.stdout), Number(gid.stdout));
  }
  const data = join(dir, "data");
  must([join(bin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"], "initdb");
  // Loopback only; durability off (a throwaway cluster: speed matters, a crash loses nothing of value).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  must([join(bin, "pg_ctl"), "-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"], "pg_ctl start");
  cluster = { bin, dir, data };
  url = `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** Drops what earlier runs left (test databases and templates are all named rt_…). */
async function dropTestDatabases() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query("select datname from pg_database where datname like 'rt\\_%'");
  for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
  await client.end();
}

function stopCluster() {
  if (!cluster) return;
  const [file, rest] = asServerUser([join(cluster.bin, "pg_ctl"), "-D", cluster.data, "-m", "immediate", "-w", "stop"]);
  spawnSync(file, rest, { stdio: "ignore" });
  rmSync(cluster.dir, { recursive: true, force: true });
  cluster = null;
}

let status = 1;
try {
  await dropTestDatabases();
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url, ROTATIVA_TEST_RUN: run },
  });
  const stop = (signal) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  status = await new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  console.error(`with-postgres: "${command.join(" ")}" ended with ${status} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await dropTestDatabases().catch(() => {});
} finally {
  stopCluster();
}
process.exit(status);
