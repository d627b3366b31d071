import { describe, expect, it } from "vitest";
import { type FeedFacts, judgeFeed, judgeFeeds, silenceLimitMs, usualGapMs } from "./alert-rules.js";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 15, 0);
const AFTER = 6 * HOUR;

function feed(overrides: Partial<FeedFacts> = {}): FeedFacts {
  return {
    id: 1,
    url: "https://fuente.invalid/rss",
    newspaper: { slug: "la-fuente", name: "La Fuente" },
    createdAt: NOW - 30 * 24 * HOUR,
    lastSuccessAt: NOW - 10 * 60_000,
    failingSince: null,
    consecutiveFailures: 0,
    lastError: null,
    publishTimes: Array.from({ length: 40 }, (_, i) => NOW - (i + 1) * HOUR),
    ...overrides,
  };
}

describe("alert rules", () => {
  it("learn a feed's rhythm from the 95th percentile of the gaps between its articles", () => {
    const hourly = Array.from({ length: 40 }, (_, i) => NOW - i * HOUR);
    expect(usualGapMs(hourly)).toBe(HOUR);
    // A nightly pause of 8 h every 20 articles is part of the rhythm once it is frequent enough.
    const withNights = Array.from({ length: 60 }, (_, i) => NOW - i * HOUR - Math.floor(i / 12) * 8 * HOUR);
    expect(usualGapMs(withNights)).toBe(9 * HOUR);
    expect(usualGapMs(hourly.slice(0, 9))).toBeNull();
  });

  it("never call a feed silent sooner than the alert threshold, and wait a week without history", () => {
    const hourly = Array.from({ length: 40 }, (_, i) => NOW - i * HOUR);
    expect(silenceLimitMs(hourly, AFTER)).toBe(AFTER);
    const daily = Array.from({ length: 40 }, (_, i) => NOW - i * 24 * HOUR);
    expect(silenceLimitMs(daily, AFTER)).toBe(48 * HOUR);
    expect(silenceLimitMs([NOW], AFTER)).toBe(7 * 24 * HOUR);
  });

  it("report a feed failing for longer than the threshold, not before", () => {
    const failing = (hours: number) =>
      feed({ consecutiveFailures: 3, failingSince: NOW - hours * HOUR, lastError: "http-status (HTTP 404): Not Found" });
    expect(judgeFeed(failing(5.9), NOW, AFTER)).toBeNull();
    expect(judgeFeed(failing(6), NOW, AFTER)).toMatchObject({
      subject: "feed:1",
      state: "failing",
      since: NOW - 6 * HOUR,
      detail: "falla: http-status (HTTP 404): Not Found",
    });
  });

  it("report a feed silent for longer than its usual rhythm allows", () => {
    const hourlyUntil = (lastHoursAgo: number) => Array.from({ length: 40 }, (_, i) => NOW - (lastHoursAgo + i) * HOUR);
    expect(judgeFeed(feed({ publishTimes: hourlyUntil(5) }), NOW, AFTER)).toBeNull();
    const silent = judgeFeed(feed({ publishTimes: hourlyUntil(7) }), NOW, AFTER);
    expect(silent).toMatchObject({ state: "silent", since: NOW - 7 * HOUR });
    expect(silent?.detail).toContain("sin noticias nuevas por más de 6 h");
    // A weekly column is not silent after three days.
    const weekly = Array.from({ length: 20 }, (_, i) => NOW - (3 + 7 * i) * 24 * HOUR);
    expect(judgeFeed(feed({ publishTimes: weekly }), NOW, AFTER)).toBeNull();
  });

  it("report a feed that reads well but never brought an article, once it is older than the threshold", () => {
    expect(judgeFeed(feed({ publishTimes: [], createdAt: NOW - 2 * HOUR }), NOW, AFTER)).toBeNull();
    expect(judgeFeed(feed({ publishTimes: [], createdAt: NOW - 7 * HOUR }), NOW, AFTER)).toMatchObject({ state: "silent" });
    // Never read yet: nothing to say.
    expect(judgeFeed(feed({ publishTimes: [], lastSuccessAt: null }), NOW, AFTER)).toBeNull();
  });

  it("put a newspaper in alert when every one of its feeds is", () => {
    const failing = { consecutiveFailures: 2, failingSince: NOW - 8 * HOUR, lastError: "timeout" };
    const one = judgeFeeds([feed({ id: 1, ...failing }), feed({ id: 2 })], NOW, AFTER);
    expect(one.map((verdict) => verdict.subject)).toEqual(["feed:1"]);
    const both = judgeFeeds([feed({ id: 1, ...failing }), feed({ id: 2, publishTimes: [], createdAt: NOW - 9 * HOUR })], NOW, AFTER);
    expect(both.map((verdict) => verdict.subject)).toEqual(["feed:1", "feed:2", "newspaper:la-fuente"]);
    expect(both[2]).toMatchObject({ kind: "newspaper", label: "La Fuente", state: "failing", since: NOW - 9 * HOUR });
  });
});
