import { describe, expect, it } from "vitest";
import { formatQuality, groupingQuality } from "./grouping-quality.js";

const labels = (entries: Record<string, string | number>) => new Map(Object.entries(entries));

describe("groupingQuality", () => {
  it("is perfect for the truth itself, whatever the labels are called", () => {
    const truth = labels({ a: "x", b: "x", c: "y" });
    const quality = groupingQuality(truth, labels({ a: 7, b: 7, c: 9 }));
    expect(quality.pairwise).toMatchObject({ precision: 1, recall: 1, f1: 1, truePairs: 1, predictedPairs: 1, correctPairs: 1 });
    expect(quality.bcubed).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(quality.trueStories).toBe(2);
    expect(quality.predictedStories).toBe(2);
  });

  it("counts a wrong merge against precision and a split against recall", () => {
    const truth = labels({ a: "x", b: "x", c: "y", d: "y" });
    const merged = groupingQuality(truth, labels({ a: 1, b: 1, c: 1, d: 2 }));
    // Pairs put together: ab, ac, bc — only ab is right. True pairs: ab, cd — one found.
    expect(merged.pairwise.precision).toBeCloseTo(1 / 3, 10);
    expect(merged.pairwise.recall).toBeCloseTo(1 / 2, 10);
    // B-cubed precision per item: a 2/3, b 2/3, c 1/3, d 1; recall: a 1, b 1, c 1/2, d 1/2.
    expect(merged.bcubed.precision).toBeCloseTo((2 / 3 + 2 / 3 + 1 / 3 + 1) / 4, 10);
    expect(merged.bcubed.recall).toBeCloseTo((1 + 1 + 0.5 + 0.5) / 4, 10);
    const split = groupingQuality(truth, labels({ a: 1, b: 2, c: 3, d: 3 }));
    expect(split.pairwise.precision).toBe(1);
    expect(split.pairwise.recall).toBe(0.5);
  });

  it("counts items missing from the prediction as stories of their own", () => {
    const quality = groupingQuality(labels({ a: "x", b: "x" }), labels({ a: 1 }));
    expect(quality.predictedStories).toBe(2);
    expect(quality.pairwise.recall).toBe(0);
    expect(quality.pairwise.precision).toBe(1);
  });

  it("prints the figures on one line", () => {
    const line = formatQuality("set", groupingQuality(labels({ a: "x" }), labels({ a: 1 })));
    expect(line).toMatch(/^set: 1 articles, 1 true stories, 1 found; pairwise precision 100\.0 %/);
  });
});
