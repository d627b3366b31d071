/*
 * The feed-reading conformance suite: one fixture per behaviour (tests/fixtures/feeds/conformance,
 * expectations in expected.jsonl), taken from the RSS 2.0, RSS 1.0, Atom (RFC 4287) and JSON Feed
 * specifications and from real feeds' quirks, checked on the JSON `cli parse-feed` prints. The
 * shipped command runs a sample of the cases in tests/e2e/cli.spec.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFeedOutput } from "../cli/parse-feed.server.js";
import { readFeed } from "./read-feed.js";

/** One expectation line: the fixture, how it is served, and the fields that must match. */
export interface ConformanceCase {
  file: string;
  url: string;
  contentType?: string;
  behaviour: string;
  expect: {
    feed?: Record<string, unknown>;
    items?: Record<string, unknown>[];
    skipped?: Record<string, number>;
    stored?: number;
    warnings?: number;
  };
}

const dir = new URL("../../tests/fixtures/feeds/conformance/", import.meta.url);
const cases: ConformanceCase[] = readFileSync(new URL("expected.jsonl", dir), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as ConformanceCase);

/** Checks parse-feed's output against one case: only the fields the case names, every item in order. */
export function checkConformance(output: ReturnType<typeof parseFeedOutput>, expected: ConformanceCase["expect"]): void {
  if (expected.feed) expect(output.feed).toMatchObject(expected.feed);
  if (expected.items) {
    expect(output.items).toHaveLength(expected.items.length);
    expected.items.forEach((item, index) => expect(output.items[index]).toMatchObject(item));
  }
  if (expected.skipped) expect(output.skipped).toEqual(expected.skipped);
  if (expected.stored !== undefined) expect(output.stored).toBe(expected.stored);
  if (expected.warnings !== undefined) expect(output.warnings).toHaveLength(expected.warnings);
}

describe("feed-reading conformance (parse-feed's JSON)", () => {
  it("has one case per fixture", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  for (const c of cases) {
    it(`${c.file}: ${c.behaviour}`, () => {
      const read = readFeed(
        { bytes: readFileSync(new URL(c.file, dir)), url: c.url, contentType: c.contentType ?? null },
        Date.UTC(2025, 0, 1),
        { zoneless: "auto" },
      );
      if (!read.ok) throw new Error(read.error);
      checkConformance(parseFeedOutput(read), c.expect);
    });
  }
});
