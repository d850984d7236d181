import { KIDS_LIFE_CHART } from '@brokerage/shared/content/product-page-constants';
import { formatCad } from '@brokerage/shared/money/cents';
import classes from './content.module.css';

// Product-flows section 9: gold, grey, dark red bars; darker tones keep 3:1 contrast on white (N24).
const COLOURS: Record<string, string> = { gold: '#b8860b', grey: '#6b7280', darkred: '#8b0000' };

/** The kids-life bar chart with a data-table alternative (N24). */
export function KidsLifeChart() {
  const max = Math.max(...KIDS_LIFE_CHART.bars.map((b) => b.costCents));
  const height = 220;
  return (
    <section className={classes.section} aria-labelledby="kids-chart-title">
      <h2 id="kids-chart-title" className={classes.sectionTitle}>
        {KIDS_LIFE_CHART.title}
      </h2>
      <figure className={classes.chart}>
        <svg
          viewBox={`0 0 360 ${height + 50}`}
          role="img"
          aria-label={`Bar chart: ${KIDS_LIFE_CHART.bars.map((b) => `age ${b.age}, ${formatCad(b.costCents)} a month`).join('; ')}`}
          className={classes.chartSvg}
        >
          <line x1="30" y1={height} x2="340" y2={height} stroke="#343d46" />
          {KIDS_LIFE_CHART.bars.map((bar, i) => {
            const h = Math.round((bar.costCents / max) * (height - 40));
            const x = 60 + i * 100;
            return (
              <g key={bar.age}>
                <rect x={x} y={height - h} width="50" height={h} fill={COLOURS[bar.colour]} rx="3" />
                <text x={x + 25} y={height - h - 8} textAnchor="middle" fontSize="14" fill="#1f262d">
                  {formatCad(bar.costCents)}
                </text>
                <text x={x + 25} y={height + 22} textAnchor="middle" fontSize="14" fill="#1f262d">
                  Age {bar.age}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption>
          Sample monthly premiums for illustration; your quote depends on the insurer and the child.
        </figcaption>
      </figure>
      <details className={classes.dataTable}>
        <summary>Show the chart data as a table</summary>
        <table>
          <caption>{KIDS_LIFE_CHART.title}</caption>
          <thead>
            <tr>
              <th scope="col">Age purchased</th>
              <th scope="col">Monthly cost</th>
            </tr>
          </thead>
          <tbody>
            {KIDS_LIFE_CHART.bars.map((bar) => (
              <tr key={bar.age}>
                <th scope="row">{bar.age}</th>
                <td>{formatCad(bar.costCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
