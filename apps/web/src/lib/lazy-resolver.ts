import type { FieldValues, Resolver } from 'react-hook-form';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * A form resolver made on the first validation rather than when the form first renders:
 * building a quote form's zod schema is one of the longer pieces of its hydration on a phone. A form
 * that shows whether it is valid validates as it mounts, so the first validation builds the schema
 * and then validates, each in a task of its own after the current one. `makeResolver` may load the
 * schema's code first (a promise): a form whose schema is not needed before its first validation.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  makeResolver: () =>
    Resolver<TFieldValues, TContext, TTransformed> | Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): Resolver<TFieldValues, TContext, TTransformed> {
  let resolver: Resolver<TFieldValues, TContext, TTransformed> | undefined;
  return async (values, context, options) => {
    if (resolver === undefined) {
      await nextTask();
      resolver ??= await makeResolver();
      await nextTask();
    }
    return resolver(values, context, options);
  };
}
