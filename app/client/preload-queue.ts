/** A queue that runs each keyed task once, never more than `limit` at a time, first come first served. */
export interface PreloadQueue {
  /** Queues a task unless the key is queued, running or done; `urgent` tasks jump the line. */
  enqueue(key: string, urgent?: boolean): void;
  /** Whether the key is queued, running or done (a failed key is known too: it is not retried). */
  has(key: string): boolean;
  /** Whether the key's task finished successfully. */
  isDone(key: string): boolean;
  /** How many tasks run now; the most that ever ran at once. */
  stats(): { running: number; maxRunning: number; pending: number; done: number; failed: number };
  /** Drops what has not started yet. */
  clear(): void;
}

/**
 * The one queue route-component preloads go through (spec §9: at most 4 at once), so that a page
 * of 50 cards never opens 50 requests that compete with the reader's own. A failed task is not
 * retried here: the navigation that needs the module will try again and handle the failure.
 */
export function createPreloadQueue(limit: number, run: (key: string) => Promise<unknown>): PreloadQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a positive integer, got ${limit}`);
  const pending: string[] = [];
  const known = new Set<string>();
  const done = new Set<string>();
  let failed = 0;
  let running = 0;
  let maxRunning = 0;

  const pump = () => {
    while (running < limit && pending.length > 0) {
      const key = pending.shift() as string;
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      let task: Promise<unknown>;
      try {
        task = Promise.resolve(run(key));
      } catch (error) {
        task = Promise.reject(error);
      }
      task
        .then(
          () => {
            done.add(key);
          },
          () => {
            failed += 1;
          },
        )
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return {
    enqueue(key, urgent = false) {
      if (known.has(key)) return;
      known.add(key);
      if (urgent) pending.unshift(key);
      else pending.push(key);
      pump();
    },
    has: (key) => known.has(key),
    isDone: (key) => done.has(key),
    stats: () => ({ running, maxRunning, pending: pending.length, done: done.size, failed }),
    clear() {
      for (const key of pending.splice(0)) known.delete(key);
    },
  };
}
