import { createCookieSessionStorage } from "@remix-run/node";
import { createThemeSessionResolver } from "remix-themes";

/** Reads and writes the colour-mode cookie of a request. */
export type ThemeSessions = ReturnType<typeof createThemeSessionResolver>;

/** The name of the colour-mode cookie. */
export const THEME_COOKIE = "rotativa-tema";

/**
 * The colour-mode cookie: signed, a year long, readable by the server only. It holds "light" or
 * "dark"; no cookie means the reader follows the system setting.
 */
export function createThemeSessions(options: { secret: string; secure: boolean }): ThemeSessions {
  const storage = createCookieSessionStorage({
    cookie: {
      name: THEME_COOKIE,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: options.secure,
      secrets: [options.secret],
      maxAge: 60 * 60 * 24 * 365,
    },
  });
  return createThemeSessionResolver(storage);
}
