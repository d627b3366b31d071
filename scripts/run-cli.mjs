// `npm run cli -- <command>`: compile server.ts/cli.ts when stale (progress on stderr, so stdout
// stays the command's own output), then run the compiled CLI.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isStale, root } from "./build-state.mjs";

if (isStale(["dist/cli.js"])) {
  const result = spawnSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.server.json"], {
    cwd: root,
    stdio: ["ignore", process.stderr, process.stderr],
  });
  if (result.status !== 0) {
    console.error("rotativa: could not compile the CLI (see above)");
    process.exit(1);
  }
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(join(root, "dist", "cli.js")).href);
