import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, sendKeptJson } from './shared-answer-json.ts';

describe('sendKeptJson', () => {
  const large = JSON.stringify({
    data: { rows: Array.from({ length: 200 }, (_, i) => ({ plan: `P${i}`, premium: i })) },
  });
  const small = JSON.stringify({ data: { ok: true } });
  const app = Fastify();
  app.get('/kept', (_request, reply) => sendKeptJson(reply, large));
  app.get('/small', (_request, reply) => sendKeptJson(reply, small));
  afterAll(() => app.close());

  it('compress a kept answer with brotli, else gzip, for clients that accept it', async () => {
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

  it('send the text as is without an accepted encoding, and a small answer', async () => {
    const plain = await app.inject({ url: '/kept' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(large);
    const refused = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.body).toBe(large);
    const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(small);
  });
});
