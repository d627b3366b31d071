import { defineConfig } from "@playwright/test";
import { findChromium } from "./scripts/system-packages.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3199);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * End-to-end tests against the production build served by the compiled server.ts, in the
 * system's Chromium (nothing is downloaded). Two workers (E2E_WORKERS to change it): a test spends
 * most of its time waiting for the browser and the server, so two files at a time finish the suite
 * in about three quarters of the time on a two-core machine (765 → 586 s in one measurement, with
 * the machine loaded by other work). Files run whole in one worker. The one spec that adds articles
 * to the shared server's database (reading.spec.ts: three late arrivals in the paging newspaper)
 * may do so while paging.spec.ts walks that newspaper, which allows for them.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "es-CO",
    timezoneId: "America/Bogota",
    launchOptions: {
      // The system's Chromium (npm run test:e2e installs it first when the machine lacks one).
      executablePath: findChromium() ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    command: "node tests/support/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT) },
  },
});
