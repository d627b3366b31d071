// `npm run demo`: the offline demo. Starts the simulated newsroom (invented Colombian newspapers
// publishing every minute, plus feeds that misbehave) on loopback, then the real site pointed at
// it with ingestion on, so that what the pages show went through the real pipeline.
// Its own database (./data/demo.db) and sources file (./data/demo/sources.json) keep the demo apart
// from a real installation. Settings: NEWSROOM_PORT (4590), NEWSROOM_SEED, NEWSROOM_CALM=1 (no
// misbehaving feeds), plus the site's own (PORT, DATABASE_PATH, LOG_LEVEL…).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isStale, root } from "./build-state.mjs";

if (isStale(["build/index.js", "dist/server.js", "dist/tools/newsroom/newsroom.server.js"])) {
  console.error("Rotativa demo: building…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { startNewsroom } = await import(pathToFileURL(join(root, "dist", "tools", "newsroom", "newsroom.server.js")).href);
// WebSub on loopback (WEBSUB=off to watch polling alone): the newsroom's feeds advertise a local
// hub, which pushes each new minute's news to the site.
const websub = process.env.WEBSUB !== "off";
const { startLocalHub } = await import(pathToFileURL(join(root, "dist", "tools", "newsroom", "hub.server.js")).href);
const hub = websub ? await startLocalHub({ leaseSeconds: 3600 }) : undefined;
const newsroom = await startNewsroom({
  hub,
  port: Number(process.env.NEWSROOM_PORT ?? 4590),
  seed: process.env.NEWSROOM_SEED ? Number(process.env.NEWSROOM_SEED) : undefined,
  misbehaving: process.env.NEWSROOM_CALM !== "1",
});

const dataDir = join(root, "data", "demo");
mkdirSync(dataDir, { recursive: true });
const sourcesFile = join(dataDir, "sources.json");
const note = `Written by npm run demo: the simulated newsroom at ${newsroom.url} (invented newspapers).`;
writeFileSync(sourcesFile, `${JSON.stringify({ note, newspapers: newsroom.sources }, null, 2)}\n`);

const port = process.env.PORT ?? "3000";
console.error(
  `Rotativa demo: redacción simulada en ${newsroom.url}/ (${newsroom.sources.length} periódicos, ` +
    `${newsroom.feeds.filter((feed) => feed.listed).length} feeds); sitio en http://localhost:${port}`,
);

Object.assign(process.env, {
  NODE_ENV: "production",
  DATABASE_PATH: process.env.DATABASE_PATH ?? join(root, "data", "demo.db"),
  SOURCES_FILE: sourcesFile,
  // The newsroom is on loopback, which the feed reader refuses unless told otherwise.
  FEEDS_ALLOW_PRIVATE: "1",
  INGEST: "on",
  WEBSUB: websub ? "on" : "off",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void Promise.all([newsroom.close(), hub?.close()]));
await import(pathToFileURL(join(root, "dist", "server.js")).href);
