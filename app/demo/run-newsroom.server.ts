/*
 * Runs the simulated newsroom for the offline demo: `npx tsx app/demo/run-newsroom.server.ts`.
 * Environment: NEWSROOM_PORT (default 4590), NEWSROOM_SEED, NEWSROOM_CALM=1 to leave out the
 * misbehaving feeds. It listens on 127.0.0.1 only; the sources file is served at /sources.json.
 */
import { startNewsroom } from "./newsroom.server.js";

const newsroom = await startNewsroom({
  port: Number(process.env.NEWSROOM_PORT ?? 4590),
  seed: process.env.NEWSROOM_SEED ? Number(process.env.NEWSROOM_SEED) : undefined,
  misbehaving: process.env.NEWSROOM_CALM !== "1",
});

process.stdout.write(
  `Redacción simulada en ${newsroom.url}/ (${newsroom.sources.length} periódicos, ${newsroom.feeds.length} feeds)\n` +
    `Fuentes: ${newsroom.url}/sources.json\n`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void newsroom.close().then(() => process.exit(0));
  });
}
