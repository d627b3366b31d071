/*
 * The reader's "Guardar para después" list, as both sides keep it: article ids, newest saved
 * first, at most SAVED_LIMIT. The server reads it from a cookie (readers without JavaScript); the
 * browser keeps the same list in that cookie and in localStorage. Pure: no storage here.
 */

/** The cookie (and localStorage key) holding the saved ids: "812.77.5", newest first. */
export const SAVED_COOKIE = "rotativa-guardadas";
/** The localStorage key of the cookie's value as the browser last saw it (the merge's common base). */
export const SAVED_BASE_KEY = "rotativa-guardadas-base";
/** How many articles a reader may keep: saving one more forgets the oldest. */
export const SAVED_LIMIT = 50;
/** A year, in seconds: how long the cookie lives after the last change. */
export const SAVED_MAX_AGE = 60 * 60 * 24 * 365;

const ID = /^[1-9][0-9]{0,15}$/;

/**
 * The ids a stored value holds, validated: anything that is not a positive integer is skipped,
 * repeats keep their first (newest) place, and only the first SAVED_LIMIT count. Never throws.
 */
export function parseSavedIds(value: string | null | undefined): number[] {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return [];
  const ids: number[] = [];
  for (const part of value.split(".")) {
    if (!ID.test(part)) continue;
    const id = Number(part);
    if (!Number.isSafeInteger(id) || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === SAVED_LIMIT) break;
  }
  return ids;
}

/** The value stored for a list: ids joined by dots (cookie-safe), at most SAVED_LIMIT. */
export function serializeSavedIds(ids: readonly number[]): string {
  return ids.slice(0, SAVED_LIMIT).join(".");
}

/** The list with `id` saved (moved to the front, the oldest beyond the limit forgotten) or removed. */
export function withSaved(ids: readonly number[], id: number, saved: boolean): number[] {
  const rest = ids.filter((other) => other !== id);
  return (saved ? [id, ...rest] : rest).slice(0, SAVED_LIMIT);
}

/**
 * Merges the browser's two copies. The cookie is the list as readers without JavaScript changed
 * it; localStorage is the list as this browser's script last wrote it; `base` is the cookie's
 * value when the script last looked. An id in the cookie stays (saved without JavaScript, or
 * both). An id only in localStorage stays unless the cookie held it then (it was removed without
 * JavaScript since); so nothing saved either way is lost, and nothing removed comes back.
 */
export function mergeSavedIds(cookie: readonly number[], local: readonly number[], base: readonly number[]): number[] {
  const onlyLocal = local.filter((id) => !cookie.includes(id) && !base.includes(id));
  return [...onlyLocal, ...cookie].slice(0, SAVED_LIMIT);
}

/** The value of one cookie in a Cookie header (or document.cookie), null when absent. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    if (equals !== -1 && part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return null;
}
