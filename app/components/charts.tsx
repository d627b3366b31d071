import { formatCount, READER_LOCALE } from "../text/format.js";
import { type ChartPoint, colorStep, niceTicks } from "../pages/report-tables.js";

/*
 * Server-rendered SVG charts: no chart library reaches the browser. Colours are CSS custom
 * properties (light and dark values in app.css); horizontal positions are percentages, so text
 * keeps its size at every width. Each chart is labelled by its title and its text alternative,
 * which the page also shows, and comes with its data table.
 */

interface ChartText {
  id: string;
  title: string;
  /** The text alternative: what the chart says, in a sentence or two. */
  summary: string;
}

function ChartCaption({ id, title, summary }: ChartText) {
  return (
    <figcaption>
      <h3 id={`${id}-titulo`}>{title}</h3>
      <p id={`${id}-resumen`} className="chart-summary">
        {summary}
      </p>
    </figcaption>
  );
}

const pct = (value: number) => `${Math.round(value * 1000) / 1000}%`;

/** Columns over time (articles per hour or per day). */
export function ColumnChart({
  id,
  title,
  summary,
  points,
  unit,
}: ChartText & { points: ChartPoint[]; unit: { one: string; many: string } }) {
  const height = 200;
  const top = 18;
  const bottom = 22;
  const plot = height - top - bottom;
  const max = Math.max(0, ...points.map((point) => point.value));
  const ticks = niceTicks(max);
  const scaleMax = ticks[ticks.length - 1] ?? 1;
  const n = points.length;
  // About six labels whatever the width: more would collide on a phone.
  const every = Math.max(1, Math.ceil(n / 6));
  const y = (value: number) => top + plot * (1 - value / scaleMax);
  return (
    <figure className="chart" data-chart={id}>
      <ChartCaption id={id} title={title} summary={summary} />
      <svg className="chart-svg" width="100%" height={height} role="img" aria-labelledby={`${id}-titulo ${id}-resumen`}>
        {ticks.map((tick) => (
          <g key={tick} className="chart-grid">
            <line x1="0" x2="100%" y1={y(tick)} y2={y(tick)} />
            <text x="0" y={y(tick) - 3}>
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const barHeight = plot * (point.value / scaleMax);
          return (
            <rect
              key={index}
              className="chart-bar"
              x={pct(((index + 0.12) / n) * 100)}
              width={pct((0.76 / n) * 100)}
              y={top + plot - barHeight}
              height={barHeight}
            >
              <title>{`${point.label}: ${formatCount(point.value)} ${point.value === 1 ? unit.one : unit.many}`}</title>
            </rect>
          );
        })}
        {points.map((point, index) => {
          // Labels sit under the middle of every few bars, starting half a step in, so none touches an edge.
          if (index % every !== Math.floor(every / 2)) return null;
          return (
            <text key={`l${index}`} className="chart-axis" x={pct(((index + 0.5) / n) * 100)} y={height - 6} textAnchor="middle">
              {point.axisLabel ?? point.label}
            </text>
          );
        })}
      </svg>
    </figure>
  );
}

/** Ranked horizontal bars (articles by category or newspaper), the label above each bar. */
export function BarList({ id, title, summary, points, limit }: ChartText & { points: ChartPoint[]; limit?: number }) {
  const shown = limit ? points.slice(0, limit) : points;
  const max = Math.max(1, ...shown.map((point) => point.value));
  const row = 36;
  return (
    <figure className="chart" data-chart={id}>
      <ChartCaption id={id} title={title} summary={summary} />
      <svg className="chart-svg" width="100%" height={shown.length * row + 4} role="img" aria-labelledby={`${id}-titulo ${id}-resumen`}>
        {shown.map((point, index) => (
          <g key={point.label}>
            <text className="chart-label" x="0" y={index * row + 14}>
              {point.label}
            </text>
            <text className="chart-value" x="100%" y={index * row + 14} textAnchor="end">
              {formatCount(point.value)}
            </text>
            <rect className="chart-track" x="0" width="100%" y={index * row + 19} height={10} rx={2} />
            {point.value > 0 ? (
              <rect className="chart-bar" x="0" width={pct((point.value / max) * 100)} y={index * row + 19} height={10} rx={2} />
            ) : null}
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** One tile of the map. */
export interface Tile {
  slug: string;
  name: string;
  abbr: string;
  col: number;
  row: number;
  value: number;
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

/** A tile map of Colombia's departments coloured in five steps of `value`, with a legend. */
export function TileMap({
  id,
  title,
  summary,
  tiles,
  grid,
  decimals = false,
  unit,
}: ChartText & { tiles: Tile[]; grid: { cols: number; rows: number }; decimals?: boolean; unit: string }) {
  const size = 56;
  const gap = 4;
  const max = Math.max(0, ...tiles.map((tile) => tile.value));
  const legend = legendSteps(max, decimals);
  return (
    <figure className="chart tile-map" data-chart={id}>
      <ChartCaption id={id} title={title} summary={summary} />
      <svg
        className="tile-map-svg"
        viewBox={`0 0 ${grid.cols * size} ${grid.rows * size}`}
        role="img"
        aria-labelledby={`${id}-titulo ${id}-resumen`}
      >
        {tiles.map((tile) => {
          const step = colorStep(tile.value, max);
          const x = tile.col * size;
          const y = tile.row * size;
          return (
            <g key={tile.slug} className={`tile tile-step-${step}`} data-slug={tile.slug}>
              <title>{`${tile.name}: ${formatValue(tile.value, decimals)} ${unit}`}</title>
              <rect x={x} y={y} width={size - gap} height={size - gap} rx={4} />
              <text x={x + (size - gap) / 2} y={y + 22} textAnchor="middle" className="tile-abbr">
                {tile.abbr}
              </text>
              <text x={x + (size - gap) / 2} y={y + 40} textAnchor="middle" className="tile-value">
                {formatValue(tile.value, decimals)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="tile-legend" aria-label={`Escala: ${unit}`}>
        <li>
          <span className="tile-swatch tile-step-0" aria-hidden="true" /> ninguna
        </li>
        {legend.map(({ step, label }) => (
          <li key={step}>
            <span className={`tile-swatch tile-step-${step}`} aria-hidden="true" /> {label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
