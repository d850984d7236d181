// One place turns every failure into the error contract `{ message, code, fieldErrors? }` with a
// correct status (N4). A 5xx answer never carries internals; the full error goes to the log.

import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ApiErrorCode } from '@brokerage/shared/api/api-error-contract';
import { BODY_TOO_LARGE_MESSAGE, GENERIC_ERROR_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { fieldErrorsOf } from '@brokerage/shared/validation/field-errors';
import { isAppError } from '../lib/app-error.ts';

export const VALIDATION_FALLBACK_MESSAGE = 'Please check the highlighted fields';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

// Fastify's own client errors, by code, with wording fit for a person (its messages are for developers).
const FASTIFY_CLIENT_ERRORS: Record<string, { message: string; code: ApiErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON', code: 'BAD_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is not valid JSON', code: 'BAD_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: BODY_TOO_LARGE_MESSAGE, code: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'This content type is not supported', code: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'The request body length is wrong', code: 'BAD_REQUEST' },
};

const BY_STATUS: Record<number, { message: string; code: ApiErrorCode }> = {
  401: { message: 'Please sign in to continue', code: 'UNAUTHORIZED' },
  403: { message: 'You are not allowed to do this', code: 'FORBIDDEN' },
  404: { message: 'Not found', code: 'NOT_FOUND' },
  405: { message: 'This method is not allowed here', code: 'BAD_REQUEST' },
  409: { message: 'This conflicts with the current state', code: 'CONFLICT' },
  429: { message: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' },
};

/** Installs the error and not-found handlers on the root instance (so every route inherits them). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => handleError(error, request, reply));

  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = { message: 'Not found', code: 'NOT_FOUND' };
    return reply.code(404).send(body);
  });
}

export const BAD_URL_MESSAGE = 'This address is not valid';

/**
 * Fastify's `frameworkErrors` (app.ts): a URL it cannot decode (`/blog/%zz`) or an over-long
 * parameter is refused before any route or hook runs, so this answer brings its own security
 * headers. API paths get the error contract (N4); pages go to the 400 page (N41).
 */
export function frameworkErrorHandler(
  applySecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, request, reply) => {
    applySecurityHeaders(request, reply);
    if (statusOf(error) >= 500) {
      request.log.error({ err: error }, 'framework error');
      void send(reply, 500, { message: GENERIC_ERROR_MESSAGE, code: 'INTERNAL' });
      return;
    }
    request.log.info({ statusCode: 400, code: error.code }, 'client error');
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (isApi) void send(reply, 400, { message: BAD_URL_MESSAGE, code: 'BAD_REQUEST' });
    else void reply.header('cache-control', 'no-store').redirect('/400', 302);
  };
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorAnswer(error, request);
  // Answering while the client still sends makes the kernel reset the connection
  // (unread bytes on close), and the client sees a network error instead of the 413.
  if ((error as { code?: unknown } | null)?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return discardRestOfBody(request).then((drained) => {
      // Fully read: the connection is in step again and may stay open; cut short: it must close.
      if (drained) reply.removeHeader('connection');
      else reply.header('connection', 'close');
      prepare(reply, status);
      return body;
    });
  }
  return send(reply, status, body);
}

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

function answer(status: number, body: ApiErrorBody): ErrorAnswer {
  return { status, body };
}

/** The status and contract body for any failure; logs what needs logging. */
function errorAnswer(error: unknown, request: FastifyRequest): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The same field map as a use case's refusal (fieldErrorsOf); a root issue keys no field.
    const { '': _root, ...fieldErrors } = fieldErrorsOf(
      error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Not valid',
      })),
    );
    // A refinement without a path (e.g. "end before start") still has a message worth showing.
    const rootCustom = error.validation.find(
      (issue) => issue.instancePath === '/' && issue.keyword === 'custom',
    );
    const message = Object.values(fieldErrors)[0] ?? rootCustom?.message ?? VALIDATION_FALLBACK_MESSAGE;
    return answer(400, { message, code: 'VALIDATION_FAILED', fieldErrors });
  }

  if (isAppError(error)) {
    if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    return answer(error.status, {
      message: error.message,
      code: error.code,
      ...(error.fieldErrors === undefined ? {} : { fieldErrors: error.fieldErrors }),
    });
  }

  const status = statusOf(error);
  if (status >= 400 && status < 500) {
    const fastifyCode = (error as { code?: unknown }).code;
    const known = typeof fastifyCode === 'string' ? FASTIFY_CLIENT_ERRORS[fastifyCode] : undefined;
    // Non-zod schema validation (a route declared with plain JSON schema): no per-field detail.
    if (known === undefined && Array.isArray((error as { validation?: unknown }).validation)) {
      return answer(400, { message: VALIDATION_FALLBACK_MESSAGE, code: 'VALIDATION_FAILED' });
    }
    const mapped = known ?? BY_STATUS[status] ?? { message: 'The request is not valid', code: 'BAD_REQUEST' };
    request.log.info({ statusCode: status, code: fastifyCode }, 'client error');
    return answer(status, mapped);
  }

  request.log.error({ err: error }, 'unhandled error');
  return answer(500, { message: GENERIC_ERROR_MESSAGE, code: 'INTERNAL' });
}

/**
 * Beyond this many further bytes, or this long, the rest of an oversize body is not worth reading:
 * the 413 goes out and the connection closes (a client sending 64 MB to a 1 MB limit is not a form).
 */
export const OVERSIZE_DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
export const OVERSIZE_DRAIN_LIMIT_MS = 30_000;

/** Reads and drops what is left of the request body; true when it all arrived within the bounds. */
function discardRestOfBody(request: FastifyRequest): Promise<boolean> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let discarded = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.removeListener('data', onData);
      raw.removeListener('end', onEnd);
      raw.removeListener('error', onFail);
      raw.removeListener('close', onClose);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > OVERSIZE_DRAIN_LIMIT_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), OVERSIZE_DRAIN_LIMIT_MS);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onFail);
    raw.on('close', onClose);
    raw.resume();
  });
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) ? status : 500;
}

function prepare(reply: FastifyReply, status: number): FastifyReply {
  // An error may surface after a handler set caching or content headers for its own answer; an
  // error answer is never kept (ADR 0092).
  reply.header('cache-control', 'no-store');
  return reply.code(status).type('application/json; charset=utf-8');
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return prepare(reply, status).send(body);
}
