/*
 * Feed dates as publishers really write them: RFC 822/1123 and ISO 8601 (RFC 3339) with their usual
 * breakage, plus Spanish day and month names ('mié., 14 jul. 2021', '14 de julio de 2021 - 10:00 a. m.').
 * A date without a zone is Colombian time (America/Bogota: UTC−5, no daylight saving since 1993).
 */
import { memoize } from "../text/memo.js";

const MINUTE = 60_000;
/** America/Bogota's offset in minutes. */
const BOGOTA_OFFSET = -300;
/** How far in the future a feed date may be (clock skew) before it is distrusted. */
const FUTURE_SKEW_MS = 5 * MINUTE;
/** Dates before this are placeholders ('Thu, 01 Jan 1970', '0001-01-01'), not publication times. */
const OLDEST_TRUSTED_MS = Date.UTC(1995, 0, 1);

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  ene: 1,
  enero: 1,
  feb: 2,
  february: 2,
  febrero: 2,
  mar: 3,
  march: 3,
  marzo: 3,
  apr: 4,
  april: 4,
  abr: 4,
  abril: 4,
  may: 5,
  mayo: 5,
  jun: 6,
  june: 6,
  junio: 6,
  jul: 7,
  july: 7,
  julio: 7,
  aug: 8,
  august: 8,
  ago: 8,
  agosto: 8,
  sep: 9,
  sept: 9,
  set: 9,
  september: 9,
  septiembre: 9,
  setiembre: 9,
  oct: 10,
  october: 10,
  octubre: 10,
  nov: 11,
  november: 11,
  noviembre: 11,
  dec: 12,
  december: 12,
  dic: 12,
  diciembre: 12,
};

/** Zone abbreviations seen in feeds, in minutes east of UTC (RFC 822 §5 names plus Latin American ones). */
const ZONES: Record<string, number> = {
  z: 0,
  gmt: 0,
  ut: 0,
  utc: 0,
  wet: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  cot: -300,
  pet: -300,
  ect: -300,
  vet: -240,
  bot: -240,
  clt: -240,
  art: -180,
  brt: -180,
  uyt: -180,
  cet: 60,
  cest: 120,
  bst: 60,
  west: 60,
  eet: 120,
  eest: 180,
};

/** Words that carry no date information ('de', 'a las', 'hora'). */
const FILLER = new Set(["de", "del", "el", "la", "las", "los", "a", "y", "at", "the", "of", "on", "hrs", "hr", "h", "horas", "hora", "t"]);

/** A parsed feed date: epoch ms and whether the zone was written or assumed. */
export interface ParsedDate {
  ms: number;
  /** Whether the text named its zone; a zoneless date was read as Colombian time. */
  hasZone: boolean;
}

/** Folds case, accents and odd spaces so 'Miércoles' and 'miercoles' compare equal. */
function fold(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u00A0\u2000-\u200B\u202F\u205F\u3000\t\r\n]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Two-digit years per RFC 2822 §4.3: 00–49 → 20xx, 50–99 → 19xx. */
function expandYear(year: number, digits: number): number {
  if (digits > 2) return year;
  return year < 50 ? 2000 + year : 1900 + year;
}

/** Minutes east of UTC from '±hh', '±hhmm' or '±hh:mm', or null when out of range. */
function numericOffset(sign: string, hours: string, minutes: string | undefined): number | null {
  const h = Number(hours);
  const m = minutes ? Number(minutes) : 0;
  if (h > 14 || m > 59) return null;
  const total = h * 60 + m;
  return sign === "-" ? -total : total;
}

/** Reads a zone written after a time ('Z', '-0500', '-05:00', 'GMT+5', 'EST', 'hora de Colombia'); undefined when absent, null when invalid. */
function parseZone(text: string): number | null | undefined {
  const t = text.replace(/[()[\],.]/g, " ").trim();
  if (t === "") return undefined;
  let m = /^(?:(?:gmt|utc|ut)\s*)?([+-])\s*(\d{1,2})(?::?(\d{2}))?(?![\d])/.exec(t);
  if (m) return numericOffset(m[1] as string, m[2] as string, m[3]);
  m = /^(?:gmt|utc|ut)(?!\w)/.exec(t);
  if (m) return 0;
  if (/\b(?:hora (?:de |del )?(?:colombia|bogota)|colombia|bogota|america\/bogota)\b/.test(t)) return BOGOTA_OFFSET;
  const first = /^([a-z]{1,5})(?![a-z])/.exec(t)?.[1];
  if (first !== undefined && Object.hasOwn(ZONES, first)) return ZONES[first] as number;
  return undefined;
}

