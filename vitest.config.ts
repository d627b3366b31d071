import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests sit beside the code; Playwright's end-to-end specs under tests/e2e are not for vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
