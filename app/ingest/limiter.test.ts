import { describe, expect, it, vi } from "vitest";
import { HostLimiter, hostOf } from "./limiter.js";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("HostLimiter", () => {
  it("never runs more than the global and per-host limits", async () => {
    const limiter = new HostLimiter(3, 2);
    const perHost = new Map<string, number>();
    let active = 0;
    let maxActive = 0;
    let maxPerHost = 0;
    const tasks = Array.from({ length: 30 }, (_, i) => {
      const host = i % 3 === 0 ? "b" : "a";
      return limiter.run(host, async () => {
        active += 1;
        perHost.set(host, (perHost.get(host) ?? 0) + 1);
        maxActive = Math.max(maxActive, active);
        maxPerHost = Math.max(maxPerHost, perHost.get(host) ?? 0);
        await new Promise((r) => setTimeout(r, 1 + (i % 3)));
        active -= 1;
        perHost.set(host, (perHost.get(host) ?? 1) - 1);
        return i;
      });
    });
    expect(await Promise.all(tasks)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(maxActive).toBe(3);
    expect(maxPerHost).toBe(2);
  });

  it("lets other hosts pass a host that is saturated by slow tasks", async () => {
    const limiter = new HostLimiter(4, 2);
    const slow = deferred();
    const order: string[] = [];
    const blocked = [1, 2, 3].map(() => limiter.run("slow", () => slow.promise.then(() => order.push("slow"))));
    const fast = await limiter.run("fast", async () => {
      order.push("fast");
      return "done";
    });
    expect(fast).toBe("done");
    expect(limiter.waiting).toBe(1);
    slow.resolve();
    await Promise.all(blocked);
    expect(order[0]).toBe("fast");
  });

  it("gives a task's shared slot back when it outlives its lease, keeping its host's slot", async () => {
    vi.useFakeTimers();
    try {
      const limiter = new HostLimiter(2, 1, { leaseMs: 1_000, maxOverdue: 1 });
      const hung = [deferred(), deferred()];
      const first = limiter.run("hung-1", () => hung[0]!.promise);
      const second = limiter.run("hung-2", () => hung[1]!.promise);
      const sameHost = limiter.run("hung-1", async () => "same host");
      const other = limiter.run("fast", async () => "fast");
      await vi.advanceTimersByTimeAsync(999);
      expect(limiter.running).toBe(2);
      expect(limiter.waiting).toBe(2);
      // Both leases end; only one task may run overdue, so the other keeps its slot.
      await vi.advanceTimersByTimeAsync(1);
      expect(limiter.runningOverdue).toBe(1);
      expect(await other).toBe("fast");
      // The hung host's second task still waits for that host's slot.
      expect(limiter.waiting).toBe(1);
      hung[0]!.resolve();
      expect(await sameHost).toBe("same host");
      hung[1]!.resolve();
      await Promise.all([first, second]);
      expect(limiter.running).toBe(0);
      expect(limiter.runningOverdue).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("frees the slot of a task that fails", async () => {
    const limiter = new HostLimiter(1, 1);
    await expect(limiter.run("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limiter.run("a", async () => 42)).toBe(42);
    expect(limiter.running).toBe(0);
  });
});

describe("hostOf", () => {
  it("lower-cases the host and keeps the port", () => {
    expect(hostOf("https://WWW.Example.com:8443/rss")).toBe("www.example.com:8443");
    expect(hostOf("no es una url")).toBe("");
  });
});
