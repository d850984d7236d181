import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@brokerage/shared/api/api-error';
import { BODY_TOO_LARGE_MESSAGE, GENERIC_ERROR_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { AppError, notFound } from '../lib/app-error.ts';
import { createLogger } from '../lib/logger.ts';
import { BAD_URL_MESSAGE } from './error-handler.ts';
import { useTestApp } from '../test/build-test-app.ts';

const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

const signupSchema = z.object({
  email: z.email({ error: 'Please enter a valid email address' }),
  person: z.object({ firstName: z.string().min(1, { error: 'First name is not valid' }) }),
});

const t = useTestApp({
  database: false,
  logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, logSink),
  extraRoutes: (app) => {
    app.post('/api/test/validate', { schema: { body: signupSchema } }, async (request) => ({
      data: request.body.email,
    }));
    app.get('/api/test/app-error', async () => {
      throw new AppError('CONFLICT', 'This e-mail is already registered', {
        fieldErrors: { email: 'Already registered' },
      });
    });
    app.get('/api/test/not-found', async () => {
      throw notFound('Quote not found');
    });
    app.get('/api/test/crash', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
    });
    app.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
      data: 'ok',
    }));
  },
});

describe('central error handler (N4)', () => {
  it('answers a zod validation failure with 400 and every field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { email: 'nope', person: { firstName: '' } },
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toEqual({
      message: 'Please enter a valid email address',
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        email: 'Please enter a valid email address',
        'person.firstName': 'First name is not valid',
      },
    });
  });

  it('lets a valid body through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { email: 'a@example.com', person: { firstName: 'Zoë' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: 'a@example.com' });
  });

  it('answers an AppError with its status, code, message and field errors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This e-mail is already registered',
      code: 'CONFLICT',
      fieldErrors: { email: 'Already registered' },
    });

    const missing = await t.app.inject({ method: 'GET', url: '/api/test/not-found' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Quote not found', code: 'NOT_FOUND' });
  });

  it('turns an unexpected error into a generic 500, logging it without leaking it', async () => {
    logLines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC_ERROR_MESSAGE, code: 'INTERNAL' });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('ECONNREFUSED');
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; err?: { message: string } });
    expect(logged.some((entry) => entry.level === 50 && entry.err?.message.includes('ECONNREFUSED'))).toBe(
      true,
    );
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  it('answers a body over the limit with 413 and a message a person can act on', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'a'.repeat(1_100_000)}"}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE, code: 'BAD_REQUEST' });
    // The whole body was read, so the connection need not close.
    expect(response.headers.connection).not.toBe('close');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers an over-limit request with 429 and a plain message', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
  });

  it('answers a URL it cannot decode: JSON 400 under /api, the 400 page (N41) elsewhere', async () => {
    for (const url of ['/api/blogs/%zz/1/2', '/api/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: BAD_URL_MESSAGE, code: 'BAD_REQUEST' });
    }
    const page = await t.app.inject({ method: 'GET', url: '/blog/%zz' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/400');
  });

  it('answers an unknown /api path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });
});
