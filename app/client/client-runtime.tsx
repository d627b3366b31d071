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

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
}

interface RemixWindow {
  __remixManifest: { version: string; routes: Record<string, ManifestRoute> };
  __remixRouteModules: Record<string, unknown>;
  __remixRouter: { routes: unknown; subscribe(listener: () => void): () => void };
}

const remix = () => window as unknown as Window & RemixWindow;

/*
 * Remix discovers routes lazily (future.v3_lazyRouteDiscovery): the page carries only the routes
 * of its own path, and Remix asks /__manifest for those of the links it renders. The runtime
 * matches paths against what is known so far: Remix's manifest (which Remix patches in place)
 * and what the runtime asked /__manifest for itself, kept apart so that Remix still patches its
 * own router with everything it learns.
 */
const learned: Record<string, ManifestRoute> = {};
/** Paths whose routes are known for certain: asked for here, or by Remix (its /__manifest requests). */
const discovered = new Set<string>();

let tree: { key: string; routes: Parameters<typeof matchRoutes>[0] } | null = null;

/** The known routes as a tree for matchRoutes, rebuilt when the known routes change. */
function knownRoutes(): Parameters<typeof matchRoutes>[0] {
  const all = { ...learned, ...remix().__remixManifest.routes };
  const key = Object.keys(all).length + "";
  if (tree?.key !== key) {
    const branch = (parentId?: string): Parameters<typeof matchRoutes>[0] =>
      Object.values(all)
        .filter((route) => route.parentId === parentId)
        .map(({ id, path, index, caseSensitive }) =>
          index ? { id, path, index, caseSensitive } : { id, path, caseSensitive, children: branch(id) },
        );
    tree = { key, routes: branch(undefined) };
  }
  return tree.routes;
}

/** Route modules this page has imported itself (preloads and checks before a navigation). */
const imported = new Set<string>();

function isLoaded(routeId: string): boolean {
  return imported.has(routeId) || routeId in remix().__remixRouteModules;
}

/** Imports a route's module (and, through it, its chunks); the browser keeps it for Remix. */
async function importRoute(routeId: string): Promise<void> {
  const route = remix().__remixManifest.routes[routeId] ?? learned[routeId];
  if (!route) return;
  await import(/* webpackIgnore: true */ route.module);
  imported.add(routeId);
}

/** The ids of the known routes a location renders; empty when nothing known matches. */
function routeIdsFor(location: Partial<Location> | string): string[] {
  const matches = matchRoutes(knownRoutes(), location);
  return (matches ?? []).map((match) => match.route.id as string);
}

/**
 * Whether the routes known now are surely the ones a path renders: it was discovered, or it
 * matches known routes without any dynamic segment (a dynamic or catch-all match may only stand
 * in for a route not discovered yet).
 */
function isSettled(pathname: string): boolean {
  if (discovered.has(pathname)) return true;
  const matches = matchRoutes(knownRoutes(), pathname);
  return Boolean(matches) && (matches ?? []).every((match) => !/[:*]/.test(match.route.path ?? ""));
}

/** The answer of /__manifest when the build changed since this page loaded. */
class NewBuild extends Error {}

/** Asks /__manifest for the routes of a path, as Remix does, unless they are known already. */
async function discover(pathname: string): Promise<void> {
  if (isSettled(pathname)) return;
  const url = new URL("/__manifest", window.location.origin);
  url.searchParams.set("p", pathname);
  url.searchParams.set("version", remix().__remixManifest.version);
  const response = await fetch(url);
  if (response.status === 204) throw new NewBuild();
  if (!response.ok) throw new Error(`/__manifest answered ${response.status}`);
  Object.assign(learned, (await response.json()) as Record<string, ManifestRoute>);
  discovered.add(pathname);
}

/** Records the paths Remix discovers by itself (its batched /__manifest requests). */
function watchRemixDiscovery() {
  if (typeof PerformanceObserver !== "function") return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const url = new URL(entry.name);
      if (url.pathname === "/__manifest") for (const path of url.searchParams.getAll("p")) discovered.add(path);
    }
  }).observe({ type: "resource", buffered: true });
}

/**
 * Imports the route modules a path needs, after discovering its routes.
 * Resolves once they are all loaded; rejects when one fails, so callers can stay away from Remix's
 * own prefetching, which reloads the current page when a module fails.
 */
