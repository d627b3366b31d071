import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cookieValue, mergeSavedIds, parseSavedIds, SAVED_LIMIT, serializeSavedIds, withSaved } from "./saved-list.js";

describe("parseSavedIds", () => {
  it("reads dot-separated ids, newest first, without repeats", () => {
    expect(parseSavedIds("12.7.12.3")).toEqual([12, 7, 3]);
  });

  it("skips whatever is not an article id, and never throws", () => {
    expect(parseSavedIds("0.-4.1e3.07.abc.%00.9007199254740993.5")).toEqual([5]);
    expect(parseSavedIds(null)).toEqual([]);
    expect(parseSavedIds("")).toEqual([]);
    expect(parseSavedIds("1".repeat(3000))).toEqual([]);
  });

  it("keeps at most the newest SAVED_LIMIT ids", () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1);
    expect(parseSavedIds(many.join("."))).toEqual(many.slice(0, SAVED_LIMIT));
  });

  it("any string reads as a bounded list of positive safe integers", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        const ids = parseSavedIds(value);
        expect(ids.length).toBeLessThanOrEqual(SAVED_LIMIT);
        expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it("reads back what it writes", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 40 }), { maxLength: 60 }), (ids) => {
        expect(parseSavedIds(serializeSavedIds(ids))).toEqual(ids.slice(0, SAVED_LIMIT));
      }),
    );
  });
});

describe("withSaved", () => {
  it("puts a saved article first and forgets the oldest beyond the limit", () => {
    expect(withSaved([3, 2, 1], 2, true)).toEqual([2, 3, 1]);
    const full = Array.from({ length: SAVED_LIMIT }, (_, i) => i + 1);
    expect(withSaved(full, 999, true)).toEqual([999, ...full.slice(0, SAVED_LIMIT - 1)]);
  });

  it("removes an article (an unknown one changes nothing)", () => {
    expect(withSaved([3, 2, 1], 2, false)).toEqual([3, 1]);
    expect(withSaved([3, 1], 8, false)).toEqual([3, 1]);
  });
});

describe("mergeSavedIds", () => {
  it("keeps what was saved without JavaScript (in the cookie only)", () => {
    expect(mergeSavedIds([9, 5, 4], [5, 4], [5, 4])).toEqual([9, 5, 4]);
  });

  it("drops what was removed without JavaScript (in localStorage, and in the cookie last time)", () => {
    expect(mergeSavedIds([4], [5, 4], [5, 4])).toEqual([4]);
  });

  it("keeps what only localStorage holds when the cookie never held it (cookies refused)", () => {
    expect(mergeSavedIds([], [7, 6], [])).toEqual([7, 6]);
  });

  it("on the first visit with JavaScript the cookie is the list", () => {
    expect(mergeSavedIds([3, 2], [], [])).toEqual([3, 2]);
  });
});

describe("cookieValue", () => {
  it("finds one cookie among others", () => {
    expect(cookieValue("a=1; rotativa-guardadas=4.3; b=2", "rotativa-guardadas")).toBe("4.3");
    expect(cookieValue("a=1", "rotativa-guardadas")).toBeNull();
    expect(cookieValue(null, "rotativa-guardadas")).toBeNull();
  });
});
