import { afterEach, describe, expect, it } from "vitest";
import { startLocalHub } from "./hub.server.js";
import { type Newsroom, startNewsroom } from "./newsroom.server.js";

const START = Date.UTC(2025, 2, 14, 15, 0, 30);

describe("the newsroom with a WebSub hub", () => {
  let newsroom: Newsroom | null = null;
  afterEach(async () => {
    await newsroom?.close();
    newsroom = null;
  });

  it("advertises the hub in its healthy feeds' Link header, and publishes a feed when its news changes", async () => {
    let clock = START;
    const published: { topic: string; body: string }[] = [];
    let wake: () => void = () => undefined;
    const hub = {
      url: "http://127.0.0.1:9/hub",
      publish: async (topic: string, body: string) => {
        published.push({ topic, body });
        wake();
        return [202];
      },
    };
    newsroom = await startNewsroom({ now: () => clock, misbehaving: false, hub, publishEveryMs: 10 });
    const feed = newsroom.feeds.find((f) => f.behaviour === "healthy");
    if (!feed) throw new Error("no healthy feed");
    const answer = await fetch(feed.url);
    expect(answer.headers.get("link")).toBe(`<http://127.0.0.1:9/hub>; rel="hub", <${feed.url}>; rel="self"`);
    // The first look only notes each feed's content; an hour of news later, changed feeds are published.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(published).toEqual([]);
    const first = new Promise<void>((resolve) => (wake = resolve));
    clock += 60 * 60_000;
    await first;
    expect(published.length).toBeGreaterThan(0);
    const topics = new Set(newsroom.feeds.map((f) => f.url));
    expect(published.every((p) => topics.has(p.topic) && p.body.includes("<"))).toBe(true);
  });

  it("the local hub refuses callbacks off loopback and requests that are not (un)subscriptions", async () => {
    const hub = await startLocalHub();
    try {
      const post = (form: Record<string, string>) => fetch(hub.url, { method: "POST", body: new URLSearchParams(form) });
      expect(
        (await post({ "hub.mode": "subscribe", "hub.topic": "http://127.0.0.1:1/t", "hub.callback": "https://example.com/cb" })).status,
      ).toBe(400);
      expect(
        (await post({ "hub.mode": "publish", "hub.topic": "http://127.0.0.1:1/t", "hub.callback": "http://127.0.0.1:1/cb" })).status,
      ).toBe(400);
      expect((await fetch(hub.url)).status).toBe(405);
      expect(hub.requests).toEqual([]);
    } finally {
      await hub.close();
    }
  });
});
