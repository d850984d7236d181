import classes from './column-chart.module.css';

// The site's one way to draw a chart (ADR 0093): columns as inline SVG, no chart library. A chart is
// a picture for sighted visitors, hidden from assistive technology: every chart is shown with a
// table of the same figures (N24), which its caller renders next to it.

export interface ChartSeries {
  /** The legend's name of the series. */
  label: string;
  /** A CSS colour with 3:1 contrast on white (N24), e.g. a theme variable. */
  colour: string;
}

export interface ChartColumn {
  /** The label under the column (a year, a day). */
  label: string;
  /** One value per series, stacked bottom to top in the series' order (same unit as the axis). */
  values: readonly number[];
}

const HEIGHT = 200;
const AXIS_WIDTH = 64;
const STEP = 24;

/** Stacked columns with the largest total on the axis, the labels every `labelEvery` columns, and a legend when there are several series. */
export function ColumnChart({
  columns,
  series,
  formatValue,
  labelEvery = 1,
}: {
  columns: readonly ChartColumn[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  labelEvery?: number;
}) {
  const max = Math.max(1, ...columns.map((column) => column.values.reduce((sum, value) => sum + value, 0)));
  const width = AXIS_WIDTH + columns.length * STEP + 8;
  const base = HEIGHT + 8;
  return (
    <div className={classes.chart}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${width} ${HEIGHT + 32}`}
        className={classes.svg}
        preserveAspectRatio="xMinYMin meet"
      >
        <text x={AXIS_WIDTH - 6} y={14} textAnchor="end" className={classes.label}>
          {formatValue(max)}
        </text>
        <text x={AXIS_WIDTH - 6} y={base} textAnchor="end" className={classes.label}>
          {formatValue(0)}
        </text>
        <line x1={AXIS_WIDTH} y1={base} x2={width} y2={base} className={classes.axis} />
        {columns.map((column, i) => {
          const x = AXIS_WIDTH + 4 + i * STEP;
          let top = base;
          return (
            <g key={column.label}>
              {column.values.map((value, s) => {
                const height = (Math.max(0, value) / max) * (HEIGHT - 10);
                top -= height;
                return (
                  <rect
                    key={series[s]?.label ?? s}
                    x={x}
                    y={top}
                    width={STEP - 6}
                    height={height}
                    fill={series[s]?.colour ?? 'currentColor'}
                  />
                );
              })}
              {i % labelEvery === 0 && (
                <text x={x + (STEP - 6) / 2} y={base + 18} textAnchor="middle" className={classes.label}>
                  {column.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <ul className={classes.legend} aria-hidden="true">
          {series.map((s) => (
            <li key={s.label}>
              <span className={classes.swatch} style={{ background: s.colour }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
