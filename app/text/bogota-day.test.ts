import { describe, expect, it } from "vitest";
import { formatBogotaDay, startOfBogotaDay } from "./bogota-day.js";

describe("startOfBogotaDay", () => {
  it("is Bogotá's midnight, 05:00 UTC", () => {
    expect(startOfBogotaDay(Date.parse("2026-11-26T04:38:00Z"))).toBe(Date.parse("2026-11-25T05:00:00Z"));
    expect(startOfBogotaDay(Date.parse("2026-11-26T05:00:00Z"))).toBe(Date.parse("2026-11-26T05:00:00Z"));
    expect(startOfBogotaDay(Date.parse("2026-11-26T23:59:59Z"))).toBe(Date.parse("2026-11-26T05:00:00Z"));
  });

  it("keeps the offset on New Year's Eve, when the UTC year has already turned", () => {
    expect(startOfBogotaDay(Date.parse("2027-01-01T02:00:00Z"))).toBe(Date.parse("2026-12-31T05:00:00Z"));
  });
});

describe("formatBogotaDay", () => {
  it("names Bogotá's date in Spanish, not UTC's", () => {
    expect(formatBogotaDay(Date.parse("2026-11-26T04:38:00Z"))).toBe("miércoles, 25 de noviembre de 2026");
  });
});
