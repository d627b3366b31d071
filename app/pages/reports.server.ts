import { z } from "zod";
import { DEPARTMENT_POPULATION } from "../data/departments.js";
import type { Db } from "../db/schema.js";
import { countArticlesSince } from "../models/article.server.js";
import { listCategories } from "../models/category.server.js";
import { listDepartments } from "../models/department.server.js";
import { listFeedStatuses } from "../models/feed.server.js";
import { listNewspapers } from "../models/newspaper.server.js";
import { countArticlesByBucket } from "../models/report.server.js";
import { listTopStories } from "../models/story-ranking.server.js";
import { dateFieldText, parseDate } from "../text/date-format.js";
import { DEPARTMENT_TILES, TILE_GRID } from "../data/department-tiles.js";
import { barList, columnChart, type ShownTable, shownTable, tileMap } from "./report-charts.js";
import {
  bogotaDayStart,
  type ChartPoint,
  DAY_MS,
  dayLabel,
  DEFAULT_PERIOD,
  fillSeries,
  HOUR_MS,
  hourLabel,
  PERIODS,
  per100k,
  type FeedHealth,
  type ReportPeriod,
  type ReportsData,
  ARTICLE_UNIT,
  buildReportTables,
  describeRanking,
  describeSeries,
  describeUnderCoverage,
  TABLE_IDS,
  type TableId,
} from "./report-tables.js";
import { SPANISH_DATE_FORMAT } from "../text/ui-constants.js";

/** How many of the week's most covered stories the report lists. */
export const COVERED_STORIES = 10;

/** The longest custom range a reader may ask for. */
export const MAX_CUSTOM_DAYS = 366;

const periodQuery = z.object({
  periodo: z.enum([...(Object.keys(PERIODS) as [string, ...string[]]), "personalizado"]).catch(DEFAULT_PERIOD),
  desde: z.string().max(20).catch(""),
  hasta: z.string().max(20).catch(""),
});

/**
 * Reads the period selector (GET): a preset, or a custom range typed as dd/mm/aaaa. A bad custom
 * range is reported field by field and the default period is shown meanwhile.
 */
export function parsePeriod(url: URL, now: number): { period: ReportPeriod; form: ReportsData["form"] } {
  const query = periodQuery.parse({
    periodo: url.searchParams.get("periodo") ?? undefined,
    desde: url.searchParams.get("desde") ?? "",
    hasta: url.searchParams.get("hasta") ?? "",
  });
  const form: ReportsData["form"] = { periodo: query.periodo, desde: query.desde, hasta: query.hasta, errors: {} };
  const preset = (key: keyof typeof PERIODS): ReportPeriod => ({
    key,
    from: now - PERIODS[key].durationMs,
    to: now,
    label: PERIODS[key].label,
  });
  if (query.periodo !== "personalizado") return { period: preset(query.periodo as keyof typeof PERIODS), form };

  const from = parseDate(query.desde, SPANISH_DATE_FORMAT);
  const until = parseDate(query.hasta, SPANISH_DATE_FORMAT);
  if (!from)
    form.errors.desde = query.desde
      ? "Esa fecha no existe o no está en el formato dd/mm/aaaa."
      : "Escriba la fecha de inicio (dd/mm/aaaa).";
  if (!until)
    form.errors.hasta = query.hasta ? "Esa fecha no existe o no está en el formato dd/mm/aaaa." : "Escriba la fecha final (dd/mm/aaaa).";
  if (!from || !until) return { period: preset(DEFAULT_PERIOD), form };
  // Bogotá midnights: the reader's days, not UTC's.
  const start = Date.UTC(from.year, from.month - 1, from.day) + 5 * HOUR_MS;
  const end = Date.UTC(until.year, until.month - 1, until.day) + 5 * HOUR_MS + DAY_MS;
  if (end <= start) form.errors.hasta = "La fecha final debe ser igual o posterior a la de inicio.";
  else if (end - start > MAX_CUSTOM_DAYS * DAY_MS) form.errors.hasta = `El periodo puede tener hasta ${MAX_CUSTOM_DAYS} días.`;
  else if (start > now) form.errors.desde = "La fecha de inicio todavía no ha llegado.";
  if (form.errors.desde || form.errors.hasta) return { period: preset(DEFAULT_PERIOD), form };
  return { period: { key: "personalizado", from: start, to: Math.min(end, now), label: `Del ${query.desde} al ${query.hasta}` }, form };
}