/** Builds epoch ms from calendar fields in a zone, or null when a field is out of range. */
function build(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  fraction: string | undefined,
  offset: number,
): number | null {
  if (!(year >= 1900 && year <= 2999) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour > 24 || minute > 59 || second > 60 || (hour === 24 && (minute > 0 || second > 0))) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  const ms = fraction ? Math.floor(Number(`0.${fraction.slice(0, 9)}`) * 1000) : 0;
  // A leap second ('23:59:60') is read as the last representable second.
  const utc = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms) - offset * MINUTE;
  return Number.isFinite(utc) ? utc : null;
}

const ISO_RE = /^(\d{4})-?(\d{2})-?(\d{2})(?:(?:t|\s+|t\s+)(\d{1,2}):?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?\s*(.*)$/;
const TIME_RE = /(\d{1,2})(?::|h(?=\d{2}))(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s*([ap])\.?\s?m\.?(?![a-z]))?/;
const HOUR_ONLY_RE = /(?:^|\s)(\d{1,2})\s*([ap])\.?\s?m\.?(?![a-z])/;

/** Parses the ISO 8601 / RFC 3339 family ('2021-07-14T10:00:00-05:00', '2021-07-14 10:00', '20210714T100000Z'). */
function parseIso(s: string): ParsedDate | null {
  const m = ISO_RE.exec(s);
  if (!m) return null;
  const rest = (m[8] ?? "").trim();
  let offset: number | null | undefined = undefined;
  if (rest !== "") {
    // Anything after a bare date ('2021-07-14 - 10:00') is for the loose parser.
    if (!m[4]) return null;
    offset = parseZone(rest);
    if (offset === undefined) return null;
  }
  if (offset === null) return null;
  const ms = build(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    m[4] ? Number(m[4]) : 0,
    m[5] ? Number(m[5]) : 0,
    m[6] ? Number(m[6]) : 0,
    m[7],
    offset ?? BOGOTA_OFFSET,
  );
  return ms === null ? null : { ms, hasZone: offset !== undefined };
}

/** A zone right after the time: '-0500', '(GMT-05:00)', 'GMT+5', 'Z', 'EST'. */
const ZONE_AFTER_TIME_RE =
  /^[\s(]*(?:(?:gmt|utc|ut)\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?|([+-])(\d{2}):?(\d{2})|([+-])(\d{1,2})\)?\s*$)(?!\d)\)?|^[\s(]*([a-z]{1,5})(?![a-z])\)?/;
const COLOMBIA_RE = /\bhora (?:de |del )?(?:colombia|bogota)\b|\bcolombia\b|\bbogota\b/;

/** Reads and removes the zone written right after a time; undefined when absent, null when invalid. */
function takeZone(after: string): { offset: number | null | undefined; remainder: string } {
  const m = ZONE_AFTER_TIME_RE.exec(after);
  if (!m) return { offset: undefined, remainder: after };
  const remainder = after.slice(m[0].length);
  if (m[1]) return { offset: numericOffset(m[1], m[2] as string, m[3]), remainder };
  if (m[4]) return { offset: numericOffset(m[4], m[5] as string, m[6]), remainder };
  if (m[7]) return { offset: numericOffset(m[7], m[8] as string, undefined), remainder };
  const name = m[9] as string;
  if (Object.hasOwn(ZONES, name)) return { offset: ZONES[name] as number, remainder };
  return { offset: undefined, remainder: after };
}

/** Reads a 12-hour clock ('a. m.', 'pm') into 0–23, or null for an impossible hour. */
function to24h(hour: number, meridiem: string | undefined): number | null {
  if (!meridiem) return hour;
  if (hour < 1 || hour > 12) return null;
  return (hour % 12) + (meridiem === "p" ? 12 : 0);
}

