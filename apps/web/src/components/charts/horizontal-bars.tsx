// Horizontal bars drawn as inline SVG, the site's one way to draw charts (ADR 0093; the staff
// dashboard's). Decoration for sighted users: hidden from assistive technology, because
// the data table beside it carries the same numbers as text.

import classes from './column-chart.module.css';
import { groupThousands } from '@brokerage/shared/money/cents';

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
      className={classes.svg}
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
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={width}
              height={BAR_HEIGHT}
              fill="var(--mantine-color-navy-6)"
              rx={3}
            />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} className={classes.label}>
              {groupThousands(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
