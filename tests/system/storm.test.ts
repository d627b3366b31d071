/*
 * The search storm's short form (the full figure is `npm run bench -- storm`): a small generated
 * corpus, a server whose expensive-work gate is small (one search at a time, two waiting), and 40
 * clients each sending different 12-term OR searches from addresses of their own for a few
 * seconds while cached pages are read. What must hold is behaviour, not speed: no 500, every
 * answer a result or a 503 with Retry-After, the gate actually shedding, searches still answered,
 * cached pages answered all along, nothing logged as a failure. Latency and memory are printed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
// @ts-expect-error The benchmark support is plain JavaScript, without types.
import { runStorm } from "../../bench/support/storm.mjs";
import { runCli } from "../support/compiled-app.js";
import { figure } from "./support.js";

interface StormFigures {
  requests: number;
  statuses: Record<string, number>;
  resultsMs: { count: number; p50: number; p99: number };
  shedMs: { count: number; p50: number; p99: number };
  shedWithoutRetryAfter: number;
  cachedBaselineMs: { p99: number };
  cachedDuringMs: { count: number; p99: number };
  cachedStatuses: Record<string, number>;
  rssMiB: { ready: number; peak: number; growth: number };
  serverLog: string;
}

let dir: string;
let corpus: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rotativa-storm-test-"));
  corpus = join(dir, "corpus.db");
  await runCli(["generate-corpus", "--articles", "3000", "--database", corpus]);
}, 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("a storm of long searches gets results or fast 503s with Retry-After, never a 500, while cached pages keep being served", async () => {
  const storm = (await runStorm({
    corpus,
    connections: 40,
    terms: 12,
    seconds: 8,
    baselineSeconds: 3,
    env: { EXPENSIVE_CONCURRENCY: "1", EXPENSIVE_QUEUE: "2", EXPENSIVE_WAIT_MS: "300", LOG_LEVEL: "info" },
  })) as StormFigures;
  figure(
    `storm: ${storm.requests} searches at 40 connections: ${JSON.stringify(storm.statuses)}; results p50 ${storm.resultsMs.p50} ms, p99 ${storm.resultsMs.p99} ms; ` +
      `503 p50 ${storm.shedMs.p50} ms, p99 ${storm.shedMs.p99} ms; cached pages p99 ${storm.cachedBaselineMs.p99} ms alone, ${storm.cachedDuringMs.p99} ms during; RSS ${storm.rssMiB.ready}→${storm.rssMiB.peak} MiB`,
  );
  // Only results and refusals: no 500, no dropped connection.
  expect(Object.keys(storm.statuses).sort()).toEqual(["200", "503"]);
  expect(storm.shedWithoutRetryAfter).toBe(0);
  // The gate did shed, and searches were still answered through it.
  expect(storm.shedMs.count).toBeGreaterThan(0);
  expect(storm.resultsMs.count).toBeGreaterThan(0);
  // Cached pages were served during the storm, every one of them.
  expect(storm.cachedDuringMs.count).toBeGreaterThan(0);
  expect(Object.keys(storm.cachedStatuses)).toEqual(["200"]);
  // Overload is not a failure: nothing logged at error level.
  expect(storm.serverLog).not.toMatch(/"level":(50|60)/);
}, 300_000);