export async function preloadRoutesFor(pathname: string, search = ""): Promise<void> {
  await discover(pathname);
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

type Decision = { kind: "reload"; replace: boolean } | { kind: "check"; routeIds: string[]; settled: boolean; fromKey: string };

/** Starts the runtime behaviours; `buildCheckIntervalMs` 0 turns the build timer off. */
export function ClientRuntime({ buildCheckIntervalMs }: { buildCheckIntervalMs: number }) {
  const watch = useBuildWatch(buildCheckIntervalMs);
  useEffect(watchRemixDiscovery, []);
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
      const settled = isSettled(nextLocation.pathname);
      const missing = routeIdsFor(nextLocation).filter((id) => !isLoaded(id));
      if (settled && missing.length === 0) return false;
      decision.current = { kind: "check", routeIds: missing, settled, fromKey: currentLocation.key };
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
    let routeIds = current.routeIds;
    // A path whose routes are not known yet: ask /__manifest first. A new build there means a
    // full load of the target; any other failure leaves the navigation to Remix, which asks too.
    const discovery = current.settled
      ? Promise.resolve(true)
      : discover(target.pathname).then(
          () => {
            routeIds = routeIdsFor(target).filter((id) => !isLoaded(id));
            return true;
          },
          (error: unknown) => {
            if (!(error instanceof NewBuild)) return false;
            window.location.assign(href);
            return null;
          },
        );
    discovery
      .then(async (known) => {
        if (known === null || cancelled) return;
        if (known) await Promise.all(routeIds.map(importRoute));
        if (!cancelled) blocker.proceed();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(`Could not load the page ${target.pathname}`, error);
        if (decideChunkFailure(sessionStore(), target.pathname, Date.now()) === "reload") {
          // Remix reloads the *current* page whenever a later import of this module fails (the
          // hover prefetch of the same link, say), which would cancel the load of the target.
          // The page is about to be replaced: give Remix's module cache an empty stand-in.
          for (const id of routeIds) {
            if (!(id in remix().__remixRouteModules)) remix().__remixRouteModules[id] = { default: () => null };
          }
          window.location.assign(href);
          return;
        }
        blocker.reset();
        setChunkFailure({ pathname: target.pathname, locationKey: current.fromKey });
      });
    return () => {
      cancelled = true;
    };
  }, [blocker]);
}

let preloadQueue: PreloadQueue | null = null;

/**
 * Route-component preloads, for the reader's likely next click and nothing more (issue 28), never
 * more than MAX_CONCURRENT_PRELOADS at once (spec §9):
 * - unasked, the routes of the first links of the page's content that come into view, up to
 *   MAX_CONCURRENT_PRELOADS route modules per page (a listing's cards all share one route);
 * - asked, the routes of any link the reader points at, focuses or touches (header links also
 *   prefetch their data through `useIntentPrefetches` once the modules are here).
 * Readers who asked to save data get no unasked preloads.
 */
function useRoutePreloads() {
  const location = useLocation();
  useEffect(() => {
    preloadQueue ??= createPreloadQueue(MAX_CONCURRENT_PRELOADS, importRoute);
    const queue = preloadQueue;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    let unasked = connection?.saveData ? 0 : MAX_CONCURRENT_PRELOADS;
    const sameSite = (link: HTMLAnchorElement) => !link.target && !link.hasAttribute("download") && link.origin === window.location.origin;
    const routesOf = (link: HTMLAnchorElement) =>
      routeIdsFor({ pathname: link.pathname, search: link.search, hash: "" }).filter((id) => !isLoaded(id) && !queue.has(id));

    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || !sameSite(link)) return;
      for (const id of routesOf(link)) queue.enqueue(id, true);
    };
    const intents = ["pointerover", "focusin", "touchstart"] as const;
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });

    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const link = entry.target as HTMLAnchorElement;
        const ids = routesOf(link);
        // A link whose routes are not known yet stays watched: Remix learns them shortly (below).
        if (ids.length === 0 && !isSettled(link.pathname)) continue;
        observer.unobserve(link);
        for (const id of ids.slice(0, unasked)) queue.enqueue(id);
        unasked = Math.max(0, unasked - ids.length);
        if (unasked === 0) observer.disconnect();
      }
    });
    const scan = () => {
      if (unasked === 0) return;
      const content = document.querySelector("main") ?? document.body;
      for (const link of content.querySelectorAll<HTMLAnchorElement>("a[href]")) if (sameSite(link)) observer.observe(link);
    };
    scan();
    // Remix learns the routes of the page's links from /__manifest after hydration (lazy route
    // discovery): when the route tree grows, the links in view are looked at again.
    const router = remix().__remixRouter;
    let known = router.routes;
    const unsubscribe = router.subscribe(() => {
      if (router.routes === known) return;
      known = router.routes;
      observer.disconnect();
      scan();
    });
    return () => {
      unsubscribe();
      observer.disconnect();
      for (const type of intents) document.removeEventListener(type, onIntent);
      // What the previous page queued and did not start is of no use on this one.
      queue.clear();
    };
  }, [location.key]);
}
