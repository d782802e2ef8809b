import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server-process.ts';

/** The newest PostgreSQL installation's bin folder (Debian's layout), or null when there is none. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(join(bin, tool)))) return bin;
  }
  return null;
}

export type PrivatePostgres = {
  /** postgres://… of the `pitwall` database on this cluster. */
  url: string;
  /** Runs a statement on the `pitwall` database and returns its rows. */
  query: <Row = Record<string, unknown>>(statement: string, values?: unknown[]) => Promise<Row[]>;
  /** `pg_ctl stop -m fast`: ends every connection and shuts the server down. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the cluster and deletes its files. */
  destroy: () => Promise<void>;
};

function run(command: string, args: string[]): Promise<string> {
  // PostgreSQL refuses to run as root: its tools run as the postgres OS user then.
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, a free port), so a test can
 * stop and start the server without touching the shared one other tests use. Null when the
 * PostgreSQL binaries are not installed.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const root = mkdtempSync(join(tmpdir(), 'pitwall-pg-'));
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  if (process.getuid?.() === 0) {
    // The cluster's files belong to the postgres user (`run` runs `id` as that user).
    const uid = Number((await run('id', ['-u'])).trim());
    const gid = Number((await run('id', ['-g'])).trim());
    chownSync(root, uid, gid);
    chownSync(dataDir, uid, gid);
  }
  const port = await freePort();
  await run(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', dataDir, '-w', ...args]);
  const start = async () => {
    await pgCtl('-o', options, '-l', join(root, 'server.log'), 'start');
  };
  const stop = async () => {
    await pgCtl('-m', 'fast', 'stop');
  };
  await start();

  const serverUrl = `postgres://postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query('create database pitwall');
  await admin.end();

  const url = `${serverUrl}/pitwall`;
  return {
    url,
    query: async <Row>(statement: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(statement, values)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    stop,
    start,
    destroy: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}
