import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLocked, lockDataDir } from './data-dir-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'pitwall-lock-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded data directory', () => {
  it('is refused to a second opener while the first has it, naming the directory and the holder', async () => {
    const dataDir = join(root, 'db');
    const first = await openDatabase({ dataDir });
    try {
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLocked);
      await expect(second).rejects.toThrow(dataDir);
      await expect(second).rejects.toThrow(`process ${process.pid}`);
    } finally {
      await first.close();
    }
    // Closed, it is free again.
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('is refused while another live process holds it', async () => {
    const dataDir = join(root, 'held');
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      const lock = {
        pid: holder.pid,
        host: hostname(),
        command: 'npm start',
        since: new Date().toISOString(),
      };
      writeFileSync(`${dataDir}.lock`, JSON.stringify(lock));
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${holder.pid} (npm start`);
    } finally {
      holder.kill();
    }
  });

  it('is taken over from a process that died holding it (a crash, kill -9)', async () => {
    const dataDir = join(root, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    const lock = { pid: dead, host: hostname(), command: 'npm start', since: '2026-01-01T00:00:00Z' };
    writeFileSync(`${dataDir}.lock`, JSON.stringify(lock));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
