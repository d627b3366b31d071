/*
 * The periods /reportes offers: the loader reads them, and the page's selector lists them. Its own
 * module, free of the report's date formats, so that the selector's labels are all the page's
 * script takes of them.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The periods the selector offers; "7d" unless the reader picks another or a custom range. */
export const PERIODS = {
  "24h": { label: "Últimas 24 horas", durationMs: DAY_MS },
  "7d": { label: "Últimos 7 días", durationMs: 7 * DAY_MS },
  "30d": { label: "Últimos 30 días", durationMs: 30 * DAY_MS },
  "90d": { label: "Últimos 90 días", durationMs: 90 * DAY_MS },
} as const;
export type PeriodKey = keyof typeof PERIODS;
export const DEFAULT_PERIOD: PeriodKey = "7d";
