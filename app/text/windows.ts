/** The time windows readers can pick, keyed by the URL segment that names them. */
export const WINDOWS = {
  "ultima-hora": { label: "Última hora", durationMs: 60 * 60 * 1000, description: "los últimos 60 minutos" },
  "ultimo-dia": { label: "Último día", durationMs: 24 * 60 * 60 * 1000, description: "las últimas 24 horas" },
  "ultima-semana": { label: "Última semana", durationMs: 7 * 24 * 60 * 60 * 1000, description: "los últimos 7 días" },
} as const;

/** A window's URL segment: ultima-hora, ultimo-dia or ultima-semana. */
export type WindowSlug = keyof typeof WINDOWS;

/** The window segments in the order tabs show them. */
export const WINDOW_SLUGS = Object.keys(WINDOWS) as WindowSlug[];

/** Tells whether a URL segment names a time window. */
export function isWindowSlug(value: string): value is WindowSlug {
  return Object.prototype.hasOwnProperty.call(WINDOWS, value);
}

/** The earliest publication time (epoch ms) an article may have to belong to the window at `now`. */
export function windowStart(window: WindowSlug, now: number): number {
  return now - WINDOWS[window].durationMs;
}