/** Parses RFC 822 and free-form dates token by token ('mié., 14 jul. 2021 10:00:00 -0500', '14 de julio de 2021 - 10:00 a. m.'). */
function parseLoose(s: string): ParsedDate | null {
  let hour: number | null = 0;
  let minute = 0;
  let second = 0;
  let fraction: string | undefined;
  let rest = s;
  let offset: number | null | undefined = undefined;

  const time = TIME_RE.exec(s) ?? HOUR_ONLY_RE.exec(s);
  if (time) {
    const isClock = time[0].includes(":") || /\dh\d/.test(time[0]);
    if (isClock) {
      hour = to24h(Number(time[1]), time[5]);
      minute = Number(time[2]);
      second = time[3] ? Number(time[3]) : 0;
      fraction = time[4];
    } else {
      hour = to24h(Number(time[1]), time[2]);
    }
    if (hour === null) return null;
    const zone = takeZone(s.slice(time.index + time[0].length));
    offset = zone.offset;
    if (offset === null) return null;
    rest = `${s.slice(0, time.index)} ${zone.remainder}`;
  }
  // 'GMT-5' away from the time, and 'hora de Colombia' anywhere.
  const gmtWord = /\b(?:gmt|utc|ut)\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?(?!\d)/.exec(rest);
  if (gmtWord) {
    if (offset === undefined) offset = numericOffset(gmtWord[1] as string, gmtWord[2] as string, gmtWord[3]);
    if (offset === null) return null;
    rest = rest.replace(gmtWord[0], " ");
  }
  if (offset === undefined && COLOMBIA_RE.test(rest)) offset = BOGOTA_OFFSET;

  const tokens = rest
    .replace(/(\d)(?:st|nd|rd|th|ro|º|°)(?![a-z])/g, "$1")
    .split(/[\s,./\-()[\]|:;]+/)
    .filter((t) => t !== "" && !FILLER.has(t));

  const monthIdx: number[] = [];
  tokens.forEach((t, i) => {
    if (Object.hasOwn(MONTHS, t)) monthIdx.push(i);
  });
  // 'mar' is both 'martes' and 'marzo': a leading 'mar' followed by another month name is the weekday.
  if (monthIdx.length > 1 && monthIdx[0] === 0 && tokens[0] === "mar") monthIdx.shift();

  let month: number | undefined = monthIdx.length > 0 ? MONTHS[tokens[monthIdx[0] as number] as string] : undefined;
  const numbers: string[] = [];
  tokens.forEach((t, i) => {
    if (i === monthIdx[0]) return;
    if (/^\d+$/.test(t)) numbers.push(t);
    else if (offset === undefined && Object.hasOwn(ZONES, t)) offset = ZONES[t];
    // Weekdays and other words ('publicado', 'actualizado') carry no date.
  });
  if (numbers.length > 4) return null;

  let year: number | undefined;
  let day: number | undefined;
  if (month !== undefined) {
    for (const n of numbers) {
      const v = Number(n);
      if (day === undefined && n.length <= 2 && v >= 1 && v <= 31) day = v;
      else if (year === undefined && (n.length === 4 || n.length === 2)) year = expandYear(v, n.length);
    }
  } else {
    if (numbers.length !== 3) return null;
    const [a, b, c] = numbers as [string, string, string];
    if (a.length === 4) {
      year = Number(a);
      month = Number(b);
      day = Number(c);
    } else if ((c.length === 4 || c.length === 2) && a.length <= 2 && b.length <= 2) {
      year = expandYear(Number(c), c.length);
      // Day first, as Colombia writes it, unless that is impossible ('07/14/2021').
      if (Number(b) > 12 && Number(a) <= 12) {
        month = Number(a);
        day = Number(b);
      } else {
        day = Number(a);
        month = Number(b);
      }
    } else {
      return null;
    }
  }
  if (year === undefined || day === undefined || month === undefined) return null;
  const ms = build(year, month, day, hour, minute, second, fraction, offset ?? BOGOTA_OFFSET);
  return ms === null ? null : { ms, hasZone: offset !== undefined };
}

/** Dates read lately: an item's date is read several times (published, updated, trusted), a feed's dates repeat. */
const parseRemembered = memoize(512, (value): ParsedDate | null => parseUncached(value));

/** Parses a feed date and reports whether it named a zone; null when it cannot be read. */
export function parseFeedDateDetailed(value: string | null | undefined): ParsedDate | null {
  if (typeof value !== "string") return null;
  const parsed = parseRemembered(value);
  // A copy: the remembered answer is never handed out to be changed.
  return parsed === null ? null : { ...parsed };
}

