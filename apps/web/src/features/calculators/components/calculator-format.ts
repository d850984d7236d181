import type { CivilDate } from '@brokerage/shared/dates/civil-date';

/** '2026' from '2026-01-01': the charts' axis label of a yearly row. */
export const yearOf = (date: CivilDate): string => date.slice(0, 4);

/** Short axis ticks: $900, $25K, $1.2M. */
export function compactDollars(dollars: number): string {
  const abs = Math.abs(dollars);
  const [scaled, unit] =
    abs >= 1e12
      ? [dollars / 1e12, 'T']
      : abs >= 1e9
        ? [dollars / 1e9, 'B']
        : abs >= 1e6
          ? [dollars / 1e6, 'M']
          : abs >= 1e3
            ? [dollars / 1e3, 'K']
            : [dollars, ''];
  return `$${Number(scaled.toFixed(unit === '' ? 0 : 1))}${unit}`;
}
