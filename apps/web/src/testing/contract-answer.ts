import { z } from 'zod';
import type { ApiContract } from '@brokerage/shared/api/api-contract';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';

/**
 * A fetch Response for a component test, checked against the endpoint's shared contract: a
 * success body must match its `{ message?, data }` schema, an error must use a status the route
 * declares (or 500) and the `{ message, code, fieldErrors? }` body. A stub the server could never
 * send throws, so the test fails instead of proving behaviour against an impossible answer.
 */
export function contractAnswer<S extends z.ZodType>(
  contract: ApiContract<S>,
  body: unknown,
  status = 200,
): Response {
  if (status >= 200 && status < 300) {
    const checked = apiResponseSchema(contract.data).strict().safeParse(body);
    if (!checked.success) throw new Error(`The server never answers this: ${z.prettifyError(checked.error)}`);
  } else {
    if (status !== 500 && !contract.errorStatuses.includes(status)) {
      throw new Error(
        `The server never answers ${status} here (it declares ${contract.errorStatuses.join(', ')})`,
      );
    }
    const checked = apiErrorSchema.strict().safeParse(body);
    if (!checked.success) throw new Error(`Not an error answer: ${z.prettifyError(checked.error)}`);
  }
  return Response.json(body, { status });
}
