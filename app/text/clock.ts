/*
 * Times on a story's timeline. Kept apart from format.ts (which every listing loads) so that only
 * the story page's code carries them.
 */
import { pluralize } from "./format.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Colombia keeps UTC−5 all year (no daylight saving since 1993). */
const BOGOTA_OFFSET_MS = -5 * HOUR;
const SHORT_MONTHS = ["ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic."];

/**
 * A clock time in Bogotá for a timeline, e.g. "3 nov., 8:05 a. m." (with the year when it is not
 * the year of `now`). Written by hand rather than by Intl so that the server and every browser
 * print the same text (ICU versions differ in spaces and abbreviations, which would break hydration).
 */
export function formatBogotaClock(epochMs: number, now: number): string {
  const local = new Date(epochMs + BOGOTA_OFFSET_MS);
  const thisYear = new Date(now + BOGOTA_OFFSET_MS).getUTCFullYear();
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, "0");
  const year = local.getUTCFullYear() === thisYear ? "" : ` de ${local.getUTCFullYear()}`;
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "a. m." : "p. m."}`;
  return `${local.getUTCDate()} ${SHORT_MONTHS[local.getUTCMonth()]}${year}, ${clock}`;
}

/** How long after a first event another came, e.g. "45 minutos después", "3 horas después", "2 días después". */
export function formatDelay(ms: number): string {
  const elapsed = Math.max(0, ms);
  if (elapsed < MINUTE) return "al mismo tiempo";
  if (elapsed < HOUR) return `${pluralize(Math.floor(elapsed / MINUTE), "minuto", "minutos")} después`;
  if (elapsed < DAY) return `${pluralize(Math.floor(elapsed / HOUR), "hora", "horas")} después`;
  return `${pluralize(Math.floor(elapsed / DAY), "día", "días")} después`;
}
