/** A task that runs now and every `intervalMs`, one pass at a time (a pass still running skips the next tick). */
export interface Periodic {
  /** Stops the ticks and waits for the pass that is running, if any. */
  stop(): Promise<void>;
}

/**
 * Starts `run` now and then every `intervalMs`; a pass that fails is reported to `onError` and the
 * next tick runs as usual. The timer does not keep the process alive.
 */
export function startPeriodic(run: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): Periodic {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
