import { type BlockerFunction, createPath, type Location, matchRoutes, useBlocker, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { type BuildWatch, startBuildWatch } from "./build-watch.js";
import { decideChunkFailure, isEditing, isHashOnlyChange, type KeyValueStore } from "./navigation-rules.js";
import { createPreloadQueue, type PreloadQueue } from "./preload-queue.js";
import { MAX_CONCURRENT_PRELOADS } from "../text/ui-constants.js";

/*
 * The browser side of the specification's runtime (§4, §7, §8, §9): new-deployment detection,
 * recovery from route modules that fail to load, and bounded route-component preloads. Rendered
 * once by the root layout; it draws nothing.
 */

interface RemixWindow {
  __remixManifest: { version: string; routes: Record<string, { module: string }> };
  __remixRouteModules: Record<string, unknown>;
  __remixRouter: { routes: Parameters<typeof matchRoutes>[0] };
}

const remix = () => window as unknown as Window & RemixWindow;

/** Route modules this page has imported itself (preloads and checks before a navigation). */
const imported = new Set<string>();

function isLoaded(routeId: string): boolean {
  return imported.has(routeId) || routeId in remix().__remixRouteModules;
}

/** Imports a route's module (and, through it, its chunks); the browser keeps it for Remix. */
async function importRoute(routeId: string): Promise<void> {
  const route = remix().__remixManifest.routes[routeId];
  if (!route) return;
  await import(/* webpackIgnore: true */ route.module);
  imported.add(routeId);
}

/** The ids of the routes a location renders; empty when nothing matches (the router answers 404). */
function routeIdsFor(location: Partial<Location> | string): string[] {
  const matches = matchRoutes(remix().__remixRouter.routes, location);
  return (matches ?? []).map((match) => match.route.id as string);
}

/**
 * Imports the route modules a path needs.
 * Resolves once they are all loaded; rejects when one fails, so callers can stay away from Remix's
 * own prefetching, which reloads the current page when a module fails.
 */
export async function preloadRoutesFor(pathname: string, search = ""): Promise<void> {
  const missing = routeIdsFor({ pathname, search, hash: "" }).filter((id) => !isLoaded(id));
  await Promise.all(missing.map(importRoute));
}

function sessionStore(): KeyValueStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/*
 * A route module that failed twice within the guard time: the page shows the error page for the
 * location the reader was on when it happened, until they go elsewhere.
 */
interface ChunkFailure {
  pathname: string;
  locationKey: string;
}
let chunkFailure: ChunkFailure | null = null;
const chunkFailureListeners = new Set<() => void>();
function setChunkFailure(value: ChunkFailure | null) {
  chunkFailure = value;
  for (const listener of chunkFailureListeners) listener();
}

/** The failed navigation whose error page should be shown at this location, if any. */
export function useChunkFailure(): ChunkFailure | null {
  const location = useLocation();
  const failure = useSyncExternalStore(
    (listener) => {
      chunkFailureListeners.add(listener);
      return () => chunkFailureListeners.delete(listener);
    },
    () => chunkFailure,
    () => null,
  );
  return failure && failure.locationKey === location.key ? failure : null;
}

type Decision = { kind: "reload"; replace: boolean } | { kind: "check"; routeIds: string[]; fromKey: string };

/** Starts the runtime behaviours; `buildCheckIntervalMs` 0 turns the build timer off. */
export function ClientRuntime({ buildCheckIntervalMs }: { buildCheckIntervalMs: number }) {
  const watch = useBuildWatch(buildCheckIntervalMs);
  useNavigationGuard(watch);
  useRoutePreloads();
  return null;
}

function useBuildWatch(intervalMs: number) {
  const watch = useRef<BuildWatch | null>(null);
  useEffect(() => {
    const running = startBuildWatch({
      ownId: remix().__remixManifest.version,
      intervalMs,
      async getJson(url) {
        const response = await fetch(url, { headers: { Accept: "application/json" } });
        const body: unknown = await response.json().catch(() => null);
        return { status: response.status, body };
      },
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
      clearTimer: (handle) => window.clearTimeout(handle as number),
      now: () => Date.now(),
      onVisible(callback) {
        const listener = () => {
          if (document.visibilityState === "visible") callback();
        };
        document.addEventListener("visibilitychange", listener);
        return () => document.removeEventListener("visibilitychange", listener);
      },
      onStale() {
        // Lets operators (and tests) see that the next navigation will load the new build.
        document.documentElement.setAttribute("data-build-stale", "");
      },
    });
    watch.current = running;
    return () => running.stop();
  }, [intervalMs]);
  return watch;
}

/**
 * Holds each navigation for a moment: when a new build is out (and the reader is not typing in a
 * form) the navigation becomes a full load of its target; otherwise the target's route modules
 * are imported first (usually already preloaded), so that a module that fails to load is
 * handled here — one reload of the target per 10 s, then the error page — and not by Remix's
 * own fallback, which reloads the current page every time.
 */
function useNavigationGuard(watch: { current: BuildWatch | null }) {
  const decision = useRef<Decision | null>(null);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) => {
      if (isHashOnlyChange(currentLocation, nextLocation)) return false;
      if (watch.current?.isStale() && !isEditing(document.activeElement as HTMLInputElement | null)) {
        decision.current = { kind: "reload", replace: historyAction === "REPLACE" };
        return true;
      }
      const missing = routeIdsFor(nextLocation).filter((id) => !isLoaded(id));
      if (missing.length === 0) return false;
      decision.current = { kind: "check", routeIds: missing, fromKey: currentLocation.key };
      return true;
    },
    [watch],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const target = blocker.location;
    const href = createPath(target);
    const current = decision.current;
    if (!current) {
      blocker.proceed();
      return;
    }
    if (current.kind === "reload") {
      if (current.replace) window.location.replace(href);
      else window.location.assign(href);
      return;
    }
    let cancelled = false;
    Promise.all(current.routeIds.map(importRoute)).then(
      () => {
        if (!cancelled) blocker.proceed();
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(`Could not load the page ${target.pathname}`, error);
        if (decideChunkFailure(sessionStore(), target.pathname, Date.now()) === "reload") {
          // Remix reloads the *current* page whenever a later import of this module fails (the
          // hover prefetch of the same link, say), which would cancel the load of the target.
          // The page is about to be replaced: give Remix's module cache an empty stand-in.
          for (const id of current.routeIds) {
            if (!(id in remix().__remixRouteModules)) remix().__remixRouteModules[id] = { default: () => null };
          }
          window.location.assign(href);
          return;
        }
        blocker.reset();
        setChunkFailure({ pathname: target.pathname, locationKey: current.fromKey });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [blocker]);
}

let preloadQueue: PreloadQueue | null = null;

/**
 * Preloads the route modules of the links on the page: those that scroll into view first, the
 * rest when the browser is idle, never more than MAX_CONCURRENT_PRELOADS at once. A hovered link
 * prefetches its data through `useIntentPrefetch` once its modules are here. Readers who asked to
 * save data get no preloads.
 */
function useRoutePreloads() {
  const location = useLocation();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    preloadQueue ??= createPreloadQueue(MAX_CONCURRENT_PRELOADS, importRoute);
    const queue = preloadQueue;
    const preload = (link: HTMLAnchorElement, urgent: boolean) => {
      if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      for (const id of routeIdsFor({ pathname: link.pathname, search: link.search, hash: "" })) {
        if (!isLoaded(id)) queue.enqueue(id, urgent);
      }
    };
    const links = () => Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          preload(entry.target as HTMLAnchorElement, true);
        }
      },
      { rootMargin: "200px" },
    );
    for (const link of links()) observer.observe(link);
    const idle = onIdle(() => {
      for (const link of links()) preload(link, false);
    });
    return () => {
      observer.disconnect();
      idle();
      // What the previous page queued and did not start is of no use on this one.
      queue.clear();
    };
  }, [location.key]);
}

/** Runs a callback when the browser is idle (a timeout where requestIdleCallback is missing); returns a canceller. */
function onIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1_500);
  return () => clearTimeout(handle);
}
