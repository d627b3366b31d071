/*
 * One import style (docs/decisions/009-formatter-and-import-style.md): our own modules are named by
 * relative specifiers with the .js suffix, which both the Remix compiler and tsc (NodeNext)
 * resolve; no `~/` alias, no suffix-less path.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const FOLDERS = ["app", "tools", "tests", "bench", "scripts"];
const ROOT_FILES = ["server.ts", "cli.ts", "playwright.config.ts", "vitest.config.ts", "vitest.pg.config.ts", "vitest.system.config.ts"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "fixtures" || entry.name === "results" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom|\bimport|vi\.mock|vi\.doMock|import\()\s*\(?\s*["']([^"']+)["']/g;

/** The specifiers of a source text that break the style. */
export function offStyle(text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1] as string)
    .filter((spec) => spec.startsWith("~/") || (spec.startsWith(".") && !/\.(js|mjs|cjs|json|css)$/.test(spec)));
}

describe("import style", () => {
  it("tells an off-style specifier", () => {
    expect(offStyle('import { a } from "~/text/format";')).toEqual(["~/text/format"]);
    expect(offStyle('import { a } from "./format";')).toEqual(["./format"]);
    expect(offStyle('import { a } from "./format.js";\nimport b from "react";\nimport c from "./x.css";')).toEqual([]);
  });

  it("is one: relative specifiers with the .js suffix", () => {
    // This file's own examples above are off-style on purpose.
    const files = [...FOLDERS.flatMap((folder) => sources(join(ROOT, folder))), ...ROOT_FILES.map((file) => join(ROOT, file))].filter(
      (file) => file !== join(import.meta.dirname, "import-style.test.ts"),
    );
    const found = files.flatMap((file) => offStyle(readFileSync(file, "utf8")).map((spec) => `${relative(ROOT, file)}: ${spec}`));
    expect(found).toEqual([]);
  });
});
