import { defineConfig } from "@playwright/test";
import { findChromium } from "./scripts/system-packages.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3199);

/**
 * End-to-end tests against the production build served by the compiled server.ts, in the
 * system's Chromium (nothing is downloaded). One worker: the machine has two cores and the
 * server needs one of them.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
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
