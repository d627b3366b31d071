import { describe, expect, it } from "vitest";
import { createPreloadQueue } from "./preload-queue.js";
import { MAX_CONCURRENT_PRELOADS } from "../text/ui-constants.js";

/** A task whose end the test decides. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createPreloadQueue", () => {
  it("never runs more than 4 preloads at once for a listing of 50 cards", async () => {
    const tasks = new Map<string, ReturnType<typeof deferred>>();
    let running = 0;
    let peak = 0;
    const queue = createPreloadQueue(MAX_CONCURRENT_PRELOADS, (key) => {
      running += 1;
      peak = Math.max(peak, running);
      const task = deferred();
      tasks.set(key, task);
      return task.promise.finally(() => (running -= 1));
    });
    // Worst case: every card links to a route module of its own.
    for (let card = 0; card < 50; card++) queue.enqueue(`route-${card}`);
    expect(queue.stats()).toMatchObject({ running: 4, pending: 46 });
    let finished = 0;
    while (finished < 50) {
      const runningKeys = [...tasks.entries()].filter(([key]) => !queue.isDone(key));
      const [key, task] = runningKeys[0] ?? [];
      if (!key || !task) break;
      // Half of them fail: failures must free their slot too.
      if (finished % 2 === 0) task.resolve();
      else task.reject(new Error("network"));
      tasks.delete(key);
      finished += 1;
      await tick();
      expect(queue.stats().running).toBeLessThanOrEqual(4);
    }
    expect(finished).toBe(50);
    expect(peak).toBe(4);
    expect(queue.stats()).toMatchObject({ running: 0, pending: 0, maxRunning: 4, done: 25, failed: 25 });
  });

  it("runs each key once, however often it is asked", async () => {
    const runs: string[] = [];
    const queue = createPreloadQueue(2, async (key) => {
      runs.push(key);
    });
    for (let i = 0; i < 10; i++) queue.enqueue("routes/_no-header.articulos.$id");
    queue.enqueue("routes/_site.periodicos.$slug");
    await tick();
    queue.enqueue("routes/_no-header.articulos.$id");
    await tick();
    expect(runs).toEqual(["routes/_no-header.articulos.$id", "routes/_site.periodicos.$slug"]);
    expect(queue.isDone("routes/_site.periodicos.$slug")).toBe(true);
    // Known: queued, running or done — the runtime asks before it spends its budget on a key.
    expect(queue.has("routes/_site.periodicos.$slug")).toBe(true);
    expect(queue.has("routes/_site.reportes")).toBe(false);
  });

  it("lets urgent work (a link scrolled into view) jump the line, and clear() drops what has not started", async () => {
    const started: string[] = [];
    const gates: (() => void)[] = [];
    const queue = createPreloadQueue(1, (key) => {
      started.push(key);
      return new Promise<void>((resolve) => gates.push(resolve));
    });
    queue.enqueue("a");
    queue.enqueue("b");
    queue.enqueue("c");
    queue.enqueue("visible", true);
    gates.shift()?.();
    await tick();
    expect(started).toEqual(["a", "visible"]);
    queue.clear();
    expect(queue.has("b")).toBe(false);
    gates.shift()?.();
    await tick();
    expect(started).toEqual(["a", "visible"]);
    // Cleared keys may be asked for again later.
    queue.enqueue("b");
    expect(started).toEqual(["a", "visible", "b"]);
  });

  it("refuses a limit that is not a positive integer", () => {
    expect(() => createPreloadQueue(0, async () => undefined)).toThrow();
  });
});
