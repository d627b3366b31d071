/** A colour mode a reader can pick. "system" follows the device's setting. */
export type ColourMode = "light" | "dark" | "system";

/** The localStorage key that mirrors the reader's choice, so it survives a lost cookie. */
export const THEME_STORAGE_KEY = "rotativa-tema";

/** The labels of the colour-mode switch, in its order. */
export const COLOUR_MODES: { value: ColourMode; label: string }[] = [
  { value: "light", label: "Claro" },
  { value: "dark", label: "Oscuro" },
  { value: "system", label: "Sistema" },
];

/** Tells whether a value is a colour mode. */
export function isColourMode(value: unknown): value is ColourMode {
  return value === "light" || value === "dark" || value === "system";
}

/** What a route may put in its `handle` to force a colour mode on its page. */
export interface ThemeHandle {
  forcedTheme?: ColourMode;
}

const warned = new Set<string>();

/**
 * The mode forced by the deepest route that forces one, or null. Forcing "system" makes no
 * sense (it is the absence of a choice): it is ignored with a warning, as the specification says.
 */
export function resolveForcedTheme(
  matches: { id: string; handle?: unknown }[],
  warn: (message: string) => void = console.warn,
): "light" | "dark" | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as ThemeHandle | undefined;
    const forced = handle?.forcedTheme;
    if (forced === undefined) continue;
    if (forced === "light" || forced === "dark") return forced;
    if (match && !warned.has(match.id)) {
      warned.add(match.id);
      warn(`Route "${match.id}" forces colour mode "${String(forced)}"; only "light" or "dark" can be forced, so it is ignored.`);
    }
  }
  return null;
}

/**
 * Runs before the first paint. When the server found no colour-mode cookie but the browser
 * remembers a choice, it applies that choice at once so the page never flashes the wrong mode.
 */
export const restoreThemeScript = `(function(){try{var d=document.documentElement;if(d.getAttribute("data-theme-source")!=="none")return;var s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(s==="light"||s==="dark"){d.classList.remove("light","dark");d.classList.add(s);}}catch(e){}})();`;
