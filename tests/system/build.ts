import { spawnSync } from "node:child_process";
// @ts-expect-error A plain ES module of the build scripts, without types.
import { isStale, root } from "../../scripts/build-state.mjs";

/** Builds the app when dist/ or build/ are missing or older than the sources (a lone `npm run test:system`). */
export default function setup(): void {
  if (!isStale(["build/index.js", "dist/server.js", "dist/cli.js", "dist/tools/newsroom/newsroom.server.js"])) return;
  // A production build whatever the runner set (vitest sets NODE_ENV=test: React would be its development build).
  const built = spawnSync("npm", ["run", "build"], {
    cwd: root as string,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (built.status !== 0) throw new Error("npm run build failed");
}
