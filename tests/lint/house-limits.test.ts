/*
 * The house's sizes (docs/architecture.md, "Layout and house rules"): no source file under app/
 * over 400 lines, except reference data under app/data/ (the gazetteer, departments,
 * municipalities); no folder under app/ holding more than 30 modules, except app/routes/ (flat
 * routes are Remix's convention). Modules are the source files a folder holds directly; the unit
 * tests beside them do not count (they live beside the code by the house's own rule).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..", "..", "app");
export const MAX_LINES = 400;
export const MAX_MODULES = 30;

/** A source file as the limits see it: its path under app/ and its number of lines. */
export interface SourceFile {
  path: string;
  lines: number;
}

const isModule = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts");

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!isModule(entry.name)) return [];
    const text = readFileSync(path, "utf8");
    return [{ path: relative(APP, path), lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0) }];
  });
}

/** What breaks the limits, one line each: long files and crowded folders. */
export function houseLimitViolations(files: readonly SourceFile[]): string[] {
  const long = files
    .filter((file) => !file.path.startsWith("data/") && file.lines > MAX_LINES)
    .map((file) => `app/${file.path}: ${file.lines} lines (at most ${MAX_LINES})`);
  const perFolder = new Map<string, number>();
  for (const file of files) {
    const folder = file.path.includes("/") ? file.path.slice(0, file.path.lastIndexOf("/")) : "";
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
  }
  const crowded = [...perFolder]
    .filter(([folder, count]) => folder !== "routes" && count > MAX_MODULES)
    .map(([folder, count]) => `app/${folder}${folder ? "" : "(root)"}: ${count} modules (at most ${MAX_MODULES})`);
  return [...long, ...crowded];
}

describe("the house's sizes", () => {
  it("names a long file and a crowded folder, and lets reference data and routes through", () => {
    const crowd = (folder: string, count: number) => Array.from({ length: count }, (_, i) => ({ path: `${folder}/m${i}.ts`, lines: 10 }));
    expect(houseLimitViolations([{ path: "models/big.server.ts", lines: 401 }])).toEqual([
      "app/models/big.server.ts: 401 lines (at most 400)",
    ]);
    expect(houseLimitViolations([{ path: "models/ok.server.ts", lines: 400 }])).toEqual([]);
    expect(houseLimitViolations([{ path: "data/gazetteer.ts", lines: 5_000 }])).toEqual([]);
    expect(houseLimitViolations(crowd("components", 31))).toEqual(["app/components: 31 modules (at most 30)"]);
    expect(houseLimitViolations([...crowd("components", 30), ...crowd("components/site", 30), ...crowd("routes", 90)])).toEqual([]);
  });

  it("holds for app/", () => {
    const files = sourceFiles(APP);
    expect(files.length).toBeGreaterThan(100);
    expect(houseLimitViolations(files)).toEqual([]);
  });
});
