import { describe, expect, it } from "vitest";
import { formatExactTime, formatRelativeTime, pluralize } from "./format.js";

const now = Date.UTC(2026, 10, 22, 15, 0, 0); // 10:00 in Bogotá (UTC-5)

describe("formatRelativeTime", () => {
  it.each([
    [now - 10_000, "hace un momento"],
    [now - 60_000, "hace 1 minuto"],
    [now - 5 * 60_000, "hace 5 minutos"],
    [now - 60 * 60_000, "hace 1 hora"],
    [now - 23 * 60 * 60_000, "hace 23 horas"],
    [now - 25 * 60 * 60_000, "ayer"],
    [now - 3 * 24 * 60 * 60_000, "hace 3 días"],
  ])("formats %i as %s", (time, expected) => {
    expect(formatRelativeTime(time, now)).toBe(expected);
  });

  it("shows the Bogotá date after a week", () => {
    const text = formatRelativeTime(Date.UTC(2026, 0, 1, 3, 0), now);
    // 03:00 UTC on 1 January is still 31 December in Bogotá.
    expect(text).toMatch(/31/);
    expect(text).toMatch(/dic/);
  });

  it("never shows a negative time for a clock skewed into the future", () => {
    expect(formatRelativeTime(now + 90_000, now)).toBe("hace un momento");
  });
});

describe("formatExactTime", () => {
  it("uses Bogotá time, not the server's zone", () => {
    expect(formatExactTime(now)).toMatch(/22 de noviembre de 2026/);
    expect(formatExactTime(now)).toMatch(/10:00/);
  });
});

describe("pluralize", () => {
  it("picks the singular for one and groups thousands", () => {
    expect(pluralize(1, "noticia", "noticias")).toBe("1 noticia");
    expect(pluralize(1234, "noticia", "noticias")).toBe("1.234 noticias");
  });
});
