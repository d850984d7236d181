import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, createDb, POOL_WAIT_MS } from './client.ts';

// A server that accepts TCP connections and never answers: a hung database.
let silent: Server;
const sockets: Socket[] = [];
beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

it('fails a query after the connect timeout when the server never answers, not after the pool wait', async () => {
  expect(POOL_WAIT_MS).toBeGreaterThan(CONNECT_TIMEOUT_MS);
  const { port } = silent.address() as AddressInfo;
  const client = await createDb({
    databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
    dataDir: '/nonexistent',
  });
  const started = Date.now();
  await expect(client.ping()).rejects.toThrow();
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 500);
  expect(waited).toBeLessThan(POOL_WAIT_MS);
  await client.close();
});
