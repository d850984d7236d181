// Every refusal speaks the site's language: a schema without its own message used to
// answer with zod's developer English ('Too big: expected number to be <=1000'). Schemas that name
// their message keep it; this map words the rest as the forms do, in plain sentences.

import { z } from 'zod';
import type { core } from 'zod';
import { groupThousands } from '../money/cents.ts';

type Issue = core.$ZodRawIssue;

const KIND_OF_VALUE: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'the details',
  date: 'a date',
};

function plural(count: number, one: string, many: string): string {
  return `${groupThousands(count)} ${count === 1 ? one : many}`;
}

function bound(issue: { minimum?: unknown; maximum?: unknown }, key: 'minimum' | 'maximum'): number {
  const value = issue[key];
  return typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : Number(value);
}

/** The site's wording of an issue that has no message of its own. */
export function siteLanguageMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required';
      return `Please enter ${KIND_OF_VALUE[issue.expected] ?? 'a valid value'}`;
    case 'too_big': {
      const max = bound(issue, 'maximum');
      const inclusive = issue.inclusive !== false;
      if (issue.origin === 'string')
        return `Please use at most ${plural(inclusive ? max : max - 1, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Please choose at most ${plural(inclusive ? max : max - 1, 'item', 'items')}`;
      return inclusive
        ? `Please enter a number no greater than ${groupThousands(max)}`
        : `Please enter a number less than ${groupThousands(max)}`;
    }
    case 'too_small': {
      const min = bound(issue, 'minimum');
      const inclusive = issue.inclusive !== false;
      if (issue.origin === 'string') {
        return min <= 1
          ? 'This field is required'
          : `Please use at least ${plural(min, 'character', 'characters')}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Please choose at least ${plural(inclusive ? min : min + 1, 'item', 'items')}`;
      }
      return inclusive
        ? `Please enter a number of at least ${groupThousands(min)}`
        : `Please enter a number greater than ${groupThousands(min)}`;
    }
    case 'invalid_value':
      return 'Please choose one of the options offered';
    case 'invalid_format':
      if (issue.format === 'email') return 'Please enter a valid email address';
      if (issue.format === 'date') return 'Please enter a date as YYYY-MM-DD';
      return 'This is not in the expected format';
    case 'not_multiple_of':
      return issue.divisor === 1
        ? 'Please enter a whole number'
        : `Please enter a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `These fields are not expected here: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return 'Please check this value';
  }
}

let installed = false;

/** Makes `siteLanguageMessage` zod's wording for issues without a message; once per process. */
export function installSiteLanguageErrors(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => siteLanguageMessage(issue) });
}
