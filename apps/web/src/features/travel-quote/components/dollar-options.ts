import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formatCad } from '@brokerage/shared/money/cents';

/** Select options of whole-dollar amounts (coverages, deductibles), labelled like $100,000. */
export const dollarOptions = (amounts: readonly number[]) =>
  amounts.map((d) => ({ value: d, label: formatCad(d * 100, { omitZeroCents: true }) }));

/**
 * A product's schema as the resolver of the one travel form that serves every product of its
 * kind: the form's values are the kind's questions, checked by the product's schema.
 */
export const formResolver = (schema: z.ZodType<FieldValues, FieldValues>): Resolver<FieldValues> =>
  zodResolver(schema) as unknown as Resolver<FieldValues>;