/** Whether the selector's values were refused (the page then answers 400). */
export function hasPeriodErrors(form: ReportsData["form"]): boolean {
  return Boolean(form.errors.desde || form.errors.hasta);
}

function ranked(rows: { slug: string; name: string }[], counts: Map<string, number>): ChartPoint[] {
  return rows
    .map((row) => ({ label: row.name, value: counts.get(row.slug) ?? 0 }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label, "es"));
}

function feedStatus(feed: Awaited<ReturnType<typeof listFeedStatuses>>[number]): FeedHealth["status"] {
  if (!feed.enabled) return "desactivada";
  if (feed.consecutiveFailures > 0) return "con errores";
  return feed.lastSuccessAt === null ? "sin leer aún" : "al día";
}

/** Loads every figure of /reportes for a period. */
export async function loadReports(db: Db, url: URL, now: number): Promise<ReportsData> {
  const { period, form } = parsePeriod(url, now);
  // Activity charts cover fixed windows: the last 48 hours by hour, and the last 30 Bogotá days by day.
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS - 47 * HOUR_MS;
  const dayStart = bogotaDayStart(now) - 29 * DAY_MS;
  const [categories, newspapers, departments, feeds, byHour, byDay, byCategory, byNewspaper, byDepartment, stories] = await Promise.all([
    listCategories(db),
    listNewspapers(db),
    listDepartments(db),
    listFeedStatuses(db),
    countArticlesByBucket(db, { from: hourStart, to: hourStart + 48 * HOUR_MS }, HOUR_MS),
    countArticlesByBucket(db, { from: dayStart, to: dayStart + 30 * DAY_MS }, DAY_MS),
    countArticlesSince(db, "category", period.from, period.to),
    countArticlesSince(db, "newspaper", period.from, period.to),
    countArticlesSince(db, "department", period.from, period.to),
    // Ranked by newspapers alone: a half-life far longer than the week means no decay by age.
    listTopStories(db, { now, window: "ultima-semana", minNewspapers: 2, halfLifeHours: 1e6, limit: COVERED_STORIES }),
  ]);
  const newspaperNames = new Map(newspapers.map((newspaper) => [newspaper.slug, newspaper.name]));
  return {
    now,
    period,
    form,
    hourly: fillSeries(byHour, 48, (index) => ({ ...hourLabel(hourStart + index * HOUR_MS), value: 0 })),
    daily: fillSeries(byDay, 30, (index) => ({ ...dayLabel(dayStart + index * DAY_MS), value: 0 })),
    byCategory: ranked(categories, byCategory),
    byNewspaper: ranked(newspapers, byNewspaper),
    departments: departments.map((department) => {
      const tile = DEPARTMENT_TILES[department.slug] ?? { abbr: department.slug.slice(0, 3).toUpperCase(), col: 0, row: 0 };
      const count = byDepartment.get(department.slug) ?? 0;
      const population = DEPARTMENT_POPULATION[department.slug] ?? 0;
      return { slug: department.slug, name: department.name, ...tile, count, population, per100k: per100k(count, population) };
    }),
    stories: stories.map((story) => ({
      articleId: story.lead.id,
      storyId: story.storyId,
      title: story.lead.title,
      newspapers: story.newspapers,
      articles: story.articles,
      firstPublishedAt: story.firstPublishedAt,
    })),
    feeds: feeds.map((feed) => ({
      newspaper: newspaperNames.get(feed.newspaper) ?? feed.newspaper,
      url: feed.url,
      status: feedStatus(feed),
      lastSuccessAt: feed.lastSuccessAt,
      failingSince: feed.failingSince,
      lastError: feed.lastError,
      articles: feed.articles,
    })),
  };
}

