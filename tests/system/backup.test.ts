/*
 * Backups taken while the server ingests: `cli backup` runs again and again, from its own
 * process, while the web process stores the newsroom's feeds. Each backup restores (`cli
 * restore`, into a new file) to a database that passes every check, whose counts are those the
 * backup reported, and whose batches are whole — including backups taken in the middle of the
 * ingestion cycle.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../app/db/database.server.js";
import { checkStore } from "../../app/models/integrity.server.js";
import { runCli, type ServerProcess, startServer, stopProcess } from "../support/compiled-app.js";
import { batchLedgerMismatches, type NewsroomProcess, startNewsroomProcess, figure } from "./support.js";

let dir: string;
let newsroom: NewsroomProcess;
let server: ServerProcess | null = null;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rotativa-backup-"));
  newsroom = await startNewsroomProcess(dir, { items: 100 });
});
afterAll(async () => {
  if (server) await stopProcess(server, "SIGKILL");
  await newsroom?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it("backups taken during ingestion restore whole, checked and counted", async () => {
  const database = join(dir, "vivo.db");
  server = await startServer({
    database,
    env: { INGEST: "on", FEEDS_ALLOW_PRIVATE: "1", SOURCES_FILE: newsroom.sourcesFile, INGEST_CONCURRENCY: "16", INGEST_PER_HOST: "8" },
  });
  const backups: { file: string; articles: number }[] = [];
  const started = Date.now();
  // Until ingestion has stored at least two backups' worth of progress, or 20 s.
  for (let i = 0; Date.now() - started < 20_000; i++) {
    const file = join(dir, `copia-${i}.db`);
    const output = JSON.parse(await runCli(["backup", file, "--database", database])) as { backup: string; counts: { articles: number } };
    expect(output.backup).toBe(file);
    backups.push({ file, articles: output.counts.articles });
    const distinct = new Set(backups.map((backup) => backup.articles).filter((n) => n > 0));
    if (distinct.size >= 3) break;
  }
  await stopProcess(server, "SIGTERM");
  server = null;
  const final = await openDatabase(database);
  const finalArticles = (await checkStore(final.db)).counts.articles;
  await final.close();

  // Taken mid-ingestion: some articles stored, not all of them.
  const midway = backups.filter((backup) => backup.articles > 0 && backup.articles < finalArticles);
  expect(midway.length).toBeGreaterThanOrEqual(1);
  for (const [index, backup] of backups.entries()) {
    const target = join(dir, `restaurada-${index}.db`);
    const restored = JSON.parse(await runCli(["restore", backup.file, "--database", target])) as {
      restored: string;
      counts: { articles: number; searchRows: number };
    };
    expect(restored.restored).toBe(target);
    expect(restored.counts.articles).toBe(backup.articles);
    expect(restored.counts.searchRows).toBe(backup.articles);
    const check = JSON.parse(await runCli(["check", "--database", target])) as { ok: boolean; problems: string[] };
    expect(check).toMatchObject({ ok: true, problems: [] });
    expect(batchLedgerMismatches(target)).toEqual([]);
  }
  // The file the backups were taken from is untouched, and no partial copy was left behind.
  expect(backups.every((backup) => !existsSync(`${backup.file}-wal`))).toBe(true);
  figure(
    `backup: ${backups.length} backups during ingestion (${midway.length} mid-cycle: ${midway.map((b) => b.articles).join(", ")} of ${finalArticles} articles), each restored and checked`,
  );
});
