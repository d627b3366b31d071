import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_TOAST_POSITION,
  MANIFEST_FETCH_DELAY_MS,
  MAX_CONCURRENT_PRELOADS,
  RELOAD_GUARD_MS,
  Z_LAYERS,
} from "./ui-constants.js";

const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");

describe("UI constants of the specification (§9)", () => {
  it("has the specification's values", () => {
    expect(Z_LAYERS).toEqual({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 });
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(MANIFEST_FETCH_DELAY_MS).toBe(1_000);
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    expect(DEFAULT_DATE_FORMAT).toBe("mm/dd/yy");
    expect(DEFAULT_TOAST_POSITION).toBe("top-right");
  });

  it("mirrors every layer as a CSS custom property of the same value", () => {
    for (const [layer, value] of Object.entries(Z_LAYERS)) {
      expect(css).toMatch(new RegExp(`--z-${layer}:\\s*${value};`));
    }
  });

  it("never writes a raw z-index in the stylesheet: overlays use the layers", () => {
    const raw = [...css.matchAll(/z-index:\s*([^;]+);/g)].map((match) => match[1]?.trim());
    expect(raw.length).toBeGreaterThan(0);
    for (const value of raw) expect(value).toMatch(/^var\(--z-(modal|overlay|menu|tooltip)\)$/);
  });
});
