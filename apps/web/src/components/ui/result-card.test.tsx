import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { monogram } from './insurer-mark.tsx';
import { rowDiffers } from './plan-comparison.tsx';
import { bestValueIndex, ResultCard } from './result-card.tsx';

describe('bestValueIndex', () => {
  it('picks the lowest price, the first of equal ones, and none in an empty list', () => {
    expect(bestValueIndex([60, 56.7, 58])).toBe(1);
    expect(bestValueIndex([70, 55, 55])).toBe(1);
    expect(bestValueIndex([])).toBe(-1);
  });
});

describe('monogram', () => {
  it('takes two initials of a name, or the first two letters of one word', () => {
    expect(monogram('Blue Cross')).toBe('BC');
    expect(monogram('TuGo')).toBe('TU');
    expect(monogram('21st Century')).toBe('2C');
    expect(monogram('  ')).toBe('?');
  });
});

describe('rowDiffers', () => {
  it('compares values without case or spaces around them', () => {
    expect(rowDiffers(['Included', ' included'])).toBe(false);
    expect(rowDiffers(['$5,000', '$10,000'])).toBe(true);
  });
});

describe('ResultCard', () => {
  it('says the best value rule and makes only its action the loud one', () => {
    const onClick = vi.fn();
    render(
      <ul>
        <ResultCard
          planName="Plan A"
          insurer="Blue Cross"
          features={['$100,000 coverage', 'Deductible $0']}
          price="$56.70"
          bestValue="the lowest premium"
          action={{ label: 'Start Application', onClick }}
        />
        <ResultCard
          planName="Plan B"
          insurer="TuGo"
          features={['$100,000 coverage']}
          price="$60.00"
          action={{ label: 'Start Application', onClick }}
        />
      </ul>,
    );
    const [a, b] = screen.getAllByRole('listitem');
    expect(a).toHaveTextContent('Best value: the lowest premium');
    expect(a?.querySelector('button')?.dataset.emphasis).toBe('primary');
    expect(b?.querySelector('button')?.dataset.emphasis).toBe('secondary');
    expect(b).toHaveTextContent('TU');
    expect(screen.getByRole('listitem', { name: 'Plan B by TuGo' })).toHaveTextContent('Key features');
  });
});