/** Reads ?tabla= of /reportes.csv; null when it names no table. */
export function parseTableId(url: URL): TableId | null {
  const value = url.searchParams.get("tabla");
  return (TABLE_IDS as readonly string[]).includes(value ?? "") ? (value as TableId) : null;
}

/** The text alternative of each chart, and what the page counts and links: made once, on the server. */
function summarize(report: ReportsData) {
  return {
    hourly: describeSeries(report.hourly, ARTICLE_UNIT),
    daily: describeSeries(report.daily, ARTICLE_UNIT),
    byCategory: describeRanking(report.byCategory, ARTICLE_UNIT),
    byNewspaper: describeRanking(report.byNewspaper, ARTICLE_UNIT),
    departments: describeRanking(
      [...report.departments].sort((a, b) => b.count - a.count).map((d) => ({ label: d.name, value: d.count })),
      ARTICLE_UNIT,
    ),
    perInhabitant: describeUnderCoverage(report.departments),
    totalInPeriod: report.byCategory.reduce((sum, point) => sum + point.value, 0),
    // The period's part of the CSV downloads' URLs.
    periodQuery: new URLSearchParams({
      periodo: report.period.key,
      ...(report.period.key === "personalizado" ? { desde: report.form.desde, hasta: report.form.hasta } : {}),
    }).toString(),
    feeds: {
      ok: report.feeds.filter((feed) => feed.status === "al día").length,
      failing: report.feeds.filter((feed) => feed.status === "con errores").length,
      disabled: report.feeds.filter((feed) => feed.status === "desactivada").length,
    },
  };
}

/** What the page's charts draw, worked out here: the browser only lays it out. */
function charts(report: ReportsData) {
  return {
    hourly: columnChart(report.hourly, ARTICLE_UNIT),
    daily: columnChart(report.daily, ARTICLE_UNIT),
    byCategory: barList(report.byCategory),
    byNewspaper: barList(report.byNewspaper, 15),
    departments: tileMap(
      report.departments.map((d) => ({ ...d, value: d.count })),
      TILE_GRID,
      "noticias",
    ),
    perInhabitant: tileMap(
      report.departments.map((d) => ({ ...d, value: d.per100k })),
      TILE_GRID,
      "noticias por 100.000 habitantes",
      true,
    ),
  };
}

/**
 * What /reportes renders: the period and its form, the covered stories, its tables written out,
 * its charts ready to draw and their text alternatives. The series themselves are not repeated:
 * the page draws them from the charts and tables (its payload, /reportes/_payload.json, has them).
 */
export type ReportsPageData = Pick<ReportsData, "period" | "form" | "stories"> & {
  /** How many newspapers the bar list ranks (it shows the first 15). */
  newspaperCount: number;
  feedCount: number;
  tables: Record<TableId, ShownTable>;
  summaries: ReturnType<typeof summarize>;
  charts: ReturnType<typeof charts>;
  /** The date fields' text, in the selector's format. */
  dates: { desde: string; hasta: string };
};

/**
 * The page's data, made here once so that the tables', charts' and text alternatives' code stays
 * out of the page's scripts (a further route adds at most 4 KB of JavaScript, issue 28).
 */
export function reportsPageData(report: ReportsData): ReportsPageData {
  const tables = buildReportTables(report);
  return {
    period: report.period,
    form: report.form,
    stories: report.stories,
    newspaperCount: report.byNewspaper.length,
    feedCount: report.feeds.length,
    tables: Object.fromEntries(TABLE_IDS.map((id) => [id, shownTable(tables[id])])) as Record<TableId, ShownTable>,
    summaries: summarize(report),
    charts: charts(report),
    dates: { desde: dateFieldText(report.form.desde, SPANISH_DATE_FORMAT), hasta: dateFieldText(report.form.hasta, SPANISH_DATE_FORMAT) },
  };
}
