import { describe, expect, it } from 'vitest';
import { LIFE_QUOTE_SLUGS } from '../catalogue/options.ts';
import { findRoute } from '../routes/route-table.ts';
import { lifeProductOfValue } from './life-quote-request.ts';

describe('lifeProductOfValue', () => {
  it.each(LIFE_QUOTE_SLUGS)('reads %s back from the product its quote routes carry', (slug) => {
    for (const page of ['quote-basic', 'customize', 'available-quotes', 'application']) {
      expect(lifeProductOfValue(findRoute(`${slug}-${page}`)?.product)).toBe(slug);
    }
  });

  it('is undefined for a product that is not life', () => {
    expect(lifeProductOfValue(findRoute('supervisa-quote-basic')?.product)).toBeUndefined();
    expect(lifeProductOfValue(undefined)).toBeUndefined();
  });
});
