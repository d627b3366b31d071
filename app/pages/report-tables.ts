/*
 * The shapes and arithmetic of /reportes, shared by its loader, its charts' and tables' views
 * (report-charts.ts) and its CSV files; the page's script takes only types from here. Pure: the SQL is in app/models/report.server.ts, the query string in reports.server.ts.
 */
import { bogotaIsoTime, bogotaSpreadsheetTime, type CsvCell, type CsvFormat, toCsv } from "../text/csv.js";
import { formatCount, formatExactTime, READER_LOCALE, READER_TIME_ZONE } from "../text/format.js";
import { DAY_MS, HOUR_MS, type PeriodKey } from "./report-periods.js";

export { DAY_MS, DEFAULT_PERIOD, HOUR_MS, PERIODS, type PeriodKey } from "./report-periods.js";

/** Bogotá is UTC−5 all year (no daylight saving since 1993): a Bogotá day starts at 05:00 UTC. */
export const BOGOTA_OFFSET_MS = -5 * HOUR_MS;

/** A time range [from, to) and how the page names it. */
export interface ReportPeriod {
  key: PeriodKey | "personalizado";
  from: number;
  to: number;
  label: string;
}

/** Every table the page shows, by the id used in /reportes.csv?tabla=… */
export const TABLE_IDS = [
  "por-hora",
  "por-dia",
  "por-categoria",
  "por-periodico",
  "por-departamento",
  "por-habitantes",
  "historias",
  "fuentes",
] as const;
export type TableId = (typeof TABLE_IDS)[number];

/** How a column's values are written: as text, a count, a decimal, or an instant (epoch ms). */
export type ColumnKind = "text" | "count" | "decimal" | "time";

/** A table as the page renders it and the CSV file writes it (one source for both). */
export interface ReportTable {
  id: TableId;
  title: string;
  columns: { label: string; kind: ColumnKind }[];
  rows: (string | number | null)[][];
}

/** A department on the report: its counts, population and tile. */
export interface DepartmentReport {
  slug: string;
  name: string;
  abbr: string;
  col: number;
  row: number;
  count: number;
  population: number;
  per100k: number;
}

/** A feed's health as the report lists it. */
export interface FeedHealth {
  newspaper: string;
  url: string;
  status: "al día" | "con errores" | "desactivada" | "sin leer aún";
  lastSuccessAt: number | null;
  failingSince: number | null;
  lastError: string | null;
  articles: number;
}

/** A story many newspapers covered, as the report lists it. */
export interface CoveredStory {
  /** The story's first article: its headline and page. */
  articleId: number;
  /** The story: its page is /historias/{id}. */
  storyId: number;
  title: string;
  newspapers: number;
  articles: number;
  firstPublishedAt: number;
}

/** Everything /reportes shows. */
export interface ReportsData {
  now: number;
  period: ReportPeriod;
  /** The selector as the reader left it, with Spanish messages for what was refused. */
  form: { periodo: string; desde: string; hasta: string; errors: { desde?: string; hasta?: string } };
  hourly: ChartPoint[];
  daily: ChartPoint[];
  byCategory: ChartPoint[];
  byNewspaper: ChartPoint[];
  departments: DepartmentReport[];
  /** The stories most newspapers covered in the last 7 days. */
  stories: CoveredStory[];
  feeds: FeedHealth[];
}

/** One bar of a chart. */
export interface ChartPoint {
  label: string;
  /** A shorter label for the axis; the full one is in the tooltip and the table. */
  axisLabel?: string;
  value: number;
}

/** Start of the Bogotá day that contains `instant`. */
export function bogotaDayStart(instant: number): number {
  return Math.floor((instant + BOGOTA_OFFSET_MS) / DAY_MS) * DAY_MS - BOGOTA_OFFSET_MS;
}

/** Turns sparse bucket counts (index → count) into `length` points, zeros included. */
export function fillSeries(counts: ReadonlyMap<number, number>, length: number, label: (index: number) => ChartPoint): ChartPoint[] {
  return Array.from({ length }, (_, index) => ({ ...label(index), value: counts.get(index) ?? 0 }));
}

