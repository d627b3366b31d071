/*
 * The client runtime's numbers, in one place. Each comes from the specification (sections 7–9);
 * the CSS custom properties of the same name in app/styles/app.css mirror the layers and a unit
 * test keeps the two in step.
 */

/** Stacking layers (spec §9: modal 1100, overlay 1000, menu 1000, tooltip 1100). Overlays use these, never raw numbers. */
export const Z_LAYERS = {
  modal: 1100,
  overlay: 1000,
  menu: 1000,
  tooltip: 1100,
} as const;

/** A named stacking layer. */
export type ZLayer = keyof typeof Z_LAYERS;

/** A route whose module failed to load is reloaded at most once per this many ms per path (spec §8, §9: 10000 ms). */
export const RELOAD_GUARD_MS = 10_000;

/** The build's meta file is fetched about this long after load, out of the way of hydration (spec §7, §9: ~1 s). */
export const MANIFEST_FETCH_DELAY_MS = 1_000;

/** Route-component preloads in flight at once; more would compete with the reader's own requests (spec §9: 4). */
export const MAX_CONCURRENT_PRELOADS = 4;

/** How often a page asks whether a new build was deployed, unless configured otherwise (spec §7 says "on a timer"). */
export const DEFAULT_BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

/** A tab that becomes visible re-checks the build, but not more often than this, so tab switching stays free. */
export const MIN_VISIBILITY_CHECK_GAP_MS = 30_000;

/** Where toasts appear unless a toast asks for another corner (spec §9: top right). */
export const DEFAULT_TOAST_POSITION = "top-right";

/** The corners and edges a toast may appear at. */
export const TOAST_POSITIONS = ["top-right", "top-left", "top-center", "bottom-right", "bottom-left", "bottom-center"] as const;

/** A place on the screen for toasts. */
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** The date field's format when a page passes none (spec §9: mm/dd/yy); pages for readers pass a Spanish one. */
export const DEFAULT_DATE_FORMAT = "mm/dd/yy";

/** The format Colombian readers write dates in; "aaaa" is the Spanish name of the four-digit year. */
export const SPANISH_DATE_FORMAT = "dd/mm/aaaa";

/** How often a listing asks how many articles arrived since it was rendered. */
export const NEW_ARTICLES_CHECK_INTERVAL_MS = 60_000;