/** parseFeedDateDetailed without the cache. */
function parseUncached(value: string): ParsedDate | null {
  const s = fold(value);
  if (s === "" || s.length > 160) return null;
  // Epoch seconds or milliseconds, and .NET's '/Date(1626274800000-0500)/'.
  const epoch = /^(?:\/?date\()?(\d{9,13})(?:[+-]\d{4})?(?:\)\/?)?$/.exec(s);
  if (epoch) {
    const digits = epoch[1] as string;
    const n = Number(digits);
    return { ms: digits.length >= 12 ? n : n * 1000, hasZone: true };
  }
  // W3C-DTF's reduced precisions: a year ('2004') or a year and month ('2004-01'), at its first day.
  const reduced = /^(\d{4})(?:-(\d{2}))?$/.exec(s);
  if (reduced) {
    const ms = build(Number(reduced[1]), reduced[2] ? Number(reduced[2]) : 1, 1, 0, 0, 0, undefined, BOGOTA_OFFSET);
    return ms === null ? null : { ms, hasZone: false };
  }
  if (/^\d{8}$/.test(s) || /^\d{4}-/.test(s) || /^\d{8}t/.test(s)) {
    const iso = parseIso(s);
    if (iso) return iso;
  }
  return parseLoose(s);
}

/** Parses a feed date (RFC 822, ISO 8601, Spanish, broken variants) to epoch ms; zoneless dates are Colombian time; null when unreadable. */
export function parseFeedDate(value: string | null | undefined): number | null {
  return parseFeedDateDetailed(value)?.ms ?? null;
}

/**
 * A feed date as the feed states it, in epoch ms (no trust applied); a date without a zone is read
 * in the zone `zoneless` names: Colombian time, or UTC as RFC 822 and W3C-DTF readers do.
 */
export function readFeedDate(value: string | null | undefined, zoneless: ZonelessReading = "bogota"): number | null {
  const parsed = parseFeedDateDetailed(value);
  if (!parsed || !Number.isFinite(parsed.ms)) return null;
  return parsed.hasZone || zoneless === "bogota" ? parsed.ms : parsed.ms + BOGOTA_OFFSET * MINUTE;
}

/** How a date written without a zone is read. */
export type ZonelessReading = "bogota" | "utc";

/** A publication time the site can show: the feed's date when believable, else the fetch time. */
export interface TrustedDate {
  publishedAt: number;
  /** False when publishedAt is the fetch time because the feed's date was missing, unreadable, too old or in the future. */
  fromFeed: boolean;
}

/** Turns a feed date into a publication time that is never after fetchedAt, falling back to fetchedAt when untrustworthy. */
export function trustedPublishedAt(value: string | null | undefined, fetchedAt: number, zoneless: ZonelessReading = "bogota"): TrustedDate {
  const detailed = parseFeedDateDetailed(value);
  const parsed =
    detailed && !detailed.hasZone && zoneless === "utc" ? { ms: detailed.ms + BOGOTA_OFFSET * MINUTE, hasZone: true } : detailed;
  if (!parsed || !Number.isFinite(parsed.ms) || parsed.ms < OLDEST_TRUSTED_MS) return { publishedAt: fetchedAt, fromFeed: false };
  const { ms, hasZone } = parsed;
  if (ms <= fetchedAt) return { publishedAt: ms, fromFeed: true };
  if (ms <= fetchedAt + FUTURE_SKEW_MS) return { publishedAt: fetchedAt, fromFeed: true };
  // A zoneless date that is only "future" because we read it as Colombian time was written in UTC.
  if (!hasZone) {
    const asUtc = ms + BOGOTA_OFFSET * MINUTE;
    if (asUtc >= OLDEST_TRUSTED_MS && asUtc <= fetchedAt + FUTURE_SKEW_MS)
      return { publishedAt: Math.min(asUtc, fetchedAt), fromFeed: true };
  }
  return { publishedAt: fetchedAt, fromFeed: false };
}

/** An update time from the feed, or null when missing, unreadable, too old or in the future. */
export function trustedUpdatedAt(value: string | null | undefined, fetchedAt: number, zoneless: ZonelessReading = "bogota"): number | null {
  const ms = readFeedDate(value, zoneless);
  if (ms === null || ms < OLDEST_TRUSTED_MS || ms > fetchedAt + FUTURE_SKEW_MS) return null;
  return Math.min(ms, fetchedAt);
}
