import { describe, expect, it } from "vitest";
import { parseFeedDate, parseFeedDateDetailed, trustedPublishedAt, trustedUpdatedAt } from "./dates.js";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe("parseFeedDate", () => {
  it.each([
    // RFC 822 / 1123 and their broken variants.
    ["Wed, 14 Jul 2021 10:00:00 -0500", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 15:00:00 GMT", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 15:00:00 +0000", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 15:00:00 UT", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 15:00:00 Z", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 10:00 -0500", "2021-07-14T15:00:00.000Z"],
    ["Sun, 4 Jul 2021 09:05:00 GMT", "2021-07-04T09:05:00.000Z"],
    ["Wed, 14 Jul 21 10:00:00 -0500", "2021-07-14T15:00:00.000Z"],
    ["Wed,14 Jul 2021 10:00:00 -0500", "2021-07-14T15:00:00.000Z"],
    ["  Wed,   14  Jul   2021   10:00:00   -0500  ", "2021-07-14T15:00:00.000Z"],
    ["14 Jul 2021 10:00:00 -0500", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 July 2021 10:00:00 -05:00", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 10:00:00 EST", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 11:00:00 EDT", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 09:00:00 CST", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 08:00:00 PDT", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 10:00:00 COT", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 20:00:00 GMT+5", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 10:00:00 GMT-05:00", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 15:00:00 +0000 (UTC)", "2021-07-14T15:00:00.000Z"],
    ["Wed, 14 Jul 2021 03:00:00 PM +0000", "2021-07-14T15:00:00.000Z"],
    ["Wed Jul 14 10:00:00 2021", "2021-07-14T15:00:00.000Z"],
    ["July 14, 2021 at 11:00 am EDT", "2021-07-14T15:00:00.000Z"],
    // ISO 8601 / RFC 3339.
    ["2021-07-14T15:00:00Z", "2021-07-14T15:00:00.000Z"],
    ["2021-07-14T10:00:00-05:00", "2021-07-14T15:00:00.000Z"],
    ["2021-07-14T10:00:00-0500", "2021-07-14T15:00:00.000Z"],
    ["2021-07-14T15:00:00.123456+00:00", "2021-07-14T15:00:00.123Z"],
    ["2021-07-14 10:00:00", "2021-07-14T15:00:00.000Z"],
    ["2021-07-14T10:00", "2021-07-14T15:00:00.000Z"],
    ["2021-07-14 10:00:00 -0500", "2021-07-14T15:00:00.000Z"],
    ["2021-07-14", "2021-07-14T05:00:00.000Z"],
    ["20210714T150000Z", "2021-07-14T15:00:00.000Z"],
    ["2021-07-14T10:00:00 hora de Colombia", "2021-07-14T15:00:00.000Z"],
    ["2021/07/14 10:00", "2021-07-14T15:00:00.000Z"],
    // Spanish.
    ["mié., 14 jul. 2021 10:00:00 -0500", "2021-07-14T15:00:00.000Z"],
    ["Miércoles, 14 de julio de 2021 - 10:00", "2021-07-14T15:00:00.000Z"],
    ["miercoles 14 de julio de 2021 10:00 a. m.", "2021-07-14T15:00:00.000Z"],
    ["14 de julio de 2021", "2021-07-14T05:00:00.000Z"],
    ["14 de Julio del 2021, 3:30 p. m.", "2021-07-14T20:30:00.000Z"],
    ["14/07/2021 03:30 p.m.", "2021-07-14T20:30:00.000Z"],
    ["14/07/2021 12:15 a. m.", "2021-07-14T05:15:00.000Z"],
    ["14-07-2021 10:00", "2021-07-14T15:00:00.000Z"],
    ["Julio 14, 2021", "2021-07-14T05:00:00.000Z"],
    ["1 ene. 2022 00:00", "2022-01-01T05:00:00.000Z"],
    ["3 feb 2022", "2022-02-03T05:00:00.000Z"],
    ["10 abr. 2022 9:00", "2022-04-10T14:00:00.000Z"],
    ["5 ago 2021 18:00", "2021-08-05T23:00:00.000Z"],
    ["vie, 3 set 2021 8:05 GMT-5", "2021-09-03T13:05:00.000Z"],
    ["3 sept. 2021", "2021-09-03T05:00:00.000Z"],
    ["3 de setiembre de 2021", "2021-09-03T05:00:00.000Z"],
    ["Lun, 6 Dic 21 18:00:00 COT", "2021-12-06T23:00:00.000Z"],
    ["sábado, 25 de diciembre de 2021 11:59 p. m.", "2021-12-26T04:59:00.000Z"],
    ["mar., 2 mar. 2021 07:45:00 -0500", "2021-03-02T12:45:00.000Z"],
    ["13 mar 2021", "2021-03-13T05:00:00.000Z"],
    ["Publicado el 14 de julio de 2021 a las 10:00 (hora de Colombia)", "2021-07-14T15:00:00.000Z"],
    ["10:00 a.m. - 14 de julio de 2021", "2021-07-14T15:00:00.000Z"],
    ["14 jul 2021 10h30", "2021-07-14T15:30:00.000Z"],
    // Epochs.
    ["1626274800", "2021-07-14T15:00:00.000Z"],
    ["1626274800000", "2021-07-14T15:00:00.000Z"],
    ["/Date(1626274800000)/", "2021-07-14T15:00:00.000Z"],
    // Unreadable.
    ["", null],
    ["   ", null],
    ["hace 2 horas", null],
    ["ayer", null],
    ["julio de 2021", null],
    ["Sat, 31 Feb 2021 10:00:00 GMT", null],
    ["0000-00-00 00:00:00", null],
    ["2021-13-01T00:00:00Z", null],
    ["Wed, 14 Jul 2021 25:00:00 GMT", null],
    ["14 de julio de 2021 13:00 p. m.", null],
    ["Wed, 14 Jul 2021 10:00:00 +9999", null],
    ["constructor 14 2021", null],
    ["14 toString 2021 10:00 valueOf", null],
  ])("%j → %s", (input, expected) => {
    expect(iso(parseFeedDate(input))).toBe(expected);
  });

  it("returns null for non-strings", () => {
    expect(parseFeedDate(null)).toBeNull();
    expect(parseFeedDate(undefined)).toBeNull();
    expect(parseFeedDate(42 as unknown as string)).toBeNull();
  });

  it("reports whether the text named a zone", () => {
    expect(parseFeedDateDetailed("2021-07-14 10:00:00")?.hasZone).toBe(false);
    expect(parseFeedDateDetailed("2021-07-14T10:00:00Z")?.hasZone).toBe(true);
    expect(parseFeedDateDetailed("14 de julio de 2021 (hora de Colombia)")?.hasZone).toBe(true);
  });
});

describe("trustedPublishedAt", () => {
  const fetchedAt = Date.UTC(2021, 6, 14, 16, 0, 0);

  it("keeps a believable date from the feed", () => {
    expect(trustedPublishedAt("Wed, 14 Jul 2021 10:00:00 -0500", fetchedAt)).toEqual({
      publishedAt: Date.UTC(2021, 6, 14, 15),
      fromFeed: true,
    });
  });

  it("uses the fetch time for missing and unreadable dates", () => {
    expect(trustedPublishedAt(null, fetchedAt)).toEqual({ publishedAt: fetchedAt, fromFeed: false });
    expect(trustedPublishedAt("pronto", fetchedAt)).toEqual({ publishedAt: fetchedAt, fromFeed: false });
  });

  it("treats dates before 1995 as placeholders", () => {
    expect(trustedPublishedAt("Thu, 01 Jan 1970 00:00:00 +0000", fetchedAt)).toEqual({ publishedAt: fetchedAt, fromFeed: false });
    expect(trustedPublishedAt("1994-12-31T23:00:00Z", fetchedAt).fromFeed).toBe(false);
  });

  it("clamps a date a few minutes ahead (clock skew) and rejects dates further in the future", () => {
    expect(trustedPublishedAt("2021-07-14T16:03:00Z", fetchedAt)).toEqual({ publishedAt: fetchedAt, fromFeed: true });
    expect(trustedPublishedAt("2021-07-14T17:00:00Z", fetchedAt)).toEqual({ publishedAt: fetchedAt, fromFeed: false });
    expect(trustedPublishedAt("Fri, 01 Jan 2100 00:00:00 +0000", fetchedAt)).toEqual({ publishedAt: fetchedAt, fromFeed: false });
  });

  it("reads a zoneless date as UTC when reading it as Colombian time would put it in the future", () => {
    // 15:30 written in UTC; as Bogotá time it would be 20:30 UTC, four and a half hours ahead.
    expect(trustedPublishedAt("2021-07-14 15:30:00", fetchedAt)).toEqual({ publishedAt: Date.UTC(2021, 6, 14, 15, 30), fromFeed: true });
  });
});

describe("trustedUpdatedAt", () => {
  const fetchedAt = Date.UTC(2021, 6, 14, 16, 0, 0);
  it("parses, clamps small skew, and drops future or missing values", () => {
    expect(trustedUpdatedAt("2021-07-14T10:00:00-05:00", fetchedAt)).toBe(Date.UTC(2021, 6, 14, 15));
    expect(trustedUpdatedAt("2021-07-14T16:02:00Z", fetchedAt)).toBe(fetchedAt);
    expect(trustedUpdatedAt("2022-01-01T00:00:00Z", fetchedAt)).toBeNull();
    expect(trustedUpdatedAt(null, fetchedAt)).toBeNull();
  });
});
