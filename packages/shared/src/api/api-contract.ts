// What one endpoint can answer (platform spec section 7, N4): the schema of `data` in its
// `{ message?, data? }` success body, and the error statuses it sends with the
// `{ message, code, fieldErrors? }` body. The web client checks answers against `data` in
// development and tests, and component-test stubs are checked against the whole contract, so a
// stub the server could never send fails its test.

import type { z } from 'zod';
import { onFirstUse } from '../validation/on-first-use.ts';

export interface ApiContract<S extends z.ZodType> {
  /**
   * Schema of the success answer's `data` (z.undefined().optional() for a message-only answer),
   * made when first read (ADR 0134): a production page never checks answers, so never builds it.
   */
  readonly data: S;
  /** Error statuses the route declares besides the ones every route may send (500). */
  errorStatuses: readonly number[];
}

export function apiContract<S extends z.ZodType>(
  makeData: () => S,
  errorStatuses: readonly number[],
): ApiContract<S> {
  const data = onFirstUse(makeData);
  return {
    get data() {
      return data();
    },
    errorStatuses,
  };
}