const hourFormat = new Intl.DateTimeFormat(READER_LOCALE, { timeZone: READER_TIME_ZONE, hour: "numeric", hour12: true });
const dayHourFormat = new Intl.DateTimeFormat(READER_LOCALE, {
  timeZone: READER_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  hour: "numeric",
  hour12: true,
});
const dayFormat = new Intl.DateTimeFormat(READER_LOCALE, { timeZone: READER_TIME_ZONE, day: "numeric", month: "short" });
const longDayFormat = new Intl.DateTimeFormat(READER_LOCALE, {
  timeZone: READER_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** Labels of an hourly bucket starting at `start`: "3 p. m." on the axis, "mar. 18, 3 p. m." in full. */
export function hourLabel(start: number): Pick<ChartPoint, "label" | "axisLabel"> {
  return { label: dayHourFormat.format(start), axisLabel: hourFormat.format(start) };
}

/** Labels of a Bogotá day starting at `start`. */
export function dayLabel(start: number): Pick<ChartPoint, "label" | "axisLabel"> {
  return { label: longDayFormat.format(start), axisLabel: dayFormat.format(start) };
}

/** Articles per 100,000 inhabitants, to two decimals (small departments with few articles differ in the second). */
export function per100k(count: number, population: number): number {
  if (population <= 0) return 0;
  return Math.round((count / population) * 100_000 * 100) / 100;
}

/** Which of `steps` colour steps a value falls in (0 means none at all), relative to the largest value. */
export function colorStep(value: number, max: number, steps = 5): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(steps, Math.max(1, Math.ceil((value / max) * steps)));
}

/** Round numbers for a chart's axis: about `count` ticks from 0 to at least `max`. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) {
    ticks.push(Math.round(tick * 1e6) / 1e6);
    if (tick >= max) break;
  }
  return ticks;
}

/** The unit the reports count in, as the charts and their text alternatives word it. */
export const ARTICLE_UNIT = { one: "noticia", many: "noticias" };

/**
 * A chart's text alternative: the total, the peak and the quietest point, in Spanish, so a
 * reader who cannot see the bars gets what the picture says.
 */
export function describeSeries(points: readonly ChartPoint[], unit: { one: string; many: string }): string {
  if (points.length === 0) return "Sin datos.";
  const total = points.reduce((sum, point) => sum + point.value, 0);
  if (total === 0) return `Ninguna ${unit.one} en este periodo.`;
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best));
  const low = points.reduce((best, point) => (point.value < best.value ? point : best));
  const amount = (n: number) => `${formatCount(n)} ${n === 1 ? unit.one : unit.many}`;
  return `En total, ${amount(total)}. Máximo: ${amount(peak.value)} (${peak.label}). Mínimo: ${amount(low.value)} (${low.label}).`;
}

/** A ranked list's text alternative: the first few items and how many had none. */
export function describeRanking(points: readonly ChartPoint[], unit: { one: string; many: string }, top = 3): string {
  const nonzero = points.filter((point) => point.value > 0);
  if (nonzero.length === 0) return `Ninguna ${unit.one} en este periodo.`;
  const amount = (n: number) => `${formatCount(n)} ${n === 1 ? unit.one : unit.many}`;
  const leaders = nonzero.slice(0, top).map((point) => `${point.label} (${amount(point.value)})`);
  const none = points.length - nonzero.length;
  return `Más cubiertos: ${leaders.join(", ")}.${none > 0 ? ` ${none} sin ninguna.` : ""}`;
}

const text = (label: string) => ({ label, kind: "text" as const });
const count = (label: string) => ({ label, kind: "count" as const });

