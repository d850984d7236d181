// Which compression a client accepts (Accept-Encoding), and the compression of a body kept in memory
// and sent many times: the prerendered pages and the content answers written by
// lib/shared-answer-json.ts. Each is compressed once, so at the best ratio, off the event
// loop.

import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A kept body compressed once: brotli at quality 11 or gzip at level 9, on libuv's thread pool. */
export function compressKeptBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipAsync(body, { level: 9 });
}
