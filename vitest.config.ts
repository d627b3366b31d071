import { defineConfig } from "vitest/config";

// Unit tests sit beside the code; Playwright's end-to-end specs under tests/e2e are not for vitest.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "tools/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "tests/lint/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    // *.pg.test.ts compare or need PostgreSQL: the PostgreSQL pass runs them (vitest.pg.config.ts).
    exclude: ["**/node_modules/**", "**/*.pg.test.ts"],
    environment: "node",
    // Test files share their worker's module graph instead of importing everything again each: a
    // third of the time (100 s instead of 310 s on two cores). Safe because app/ keeps no module
    // state (tests/lint/module-state.test.ts) and tests that change globals restore them.
    isolate: false,
  },
});
