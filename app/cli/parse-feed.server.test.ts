/*
 * `parse-feed` in-process on every fixture feed (the shipped command runs a sample of them in
 * tests/e2e/cli.spec.ts): a file read from disk, printed as one well-formed JSON document, or one
 * line on stderr for what is not a feed.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { captureIO } from "../../tests/support/capture-io.js";
import { feedOutputProblems, NOT_FEEDS } from "../../tests/support/feed-output.js";
import { projectRoot } from "../config/project-root.server.js";
import { UsageError } from "./io.server.js";
import { parseFeedCommand } from "./parse-feed.server.js";

const FIXTURES = join(projectRoot(), "tests", "fixtures", "feeds");
const files = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.endsWith(".md"))
  .map((entry) => entry.name);
// Never fetched: every target here is a file.
const fetchOptions = { userAgent: "Rotativa/test", allowPrivate: false };

describe("parse-feed on every fixture feed", () => {
  it("has the fixtures", () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  for (const name of files) {
    it(name, async () => {
      const io = captureIO();
      const run = parseFeedCommand(io, join(FIXTURES, name), { url: "https://diario.example.com.co/rss", fetchOptions });
      if (NOT_FEEDS.has(name)) {
        await expect(run).rejects.toBeInstanceOf(UsageError);
        expect(io.out()).toBe("");
        return;
      }
      await run;
      expect(feedOutputProblems(name, io.out())).toEqual([]);
    });
  }
});
