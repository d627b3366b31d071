import {
  cookieValue,
  mergeSavedIds,
  parseSavedIds,
  SAVED_BASE_KEY,
  SAVED_COOKIE,
  SAVED_MAX_AGE,
  serializeSavedIds,
  withSaved,
} from "../../pages/saved/saved-list.js";

/*
 * The saved list in the browser (with JavaScript): localStorage and the cookie the server reads,
 * kept equal. Every call reads both afresh: no state of its own.
 */

function readLocal(key: string): number[] {
  try {
    return parseSavedIds(window.localStorage.getItem(key));
  } catch {
    return [];
  }
}

function writeLocal(key: string, ids: readonly number[]): void {
  try {
    window.localStorage.setItem(key, serializeSavedIds(ids));
  } catch {
    // Storage disabled or full: the cookie still keeps the list.
  }
}

function readCookie(): number[] {
  return parseSavedIds(cookieValue(document.cookie, SAVED_COOKIE));
}

/** Writes both copies, and remembers what the cookie really holds afterwards (cookies may be refused). */
function store(ids: readonly number[]): void {
  const value = serializeSavedIds(ids);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = value
    ? `${SAVED_COOKIE}=${value}; Max-Age=${SAVED_MAX_AGE}; Path=/; SameSite=Lax${secure}`
    : `${SAVED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  writeLocal(SAVED_COOKIE, ids);
  writeLocal(SAVED_BASE_KEY, readCookie());
}

/**
 * The reader's list, both copies merged (what was saved or removed without JavaScript since the
 * last look included) and written back; `forget` drops ids that no longer name an article.
 */
export function syncSaved(forget: readonly number[] = []): number[] {
  const merged = mergeSavedIds(readCookie(), readLocal(SAVED_COOKIE), readLocal(SAVED_BASE_KEY)).filter((id) => !forget.includes(id));
  store(merged);
  return merged;
}

/** Saves or removes one article at once, in both copies; returns the new list. */
export function setSaved(id: number, saved: boolean): number[] {
  const next = withSaved(syncSaved(), id, saved);
  store(next);
  return next;
}