/** Every table of the report, built from its data: the page shows them, /reportes.csv downloads them. */
export function buildReportTables(data: ReportsData): Record<TableId, ReportTable> {
  const points = (id: TableId, title: string, column: string, list: ChartPoint[]): ReportTable => ({
    id,
    title,
    columns: [text(column), count("Noticias")],
    rows: list.map((point) => [point.label, point.value]),
  });
  const byVolume = [...data.departments].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "es"));
  const byCapita = [...data.departments].sort((a, b) => a.per100k - b.per100k || a.name.localeCompare(b.name, "es"));
  return {
    "por-hora": points("por-hora", "Noticias por hora, últimas 48 horas", "Hora (Bogotá)", data.hourly),
    "por-dia": points("por-dia", "Noticias por día, últimos 30 días", "Día", data.daily),
    "por-categoria": points("por-categoria", `Noticias por categoría (${data.period.label.toLowerCase()})`, "Categoría", data.byCategory),
    "por-periodico": points("por-periodico", `Noticias por periódico (${data.period.label.toLowerCase()})`, "Periódico", data.byNewspaper),
    "por-departamento": {
      id: "por-departamento",
      title: `Noticias por departamento (${data.period.label.toLowerCase()})`,
      columns: [text("Departamento"), count("Noticias")],
      rows: byVolume.map((d) => [d.name, d.count]),
    },
    "por-habitantes": {
      id: "por-habitantes",
      title: `Cobertura por cada 100.000 habitantes, de menor a mayor (${data.period.label.toLowerCase()})`,
      columns: [
        text("Departamento"),
        count("Noticias"),
        count("Habitantes"),
        { label: "Noticias por 100.000 habitantes", kind: "decimal" },
      ],
      rows: byCapita.map((d) => [d.name, d.count, d.population, d.per100k]),
    },
    historias: {
      id: "historias",
      title: "Las noticias más cubiertas de los últimos 7 días",
      columns: [text("Noticia"), count("Periódicos"), count("Artículos"), { label: "Primera publicación", kind: "time" }],
      rows: data.stories.map((story) => [story.title, story.newspapers, story.articles, story.firstPublishedAt]),
    },
    fuentes: {
      id: "fuentes",
      title: "Estado de las fuentes",
      columns: [
        text("Periódico"),
        text("Fuente"),
        text("Estado"),
        { label: "Última lectura exitosa", kind: "time" },
        { label: "Con errores desde", kind: "time" },
        text("Último error"),
        count("Noticias guardadas"),
      ],
      rows: data.feeds.map((f) => [f.newspaper, f.url, f.status, f.lastSuccessAt, f.failingSince, f.lastError, f.articles]),
    },
  };
}

/** A cell as the page shows it. */
export function formatCell(value: string | number | null, kind: ColumnKind): string {
  if (value === null) return "—";
  if (kind === "time") return typeof value === "number" ? formatExactTime(value) : value;
  if (kind === "decimal" && typeof value === "number")
    return value.toLocaleString(READER_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  return typeof value === "number" ? formatCount(value) : value;
}

/**
 * A table as CSV. Instants are Bogotá time, as the page shows them: ISO 8601 with -05:00 in the
 * RFC 4180 file, a plain date and time a spreadsheet recognises (header saying Bogotá) in the
 * "excel" one, which also writes decimal commas and semicolons.
 */
export function reportTableCsv(table: ReportTable, format: CsvFormat = "rfc4180"): string {
  const time = format === "excel" ? bogotaSpreadsheetTime : bogotaIsoTime;
  const rows = table.rows.map((row) =>
    row.map((value, index): CsvCell => (table.columns[index]?.kind === "time" && typeof value === "number" ? time(value) : value)),
  );
  return toCsv(
    table.columns.map((column) => (format === "excel" && column.kind === "time" ? `${column.label} (hora de Bogotá)` : column.label)),
    rows,
    format,
  );
}

/**
 * The per-inhabitant map's text alternative: which departments had no coverage at all, and the
 * least covered of the others for their population — the regions a reader should notice.
 */
export function describeUnderCoverage(departments: readonly { name: string; count: number; per100k: number }[], lowest = 3): string {
  const none = departments.filter((d) => d.count === 0).map((d) => d.name);
  const covered = departments.filter((d) => d.count > 0).sort((a, b) => a.per100k - b.per100k || a.name.localeCompare(b.name, "es"));
  const parts: string[] = [];
  if (none.length === departments.length) return "Ningún departamento tuvo noticias en este periodo.";
  if (none.length > 0)
    parts.push(
      `${none.length === 1 ? "1 departamento" : `${formatCount(none.length)} departamentos`} sin ninguna noticia (${none.join(", ")}).`,
    );
  const least = covered.slice(0, lowest).map((d) => `${d.name} (${d.per100k.toLocaleString(READER_LOCALE)})`);
  parts.push(`Menos cubiertos para su población entre los demás: ${least.join(", ")}.`);
  return parts.join(" ");
}
