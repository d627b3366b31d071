import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { recordFeedFetch } from "../models/feed.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { ALERTS_EXIT_CODE, describeSkipped, failingFeedsCommand, feedsCommand } from "./feeds.server.js";

const NOW = Date.UTC(2026, 10, 22, 15, 0);

function capture() {
  const stdout = new PassThrough();
  let text = "";
  stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  return { io: { stdin: new PassThrough(), stdout, stderr: new PassThrough() }, text: () => text };
}

describe("cli feeds", () => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase({ referenceData: false });
    await syncReferenceData(database.db, [
      {
        slug: "la-fuente",
        name: "La Fuente",
        siteUrl: "https://fuente.invalid",
        homeDepartment: null,
        feeds: [
          { url: "https://fuente.invalid/a.xml", category: null },
          { url: "https://fuente.invalid/b.xml", category: null },
        ],
      },
    ]);
    const [a, b] = (await database.db.selectFrom("feeds").select("id").orderBy("id").execute()).map((f) => f.id) as [number, number];
    await recordFeedFetch(database.db, a, {
      ok: true,
      at: NOW - 60_000,
      nextFetchAt: NOW,
      httpStatus: 200,
      minIntervalSeconds: null,
      skipped: { "no-address": 3, duplicate: 1 },
    });
    await recordFeedFetch(database.db, b, {
      ok: true,
      at: NOW - 60_000,
      nextFetchAt: NOW,
      httpStatus: 200,
      minIntervalSeconds: null,
      skipped: {},
    });
  });
  afterEach(async () => {
    await database.close();
  });

  it("shows what each feed's last read did not store, by reason, in its own column", async () => {
    const out = capture();
    await feedsCommand(out.io, database.db, { json: false, now: NOW });
    const [header, first, second] = out.text().trimEnd().split("\n");
    expect(header).toMatch(/^ID\s+NEWSPAPER\s+URL\s+STATUS\s+LAST SUCCESS\s+ARTICLES\s+SKIPPED \(LAST READ\)\s+LAST ERROR$/);
    expect(first).toMatch(/a\.xml\s+ok\s+1 min ago\s+0\s+3 no-address, 1 duplicate$/);
    expect(second).toMatch(/b\.xml\s+ok\s+1 min ago\s+0\s+-$/);
  });

  it("prints the counts as an object in JSON Lines", async () => {
    const out = capture();
    await feedsCommand(out.io, database.db, { json: true, now: NOW });
    const lines = out
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { url: string; skipped: Record<string, number> });
    expect(lines.map((l) => [l.url, l.skipped])).toEqual([
      ["https://fuente.invalid/a.xml", { "no-address": 3, duplicate: 1 }],
      ["https://fuente.invalid/b.xml", {}],
    ]);
  });

  it("orders reasons by count, then by name", () => {
    expect(describeSkipped({ duplicate: 1, "no-address": 3, "no-text": 1, truncated: 0 })).toBe("3 no-address, 1 duplicate, 1 no-text");
  });

  it("--failing lists what is in alert and exits non-zero when anything is, zero when nothing is", async () => {
    const HOUR = 3_600_000;
    const [a, b] = (await database.db.selectFrom("feeds").select("id").orderBy("id").execute()).map((f) => f.id) as [number, number];
    // Neither feed has brought an article yet, but both are younger than the threshold: nothing to say.
    await database.db
      .updateTable("feeds")
      .set({ created_at: NOW - HOUR })
      .execute();
    const none = capture();
    expect(await failingFeedsCommand(none.io, database.db, { json: false, afterMs: 6 * HOUR, now: NOW })).toBe(0);
    expect(none.text()).toBe("No feed or newspaper in alert.\n");

    await recordFeedFetch(database.db, a, {
      ok: false,
      at: NOW - 7 * HOUR,
      nextFetchAt: NOW,
      httpStatus: 404,
      error: "http-status (HTTP 404): Not Found",
      minIntervalSeconds: null,
    });
    const table = capture();
    expect(await failingFeedsCommand(table.io, database.db, { json: false, afterMs: 6 * HOUR, now: NOW })).toBe(ALERTS_EXIT_CODE);
    const [header, row, ...rest] = table.text().trimEnd().split("\n");
    expect(header).toMatch(/^KIND\s+STATE\s+SINCE\s+WHAT\s+WHY$/);
    expect(row).toMatch(
      /^feed\s+failing\s+7 h ago\s+La Fuente: https:\/\/fuente\.invalid\/a\.xml\s+falla: http-status \(HTTP 404\): Not Found$/,
    );
    expect(rest).toEqual([]);

    // b too (older than the threshold, read well, never an article): the newspaper has vanished.
    await database.db
      .updateTable("feeds")
      .set({ created_at: NOW - 8 * HOUR })
      .where("id", "=", b)
      .execute();
    const json = capture();
    expect(await failingFeedsCommand(json.io, database.db, { json: true, afterMs: 6 * HOUR, now: NOW })).toBe(ALERTS_EXIT_CODE);
    const alerts = json
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { subject: string; state: string });
    expect(alerts.map((alert) => [alert.subject, alert.state])).toEqual([
      [`feed:${a}`, "failing"],
      [`feed:${b}`, "silent"],
      ["newspaper:la-fuente", "failing"],
    ]);
  });
});
