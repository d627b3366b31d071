import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate, fromIsoDate, parseDate, parseDateFormat, toIsoDate } from "./date-format.js";
import { DEFAULT_DATE_FORMAT, SPANISH_DATE_FORMAT } from "./ui-constants.js";

describe("date formats", () => {
  it("writes the specification's default format, mm/dd/yy", () => {
    expect(formatDate({ year: 2026, month: 3, day: 7 }, DEFAULT_DATE_FORMAT)).toBe("03/07/26");
  });

  it("writes the Spanish format readers use, dd/mm/aaaa", () => {
    expect(formatDate({ year: 2026, month: 3, day: 7 }, SPANISH_DATE_FORMAT)).toBe("07/03/2026");
    expect(formatDate({ year: 2026, month: 12, day: 31 }, "yyyy-mm-dd")).toBe("2026-12-31");
  });

  it("reads what readers type, in the field's order", () => {
    expect(parseDate("03/07/26", DEFAULT_DATE_FORMAT)).toEqual({ year: 2026, month: 3, day: 7 });
    expect(parseDate("07/03/2026", SPANISH_DATE_FORMAT)).toEqual({ year: 2026, month: 3, day: 7 });
    expect(parseDate(" 7-3-2026 ", SPANISH_DATE_FORMAT)).toEqual({ year: 2026, month: 3, day: 7 });
    expect(parseDate("7.3.2026", SPANISH_DATE_FORMAT)).toEqual({ year: 2026, month: 3, day: 7 });
    // A full year where two digits are asked is still understood.
    expect(parseDate("3/7/2026", DEFAULT_DATE_FORMAT)).toEqual({ year: 2026, month: 3, day: 7 });
  });

  it("refuses days that do not exist and text that does not fit", () => {
    expect(parseDate("31/02/2026", SPANISH_DATE_FORMAT)).toBeNull();
    expect(parseDate("29/02/2025", SPANISH_DATE_FORMAT)).toBeNull();
    expect(parseDate("29/02/2024", SPANISH_DATE_FORMAT)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate("13/13/2026", SPANISH_DATE_FORMAT)).toBeNull();
    expect(parseDate("07/03", SPANISH_DATE_FORMAT)).toBeNull();
    expect(parseDate("07/03/26", SPANISH_DATE_FORMAT)).toBeNull();
    expect(parseDate("ayer", SPANISH_DATE_FORMAT)).toBeNull();
    expect(parseDate("", DEFAULT_DATE_FORMAT)).toBeNull();
    expect(parseDate("001/02/2026", SPANISH_DATE_FORMAT)).toBeNull();
  });

  it("rejects formats without a day, a month and a year", () => {
    expect(() => parseDateFormat("mm/yy")).toThrow(/one day/);
    expect(() => parseDateFormat("dd/dd/yy")).toThrow(/one day/);
    expect(() => parseDateFormat("dd/mm/qq")).toThrow(/Unknown/);
  });

  it("reads back every date it writes, in every supported format", () => {
    const formats = [DEFAULT_DATE_FORMAT, SPANISH_DATE_FORMAT, "yyyy-mm-dd", "dd.mm.yy"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...formats),
        (instant, format) => {
          const date = { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
          expect(parseDate(formatDate(date, format), format)).toEqual(date);
        },
      ),
    );
  });

  it("converts to and from ISO dates", () => {
    expect(toIsoDate({ year: 2026, month: 3, day: 7 })).toBe("2026-03-07");
    expect(fromIsoDate("2026-03-07")).toEqual({ year: 2026, month: 3, day: 7 });
    expect(fromIsoDate("2026-02-30")).toBeNull();
    expect(fromIsoDate("07/03/2026")).toBeNull();
  });
});
