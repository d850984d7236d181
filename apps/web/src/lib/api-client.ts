import { GENERIC_ERROR_MESSAGE, isApiErrorBody } from '@brokerage/shared/api/api-error-contract';
import { CHECK_API_ANSWERS } from '#src/config/env.ts';
import { notifyError } from './notify.ts';
import { requestTracker } from './request-tracker.ts';

// The one way the web app talks to the API (platform spec section 7): base `/api`, JSON both ways,
// answers `{ message?, data? }` and errors `{ message, code, fieldErrors? }` (N4).

export const API_BASE = '/api';

/** Every successful answer (N4). */
export interface ApiResponse<T> {
  message?: string;
  data?: T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the client needs of a schema for the answer's `data` (a zod schema from the shared
 * package fits). Structural, so this file, on every page's first load, imports no zod.
 */
export interface DataSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** Code of a 2xx answer whose `data` does not match its schema (development and tests only). */
export const UNEXPECTED_ANSWER_CODE = 'UNEXPECTED_ANSWER';

export interface RequestOptions<T = unknown> {
  /**
   * Makes the shared schema of the answer's `data`. In development and tests a 2xx answer that does
   * not match it fails with UNEXPECTED_ANSWER; in production it types the answer and is never
   * called, so no page builds an answer's schema (ADR 0134). It may load the schema's module first
   * (a promise), so a page's first load carries no zod for it (ADR 0146).
   */
  data?: () => DataSchema<T> | Promise<DataSchema<T>>;
  /** Do not toast the failure; the caller shows it (for example inline next to a field). */
  silent?: boolean;
  /** Set false for background calls that must not raise the page's loading overlay. */
  trackLoading?: boolean;
  /** Send no Authorization header and never refresh on 401 (the refresh call itself, sign-in). */
  skipAuth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Code of a request that got no answer (offline, DNS, connection reset). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
/** Code of an error answer outside the `{ message, code }` contract (a proxy page, an empty body). */
export const UNKNOWN_ERROR_CODE = 'UNKNOWN';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: Record<string, string> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
  }
}

/** Hooks the accounts feature installs (platform spec section 4, Token refresh). */
export interface AuthHandlers {
  getAccessToken(): string | null;
  /** Gets and stores a new token pair; resolves false when that is impossible (for example a 403). */
  refresh(): Promise<boolean>;
  /** Called once a refresh has failed: sign the user out. */
  onRefreshFailed(): void;
}

let authHandlers: AuthHandlers | null = null;
let refreshInFlight: Promise<boolean> | null = null;

export function setAuthHandlers(handlers: AuthHandlers | null): void {
  authHandlers = handlers;
  refreshInFlight = null;
}

// Concurrent 401s wait for the same refresh instead of each spending the rotating refresh token
// (N16); a failed refresh signs the user out once, not once per waiting request.
function refreshOnce(handlers: AuthHandlers): Promise<boolean> {
  refreshInFlight ??= handlers
    .refresh()
    .catch(() => false)
    .then((refreshed) => {
      if (!refreshed) handlers.onRefreshFailed();
      return refreshed;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function urlFor(path: string): string {
  return `${API_BASE}/${path.replace(/^\/+/, '')}`;
}

/** The parsed body, or undefined when it is empty, not JSON or cut off. */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  // A plain check rather than the zod schema: this file is on every page's first load.
  if (isApiErrorBody(body)) {
    const { message, code, fieldErrors } = body;
    return new ApiError({ status, code, message: message || GENERIC_ERROR_MESSAGE, fieldErrors });
  }
  // Off-contract answers: keep a message the server gave, else the generic text (platform spec section 8).
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  return new ApiError({
    status,
    code: UNKNOWN_ERROR_CODE,
    message: typeof message === 'string' && message ? message : GENERIC_ERROR_MESSAGE,
  });
}

interface Sent {
  response: Response;
  token: string | null;
}

async function send(method: HttpMethod, path: string, body: unknown, options: RequestOptions): Promise<Sent> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = (options.skipAuth ? null : authHandlers?.getAccessToken()) ?? null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(urlFor(path), {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { response, token };
}

async function perform<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions<T>,
): Promise<ApiResponse<T>> {
  let response: Response;
  try {
    const first = await send(method, path, body, options);
    response = first.response;
    const handlers = authHandlers;
    // A request not yet retried gets one refresh and one replay (platform spec section 4, Token refresh).
    if (response.status === 401 && handlers && !options.skipAuth) {
      const current = handlers.getAccessToken();
      // Another request already refreshed while this one was on the wire: just replay.
      const refreshed = current !== null && current !== first.token ? true : await refreshOnce(handlers);
      if (refreshed) response = (await send(method, path, body, options)).response;
    }
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: GENERIC_ERROR_MESSAGE });
  }

  const parsed = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, parsed);
  const answer = (parsed ?? {}) as ApiResponse<T>;
  if (CHECK_API_ANSWERS && options.data) checkAnswer(method, path, answer, await options.data());
  return answer;
}

function checkAnswer<T>(
  method: HttpMethod,
  path: string,
  answer: ApiResponse<T>,
  schema: DataSchema<T>,
): void {
  const checked = schema.safeParse(answer.data);
  if (checked.success) return;
  const detail = `${method} ${path}: the answer's data does not match its shared schema: ${checked.error.message}`;
  console.error(detail);
  throw new ApiError({ status: 0, code: UNEXPECTED_ANSWER_CODE, message: GENERIC_ERROR_MESSAGE });
}

/** Sends one request; on failure toasts the server's message (unless silent) and throws an ApiError. */
export async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<ApiResponse<T>> {
  const done = options.trackLoading === false ? () => {} : requestTracker.start();
  try {
    return await perform<T>(method, path, body, options);
  } catch (error) {
    if (error instanceof ApiError && !options.silent) notifyError(error.message);
    throw error;
  } finally {
    done();
  }
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, undefined, options),
} as const;

/**
 * A file answer (a document download): the body as a Blob, sent with the token like any call
 * (one refresh and replay on 401); a failure toasts the server's message and throws an ApiError.
 */
export async function requestBlob(path: string): Promise<Blob> {
  const done = requestTracker.start();
  try {
    let response: Response;
    try {
      const first = await send('GET', path, undefined, {});
      response = first.response;
      const handlers = authHandlers;
      if (response.status === 401 && handlers && (await refreshOnce(handlers)))
        response = (await send('GET', path, undefined, {})).response;
    } catch {
      throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: GENERIC_ERROR_MESSAGE });
    }
    if (!response.ok) throw errorFromBody(response.status, await readJson(response));
    return await response.blob();
  } catch (error) {
    if (error instanceof ApiError) notifyError(error.message);
    throw error;
  } finally {
    done();
  }
}
