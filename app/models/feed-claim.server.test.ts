import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSharedTestDatabases, testBackend } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { claimDueFeeds, FEED_LEASE_MS, nextDueTime, recordFeedFetch, releaseFeeds } from "./feed.server.js";

/*
 * Several workers on one database share the due feeds (runs on SQLite, and on PostgreSQL in the
 * PostgreSQL pass): two handles stand for two worker processes.
 */
let shared: Awaited<ReturnType<typeof createSharedTestDatabases>>;
let first: OpenDatabase;
let second: OpenDatabase;
const NOW = Date.UTC(2025, 5, 15, 12);

beforeEach(async () => {
  shared = await createSharedTestDatabases();
  ({ first, second } = shared);
  await first.db
    .updateTable("feeds")
    .set({ next_fetch_at: NOW - 1000, lease_until: null })
    .execute();
});

afterEach(async () => {
  await shared.close();
});

async function sequentially<T>(runs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  for (const run of runs) results.push(await run());
  return results;
}

async function enabledFeeds(): Promise<number> {
  const rows = await first.db.selectFrom("feeds").select("id").where("enabled", "=", 1).execute();
  return rows.length;
}

describe("claimDueFeeds", () => {
  it("gives concurrent claims disjoint feeds that together cover every due feed", async () => {
    const total = await enabledFeeds();
    expect(total).toBeGreaterThan(10);
    const half = Math.ceil(total / 2);
    const claim = (handle: OpenDatabase) => () => claimDueFeeds(handle.db, { now: NOW, limit: half });
    const runs = [claim(first), claim(second), claim(first), claim(second)];
    // At once on PostgreSQL. Two SQLite connections in one thread cannot wait for each other (the
    // second's busy wait blocks the thread the first needs to commit): there they take turns, as
    // their BEGIN IMMEDIATE makes separate processes do.
    const claims = testBackend === "postgres" ? await Promise.all(runs.map((run) => run())) : await sequentially(runs);
    const ids = claims.flat().map((feed) => feed.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(total);
    // Nothing is left to claim until the leases end or the fetches are recorded.
    expect(await claimDueFeeds(second.db, { now: NOW + 1000, limit: 1000 })).toEqual([]);
  });

  it("takes a feed again once its lease has ended (a crashed worker), or at once when it was released", async () => {
    const [feed] = await claimDueFeeds(first.db, { now: NOW, limit: 1 });
    expect(feed).toBeDefined();
    const id = feed?.id as number;
    const others = await claimDueFeeds(second.db, { now: NOW + FEED_LEASE_MS / 2, limit: 1000 });
    expect(others.map((f) => f.id)).not.toContain(id);
    expect((await claimDueFeeds(second.db, { now: NOW + FEED_LEASE_MS + 1, limit: 1000 })).map((f) => f.id)).toEqual([id]);
    await releaseFeeds(second.db, [id]);
    expect((await claimDueFeeds(first.db, { now: NOW + FEED_LEASE_MS + 2, limit: 1000 })).map((f) => f.id)).toEqual([id]);
  });

  it("ends the lease when the fetch is recorded, and the feed is due again only at its next fetch time", async () => {
    const [feed] = await claimDueFeeds(first.db, { now: NOW, limit: 1 });
    const id = feed?.id as number;
    await recordFeedFetch(first.db, id, { ok: true, at: NOW + 10, nextFetchAt: NOW + 600_000, httpStatus: 200, minIntervalSeconds: null });
    const row = await second.db.selectFrom("feeds").select(["lease_until", "next_fetch_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.lease_until).toBeNull();
    const everyOther = await claimDueFeeds(second.db, { now: NOW + 20, limit: 1000 });
    expect(everyOther.map((f) => f.id)).not.toContain(id);
    // With every feed claimed or fetched, the worker sleeps until the earliest lease or next fetch.
    expect(await nextDueTime(second.db, [], NOW + 20)).toBe(Math.min(NOW + 600_000, NOW + 20 + FEED_LEASE_MS));
  });
});
