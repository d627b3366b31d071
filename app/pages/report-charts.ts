/*
 * What /reportes' charts and tables draw, worked out once on the server: axis ticks, bar and tile
 * positions, colour steps, legends and every number as the reader reads it. The page's components
 * (app/components/charts.tsx, report-table.tsx) only lay these out, so none of this arithmetic or
 * formatting reaches the browser (a further route adds at most 4 KB of JavaScript, issue 28).
 */
import { formatCount, READER_LOCALE } from "../text/format.js";
import { type ChartPoint, colorStep, formatCell, niceTicks, type ReportTable } from "./report-tables.js";

/** A share of the chart's width, as an SVG length: horizontal positions keep text its size at every width. */
const pct = (value: number) => `${Math.round(value * 1000) / 1000}%`;

/** The column chart's height and the room above and below its plot (its base is at y 178: charts.tsx). */
const COLUMN = { height: 200, top: 18, bottom: 22 };

/** A column chart over time, ready to draw. */
export interface ColumnChartView {
  ticks: { y: number; label: string }[];
  /** Each bar's left edge, height (it stands on the plot's base, y 178) and tooltip. */
  bars: { x: string; height: number; title: string }[];
  /** Every bar's width. */
  width: string;
  /** The axis labels: about six whatever the width, under the middle of every few bars. */
  axis: { x: string; label: string }[];
}

/** Columns over time (articles per hour or per day). */
export function columnChart(points: readonly ChartPoint[], unit: { one: string; many: string }): ColumnChartView {
  const plot = COLUMN.height - COLUMN.top - COLUMN.bottom;
  const ticks = niceTicks(Math.max(0, ...points.map((point) => point.value)));
  const scaleMax = ticks[ticks.length - 1] ?? 1;
  const n = points.length;
  // About six labels whatever the width: more would collide on a phone.
  const every = Math.max(1, Math.ceil(n / 6));
  const y = (value: number) => COLUMN.top + plot * (1 - value / scaleMax);
  return {
    ticks: ticks.map((tick) => ({ y: y(tick), label: formatCount(tick) })),
    bars: points.map((point, index) => {
      const height = plot * (point.value / scaleMax);
      return {
        x: pct(((index + 0.12) / n) * 100),
        height,
        title: `${point.label}: ${formatCount(point.value)} ${point.value === 1 ? unit.one : unit.many}`,
      };
    }),
    width: pct((0.76 / n) * 100),
    // Labels sit under the middle of every few bars, starting half a step in, so none touches an edge.
    axis: points.flatMap((point, index) =>
      index % every === Math.floor(every / 2) ? [{ x: pct(((index + 0.5) / n) * 100), label: point.axisLabel ?? point.label }] : [],
    ),
  };
}

/** A ranked bar list, ready to draw: each row's label, value and bar width (null for none). */
export interface BarListView {
  rows: { label: string; value: string; width: string | null }[];
}

/** Ranked horizontal bars (articles by category or newspaper), the first `limit` of them. */
export function barList(points: readonly ChartPoint[], limit?: number): BarListView {
  const shown = limit ? points.slice(0, limit) : points;
  const max = Math.max(1, ...shown.map((point) => point.value));
  return {
    rows: shown.map((point) => ({
      label: point.label,
      value: formatCount(point.value),
      width: point.value > 0 ? pct((point.value / max) * 100) : null,
    })),
  };
}

/** A department on a tile map: where its tile sits and what it shows. */
export interface MapTile {
  slug: string;
  name: string;
  abbr: string;
  col: number;
  row: number;
  value: number;
}

/** A tile map, ready to draw: the grid's size, each tile's colour step and text, the legend. */
export interface TileMapView {
  /** What the values count, for the legend's name. */
  unit: string;
  cols: number;
  rows: number;
  tiles: { slug: string; step: number; col: number; row: number; abbr: string; title: string; value: string }[];
  legend: { step: number; label: string }[];
}

const formatValue = (value: number, decimals: boolean) =>
  decimals ? value.toLocaleString(READER_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 2 }) : formatCount(value);

/**
 * The legend's steps with the values each one holds ("1–2", "3", "hasta 0,4"): a step that
 * cannot hold any whole count (small maxima) is left out rather than shown as an empty range.
 */
export function legendSteps(max: number, decimals: boolean): { step: number; label: string }[] {
  const steps: { step: number; label: string }[] = [];
  if (max <= 0) return steps;
  for (let step = 1; step <= 5; step++) {
    const upper = (max * step) / 5;
    if (decimals) {
      const label = `hasta ${formatValue(upper, true)}`;
      if (steps.at(-1)?.label !== label) steps.push({ step, label });
      continue;
    }
    const low = Math.floor((max * (step - 1)) / 5) + 1;
    const high = Math.floor(upper);
    if (low > high) continue;
    steps.push({ step, label: low === high ? formatCount(low) : `${formatCount(low)}–${formatCount(high)}` });
  }
  return steps;
}

/** Colombia's departments coloured in five steps of `value`, on a grid of `cols` × `rows` tiles. */
export function tileMap(tiles: readonly MapTile[], grid: { cols: number; rows: number }, unit: string, decimals = false): TileMapView {
  const max = Math.max(0, ...tiles.map((tile) => tile.value));
  return {
    unit,
    cols: grid.cols,
    rows: grid.rows,
    tiles: tiles.map((tile) => ({
      slug: tile.slug,
      step: colorStep(tile.value, max),
      col: tile.col,
      row: tile.row,
      abbr: tile.abbr,
      title: `${tile.name}: ${formatValue(tile.value, decimals)} ${unit}`,
      value: formatValue(tile.value, decimals),
    })),
    legend: legendSteps(max, decimals),
  };
}

/** A report's table as the page shows it: every cell written out, and which columns are figures. */
export interface ShownTable {
  id: ReportTable["id"];
  title: string;
  /** Each column's heading, and whether it is right-aligned (figures and instants). */
  columns: { label: string; numeric: boolean }[];
  /** Whether each column's cells are right-aligned (counts and decimals). */
  numericCells: boolean[];
  rows: string[][];
}

/** The table the page shows for one of the report's tables (the CSV files write the same rows). */
export function shownTable(table: ReportTable): ShownTable {
  return {
    id: table.id,
    title: table.title,
    columns: table.columns.map((column) => ({ label: column.label, numeric: column.kind !== "text" })),
    numericCells: table.columns.map((column) => column.kind === "count" || column.kind === "decimal"),
    rows: table.rows.map((row) => row.map((value, index) => formatCell(value, table.columns[index]?.kind ?? "text"))),
  };
}
