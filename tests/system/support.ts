/*
 * Shared by the system tests: the newsroom as a process, a seeded random source, the store's
 * invariants read straight from the file, and a process's resident memory.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface, type Interface } from "node:readline";
import Database from "better-sqlite3";
import { ROOT } from "../support/compiled-app.js";

/** A newsroom process and what it serves. */
export interface NewsroomProcess {
  url: string;
  /** A sources file listing its newspapers and feeds. */
  sourcesFile: string;
  feeds: number;
  /** Moves the newsroom's clock on, so that its feeds carry newer items. */
  advance(minutes: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts tests/support/newsroom-process.mjs and writes its sources into `dir`. */
export async function startNewsroomProcess(dir: string, options: { calm?: boolean; items?: number } = {}): Promise<NewsroomProcess> {
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "tests", "support", "newsroom-process.mjs")], {
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEWSROOM_CALM: options.calm ? "1" : "0", NEWSROOM_ITEMS: String(options.items ?? 30) },
  });
  const lines: Interface = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the newsroom exited with ${code}`)));
  });
  const { url, sources } = JSON.parse(first) as { url: string; sources: { feeds: unknown[] }[] };
  const sourcesFile = join(dir, "sources.json");
  writeFileSync(sourcesFile, JSON.stringify({ newspapers: sources }));
  return {
    url,
    sourcesFile,
    feeds: sources.reduce((sum, paper) => sum + paper.feeds.length, 0),
    advance: (minutes) =>
      new Promise<void>((resolve) => {
        lines.once("line", () => resolve());
        child.stdin?.write(`advance ${minutes}\n`);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A small seeded generator (mulberry32), so that a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Feeds whose articles do not match their ledger: each batch adds its new articles and
 * `items_stored` in one transaction, so any difference means a batch was cut in half.
 */
export function batchLedgerMismatches(databasePath: string): { feed: number; ledger: number; stored: number }[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db
      .prepare(
        `select f.id as feed, f.items_stored as ledger, (select count(*) from articles a where a.feed_id = f.id) as stored
         from feeds f where f.items_stored != (select count(*) from articles a where a.feed_id = f.id)`,
      )
      .all() as { feed: number; ledger: number; stored: number }[];
  } finally {
    db.close();
  }
}

/** Resident memory of a process, bytes (Linux /proc). */
export function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** Prints a figure of the run (the suite's output shows it; the closing note quotes them). */
export function figure(line: string): void {
  process.stdout.write(`${line}\n`);
}
