import { RELOAD_GUARD_MS } from "../text/ui-constants.js";

/** The part of sessionStorage the reload guard uses; injected so it is tested without a browser. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const GUARD_PREFIX = "rotativa:recarga:";

/**
 * Decides what to do when the code of the page a reader is going to fails to load (spec §8):
 * reload that page, at most once per RELOAD_GUARD_MS per path; a second failure within that
 * time shows the error page instead of reloading in a loop. The time is remembered in
 * sessionStorage, so it survives the reload itself. Storage that refuses writes means no reload:
 * without memory the guard cannot stop a loop.
 */
export function decideChunkFailure(store: KeyValueStore | null, pathname: string, now: number): "reload" | "error-page" {
  if (!store) return "error-page";
  const key = GUARD_PREFIX + pathname;
  try {
    const last = Number(store.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS && now >= last) return "error-page";
    store.setItem(key, String(now));
    return "reload";
  } catch {
    return "error-page";
  }
}

/** An element the reader may be typing in, or a button of a form that changes data (method post). */
export interface FocusedElementLike {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  form?: { method?: string } | null;
}

// Inputs that do not take typed text: pressing them is not "typing in a form".
const NON_TEXT_INPUTS = new Set(["button", "submit", "reset", "checkbox", "radio", "range", "color", "file", "image", "hidden"]);

/**
 * Whether the reader is in the middle of a form (spec: no reload while typing): focus in a text
 * field, a select or an editable region, or on the submit button of a POST form. A new build
 * then waits for a later navigation instead of reloading the page under the reader's hands.
 */
export function isEditing(element: FocusedElementLike | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return !element.disabled;
  if (tag === "INPUT") {
    if (NON_TEXT_INPUTS.has((element.type ?? "text").toLowerCase())) return isPostFormControl(element);
    return !element.disabled && !element.readOnly;
  }
  if (tag === "BUTTON") return isPostFormControl(element);
  return false;
}

function isPostFormControl(element: FocusedElementLike): boolean {
  return (element.form?.method ?? "get").toLowerCase() === "post";
}

/** A navigation that only changes the hash stays on the page: nothing to load or reload. */
export function isHashOnlyChange(
  from: { pathname: string; search: string },
  to: { pathname: string; search: string; hash: string },
): boolean {
  return from.pathname === to.pathname && from.search === to.search && to.hash !== "";
}
