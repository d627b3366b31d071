// `npm run screenshots`: regenerates the README's pictures of the front page (docs/screenshots/)
// from real ingested content: it starts the simulated newsroom (calm, fixed seed) and a private
// server with its own temporary database, waits for the first articles, and photographs the front
// page at desktop and phone widths in light and dark mode with the system Chromium. Loopback only.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { isStale, root } from "./build-state.mjs";
import { ensureChromium } from "./system-packages.mjs";

if (isStale(["build/index.js", "dist/server.js", "dist/tools/newsroom/newsroom.server.js"])) {
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { startNewsroom } = await import(pathToFileURL(join(root, "dist", "tools", "newsroom", "newsroom.server.js")).href);
const newsroom = await startNewsroom({ misbehaving: false });
const dir = mkdtempSync(join(tmpdir(), "rotativa-shots-"));
const sources = join(dir, "sources.json");
writeFileSync(sources, JSON.stringify({ newspapers: newsroom.sources }));
const port = String(3500 + Math.floor(Math.random() * 400));
const server = spawn(process.execPath, [join(root, "dist", "server.js")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: port,
    DATABASE_PATH: join(dir, "shots.db"),
    SOURCES_FILE: sources,
    FEEDS_ALLOW_PRIVATE: "1",
    INGEST: "on",
    LOG_LEVEL: "error",
  },
});
const base = `http://127.0.0.1:${port}`;
const out = join(root, "docs", "screenshots");
mkdirSync(out, { recursive: true });

try {
  // Wait for the server, then for the first ingestion cycle to fill the front page.
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 240) throw new Error("screenshots: no articles after 2 minutes");
    try {
      const page = await fetch(`${base}/ultima-hora`).then((r) => r.text());
      if ((page.match(/class="article-card/g) ?? []).length >= 10) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  for (const [width, height, label] of [
    [1280, 900, "escritorio"],
    [390, 844, "movil"],
  ]) {
    for (const [scheme, name] of [
      ["light", "claro"],
      ["dark", "oscuro"],
    ]) {
      const context = await browser.newContext({
        viewport: { width, height },
        colorScheme: scheme,
        locale: "es-CO",
        timezoneId: "America/Bogota",
      });
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await page.screenshot({ path: join(out, `portada-${label}-${name}.png`) });
      await context.close();
    }
  }
  await browser.close();
  console.log(`screenshots: ${out}`);
} finally {
  server.kill("SIGTERM");
  await newsroom.close();
  rmSync(dir, { recursive: true, force: true });
}
