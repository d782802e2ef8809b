// `npm run test:browser`: the browser tests against the built server in Debian's Chromium. Installs the
// `chromium` and `chromium-headless-shell` packages with apt when they are missing and we are root
// (the tests never download a browser), builds when needed, then runs
// `playwright test` with any extra arguments.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build.ts';

// The tests run in Debian's headless shell (e2e/support/chromium.ts); the benchmark's Lighthouse in
// the full browser. A CHROMIUM_PATH of the caller's own is used as it is.
const debianPackages: [name: string, path: string][] = [
  ['chromium', '/usr/bin/chromium'],
  ['chromium-headless-shell', '/usr/bin/chromium-headless-shell'],
];
const packages = process.env.CHROMIUM_PATH ? [] : debianPackages.filter(([, path]) => !existsSync(path));

function run(command: string, args: string[], env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

if (packages.length) {
  const names = packages.map(([name]) => name);
  if (process.getuid?.() !== 0) {
    console.error(`Debian's ${names.join(' and ')} missing: apt-get install ${names.join(' ')}, and rerun.`);
    process.exit(1);
  }
  console.log(`Installing ${names.join(' and ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], env) !== 0 || run('apt-get', ['install', '-y', ...names], env) !== 0) {
    console.error(`Could not install ${names.join(' and ')} with apt-get.`);
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
