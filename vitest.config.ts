import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests sit beside the code; Playwright's end-to-end specs under tests/e2e are not for vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts", "scripts/**/*.test.ts"],
    // *.pg.test.ts compare or need PostgreSQL: the PostgreSQL pass runs them (vitest.pg.config.ts).
    exclude: ["**/node_modules/**", "**/*.pg.test.ts"],
    environment: "node",
  },
});
