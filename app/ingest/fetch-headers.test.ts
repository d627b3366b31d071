/* Tests of the cache hints read from a response's headers (fetch-headers.ts): Cache-Control and Retry-After. */
import { describe, expect, it } from "vitest";
import { parseCacheControl, parseRetryAfter } from "./fetch-headers.js";

describe("cache hints", () => {
  it("parseCacheControl handles odd spacing, quotes, case and garbage", () => {
    expect(parseCacheControl(null)).toBeNull();
    expect(parseCacheControl("no-cache")).toBeNull();
    expect(parseCacheControl(' Max-Age = "45" , private')).toBe(45);
    expect(parseCacheControl("max-age=abc")).toBeNull();
    expect(parseCacheControl("max-age=-5")).toBeNull();
    expect(parseCacheControl("s-maxage=0, max-age=100")).toBe(0);
  });

  it("parseRetryAfter reads seconds and dates, never negative", () => {
    const now = Date.parse("2026-02-03T10:00:00Z");
    expect(parseRetryAfter("0", now)).toBe(0);
    expect(parseRetryAfter(" 30 ", now)).toBe(30);
    expect(parseRetryAfter("Tue, 03 Feb 2026 10:05:00 GMT", now)).toBe(300);
    expect(parseRetryAfter("Tue, 03 Feb 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter("-1", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
