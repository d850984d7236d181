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
  // The client's connect timeout answers (pg destroys the socket with "timeout expired"),
  // not the pool's wait for a free connection ("timeout exceeded when trying to connect").
  const failure = await client.ping().then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(Error);
  const messages = [failure as Error, (failure as Error).cause].map((e) =>
    String((e as Error | undefined)?.message),
  );
  expect(messages.join(' ')).toMatch(/timeout expired/);
  expect(messages.join(' ')).not.toMatch(/timeout exceeded when trying to connect/);
  await client.close();
});
