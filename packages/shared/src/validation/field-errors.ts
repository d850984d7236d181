// Zod issues to the `{ field: message }` map the forms show and the API's error answers carry:
// the first message of each field wins. One helper for every form.

/** The part of a zod issue this helper reads (zod's own issue type satisfies it). */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export interface FieldErrorsOptions {
  /**
   * 'top': key by the issue's top-level field (`address`), for forms with flat fields;
   * 'full' (default): the dotted path (`morePersons.0.person3FirstName`).
   */
  depth?: 'top' | 'full';
}

/** Each field's first message; an issue without a path is keyed ''. */
export function fieldErrorsOf(
  issues: readonly IssueLike[],
  { depth = 'full' }: FieldErrorsOptions = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = depth === 'top' ? issue.path.slice(0, 1) : issue.path;
    const field = path.map(String).join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
