import { createCookie } from "@remix-run/node";

/** The name of the "Mi región" cookie. */
export const REGION_COOKIE = "rotativa-region";

/** What the cookie holds: department slugs and at most one municipality's DIVIPOLA code (checked when read). */
export interface RegionCookieValue {
  departments: string[];
  municipality: string | null;
}

/** Reads and writes the "Mi región" cookie of a request. */
export interface RegionCookie {
  /** The cookie's decoded value, unchecked (null when absent or unreadable): pages/region.server.ts validates it. */
  read(request: Request): Promise<unknown>;
  /** The Set-Cookie header that keeps a choice for a year. */
  save(value: RegionCookieValue): Promise<string>;
  /** The Set-Cookie header that forgets the choice. */
  clear(): Promise<string>;
}

/**
 * The "Mi región" cookie: a reader's chosen departments, a year long, readable by the server only
 * (the browser's copy for scripts is in localStorage). Not signed: it holds nothing a reader could
 * gain by forging, and every read is validated against the reference data. A request carrying it
 * is never answered from nor stored in the micro-cache (any cookie but the colour mode's keeps a
 * reader out), and its pages are `private` (app/http/page-cache.ts).
 */
export function createRegionCookie(options: { secure: boolean }): RegionCookie {
  const cookie = createCookie(REGION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    maxAge: 60 * 60 * 24 * 365,
  });
  return {
    async read(request) {
      try {
        return (await cookie.parse(request.headers.get("Cookie"))) ?? null;
      } catch {
        return null;
      }
    },
    save: (value) => cookie.serialize(value),
    clear: () => cookie.serialize("", { maxAge: 0, expires: new Date(0) }),
  };
}
