import { describe, expect, it } from "vitest";
import { formatBogotaClock, formatDelay } from "./clock.js";

describe("formatBogotaClock", () => {
  const now = Date.UTC(2026, 10, 20, 12, 0);
  it.each([
    [Date.UTC(2026, 10, 3, 13, 5), "3 nov., 8:05 a. m."],
    // 02:30 UTC on the 4th is still the 3rd in Bogotá (UTC−5).
    [Date.UTC(2026, 10, 4, 2, 30), "3 nov., 9:30 p. m."],
    [Date.UTC(2026, 0, 1, 5, 0), "1 ene., 12:00 a. m."],
    [Date.UTC(2026, 5, 15, 17, 0), "15 jun., 12:00 p. m."],
    [Date.UTC(2025, 11, 31, 23, 59), "31 dic. de 2025, 6:59 p. m."],
  ])("prints %i as %s", (time, expected) => {
    expect(formatBogotaClock(time, now)).toBe(expected);
  });
});

describe("formatDelay", () => {
  it.each([
    [20_000, "al mismo tiempo"],
    [60_000, "1 minuto después"],
    [45 * 60_000, "45 minutos después"],
    [3 * 3_600_000 + 59 * 60_000, "3 horas después"],
    [26 * 3_600_000, "1 día después"],
    [-5_000, "al mismo tiempo"],
  ])("says %i ms as %s", (ms, expected) => {
    expect(formatDelay(ms)).toBe(expected);
  });
});
