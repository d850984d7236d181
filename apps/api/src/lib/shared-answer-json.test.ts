import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  COMPRESS_FROM_BYTES,
  idFieldParts,
  sendJson,
  sendKeptJson,
  sharedAnswerJson,
} from './shared-answer-json.ts';

describe('sharedAnswerJson', () => {
  it('writes a shared answer once and gives each request its own id', () => {
    const write = vi.fn((shared: { premium: number }) =>
      idFieldParts(JSON.stringify(shared), 'quoteId', 'first'),
    );
    const json = sharedAnswerJson(write);
    const shared = { premium: 12.5 };
    for (const id of ['q-1', 'q-2', 'with "quotes"']) {
      expect(JSON.parse(json(shared, id))).toEqual({ data: { quoteId: id, premium: 12.5 } });
    }
    expect(write).toHaveBeenCalledTimes(1);
    json({ premium: 1 }, 'q-3');
    expect(write).toHaveBeenCalledTimes(2);
  });
});

describe('idFieldParts', () => {
  const schema = z.object({
    message: z.string().optional(),
    data: z.object({ quoteId: z.string(), premium: z.number(), lines: z.array(z.string()) }),
  });
  const last = z.object({ data: z.object({ premium: z.number(), quoteId: z.string() }) });

  it('gives the text the schema encode gives, the id first or last', () => {
    const [before, after] = idFieldParts('{"premium":1.5,"lines":["a"]}', 'quoteId', 'first');
    expect(`${before}"q-1"${after}`).toBe(
      JSON.stringify(schema.encode({ data: { quoteId: 'q-1', premium: 1.5, lines: ['a'] } })),
    );
    const [b, a] = idFieldParts('{"premium":2}', 'quoteId', 'last');
    expect(`${b}"q-2"${a}`).toBe(JSON.stringify(last.encode({ data: { premium: 2, quoteId: 'q-2' } })));
  });
});

describe('sendKeptJson and sendJson', () => {
  const large = JSON.stringify({
    data: { rows: Array.from({ length: 200 }, (_, i) => ({ plan: `P${i}`, premium: i })) },
  });
  const small = JSON.stringify({ data: { ok: true } });
  const app = Fastify();
  app.get('/kept', (_request, reply) => sendKeptJson(reply, large));
  app.get('/small', (_request, reply) => sendKeptJson(reply, small));
  app.get('/quote', (_request, reply) => sendJson(reply, large));
  afterAll(() => app.close());

  it('compress a kept answer with brotli, else gzip, for clients that accept it (issue 14)', async () => {
    expect(large.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    for (let i = 0; i < 2; i += 1) {
      const br = await app.inject({
        url: '/kept',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(large.length / 4);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(large);

      const gzip = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(large);
    }
  });

  it('send the text as is without an accepted encoding, a small answer, and a quote answer', async () => {
    const plain = await app.inject({ url: '/kept' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(large);
    const refused = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.body).toBe(large);
    const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(small);
    const quote = await app.inject({ url: '/quote', headers: { 'accept-encoding': 'br' } });
    expect(quote.headers['content-encoding']).toBeUndefined();
    expect(quote.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(quote.body).toBe(large);
  });
});
