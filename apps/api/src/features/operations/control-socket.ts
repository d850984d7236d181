// The server's local control socket (ADR 0071): a Unix socket in DATA_DIR through which
// `npm run backup` asks the running server for a backup of the embedded database, which no second
// process may open. Only someone who can already read DATA_DIR (and so the database files) can
// connect: the file mode is 0600.

import { chmod, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import path from 'node:path';
import type { BackupResult } from './backup.ts';

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

export async function startControlSocket(
  socketPath: string,
  handlers: { backup: () => Promise<BackupResult> },
): Promise<ControlSocket> {
  await rm(socketPath, { force: true });
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') {
      answer(404, { message: 'Unknown command' });
      return;
    }
    handlers.backup().then(
      (result) => answer(200, result),
      (error: unknown) => answer(500, { message: (error as Error).message }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  server.unref();
  return {
    path: socketPath,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/** Asks the server listening on `socketPath` for a backup. */
export function requestBackup(socketPath: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          const parsed = JSON.parse(body) as BackupResult & { message?: string };
          if (res.statusCode === 200) resolve(parsed);
          else reject(new Error(`The server could not write the backup: ${parsed.message ?? body}`));
        } catch {
          reject(new Error(`The server answered the backup request with ${body.slice(0, 200)}`));
        }
      });
    });
    req.on('error', (error) =>
      reject(new Error(`Cannot reach the server's control socket ${socketPath}: ${error.message}`)),
    );
    req.end();
  });
}
