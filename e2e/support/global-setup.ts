import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startServer, templateDirVariable } from './server.ts';

/**
 * Once per run: makes sure the build is current, then starts the server once on an empty data dir
 * so it migrates and loads the race-data snapshot, and stops it. Every test server starts from a
 * copy of that data dir, which takes a fraction of the full load.
 */
export default async function globalSetup() {
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts', 'build.ts'), '--if-needed'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('The build failed');

  const started = performance.now();
  const template = mkdtempSync(join(tmpdir(), 'pitwall-e2e-template-'));
  const server = await startServer({ dataDir: template, timeoutMs: 10 * 60_000 });
  await server.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Prepared the test database (migrated and loaded) in ${seconds} s`);
  process.env[templateDirVariable] = template;

  return () => rmSync(template, { recursive: true, force: true });
}
