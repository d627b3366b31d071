import type { BarListView, ColumnChartView, TileMapView } from "../pages/report-charts.js";

/*
 * Server-rendered SVG charts: no chart library reaches the browser, and the loader works out every
 * tick, position, colour step and figure (app/pages/report-charts.ts); these components only lay
 * them out. Colours are CSS custom properties (light and dark values in app.css); horizontal
 * positions are percentages, so text keeps its size at every width. Each chart is labelled by its
 * title and its text alternative, which the page also shows, and comes with its data table.
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

/** Columns over time (articles per hour or per day). */
export function ColumnChart({ id, title, summary, chart }: ChartText & { chart: ColumnChartView }) {
  return (
    <figure className="chart" data-chart={id}>
      <ChartCaption id={id} title={title} summary={summary} />
      <svg className="chart-svg" width="100%" height={200} role="img" aria-labelledby={`${id}-titulo ${id}-resumen`}>
        {chart.ticks.map((tick) => (
          <g key={tick.label} className="chart-grid">
            <line x1="0" x2="100%" y1={tick.y} y2={tick.y} />
            <text x="0" y={tick.y - 3}>
              {tick.label}
            </text>
          </g>
        ))}
        {chart.bars.map((bar, index) => (
          <rect key={index} className="chart-bar" x={bar.x} width={chart.width} y={178 - bar.height} height={bar.height}>
            <title>{bar.title}</title>
          </rect>
        ))}
        {chart.axis.map((label) => (
          <text key={label.x} className="chart-axis" x={label.x} y={194} textAnchor="middle">
            {label.label}
          </text>
        ))}
      </svg>
    </figure>
  );
}

/** Ranked horizontal bars (articles by category or newspaper), the label above each bar. */
export function BarList({ id, title, summary, chart }: ChartText & { chart: BarListView }) {
  return (
    <figure className="chart" data-chart={id}>
      <ChartCaption id={id} title={title} summary={summary} />
      <svg className="chart-svg" width="100%" height={chart.rows.length * 36 + 4} role="img" aria-labelledby={`${id}-titulo ${id}-resumen`}>
        {chart.rows.map((row, index) => (
          <g key={row.label}>
            <text className="chart-label" x="0" y={index * 36 + 14}>
              {row.label}
            </text>
            <text className="chart-value" x="100%" y={index * 36 + 14} textAnchor="end">
              {row.value}
            </text>
            <rect className="chart-track" x="0" width="100%" y={index * 36 + 19} height={10} rx={2} />
            {row.width ? <rect className="chart-bar" x="0" width={row.width} y={index * 36 + 19} height={10} rx={2} /> : null}
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** A tile map of Colombia's departments coloured in five steps, with a legend; tiles are 56 units apart. */
export function TileMap({ id, title, summary, chart }: ChartText & { chart: TileMapView }) {
  return (
    <figure className="chart tile-map" data-chart={id}>
      <ChartCaption id={id} title={title} summary={summary} />
      <svg
        className="tile-map-svg"
        viewBox={`0 0 ${chart.cols * 56} ${chart.rows * 56}`}
        role="img"
        aria-labelledby={`${id}-titulo ${id}-resumen`}
      >
        {chart.tiles.map((tile) => (
          <g key={tile.slug} className={`tile tile-step-${tile.step}`} data-slug={tile.slug}>
            <title>{tile.title}</title>
            <rect x={tile.col * 56} y={tile.row * 56} width={52} height={52} rx={4} />
            <text x={tile.col * 56 + 26} y={tile.row * 56 + 22} textAnchor="middle" className="tile-abbr">
              {tile.abbr}
            </text>
            <text x={tile.col * 56 + 26} y={tile.row * 56 + 40} textAnchor="middle" className="tile-value">
              {tile.value}
            </text>
          </g>
        ))}
      </svg>
      <ul className="tile-legend" aria-label={`Escala: ${chart.unit}`}>
        <li>
          <span className="tile-swatch tile-step-0" aria-hidden="true" /> ninguna
        </li>
        {chart.legend.map(({ step, label }) => (
          <li key={step}>
            <span className={`tile-swatch tile-step-${step}`} aria-hidden="true" /> {label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
