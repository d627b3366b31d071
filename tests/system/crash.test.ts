/*
 * Crash safety: the ingestion worker (`cli worker`, compiled) reads the simulated newsroom (a
 * fifth of its feeds misbehaving) and is killed with SIGKILL at a random moment, round after
 * round — during its start, its reference-data sync, its fetches and its writes. After every
 * kill: SQLite's integrity check passes, the search index matches the articles, and every feed
 * batch is all-or-nothing (each feed's ledger of stored items equals its articles).
 * CRASH_ROUNDS (default 20) and CRASH_SEED replay a run.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../app/db/database.server.js";
import { checkStore } from "../../app/models/integrity.server.js";
import { ROOT, runCli } from "../support/compiled-app.js";
import { batchLedgerMismatches, type NewsroomProcess, seededRandom, startNewsroomProcess, figure } from "./support.js";

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
/**
 * Where kills land: in one round out of five, at any time during the worker's start and its
 * reference-data sync (a transaction too: within 900 ms of the spawn); otherwise while it fetches
 * and writes feed batches: once a random share of the round's feeds has been stored, and a
 * random few milliseconds more, so that the kill falls inside the writes that follow. Chosen by
 * progress, not by time after the start, so that a slow machine moves the kills later instead of
 * missing the writes.
 */
const STARTUP_KILL_MS = 900;
const WRITE_KILL_MS = 100;

let dir: string;
let database: string;
let newsroom: NewsroomProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rotativa-crash-"));
  database = join(dir, "crash.db");
  // A hundred items per feed and four hours of news per round: long batches, so that kills land
  // inside writes often (a batch split in two commits is caught within a few rounds).
  newsroom = await startNewsroomProcess(dir, { items: 100 });
  await runCli(["migrate", "--database", database]);
});

afterAll(async () => {
  await newsroom?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Makes every feed due again (what the worker would reach after a while), outside any worker. A
 * while is also long enough for the leases of the feeds a killed worker had claimed to end
 * (claimDueFeeds: 10 minutes), so they are cleared too.
 */
function makeFeedsDue(): void {
  const db = new Database(database);
  try {
    db.prepare("update feeds set next_fetch_at = 0, lease_until = null where enabled = 1").run();
  } finally {
    db.close();
  }
}

/** Feeds whose fetch was recorded since `since`, and the enabled ones. */
function feedProgress(since: number): { recorded: number; enabled: number } {
  const db = new Database(database, { readonly: true });
  try {
    const row = db.prepare("select sum(last_fetched_at >= ?) as recorded, count(*) as enabled from feeds where enabled = 1").get(since) as {
      recorded: number | null;
      enabled: number;
    };
    return { recorded: row.recorded ?? 0, enabled: row.enabled };
  } finally {
    db.close();
  }
}

it(`survives ${ROUNDS} SIGKILLs of the ingesting worker with an intact store`, async () => {
  const random = seededRandom(SEED);
  const failures: string[] = [];
  let midIngestion = 0;
  let articles = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    makeFeedsDue();
    // Newer items in every feed: each fetch has a batch to write.
    await newsroom.advance(240);
    const startedAt = Date.now();
    const worker = spawn(process.execPath, [join(ROOT, "dist", "cli.js"), "worker", "--database", database], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "info",
        SOURCES_FILE: newsroom.sourcesFile,
        FEEDS_ALLOW_PRIVATE: "1",
        INGEST_CONCURRENCY: "16",
        INGEST_PER_HOST: "8",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    const schedulerStarted = new Promise<void>((resolve) => {
      createInterface({ input: worker.stderr }).on("line", (line) => {
        if (line.includes('"ingestion scheduler started"')) resolve();
      });
    });
    const duringStartup = random() < 0.2;
    let gone = false;
    void exited.then(() => (gone = true));
    if (!duringStartup) {
      await Promise.race([schedulerStarted, exited]);
      // Some of the round's feeds stored, not all: between one and seven in ten of them (the
      // misbehaving ones, a hanging feed among them, may be recorded last or not at all). Waiting
      // gives up after a minute: that round's kill then lands wherever the worker is.
      const { enabled } = feedProgress(startedAt);
      const target = 1 + Math.floor(random() * Math.max(1, Math.floor(enabled * 0.7)));
      const giveUpAt = Date.now() + 60_000;
      while (!gone && Date.now() < giveUpAt && feedProgress(startedAt).recorded < target)
        await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const delay = random() * (duringStartup ? STARTUP_KILL_MS : WRITE_KILL_MS);
    await new Promise((resolve) => setTimeout(resolve, delay));
    worker.kill("SIGKILL");
    await exited;

    // The next process to open the file recovers it from the WAL, as a restarted worker would.
    const opened = await openDatabase(database);
    try {
      const check = await checkStore(opened.db);
      if (!check.ok)
        failures.push(
          `round ${round} (kill ${Math.round(delay)} ms after ${duringStartup ? "spawn" : "its share of feeds was stored"}): ${check.problems.join("; ")}`,
        );
      articles = check.counts.articles;
    } finally {
      await opened.close();
    }
    const halves = batchLedgerMismatches(database);
    if (halves.length > 0) failures.push(`round ${round}: batches cut in half: ${JSON.stringify(halves.slice(0, 3))}`);
    const progress = feedProgress(startedAt);
    // Killed after some feeds of this round were stored and before all of them were: mid-ingestion.
    if (progress.recorded > 0 && progress.recorded < progress.enabled) midIngestion += 1;
  }
  figure(
    `crash: ${ROUNDS} SIGKILL rounds (seed ${SEED}), ${midIngestion} in the middle of an ingestion cycle, ${articles} articles stored; ${failures.length} failed checks`,
  );
  expect(failures).toEqual([]);
  expect(articles).toBeGreaterThan(0);
  // The kills really landed while batches were being written, not only before or after.
  expect(midIngestion).toBeGreaterThanOrEqual(Math.ceil(ROUNDS / 5));
});
