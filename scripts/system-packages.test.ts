import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findChromium } from "./system-packages.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("findChromium", () => {
  it("takes CHROMIUM_PATH when it names an executable file, and nothing else then", () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-chromium-"));
    dirs.push(dir);
    const fake = join(dir, "chrome");
    writeFileSync(fake, "#!/bin/sh\n");
    chmodSync(fake, 0o755);
    expect(findChromium({ CHROMIUM_PATH: fake })).toBe(fake);
    // A CHROMIUM_PATH that is wrong is not silently replaced by another browser.
    expect(findChromium({ CHROMIUM_PATH: join(dir, "missing") })).toBeNull();
    const notExecutable = join(dir, "plain");
    writeFileSync(notExecutable, "");
    expect(findChromium({ CHROMIUM_PATH: notExecutable })).toBeNull();
  });
});
