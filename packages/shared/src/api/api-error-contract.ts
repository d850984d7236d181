// The error contract of every API answer (spec-notes N4): `{ message, code, fieldErrors? }`.
// `message` is always safe to show to the person using the site. No zod here: the web app's
// API client checks error bodies with `isApiErrorBody`, which keeps zod out of the JavaScript
// every page loads first; api-error.ts holds the zod schema the API declares.

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Shown when a failed call carries no message of its own (platform spec section 8). */
export const GENERIC_ERROR_MESSAGE = 'Something Went Wrong. Please Try After Sometime';

/** A request body over the server's limit (413): the web client shows it as it shows any message. */
export const BODY_TOO_LARGE_MESSAGE =
  'What you sent is too large. Please shorten it (a long message, say) and try again.';

export interface ApiErrorBody {
  message: string;
  code: string;
  /** Field path (dot separated) to the message for that field. */
  fieldErrors?: Record<string, string> | undefined;
}

/** True when `body` has the contract's shape: the same rule as `apiErrorSchema` in api-error.ts. */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code, fieldErrors } = body as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return false;
  if (fieldErrors === undefined) return true;
  return (
    typeof fieldErrors === 'object' &&
    fieldErrors !== null &&
    !Array.isArray(fieldErrors) &&
    Object.values(fieldErrors).every((value) => typeof value === 'string')
  );
}
