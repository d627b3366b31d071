import { describe, expect, it, vi } from "vitest";
import { type BuildWatchDeps, startBuildWatch } from "./build-watch.js";
import { MANIFEST_FETCH_DELAY_MS, MIN_VISIBILITY_CHECK_GAP_MS } from "../text/ui-constants.js";

/** A fake clock and server: timers fire when the test advances time; answers come from a table. */
function harness(options: { intervalMs?: number; latest?: string; metaStatus?: number; metaNeverAnswers?: boolean } = {}) {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  let latest = options.latest ?? "aaaa1111";
  const requests: string[] = [];
  let visible: (() => void) | null = null;
  const onStale = vi.fn();
  const deps: BuildWatchDeps = {
    ownId: "aaaa1111",
    intervalMs: options.intervalMs ?? 300_000,
    async getJson(url) {
      requests.push(url);
      if (url.startsWith("/builds/meta/"))
        return options.metaNeverAnswers ? new Promise(() => {}) : { status: options.metaStatus ?? 200, body: { id: "aaaa1111" } };
      return { status: 200, body: { id: latest, timestamp: 1 } };
    },
    setTimer(callback, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimer(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    now: () => now,
    onVisible(callback) {
      visible = callback;
      return () => (visible = null);
    },
    onStale,
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    deps,
    requests,
    onStale,
    deploy: (id: string) => (latest = id),
    becomeVisible: () => visible?.(),
    hasVisibilityListener: () => visible !== null,
    pendingTimers: () => timers.length,
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > end) break;
        timers.shift();
        now = next.at;
        next.callback();
        await flush();
      }
      now = end;
      await flush();
    },
  };
}

describe("startBuildWatch", () => {
  it("fetches this build's meta file about a second after load, then polls latest.json on the interval", async () => {
    const h = harness();
    const watch = startBuildWatch(h.deps);
    await h.advance(MANIFEST_FETCH_DELAY_MS - 1);
    expect(h.requests).toEqual([]);
    await h.advance(1);
    expect(h.requests).toEqual(["/builds/meta/aaaa1111.json"]);
    await h.advance(300_000 - 1);
    expect(h.requests).toHaveLength(1);
    await h.advance(1);
    expect(h.requests).toEqual(["/builds/meta/aaaa1111.json", "/builds/latest.json"]);
    await h.advance(300_000);
    expect(h.requests.filter((url) => url === "/builds/latest.json")).toHaveLength(2);
    expect(watch.isStale()).toBe(false);
    expect(h.onStale).not.toHaveBeenCalled();
    watch.stop();
  });

  it("keeps the poll's rhythm when the meta file's answer is slow or never comes", async () => {
    const h = harness({ metaNeverAnswers: true });
    const watch = startBuildWatch(h.deps);
    await h.advance(MANIFEST_FETCH_DELAY_MS + 300_000);
    expect(h.requests).toEqual(["/builds/meta/aaaa1111.json", "/builds/latest.json"]);
    watch.stop();
  });

  it("turns stale when the server reports another build id, once, and stops polling", async () => {
    const h = harness();
    const watch = startBuildWatch(h.deps);
    await h.advance(MANIFEST_FETCH_DELAY_MS);
    h.deploy("bbbb2222");
    await h.advance(300_000);
    expect(watch.isStale()).toBe(true);
    expect(h.onStale).toHaveBeenCalledOnce();
    expect(h.onStale).toHaveBeenCalledWith("bbbb2222");
    const asked = h.requests.length;
    await h.advance(3 * 300_000);
    expect(h.requests).toHaveLength(asked);
    watch.stop();
  });

  it("treats a 404 for its own meta file as a new deployment (the server no longer knows this build)", async () => {
    const h = harness({ metaStatus: 404 });
    const watch = startBuildWatch(h.deps);
    await h.advance(MANIFEST_FETCH_DELAY_MS);
    expect(watch.isStale()).toBe(true);
    expect(h.onStale).toHaveBeenCalledWith(null);
  });

  it("does not count a failing server as a deployment", async () => {
    const h = harness({ metaStatus: 503 });
    h.deps.getJson = async (url) => {
      h.requests.push(url);
      if (url.includes("latest")) throw new TypeError("Failed to fetch");
      return { status: 503, body: null };
    };
    const watch = startBuildWatch(h.deps);
    await h.advance(MANIFEST_FETCH_DELAY_MS + 2 * 300_000);
    expect(watch.isStale()).toBe(false);
    // It kept trying on the timer after the failures.
    expect(h.requests.filter((url) => url.includes("latest"))).toHaveLength(2);
  });

  it("checks when the tab becomes visible again, but not twice within the gap", async () => {
    const h = harness({ intervalMs: 0 });
    const watch = startBuildWatch(h.deps);
    h.becomeVisible();
    await h.advance(10);
    expect(h.requests).toEqual(["/builds/latest.json"]);
    h.becomeVisible();
    await h.advance(10);
    expect(h.requests).toHaveLength(1);
    await h.advance(MIN_VISIBILITY_CHECK_GAP_MS);
    h.deploy("cccc3333");
    h.becomeVisible();
    await h.advance(10);
    expect(watch.isStale()).toBe(true);
  });

  it("polls nothing on a timer when the interval is 0, and stop() removes every timer and listener", async () => {
    const h = harness({ intervalMs: 0 });
    const watch = startBuildWatch(h.deps);
    await h.advance(MANIFEST_FETCH_DELAY_MS + 3_600_000);
    expect(h.requests).toEqual(["/builds/meta/aaaa1111.json"]);
    watch.stop();
    expect(h.pendingTimers()).toBe(0);
    expect(h.hasVisibilityListener()).toBe(false);
  });
});
