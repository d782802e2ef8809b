import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  childProcesses,
  cpuMs,
  type ServerProcess,
  spawnServer,
  waitForExit,
} from './testing/server-process.ts';
import { createPostgresCopy } from './testing/test-database.ts';

// `INSTANCES=2` on PostgreSQL: the built server as `npm start` runs it, two instances on one port.

/** A page asked on a connection of its own, as a client at `client` behind the trusted proxy. */
function askAlone(url: string, client: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { 'x-forwarded-for': client } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

// It reads processes from /proc: Linux, as the machines that run the suite.
describe.runIf(process.platform === 'linux')('INSTANCES=2 on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresCopy>>;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createPostgresCopy();
    server = await spawnServer({
      DATABASE_URL: database.url,
      INSTANCES: '2',
      PITWALL_DATA_DIR: mkdtempSync(join(tmpdir(), 'pitwall-instances-')),
      BETTER_AUTH_SECRET: 'i'.repeat(40),
      PAGE_RENDER_RATE_LIMIT: '1000/1',
    });
    await server.waitForOutput(/listening on[\s\S]*listening on/);
    await server.serving();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('serves one port from two processes, each rendering its share of the pages', async () => {
    onTestFailed(() => console.error(server.output()));
    const pid = server.child.pid as number;
    const instances = childProcesses(pid);
    expect(instances).toHaveLength(2);
    const before = instances.map((instance) => cpuMs(instance) ?? 0);
    // Sixty seasons' driver standings, each a render the anonymous-answer cache cannot give, each on
    // a new connection: the first process hands connections to the instances in turn.
    const statuses: number[] = [];
    for (let season = 1960; season < 2020; season += 1) {
      statuses.push(await askAlone(`${server.url}/drivers?season=${season}`, `10.12.0.${season % 250}`));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const used = instances.map((instance, i) => (cpuMs(instance) ?? 0) - (before[i] ?? 0));
    // Each rendered about thirty pages: far more CPU than an idle instance uses.
    for (const ms of used) expect(ms).toBeGreaterThan(50);
  });

  it('replaces an instance that dies, while the other goes on serving', async () => {
    const pid = server.child.pid as number;
    const [victim, survivor] = childProcesses(pid);
    process.kill(victim as number, 'SIGKILL');
    expect(await askAlone(`${server.url}/api/health`, '10.12.1.1')).toBe(200);
    await server.waitForOutput(/An instance exited \(SIGKILL\); starting another/);
    await server.waitForOutput(/listening on[\s\S]*listening on[\s\S]*listening on/);
    const now = childProcesses(pid);
    expect(now).toHaveLength(2);
    expect(now).toContain(survivor);
    expect(await askAlone(`${server.url}/schedule`, '10.12.1.2')).toBe(200);
  });

  it('stops every instance on SIGTERM, then itself', async () => {
    const pid = server.child.pid as number;
    const instances = childProcesses(pid);
    server.child.kill('SIGTERM');
    expect(await waitForExit(server.child, 30_000)).toBe(true);
    expect(server.child.exitCode).toBe(0);
    for (const instance of instances) expect(() => process.kill(instance, 0)).toThrow();
    expect(server.output()).toContain('Stopped every instance');
  });
});
