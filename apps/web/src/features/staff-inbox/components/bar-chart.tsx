// A bar chart drawn as inline SVG (issue 16: no chart library in the bundle). It is decoration for
// sighted users: hidden from assistive technology, because the data table beside it carries the
// same numbers as text.

import classes from './dashboard.module.css';

export interface Bar {
  label: string;
  value: number;
}

const BAR_HEIGHT = 22;
const GAP = 6;
const LABEL_WIDTH = 170;
const WIDTH = 520;

/** Horizontal bars, one per row, with the label on the left and the value at the bar's end. */
export function HorizontalBars({ bars }: { bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * (BAR_HEIGHT + GAP);
  const room = WIDTH - LABEL_WIDTH - 60;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${WIDTH} ${height}`}
      className={classes.chart}
      preserveAspectRatio="xMinYMin meet"
    >
      {bars.map((bar, i) => {
        const y = i * (BAR_HEIGHT + GAP);
        const width = Math.max(bar.value === 0 ? 0 : 2, (bar.value / max) * room);
        return (
          <g key={bar.label}>
            <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT * 0.7} textAnchor="end" className={classes.label}>
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} className={classes.bar} rx={3} />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} className={classes.label}>
              {bar.value.toLocaleString('en-CA')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Vertical columns over time (one per day), labelled every `labelEvery` columns. */
export function Columns({ bars, labelEvery = 5 }: { bars: Bar[]; labelEvery?: number }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const chartHeight = 160;
  const step = 18;
  const width = bars.length * step + 40;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${chartHeight + 40}`}
      className={classes.chart}
      preserveAspectRatio="xMinYMin meet"
    >
      <text x={0} y={12} className={classes.label}>
        {max.toLocaleString('en-CA')}
      </text>
      <line x1={36} y1={chartHeight + 8} x2={width} y2={chartHeight + 8} className={classes.axis} />
      {bars.map((bar, i) => {
        const height = (bar.value / max) * (chartHeight - 10);
        const x = 40 + i * step;
        return (
          <g key={bar.label}>
            <rect
              x={x}
              y={chartHeight + 8 - height}
              width={step - 4}
              height={height}
              className={classes.bar}
            />
            {i % labelEvery === 0 && (
              <text x={x} y={chartHeight + 28} className={classes.label}>
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
