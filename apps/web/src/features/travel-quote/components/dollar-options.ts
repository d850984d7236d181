import { formatCad } from '@brokerage/shared/money/cents';

/** Select options of whole-dollar amounts (coverages, deductibles), labelled like $100,000. */
export const dollarOptions = (amounts: readonly number[]) =>
  amounts.map((d) => ({ value: d, label: formatCad(d * 100, { omitZeroCents: true }) }));
