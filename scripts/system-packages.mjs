// What the tests need from the machine beyond npm: a Chromium for the end-to-end tests and
// PostgreSQL's server binaries for `npm run test:pg`. Found where they usually are; when missing,
// installed from the system's packages if this machine can (Debian or Ubuntu, as root), with one
// line saying so; otherwise one line saying what to run. Never a silent skip.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Where a Chromium is looked for, in order, after CHROMIUM_PATH. */
const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
const CHROMIUM_COMMANDS = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  const found = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).stdout.trim();
  return found && executable(found) ? found : null;
}

/** The Chromium to run: CHROMIUM_PATH when set (it must exist), else the first one installed; null when none is. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  for (const path of CHROMIUM_CANDIDATES) if (executable(path)) return path;
  for (const command of CHROMIUM_COMMANDS) {
    const found = onPath(command);
    if (found) return found;
  }
  return null;
}

/** The directory of PostgreSQL's initdb and pg_ctl: the newest Debian version, else the PATH; null when none is installed. */
export function findPostgresBinaries() {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(debian, versions[0], "bin");
  }
  const found = onPath("initdb");
  return found ? found.replace(/\/initdb$/, "") : null;
}

/** Whether this machine can install system packages by itself: apt-get, and running as root. */
function canInstall() {
  return typeof process.getuid === "function" && process.getuid() === 0 && existsSync("/usr/bin/apt-get");
}

function apt(args) {
  return (
    spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
      .status === 0
  );
}

/** Installs the first of `packages` that the system's package lists know (updating the lists once). */
function installFirst(packages) {
  if (!apt(["update", "-qq"])) return false;
  return packages.some((name) => apt(["install", "-y", "-qq", "--no-install-recommends", name]));
}

/**
 * A Chromium for the end-to-end tests: the one installed, or Debian's `chromium` package installed
 * now when the machine can; exits with one line saying what to do otherwise.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH)
    fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file: point it at a Chromium or Chrome, or unset it`);
  if (canInstall()) {
    console.log(
      "npm test: no Chromium on this machine; installing the system's chromium package (apt-get install chromium) for the end-to-end tests",
    );
    if (installFirst(["chromium", "chromium-browser"])) {
      const installed = findChromium();
      if (installed) return installed;
    }
    fail("installing chromium with apt-get failed (see above); install it yourself, or set CHROMIUM_PATH to a Chromium or Chrome");
  }
  fail(
    "the end-to-end tests need Chromium: run `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome",
  );
}

/** PostgreSQL's server binaries for the throwaway test cluster: installed now when missing and the machine can. */
export function ensurePostgres() {
  const found = findPostgresBinaries();
  if (found) return found;
  if (canInstall()) {
    console.log(
      "npm run test:pg: no PostgreSQL server on this machine; installing the system's postgresql package (apt-get install postgresql)",
    );
    if (installFirst(["postgresql"])) {
      const installed = findPostgresBinaries();
      if (installed) return installed;
    }
    fail(
      "installing postgresql with apt-get failed (see above); install it yourself, or set TEST_DATABASE_URL to a server where you may create databases",
    );
  }
  fail(
    "the PostgreSQL pass needs PostgreSQL's server binaries: run `sudo apt-get install postgresql` (Debian/Ubuntu), or set TEST_DATABASE_URL",
  );
}

function fail(message) {
  console.error(`rotativa: ${message}`);
  process.exit(1);
}

// `node scripts/system-packages.mjs chromium|postgres`: provision one of them (npm test runs the first).
const wanted = process.argv[2];
if (import.meta.url === `file://${process.argv[1]}` && wanted) {
  if (wanted === "chromium") ensureChromium();
  else if (wanted === "postgres") ensurePostgres();
  else fail(`unknown package "${wanted}" (chromium or postgres)`);
}
