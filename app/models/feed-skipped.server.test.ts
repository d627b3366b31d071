/*
 * What a feed's last read did not store (feeds.skipped_items, migration 0011): written with the
 * fetch record, read back per feed (`cli feeds`) and summed per newspaper (/periodicos).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { migrateTo, migrateToLatest } from "../db/migrations.server.js";
import type { Db } from "../db/schema.js";
import { registerSearchFunctions } from "../db/sqlite-functions.server.js";
import { listFeedStatuses, listNewspaperHealth, recordFeedFetch } from "./feed.server.js";
import { syncReferenceData } from "./reference.server.js";

const NOW = Date.UTC(2026, 10, 22, 15, 0);

describe("migration 0011_feed_skipped_items", () => {
  it("adds the column to a database of the previous version, keeping its feeds, which read as nothing skipped", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-skipped-"));
    try {
      const raw = new SQLite(join(dir, "old.db"));
      registerSearchFunctions(raw);
      const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) });
      await migrateTo(db, "0010_contact_form_tokens");
      const before = await sql<{ name: string }>`select name from pragma_table_info('feeds')`.execute(db);
      expect(before.rows.map((r) => r.name)).not.toContain("skipped_items");
      // Rows as the previous version wrote them (the reference sync of today's code writes tables
      // of later migrations, such as municipalities).
      await sql`insert into newspapers (id, slug, name, site_url, created_at) values (1, 'viejo', 'Viejo', 'https://viejo.invalid', 0)`.execute(
        db,
      );
      await sql`insert into feeds (id, newspaper_id, url, created_at) values (1, 1, 'https://viejo.invalid/rss', 0)`.execute(db);

      await migrateToLatest(db);
      const after = await sql<{ name: string }>`select name from pragma_table_info('feeds')`.execute(db);
      expect(after.rows.map((r) => r.name)).toContain("skipped_items");
      const statuses = await listFeedStatuses(db as unknown as Db);
      expect(statuses).toEqual([expect.objectContaining({ url: "https://viejo.invalid/rss", skipped: {} })]);
      await db.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("skipped items of a feed's last read", () => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase({ referenceData: false });
    await syncReferenceData(database.db, [
      {
        slug: "dos-fuentes",
        name: "Dos Fuentes",
        siteUrl: "https://dos.invalid",
        homeDepartment: null,
        feeds: [
          { url: "https://dos.invalid/a", category: null },
          { url: "https://dos.invalid/b", category: null },
        ],
      },
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  const feedIds = async () => (await database.db.selectFrom("feeds").select("id").orderBy("id").execute()).map((f) => f.id);
  const ok = (skipped?: Record<string, number>) => ({
    ok: true as const,
    at: NOW,
    nextFetchAt: NOW + 600_000,
    httpStatus: 200,
    minIntervalSeconds: null,
    skipped,
  });

  it("are kept per feed, replaced by the next read, and summed per newspaper", async () => {
    const [a, b] = (await feedIds()) as [number, number];
    await recordFeedFetch(database.db, a, ok({ "no-address": 2, duplicate: 1 }));
    await recordFeedFetch(database.db, b, ok({ "no-address": 1, truncated: 1 }));
    expect((await listFeedStatuses(database.db)).map((f) => f.skipped)).toEqual([
      { "no-address": 2, duplicate: 1 },
      { "no-address": 1, truncated: 1 },
    ]);
    expect((await listNewspaperHealth(database.db)).get("dos-fuentes")?.skipped).toEqual({ "no-address": 3, duplicate: 1, truncated: 1 });

    // A read that skipped nothing clears the counts; a failed read leaves them as they were.
    await recordFeedFetch(database.db, a, ok({}));
    await recordFeedFetch(database.db, b, {
      ok: false,
      at: NOW,
      nextFetchAt: NOW + 600_000,
      httpStatus: 500,
      error: "HTTP 500",
      minIntervalSeconds: null,
    });
    expect((await listFeedStatuses(database.db)).map((f) => f.skipped)).toEqual([{}, { "no-address": 1, truncated: 1 }]);
  });

  it("read an unreadable value as nothing skipped", async () => {
    const [a] = (await feedIds()) as [number];
    await database.db.updateTable("feeds").set({ skipped_items: "{no es json" }).where("id", "=", a).execute();
    expect((await listFeedStatuses(database.db))[0]?.skipped).toEqual({});
    expect((await listNewspaperHealth(database.db)).get("dos-fuentes")?.skipped).toEqual({});
  });
});
