import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { recordFeedFetch } from "../models/feed.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { describeSkipped, feedsCommand } from "./feeds.server.js";

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
});
