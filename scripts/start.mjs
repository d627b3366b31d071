// `npm start`: build when the build is missing or stale, then run the compiled server in
// production mode (never through tsx: production runs the JavaScript it ships).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isStale, root } from "./build-state.mjs";

if (isStale(["build/index.js", "dist/server.js"])) {
  console.error("Rotativa: building (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = "production";
await import(pathToFileURL(join(root, "dist", "server.js")).href);
