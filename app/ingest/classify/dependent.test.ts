import { describe, expect, it } from "vitest";
import { DEPENDENT, settle } from "./dependent.js";

describe("dependent evidence", () => {
  it("lists the table's terms by category", () => {
    expect(DEPENDENT.has("deportes:estadio")).toBe(true);
    expect(DEPENDENT.has("deportes:gol")).toBe(false);
  });

  it("gives a held score to its category when it has other evidence, else to its otherwise", () => {
    const held = new Map([["seguridad", 4] as const]);
    expect(settle(new Map([["seguridad", 3]]), held, new Set(["seguridad"]))).toEqual(new Map([["seguridad", 7]]));
    expect(settle(new Map(), held, new Set())).toEqual(new Map([["general", 4]]));
    // A venue without a match is no evidence at all.
    expect(settle(new Map(), new Map([["deportes", 4] as const]), new Set())).toEqual(new Map());
  });
});
