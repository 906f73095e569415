/**
 * One gateway per embedded database folder. PGlite is PostgreSQL running inside this process:
 * a second process opening the same folder (a second `npm start`, or a restart while the old
 * process is still closing) writes the same files from two servers and corrupts them, and
 * PGlite itself does not refuse it. The folder holds `gateway.pid`, created exclusively; a
 * second opener is refused while that process lives, and takes the folder over when it does
 * not (a process killed with -9 leaves its file behind). Several instances need PostgreSQL
 * (DATABASE_URL).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export const dataFolderLockFile = 'gateway.pid';

export class DataFolderInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `the database folder ${folder} is in use by process ${pid}: one gateway per embedded database ` +
        '(stop that one, give this one another DATA_DIR, or run several instances on PostgreSQL with DATABASE_URL)',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** Whether a process with this id exists (EPERM: it does, under another user). */
function processLives(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process; the returned function gives it back (once the database is closed). */
export async function lockDataFolder(folder: string): Promise<() => Promise<void>> {
  const file = path.join(folder, dataFolderLockFile);
  // Twice at most: a stale file is removed once, then created exclusively like any other.
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await fs.readFile(file, 'utf8').catch(() => ''), 10);
      if (attempt > 0 || (Number.isInteger(holder) && holder > 0 && processLives(holder))) {
        throw new DataFolderInUseError(folder, holder);
      }
      await fs.rm(file, { force: true });
    }
  }
}
