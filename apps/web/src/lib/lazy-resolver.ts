import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { notifyError } from './notify.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** A resolver made on first use; `prepare` starts making it early (on the form's first focus). */
export type LazyResolver<TFieldValues extends FieldValues, TContext, TTransformed> = Resolver<
  TFieldValues,
  TContext,
  TTransformed
> & { prepare: () => void };

/**
 * A form resolver made on the first validation rather than when the form first renders:
 * building a quote form's zod schema is one of the longer pieces of its hydration on a phone. A form
 * that shows whether it is valid validates as it mounts, so the first validation builds the schema
 * and then validates, each in a task of its own after the current one. `makeResolver` may load the
 * schema's code first (a promise): a form whose schema is not needed before its first validation
 * (ADR 0146). If that code cannot be loaded (the connection dropped), the form says so and is not
 * sent; the next attempt loads it again.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  makeResolver: () =>
    Resolver<TFieldValues, TContext, TTransformed> | Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): LazyResolver<TFieldValues, TContext, TTransformed> {
  let ready: Resolver<TFieldValues, TContext, TTransformed> | undefined;
  let made: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const make = () =>
    (made ??= nextTask()
      .then(makeResolver)
      .then((resolve) => (ready = resolve))
      .catch((error: unknown) => {
        made = undefined;
        throw error;
      }));
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) => {
    if (ready) return ready(values, context, options);
    let resolve: Resolver<TFieldValues, TContext, TTransformed>;
    try {
      resolve = await make();
    } catch {
      notifyError(GENERIC_ERROR_MESSAGE);
      const errors = { root: { type: 'unavailable', message: GENERIC_ERROR_MESSAGE } };
      return { values: {}, errors: errors as FieldErrors<TFieldValues> };
    }
    await nextTask();
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { prepare: () => void make().catch(() => undefined) });
}
