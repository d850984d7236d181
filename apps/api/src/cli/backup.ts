// `npm run backup` (ADR 0071): writes one SQL backup under BACKUP_DIR and prints its
// path. On PostgreSQL it reads the database directly (a read-only snapshot, so running servers are
// not disturbed). On the embedded database it asks the running server through its control socket
// (no second process may open the folder); with no server running it opens the folder itself.

import path from 'node:path';
import { loadCommandEnv } from '../config/env.ts';
import type { CommandConfig } from '../config/env.ts';
import { createDb } from '../db/client.ts';
import { createBackup } from '../features/operations/backup.ts';
import type { BackupResult } from '../features/operations/backup.ts';
import { describeRows } from '../features/operations/sql-dump.ts';
import { requestBackup } from '../features/operations/control-socket.ts';
import { dataFolderHolder, holdDataFolder } from '../features/operations/server-lock.ts';

async function backupDirectly(config: CommandConfig): Promise<BackupResult> {
  const release =
    config.databaseUrl === undefined ? holdDataFolder(config.dataDir, { role: 'command' }) : undefined;
  const client = await createDb(config);
  try {
    return await createBackup({
      db: client.db,
      kind: client.kind,
      dir: config.backupDir,
      trigger: 'command',
    });
  } finally {
    await client.close();
    release?.();
  }
}

async function main(): Promise<number> {
  if (process.argv.length > 2) {
    process.stderr.write('Usage: npm run backup   (writes to BACKUP_DIR, default DATA_DIR/backups)\n');
    return 2;
  }
  let config: CommandConfig;
  try {
    config = loadCommandEnv();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  try {
    const holder = config.databaseUrl === undefined ? dataFolderHolder(config.dataDir) : undefined;
    let result: BackupResult;
    if (holder?.socket !== undefined) {
      process.stdout.write(`The server (process ${holder.pid}) is running: asking it for the backup.\n`);
      result = await requestBackup(holder.socket);
    } else {
      result = await backupDirectly(config);
    }
    const size =
      result.bytes >= 1_048_576
        ? `${(result.bytes / 1_048_576).toFixed(1)} MB`
        : `${Math.ceil(result.bytes / 1024)} KB`;
    process.stdout.write(
      `Backup written: ${path.resolve(result.file)} (${size}, ${result.ms} ms): ${describeRows(result)}\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
    return 1;
  }
}

process.exitCode = await main();
