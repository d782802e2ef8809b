// `npm run test:browser`: the browser tests against the built server in Debian's Chromium. Installs the
// `chromium` package with apt when it is missing and we are root (Playwright's browser downloads do
// not work on our machines), builds when needed, then runs `playwright test` with any extra arguments.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`${chromium} is missing: install Debian's chromium (apt-get install chromium) and rerun.`);
    process.exit(1);
  }
  console.log(`${chromium} is missing: installing chromium with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], env) !== 0 || run('apt-get', ['install', '-y', 'chromium'], env) !== 0) {
    console.error('Could not install chromium with apt-get.');
    process.exit(1);
  }
}

try {
  await buildIfNeeded();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
process.exit(run(process.execPath, [cli, 'test', ...process.argv.slice(2)]));
