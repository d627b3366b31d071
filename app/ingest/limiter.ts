/** How long a task may hold a shared slot, and how many may wait past that, in the background. */
export interface LeaseOptions {
  /**
   * After this many ms a still-running task gives its shared slot back (it keeps its per-host
   * slot): a feed that hangs until its timeout stops holding up the feeds queued behind it.
   */
  leaseMs: number;
  /** At most this many tasks run past their lease at once (sockets held, not CPU). */
  maxOverdue: number;
}

/**
 * Runs tasks with at most `global` at once and at most `perHost` per host, in arrival order
 * as far as the limits allow, so that one slow site never takes every slot. With a lease, a task
 * that outlives it runs on as "overdue" without counting against `global`.
 */
export class HostLimiter {
  private active = 0;
  private overdue = 0;
  private readonly perHostActive = new Map<string, number>();
  private readonly queue: { host: string; start: () => void }[] = [];

  constructor(
    private readonly global: number,
    private readonly perHost: number,
    private readonly lease: LeaseOptions | null = null,
  ) {
    if (global < 1 || perHost < 1) throw new RangeError("limits must be at least 1");
  }

  /** Runs `task` when a slot for its host is free; resolves or rejects with the task. */
  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        host,
        start: () => {
          let holdsSharedSlot = true;
          const timer = this.lease
            ? setTimeout(() => {
                if (!this.lease || this.overdue >= this.lease.maxOverdue) return;
                holdsSharedSlot = false;
                this.active -= 1;
                this.overdue += 1;
                this.pump();
              }, this.lease.leaseMs)
            : null;
          timer?.unref?.();
          // The slot is released before the caller hears of the result.
          task()
            .finally(() => {
              if (timer) clearTimeout(timer);
              if (holdsSharedSlot) this.active -= 1;
              else this.overdue -= 1;
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

  /** Tasks holding a shared slot now. */
  get running(): number {
    return this.active;
  }

  /** Tasks still running past their lease. */
  get runningOverdue(): number {
    return this.overdue;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  private pump(): void {
    for (let i = 0; i < this.queue.length && this.active < this.global;) {
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

/**
 * The lease ingestion uses: most healthy feeds answer within 2 s; one still waiting after that
 * is slow or hung, and up to 24 of them may wait for their own timeout without blocking the rest.
 */
export const FEED_SLOT_LEASE: LeaseOptions = { leaseMs: 2_000, maxOverdue: 24 };

/** The host a URL's requests go to ("" for something that is not a URL). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}
