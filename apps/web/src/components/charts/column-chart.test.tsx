import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnChart } from './column-chart.tsx';

describe('ColumnChart', () => {
  const series = [
    { label: 'Principal', colour: 'navy' },
    { label: 'Interest', colour: 'orange' },
  ];

  it('stacks each column in the series order, the tallest total reaching the top, hidden from screen readers', () => {
    const { container } = render(
      <ColumnChart
        columns={[
          { label: '2027', values: [100, 0] },
          { label: '2028', values: [100, 100] },
        ]}
        series={series}
        formatValue={(value) => `$${value}`}
      />,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const heights = [...container.querySelectorAll('rect')].map((rect) =>
      Number(rect.getAttribute('height')),
    );
    // 2027: 100 of a 200 maximum; 2028: 100 + 100.
    expect(heights[0]).toBeCloseTo(heights[2] ?? 0);
    expect((heights[2] ?? 0) + (heights[3] ?? 0)).toBeCloseTo(2 * (heights[0] ?? 0));
    expect(container.querySelectorAll('rect')[3]).toHaveAttribute('fill', 'orange');
    expect(svg?.textContent).toContain('$200');
    expect(container.textContent).toContain('Interest');
  });

  it('labels every n-th column and has no legend for one series', () => {
    const { container } = render(
      <ColumnChart
        columns={['2027', '2028', '2029', '2030'].map((label) => ({ label, values: [1] }))}
        series={[series[0] ?? { label: '', colour: '' }]}
        formatValue={String}
        labelEvery={2}
      />,
    );
    expect(container.querySelector('svg')?.textContent).toContain('2029');
    expect(container.querySelector('svg')?.textContent).not.toContain('2030');
    expect(container.querySelector('ul')).toBeNull();
  });
});
