// Who holds the embedded database's folder. PGlite is one process's at a time: the server
// (and the backup and restore commands when they open the folder themselves) write DATA_DIR/server.lock
// with their pid and, for the server, the control socket `npm run backup` asks for a backup through.

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  /** The server's control socket; absent for the commands. */
  socket?: string;
  role: 'server' | 'command';
}

const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the data folder, if any (a lock left by a dead process counts as none). */
export function dataFolderHolder(dataDir: string): LockHolder | undefined {
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
  return holder.pid !== process.pid && alive(holder.pid) ? holder : undefined;
}

export class DataFolderBusy extends Error {
  constructor(
    readonly holder: LockHolder,
    dataDir: string,
  ) {
    super(
      holder.role === 'server'
        ? `The server (process ${holder.pid}) holds the embedded database in ${dataDir}; stop it first.`
        : `Another command (process ${holder.pid}) is using the embedded database in ${dataDir}; wait for it to finish.`,
    );
  }
}

/** Takes the folder for this process; throws DataFolderBusy when a live process holds it. */
export function holdDataFolder(dataDir: string, holder: Omit<LockHolder, 'pid'>): () => void {
  const current = dataFolderHolder(dataDir);
  if (current !== undefined) throw new DataFolderBusy(current, dataDir);
  const file = lockFile(dataDir);
  writeFileSync(file, `${JSON.stringify({ ...holder, pid: process.pid })}\n`, { mode: 0o600 });
  return () => {
    // Only our own lock: a restarted server may have written its own since.
    try {
      const now = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
      if (now.pid === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
