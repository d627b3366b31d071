/*
 * The browser's copy of "Mi región" (the server's is the rotativa-region cookie). Pages that know
 * the reader's choice (the front page, /mi-region) write it here; pages that are the same for
 * every reader and shared by caches (a department page) read it to show whether the department is
 * already in the reader's region, without the server rendering anything personal.
 */

/** The localStorage key of the mirrored choice. */
export const REGION_STORAGE_KEY = "rotativa-region";

/** The chosen departments' slugs as stored, or an empty list (nothing stored, storage off, or garbage). */
export function parseStoredRegion(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter((slug): slug is string => typeof slug === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)).slice(0, 10);
  } catch {
    return [];
  }
}

/** The stored choice, or an empty list where the browser keeps nothing (private mode, storage off). */
export function readStoredRegion(): string[] {
  try {
    return parseStoredRegion(window.localStorage.getItem(REGION_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Mirrors the server's choice: the departments' slugs, or nothing (forgotten) for an empty list. */
export function storeRegion(slugs: readonly string[]): void {
  try {
    if (slugs.length === 0) window.localStorage.removeItem(REGION_STORAGE_KEY);
    else window.localStorage.setItem(REGION_STORAGE_KEY, JSON.stringify(slugs));
  } catch {
    // Storage refused (private mode, quota): the cookie still holds the choice.
  }
}
