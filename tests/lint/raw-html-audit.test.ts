import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..", "..", "app");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("raw HTML in the app", () => {
  it("is written in three audited places only, all our own: the two colour-mode scripts and the critical CSS", () => {
    const uses = sources(APP).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/dangerouslySetInnerHTML=\{\{\s*__html:\s*([^}]+)\}\}/g)].map(
        (match) => `${relative(APP, file)}: ${match[1]?.trim()}`,
      ),
    );
    // restoreThemeScript (the reader's stored choice) and preferredThemeScript (the device's
    // preference, before the first paint) are constants; css is the page's critical CSS as the
    // server wrote it into the <style> it keeps on hydration (rules of our own stylesheet, from
    // build/critical-css.json). The document moved out of root.tsx with issue 28 (ADR 027).
    expect(uses).toEqual([
      "client/theme-provider.tsx: preferredThemeScript",
      "components/site/document.tsx: css",
      "components/site/document.tsx: restoreThemeScript",
    ]);
    // Feed text never reaches innerHTML or document.write either.
    const sinks = sources(APP).filter((file) =>
      /\.innerHTML\s*=|outerHTML\s*=|document\.write\(|insertAdjacentHTML\(/.test(readFileSync(file, "utf8")),
    );
    expect(sinks.map((file) => relative(APP, file))).toEqual([]);
  });
});
