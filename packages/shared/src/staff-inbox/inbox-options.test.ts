import { describe, expect, it } from 'vitest';
import { DEFAULT_INBOX_QUERY, INBOX_KINDS, kindsMatching } from './inbox-options.ts';
import { inboxQuerySchema } from './inbox-schemas.ts';

describe('the inbox view without a schema', () => {
  it('the default view is what the query schema makes of an empty query string', () => {
    expect(DEFAULT_INBOX_QUERY).toEqual(inboxQuerySchema().parse({}));
  });

  it('kinds a filter combination can match: a province only on kinds that carry one', () => {
    expect(kindsMatching({})).toEqual([...INBOX_KINDS]);
    expect(kindsMatching({ province: 'ON' })).toEqual([
      'life-application',
      'travel-application',
      'after-sale',
    ]);
    expect(kindsMatching({ type: 'contact', province: 'ON' })).toEqual([]);
  });
});
