import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSharedTestDatabases } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { createDatabaseRateLimiter, createMemoryRateLimiter } from "./rate-limit.server.js";

/* The database-backed limiter (PostgreSQL instances share it; it runs on SQLite too). */
let shared: Awaited<ReturnType<typeof createSharedTestDatabases>>;
let first: OpenDatabase;
let second: OpenDatabase;
let now = Date.UTC(2025, 5, 15, 12);
const clock = () => now;

beforeEach(async () => {
  shared = await createSharedTestDatabases({ referenceData: false });
  ({ first, second } = shared);
  now = Date.UTC(2025, 5, 15, 12);
});
afterEach(async () => {
  await shared.close();
});

describe("createDatabaseRateLimiter", () => {
  it("counts one client's events across instances, refuses past the limit with the seconds to wait, and opens a new window after", async () => {
    const options = { points: 3, durationSeconds: 60, keyPrefix: "busqueda", now: clock };
    const instanceA = createDatabaseRateLimiter(first.db, options);
    const instanceB = createDatabaseRateLimiter(second.db, options);
    expect(await instanceA.consume("10.0.0.1")).toEqual({ allowed: true });
    expect(await instanceB.consume("10.0.0.1")).toEqual({ allowed: true });
    now += 20_000;
    expect(await instanceA.consume("10.0.0.1")).toEqual({ allowed: true });
    expect(await instanceB.consume("10.0.0.1")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Another client, and the same client under another limiter, count apart.
    expect(await instanceB.consume("10.0.0.2")).toEqual({ allowed: true });
    expect(await createDatabaseRateLimiter(second.db, { ...options, keyPrefix: "contacto" }).consume("10.0.0.1")).toEqual({
      allowed: true,
    });
    now += 40_000;
    expect(await instanceA.consume("10.0.0.1")).toEqual({ allowed: true });
  });

  it("counts an expensive event as several, and never one past the whole allowance", async () => {
    const options = { points: 10, durationSeconds: 60, keyPrefix: "busqueda", now: clock };
    for (const limiter of [createDatabaseRateLimiter(first.db, options), createMemoryRateLimiter(options)]) {
      expect(await limiter.consume("10.0.0.9", 7)).toEqual({ allowed: true });
      expect(await limiter.consume("10.0.0.9", 3)).toEqual({ allowed: true });
      expect((await limiter.consume("10.0.0.9")).allowed).toBe(false);
      // An event dearer than the whole allowance still fits alone (it weighs the allowance).
      expect(await limiter.consume("10.0.0.10", 50)).toEqual({ allowed: true });
      expect((await limiter.consume("10.0.0.10", 1)).allowed).toBe(false);
    }
  });

  it("never lets concurrent events past the limit", async () => {
    const options = { points: 5, durationSeconds: 60, keyPrefix: "contacto", now: clock };
    const limiters = [createDatabaseRateLimiter(first.db, options), createDatabaseRateLimiter(second.db, options)];
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (limiters[i % 2] as (typeof limiters)[number]).consume("10.0.0.9")),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it("prunes ended windows as it goes", async () => {
    const limiter = createDatabaseRateLimiter(first.db, { points: 1, durationSeconds: 1, keyPrefix: "x", now: clock });
    for (let i = 0; i < 600; i += 1) {
      await limiter.consume(`client-${i}`);
      now += 10;
    }
    const { count } = await first.db
      .selectFrom("rate_limits")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeLessThan(600);
  });
});
