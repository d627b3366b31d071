import { describe, expect, it } from "vitest";
import { applyHeapGrowth } from "./heap.server.js";
import { loadConfig } from "./config.server.js";

describe("applyHeapGrowth", () => {
  it("sets V8's heap growing factor from the setting", () => {
    const flags: string[] = [];
    applyHeapGrowth(50, (flag) => flags.push(flag));
    expect(flags).toEqual(["--heap-growing-percent=50"]);
  });

  it("leaves V8's own heuristics at 0", () => {
    const flags: string[] = [];
    applyHeapGrowth(0, (flag) => flags.push(flag));
    expect(flags).toEqual([]);
  });

  it("is HEAP_GROWING_PERCENT, 50 unless set", () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: "0" }).heapGrowingPercent).toBe(0);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: "-1" })).toThrow(/HEAP_GROWING_PERCENT/);
  });
});
