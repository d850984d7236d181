// The process logger. Logs never hold names, e-mails, phones, birth dates or tokens (N25, N37):
// request bodies are never logged, credentials headers are redacted, and URLs that carry a token
// or an e-mail (in the path or the query) are masked before they are written.

import pino from 'pino';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import type { AppConfig } from '../config/env.ts';

const MASK = '[redacted]';

// Path prefixes whose following segment is personal or secret (N37), with segments that are
// fixed route words rather than data.
const MASKED_PATHS: { prefix: string; keep: ReadonlySet<string> }[] = [
  { prefix: '/api/users/refreshToken/', keep: new Set() },
  {
    prefix: '/api/newsletters/',
    keep: new Set(['list', 'download', 'unsubscribe', 'one-click-unsubscribe']),
  },
];

// Query parameters of verify, reset and unsubscribe links, and anything named like a secret.
const MASKED_QUERY_KEYS = new Set(['email', 'token', 'refreshtoken', 'password', 'code', 'key']);

/** The URL with personal and secret parts replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);

  for (const { prefix, keep } of MASKED_PATHS) {
    if (!pathname.startsWith(prefix)) continue;
    const [first = '', ...rest] = pathname.slice(prefix.length).split('/');
    if (first === '' || keep.has(first)) continue;
    pathname = `${prefix}${MASK}${rest.length > 0 ? '/' + rest.map(() => MASK).join('/') : ''}`;
  }

  if (query === '') return pathname;
  const maskedQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // keep the raw key
      }
      return MASKED_QUERY_KEYS.has(name.toLowerCase()) && eq !== -1 ? `${key}=${MASK}` : pair;
    })
    .join('&');
  return `${pathname}?${maskedQuery}`;
}

interface LoggableRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
}

// Drizzle query errors repeat the bound parameters (names, e-mails) in `message` and `params`, and
// PostgreSQL puts the offending values in `detail` ("Key (email)=(...) already exists"). pino
// copies the message and stack of every `cause` into the logged error, so a query error wrapped by
// another error (an AppError's cause) is masked wherever its text appears.
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const out = serialized as Record<string, unknown>;
  if ('detail' in out) out.detail = MASK;
  const raw = error as { query?: unknown; params?: unknown };
  if (typeof raw.query === 'string' && Array.isArray(raw.params)) out.params = MASK;
  for (const { text, masked } of queryTextsIn(error)) {
    if (typeof out.message === 'string') out.message = out.message.split(text).join(masked);
    if (typeof out.stack === 'string') out.stack = out.stack.split(text).join(masked);
  }
  return out;
}

/** The message of each query error in the cause chain, and the same with its parameters masked. */
function queryTextsIn(error: unknown): { text: string; masked: string }[] {
  const found: { text: string; masked: string }[] = [];
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    const { query, params } = current as { query?: unknown; params?: unknown };
    if (typeof query === 'string' && Array.isArray(params) && current.message !== '') {
      found.push({ text: current.message, masked: `Failed query: ${query}\nparams: ${MASK}` });
    }
  }
  return found;
}

/** `destination` is for tests that inspect what gets written. */
export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  const pretty =
    destination === undefined && config.nodeEnv === 'development' && process.stdout.isTTY === true;
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-refresh-token"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: MASK,
    },
    serializers: {
      req: (request: LoggableRequest) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
