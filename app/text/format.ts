/** Readers live in Colombia: every time they see is Bogotá time, in Colombian Spanish. */
export const READER_LOCALE = "es-CO";
export const READER_TIME_ZONE = "America/Bogota";

const exactFormat = new Intl.DateTimeFormat(READER_LOCALE, {
  timeZone: READER_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});

const dayFormat = new Intl.DateTimeFormat(READER_LOCALE, {
  timeZone: READER_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The time pages are rendered at: the current minute. Pages show times to the minute ("hace 5
 * minutos"), so the same page rendered twice within a minute is byte-identical and its ETag holds
 * (a 304 instead of the whole page), and shared caches can serve it.
 */
export function pageNow(now: number = Date.now()): number {
  return now - (now % MINUTE);
}
const DAY = 24 * HOUR;

/** The full date and time in Bogotá, e.g. "14 de julio de 2026, 3:05 p. m.". */
export function formatExactTime(epochMs: number): string {
  return exactFormat.format(new Date(epochMs));
}

/**
 * A short Spanish relative time ("hace 5 minutos", "hace 3 horas", "ayer"), falling back to the
 * date after a week, because a reader scanning news cares about recency more than the clock.
 */
export function formatRelativeTime(epochMs: number, now: number): string {
  const elapsed = Math.max(0, now - epochMs);
  if (elapsed < MINUTE) return "hace un momento";
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return minutes === 1 ? "hace 1 minuto" : `hace ${minutes} minutos`;
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? "hace 1 hora" : `hace ${hours} horas`;
  }
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return "ayer";
  if (days < 7) return `hace ${days} días`;
  return dayFormat.format(new Date(epochMs));
}

/** Formats a count with Colombian digit grouping ("1.234"). */
export function formatCount(value: number): string {
  return value.toLocaleString(READER_LOCALE);
}

/** "1 noticia" / "12 noticias": the Spanish plural every listing needs. */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
