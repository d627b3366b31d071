import { defineConfig } from "vitest/config";

/*
 * System tests (tests/system/): the compiled app as real processes — killed, shut down, loaded,
 * fuzzed, backed up. Run by `npm run test:system` (part of `npm test`, after the end-to-end tests
 * have built the app; it builds by itself when the build is stale). One file at a time: each
 * wants the machine's two cores.
 */
export default defineConfig({
  test: {
    include: ["tests/system/**/*.test.ts"],
    // Written for PostgreSQL: run by the PostgreSQL pass (vitest.pg.config.ts).
    exclude: ["tests/system/**/*.pg.test.ts"],
    environment: "node",
    globalSetup: ["tests/system/build.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 90_000,
  },
});
