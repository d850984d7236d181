// Runs after `react-router build` (apps/web `npm run build`): writes a brotli (.br) and a gzip
// (.gz) copy next to every text asset of the client build, which the server sends to browsers
// that accept them (@fastify/static preCompressed, apps/api/src/plugins/web-app.ts). Compressing
// once at build time costs no CPU per request (Lighthouse's text-compression audit and
// transfer sizes). HTML pages are compressed by the server itself, once per file.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|data|txt|xml)$/;
const MIN_BYTES = 1024;

const root = path.resolve(process.argv[2] ?? 'build/client');

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(root)) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `compress-build: ${count} files in ${path.relative(process.cwd(), root) || '.'}, ` +
    `${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
