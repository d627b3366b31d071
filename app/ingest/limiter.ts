/**
 * Runs tasks with at most `global` at once and at most `perHost` per host, in arrival order
 * as far as the limits allow, so that one slow site never takes every slot.
 */
export class HostLimiter {
  private active = 0;
  private readonly perHostActive = new Map<string, number>();
  private readonly queue: { host: string; start: () => void }[] = [];

  constructor(
    private readonly global: number,
    private readonly perHost: number,
  ) {
    if (global < 1 || perHost < 1) throw new RangeError("limits must be at least 1");
  }

  /** Runs `task` when a slot for its host is free; resolves or rejects with the task. */
  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        host,
        start: () => {
          // The slot is released before the caller hears of the result.
          task()
            .finally(() => {
              this.active -= 1;
              const count = (this.perHostActive.get(host) ?? 1) - 1;
              if (count === 0) this.perHostActive.delete(host);
              else this.perHostActive.set(host, count);
              this.pump();
            })
            .then(resolve, reject);
        },
      });
      this.pump();
    });
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  private pump(): void {
    for (let i = 0; i < this.queue.length && this.active < this.global; ) {
      const entry = this.queue[i] as { host: string; start: () => void };
      const hostCount = this.perHostActive.get(entry.host) ?? 0;
      if (hostCount >= this.perHost) {
        i += 1;
        continue;
      }
      this.queue.splice(i, 1);
      this.active += 1;
      this.perHostActive.set(entry.host, hostCount + 1);
      entry.start();
    }
  }
}

/** The host a URL's requests go to ("" for something that is not a URL). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}
