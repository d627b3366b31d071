/*
 * No module-level mutable state under app/ (docs/architecture.md, "State"): what a process holds
 * (the database, the story grouping's indexes, connection pools, caches) is created in the
 * composition roots (server.ts, cli.ts) and passed in. Module scope may hold constant tables
 * (a Set or Map written with its entries) and bounded memos of pure functions (memoize,
 * app/text/memo.ts). Browser code (app/client/) is exempt: there a module is the page's runtime.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..", "..", "app");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(APP, path) === "client" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Top-level declarations that hold state: a `let`, or an empty container or object made at load (`new Map()`, `new Registry()`, `[]`, `{}`). */
const STATEFUL = [
  /^(?:export\s+)?(?:let|var)\s/,
  /^(?:export\s+)?const\s+\w+\s*(?::[^=]+)?=\s*new\s+[A-Z]\w*\s*(?:<[^()]*>)?\(\s*\)/,
  /^(?:export\s+)?const\s+\w+\s*(?::[^=]+)?=\s*(?:\[\s*\]|\{\s*\})\s*(?:as\s+[^;]+)?;/,
];

/** The stateful top-level lines of a source text, as "line: text". */
export function statefulLines(text: string): string[] {
  return text
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => STATEFUL.some((pattern) => pattern.test(line)))
    .map(({ line, number }) => `${number}: ${line.trim()}`);
}

describe("module-level state under app/", () => {
  it("recognises state and lets constant tables and memos through", () => {
    expect(statefulLines("let cached: string | undefined;")).toHaveLength(1);
    expect(statefulLines("const agents = new Map<string, Agent>();")).toHaveLength(1);
    expect(statefulLines("export const indexes = new StoryIndexRegistry();")).toHaveLength(1);
    expect(statefulLines("const pending: string[] = [];")).toHaveLength(1);
    expect(statefulLines('const SKIPPED = new Set(["script", "style"]);')).toEqual([]);
    expect(statefulLines("const stem = memoize(50_000, (word) => word);")).toEqual([]);
    expect(statefulLines("  let local = 0;")).toEqual([]);
  });

  it("is none: the roots create what a process holds and pass it in", () => {
    const found = sources(APP).flatMap((file) => statefulLines(readFileSync(file, "utf8")).map((line) => `${relative(APP, file)}:${line}`));
    expect(found).toEqual([]);
  });
});
