// An error a use case throws on purpose. Its message is shown to the person using the site, so it
// must be safe and plain; the central error handler turns it into `{ message, code, fieldErrors? }` (N4).

import type { ApiErrorCode } from '@brokerage/shared/api/api-error-contract';
import { fieldErrorsOf } from '@brokerage/shared/validation/field-errors';
import type { IssueLike } from '@brokerage/shared/validation/field-errors';

const DEFAULT_STATUS: Record<ApiErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export interface AppErrorOptions {
  /** Defaults to the usual status of `code`. */
  status?: number;
  /** Field path (dot separated) to message. */
  fieldErrors?: Record<string, string>;
  /** The underlying error; logged, never sent. */
  cause?: unknown;
}

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(code: ApiErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status ?? DEFAULT_STATUS[code];
    this.fieldErrors = options.fieldErrors;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

export const validationFailed = (fieldErrors: Record<string, string>, message?: string) =>
  new AppError(
    'VALIDATION_FAILED',
    message ?? Object.values(fieldErrors)[0] ?? 'Please check the highlighted fields',
    {
      fieldErrors,
    },
  );

export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);

export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);

export const conflict = (message: string) => new AppError('CONFLICT', message);

export const serviceUnavailable = (message: string, cause?: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', message, { cause });

/**
 * A body a use case checked with a shared zod schema and refused: each field's first message
 * (the one `fieldErrorsOf` the web forms use), the first issue's message on top.
 */
export const invalidInput = (issues: readonly IssueLike[]) =>
  validationFailed(fieldErrorsOf(issues), issues[0]?.message);
