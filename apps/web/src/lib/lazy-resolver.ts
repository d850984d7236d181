import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver made on the first validation rather than when the form first renders (issue 14):
 * building a quote form's zod schema is one of the longer pieces of its hydration on a phone, and a
 * form is not validated before the visitor types or submits.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  makeResolver: () => Resolver<TFieldValues, TContext, TTransformed>,
): Resolver<TFieldValues, TContext, TTransformed> {
  let resolver: Resolver<TFieldValues, TContext, TTransformed> | undefined;
  return (values, context, options) => {
    resolver ??= makeResolver();
    return resolver(values, context, options);
  };
}
