// Plain HTTP calls to a server process (fetch over 127.0.0.1), with the visitor address the load
// balancer would pass in X-Forwarded-For.

import { randomInt } from 'node:crypto';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server-process.ts';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export interface CallOptions {
  /** A value to send as JSON. */
  body?: unknown;
  /** A raw body, sent as is (with `headers` choosing its content type). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  /** The visitor's address (X-Forwarded-For); a fresh random one when unset. */
  ip?: string;
  token?: string;
  timeoutMs?: number;
}

/** A random private address: a new visitor as far as per-IP limits go, and different each run. */
export function visitorIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? visitorIp() };
  let body: string | Uint8Array | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}

export async function adminToken(baseUrl: string): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/api/users/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const token = (answer.json as { data?: { token?: unknown } } | undefined)?.data?.token;
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new Error(`admin login failed: ${answer.status} ${answer.text}`);
  }
  return token;
}

/** Every item of a paged admin list (`data: { list, totalPages }`): page 1, then the others at once. */
export async function listAllPages<T>(
  baseUrl: string,
  token: string,
  pageUrl: (page: number) => string,
  method: 'GET' | 'POST' = 'GET',
  body?: unknown,
): Promise<T[]> {
  const fetchPage = async (page: number) => {
    const answer = await call(baseUrl, method, pageUrl(page), {
      token,
      ...(body === undefined ? {} : { body }),
    });
    const data = (answer.json as { data?: { list: T[]; totalPages: number } } | undefined)?.data;
    if (answer.status !== 200 || data === undefined) {
      throw new Error(`${method} ${pageUrl(page)} answered ${answer.status}: ${answer.text}`);
    }
    return data;
  };
  const first = await fetchPage(1);
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => fetchPage(i + 2)));
  return [first, ...rest].flatMap((data) => data.list);
}

/** A valid contact request (platform spec section 7) from a distinct visitor. */
export function contactBody(n: number, runId: string) {
  return {
    firstName: 'Reliable',
    lastName: 'Visitor',
    email: contactEmail(n, runId),
    mobile: '416-555-0198',
    products: [1 + (n % 30)],
    message: `Reliability submission ${n}`,
    page: '/',
  };
}

export function contactEmail(n: number, runId: string): string {
  return `visitor.${runId}.${n}@example.com`;
}

/** Tomorrow in Eastern time: every slot of it is in the future whatever the hour of the run (N15). */
export function tomorrowInToronto(): string {
  return addDays(todayInZone(new Date()), 1);
}
