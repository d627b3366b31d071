// The simulated newsroom (tools/newsroom/newsroom.server.ts, compiled) as a process of its own, so that
// generating and compressing feeds does not compete with the test that drives it. Prints one
// JSON line {"url","sources"} once listening. Its clock runs from the real one plus an offset
// that the parent moves on by writing "advance <minutes>" lines to stdin (answered "ok").
// Options from the environment: NEWSROOM_CALM=1 (no misbehaving feeds), NEWSROOM_ITEMS (items per feed).
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { ROOT } from "./paths.mjs";

const { startNewsroom } = await import(pathToFileURL(join(ROOT, "dist", "tools", "newsroom", "newsroom.server.js")).href);
let offset = 0;
const newsroom = await startNewsroom({
  now: () => Date.now() + offset,
  misbehaving: process.env.NEWSROOM_CALM !== "1",
  itemsPerFeed: Number(process.env.NEWSROOM_ITEMS ?? 30),
  slowDelayMs: 1_000,
});
process.stdout.write(`${JSON.stringify({ url: newsroom.url, sources: newsroom.sources })}\n`);
createInterface({ input: process.stdin }).on("line", (line) => {
  const [command, value] = line.trim().split(/\s+/);
  if (command === "advance") {
    offset += Number(value) * 60_000;
    process.stdout.write("ok\n");
  }
});
process.stdin.on("end", () => void newsroom.close().then(() => process.exit(0)));
process.on("SIGTERM", () => void newsroom.close().then(() => process.exit(0)));
