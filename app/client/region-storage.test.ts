import { describe, expect, it } from "vitest";
import { parseStoredRegion } from "./region-storage.js";

describe("parseStoredRegion", () => {
  it("reads the stored slugs", () => {
    expect(parseStoredRegion('["antioquia","valle-del-cauca"]')).toEqual(["antioquia", "valle-del-cauca"]);
  });

  it("reads nothing from nothing, garbage or values that are not slugs", () => {
    expect(parseStoredRegion(null)).toEqual([]);
    expect(parseStoredRegion("{")).toEqual([]);
    expect(parseStoredRegion('{"antioquia":1}')).toEqual([]);
    expect(parseStoredRegion('["antioquia","<script>",3]')).toEqual(["antioquia"]);
  });
});
