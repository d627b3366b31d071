/*
 * Whether the app has finished hydrating. An error met on the first document load is the
 * specification's fatal variant ('Page Not Found'); one met during a later client-side
 * navigation is the non-fatal variant ('Page not found'). Remix's ScrollRestoration gives even
 * the first location a random key, so the key alone cannot tell them apart: the moment the
 * location was first rendered can.
 */
let hydrated = false;
const seenDuringNavigation = new Map<string, boolean>();

/** Called once, after the first render in the browser has been committed. */
export function markHydrated(): void {
  hydrated = true;
  // Lets tests and monitoring tell a hydrated page from server HTML; React never manages this attribute.
  document.documentElement.setAttribute("data-hydrated", "");
}

/**
 * True when the location with this key was first rendered after hydration, i.e. reached by a
 * client-side navigation. Stable for a given key, so re-renders never change an error's wording.
 */
export function reachedByNavigation(locationKey: string): boolean {
  if (typeof document === "undefined") return false;
  let value = seenDuringNavigation.get(locationKey);
  if (value === undefined) {
    value = hydrated;
    seenDuringNavigation.set(locationKey, value);
  }
  return value;
}
