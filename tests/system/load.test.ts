/*
 * The load run's short form (the full one is `npm run bench -- load`): 10 s of mixed traffic at
 * 50 connections while the server ingests the newsroom with misbehaving feeds. No request may
 * fail; latency and memory are printed, not asserted (wall-clock figures on a shared machine
 * are benchmark material, bench/load.bench.mjs).
 */
import { expect, it } from "vitest";
// @ts-expect-error The benchmark support is plain JavaScript, without types.
import { runLoad } from "../../bench/support/load.mjs";
import { figure } from "./support.js";

interface Phase {
  requests: number;
  errors: number;
  failures: { connection: number; timeouts: number; status: number };
  statuses: Record<string, number>;
  latencyMs: { p50: number; p99: number };
  memoryGrowthLastHalfPercent: number;
  rssMiB: { middle: number; end: number };
}

it("10 s of mixed traffic during ingestion: no errors", async () => {
  const [phase] = (await runLoad({
    connections: 50,
    warmupSeconds: 3,
    phases: [{ name: "short", durationSeconds: 10 }],
    // What is measured here is that nothing fails, not the overload policy: on a machine busy with
    // other work the default 500 ms expected wait sheds searches with 503 (tests/system/storm.test.ts
    // is where shedding is tested), and a burst of searches can fill the default queue of 16.
    serverEnv: { EXPENSIVE_WAIT_MS: "20000", EXPENSIVE_QUEUE: "1000" },
    // Nor is it a latency limit: the client waits as long as a queued search may (the bench's
    // 10 s would turn a slow machine into failures; latency is printed, not asserted).
    requestTimeoutSeconds: 60,
  })) as Phase[];
  if (!phase) throw new Error("no figures");
  figure(
    `load: ${phase.requests} requests in 10 s at 50 connections, ${phase.errors} errors (${phase.failures.connection} broken connections, ${phase.failures.timeouts} timeouts, ${phase.failures.status} error statuses; statuses ${JSON.stringify(phase.statuses)}); p50 ${phase.latencyMs.p50} ms, p99 ${phase.latencyMs.p99} ms; RSS ${phase.rssMiB.middle}→${phase.rssMiB.end} MiB over the last half (${phase.memoryGrowthLastHalfPercent}%)`,
  );
  expect(phase.errors).toBe(0);
  expect(Object.keys(phase.statuses)).toEqual(["200"]);
  expect(phase.requests).toBeGreaterThan(100);
});
