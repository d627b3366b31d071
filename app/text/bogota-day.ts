/*
 * Bogotá's calendar day. Colombia keeps UTC−5 all year (no daylight saving since 1993), so a day
 * there starts at 05:00 UTC.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BOGOTA_OFFSET = -5 * HOUR;

/** The instant (epoch ms) Bogotá's day holding `epochMs` began: its midnight. */
export function startOfBogotaDay(epochMs: number): number {
  const local = epochMs + BOGOTA_OFFSET;
  return local - (((local % DAY) + DAY) % DAY) - BOGOTA_OFFSET;
}

const dayFormat = new Intl.DateTimeFormat("es-CO", {
  timeZone: "America/Bogota",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Bogotá's date of an instant as a reader says it: "jueves, 26 de noviembre de 2026". */
export function formatBogotaDay(epochMs: number): string {
  return dayFormat.format(new Date(epochMs));
}
