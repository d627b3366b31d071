import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodic } from "./periodic.js";

describe("startPeriodic", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at once and on every tick, never two passes at a time, and stop waits for the running pass", async () => {
    let started = 0;
    let finish: (() => void) | null = null;
    const periodic = startPeriodic(
      () => {
        started += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      1_000,
      () => {},
    );
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(1);
    (finish as unknown as () => void)();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    (finish as unknown as () => void)();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(2);
  });

  it("reports a failed pass and keeps ticking", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const periodic = startPeriodic(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("first pass fails");
      },
      1_000,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors.map((error) => (error as Error).message)).toEqual(["first pass fails"]);
    expect(calls).toBe(2);
    await periodic.stop();
  });
});
