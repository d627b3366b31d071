import { MANIFEST_FETCH_DELAY_MS, MIN_VISIBILITY_CHECK_GAP_MS } from "../text/ui-constants.js";

/** What the watcher needs from the browser; injected so the logic is tested without one. */
export interface BuildWatchDeps {
  /** The id of the build this page was rendered with. */
  ownId: string;
  /** Milliseconds between checks of /builds/latest.json; 0 turns the timer off (visibility still checks). */
  intervalMs: number;
  /** GETs a JSON document: its status and parsed body (null when it is not JSON). Rejects on network failure. */
  getJson(url: string): Promise<{ status: number; body: unknown }>;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  now(): number;
  /** Calls back whenever the tab becomes visible again; returns an unsubscribe function. */
  onVisible(callback: () => void): () => void;
  /** Told once, when a newer deployment is detected. */
  onStale(latestId: string | null): void;
}

/** A running watcher. */
export interface BuildWatch {
  /** True once the server serves another build than this page's. */
  isStale(): boolean;
  /** Asks the server now (also used by the timer and visibility). */
  check(): Promise<void>;
  stop(): void;
}

/** Where the build files are served. */
export const LATEST_BUILD_URL = "/builds/latest.json";
export const buildMetaUrl = (id: string) => `/builds/meta/${encodeURIComponent(id)}.json`;

function idOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === "string" && id.length > 0 ? id : null;
}

/**
 * Detects a new deployment (spec §7): about a second after load it fetches this build's meta file
 * (a 404 means the server no longer knows this build), then asks for the latest build on a timer
 * and whenever the tab becomes visible again. It never reloads anything itself: the navigation
 * guard turns the reader's next navigation into a full page load.
 */
export function startBuildWatch(deps: BuildWatchDeps): BuildWatch {
  let stale = false;
  let stopped = false;
  let timer: unknown = null;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;

  const markStale = (latestId: string | null) => {
    if (stale) return;
    stale = true;
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    deps.onStale(latestId);
  };

  const schedule = () => {
    if (stopped || stale || deps.intervalMs <= 0) return;
    if (timer !== null) deps.clearTimer(timer);
    timer = deps.setTimer(() => {
      timer = null;
      void check().finally(schedule);
    }, deps.intervalMs);
  };

  const check = (): Promise<void> => {
    if (stopped || stale) return Promise.resolve();
    if (inFlight) return inFlight;
    lastCheck = deps.now();
    inFlight = deps
      .getJson(LATEST_BUILD_URL)
      .then(({ status, body }) => {
        const latest = status === 200 ? idOf(body) : null;
        if (latest && latest !== deps.ownId) markStale(latest);
      })
      // Offline or a server restarting: try again at the next tick.
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const readMeta = async () => {
    try {
      const { status } = await deps.getJson(buildMetaUrl(deps.ownId));
      // Only a deliberate "unknown build" counts; a 5xx says nothing about deployments.
      if (status === 404) markStale(null);
    } catch {
      // Network trouble: the timer will ask again.
    }
  };

  // The poll's clock starts with the meta read, not when its answer arrives: a slow answer must
  // not push every later check back.
  const startTimer = deps.setTimer(() => {
    schedule();
    void readMeta();
  }, MANIFEST_FETCH_DELAY_MS);

  const unsubscribe = deps.onVisible(() => {
    if (deps.now() - lastCheck >= MIN_VISIBILITY_CHECK_GAP_MS) void check();
  });

  return {
    isStale: () => stale,
    check,
    stop() {
      stopped = true;
      deps.clearTimer(startTimer);
      if (timer !== null) deps.clearTimer(timer);
      unsubscribe();
    },
  };
}
