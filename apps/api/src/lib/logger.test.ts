import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createLogger, redactUrl } from './logger.ts';

describe('redactUrl (N37)', () => {
  it.each([
    ['/api/users/refreshToken/abc.def.ghi', '/api/users/refreshToken/[redacted]'],
    ['/api/newsletters/jane%40example.com', '/api/newsletters/[redacted]'],
    ['/api/newsletters/list/2', '/api/newsletters/list/2'],
    ['/api/newsletters/download', '/api/newsletters/download'],
    ['/verify-email/?email=jane%40example.com&token=abc', '/verify-email/?email=[redacted]&token=[redacted]'],
    [
      '/reset-password/?token=abc&email=j%40x.ca&from=x',
      '/reset-password/?token=[redacted]&email=[redacted]&from=x',
    ],
    ['/api/contact/list/1?page=2', '/api/contact/list/1?page=2'],
    ['/faq', '/faq'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, stream) };
}

describe('createLogger (N25)', () => {
  it('masks request URLs and credential headers', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        req: { method: 'GET', url: '/api/users/refreshToken/secret-token', ip: '127.0.0.1' },
        headers: { authorization: 'Bearer x' },
      },
      'incoming request',
    );
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('Bearer x');
  });

  it('keeps query parameters and database details out of logged errors', () => {
    const { lines, logger } = capture();
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        detail: 'Key (email)=(jane@example.com) already exists.',
      },
    );
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: jane@example.com', {
        cause,
      }),
      { query: 'insert into "users" ("email") values ($1)', params: ['jane@example.com'] },
    );
    logger.error({ err: error }, 'unhandled error');
    logger.error({ err: cause }, 'raw driver error');
    // Wrapped as the cause of another error, pino copies its message and stack into the outer one.
    logger.error({ err: new AppError('INTERNAL', 'Could not save', { cause: error }) }, 'wrapped');
    logger.error({ err: new Error('outer', { cause: new Error('middle', { cause: error }) }) }, 'deeper');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('jane@example.com');
    expect(text).toContain('users_email_unique');
    expect(text).toContain('insert into');
    expect(text).toContain('Could not save');
  });
});
