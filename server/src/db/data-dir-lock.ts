import fs from 'node:fs';

/** Held by one process: releasing it twice, or after another process took it over, does nothing. */
export interface DataDirLock {
  release(): void;
}

/** Whether a process with this id runs (a signal 0 only checks; EPERM means it runs as another user). */
function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds: opening the same directory twice in one process is refused too. */
const heldHere = new Set<string>();

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the embedded database's directory for this process. PGlite is Postgres in single-user
 * mode and takes no lock of its own: a second process on the same files (a second server, or
 * `npm run admin` beside a running one) neither sees the first one's writes nor keeps its own,
 * and both together can corrupt the directory. So the second one is refused, naming the first.
 * The lock file holds the owner's process id; a file whose process is gone (a crash, a kill -9)
 * is taken over.
 */
export function lockDataDir(lockFile: string): DataDirLock {
  if (heldHere.has(lockFile)) throw new Error('the embedded database is already open in this process');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' creates the file or fails if it exists: two processes cannot both succeed.
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return ownLock(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockFile);
    if (holder !== undefined && holder !== process.pid && processIsAlive(holder)) {
      throw new Error(
        `the embedded database is in use by process ${holder} (a running Wordloom server?). ` +
          `Stop that process first; if none runs, delete ${lockFile}.`,
      );
    }
    // Stale: its process is gone (or its id now belongs to this process, which does not hold it).
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`could not lock the embedded database: ${lockFile} keeps coming back`);
}

function ownLock(lockFile: string): DataDirLock {
  heldHere.add(lockFile);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(lockFile);
    process.off('exit', release);
    if (readHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  // A process that ends without closing its database (an uncaught error) still frees it.
  process.on('exit', release);
  return { release };
}
