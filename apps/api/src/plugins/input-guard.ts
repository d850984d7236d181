// PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one reached the
// database as an "invalid byte sequence" error and came back as a 500. No field of any form has a
// use for it, so every request is checked once, before validation, and refused with a 400 naming
// the field (N4; found by the reliability suite's malformed requests).

import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export const NUL_CHARACTER_MESSAGE = 'Please remove the invalid character (NUL) from this field';

/** The dotted path of the first string holding U+0000, or undefined. Depth-bounded like the JSON it walks. */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field !== undefined) {
        throw new AppError('VALIDATION_FAILED', NUL_CHARACTER_MESSAGE, {
          fieldErrors: { [field === '' ? 'body' : field]: NUL_CHARACTER_MESSAGE },
        });
      }
    }
  });
}
