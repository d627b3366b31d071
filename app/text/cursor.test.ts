import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor.js";

describe("cursor", () => {
  it("round-trips", () => {
    const cursor = { publishedAt: 1763800000000, id: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([null, "", "abc", "1.0", "1.-2", "1763800000000", "1.2.3", "9".repeat(16) + ".1", "1. 2", "1e3.4"])("ignores %j", (value) => {
    expect(decodeCursor(value)).toBeNull();
  });
});
