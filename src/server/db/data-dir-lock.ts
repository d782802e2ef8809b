import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Thrown when another live process holds the data directory. */
export class DataDirLocked extends Error {}

type Holder = { pid: number; host: string; command: string; since: string };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    // Gone meanwhile, or half-written by a process that died while writing it.
    return undefined;
  }
}

/**
 * Locks an embedded (PGlite) data directory for this process: PGlite has no lock of its own, and a
 * second process writing the same files (a second `npm start`, `npm run admin`) loses acknowledged
 * writes and leaves the directory unreadable. The lock is a file beside the directory naming its
 * holder; a lock whose process is gone (a crash, kill -9) is taken over. Returns its release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    command: process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      // `wx`: of two processes starting at once, exactly one creates it.
      writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      const release = () => {
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && (holder.host !== me.host || alive(holder.pid))) {
      const where = holder.host === me.host ? '' : ` on ${holder.host}`;
      throw new DataDirLocked(
        `The data directory ${dataDir} is in use by process ${holder.pid}${where} (${holder.command || 'unknown'}, since ${holder.since}). ` +
          'Stop that process first, or give this one another PITWALL_DATA_DIR.',
      );
    }
    // Its holder is dead (or the file is unreadable): take it over.
    rmSync(file, { force: true });
  }
  throw new DataDirLocked(`Could not lock the data directory ${dataDir} (${file} keeps changing)`);
}
